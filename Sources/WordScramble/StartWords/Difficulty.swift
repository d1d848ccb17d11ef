/// How hard a start word is, by how many answers it has: many answers make a
/// round easy, few make it hard.
///
/// The bands are the terciles of the answer counts of the bundled start words
/// with en_US and a minimum of three letters (17,349 words, 10 to 433 answers):
/// a third of the start words falls in each.
public enum Difficulty: String, CaseIterable, Sendable {
  case easy, medium, hard

  /// The answer counts in this band.
  public var answerCounts: ClosedRange<Int> {
    switch self {
    case .hard: 10...70
    case .medium: 71...118
    case .easy: 119...Int.max
    }
  }

  /// The band of a start word with `count` answers (below 10 counts as hard).
  public init(answerCount count: Int) {
    self = Difficulty.allCases.first { $0.answerCounts.contains(count) } ?? .hard
  }
}
