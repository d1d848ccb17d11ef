/// Who found what in one challenge's round, for two to eight players: the
/// words everyone found, those only one player found, those several found
/// (with three or more players), the required answers nobody found, and
/// each player's score.
///
/// Words are listed as the dictionary spells them (`Fuß`, `élevée`), in the
/// solution's order (by length, then alphabetically), required answers before
/// bonus words.
public struct Comparison: Equatable, Sendable {
  /// One player's part.
  public struct Player: Equatable, Sendable {
    /// The words found, required and bonus.
    public var found: [String]
    /// The required answers found.
    public var wordsFound: Int
    /// The score: the points of the required answers found, less one a hint.
    public var score: Int
    /// The points of the bonus words found.
    public var bonusScore: Int
    /// The hints taken.
    public var hintsUsed: Int
    /// The words only this player found.
    public var foundAlone: [String]
  }

  /// A word several players found, but not everyone.
  public struct SharedWord: Equatable, Sendable {
    /// The word.
    public var word: String
    /// The positions of the players who found it in ``Comparison/players``.
    public var players: [Int]
  }

  /// The round compared.
  public let challenge: Challenge
  /// The round's answers here.
  public let solution: Solution
  /// The answers compared over: ``solution``'s, less those a player's round
  /// did not have (played on other word lists: see ``differences``).
  public let compared: Solution
  /// How the rounds of players on other word lists differ from the one
  /// here (empty when everyone played on these lists).
  public let differences: [ListDifference]
  /// Each player, in the order the results were given.
  public let players: [Player]
  /// The words every player found.
  public let foundByAll: [String]
  /// The words several players found, not everyone (empty for two players).
  public let foundBySome: [SharedWord]
  /// The required answers no player found.
  public let missedByAll: [String]

  /// Compares `results` (two to eight) of one challenge, whose round has the
  /// answers of `solution` (solve the challenge's start word). A result
  /// played on other word lists is compared over the answers both rounds
  /// share when its code holds its words (every code since they were
  /// added); an older code's is ``ChallengeError/otherWordLists(theirs:ours:)``.
  public init(results: [ChallengeResult], solution: Solution) throws(ChallengeError) {
    guard (2...8).contains(results.count) else { throw .playerCount(results.count) }
    let challenge = results[0].challenge
    guard results.allSatisfy({ $0.challenge == challenge }) else { throw .differentChallenges }
    let here = AnswerFingerprint(solution)
    let all = solution.answerKeys + solution.bonusKeys
    // A hint shows one more letter of a required answer: no round allows
    // more paid hints than its answers have letters.
    let hintLimit = solution.answerKeys.reduce(0) { $0 + Normalization.letterCount($1) }
    var sets: [Set<String>] = []
    var differences: [ListDifference] = []
    for (player, result) in results.enumerated() {
      if result.answers == here {
        guard (0...hintLimit).contains(result.hintsUsed) else { throw .malformed }
        sets.append(Set(result.found.filter { $0 < all.count }.map { all[$0] }))
        continue
      }
      guard let found = result.words else {
        throw .otherWordLists(theirs: result.answers.count, ours: here.count)
      }
      // Their round's answers are not here to count letters in: at most 64 a word.
      guard (0...result.answers.required * 64).contains(result.hintsUsed) else { throw .malformed }
      sets.append(Set(found))
      differences.append(
        ListDifference(
          player: player, fingerprint: result.answers, found: found, solution: solution))
    }
    // Spelled (a key has one spelling): the answers here a player's round lacked.
    let lacked = Set(differences.flatMap(\.notTheirs))
    let compared = Solution(
      startWord: solution.startWordKey, minimumLength: solution.minimumLength,
      answers: solution.answerKeys.filter { !lacked.contains(solution.spelling(of: $0)) },
      bonus: solution.bonusKeys.filter { !lacked.contains(solution.spelling(of: $0)) }
    ).spelled(by: solution.spelling(of:))
    let words = compared.answerKeys + compared.bonusKeys
    // What a player reads: the dictionary's spellings, in the keys' order.
    let shown = compared.answers + compared.bonus
    let counts = words.map { word in sets.count(where: { $0.contains(word) }) }
    self.challenge = challenge
    self.solution = solution
    self.compared = compared
    self.differences = differences
    players = results.indices.map { player in
      let found = words.indices.filter { sets[player].contains(words[$0]) }
      let required = found.filter { $0 < compared.answerKeys.count }.map { words[$0] }
      let bonus = found.filter { $0 >= compared.answerKeys.count }.map { words[$0] }
      let hints = results[player].hintsUsed
      return Player(
        found: found.map { shown[$0] }, wordsFound: required.count,
        score: compared.points(of: required) - hints, bonusScore: compared.points(of: bonus),
        hintsUsed: hints, foundAlone: found.filter { counts[$0] == 1 }.map { shown[$0] })
    }
    foundByAll = words.indices.filter { counts[$0] == results.count }.map { shown[$0] }
    foundBySome = words.indices.filter { counts[$0] > 1 && counts[$0] < results.count }.map {
      index in
      SharedWord(
        word: shown[index], players: sets.indices.filter { sets[$0].contains(words[index]) })
    }
    missedByAll = compared.answerKeys.indices.filter { counts[$0] == 0 }.map { shown[$0] }
  }
}
