/// Something that can tell whether a word is spelled correctly.
///
/// The rules never talk to Hunspell directly: they take a `SpellChecker`, so a test
/// can hand in a ``WordSetChecker`` of its own words, and the game hands in a
/// ``HunspellDictionary``.
public protocol SpellChecker: Sendable {
  /// Whether the checker accepts `word` exactly as given (no case folding).
  func isCorrect(_ word: String) -> Bool

  /// Close words the checker would accept instead of `word`, best first.
  func suggestions(for word: String) -> [String]
}

extension SpellChecker {
  /// By default a checker has no suggestions.
  public func suggestions(for word: String) -> [String] { [] }
}

/// A spell checker that accepts exactly the words of a set: the fake dictionary
/// for tests and for callers who bring their own word list.
public struct WordSetChecker: SpellChecker, Hashable {
  /// The accepted words.
  public var words: Set<String>

  /// Creates a checker that accepts exactly `words`.
  public init<S: Sequence<String>>(_ words: S) {
    self.words = Set(words)
  }

  /// Whether `word` is in the set.
  public func isCorrect(_ word: String) -> Bool {
    words.contains(word)
  }
}
