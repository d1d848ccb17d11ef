#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Dispatch

/// The engine of `wordgame check`: judges raw input lines as one round and
/// collects the output bytes, without doing any I/O itself.
///
/// ```swift
/// var checker = BatchChecker(round: Round(startWord: "silkworm", dictionary: dictionary))
/// var splitter = LineSplitter()
/// splitter.feed(chunk) { line, dropped in checker.check(line: line, droppedBytes: dropped) }
/// write(checker.takeOutput())
/// ```
///
/// Each line is judged in two steps: *prejudging* runs every check that does
/// not depend on the words used before (decoding, normalizing, too short, the
/// start word, not possible, and the dictionary), and *settling* then applies
/// "used already" in input order. Prejudging is independent from line to line,
/// so ``check(_:workers:)`` spreads it over threads, each with its own
/// dictionary handle, and settles the lines in order afterwards: the same bytes
/// as one line at a time.
///
/// Plain ASCII lines take a byte-level fast path for the verdicts that need
/// neither the used words nor the dictionary (too short, the start word, not
/// possible); every other line goes through ``InputLine`` and ``Round``.
public struct BatchChecker: Sendable {
  /// The round the lines are played in (as of the last ``takeOutput(_:)``); its
  /// ``Round/usedWords`` are in no particular order.
  public private(set) var round: Round
  /// The counts of the lines judged (all of them once ``takeOutput(_:)`` has run).
  public private(set) var summary = BatchSummary()
  /// Output bytes not yet taken.
  public private(set) var pendingOutput: [UInt8] = []
  private var writer: BatchWriter
  private var isFirstLine = true
  private var prejudger: LinePrejudger
  private var single = PrejudgedLines()

  /// Longest trimmed ASCII word the fast path handles.
  static let fastPathLimit = 64

  /// A checker that plays lines in `round` and prints in `format`. It never
  /// shows the order of the words accepted, so its round does not keep it.
  public init(round: Round, format: BatchFormat = .text) {
    var round = round
    round.discardWordOrder()
    self.round = round
    self.writer = BatchWriter(format: format)
    self.prejudger = LinePrejudger(round: round, dictionary: round.dictionary, format: format)
    pendingOutput.reserveCapacity(128 * 1024)
  }

  /// Starts a new input file: its first line may carry a byte order mark.
  public mutating func startFile() {
    isFirstLine = true
  }

  /// Judges one line (without its `\n`); its output line, if any, comes with
  /// ``takeOutput(_:)``.
  ///
  /// Lines are settled in groups: prejudging a line before the ones above it
  /// are settled changes nothing, since settling checks "used already" in order.
  public mutating func check(line: UnsafeRawBufferPointer, droppedBytes: Int = 0) {
    let first = isFirstLine
    isFirstLine = false
    prejudger.prejudge(
      line, droppedBytes: droppedBytes, isFirstLine: first, round: round, into: &single)
    if single.items.count >= 65_536 { settlePending() }
  }

  private mutating func settlePending() {
    guard !single.items.isEmpty else { return }
    if pendingOutput.isEmpty && single.candidates.isEmpty {
      // Only rejections, decided already: their bytes become the output as they are.
      for case .finals(_, let count) in single.items { summary.rejected += count }
      swap(&pendingOutput, &single.bytes)
    } else {
      settle(single)
    }
    single.removeAll()
  }

  /// Judges a batch of lines, prejudging them on one thread per dictionary in
  /// `workers` (each thread uses its own handle; all must be the round's
  /// dictionary, loaded separately), then settling them in order.
  public mutating func check(_ batch: LineBatch, workers: [any SpellChecker]) {
    settlePending()
    let count = max(1, workers.count)
    let chunk = (batch.lines.count + count - 1) / count
    let results = prejudge(batch, round: round, workers: workers, parts: count, chunk: chunk)
    for result in results { settle(result) }
  }

