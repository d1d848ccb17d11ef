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

  /// Which of a dictionary's words a command needs listed: none (a small
  /// check), every one (a large check), or those the rounds on some start
  /// words need, and on drawn ones (of ``StartWords/drawnLength`` letters) when
  /// `drawing`.
  enum WordListNeed: Equatable {
    case none, all
    /// No list, not even a cached one: Hunspell answers every word (`solve --brute-force`).
    case hunspellOnly
    case rounds(on: [String], drawing: Bool)
    /// A check's: with a start word, the words it spells where the language
    /// has letter rules or no bundled tiers; every word for a `large` input.
    case lookups(root: String?, large: Bool)

    /// What a check needs of a dictionary under `rules`, with tiers bundled or not.
    func resolved(_ rules: LetterRules, hasBundledTiers: Bool) -> WordListNeed {
      guard case .lookups(let root, let large) = self else { return self }
      if large { return .all }
      guard let root, !(rules.isExact && hasBundledTiers) else {
        return .none
      }
      return .rounds(on: [root], drawing: false)
    }

    /// Whether this is a round's need.
    var isRounds: Bool {
      if case .rounds = self { return true }
      return false
    }

    /// The most letters a word listed needs, under `rules`.
    func maximumLength(_ rules: LetterRules) -> Int? {
      guard case .rounds(let words, let drawing) = self else { return nil }
      let lengths = words.map { Normalization.letterCount(rules.key(Normalization.answer($0))) }
      return max(drawing ? StartWords.drawnLength : 1, lengths.max() ?? 1)
    }
  }

  /// An opened dictionary: the checker to ask, the word list the solver and
  /// the tiers use (if one was needed or cached), and its language's rules.
  struct Opened {
    var checker: any DictionaryFiles
    var lexicon: Lexicon?
    /// The word list, or without one the dictionary's forbidden and
    /// never-suggested words alone.
    var marks: Lexicon?
    var rules: LetterRules
    /// The name of the dictionary's file, without `.dic` (`de_DE`).
    var name: String
    /// Whether tiers (and so start words) are shipped for it (en_US).
    var hasBundledTiers: Bool
    /// Its word lists' cache, if there is a cache folder.
    var cache: Lexicon.Cache?
  }

  /// The dictionary to ask. A complete word list of a language without letter
  /// rules, when cached, answers alone (libhunspell is never loaded, nor a worker
  /// started). Otherwise the dictionary is loaded and the list `need` asks for
  /// is read from the cache or built (with progress on a terminal), once, for
  /// the solver too. A language with letter rules (accents, case) or forbidden
  /// words is asked through a ``LanguageChecker``.
  static func open(_ nameOrPath: String, need: WordListNeed, exactLetters: Bool = false)
    -> Opened?
  {
    guard let location = resolve(nameOrPath) else { return nil }
    let name = fileName(location)
    let rules = LetterRules(language: language(location), folds: !exactLetters)
    let bundled = WordTiers.hasBundled(forDictionary: name)
    let need = need.resolved(rules, hasBundledTiers: bundled)
    // The dictionary's files are read and hashed once, for every cached list.
    let cache = cacheFolder(environment: SystemFiles.environment).flatMap {
      try? Lexicon.Cache(folder: $0, location: location)
    }
    let full = Lexicon.Options(rules: rules)
    var options = full
    options.maximumLength = need.maximumLength(rules)
    var lexicon = need == .hunspellOnly ? nil : Lexicon.cached(in: cache, options: full)
    if lexicon == nil && need != .all && options.maximumLength != nil {
      lexicon = Lexicon.cached(in: cache, options: options)
    }
    func opened(_ checker: any DictionaryFiles, marks: Lexicon?) -> Opened {
      Opened(
        checker: checker, lexicon: lexicon, marks: marks, rules: rules, name: name,
        hasBundledTiers: bundled, cache: cache)
    }
    // A list of the words up to a length answers for a round: every word a
    // round asks about (the start word, possible answers) is no longer.
    let listChecker = lexicon.flatMap { $0.maximumLength == nil || need.isRounds ? $0 : nil }
      .flatMap { LexiconChecker(lexicon: $0, location: location) }
    if let listChecker, rules.isExact, lexicon?.forbidden.isEmpty == true {
      return opened(listChecker, marks: lexicon)
    }
    guard var dictionary = listChecker ?? load(location) else { return nil }
    if lexicon == nil && need != .none && need != .hunspellOnly {
      lexicon = build(dictionary, name: name, options: options, cache: cache, bundled: bundled)
      // Built now, the list answers from here on as a cached one would.
      if let built = lexicon, built.maximumLength == nil || need.isRounds,
        let checker = LexiconChecker(lexicon: built, location: location)
      {
        dictionary = checker
      }
    }
    // The bundled tiers (en_US) list what a round needs; other dictionaries
    // have their forbidden and never-suggested words read at least.
    let marks =
      lexicon
      ?? (bundled ? nil : try? Lexicon.load(files: dictionary, cache: cache, options: .marksOnly))
    var result = opened(dictionary, marks: marks)
    if !rules.isExact || !(marks?.forbidden.isEmpty ?? true) {
      result.checker = LanguageChecker(base: dictionary, rules: rules, lexicon: marks)
    }
    return result
  }

  /// Builds the word list (or reads it from the cache), with a second process
  /// checking half the words and, on a terminal, the progress shown.
  private static func build(
    _ dictionary: any DictionaryFiles, name: String, options: Lexicon.Options,
    cache: Lexicon.Cache?, bundled: Bool
  ) -> Lexicon? {
    var options = options
    let progress = BuildProgress(name: name)
    options.progress = { progress.show($0) }
    options.marksJunk = !bundled
    let helper = Helper()
    let location = dictionary.location
    options.helper = {
      helper.worker = try? DictionaryWorker(
        location: location, answersInBatches: DictionaryWorker.isTrusted(location))
      return helper.worker
    }
    defer {
      helper.worker?.stop()
      progress.finish()
    }
    return try? Lexicon.load(files: dictionary, cache: cache, options: options)
  }

  /// The second process a build started, if any, to stop when it is done. It
  /// is set and read on the building thread only.
  private final class Helper: @unchecked Sendable {
    var worker: DictionaryWorker?
  }

  /// The name of the dictionary's file without `.dic`.
  static func fileName(_ location: DictionaryLocation) -> String {
    var name = Substring(location.dictionaryPath)
    if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
    return String(name.hasSuffix(".dic") ? name.dropLast(4) : name)
  }

  /// The dictionary's language: `LANG` in the first 64 KiB of its `.aff` file,
  /// else its file name.
  static func language(_ location: DictionaryLocation) -> String {
    let head = SystemFiles.contents(of: location.affixPath, limit: 64 << 10).map {
      String(decoding: $0, as: UTF8.self)
    }
    return LetterRules.language(
      affixText: head.map { Substring($0) }, dictionaryPath: location.dictionaryPath)
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

  /// A solver for the opened dictionary, with its word list. Without one the
  /// solver checks arrangements instead.
  static func solver(for opened: Opened, tiers: WordTiers) -> Solver {
    Solver(dictionary: opened.checker, lexicon: opened.lexicon, tiers: tiers)
  }
}
