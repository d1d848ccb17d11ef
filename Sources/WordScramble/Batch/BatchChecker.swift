/// The engine of `wordgame check`: judges raw input lines as one round and
/// collects the output bytes, without doing any I/O itself.
///
/// ```swift
/// var checker = BatchChecker(
///   round: Round(startWord: "silkworm", dictionary: dictionary), renderer: TextRenderer())
/// var splitter = LineSplitter()
/// splitter.feed(chunk, into: &checker)
/// checker.takeOutput { write($0) }
/// ```
///
/// Each line is judged in two steps of the ``RuleChain``: *prejudging*
/// (decoding, normalizing, too short, the start word, not possible, and the
/// dictionary) is independent from line to line, and *settling* then applies
/// "used already" in input order. Past ``batchSize`` lines, with more than one
/// thread, lines are gathered in batches: each batch is prejudged on another
/// thread (split between threads past two) while the next one is read, its
/// word-list lookups shared out between both threads (``SharedLookups``),
/// then settled in order: the same bytes as one line at a time. When the
/// threads are found not to run at once (a busy machine), lines are checked
/// on one for a while (``ThreadUse``). The threads share one dictionary; its
/// calls into libhunspell are serialized.
package struct BatchChecker: LineSink, Sendable {
  /// Lines judged together: a batch for the threads, and how many lines' output
  /// one thread keeps before settling them.
  package static let batchSize = 8_192
  /// Lines handed to another thread at a time: each batch in flight (the one
  /// gathered, the one prejudged, the one settled) holds its lines, their
  /// results and their output, about 100 bytes a line, so this bounds the
  /// memory threads add (32,768 lines: `check` peaked at 2.5× `hunspell -l`).
  static let threadBatchSize = batchSize

  /// The round the general path settles in; words settled by their line in
  /// the word list never enter it, so only ``summary`` counts them all.
  var round: Round
  /// The counts of the lines judged and the score (all of them once
  /// ``takeOutput(_:)`` has run): the one account of what was accepted.
  package internal(set) var summary = BatchSummary()
  var pendingOutput = ByteBuffer()
  private let renderer: any VerdictRenderer
  /// The tails of recent rejections, as bytes.
  private var rejectedTails: [(error: WordError, tail: [UInt8])] = []
  let prejudger: LinePrejudger
  private var single = PrejudgedLines()
  private var isFirstLine = true
  let threads: Int
  var gathered = LineBatch()
  private(set) var linesSeen = 0
  /// The line up to which this thread checks alone (see ``handOver()``).
  var aloneUntil = 0
  /// Whether two threads run at once, measured batch by batch.
  var threadUse = ThreadUse()
  /// The thread batches are prejudged on (past one thread), one at a time:
  /// its batch is settled when the next one is handed over or the input ends.
  let worker: Parallel.Worker<Prejudged>?
  /// The word-list lookups of the batch with the worker, which this thread
  /// makes too while it waits.
  let sharedLookups: SharedLookups?
  /// The memory of the last batch settled, for the next one (fresh buffers
  /// each batch cost page faults and copies as they grow).
  var spare = Prejudged(batch: LineBatch(), results: [])

  /// The round as it began, for prejudging, which never reads the words used
  /// (so settling changes no round a thread is reading).
  let prejudgeRound: Round
  /// With a word list for the dictionary (and no bonus marks to print), words
  /// are settled by their line number in it: a bit a word for "used already".
  let wordList: LexiconChecker?
  var usedLines: [UInt64] = []
  /// Which listed words are bonus words, where the round marks them.
  var listedBonus: ListedBonus?
  /// The tails of listed words: accepted by length (0 to the fast path's
  /// longest, rendered once from the same judgement as any other line), the
  /// same of bonus words, then ``usedTail`` and ``notRecognizedTail``; and
  /// the points by length, from ``Scoring``.
  let listedTails: ByteTexts
  let pointsByLength: [Int]
  var usedTail: Int { 2 * pointsByLength.count }
  var notRecognizedTail: Int { 2 * pointsByLength.count + 1 }

  /// A checker that plays lines in `round`, shows them with `renderer` and
  /// prejudges large inputs on `threads` threads. It never shows the order of
  /// the words accepted, so its round does not keep it.
  package init(round: Round, renderer: any VerdictRenderer, threads: Int = 1) {
    var round = round
    round.discardWordOrder()
    self.round = round
    self.prejudgeRound = round
    self.renderer = renderer
    let marksNoBonus = round.tiers.required == nil && round.tiers.junkLanguage == nil
    let wordList =
      !renderer.showsDetails || marksNoBonus ? round.dictionary as? LexiconChecker : nil
    self.wordList = wordList
    if let wordList {
      usedLines = [UInt64](repeating: 0, count: wordList.count / 64 + 1)
      if !marksNoBonus { listedBonus = ListedBonus(lines: wordList.count) }
    }
    let startLength = round.rules.startLength
    let points = (0...LinePrejudger.fastPathLimit).map(round.rules.points(length:))
    pointsByLength = points
    let acceptedTails = [false, true].flatMap { isBonus in
      points.indices.map { length in
        let judgement = Judgement(
          verdict: .accepted(word: "", points: points[length]), isBonus: isBonus,
          usesEveryLetter: Scoring.isFull(length: length, startLength: startLength),
          spelling: nil)
        return Array(renderer.acceptedTail(judgement).utf8)
      }
    }
    listedTails = ByteTexts(
      acceptedTails + [
        Array(renderer.rejectedTail(.usedAlready).utf8),
        Array(renderer.rejectedTail(.notRecognized).utf8),
      ])
    let prejudger = LinePrejudger(round: round, renderer: renderer, looksUpWords: wordList != nil)
    self.prejudger = prejudger
    self.threads = max(1, threads)
    let lookups = threads > 1 ? wordList.flatMap(SharedLookups.init) : nil
    sharedLookups = lookups
    worker =
      threads > 1
      ? Self.worker(
        prejudger: prejudger, wordList: wordList, lookups: lookups, round: round,
        threads: threads)
      : nil
  }

  /// Starts a new input file: its first line may carry a byte order mark.
  package mutating func startFile() {
    endOfFile()
    isFirstLine = true
  }

  /// Judges the lines gathered for the threads; call it at the end of each input.
  package mutating func endOfFile() {
    if gathered.count > 0 { handOver() }
    var last = takeBack()
    settle(&last)
  }

  /// Takes one line (without its `\n`): judged at once while the input is small
  /// (or with one thread), gathered for the threads past ``batchSize`` lines.
  package mutating func consume(_ line: UnsafeRawBufferPointer, droppedBytes: Int) {
    linesSeen += 1
    guard threads > 1 && linesSeen > Self.batchSize && linesSeen > aloneUntil else {
      check(line: line, droppedBytes: droppedBytes)
      return
    }
    gathered.append(line, droppedBytes: droppedBytes, isFirstLine: isFirstLine)
    isFirstLine = false
    if gathered.count >= Self.threadBatchSize { handOver() }
  }

  /// Judges one line at once; its output line, if any, comes with ``takeOutput(_:)``.
  /// (Prejudging a line before the ones above it are settled changes nothing.)
  package mutating func check(line: UnsafeRawBufferPointer, droppedBytes: Int = 0) {
    let first = isFirstLine
    isFirstLine = false
    prejudger.prejudge(
      line, droppedBytes: droppedBytes, isFirstLine: first, round: round, into: &single)
    if single.items.count + single.openLines >= Self.batchSize { settlePending() }
  }

  mutating func settlePending() {
    single.closeRuns()
    guard !single.items.isEmpty else { return }
    if pendingOutput.isEmpty
      && single.items.allSatisfy({ if case .finals = $0 { true } else { false } })
    {
      // Only rejections, decided already: their bytes become the output as they are.
      for case .finals(_, let count) in single.items { summary.rejected += count }
      swap(&pendingOutput, &single.bytes)
    } else {
      if let wordList { single.resolve(with: wordList) }
      settle(single)
    }
    single.removeAll()
  }

  /// Judges a batch of lines: prejudged on `threads` threads, then settled in order.
  package mutating func check(_ batch: LineBatch, threads: Int) {
    endOfFile()
    var results: [PrejudgedLines] = []
    Self.prejudge(
      batch, prejudger: prejudger, wordList: wordList, round: prejudgeRound, into: &results,
      parts: max(1, threads))
    for result in results { settle(result) }
  }

  /// Hands the pending output to `body` and clears it.
  package mutating func takeOutput<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
    settlePending()
    defer { pendingOutput.removeAll() }
    return try pendingOutput.withUnsafeBytes(body)
  }

  /// Applies "used already" in order and writes every line's output.
  mutating func settle(_ lines: PrejudgedLines) {
    assert(lines.openLines == 0, "lines left out of the items")
    var start = 0
    var nextLookup = 0
    for item in lines.items {
      switch item {
      case .finals(let end, let count):
        pendingOutput.append(lines.bytes, start..<end)
        summary.rejected += count
        start = end
      case .listed(let count):
        lines.bytes.withUnsafeBytes { bytes in
          for lookup in lines.lookups[nextLookup..<(nextLookup + count)] {
            let end = Int(lookup.end)
            let head = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            start = end
            if !prejudger.pieces.mayBeBlocked(lookup.hash) {
              settleListed(Int(lookup.line), length: Int(lookup.length), head: head)
            } else {
              settle(maybeBlocked: head, length: Int(lookup.length))
            }
          }
        }
        nextLookup += count
      case .candidate(let index):
        settle(lines.candidates[index], shown: lines.shown[index], headWritten: false)
      }
    }
  }

  /// Settles a candidate, shown as `shown` (by default its word), its head
  /// written already or not.
  mutating func settle(_ prejudgement: Prejudgement, shown: String?, headWritten: Bool) {
    // An answer typed otherwise than its key (`buße` for `busse`) is shown
    // as typed where the dictionary takes that form: the general path.
    if let wordList, shown == nil || !renderer.showsDetails,
      case .candidate(var word, _, true) = prejudgement,
      case let length = Normalization.letterCount(word), length < pointsByLength.count,
      let line = word.withUTF8({ wordList.line(of: $0) })
    {
      // A listed word that took the general path: settled by the same bits.
      if !headWritten { append(renderer.head(word)) }
      settleListed(line, length: length)
      return
    }
    let verdict = round.settle(prejudgement)
    // The judgement is made once: the summary counts its bonus mark, the line shows it.
    let judgement =
      verdict.isAccepted ? renderer.judgement(of: verdict, in: round, typed: shown) : nil
    summary.add(verdict, isBonus: judgement?.isBonus ?? false)
    if !headWritten { append(renderer.head(shown ?? verdict.word)) }
    appendTail(verdict, judgement: judgement)
  }

  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { pendingOutput.append(UnsafeRawBufferPointer($0)) }
  }

  /// Appends the tail of the line for `verdict`, shown as `judgement` when accepted.
  private mutating func appendTail(_ verdict: Verdict, judgement: Judgement?) {
    switch verdict {
    case .accepted:
      if let judgement { append(renderer.acceptedTail(judgement)) }
    case .rejected(_, let error):
      if let hit = rejectedTails.first(where: { $0.error == error }) {
        pendingOutput.append(hit.tail)
        return
      }
      let tail = Array(renderer.rejectedTail(round.shown(error)).utf8)
      if rejectedTails.count >= 16 { rejectedTails.removeFirst() }
      rejectedTails.append((error, tail))
      pendingOutput.append(tail)
    }
  }
}
