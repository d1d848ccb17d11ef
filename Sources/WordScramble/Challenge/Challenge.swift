/// Everything that decides a round's answers and rules, to play the same
/// round elsewhere: a friend's game, another app. Its ``code`` is short plain
/// text that survives chat apps (`C1-…`); ``init(code:)`` reads one back, and
/// a mistyped code is a ``ChallengeError``, never another round.
///
/// The ``answers`` fingerprint says which answers the round had where it was
/// made: a game on other word lists (another dictionary version, another
/// release's lists) has other answers, and ``GameLanguage/game(for:)`` says so.
///
/// ```swift
/// let english = try GameLanguage.open("en_US")
/// let game = try english.game(startWord: "silkworm")
/// let code = english.challenge(of: game, timeLimit: 120).code  // send it
/// let friends = try english.game(for: Challenge(code: code))
/// ```
public struct Challenge: Hashable, Sendable, Codable {
  /// The start word, as the language keys it.
  public var startWord: String
  /// The dictionary's name (`en_US`, `de_DE`).
  public var dictionary: String
  /// The fewest letters an answer has.
  public var minimumLength: Int
  /// A timed round's length in seconds (1 s to 24 h); nil: untimed.
  public var timeLimit: Int?
  /// The day of a daily puzzle's round; nil for any other round.
  public var daily: CalendarDate?
  /// Letters are compared exactly (no accent folding).
  public var exactLetters = false
  /// Vulgar words that are not slurs are accepted, as bonus words.
  public var allowsVulgarWords = false
  /// The content hash (``listHash(_:)``) of the required list given, if any.
  public var requiredList: UInt32?
  /// The content hash of the block list given, if any.
  public var blockList: UInt32?
  /// The content hash of the personal list given, if any.
  public var personalList: UInt32?
  /// The answers the round had where it was made.
  public var answers: AnswerFingerprint

  /// A challenge from its parts.
  public init(
    startWord: String, dictionary: String, minimumLength: Int = 3, answers: AnswerFingerprint
  ) {
    self.startWord = startWord
    self.dictionary = dictionary
    self.minimumLength = minimumLength
    self.answers = answers
  }

  /// The challenge `code` holds (``code``), or why it holds none.
  public init(code: String) throws(ChallengeError) {
    let (kind, _, payload) = try CodeText.decode(code)
    guard kind == "C" else { throw .resultCode }
    var reader = CodeReader(payload)
    self = try Self.read(&reader)
    guard reader.isAtEnd else { throw .malformed }
  }

  /// The code to send: `C1-` and groups of four letters and digits, with a checksum.
  public var code: String {
    var writer = CodeWriter()
    write(to: &writer)
    return CodeText.encode(writer.bytes, kind: "C", version: 1)
  }

  /// A list's content hash as challenges keep it: of its non-blank lines,
  /// spaces around them dropped, sorted (so the order of the lines and
  /// their endings do not matter).
  public static func listHash(_ text: String) -> UInt32 {
    let lines = text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: " \t\r\u{FEFF}") }.filter { !$0.isEmpty }.sorted()
    let hash = lines.reduce(CodeText.fnv([])) { CodeText.fnv(Array($1.utf8) + [0x0A], from: $0) }
    return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
  }
}

/// Which answers a round has, in a few bytes: their count and a hash of
/// them, to tell whether two games of one start word have the same answers.
public struct AnswerFingerprint: Hashable, Sendable, Codable {
  /// How many required answers.
  public var required: Int
  /// How many bonus words.
  public var bonus: Int
  /// A hash (24 bits) of the required answers and the bonus words, in order.
  public var hash: UInt32

  /// The fingerprint of `solution`'s answers.
  public init(_ solution: Solution) {
    self.init(
      required: solution.answerKeys, bonus: solution.bonusKeys,
      minimumLength: solution.minimumLength)
  }

  /// The fingerprint of these answers (keys), each list in a solution's order.
  init(required: [String], bonus: [String], minimumLength: Int) {
    self.required = required.count
    self.bonus = bonus.count
    var value = CodeText.fnv([UInt8(truncatingIfNeeded: minimumLength)])
    for word in required { value = CodeText.fnv(Array(word.utf8) + [0x0A], from: value) }
    value = CodeText.fnv([0], from: value)
    for word in bonus { value = CodeText.fnv(Array(word.utf8) + [0x0A], from: value) }
    hash = UInt32(truncatingIfNeeded: (value ^ (value >> 24) ^ (value >> 48)) & 0xFF_FFFF)
  }

  /// A fingerprint from its parts (a code's).
  public init(required: Int, bonus: Int, hash: UInt32) {
    self.required = required
    self.bonus = bonus
    self.hash = hash & 0xFF_FFFF
  }

  /// How many answers, required and bonus.
  public var count: Int { required + bonus }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    let drop = Set(set)
    let start = firstIndex { !drop.contains($0) } ?? endIndex
    let end = lastIndex { !drop.contains($0) }.map(index(after:)) ?? start
    return start < end ? String(self[start..<end]) : ""
  }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: String) -> String {
    String(self).trimmingCharacters(in: set)
  }
}
