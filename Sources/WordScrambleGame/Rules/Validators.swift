/// The game's three checks, as pure functions of the word and what they compare
/// it with. ``Round`` runs them in order (with the length and start-word
/// checks); each can be called and tested alone. They judge the word exactly as
/// given: normalize a player's raw answer first, as ``Round/submit(_:)`` does.
public enum Validators {
  /// Whether `word` has not been accepted before (`usedWords` holds the round's
  /// accepted words).
  public static func isOriginal(word: String, usedWords: Set<String>) -> Bool {
    !usedWords.contains(word)
  }

  /// Whether each letter of `word` occurs in `startWord` at least as often as
  /// in `word` (letters compared as characters: `é` is one letter, not `e`).
  public static func isPossible(word: String, startWord: String) -> Bool {
    LetterCounts(startWord).canSpell(word)
  }

  /// Whether `word` is made of letters and the dictionary accepts it exactly as
  /// given (Hunspell itself also accepts `123` and `cat.`; the game does not).
  public static func isReal(word: String, dictionary: any SpellChecker) -> Bool {
    WordShape.isLettersOnly(word) && dictionary.isCorrect(word)
  }

  /// ``isReal(word:dictionary:)``, or why the dictionary gave no verdict.
  package static func spelling(word: String, dictionary: any SpellChecker) -> SpellResult {
    WordShape.isLettersOnly(word) ? dictionary.spell(word) : .incorrect
  }
}
