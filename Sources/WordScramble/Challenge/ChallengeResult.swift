/// What one player found in a challenge's round, to compare with a friend's:
/// its ``code`` (`R1-…`) holds the challenge, the words found as one bit a
/// word of the round's answers (required, then bonus, in the solution's
/// order), the hints taken and the words found written out (``words``), so
/// that a friend on other word lists (another dictionary version) compares
/// over the answers both rounds share.
public struct ChallengeResult: Hashable, Sendable, Codable {
  /// The round played.
  public var challenge: Challenge
  /// The answers of the round as it was played (another than the
  /// challenge's when the player's word lists differ).
  public var answers: AnswerFingerprint
  /// The positions of the words found among the answers (the required in
  /// their order, then the bonus words), ascending.
  public var found: [Int]
  /// How many hints were taken.
  public var hintsUsed: Int
  /// The words found, written out (in ``found``'s order); nil for a code
  /// of an older release, which holds only their positions.
  public var words: [String]?

  /// The result of `game`, a round of `challenge`.
  public init(challenge: Challenge, game: Game) {
    self.challenge = challenge
    let solution = game.solution
    answers = AnswerFingerprint(solution)
    let used = Set(game.round.usedWords)
    found = (solution.answerKeys + solution.bonusKeys).indices.filter {
      used.contains(
        $0 < solution.answerKeys.count
          ? solution.answerKeys[$0] : solution.bonusKeys[$0 - solution.answerKeys.count])
    }
    hintsUsed = game.hintsUsed
    // Keys: what a friend's round compares by.
    let all = solution.answerKeys + solution.bonusKeys
    words = found.map { all[$0] }
  }

  /// The result `code` holds (``code``), or why it holds none.
  public init(code: String) throws(ChallengeError) {
    let (kind, _, payload) = try CodeText.decode(code)
    guard kind == "R" else { throw .challengeCode }
    var reader = CodeReader(payload)
    challenge = try Challenge.read(&reader)
    answers = challenge.answers
    let flags = try reader.byte()
    guard flags < 4 else { throw .malformed }
    if flags & 1 != 0 {
      let hash = try reader.fixed(count: 3)
      answers = AnswerFingerprint(
        required: try reader.number(limit: 1_000_000), bonus: try reader.number(limit: 1_000_000),
        hash: hash)
      guard answers != challenge.answers else { throw .malformed }
    }
    hintsUsed = try reader.number(limit: 1 << 30)
    let bits = try reader.bytes((answers.count + 7) / 8)
    found = (0..<answers.count).filter { bits[$0 / 8] & (0x80 >> UInt8($0 % 8)) != 0 }
    // Bits past the answers are zero, and nothing follows them but the words.
    let extra = answers.count % 8
    guard extra == 0 || bits.last! & (0xFF >> UInt8(extra)) == 0 else { throw .malformed }
    if flags & 2 != 0 {
      let words = try FoundWords.read(&reader)
      guard words.count == found.count, Set(words).count == words.count else { throw .malformed }
      self.words = words
    }
    guard reader.isAtEnd else { throw .malformed }
  }

  /// The code to send: `R1-` and groups of four, with a checksum.
  public var code: String {
    var writer = CodeWriter()
    challenge.write(to: &writer)
    let flags: UInt8 = (answers == challenge.answers ? 0 : 1) | (words == nil ? 0 : 2)
    writer.byte(flags)
    if flags & 1 != 0 {
      writer.fixed(answers.hash, count: 3)
      writer.number(answers.required)
      writer.number(answers.bonus)
    }
    writer.number(hintsUsed)
    var bits = [UInt8](repeating: 0, count: (answers.count + 7) / 8)
    for index in found where index >= 0 && index < answers.count {
      bits[index / 8] |= 0x80 >> UInt8(index % 8)
    }
    writer.append(bits)
    if let words { FoundWords.write(words, to: &writer) }
    return CodeText.encode(writer.bytes, kind: "R", version: 1)
  }

  /// Whether the round was played on other word lists than the challenge was made with.
  public var isOnOtherLists: Bool { answers != challenge.answers }
}
