/// The outcome of one answer.
public enum Verdict: Equatable, Hashable, Sendable, Codable {
  /// The answer was accepted and scored `points` (one a letter).
  case accepted(word: String, points: Int)
  /// The answer was rejected for `error`.
  case rejected(word: String, error: WordError)

  /// The normalized answer this verdict is about.
  public var word: String {
    switch self {
    case .accepted(let word, _), .rejected(let word, _): word
    }
  }

  /// Whether the answer was accepted.
  public var isAccepted: Bool {
    if case .accepted = self { true } else { false }
  }

  /// The reason for a rejection, or `nil` for an accepted answer.
  public var error: WordError? {
    if case .rejected(_, let error) = self { error } else { nil }
  }
}
