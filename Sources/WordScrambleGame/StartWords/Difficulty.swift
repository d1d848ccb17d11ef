/// How hard a start word is, by how many required answers it has: many answers
/// make a round easy, few make it hard.
///
/// The bands are the terciles of the required answer counts of the bundled
/// start words with en_US and a minimum of three letters (5,523 words, 20 to
/// 313 answers; scripts/make-start-words prints them): a third of the start
/// words falls in each.
public enum Difficulty: String, CaseIterable, Sendable {
  /// 89 required answers or more.
  case easy
  /// 53 to 88 required answers.
  case medium
  /// 52 required answers or fewer.
  case hard

  /// The answer counts in this band.
  public var answerCounts: ClosedRange<Int> {
    switch self {
    case .hard: 1...52
    case .medium: 53...88
    case .easy: 89...Int.max
    }
  }

  /// The band of a start word with `count` answers (none counts as hard).
  public init(answerCount count: Int) {
    self = Difficulty.allCases.first { $0.answerCounts.contains(count) } ?? .hard
  }
}
