import WordScramble

/// Judges a list of answers, one a line, as one round, and renders a verdict
/// line for each: what `wordgame check` runs, for an app or a script.
///
/// ```swift
/// import WordScramble
/// import WordScrambleBatch
///
/// let english = try GameLanguage.open("en_US")
/// var checker = BatchChecker(
///   round: english.round(startWord: "silkworm"), renderer: JSONRenderer())
/// checker.read("silk\nSILK\nsambo\n")
/// checker.endOfFile()
/// print(checker.takeOutput(), terminator: "")
/// // {"word":"silk","ok":true,"points":4}
/// // {"word":"silk","ok":false,"code":"usedAlready",…}
/// // {"word":"sambo","ok":false,"code":"notPossible",…}
/// print(checker.summary)  // 1 accepted, 2 rejected, score 4
/// ```
///
/// Input is bytes, read in chunks of any size (``read(bytes:)``):
/// each `\n` ends a line, a line past the bound (4 KiB) is rejected as too
/// long, a line that is not UTF-8 or holds control characters gets its own
/// rejection, a blank line none, and the first line of each file may carry
/// a byte order mark (``endOfFile()`` ends one). Every other line is played
/// in the round as `Round.submit(_:)` plays it, and the output is the same
/// bytes whatever the chunks and however many threads.
///
/// Each line is judged in two steps of the rule chain: *prejudging*
/// (decoding, normalizing, too short, the start word, not possible, and the
/// dictionary) is independent from line to line, and *settling* then applies
/// "used already" in input order. Plain ASCII lines take a fast path: the
/// same steps on bytes. Past ``batchSize`` lines, with more than one
/// thread, lines are gathered in batches: each batch is prejudged on another
/// thread (split between threads past two) while the next one is read, its
/// word-list lookups shared out between both threads,
/// then settled in order: the same bytes as one line at a time. When the
/// threads are found not to run at once (a busy machine), lines are checked
/// on one for a while. The threads share one dictionary; its
/// calls into libhunspell are serialized.
public struct BatchChecker: LineSink, Sendable {
  /// Lines judged together: a batch for the threads, and how many lines' output
  /// one thread keeps before settling them.
  public static let batchSize = 8_192
  /// Lines handed to another thread at a time: each batch in flight (the one
  /// gathered, the one prejudged, the one settled) holds its lines, their
  /// results and their output, about 100 bytes a line, so this bounds the
  /// memory threads add (32,768 lines: `check` peaked at 2.5× `hunspell -l`;
  /// 8,192: 1.67×; 4,096: 1.58×, as fast; 2,048: 1.53×, a few % slower).
  static let threadBatchSize = 4_096

  /// The round the general path settles in; words settled by their line in
  /// the word list never enter it, so only ``summary`` counts them all.
  var round: Round
  /// The counts of the lines judged and the score (all of them once
  /// ``takeOutput()`` has run): the one account of what was accepted.
  public internal(set) var summary = BatchSummary()
  /// The lines of ``read(bytes:)``'s input, split.
  var splitter: LineSplitter?
  var pendingOutput = ByteBuffer()
  let renderer: any VerdictRenderer
  /// The tails of recent rejections, as bytes.
  var rejectedTails: [(error: WordError, tail: [UInt8])] = []
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

  /// A checker that plays lines in `round` and shows their verdicts with
  /// `renderer`: ``TextRenderer``, ``JSONRenderer``, ``CSVRenderer`` or a
  /// format of the app's own.
  ///
  /// - Parameters:
  ///   - round: The round the lines are played in, as it stands: a start word
  ///     (or none, for a plain word list: length, duplicates and the
  ///     dictionary), the language's rules and tiers, the words used so far.
  ///   - renderer: The output format.
  ///   - threads: Past ``batchSize`` lines, batches are prejudged on another
  ///     thread while the next is read (in input order either way). One is
  ///     fastest with a start word; two gain without one.
  ///   - maximumLineBytes: The longest line kept, in bytes; a longer one is
  ///     rejected as too long, its verdict showing what was kept.
  public init(
    round: Round, renderer: any VerdictRenderer, threads: Int = 1,
    maximumLineBytes: Int = 4096
  ) {
    splitter = LineSplitter(maximumLineBytes: maximumLineBytes)
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
    settleGathered()
    isFirstLine = true
  }

  /// Judges the lines gathered for the threads.
  package mutating func settleGathered() {
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
    settleGathered()
    var results: [PrejudgedLines] = []
    Self.prejudge(
      batch, prejudger: prejudger, wordList: wordList, round: prejudgeRound, into: &results,
      parts: max(1, threads))
    for result in results { settle(result) }
  }

  /// Hands the output of the lines judged since the last call to `body`, and
  /// forgets it: call it after each chunk read, so the output held stays small.
  public mutating func takeOutput<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
    settlePending()
    defer { pendingOutput.removeAll() }
    return try pendingOutput.withUnsafeBytes(body)
  }
}
