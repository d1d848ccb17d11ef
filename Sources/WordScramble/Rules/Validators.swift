/// The game's three checks, as pure functions of the word and what they compare
/// it with. ``Round`` calls them in order; each can be called and tested alone.
public enum Validators {
  /// Whether `word` has not been accepted before (`usedWords` holds the round's
  /// accepted words).
  public static func isOriginal(word: String, usedWords: Set<String>) -> Bool {
    !usedWords.contains(word)
  }

  /// Whether each letter of `word` occurs in the start word at least as often as
  /// in `word`.
  public static func isPossible(word: String, letters: LetterCounts) -> Bool {
    letters.canSpell(word)
  }

  /// Whether `word` is made of letters and the dictionary accepts it.
  public static func isReal(word: String, dictionary: any SpellChecker) -> Bool {
    WordShape.isLettersOnly(word) && dictionary.isCorrect(word)
  }
}