  /// The parallel step, in a function of its own so that the threads' copies of
  /// the round are gone before settling changes it (no copy of its used words).
  private func prejudge(
    _ batch: LineBatch, round: Round, workers: [any SpellChecker], parts count: Int, chunk: Int
  ) -> [PrejudgedLines] {
    let lines = batch.lines
    var results = [PrejudgedLines](repeating: PrejudgedLines(), count: count)
    let prejudgers = (0..<count).map { index in
      workers.isEmpty ? prejudger : prejudger.with(dictionary: workers[index])
    }
    results.withUnsafeMutableBufferPointer { output in
      nonisolated(unsafe) let output = output
      batch.bytes.withUnsafeBytes { bytes in
        nonisolated(unsafe) let bytes = bytes
        DispatchQueue.concurrentPerform(iterations: count) { part in
          var worker = prejudgers[part]
          var result = PrejudgedLines()
          let range = min(lines.count, part * chunk)..<min(lines.count, (part + 1) * chunk)
          for line in lines[range] {
            worker.prejudge(
              UnsafeRawBufferPointer(rebasing: bytes[line.range]), droppedBytes: line.droppedBytes,
              isFirstLine: line.isFirstLine, round: round, into: &result)
          }
          output[part] = result
        }
      }
    }
    return results
  }

  /// Hands the pending output to `body` and clears it.
  public mutating func takeOutput<T>(_ body: ([UInt8]) throws -> T) rethrows -> T {
    settlePending()
    defer { pendingOutput.removeAll(keepingCapacity: true) }
    return try body(pendingOutput)
  }

  /// Applies "used already" in order and writes every line's output.
  private mutating func settle(_ lines: PrejudgedLines) {
    var start = 0
    for item in lines.items {
      switch item {
      case .finals(let end, let count):
        pendingOutput.append(contentsOf: lines.bytes[start..<end])
        summary.rejected += count
        start = end
      case .candidate(let index):
        let verdict = round.settle(lines.candidates[index])
        summary.add(verdict)
        writer.append(verdict, to: &pendingOutput)
      }
    }
  }
}

/// Lines gathered for ``BatchChecker/check(_:workers:)``: their bytes back to back.
public struct LineBatch: Sendable {
  /// One line: where its bytes are, how many were dropped past the bound, and
  /// whether it is the first of its file.
  struct Line: Sendable {
    var range: Range<Int>
    var droppedBytes: Int
    var isFirstLine: Bool
  }

  var bytes: [UInt8] = []
  var lines: [Line] = []
  private var nextIsFirst = true

  /// An empty batch.
  public init() {}

  /// How many lines it holds.
  public var count: Int { lines.count }

  /// Marks the start of a new file: the next line may carry a byte order mark.
  public mutating func startFile() { nextIsFirst = true }

  /// Adds a line (without its `\n`).
  public mutating func append(_ line: UnsafeRawBufferPointer, droppedBytes: Int) {
    let start = bytes.count
    bytes.append(contentsOf: line)
    lines.append(
      Line(range: start..<bytes.count, droppedBytes: droppedBytes, isFirstLine: nextIsFirst))
    nextIsFirst = false
  }

  /// Empties the batch, keeping its memory.
  public mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    lines.removeAll(keepingCapacity: true)
  }
}

/// Lines prejudged: the output of the ones already decided, back to back, and
/// the candidates that "used already" must still settle.
struct PrejudgedLines: Sendable {
  /// Plain values only, so that emptying the list between lines costs nothing.
  enum Item: Sendable {
    /// `count` rejected lines in a row, whose output ends at this offset of `bytes`.
    case finals(end: Int, count: Int)
    /// The candidate at this index of `candidates`.
    case candidate(Int)
  }
  var bytes: [UInt8] = []
  var items: [Item] = []
  var candidates: [Round.Prejudgement] = []

  /// Records a word that "used already" and the dictionary's verdict settle.
  mutating func appendCandidate(_ prejudgement: Round.Prejudgement) {
    items.append(.candidate(candidates.count))
    candidates.append(prejudgement)
  }

  /// Records a rejected line whose output was just written to `bytes`.
  mutating func appendFinal() {
    if case .finals(_, let count)? = items.last {
      items[items.count - 1] = .finals(end: bytes.count, count: count + 1)
    } else {
      items.append(.finals(end: bytes.count, count: 1))
    }
  }

  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    items.removeAll(keepingCapacity: true)
    if !candidates.isEmpty { candidates.removeAll(keepingCapacity: true) }
  }
}

