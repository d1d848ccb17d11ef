#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CommandLineOptions
import WordScramble

/// `wordgame play` (and `wordgame` alone): a round of Word Scramble in the terminal.
struct PlayCommand: Subcommand {
  static let name = "play"
  static let abstract = "Play a round in the terminal (the default)."
  static let discussion = "Make words from the letters of a start word."
  /// `--root`, declared once (``CommonOptions/root``), with play's own help.
  static let root = {
    var option = CommonOptions.root
    option.help = "Play this start word instead of a random one."
    return option
  }()
  static let difficulty = Option(
    name: "difficulty", value: .choice("level", choices: Difficulty.allCases.map(\.rawValue)),
    help:
      "easy, medium or hard: a start word with many required answers, a middling number, or few; each band holds a third of the dictionary's start words."
  )
  static let seed = Option(
    name: "seed", value: .unsigned("n"),
    help: "Make the choice of start words, shuffles and hints repeatable.")
  static let startNew = Option(
    name: "new",
    help: "Start a new round even if one is unfinished (that one counts as abandoned).")
  static let options = [
    root, CommonOptions.roots, difficulty, DailyOptions.daily, DailyOptions.date, seed,
    CommonOptions.dictionary,
    CommonOptions.minimumLength, CommonOptions.required, CommonOptions.block,
    CommonOptions.allowVulgar,
    CommonOptions.personal, CommonOptions.exactLetters, TimeLimit.option, ScreenReader.option,
    startNew, yesterday, ChallengePlay.option, Party.players, Party.names,
  ]
  var root: String?
  var rootsFile: String?
  var level: Difficulty?
  var seed: UInt64?
  var dictionary: String?
  var minimumLength: Int
  var minimumLengthGiven: Bool
  var requiredFile: String?
  var blockFile: String?
  var personalFile: String?
  /// `--allow-vulgar`: vulgar words that are not slurs are bonus words.
  var allowsVulgarWords = false
  /// `--exact-letters`: no letter folding.
  var exactLetters = false
  var startsNew: Bool
  /// The daily puzzle's date (`--daily`, `--date`), or nil for a free round.
  var dailyDate: CalendarDate?
  /// `--time`: the length of a timed round in seconds, or nil for untimed rounds.
  var timeLimit: Int?
  /// `--screen-reader` (the environment may ask for the mode too).
  var asksScreenReader = false
  /// `--yesterday`: show yesterday's daily answers instead of playing.
  var showsYesterday = false
  /// `--challenge`: the round of a challenge code, played as its one round.
  var challenge: Challenge?
  /// `--players`, `--names`: a party round, the players taking turns.
  var party: Party?

  init(parsed: ParsedArguments) throws(UsageError) {
    try self.init(parsed: parsed, today: DailyOptions.today())
  }

  /// The options `parsed` gives, on `today` (the day `--daily` plays).
  init(parsed: ParsedArguments, today: CalendarDate) throws(UsageError) {
    if let extra = parsed.positionals.first {
      throw UsageError("Unexpected argument '%s'", extra)
    }
    root = parsed.text(Self.root)
    rootsFile = parsed.text(CommonOptions.roots)
    if rootsFile == "-" {
      throw UsageError(
        "play reads answers from standard input: give --roots a file (or <(command))")
    }
    if root != nil && rootsFile != nil {
      throw UsageError("Give either --root or --roots, not both")
    }
    seed = try parsed.unsigned(Self.seed)
    level = try parsed.choice(Self.difficulty).flatMap(Difficulty.init(rawValue:))
    if level != nil && root != nil {
      throw UsageError("--difficulty picks a start word; it does not go with --root")
    }
    dictionary = parsed.text(CommonOptions.dictionary)
    minimumLength = try parsed.integer(CommonOptions.minimumLength)
    minimumLengthGiven = parsed.has(CommonOptions.minimumLength)
    requiredFile = parsed.text(CommonOptions.required)
    blockFile = parsed.text(CommonOptions.block)
    personalFile = parsed.text(CommonOptions.personal)
    exactLetters = parsed.has(CommonOptions.exactLetters)
    allowsVulgarWords = parsed.has(CommonOptions.allowVulgar)
    startsNew = parsed.has(Self.startNew)
    try Self.checkYesterday(parsed)
    showsYesterday = parsed.has(Self.yesterday)
    dailyDate = try DailyOptions.date(parsed, today: today)
    timeLimit = try TimeLimit.seconds(parsed)
    asksScreenReader = parsed.has(ScreenReader.option)
    if let challenge = try ChallengePlay.challenge(parsed) { play(challenge) }
    party = try Party(parsed)
    if party != nil { timeLimit = timeLimit ?? Party.defaultTime }
  }

