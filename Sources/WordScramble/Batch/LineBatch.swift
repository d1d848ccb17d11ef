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

  /// Carries on the file `other` was gathering: whether the next line is a
  /// file's first (after handing `other`'s lines over and taking its memory).
  package mutating func continueFile(of other: LineBatch) { nextIsFirst = other.nextIsFirst }

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
    /// A word looked up in the word list, its output's head ending at this
    /// offset of `bytes`: "used already" settles it by its line number (-1: not
    /// in the list, so not recognized).
    case listed(end: Int, line: Int32, length: Int32)
    /// A word of `length` ASCII bytes, the last of `bytes` before `end`, to look
    /// up in the word list by its hash (``resolve(with:)`` makes it `listed`).
    case pending(end: Int, length: Int32, hash: UInt64)
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

  /// Looks up every pending word in `wordList`, thirty-two at a time: first
  /// the table's slot of each is read, in a loop short enough for the reads'
  /// cache misses to overlap, then each is looked up, its slot now in cache.
  /// (One lookup after another waited on one miss after another: most of a
  /// large check's time, before.)
  mutating func resolve(with wordList: LexiconChecker) {
    var group: [Int] = []
    group.reserveCapacity(32)
    var touched: UInt32 = 0
    var index = items.startIndex
    while index < items.endIndex {
      group.removeAll(keepingCapacity: true)
      while index < items.endIndex && group.count < 32 {
        if case .pending(_, _, let hash) = items[index] {
          touched &+= wordList.touch(fnv: hash)
          group.append(index)
        }
        index += 1
      }
      bytes.withUnsafeBufferPointer { bytes in
        for pending in group {
          guard case .pending(let end, let length, let hash) = items[pending] else { continue }
          let word = UnsafeBufferPointer(rebasing: bytes[(end - Int(length))..<end])
          let line = wordList.line(of: word, fnv: hash).map(Int32.init) ?? -1
          items[pending] = .listed(end: end, line: line, length: length)
        }
      }
    }
    // Use the reads, so they are not optimized away.
    if touched == 0x5EED_F00D { items.reserveCapacity(items.count + 1) }
  }

  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    items.removeAll(keepingCapacity: true)
    if !candidates.isEmpty { candidates.removeAll(keepingCapacity: true) }
    if !shown.isEmpty { shown.removeAll() }
  }
}
