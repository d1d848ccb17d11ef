/// A spell checker that answers from a complete ``Lexicon``, without Hunspell:
/// for the words the game asks about (lowercase, letters only, NFC) its answer
/// is Hunspell's, since the lexicon holds every such word Hunspell accepts.
/// About 100 times faster than asking Hunspell, and libhunspell is never loaded.
package struct LexiconChecker: DictionaryFiles {
  package let location: DictionaryLocation
  package let encoding = "UTF-8"
  private let words: WordList

  /// A checker for the dictionary at `location`, from its complete lexicon
  /// (nil when the lexicon may miss words).
  package init?(lexicon: Lexicon, location: DictionaryLocation) {
    guard lexicon.incompleteness == nil else { return nil }
    self.location = location
    self.words = lexicon.wordList
  }

  /// Whether the lexicon holds `word`.
  package func isCorrect(_ word: String) -> Bool { words.contains(word) }
}
