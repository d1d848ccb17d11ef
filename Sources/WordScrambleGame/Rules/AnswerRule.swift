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
/// (``WordError/custom(_:)``), in the player's language when the app gives
/// its ``translations``:
///
/// ```swift
/// CustomRejection(
///   code: "firstLetter", title: "Wrong first letter", message: "Start with its first letter.",
///   translations: ["de": .init(title: "Falscher Anfang", message: "Beginne mit seinem ersten Buchstaben.")])
/// ```
public struct CustomRejection: Hashable, Sendable, Codable {
  /// A stable identifier for scripts (JSON's `code`).
  public var code: String
  /// A short title, like the game's own ("Word not possible"), in English.
  public var title: String
  /// A sentence that tells the player what went wrong, in English.
  public var message: String
  /// The title and message in other languages, by language code (`de`,
  /// `pt_BR`: a ``MessageCatalog``'s `language`).
  public var translations: [String: Translation] = [:]

  /// A title and message in one language.
  public struct Translation: Hashable, Sendable, Codable {
    /// The short title.
    public var title: String
    /// The sentence.
    public var message: String

    /// A translation from its parts.
    public init(title: String, message: String) {
      self.title = title
      self.message = message
    }
  }

  /// A rejection from its parts.
  public init(
    code: String, title: String, message: String, translations: [String: Translation] = [:]
  ) {
    self.code = code
    self.title = title
    self.message = message
    self.translations = translations
  }

  private enum CodingKeys: String, CodingKey {
    case code, title, message, translations
  }

  /// A rejection decoded (one saved without translations has none).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    code = try container.decode(String.self, forKey: .code)
    title = try container.decode(String.self, forKey: .title)
    message = try container.decode(String.self, forKey: .message)
    translations =
      try container.decodeIfPresent([String: Translation].self, forKey: .translations) ?? [:]
  }

  /// The translation for `messages`' language (`pt_BR`, else `pt`), if any.
  func translation(in messages: MessageCatalog) -> Translation? {
    let language = messages.language
    let base = String(language.prefix { $0 != "_" && $0 != "-" })
    return translations[language] ?? translations[base]
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
