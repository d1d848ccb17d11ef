import WordScramble

/// Checks a start word given on the command line.
enum StartWordCheck {
  /// Why `word` cannot be a start word, or `nil` when it can: it must be letters
  /// only and accepted by the dictionary (after normalizing, like an answer).
  static func problem(with word: String, dictionary: any SpellChecker) -> String? {
    let normalized = Normalization.answer(word)
    let shown = Escaping.forDisplay(normalized)
    if normalized.isEmpty { return "the start word is empty" }
    guard WordShape.isLettersOnly(normalized) else {
      return "the start word '\(shown)' is not a word of letters"
    }
    guard dictionary.isCorrect(normalized) else {
      return "the start word '\(shown)' is not a word the dictionary knows"
    }
    return nil
  }
}
