/// A round with its solution: progress, rank, hints and the words missed.
///
/// ``Round`` judges answers; a game also knows every answer there is, so it can
/// say how far the player has come. A hint costs one point (the score can go
/// below zero); the top rank needs every answer found.
public struct Game: Sendable {
  /// The round being played.
  public private(set) var round: Round
  /// Every answer of the start word.
  public let solution: Solution
  /// How many hints were asked for.
  public private(set) var hintsUsed = 0
  /// The word the hints are about, and how many of its letters they show.
  public private(set) var hint: (word: String, shownLetters: Int)?

  /// Starts a game on `round` (fresh or with words already found) and its solution.
  public init(round: Round, solution: Solution, hintsUsed: Int = 0) {
    self.round = round
    self.solution = solution
    self.hintsUsed = hintsUsed
  }

  /// The score: the points of the words found, less one a hint.
  public var score: Int { round.score - hintsUsed }

  /// How many of the answers have been found.
  public var wordsFound: Int { round.usedWords.count }

  /// The rank the score has reached.
  public var rank: Rank {
    Rank(score: score, possiblePoints: solution.points, foundAll: missedWords.isEmpty)
  }

  /// The answers not found yet, in the solution's order.
  public var missedWords: [String] {
    let found = Set(round.usedWords)
    return solution.answers.filter { !found.contains($0) }
  }

  /// The missed words grouped by their number of letters, shortest first.
  public var missedWordsByLength: [(length: Int, words: [String])] {
    var groups: [(length: Int, words: [String])] = []
    for word in missedWords {
      let length = Normalization.letterCount(word)
      if groups.last?.length == length {
        groups[groups.count - 1].words.append(word)
      } else {
        groups.append((length, [word]))
      }
    }
    return groups
  }

  /// Submits a decoded line to the round (see ``Round/submit(_:)-7zg2n``).
  @discardableResult
  public mutating func submit(_ line: InputLine) -> Verdict? {
    let verdict = round.submit(line)
    if case .accepted(let word, _)? = verdict, word == hint?.word { hint = nil }
    return verdict
  }

  /// What a hint shows.
  public struct Hint: Equatable, Sendable {
    /// The hinted word's letters, those not shown yet as nil.
    public var letters: [Character?]
    /// Whether this hint showed a new letter (and cost a point).
    public var isNew: Bool
  }

  /// Gives a hint: the first asks about a word not found yet (picked with
  /// `generator`) and shows its length and first letter; each further ask
  /// shows one more letter, up to all but the last. A hint that shows something
  /// new costs one point. Returns nil when every answer has been found.
  public mutating func nextHint(using generator: inout some RandomNumberGenerator) -> Hint? {
    if hint == nil {
      guard let word = missedWords.randomElement(using: &generator) else { return nil }
      hint = (word, 0)
    }
    let (word, shown) = hint!
    let letters = Array(word)
    let isNew = shown < max(1, letters.count - 1)
    let nowShown = isNew ? shown + 1 : shown
    if isNew { hintsUsed += 1 }
    hint = (word, nowShown)
    return Hint(
      letters: letters.enumerated().map { $0.offset < nowShown ? $0.element : nil }, isNew: isNew)
  }
}
