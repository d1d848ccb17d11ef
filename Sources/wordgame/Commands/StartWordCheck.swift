import WordScramble

/// What every command does first: load the dictionary, check a start word given
/// on the command line. Failures are printed as `Error: …`.
enum StartWordCheck {
  /// Loads the dictionary `nameOrPath`, or prints why not and returns nil.
  static func loadDictionary(_ nameOrPath: String, quiet: Bool = false) -> HunspellDictionary? {
    if let problem = DictionaryProbe.problem(with: nameOrPath) {
      if !quiet { printError("Error: \(problem)") }
      return nil
    }
    do {
      let dictionary = try HunspellDictionary(nameOrPath)
      // The dictionary lives until the process exits; freeing its ~50,000 entries
      // one by one would only delay the exit (Hunspell_destroy costs ~10 ms).
      _ = Unmanaged.passRetained(dictionary)
      return dictionary
    } catch {
      if !quiet { printError("Error: \(error)") }
      return nil
    }
  }

  /// Whether `word` can be a start word; prints why not.
  static func isUsable(_ word: String, dictionary: any SpellChecker) -> Bool {
    guard let problem = problem(with: word, dictionary: dictionary) else { return true }
    printError("Error: \(problem)")
    return false
  }

  /// Why `word` cannot be a start word, or `nil` when it can: it must be letters
  /// only and accepted by the dictionary (after normalizing, like an answer).
  static func problem(with word: String, dictionary: any SpellChecker) -> String? {
    let normalized = Normalization.answer(word)
    let shown = Escaping.forDisplay(normalized)
    if normalized.isEmpty { return "the start word is empty" }
    guard WordShape.isLettersOnly(normalized) else {
      return "the start word '\(shown)' is not a word of letters"
    }
    guard dictionary.isCorrect(normalized) else {
      return "the start word '\(shown)' is not a word the dictionary knows"
    }
    return nil
  }
}
