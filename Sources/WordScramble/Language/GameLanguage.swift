/// A language's game, opened from a Hunspell dictionary: the one way the
/// command line and an app get the same rules.
///
/// ```swift
/// let english = try GameLanguage.open("en_US")
/// var game = try english.game(startWord: "silkworm")
/// game.submit("silk")   // accepted, required
/// game.submit("skirl")  // accepted, a bonus word
/// var other = try english.game(startWord: "abdomens")
/// other.submit("sambo") // rejected: blocked (a slur)
/// ```
///
/// Opening finds the dictionary (a name such as `de_DE`, or a path to
/// `NAME.dic`), works out its language's letter rules (accents folded,
/// German nouns in any case, ß = ss), reads or builds its word list (cached),
/// and sets its tiers: the lists shipped for en_US, else tiers derived from the
/// dictionary's own words, changed by ``Options/requiredListPath`` and
/// ``Options/blockListPath``. Its start words (``startWords(cached:)``) are the
/// bundled list or words of the dictionary's own, with difficulty bands.
///
/// A dictionary outside the system folders (`/usr/share/hunspell`,
/// `/usr/share/myspell`) is untrusted: crafted files crash libhunspell. It is
/// loaded and asked in a worker process (``Options/workerExecutable``), so
/// a crash is a ``WordError/dictionaryError(_:)`` on one word, not the app's end.
public struct GameLanguage: Sendable {
  /// The dictionary's file name without `.dic` (`de_DE`).
  public let name: String
  /// The dictionary every answer is asked of: Hunspell seen through the
  /// language's letter rules, or the word list when it answers alone.
  public var dictionary: any SpellChecker { files }
  /// The dictionary's words as far as they were listed (see ``WordListNeed``).
  public let lexicon: Lexicon?
  /// Which words are required, bonus and blocked.
  public let tiers: WordTiers
  /// The app's own rules, judged in every round of this language
  /// (``withRules(_:)`` changes them without opening the language again).
  public package(set) var rules: [AnswerRule]
  /// What opening noticed but went on without (a line of a word list that is
  /// not a word), one sentence each.
  public let warnings: [String]
  /// The dictionary, with its files (for start words and word lists).
  package let files: any DictionaryFiles
  /// How answers become keys.
  package let letterRules: LetterRules
  /// The word list, or without one the dictionary's forbidden and
  /// never-suggested words alone.
  package let marks: Lexicon?
  /// Whether tiers and start words are shipped for it (en_US).
  package let hasBundledTiers: Bool
  /// Its word lists' cache, if there is a cache folder.
  package let cache: Lexicon.Cache?
  /// Whether the tiers are the dictionary's own (no required or blocked list given).
  package let hasDefaultTiers: Bool
  /// Where warnings go (``Options/warning``).
  package let warning: (@Sendable (String) -> Void)?
  /// Where the rounds' lists are built while the full list is not cached.
  package let roundLists: RoundLists?
  /// Builds and caches the list drawn rounds need (``cacheWordList()``).
  private let completion: (@Sendable () -> Bool)?
  /// Where the tiers' words came from, for ``explain(_:startWord:)``.
  package var provenance = Provenance()
  /// The start words of a language made over a spell checker of an app's own.
  package var givenStartWords: StartWords?

  /// Where the tiers' words came from: the lists given and the words added.
  package struct Provenance: Sendable {
    /// Whether `--required` replaced the required list.
    var hasGivenRequiredList = false
    /// The keys of the words the block list given (`--block`) blocks.
    var givenBlocked: Set<String> = []
    /// The words added to the dictionary's own, as spelled (shipped and personal).
    var addedWords = WordList()
    /// The words of the personal list given (`--personal`).
    var personalWords: Set<String> = []
  }

