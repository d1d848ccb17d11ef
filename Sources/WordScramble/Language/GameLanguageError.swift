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
  /// No word has enough answers on the required list the player gave
  /// (``GameLanguage/Options/requiredListPath``) to be drawn as a start word.
  case noStartWordsOnRequiredList
  /// The word cannot be a start word (the word as typed, trimmed; why).
  case startWord(String, StartWordFailure)
  /// Solving the word would check too many arrangements with a dictionary
  /// whose words cannot be listed.
  case unsolvable(String, arrangements: Double)
  /// A start-word list could not be read.
  case startWords(StartWordsError)
  /// The daily puzzle of a day after today was asked for: a day's puzzle is
  /// played on its day, never before (`futureDay(day, today:)`).
  case futureDay(CalendarDate, today: CalendarDate)
  /// The task opening the language in the background was cancelled
  /// (``GameLanguage/openInBackground(_:options:)``).
  case cancelled

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
  public var description: String { description(in: .english) }

  /// The sentence in the language of `messages`.
  public func description(in messages: MessageCatalog) -> String {
    switch self {
    case .dictionary(let error): error.description(in: messages)
    case .worker(let reason): reason
    case .unreadableList(let path):
      messages("cannot read the word list '%s'", Escaping.forDisplay(path))
    case .listTooLarge(let path):
      messages("the word list '%s' is over 64 MiB", Escaping.forDisplay(path))
    case .noStartWords(let name):
      messages(
        "no word of the '%s' dictionary has %d letters and %d answers to be a start word; give one with --root or --roots",
        Escaping.forDisplay(name), StartWords.drawnLength, StartWords.generatedMinimumAnswers)
    case .noStartWordsOnRequiredList:
      messages(
        "no word of %d letters has %d answers on the required list given (--required) to be a start word; give one with --root or --roots",
        StartWords.drawnLength, StartWords.generatedMinimumAnswers)
    case .startWord(let word, let failure):
      word.isEmpty
        ? messages("the start word %s", failure.reason(in: messages))
        : messages(
          "the start word '%s' %s", Escaping.forDisplay(word), failure.reason(in: messages))
    case .unsolvable(let word, let count):
      messages(
        "solving '%s' would check each of its %d arrangements with the dictionary, whose words cannot be listed; give a start word with fewer different letters, or a larger --min-length",
        Escaping.forDisplay(word), Solver.countShown(count))
    case .startWords(let error): error.description(in: messages)
    case .futureDay(let day, let today):
      messages(
        "the daily puzzle of %s is played on its day, not before (today is %s)",
        day.text(in: messages), today.text(in: messages))
    case .cancelled: messages("opening the language was cancelled")
    }
  }
}

extension GameLanguageError {
  /// What `body` reads of the resource bundle; a file of it that cannot be
  /// used (not a regular file, too large) is a ``startWords(_:)`` error.
  static func resources<T>(_ body: () throws(StartWordsError) -> T) throws(GameLanguageError)
    -> T
  {
    do throws(StartWordsError) { return try body() } catch { throw .startWords(error) }
  }
}