/// Prejudges lines for one thread: the round's rules (read only), a
/// dictionary handle, and scratch space for the fast path.
struct LinePrejudger: Sendable {
  private(set) var dictionary: any SpellChecker
  private let fast: FastPath
  private let writer: BatchWriter
  /// Zeros between lines; counts an answer's letters on the fast path.
  private var scratch = [Int32](repeating: 0, count: 128)

  init(round: Round, dictionary: any SpellChecker, format: BatchFormat) {
    self.dictionary = dictionary
    self.fast = FastPath(round: round, format: format)
    self.writer = BatchWriter(format: format)
  }

  /// The same, with another handle on the dictionary.
  func with(dictionary: any SpellChecker) -> LinePrejudger {
    var copy = self
    copy.dictionary = dictionary
    return copy
  }

  /// Prejudges a line against `round` as it stands (read only).
  mutating func prejudge(
    _ line: UnsafeRawBufferPointer, droppedBytes: Int, isFirstLine: Bool, round: Round,
    into output: inout PrejudgedLines
  ) {
    if droppedBytes == 0, !isFirstLine, prejudgeASCII(line, round: round, into: &output) { return }
    switch InputLine.decode(line, droppedBytes: droppedBytes, isFirstLine: isFirstLine) {
    case .blank: return
    case .invalid(let word, let error): appendFinal(word: word, error: error, to: &output)
    case .answer(let word):
      // A word used already needs no dictionary: that is its verdict anyway.
      let prejudgement = round.prejudge(
        normalized: word, dictionary: round.isOriginal(word: word) ? dictionary : AcceptsAll())
      if case .rejected(let word, let error) = prejudgement {
        appendFinal(word: word, error: error, to: &output)
      } else {
        output.appendCandidate(prejudgement)
      }
    }
  }

  private func appendFinal(word: String, error: WordError, to output: inout PrejudgedLines) {
    writer.appendRejection(word: word, suffix: writer.suffix(for: error), to: &output.bytes)
    output.appendFinal()
  }

  /// The fast path: returns false when the line needs the general path.
  ///
  /// It writes the lowercased word straight into the output while counting its
  /// letters against the start word's; a too short, start-word or impossible
  /// answer then only needs its prepared suffix. Anything else is taken back and
  /// prejudged with the dictionary.
  private mutating func prejudgeASCII(
    _ line: UnsafeRawBufferPointer, round: Round, into output: inout PrejudgedLines
  ) -> Bool {
    var end = line.count
    if end > 0 && line[end - 1] == 0x0D { end -= 1 }
    var start = 0
    while start < end && line[start] == 0x20 { start += 1 }
    while end > start && line[end - 1] == 0x20 { end -= 1 }
    if start == end {
      // Blank, unless it held other bytes (a lone tab, say): let the general path decide.
      return line.allSatisfy { $0 == 0x20 || $0 == 0x0D }
    }
    let count = end - start
    guard count <= BatchChecker.fastPathLimit else { return false }
    let mark = output.bytes.count
    if let prefix = fast.wordPrefix { output.bytes.append(contentsOf: prefix) }
    let wordStart = output.bytes.count
    var isPossible = true
    var isPrintable = true
    let available = fast.available
    // Copy the word in one go, then lowercase it in place while counting letters.
    output.bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[start..<end]))
    output.bytes.withUnsafeMutableBufferPointer { bytes in
      scratch.withUnsafeMutableBufferPointer { used in
        var index = wordStart
        while index < wordStart + count {
          let byte = bytes[index]
          // Printable ASCII except the backslash and the quote, which escaping changes.
          guard byte >= 0x20 && byte < 0x7F && byte != 0x5C && byte != 0x22 else {
            isPrintable = false
            break
          }
          let lower = (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
          bytes[index] = lower
          used[Int(lower)] &+= 1
          if used[Int(lower)] > available[Int(lower)] { isPossible = false }
          index += 1
        }
        // Leave the scratch counts at zero for the next line.
        for reset in wordStart..<index {
          used[Int(bytes[reset] | (bytes[reset] >= 0x41 && bytes[reset] <= 0x5A ? 0x20 : 0))] = 0
        }
      }
    }
    guard isPrintable else {
      output.bytes.removeSubrange(mark...)
      return false
    }
    let suffix: [UInt8]
    if count < round.minimumLength {
      suffix = fast.tooShort
    } else if fast.hasRoot && count == fast.root.count
      && output.bytes[wordStart...].elementsEqual(fast.root)
    {
      suffix = fast.startWord
    } else if fast.hasRoot && !isPossible {
      // Every used word is possible, so an impossible word is never "used already".
      suffix = fast.notPossible
    } else {
      let word = String(decoding: output.bytes[wordStart...], as: UTF8.self)
      output.bytes.removeSubrange(mark...)
      // A word used already needs no dictionary: that is its verdict anyway.
      let isReal =
        !round.isOriginal(word: word) || Validators.isReal(word: word, dictionary: dictionary)
      output.appendCandidate(.candidate(word: word, points: count, isReal: isReal))
      return true
    }
    output.bytes.append(contentsOf: suffix)
    output.appendFinal()
    return true
  }
}

