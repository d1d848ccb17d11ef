/// A system dictionary asked about a word as written, loaded the first time
/// (a language answered from its word list has not loaded it; one that has
/// shares its loaded copy): `why london` asks whether it takes `London`.
struct NameDictionary: Sendable {
  /// Where its files are: a system folder's, trusted.
  let location: DictionaryLocation

  /// Whether the dictionary takes `word` as written; false when it cannot be loaded.
  func accepts(_ word: String) -> Bool {
    (try? Opening.loaded(location))?.isCorrect(word) ?? false
  }
}
