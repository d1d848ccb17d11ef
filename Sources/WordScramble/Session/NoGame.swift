/// Why a session has no round to play: its start word has no answer of the
/// minimum length (or on the required list), no start word drawn has one,
/// or the language has no start words to draw.
public struct NoGame: Error, Equatable, Sendable, CustomStringConvertible {
  /// The start word that has no answer, as the dictionary writes it; nil
  /// when the words were drawn.
  public var startWord: String?
  /// The answers' minimum length.
  public var minimumLength: Int
  /// A required list decides which words are answers.
  public var requiredList = false
  /// Why the language has no start words to draw, if that is why.
  public var noStartWords: GameLanguageError?

  /// The reason from its parts.
  public init(
    startWord: String? = nil, minimumLength: Int, requiredList: Bool = false,
    noStartWords: GameLanguageError? = nil
  ) {
    self.startWord = startWord
    self.minimumLength = minimumLength
    self.requiredList = requiredList
    self.noStartWords = noStartWords
  }

  /// The reason in English.
  public var description: String { description(in: .english) }

  /// The reason in the language of `messages`, a clause (`'silkworm' has no
  /// answer of at least 9 letters to find`).
  public func description(in messages: MessageCatalog) -> String {
    if let noStartWords { return noStartWords.description(in: messages) }
    // The list is why only where the word is long enough to have an answer.
    let tooShort = startWord.map { Normalization.letterCount($0) < minimumLength } ?? false
    if requiredList && !tooShort {
      guard let startWord else {
        return messages(
          "no start word drawn has an answer on the required list given (--required)")
      }
      return messages(
        "'%s' has no answer on the required list given (--required)",
        Escaping.forDisplay(startWord))
    }
    guard let startWord else {
      return messages.plural(
        "no start word drawn has an answer of at least %d letter; try a smaller --min-length",
        "no start word drawn has an answer of at least %d letters; try a smaller --min-length",
        count: minimumLength)
    }
    return messages.plural(
      "'%2$s' has no answer of at least %1$d letter to find",
      "'%2$s' has no answer of at least %1$d letters to find",
      count: minimumLength, minimumLength, Escaping.forDisplay(startWord))
  }
}
