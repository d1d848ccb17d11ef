/// The steps of ``GameLanguage/open(_:options:)``: the dictionary to ask, its
/// word list (read from the cache or built, once) and its marks.
struct Opening {
  let location: DictionaryLocation
  let options: GameLanguage.Options

  /// An opened dictionary: the checker to ask, the word list the solver and
  /// the tiers use (if one was needed or cached), and its language's rules.
  struct Opened {
    var checker: any DictionaryFiles
    var lexicon: Lexicon?
    var marks: Lexicon?
    var rules: LetterRules
    var name: String
    var hasBundledTiers: Bool
    var cache: Lexicon.Cache?
    /// The keys of the words shipped as required for the language, and the
    /// spelling each is shown in (`tiers/required/`), if any.
    var required: (keys: WordList, spellings: [String: String])?
    /// What was noticed and gone on without (a line of the personal list).
    var warnings: [String] = []
    /// Where the rounds' lists are built, when the full list is not cached yet.
    var roundLists: RoundLists?
    /// Builds and caches the list drawn rounds need (in a worker process),
    /// when the rounds' lists are built instead.
    var completion: (@Sendable () -> Bool)?
    /// The words added to the dictionary's own (shipped and personal).
    var added = WordList()
    /// Those only the personal list adds.
    var personal: Set<String> = []
  }

  /// A complete word list of a language without letter rules, when cached,
  /// answers alone (libhunspell is never loaded, nor a worker started).
  /// Otherwise the dictionary is loaded and the list the options' need asks for
  /// is read from the cache or built (with progress), once, for the solver
  /// too. A language with letter rules (accents, case) or forbidden words is
  /// asked through a ``LanguageChecker``.
  func open() throws(GameLanguageError) -> Opened {
    let name = Self.fileName(location)
    let rules = LetterRules(language: Self.language(location), folds: !options.exactLetters)
    let bundled = WordTiers.hasBundled(forDictionary: name)
    let lists = try lists(name: name, rules: rules, bundled: bundled)
    let need = options.wordList.resolved(rules, hasBundledTiers: bundled)
    // The dictionary's files are read and hashed once, for every cached list.
    let cache = options.cacheFolder.flatMap { try? Lexicon.Cache(folder: $0, location: location) }
    let full = listOptions(rules: rules, added: lists.added)
    var listOptions = full
    listOptions.maximumLength = need.maximumLength(rules)
    var lexicon = Self.cached(in: cache, need: need, full: full, short: listOptions)
    func opened(_ checker: any DictionaryFiles, marks: Lexicon?) -> Opened {
      Opened(
        checker: checker, lexicon: lexicon, marks: marks, rules: rules, name: name,
        hasBundledTiers: bundled, cache: cache, required: lists.required,
        warnings: lists.warnings, added: lists.added, personal: lists.personal)
    }
    if lexicon == nil, canDrawWithoutList(need, name, rules, bundled, lists) {
      return try openForRounds(opened, rules, full, bundled, lists.required != nil, cache)
    }
    // A list of the words up to a length answers for a round: every word a
    // round asks about (the start word, possible answers) is no longer.
    // A check on one start word tables the words its letters spell first
    // (the others when one is asked about): en_US starts with 54 million
    // instructions, not 82.
    let startWord: String? =
      if case .lookups(let root?, _) = options.wordList, rules.isExact {
        rules.key(Normalization.answer(root))
      } else { nil }
    let listChecker = lexicon.flatMap { $0.maximumLength == nil || need.isRounds ? $0 : nil }
      .flatMap { LexiconChecker(lexicon: $0, location: location, startWord: startWord) }
    if let listChecker, rules.isExact, lexicon?.forbidden.isEmpty == true {
      return opened(listChecker, marks: lexicon)
    }
    var dictionary: any DictionaryFiles
    if let listChecker {
      dictionary = listChecker
    } else {
      dictionary = AddedWords.adding(lists.added, to: try load())
    }
    // A list that could not be built (too many forms) has no marks either.
    let builds = lexicon == nil && need != .none && need != .hunspellOnly
    if builds {
      lexicon = build(dictionary, name: name, options: listOptions, cache: cache, bundled: bundled)
      // Built now, the list answers from here on as a cached one would.
      if let built = lexicon, built.maximumLength == nil || need.isRounds,
        let checker = LexiconChecker(lexicon: built, location: location)
      {
        dictionary = checker
      }
    }
    // The bundled tiers (en_US) list what a round needs; other dictionaries
    // have their forbidden and never-suggested words read at least.
    let marksOnly = marksOnlyOptions(full)
    let marks =
      lexicon
      ?? (bundled || builds ? nil : loadReporting(dictionary, cache: cache, options: marksOnly))
    var result = opened(dictionary, marks: marks)
    if !rules.isExact || !(marks?.forbidden.isEmpty ?? true) {
      result.checker = LanguageChecker(
        base: dictionary, rules: rules, lexicon: marks,
        preferred: lists.required?.spellings ?? [:], requiredKeys: lists.required?.keys)
    }
    return result
  }

