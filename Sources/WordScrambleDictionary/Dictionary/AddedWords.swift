/// A dictionary with words added, the way Hunspell takes a personal
/// dictionary (`hunspell -p`): each added word is accepted as written, besides
/// every word the dictionary itself accepts. Common words a dictionary lacks
/// (`donut`, `snuck`) and a player's own words reach the game this way, below
/// the letter rules, so they are keyed, listed and solved like the
/// dictionary's own.
package struct AddedWords: DictionaryFiles {
  /// The dictionary the words are added to.
  package let base: any DictionaryFiles
  /// The words added, as they are spelled.
  package let words: WordList

  /// `base` with `words` added; `base` itself when there are none.
  package static func adding(_ words: WordList, to base: any DictionaryFiles)
    -> any DictionaryFiles
  {
    words.isEmpty ? base : AddedWords(base: base, words: words)
  }

  package var location: DictionaryLocation { base.location }
  package var encoding: String { base.encoding }
  package var hasFailed: Bool { base.hasFailed }

  package func isCorrect(_ word: String) -> Bool {
    words.contains(word) || base.isCorrect(word)
  }

  package func spell(_ word: String) -> SpellResult {
    words.contains(word) ? .correct : base.spell(word)
  }

  package func areCorrect(_ words: [String]) -> [Bool] {
    zip(base.areCorrect(words), words).map { $0 || self.words.contains($1) }
  }

  package func suggestions(for word: String) -> [String] { base.suggestions(for: word) }

  package func stems(of word: String) -> [String]? { base.stems(of: word) }
}
