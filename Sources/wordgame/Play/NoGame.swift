import WordScramble

extension PlaySession {
  /// Why a session could not start: no start word with a required answer.
  struct NoGame: Error, CustomStringConvertible {
    var startWord: String?
    var minimumLength: Int
    /// A `--required` list was given: it decides which words are answers.
    var requiredList = false
    var description: String {
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
}