  /// Plays until the player quits, input ends or a signal arrives; returns the exit status.
  func run() -> Int32 {
    screenReaderAsked = asksScreenReader
    return run(in: .system())
  }

  /// Plays in `world`: its clock, day, definitions, environment, input and output.
  func run(in world: PlayWorld) -> Int32 {
    if let named = namingInstalled(world.environment) { return named.run(in: world) }
    if showsYesterday { return showYesterday(in: world) }
    if let party { return play(party, in: world) }
    // A dictionary that cannot be found is told before the saved round is
    // looked at: a typo in --dict never sets that round aside.
    if let dictionary, !Languages.isFound(dictionary, world.environment) {
      return ExitStatus.couldNotRun
    }
    let persistence = state(in: world.environment)
    noteDaily(persistence, today: world.today, environment: world.environment)
    var replaced: SavedRound?
    let resumed = resumableRound(persistence, replaced: &replaced)
    let dictionaryName =
      resumed?.dictionary ?? dictionary ?? Languages.defaultDictionary(world.environment)
    if resumed == nil,
      let shown = finishedDaily(persistence, dictionary: dictionaryName, world: world)
    {
      return shown
    }
    var options = resumed?.options ?? savedOptions
    let (texts, list): Lists
    switch roundLists(&options, resumed: resumed, persistence) {
    case .read(let lists): (texts, list) = lists
    case .setAside: return run(in: world)
    case .failed: return ExitStatus.couldNotRun
    }
    let rounds =
      [root, resumed?.startWord].compactMap { $0 } + WordListNeed.lines(ofList: list ?? [])
    guard let language = open(dictionaryName, options, texts, rounds, world.environment) else {
      return ExitStatus.couldNotRun
    }
    // A round file is text anyone could have written: only a round of this
    // language's letters is resumed.
    if let problem = resumed?.problem(in: language) {
      printError(
        messages(
          "Warning: the saved round was set aside: %s; starting a new round",
          problem.description(in: messages)))
      persistence.discardRound(resumed)
      return run(in: world)
    }
    guard
      var source = source(
        language, options: options, list: list, resuming: resumed != nil, today: world.today)
    else { return ExitStatus.couldNotRun }
    // The hint that names the command to resume with names the dictionary too.
    source.resumeCommand += DailyOptions.dictionaryOption(
      dictionaryName, default: Languages.defaultDictionary(world.environment))
    if !challengeListsFit(options, texts) { return ExitStatus.couldNotRun }
    let solver = language.solver()
    if let root = source.fixedRoot,
      let problem = GameLanguageError.unsolvable(
        root, solver: solver, minimumLength: minimumLength)
    {
      Languages.report(problem)
      return ExitStatus.couldNotRun
    }
    guard
      var session = session(
        resuming: resumed, source: source, solver: solver,
        identity: .init(dictionary: dictionaryName, seed: dailySeed ?? seed, options: options))
    else { return ExitStatus.couldNotRun }
    prepareChallenge(&session, language, options, texts)
    setAside(replaced, persistence)
    Self.completeWordList(language)
    return world.play(
      &session, persistence: persistence, resumed: resumed != nil, screenReader: asksScreenReader)
  }

  /// The session of the saved round `resumed`, or of a new round of
  /// `identity`; nil after saying why there is none.
  func session(
    resuming resumed: SavedRound?, source: PlaySession.Source, solver: Solver,
    identity: PlaySession.Identity
  ) -> PlaySession? {
    if let resumed { return PlaySession(resuming: resumed, source: source, solver: solver) }
    do {
      return try PlaySession(
        source: source, solver: solver, minimumLength: minimumLength, identity: identity)
    } catch {
      printError(WordGame.errorLine(described(error)))
      return nil
    }
  }

  /// The notes a daily puzzle's opening may need: `--seed` ignored, another
  /// day's paused puzzle kept.
  private func noteDaily(
    _ persistence: Persistence, today: CalendarDate, environment: [String: String]
  ) {
    if seed != nil && dailyDate != nil {
      printError(
        messages("Note: --seed is ignored: the daily puzzle is the same for every player."))
    }
    if let dailyDate {
      DailyOptions.notePaused(
        persistence, playing: dailyDate, today: today,
        defaultDictionary: Languages.defaultDictionary(environment))
    }
  }

  /// The language of a round with `options`, on `rounds`' start words;
  /// `texts`: the lists' texts, already read; `environment` names the cache
  /// (and, but for its relative folders when a code names the dictionary,
  /// where the dictionary is looked for).
  func open(
    _ name: String, _ options: SavedRound.Options, _ texts: [String: String],
    _ rounds: [String], _ environment: [String: String]
  ) -> GameLanguage? {
    let environment = challenge == nil ? environment : ChallengePlay.environment(environment)
    return Languages.open(
      name, need: .rounds(on: rounds, drawing: true),
      exactLetters: options.exactLetters ?? false, requiredFile: options.required,
      blockFile: options.block, personalFile: options.personal,
      allowsVulgarWords: options.allowVulgar ?? false, listTexts: texts, environment: environment,
      screenReader: asksScreenReader)
  }

