/// Why a saved ``Round`` or ``Game`` could not be restored: nothing in a save
/// is trusted, so every way a save can be wrong (damaged, from another
/// language, changed by hand) is one of these cases, never another error.
public enum RestoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The decoder's `userInfo` lacks what the round is played with (`dictionary`
  /// or `tiers`): restore with `GameLanguage.restoringInfo` as the decoder's
  /// `userInfo`, or set `CodingUserInfoKey.spellChecker` and `.wordTiers` yourself.
  case missing(String)
  /// The save does not name the dictionary it was played with, and a game
  /// restores only in its own language.
  case missingLanguage
  /// The game was played with another dictionary (`saved`, `en_US`) than
  /// the one it is restored with (`restoring`, `de_DE`; empty for a spell
  /// checker without a name).
  case otherLanguage(saved: String, restoring: String)
  /// The game was played with a custom rule (its code) the restore lacks.
  case missingRule(code: String)
  /// The save is not a record of a game (a value missing or of the wrong
  /// type): where, as the path of its keys (`round.words`).
  case unreadable(String)
  /// A count (by its key: `hintsUsed`, `attempts`, `minimumLength`,
  /// `shownLetters`, `words`) is negative or larger than any game has.
  case outOfRange(String)
  /// A word of the save is not written in the language's letters as a game
  /// saves it (a key of letters only, at most 1,000 bytes).
  case notInLetters(String)
  /// A word of the save is not spelled from the start word's letters.
  case notFromStartWord(String)
  /// A word the save lists as found, as an answer, as a bonus word or as
  /// hinted is not an answer of its start word in the restoring language
  /// (the answers are derived from the dictionary again, never read).
  case notAnAnswer(String)
  /// The hint shows more letters of its word (`shown`) than hints ever show.
  case hintTooLong(word: String, shown: Int)
  /// The start word has too many arrangements to solve without a word list.
  case unsolvable(String)
  /// The rank the save says was reached is above what its words reach.
  case rankTooHigh

  /// What is wrong, as a sentence, in English.
  public var description: String { description(in: .english) }

  /// What is wrong, in the language of `messages`; words and names escaped.
  public func description(in messages: MessageCatalog) -> String {
    switch self {
    case .missing:
      messages("restoring a saved game needs its dictionary and its word tiers")
    case .missingLanguage:
      messages("the saved game does not name the dictionary it was played with")
    case .otherLanguage(let saved, let restoring):
      messages(
        "the game was played with the dictionary '%s', not '%s'", shown(saved), shown(restoring))
    case .missingRule(let code):
      messages("the game was played with the rule '%s'", shown(code))
    case .unreadable(let path):
      messages(
        "the saved game is not a game's record: '%s' is missing or not what a game saves",
        shown(path))
    case .outOfRange(let key):
      messages("the saved game's '%s' is out of range", shown(key))
    case .notInLetters(let word):
      messages(
        "the saved game holds '%s', which is not written in this language's letters", shown(word))
    case .notFromStartWord(let word):
      messages(
        "the saved game holds '%s', which is not spelled from the start word's letters", shown(word)
      )
    case .notAnAnswer(let word):
      messages(
        "the saved game holds '%s', which is not an answer of its start word in this language",
        shown(word))
    case .hintTooLong(let word, let shown):
      messages.plural(
        "the saved game's hint shows %1$d letter of '%2$s', more than hints show",
        "the saved game's hint shows %1$d letters of '%2$s', more than hints show",
        count: shown, shown, self.shown(word))
    case .unsolvable(let word):
      messages(
        "the saved game's start word '%s' has too many arrangements to solve with this dictionary",
        shown(word))
    case .rankTooHigh:
      messages("the saved game's rank is above what its words reach")
    }
  }

  /// What to do about it, in the language of `messages`, where the player or
  /// the app can do something (nil for a damaged save: start a new game).
  public func advice(in messages: MessageCatalog) -> String? {
    switch self {
    case .missing: messages("decode it with GameLanguage.restoringInfo as the decoder's userInfo")
    case .otherLanguage, .missingLanguage: messages("restore it with the language it was played in")
    case .missingRule: messages("restore it with that rule in GameLanguage.Options.rules")
    case .unsolvable:
      messages("restore it with GameLanguage.restoringInfo, whose solver has the word list")
    default: nil
    }
  }

  private func shown(_ text: String) -> String { Escaping.forDisplay(text) }
}