  /// The cached list of every word, else of the words up to the need's length.
  private static func cached(
    in cache: Lexicon.Cache?, need: WordListNeed, full: Lexicon.Options, short: Lexicon.Options
  ) -> Lexicon? {
    guard need != .hunspellOnly else { return nil }
    if let lexicon = Lexicon.cached(in: cache, options: full) { return lexicon }
    guard need != .all && short.maximumLength != nil else { return nil }
    return Lexicon.cached(in: cache, options: short)
  }

  /// Opens the dictionary for rounds before its full list is cached: each
  /// round's list is built when the round starts (``RoundLists``), a fraction
  /// of a second where the full list takes seconds; the forbidden and
  /// never-suggested words (the tiers need) are read from every entry.
  private func openForRounds(
    _ opened: (any DictionaryFiles, Lexicon?) -> Opened, _ rules: LetterRules,
    _ full: Lexicon.Options, _ bundled: Bool, _ hasRequiredList: Bool, _ cache: Lexicon.Cache?
  ) throws(GameLanguageError) -> Opened {
    let dictionary = AddedWords.adding(full.addedWords, to: try load())
    var marksOnly = marksOnlyOptions(full)
    // With a shipped required list the tiers read forbidden and
    // never-suggested words alone.
    marksOnly.marksAbbreviations = !hasRequiredList
    let marks = bundled ? nil : loadReporting(dictionary, cache: cache, options: marksOnly)
    var result = opened(dictionary, marks)
    result.roundLists = RoundLists(dictionary: dictionary, options: full)
    result.completion = completion(full, rules: rules, cache: cache)
    if !rules.isExact || !(marks?.forbidden.isEmpty ?? true) {
      result.checker = LanguageChecker(
        base: dictionary, rules: rules, lexicon: marks,
        preferred: result.required?.spellings ?? [:], requiredKeys: result.required?.keys)
    }
    return result
  }

  /// Builds the list of the words drawn rounds need and caches it, asking a
  /// worker process (libhunspell is not thread-safe, even one handle per
  /// thread), so that it can run on another thread while rounds are played;
  /// true when it is cached.
  private func completion(_ full: Lexicon.Options, rules: LetterRules, cache: Lexicon.Cache?)
    -> (@Sendable () -> Bool)?
  {
    guard let cache else { return nil }
    let (location, executable, trusted) = (location, options.workerExecutable, isTrusted)
    var listOptions = full
    listOptions.maximumLength = WordListNeed.rounds(on: [], drawing: true).maximumLength(rules)
    listOptions.warning = nil
    return { [listOptions] in
      guard
        let worker = try? DictionaryWorker(
          location: location, executable: executable, answersInBatches: trusted)
      else { return false }
      defer { worker.stop() }
      let checker = AddedWords.adding(listOptions.addedWords, to: worker)
      guard (try? Lexicon.load(files: checker, cache: cache, options: listOptions)) != nil else {
        return false
      }
      return Lexicon.cached(in: cache, options: listOptions) != nil
    }
  }

  /// Whether `need` (resolved: a game's, or a check's on a start word) can be
  /// met before any word list is built (the start words and required words
  /// are shipped, or none is drawn): only the rounds' own lists are built
  /// (`check --root` in Italian: 0.1 s, not its whole list's 4.5 s).
  private func canDrawWithoutList(
    _ need: WordListNeed, _ name: String, _ rules: LetterRules, _ bundled: Bool, _ lists: Lists
  ) -> Bool {
    guard case .rounds(let words, let drawing) = need, words.count <= 16 else {
      return false
    }
    return !drawing || bundled
      || (lists.required != nil
        && (try? WordTiers.bundledList("start", dictionary: name, language: rules.language)) != nil)
  }

  /// What to list of the dictionary's words: every word, keyed by `rules`,
  /// with `added` words; bounded for a dictionary outside the system folders.
  private func listOptions(rules: LetterRules, added: WordList) -> Lexicon.Options {
    var full = Lexicon.Options(rules: rules)
    full.warning = options.warning
    full.messages = .player
    full.boundsExpansion = !isTrusted
    full.formLimit = options.expansionFormLimit
    full.addedWords = added
    return full
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
    let head = try? SystemFiles.regularFilePart(at: location.affixPath, count: 64 << 10).map {
      String(decoding: $0, as: UTF8.self)
    }.get()
    return LetterRules.language(
      affixText: head.map { Substring($0) }, dictionaryPath: location.dictionaryPath)
  }
}
