/// Counts of a batch run, for the summary line.
package struct BatchSummary: Equatable, Sendable {
  /// Answers accepted.
  package var accepted = 0
  /// Answers and lines rejected.
  package var rejected = 0
  /// Points of the accepted answers.
  package var score = 0
  /// Answers the dictionary failed on (counted among the rejected).
  package var dictionaryErrors = 0

  /// An empty summary.
  package init() {}

  /// Counts `verdict`.
  package mutating func add(_ verdict: Verdict) {
    switch verdict {
    case .accepted(_, let points):
      accepted += 1
      score += points
    case .rejected(_, let error):
      rejected += 1
      if case .dictionaryError = error { dictionaryErrors += 1 }
    }
  }

  /// `N accepted, M rejected, score S`.
  package var description: String { description(in: .english) }

  /// The summary in the language of `messages`.
  package func description(in messages: MessageCatalog) -> String {
    messages("%d accepted, %d rejected, score %d", accepted, rejected, score)
      + (dictionaryErrors > 0
        ? messages(", %d not checked (dictionary errors)", dictionaryErrors) : "")
  }
}