  /// A first game builds its round's list alone: the whole list is built
  /// while the player thinks (a piped game has no time to spare), so that
  /// the next game opens from it.
  private static func completeWordList(_ language: GameLanguage) {
    if language.buildsRoundLists && isatty(StandardStreams.current.input) == 1 {
      Parallel.detach { _ = language.cacheWordList() }
    }
  }

  /// A day's puzzle is played once: a finished one shows its result again
  /// (the exit status), instead of a new round (nil).
  private func finishedDaily(_ persistence: Persistence, dictionary: String, world: PlayWorld)
    -> Int32?
  {
    guard let date = dailyDate,
      let result = persistence.store?.loadStatistics().statistics.dailyResult(
        on: date, dictionary: dictionary)
    else { return nil }
    var lines = DailyOptions.replayLines(
      result, today: world.today,
      defaultDictionary: Languages.defaultDictionary(world.environment))
    let screenReader = ScreenReader.isOn(option: asksScreenReader, environment: world.environment)
    if screenReader { lines = lines.map(ScreenReader.plain) }
    return Output.printLaidOut(
      lines, to: world.output, screenReader: screenReader, keepingLast: true)
  }

  /// Where start words come from, or nil (after saying why) when there are none.
  /// A resumed round's later rounds come from the options it was started with.
  func source(
    _ language: GameLanguage, options: SavedRound.Options, list: [UInt8]?, resuming: Bool,
    today: CalendarDate
  ) -> PlaySession.Source? {
    let level = options.difficulty.flatMap(Difficulty.init(rawValue:))
    do throws(GameLanguageError) {
      if let date = options.daily.flatMap(CalendarDate.init) {
        let puzzle = try language.dailyPuzzle(on: date, today: today)
        var source = PlaySession.Source(fixedRoot: puzzle.startWordKey)
        source.puzzle = puzzle
        source.resumeCommand = DailyOptions.resumeCommand(date, today: today)
        return source
      }
      if let root {
        guard Languages.isUsableStartWord(root, in: language) else { return nil }
        // The next rounds are drawn; without start words, the round after
        // says why (`--required` lists lacking 8-letter words).
        let drawn = Result { () throws(GameLanguageError) in try language.startWords() }
        var source = PlaySession.Source(
          startWords: try? drawn.get(), fixedRoot: language.key(root))
        if case .failure(let error) = drawn { source.noStartWords = error }
        if let challenge { source.resumeCommand = "wordgame --challenge " + challenge.code }
        return source
      }
      guard let rootsFile = options.roots, let list else {
        // A resumed round needs start words only for the next round.
        let list = resuming ? try? language.startWords() : try language.startWords()
        return PlaySession.Source(startWords: list, difficulty: level)
      }
      let name = RootLines.listName(rootsFile)
      let (words, problems) = try language.startWords(list: list, path: name, messages: messages)
      for problem in problems {
        printError(
          messages(
            "Warning: %s: %s; skipped", Escaping.forDisplay(name),
            problem))
      }
      guard let words else { throw .startWords(.empty(path: name)) }
      guard
        let answered = answered(
          words, language, list: list, name: name, required: options.required)
      else {
        printError(
          messages(
            "Error: %s",
            messages("no start word in '%s' has an answer", Escaping.forDisplay(name))))
        return nil
      }
      return PlaySession.Source(startWords: answered, difficulty: level, minimumAnswers: 0)
    } catch {
      Languages.report(error)
      return nil
    }
  }

  /// The words of a `--roots` list that have a required answer, each other
  /// line said skipped, as `solve --roots` says it (`…: line 3: 'casa' has
  /// no answer of at least 3 letters to find; skipped`); nil when none has.
  private func answered(
    _ list: StartWords, _ language: GameLanguage, list bytes: [UInt8], name: String,
    required: String?
  ) -> StartWords? {
    let solver = language.solver()
    let lines = RootLines(list: bytes, language: language)
    var kept: [String] = []
    for word in list.words {
      if let solution = solver.solveKeys(word, minimumLength: minimumLength), solution.count == 0 {
        lines.warnNoAnswer(
          word, minimumLength: minimumLength, requiredList: required != nil, listName: name)
      } else {
        kept.append(word)
      }
    }
    guard !kept.isEmpty else { return nil }
    return kept.count == list.words.count ? list : StartWords(words: kept, path: list.path)
  }
}
