import WordScramble

/// What every command does first: load the dictionary (one from outside the
/// system folders in a worker process), check a start word given on the
/// command line, and find the solver's word list. Failures are printed as
/// `Error: …`.
enum Dictionaries {
  /// Loads the dictionary `nameOrPath`, or prints why not and returns nil: in
  /// the game's process from a system folder, else in a ``DictionaryWorker``.
  static func load(_ nameOrPath: String) -> (any DictionaryFiles)? {
    resolve(nameOrPath).flatMap(load)
  }

  /// Where the dictionary `nameOrPath` is, or nil after printing why not.
  private static func resolve(_ nameOrPath: String) -> DictionaryLocation? {
    do throws(DictionaryError) {
      return try DictionaryLocation.resolve(nameOrPath, environment: SystemFiles.environment)
    } catch {
      var message = "Error: \(error)"
      if case .notFound = error { message += ", or pass --dict PATH/TO/NAME.dic" }
      printError(message)
      return nil
    }
  }

  /// Loads the dictionary at `location`, or prints why not and returns nil.
  private static func load(_ location: DictionaryLocation) -> (any DictionaryFiles)? {
    do throws(DictionaryError) {
      guard DictionaryWorker.isTrusted(location) else {
        do {
          return try DictionaryWorker(location: location)
        } catch {
          printError("Error: \(error)")
          return nil
        }
      }
      let dictionary = try HunspellDictionary(location: location)
      // The dictionary lives until the process exits; freeing its ~50,000 entries
      // one by one would only delay the exit (Hunspell_destroy costs ~10 ms).
      _ = Unmanaged.passRetained(dictionary)
      return dictionary
    } catch {
      printError("Error: \(error)")
      return nil
    }
  }

  /// The dictionary to ask: its complete word list when one is cached
  /// (libhunspell is then never loaded, nor a worker started), or built now
  /// when `buildsWordList` (play and solve need it anyway; check only for 1 MiB
  /// or more of input: a build takes about 0.4 s for en_US, so a small check
  /// never pays for it); else Hunspell itself. The word list, complete or not,
  /// comes along for the solver, so it is read or built once.
  static func open(_ nameOrPath: String, buildsWordList: Bool)
    -> (checker: any DictionaryFiles, lexicon: Lexicon?)?
  {
    guard let location = resolve(nameOrPath) else { return nil }
    let cache = cacheFolder(environment: SystemFiles.environment)
    var lexicon = Lexicon.cached(at: location, cacheDirectory: cache)
    if let lexicon, let checker = LexiconChecker(lexicon: lexicon, location: location) {
      return (checker, lexicon)
    }
    guard let dictionary = load(location) else { return nil }
    if lexicon == nil && buildsWordList {
      lexicon = try? Lexicon.load(files: dictionary, cacheDirectory: cache)
    }
    guard let lexicon, let checker = LexiconChecker(lexicon: lexicon, location: location) else {
      return (dictionary, lexicon)
    }
    return (checker, lexicon)
  }

  /// Whether `word` can be a start word; prints why not.
  static func isUsableStartWord(
    _ word: String, dictionary: any SpellChecker, tiers: WordTiers = .unrestricted
  ) -> Bool {
    let normalized = Normalization.answer(word)
    guard
      let failure = RuleChain.startWordFailure(normalized, dictionary: dictionary, tiers: tiers)
    else {
      return true
    }
    let shown = failure == .empty ? "" : " '\(Escaping.forDisplay(normalized))'"
    printError("Error: the start word\(shown) \(failure.reason)")
    return false
  }

  /// Why `word` cannot be solved in bounded time with `solver`, or nil when it can.
  static func unsolvable(_ word: String, solver: Solver, minimumLength: Int) -> String? {
    guard !solver.canSolve(word, minimumLength: minimumLength) else { return nil }
    let count = Solver.arrangements(of: Normalization.answer(word), minimumLength: minimumLength)
    return
      "solving '\(Escaping.forDisplay(word))' would check each of its \(Int(count.rounded())) arrangements with the dictionary, whose words cannot be listed; give a start word with fewer different letters, or a larger --min-length"
  }

  /// Where the word lists are cached: `$XDG_CACHE_HOME/wordgame`, by default
  /// `~/.cache/wordgame`.
  static func cacheFolder(environment: [String: String]) -> String? {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
      return cache + "/wordgame"
    }
    if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/wordgame" }
    return nil
  }

  /// A solver for `dictionary`, with its word list loaded from (or built into)
  /// the cache. If the list cannot be had, the solver checks arrangements instead.
  static func solver(
    for dictionary: any DictionaryFiles, lexicon: Lexicon? = nil, tiers: WordTiers
  ) -> Solver {
    let lexicon =
      lexicon
      ?? (try? Lexicon.load(
        files: dictionary, cacheDirectory: cacheFolder(environment: SystemFiles.environment)))
    return Solver(dictionary: dictionary, lexicon: lexicon, tiers: tiers)
  }
}
