import WordScramble

/// Lines gathered for the threads of a ``BatchChecker``: their bytes back to back.
package struct LineBatch: Sendable {
  /// One line: where its bytes are, how many were dropped past the bound (at
  /// most `Int32.max`: only whether any were counts), and whether it is the
  /// first of its file. (Lines are cut at 4 KiB, so a batch of them stays far
  /// below 2 GiB.) Sixteen bytes a line.
  struct Line: Sendable {
    var start: Int32
    var count: Int32
    var dropped: Int32
    var isFirstLine: Bool

    var droppedBytes: Int { Int(dropped) }

    var range: Range<Int> { Int(start)..<(Int(start) + Int(count)) }
  }

  var bytes = ByteBuffer()
  var lines: [Line] = []
  private var nextIsFirst = true

  /// An empty batch.
  package init() {}

  /// How many lines it holds.
  package var count: Int { lines.count }

  /// Adds a line (without its `\n`), the first of its file when `isFirstLine`
  /// says so, or by default when it is the first line the batch was given.
  package mutating func append(
    _ line: UnsafeRawBufferPointer, droppedBytes: Int, isFirstLine: Bool? = nil
  ) {
    let start = bytes.count
    bytes.append(line)
    lines.append(
      Line(
        start: Int32(start), count: Int32(line.count),
        dropped: Int32(clamping: droppedBytes), isFirstLine: isFirstLine ?? nextIsFirst))
    nextIsFirst = false
  }

  /// Empties the batch, keeping its memory.
  package mutating func removeAll() {
    bytes.removeAll()
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
    /// The next `count` words of `lookups`, each its output's head ending
    /// where the word's bytes do: looked up in the word list with their batch
    /// (``resolve(with:)``), then settled by their line number there ("used
    /// already" is a bit a line; not in the list: not recognized), or by the
    /// rules when one may be blocked.
    case listed(count: Int)
  }
  var bytes = ByteBuffer()
  /// Every line's item, but the run of rejections or of listed words since
  /// the last other item (see ``closeRuns()``).
  private(set) var items: [Item] = []
  var lookups: [WordLookup] = []
  var candidates: [Prejudgement] = []
  /// The normalized answer to show for a candidate whose key differs from it
  /// (`gelée` for `gelee`), by the candidate's index.
  var shown: [Int: String] = [:]
  /// The answer as typed, where it differs from the shown one and the
  /// renderer shows spellings (``LinePrejudger``), by the candidate's index.
  var typed: [Int: String] = [:]
  /// The rejections in a row not yet in `items`: how many, and where their
  /// output ends, and the listed words in a row (counting them costs less
  /// than an item a line; one of the two counts is zero).
  private var openFinals = 0
  private var openFinalsEnd = 0
  private var openListed = 0

  /// How many lines are not in `items` yet.
  var openLines: Int { openFinals + openListed }

  /// Records a word that "used already" and the dictionary's verdict settle,
  /// shown as `answer` when that is not the word itself.
  mutating func appendCandidate(
    _ prejudgement: Prejudgement, answer: String? = nil, typed: String? = nil
  ) {
    closeRuns()
    if let answer { shown[candidates.count] = answer }
    if let typed { self.typed[candidates.count] = typed }
    items.append(.candidate(candidates.count))
    candidates.append(prejudgement)
  }

  /// Records a word to look up in the word list, whose `length` bytes (its
  /// output's head) end at `end`.
  @inline(__always)
  mutating func appendListed(end: Int, length: Int) {
    if openFinals > 0 { closeRuns() }
    openListed += 1
    lookups.append(WordLookup(end: end, length: length))
  }

  /// Records a rejected line whose output was just written to `bytes`.
  @inline(__always)
  mutating func appendFinal() {
    if openListed > 0 { closeRuns() }
    openFinals += 1
    openFinalsEnd = bytes.count
  }

  /// Puts the run of rejections or listed words in `items`: call it before
  /// reading them.
  mutating func closeRuns() {
    if openFinals > 0 {
      items.append(.finals(end: openFinalsEnd, count: openFinals))
      openFinals = 0
    }
    if openListed > 0 {
      items.append(.listed(count: openListed))
      openListed = 0
    }
  }

  /// Looks up every word to look up in `wordList`, many at a time
  /// (``LexiconChecker/lookUp(_:in:)``).
  mutating func resolve(with wordList: LexiconChecker) {
    guard !lookups.isEmpty else { return }
    bytes.withUnsafeBufferPointer { bytes in
      lookups.withUnsafeMutableBufferPointer { wordList.lookUp($0, in: bytes) }
    }
  }

  mutating func removeAll() {
    bytes.removeAll()
    items.removeAll(keepingCapacity: true)
    lookups.removeAll(keepingCapacity: true)
    openFinals = 0
    openListed = 0
    if !candidates.isEmpty { candidates.removeAll(keepingCapacity: true) }
    if !shown.isEmpty { shown.removeAll() }
    if !typed.isEmpty { typed.removeAll() }
  }
}