  /// How to open a language.
  public struct Options: Sendable {
    /// Compare letters exactly: no accent folding, no ß = ss, no case rules.
    public var exactLetters = false
    /// A file of required words (one a line) that replaces the required list.
    public var requiredListPath: String?
    /// A file of words (one a line) blocked besides the dictionary's own.
    public var blockListPath: String?
    /// A personal dictionary (one word a line, as `hunspell -p` takes one):
    /// its words are accepted besides the dictionary's, bonus words unless
    /// the required list has them.
    public var personalListPath: String?
    /// The texts of list files already read, by the path given for them: a
    /// list whose path is here is taken from here and its file is not read
    /// (a round resumed after its `<(…)` pipe or temporary file is gone).
    public var listTexts: [String: String] = [:]
    /// Which of the dictionary's words to list now (the rest are asked of Hunspell).
    public var wordList = WordListNeed.rounds(on: [], drawing: true)
    /// Where word lists are cached; by default
    /// ``GameLanguage/defaultCacheFolder(environment:)`` (on macOS
    /// `~/Library/Caches/wordgame`, elsewhere `~/.cache/wordgame`); nil keeps nothing.
    public var cacheFolder: String?
    /// The environment the dictionary is looked for in (`DICPATH`).
    public var environment: [String: String]
    /// Told how far a first build of the word list has come, and when it ends.
    public var progress: (@Sendable (BuildProgress) -> Void)?
    /// Told, a sentence each, what was noticed and gone on without while the
    /// language is opened or its start words made: a cached word list that is
    /// damaged (ignored and removed, so it is built again), a dictionary too
    /// large to list.
    public var warning: (@Sendable (String) -> Void)?
    /// The language of the warnings about the lists given (`requiredListPath`,
    /// `blockListPath`, `personalListPath`): English unless an app passes its
    /// player's catalog (``MessageCatalog/forEnvironment(_:)``).
    public var messages = MessageCatalog.english
    /// The program an untrusted dictionary is loaded in, run as
    /// `PROGRAM __dictionary-worker AFF DIC`: any executable that calls
    /// ``DictionaryIsolation/serveIfRequested()`` first (`wordgame` does, and
    /// the package's `wordgame-worker`). By default `wordgame-worker` beside
    /// the running executable, else the running executable itself.
    public var workerExecutable: String?
    /// Folders whose dictionaries are loaded in this process as the system's
    /// are (`/usr/share/hunspell`), with no worker process: an app's own
    /// dictionaries, shipped in its bundle (`Bundle.main.resourcePath`).
    /// Paths are compared with links and `..` resolved.
    ///
    /// **The risk:** libhunspell does not defend itself against its files; a
    /// crafted or damaged `.aff` or `.dic` in a trusted folder can crash or
    /// hang the app itself, where the worker would have turned it into a
    /// ``WordError/dictionaryError(_:)`` on one word. Trust only a folder
    /// whose files the app ships and no one else can write (a signed,
    /// read-only bundle); never one a player, a download or another program
    /// fills. By default none.
    public var trustedFolders: [String] = []
    /// The app's own rules, judged in every round.
    public var rules: [AnswerRule] = []
    /// Asked while the word lists are built: true stops building (the async
    /// ``GameLanguage/open(_:options:)`` passes its task's cancellation); a
    /// list stopped so is not cached.
    package var isCancelled: (@Sendable () -> Bool)?
    /// Whether vulgar words that are not slurs (`shit`, `merde`: the words of
    /// the bundled `tiers/LL.vulgar.txt`) are accepted, as bonus words. Slurs
    /// stay blocked either way; by default both are blocked.
    public var allowsVulgarWords = false
    /// The bound in word forms of an untrusted dictionary's expansion, when
    /// not the one its size sets (tests show the bound without deriving
    /// millions of forms).
    package var expansionFormLimit: Int?

    /// Options for a round of the given dictionary with the process's environment.
    public init(
      exactLetters: Bool = false, requiredListPath: String? = nil, blockListPath: String? = nil,
      personalListPath: String? = nil, allowsVulgarWords: Bool = false, rules: [AnswerRule] = []
    ) {
      self.exactLetters = exactLetters
      self.allowsVulgarWords = allowsVulgarWords
      self.requiredListPath = requiredListPath
      self.blockListPath = blockListPath
      self.personalListPath = personalListPath
      self.rules = rules
      self.environment = SystemFiles.environment
      self.cacheFolder = GameLanguage.defaultCacheFolder(environment: environment)
    }
  }

  /// How far the first build of a word list has come.
  public enum BuildProgress: Equatable, Sendable {
    /// This fraction (0 to 1) is done.
    case fraction(Double)
    /// The build has ended.
    case finished
  }

  /// Opens the dictionary `nameOrPath` as a game (see the type's description).
  public static func open(_ nameOrPath: String, options: Options = Options())
    throws(GameLanguageError) -> GameLanguage
  {
    // Without its resources a language would open with no blocked words and
    // few required ones, silently: that is an error.
    guard StartWords.bundledResource("start.txt") != nil else {
      throw .startWords(.bundleNotFound(searched: StartWords.bundleSearchPath()))
    }
    let location: DictionaryLocation
    do throws(DictionaryError) {
      location = try DictionaryLocation.resolve(nameOrPath, environment: options.environment)
    } catch {
      throw .dictionary(error)
    }
    let opened = try Opening(location: location, options: options).open()
    var warnings = opened.warnings
    let tiers = try opened.tiers(options: options, warnings: &warnings)
    var language = GameLanguage(
      name: opened.name, lexicon: opened.lexicon, tiers: tiers,
      rules: options.rules, warnings: warnings, files: opened.checker, letterRules: opened.rules,
      marks: opened.marks, hasBundledTiers: opened.hasBundledTiers, cache: opened.cache,
      hasDefaultTiers: options.requiredListPath == nil && options.blockListPath == nil
        && !options.allowsVulgarWords
        && options.personalListPath == nil,
      warning: options.warning, roundLists: opened.roundLists, completion: opened.completion)
    language.provenance = Provenance(
      hasGivenRequiredList: options.requiredListPath != nil,
      givenBlocked: tiers.givenBlocked, addedWords: opened.added, personalWords: opened.personal)
    return language
  }

