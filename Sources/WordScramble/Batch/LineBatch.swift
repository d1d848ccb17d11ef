/// Lines gathered for the threads of a ``BatchChecker``: their bytes back to back.
package struct LineBatch: Sendable {
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
  package init() {}

  /// How many lines it holds.
  package var count: Int { lines.count }

  /// Marks the start of a new file: the next line may carry a byte order mark.
  package mutating func startFile() { nextIsFirst = true }

  /// Adds a line (without its `\n`).
  package mutating func append(_ line: UnsafeRawBufferPointer, droppedBytes: Int) {
    let start = bytes.count
    bytes.append(contentsOf: line)
    lines.append(
      Line(range: start..<bytes.count, droppedBytes: droppedBytes, isFirstLine: nextIsFirst))
    nextIsFirst = false
  }

  /// Empties the batch, keeping its memory.
  package mutating func removeAll() {
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
    /// A word of the word list, its output's head ending at this offset of
    /// `bytes`: "used already" settles it by its line number.
    case listed(end: Int, line: Int32, length: Int32)
  }
  var bytes: [UInt8] = []
  var items: [Item] = []
  var candidates: [Prejudgement] = []
  /// The normalized answer to show for a candidate whose key differs from it
  /// (`gelée` for `gelee`), by the candidate's index.
  var shown: [Int: String] = [:]

  /// Records a word that "used already" and the dictionary's verdict settle,
  /// shown as `answer` when that is not the word itself.
  mutating func appendCandidate(_ prejudgement: Prejudgement, answer: String? = nil) {
    if let answer { shown[candidates.count] = answer }
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
    if !shown.isEmpty { shown.removeAll() }
  }
}
