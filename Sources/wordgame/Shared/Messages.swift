import Synchronization
import WordScramble

/// The messages of this run in the language the locale names (`LANGUAGE`,
/// `LC_ALL`, `LC_MESSAGES`, `LANG`), English when it names none with a
/// catalog. The dictionary played never changes it, as in every GNU tool. Read
/// once, on first use; output for scripts (JSON, check's codes) never uses it.
/// A catalog file that cannot be used (a FIFO, a file over 4 MiB) is a
/// warning, in English: the run goes on in the next language the locale names
/// (English at last). A command a test runs in its own process
/// (``StandardStreams``) speaks its own environment's language.
var messages: MessageCatalog {
  guard let environment = SystemFiles.overridden else { return processMessages }
  // Read once for each locale, as the process reads its own: reading a
  // catalog between a failed call and its errno would change the errno.
  let locale = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "WORDSCRAMBLE_RESOURCES"].map {
    environment[$0] ?? ""
  }
  return catalogsOfRuns.withLock { catalogs in
    if let catalog = catalogs[locale] { return catalog }
    let catalog = MessageCatalog.forEnvironment(environment) { _ in }
    catalogs[locale] = catalog
    return catalog
  }
}

/// ``messages`` of the commands tests run in their own process, by locale.
private let catalogsOfRuns = Mutex<[[String]: MessageCatalog]>([:])

/// ``messages`` of the process's own environment, read once.
private let processMessages = MessageCatalog.forEnvironment(SystemFiles.environment) { problem in
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
