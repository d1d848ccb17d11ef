import Synchronization

/// A system dictionary loaded the first time a word is asked of it (a
/// language whose word list answers has not loaded it): `why london` asks
/// whether it takes `London`. One lookup at a time: libhunspell is not
/// thread-safe.
final class NameDictionary: Sendable {
  private let location: DictionaryLocation
  private let loaded = Mutex<HunspellDictionary??>(nil)

  init(location: DictionaryLocation) { self.location = location }

  /// Whether the dictionary takes `word` as written; false when it cannot be loaded.
  func accepts(_ word: String) -> Bool {
    loaded.withLock { dictionary in
      if dictionary == nil { dictionary = .some(try? HunspellDictionary(location: location)) }
      return dictionary??.isCorrect(word) ?? false
    }
  }
}
