/// How hard a start word is, by how many required answers it has: many answers
/// make a round easy, few make it hard.
///
/// The bands are the terciles of the required answer counts of the bundled
/// start words with en_US and a minimum of three letters (1,410 words, 20 to
/// 218 answers; scripts/make-required-lists prints them): a third of the start
/// words falls in each.
public enum Difficulty: String, CaseIterable, Sendable {
  /// 64 required answers or more.
  case easy
  /// 39 to 63 required answers.
  case medium
  /// 38 required answers or fewer.
  case hard

  /// The answer counts in this band.
  public var answerCounts: ClosedRange<Int> {
    switch self {
    case .hard: 1...38
    case .medium: 39...63
    case .easy: 64...Int.max
    }
  }

  /// The band of a start word with `count` answers (none counts as hard), by
  /// en_US's bands; another language's are its start words' own
  /// (``StartWords/difficulty(answerCount:)``).
  public init(answerCount count: Int) {
    self = Difficulty.allCases.first { $0.answerCounts.contains(count) } ?? .hard
  }
}

extension StartWords {
  /// The difficulty of a start word with `count` required answers in this
  /// list's language: its own bands for a list made for a dictionary (a
  /// German word of 60 answers is easy where an English one is medium), else
  /// ``Difficulty/answerCounts``.
  public func difficulty(answerCount count: Int) -> Difficulty {
    guard let bands else { return Difficulty(answerCount: count) }
    return Difficulty.allCases.first { bands.answerCounts($0).contains(count) } ?? .hard
  }
}
