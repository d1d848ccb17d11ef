#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
/// Plain ASCII lines take a byte-level fast path for the verdicts that need
/// neither the used words nor the dictionary (too short, the start word, not
/// possible); every other line goes through ``InputLine`` and ``Round``. Both
/// give the same bytes of output.
public struct BatchChecker: Sendable {
  /// The round the lines are played in.
  public private(set) var round: Round
  /// The counts so far.
  public private(set) var summary = BatchSummary()
  /// Output bytes not yet taken.
  public private(set) var pendingOutput: [UInt8] = []
  private var writer: BatchWriter
  private var isFirstLine = true

  /// Longest trimmed ASCII word the fast path handles.
  static let fastPathLimit = 64

  /// A checker that plays lines in `round` and prints in `format`.
  public init(round: Round, format: BatchFormat = .text) {
    self.round = round
    self.writer = BatchWriter(format: format)
    pendingOutput.reserveCapacity(128 * 1024)
  }

  /// Starts a new input file: its first line may carry a byte order mark.
  public mutating func startFile() {
    isFirstLine = true
  }

  /// Judges one line (without its `\n`), appending its output line, if any.
  public mutating func check(line: UnsafeRawBufferPointer, droppedBytes: Int = 0) {
    let first = isFirstLine
    isFirstLine = false
    if droppedBytes == 0, !first, checkASCII(line) { return }
    let decoded = InputLine.decode(line, droppedBytes: droppedBytes, isFirstLine: first)
    guard let verdict = round.submit(decoded) else { return }
    summary.add(verdict)
    writer.append(verdict, to: &pendingOutput)
  }

  /// Hands the pending output to `body` and clears it.
  public mutating func takeOutput<T>(_ body: ([UInt8]) throws -> T) rethrows -> T {
    defer { pendingOutput.removeAll(keepingCapacity: true) }
    return try body(pendingOutput)
  }

  /// The fast path: returns false when the line needs the general path.
  private mutating func checkASCII(_ line: UnsafeRawBufferPointer) -> Bool {
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
    guard count <= Self.fastPathLimit else { return false }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.fastPathLimit) { buffer in
      for index in 0..<count {
        let byte = line[start + index]
        // Printable ASCII except the backslash and the quote, which escaping changes.
        guard byte >= 0x20 && byte < 0x7F && byte != 0x5C && byte != 0x22 else { return false }
        buffer[index] = (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
      }
      let word = UnsafeBufferPointer(rebasing: buffer[0..<count])
      if let error = round.quickRejection(ascii: word) {
        summary.rejected += 1
        writer.appendRejection(asciiWord: word, error: error, to: &pendingOutput)
        return true
      }
      let verdict = round.submit(.answer(String(decoding: word, as: UTF8.self)))!
      summary.add(verdict)
      writer.append(verdict, to: &pendingOutput)
      return true
    }
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
      output.append(contentsOf: suffix(for: error))
    }
  }

  mutating func appendRejection(
    asciiWord: UnsafeBufferPointer<UInt8>, error: WordError, to output: inout [UInt8]
  ) {
    if format == .json { output.append(contentsOf: Self.jsonWordPrefix) }
    output.append(contentsOf: asciiWord)
    output.append(contentsOf: suffix(for: error))
  }

  private static let jsonWordPrefix = Array("{\"word\":\"".utf8)

  private func appendWord(_ word: String, to output: inout [UInt8]) {
    var text: String
    switch format {
    case .text: text = Escaping.forDisplay(word)
    case .json: text = "{\"word\":\"" + Escaping.forJSON(word)
    }
    text.withUTF8 { output.append(contentsOf: $0) }
  }

  private mutating func suffix(for error: WordError) -> [UInt8] {
    if let hit = cache.first(where: { $0.error == error }) { return hit.suffix }
    let text: String
    switch format {
    case .text: text = "\t" + error.title + "\t" + error.message + "\n"
    case .json:
      text =
        "\",\"ok\":false,\"code\":\"" + error.code + "\",\"title\":\""
        + Escaping.forJSON(error.title)
        + "\",\"message\":\"" + Escaping.forJSON(error.message) + "\"}\n"
    }
    let suffix = Array(text.utf8)
    if cache.count >= 16 { cache.removeFirst() }
    cache.append((error, suffix))
    return suffix
  }
}
