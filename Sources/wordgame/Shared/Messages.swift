import WordScramble

/// The messages of this run in the language the locale names (`LANGUAGE`,
/// `LC_ALL`, `LC_MESSAGES`, `LANG`), English when it names none with a
/// catalog. The dictionary played never changes it, as in every GNU tool. Read
/// once, on first use; output for scripts (JSON, check's codes) never uses it.
/// A catalog file that cannot be used (a FIFO, a file over 4 MiB) is a
/// warning, in English: the run goes on in the next language the locale names
/// (English at last).
let messages = MessageCatalog.forEnvironment(SystemFiles.environment) { problem in
  printError("Warning: \(problem.description); its language is not used")
}

/// An error's sentence in the reader's language (the engine's errors know
/// their wording; any other error is shown as it describes itself).
func described(_ error: any Error) -> String {
  switch error {
  case let error as GameLanguageError: error.description(in: messages)
  case let error as DictionaryError: error.description(in: messages)
  case let error as StartWordsError: error.description(in: messages)
  case let error as StateStore.Problem: error.description(in: messages)
  case let error as NoGame: error.description(in: messages)
  default: "\(error)"
  }
}