  /// Whether the word list drawn rounds need is still to be built: the
  /// language was opened before it was cached, and each round's own list
  /// (the words its start word spells) is built when the round starts, a
  /// fraction of a second where the whole list takes seconds (pl_PL).
  public var buildsRoundLists: Bool { roundLists != nil }

  /// Builds the word list drawn rounds need and caches it, so that the next
  /// game opens from it; true when it is cached. Hunspell is asked in a worker
  /// process, so this may run on another thread while this language's rounds
  /// are played (`wordgame play` does, at a terminal). False at once when the
  /// language opened from a cached list, or there is no cache folder.
  public func cacheWordList() -> Bool {
    completion?() ?? false
  }

  /// A solver of this language's rounds, with its word list (without one it
  /// checks arrangements).
  public func solver() -> Solver {
    var solver = Solver(dictionary: dictionary, lexicon: lexicon, tiers: tiers, rules: rules)
    solver.roundLists = roundLists
    return solver
  }

  /// The key `word` is judged by in this language (`Straße` → `strasse`).
  public func key(_ word: String) -> String {
    letterRules.key(Normalization.answer(word))
  }

  /// The dictionary's spelling of a key (`gelee` → `gelée`), or nil where the
  /// language's letters are exact (a key is then its own spelling).
  package var spelling: (@Sendable (String) -> String)? {
    let dictionary = dictionary
    guard !letterRules.isExact else { return nil }
    return { @Sendable key in dictionary.dictionarySpelling(of: key) }
  }

  /// Whether the word list answers every word alone (a lookup of about a
  /// hundred nanoseconds: less than handing a line to another thread costs).
  package var answersFromWordList: Bool { dictionary is LexiconChecker }

  /// A round of this language on `startWord` (nil: a plain word list).
  public func round(startWord: String?, minimumLength: Int = 3) -> Round {
    Round(
      startWord: startWord, minimumLength: minimumLength, dictionary: dictionary, tiers: tiers,
      rules: rules)
  }

  /// A new game on `startWord`, checked (a word of letters the dictionary
  /// accepts, not blocked, solvable in bounded time) and solved.
  public func game(startWord: String, minimumLength: Int = 3) throws(GameLanguageError) -> Game {
    try checkStartWord(startWord, minimumLength: minimumLength)
    return solver().game(startWord: startWord, minimumLength: minimumLength)
  }

  /// Throws why `word` cannot be a start word of this language: not a word
  /// of letters, blocked, not in the dictionary or (with a `minimumLength`)
  /// too many arrangements to check without a word list.
  public func checkStartWord(_ word: String, minimumLength: Int? = nil)
    throws(GameLanguageError)
  {
    let normalized = Normalization.answer(word)
    if let failure = RuleChain.startWordFailure(normalized, dictionary: dictionary, tiers: tiers) {
      // Named as typed (trimmed, its case kept): a German noun keeps its capital.
      throw .startWord(Normalization.typed(word), failure)
    }
    guard let minimumLength else { return }
    if let problem = GameLanguageError.unsolvable(
      normalized, solver: solver(), minimumLength: minimumLength)
    {
      throw problem
    }
  }
}

extension GameLanguage {
  /// A language over any spell checker (a fake's words, an app's own list),
  /// for a view model's tests and for apps without Hunspell: `name` names it,
  /// letters count exactly as written, `tiers` decide the required, bonus and
  /// blocked words, rounds are drawn from `startWords`. Nothing is read or
  /// cached, and with no word list the solver asks `dictionary` every
  /// arrangement of a start word's letters (keep them short).
  public init(
    name: String, dictionary: any SpellChecker, tiers: WordTiers = .unrestricted,
    startWords: [String], rules: [AnswerRule] = []
  ) {
    self.init(
      name: name, lexicon: nil, tiers: tiers, rules: rules, warnings: [],
      files: OwnChecker(name: name, checker: dictionary), letterRules: .exact, marks: nil,
      hasBundledTiers: false, cache: nil, hasDefaultTiers: true, warning: nil, roundLists: nil,
      completion: nil)
    givenStartWords = StartWords(words: startWords, path: name)
  }
}
