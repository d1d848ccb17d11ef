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
  /// The round's answers.
  public let solution: Solution
  /// Each player, in the order the results were given.
  public let players: [Player]
  /// The words every player found.
  public let foundByAll: [String]
  /// The words several players found, not everyone (empty for two players).
  public let foundBySome: [SharedWord]
  /// The required answers no player found.
  public let missedByAll: [String]

  /// Compares `results` (two to eight) of one challenge, whose round has the
  /// answers of `solution` (solve the challenge's start word).
  public init(results: [ChallengeResult], solution: Solution) throws(ChallengeError) {
    guard (2...8).contains(results.count) else { throw .playerCount(results.count) }
    let challenge = results[0].challenge
    guard results.allSatisfy({ $0.challenge == challenge }) else { throw .differentChallenges }
    let here = AnswerFingerprint(solution)
    if let other = results.first(where: { $0.answers != here }) {
      throw .otherWordLists(theirs: other.answers.count, ours: here.count)
    }
    // A hint shows one more letter of a required answer: no round allows
    // more paid hints than its answers have letters.
    let hintLimit = solution.answerKeys.reduce(0) { $0 + Normalization.letterCount($1) }
    guard results.allSatisfy({ (0...hintLimit).contains($0.hintsUsed) }) else { throw .malformed }
    let words = solution.answerKeys + solution.bonusKeys
    // What a player reads: the dictionary's spellings, in the keys' order.
    let shown = solution.answers + solution.bonus
    let sets = results.map { Set($0.found) }
    var counts = [Int](repeating: 0, count: words.count)
    for set in sets { for index in set where index < words.count { counts[index] += 1 } }
    self.challenge = challenge
    self.solution = solution
    players = results.indices.map { player in
      let found = words.indices.filter { sets[player].contains($0) }
      let required = found.filter { $0 < solution.answerKeys.count }.map { words[$0] }
      let bonus = found.filter { $0 >= solution.answerKeys.count }.map { words[$0] }
      let hints = results[player].hintsUsed
      return Player(
        found: found.map { shown[$0] }, wordsFound: required.count,
        score: solution.points(of: required) - hints, bonusScore: solution.points(of: bonus),
        hintsUsed: hints, foundAlone: found.filter { counts[$0] == 1 }.map { shown[$0] })
    }
    foundByAll = words.indices.filter { counts[$0] == results.count }.map { shown[$0] }
    foundBySome = words.indices.filter { counts[$0] > 1 && counts[$0] < results.count }.map {
      index in
      SharedWord(word: shown[index], players: sets.indices.filter { sets[$0].contains(index) })
    }
    missedByAll = solution.answerKeys.indices.filter { counts[$0] == 0 }.map { shown[$0] }
  }
}
