/// Counts of a batch run, for the summary line.
package struct BatchSummary: Equatable, Sendable {
  /// Answers accepted.
  package var accepted = 0
  /// Answers and lines rejected.
  package var rejected = 0
  /// Points of the accepted answers that are not bonus words (as play's score).
  package var score = 0
  /// The bonus words accepted, and their points (apart from ``score``).
  package var bonus = 0
  package var bonusScore = 0
  /// Answers the dictionary failed on (counted among the rejected).
  package var dictionaryErrors = 0

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

  /// `N accepted, M rejected, score S` and the bonus points (` (+B bonus)`).
  package var description: String { description(in: .english) }

  /// The summary in the language of `messages`.
  package func description(in messages: MessageCatalog) -> String {
    messages("%d accepted, %d rejected, score %d", accepted, rejected, score)
      + (bonusScore > 0 ? messages.plural(" (+%d bonus)", " (+%d bonus)", count: bonusScore) : "")
      + (dictionaryErrors > 0
        ? messages(", %d not checked (dictionary errors)", dictionaryErrors) : "")
  }
}
