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

  /// The checker's verdict on `word`, or why it could not give one (a checker
  /// in another process that crashed on the word).
  func spell(_ word: String) -> SpellResult

  /// Whether the checker accepts each of `words`, in order; a word it could
  /// not judge is not accepted.
  func areCorrect(_ words: [String]) -> [Bool]
}

/// A spell checker's verdict on one word.
public enum SpellResult: Sendable, Equatable {
  /// The checker accepts the word.
  case correct
  /// The checker does not accept the word.
  case incorrect
  /// No verdict: the checker failed on the word, for this reason.
  case failed(String)
}

extension SpellChecker {
  /// By default a checker has no suggestions.
  public func suggestions(for word: String) -> [String] { [] }

  /// By default ``isCorrect(_:)`` decides, and never fails.
  public func spell(_ word: String) -> SpellResult { isCorrect(word) ? .correct : .incorrect }

  /// By default each word is checked in turn.
  public func areCorrect(_ words: [String]) -> [Bool] { words.map(isCorrect) }
}

/// A spell checker that lets through part of what another accepts (house
/// rules: no proper names, no words of a list): it keeps the base's
/// suggestions, failures, batches and letter rules, so a wrapper needs only
/// ``allows(_:)``.
///
/// ```swift
/// struct NoShortWords: SpellCheckerWrapper {
///   let base: any SpellChecker
///   func allows(_ word: String) -> Bool { word.count > 3 }
/// }
/// ```
public protocol SpellCheckerWrapper: SpellChecker {
  /// The checker wrapped.
  var base: any SpellChecker { get }
  /// Whether the wrapper lets `word` through, when the base accepts it.
  func allows(_ word: String) -> Bool
}

extension SpellCheckerWrapper {
  /// The base accepts `word` and the wrapper allows it.
  public func isCorrect(_ word: String) -> Bool { base.isCorrect(word) && allows(word) }

  /// The base's verdict, a word the wrapper does not allow made incorrect.
  public func spell(_ word: String) -> SpellResult {
    let result = base.spell(word)
    return result == .correct && !allows(word) ? .incorrect : result
  }

  /// The base's verdicts on `words`, those the wrapper does not allow made false.
  public func areCorrect(_ words: [String]) -> [Bool] {
    zip(base.areCorrect(words), words).map { $0 && allows($1) }
  }

  /// The base's suggestions that the wrapper allows.
  public func suggestions(for word: String) -> [String] {
    base.suggestions(for: word).filter(allows)
  }
}

/// A dictionary read from Hunspell's two files: what building its
/// ``Lexicon`` needs besides spelling.
package protocol DictionaryFiles: SpellChecker {
  /// Where its `.aff` and `.dic` files are.
  var location: DictionaryLocation { get }
  /// The encoding the `.aff` file names (`UTF-8`, `ISO8859-1`…).
  var encoding: String { get }
  /// Whether it has failed on a word since it was loaded (see ``SpellResult``).
  var hasFailed: Bool { get }
  /// Hunspell's stems of `word` as the dictionary writes them (German
  /// `Taube`: `taub`, `Taube`; `Egal`: `egal`), or nil where they cannot be
  /// asked (a dictionary in the worker process).
  func stems(of word: String) -> [String]?
}

extension DictionaryFiles {
  /// By default a dictionary never fails.
  package var hasFailed: Bool { false }
  /// By default the stems are not known.
  package func stems(of word: String) -> [String]? { nil }
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
