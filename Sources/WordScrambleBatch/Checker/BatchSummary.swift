import WordScramble

/// What a ``BatchChecker`` has judged so far: the counts of its lines and
/// their score, as `wordgame check` sums them up on standard error
/// (`3 accepted, 2 rejected, score 11`).
public struct BatchSummary: Equatable, Sendable, CustomStringConvertible {
  /// Answers accepted.
  public package(set) var accepted = 0
  /// Answers and lines rejected (a line of control characters or too long
  /// included).
  public package(set) var rejected = 0
  /// Points of the accepted answers that are not bonus words (as play's score).
  public package(set) var score = 0
  /// The bonus words accepted (counted in ``accepted``).
  public package(set) var bonus = 0
  /// The points of the bonus words accepted (apart from ``score``).
  public package(set) var bonusScore = 0
  /// Answers the dictionary failed on (counted among the rejected): its
  /// spell checker crashed, so they were not checked.
  public package(set) var dictionaryErrors = 0

  /// An empty summary.
  package init() {}

  /// Counts `verdict`, a bonus word's when `isBonus`.
  package mutating func add(_ verdict: Verdict, isBonus: Bool = false) {
    switch verdict {
    case .accepted(_, let points):
      addAccepted(points: points, isBonus: isBonus)
    case .rejected(_, let error):
      rejected += 1
      if case .dictionaryError = error { dictionaryErrors += 1 }
    }
  }

  /// Counts an accepted word of `points`, a bonus word's when `isBonus`.
  package mutating func addAccepted(points: Int, isBonus: Bool) {
    accepted += 1
    if isBonus {
      bonus += 1
      bonusScore += points
    } else {
      score += points
    }
  }

  /// `N accepted, M rejected, score S` and the bonus points (` (+B bonus)`),
  /// in English.
  public var description: String { description(in: .english) }

  /// The summary in the language of `messages`.
  public func description(in messages: MessageCatalog) -> String {
    messages("%d accepted, %d rejected, score %d", accepted, rejected, score)
      + (bonusScore > 0 ? messages.plural(" (+%d bonus)", " (+%d bonus)", count: bonusScore) : "")
      + (dictionaryErrors > 0
        ? messages(", %d not checked (dictionary errors)", dictionaryErrors) : "")
  }
}
