/// A rule of an app's own, judged in the chain with the game's rules: it
/// rejects an answer with its own title, message and code.
///
/// ```swift
/// let firstLetter = AnswerRule(
///   CustomRejection(code: "firstLetter", title: "Wrong first letter",
///                   message: "Start with the start word's first letter."),
///   before: .notRecognized
/// ) { word, startWord in word.first == startWord?.first }
/// let language = try GameLanguage.open("en_US", options: .init(rules: [firstLetter]))
/// ```
///
/// A rule is a pure function of the answer (normalized: lowercase, the
/// language's letters folded) and the round's start word. Because of that,
/// a word it rejects is never accepted, so its place relative to "used
/// already" changes no verdict; its place among the other checks decides
/// which rejection a word failing several gets. The solver leaves out the
/// words a rule rejects, so a round can still be found in full.
public struct AnswerRule: Sendable {
  /// What a rejected answer is told.
  public var rejection: CustomRejection
  /// The standard check this rule runs just before; nil runs it after all of them.
  public var check: StandardCheck?
  /// Whether the rule lets the answer through (`word`, `startWord`).
  public var accepts: @Sendable (_ word: String, _ startWord: String?) -> Bool

  /// A rule that rejects with `rejection` the answers `accepts` returns false
  /// for, judged just before `check` (nil: after every standard check).
  public init(
    _ rejection: CustomRejection, before check: StandardCheck? = nil,
    accepts: @escaping @Sendable (_ word: String, _ startWord: String?) -> Bool
  ) {
    self.rejection = rejection
    self.check = check
    self.accepts = accepts
  }
}

/// The rejection a custom ``AnswerRule`` gives: shown like the game's own
/// (``WordError/custom(_:)``).
public struct CustomRejection: Hashable, Sendable, Codable {
  /// A stable identifier for scripts (JSON's `code`).
  public var code: String
  /// A short title, like the game's own ("Word not possible").
  public var title: String
  /// A sentence that tells the player what went wrong.
  public var message: String

  /// A rejection from its parts.
  public init(code: String, title: String, message: String) {
    self.code = code
    self.title = title
    self.message = message
  }
}

/// The game's own checks, in the order the chain runs them.
public enum StandardCheck: Int, Sendable, CaseIterable, Comparable {
  /// Fewer letters than the round's minimum.
  case tooShort
  /// The start word itself.
  case startWord
  /// Accepted before in this round.
  case usedAlready
  /// Not spelled from the start word's letters.
  case notPossible
  /// A blocked word (see ``WordTiers``).
  case blocked
  /// Not a word the dictionary accepts.
  case notRecognized

  /// Whether `lhs` runs before `rhs`.
  public static func < (lhs: StandardCheck, rhs: StandardCheck) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