/// The start word's letters and the output of the rejections that follow from
/// an answer's bytes alone, prepared once per run.
private struct FastPath: Sendable {
  let hasRoot: Bool
  let root: [UInt8]
  /// How often each ASCII byte occurs in the start word (all 255 without one).
  let available: [Int32]
  let wordPrefix: [UInt8]?
  let tooShort: [UInt8]
  let startWord: [UInt8]
  let notPossible: [UInt8]

  init(round: Round, format: BatchFormat) {
    let root = round.startWord ?? ""
    hasRoot = round.startWord != nil
    self.root = Array(root.utf8)
    var available = [Int32](repeating: hasRoot ? 0 : .max, count: 128)
    for character in root {
      if let value = character.asciiValue { available[Int(value)] += 1 }
    }
    self.available = available
    let writer = BatchWriter(format: format)
    wordPrefix = format == .json ? Array("{\"word\":\"".utf8) : nil
    tooShort = writer.suffix(for: .tooShort(minimum: round.minimumLength))
    startWord = writer.suffix(for: .startWord(root))
    notPossible = writer.suffix(for: .notPossible(startWord: root))
  }
}

/// Writes verdicts as output bytes, reusing the bytes of repeated rejections.
struct BatchWriter: Sendable {
  let format: BatchFormat
  /// The output after the word for recent rejections.
  private var cache: [(error: WordError, suffix: [UInt8])] = []

  init(format: BatchFormat) {
    self.format = format
  }

  mutating func append(_ verdict: Verdict, to output: inout [UInt8]) {
    switch verdict {
    case .accepted:
      var line = format.line(for: verdict)
      line.withUTF8 { output.append(contentsOf: $0) }
    case .rejected(let word, let error):
      appendWord(word, to: &output)
      output.append(contentsOf: cachedSuffix(for: error))
    }
  }

  /// Writes a rejected word (escaped for the format) and its suffix.
  func appendRejection(word: String, suffix: [UInt8], to output: inout [UInt8]) {
    appendWord(word, to: &output)
    output.append(contentsOf: suffix)
  }

  private func appendWord(_ word: String, to output: inout [UInt8]) {
    var text: String
    switch format {
    case .text: text = Escaping.forDisplay(word)
    case .json: text = "{\"word\":\"" + Escaping.forJSON(word)
    }
    text.withUTF8 { output.append(contentsOf: $0) }
  }

  private mutating func cachedSuffix(for error: WordError) -> [UInt8] {
    if let hit = cache.first(where: { $0.error == error }) { return hit.suffix }
    let suffix = suffix(for: error)
    if cache.count >= 16 { cache.removeFirst() }
    cache.append((error, suffix))
    return suffix
  }

  /// The output after the word for a rejection.
  func suffix(for error: WordError) -> [UInt8] {
    let text: String
    switch format {
    case .text: text = "\t" + error.title + "\t" + error.message + "\n"
    case .json:
      text =
        "\",\"ok\":false,\"code\":\"" + error.code + "\",\"title\":\""
        + Escaping.forJSON(error.title)
        + "\",\"message\":\"" + Escaping.forJSON(error.message) + "\"}\n"
    }
    return Array(text.utf8)
  }
}

/// Stands in for the dictionary where its answer cannot change the verdict.
private struct AcceptsAll: SpellChecker {
  func isCorrect(_ word: String) -> Bool { true }
}
