/// Why a language's game could not be opened, or a start word not played.
public enum GameLanguageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The dictionary was not found or could not be loaded.
  case dictionary(DictionaryError)
  /// The worker process an untrusted dictionary is loaded in failed.
  case worker(String)
  /// A word list file (required or blocked words) cannot be read.
  case unreadableList(path: String)
  /// A word list file is over 64 MiB.
  case listTooLarge(path: String)
  /// The dictionary has no word to draw as a start word.
  case noStartWords(dictionary: String)
  /// The word cannot be a start word (normalized word, why).
  case startWord(String, StartWordFailure)
  /// Solving the word would check too many arrangements with a dictionary
  /// whose words cannot be listed.
  case unsolvable(String, arrangements: Double)
  /// A start-word list could not be read.
  case startWords(StartWordsError)

  /// Why `solver` cannot solve `word` (normalized) in bounded time with
  /// answers of `minimumLength` letters, or nil when it can.
  package static func unsolvable(_ word: String, solver: Solver, minimumLength: Int)
    -> GameLanguageError?
  {
    guard !solver.canSolve(word, minimumLength: minimumLength) else { return nil }
    return .unsolvable(
      word, arrangements: Solver.arrangements(of: word, minimumLength: minimumLength))
  }

  /// A sentence for the user; names and words escaped.
  public var description: String {
    switch self {
    case .dictionary(let error): error.description
    case .worker(let reason): reason
    case .unreadableList(let path): "cannot read the word list '\(Escaping.forDisplay(path))'"
    case .listTooLarge(let path): "the word list '\(Escaping.forDisplay(path))' is over 64 MiB"
    case .noStartWords(let name):
      "no word of the '\(Escaping.forDisplay(name))' dictionary has \(StartWords.drawnLength) letters and \(StartWords.generatedMinimumAnswers) answers to be a start word; give one with --root or --roots"
    case .startWord(let word, let failure):
      "the start word\(word.isEmpty ? "" : " '\(Escaping.forDisplay(word))'") \(failure.reason)"
    case .unsolvable(let word, let count):
      "solving '\(Escaping.forDisplay(word))' would check each of its \(Int(count.rounded())) arrangements with the dictionary, whose words cannot be listed; give a start word with fewer different letters, or a larger --min-length"
    case .startWords(let error): error.description
    }
  }
}
