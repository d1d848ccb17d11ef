/// Why an answer was rejected.
///
/// Each case has a user-facing ``title`` and ``message`` (the alert of the original
/// game) and a stable machine-readable ``code`` for JSON output. The wording lives
/// in one exhaustive `switch` per property, right here.
public enum WordError: Error, Equatable, Hashable, Sendable, Codable {
  /// The answer has fewer letters than the round's minimum.
  case tooShort(minimum: Int)
  /// The answer is the start word itself, named as the dictionary spells it
  /// (`Fußballs`, `élevées`).
  case startWord(String)
  /// The answer was accepted earlier in this round.
  case usedAlready
  /// The answer uses a letter the start word lacks, or uses one too often;
  /// the start word as the dictionary spells it (`élevées`, not its key `elevees`).
  case notPossible(startWord: String)
  /// The answer is a slur or a vulgar word (see ``WordTiers``).
  case blocked
  /// The answer is a word the game's own block list leaves out (`--block`):
  /// no judgement of the word, unlike ``blocked``.
  case excluded
  /// The dictionary does not accept the answer, or it is not made of letters.
  case notRecognized
  /// The dictionary failed on the answer (its spell checker crashed), for
  /// this reason: the answer was not checked.
  case dictionaryError(String)
  /// The input line is not valid UTF-8.
  case invalidEncoding
  /// The input line holds a NUL or another control character.
  case controlCharacter
  /// The input line is longer than the checker reads.
  case lineTooLong(maximumBytes: Int)
  /// A rule of the app's own rejected the answer (see ``AnswerRule``).
  case custom(CustomRejection)

  /// A short title, like the original game's alert title.
  public var title: String { title(in: .english) }

  /// A sentence that tells the player what went wrong.
  public var message: String { message(in: .english) }

  /// The title in the language of `messages` (the wording is the English
  /// text, the key of its translation).
  public func title(in messages: MessageCatalog) -> String {
    switch self {
    case .tooShort: messages("Word too short")
    case .startWord: messages("Word is the start word")
    case .usedAlready: messages("Word used already")
    case .notPossible: messages("Word not possible")
    case .blocked: messages("Word not allowed")
    case .excluded: messages("Word left out")
    case .notRecognized: messages("Word not recognized")
    case .dictionaryError: messages("Dictionary error")
    case .invalidEncoding: messages("Not valid UTF-8")
    case .controlCharacter: messages("Control character")
    case .lineTooLong: messages("Line too long")
    case .custom(let rejection): rejection.translation(in: messages)?.title ?? rejection.title
    }
  }

  /// The title as it reads inside a sentence, after a colon (`'a\tb' is not
  /// usable: control character`): lower case where the language writes it so
  /// (German keeps its nouns' capitals: `Steuerzeichen`).
  package func reason(in messages: MessageCatalog) -> String {
    switch self {
    case .tooShort: messages(context: "an error's title, inside a sentence", "word too short")
    case .startWord:
      messages(context: "an error's title, inside a sentence", "word is the start word")
    case .usedAlready: messages(context: "an error's title, inside a sentence", "word used already")
    case .notPossible: messages(context: "an error's title, inside a sentence", "word not possible")
    case .blocked: messages(context: "an error's title, inside a sentence", "word not allowed")
    case .excluded: messages(context: "an error's title, inside a sentence", "word left out")
    case .notRecognized:
      messages(context: "an error's title, inside a sentence", "word not recognized")
    case .dictionaryError:
      messages(context: "an error's title, inside a sentence", "dictionary error")
    case .invalidEncoding:
      messages(context: "an error's title, inside a sentence", "not valid UTF-8")
    case .controlCharacter:
      messages(context: "an error's title, inside a sentence", "control character")
    case .lineTooLong: messages(context: "an error's title, inside a sentence", "line too long")
    case .custom(let rejection): rejection.translation(in: messages)?.title ?? rejection.title
    }
  }

  /// The message of ``usedAlready`` for another form of the letters of
  /// `found`, the word accepted before (Spanish `dudó` after `dudo`): play's
  /// line and `check`'s name the word it counts as.
  package static func countsAsMessage(_ found: String, in messages: MessageCatalog) -> String {
    messages("It counts as '%s', found already.", found)
  }

  /// ``message(in:)``, but with vulgar words allowed (`--allow-vulgar`) a
  /// blocked word is a slur, and its message says so alone.
  package func message(in messages: MessageCatalog, vulgarAllowed: Bool) -> String {
    if vulgarAllowed, case .blocked = self { return messages("Slurs don't count in this game.") }
    return message(in: messages)
  }

  /// The message in the language of `messages`.
  public func message(in messages: MessageCatalog) -> String {
    switch self {
    case .tooShort(let minimum):
      messages.plural(
        "Words must have at least %d letter.", "Words must have at least %d letters.",
        count: minimum)
    case .startWord(let word): messages("Make new words from '%s', not the word itself.", word)
    case .usedAlready: messages("Be more original")
    case .notPossible(let word): messages("You can't spell that word from '%s'!", word)
    case .blocked: messages("Slurs and vulgar words don't count in this game.")
    case .excluded: messages("This game's word list leaves that word out.")
    case .notRecognized: messages("You can't just make them up, you know!")
    case .dictionaryError(let reason):
      messages("The dictionary failed on this word (%s); it was not checked.", reason)
    case .invalidEncoding: messages("This line is not valid UTF-8 text; it was not checked.")
    case .controlCharacter:
      messages("Answers can't contain control characters; it was not checked.")
    case .lineTooLong(let maximum):
      messages("Lines over %s bytes are not checked.", messages.grouped(String(maximum)))
    case .custom(let rejection):
      rejection.translation(in: messages)?.message ?? rejection.message
    }
  }

  /// A stable identifier for scripts (the `code` field of JSON output).
  public var code: String {
    switch self {
    case .tooShort: "tooShort"
    case .startWord: "startWord"
    case .usedAlready: "usedAlready"
    case .notPossible: "notPossible"
    case .blocked: "blocked"
    case .excluded: "excluded"
    case .notRecognized: "notRecognized"
    case .dictionaryError: "dictionaryError"
    case .invalidEncoding: "invalidEncoding"
    case .controlCharacter: "controlCharacter"
    case .lineTooLong: "lineTooLong"
    case .custom(let rejection): rejection.code
    }
  }
}

extension WordError: CustomStringConvertible {
  /// The title and the message: `Word not possible: You can't spell that word from 'silkworm'!`.
  public var description: String { title + ": " + message }
}
