import WordScramble

/// `wordgame play` (and `wordgame` alone): a round of Word Scramble in the terminal.
struct PlayCommand: Subcommand {
  static let name = "play"
  static let abstract = "Play a round in the terminal (the default)."
  static let discussion = "Make words from the letters of a start word."
  static let root = Option(
    name: "root", value: .text("word"), help: "Play this start word instead of a random one.")
  static let difficulty = Option(
    name: "difficulty", value: .choice("level", choices: Difficulty.allCases.map(\.rawValue)),
    help:
      "easy, medium or hard: a start word with many answers (119 or more), a middling number (71 to 118), or few (70 or fewer); each band holds a third of the list."
  )
  static let seed = Option(
    name: "seed", value: .unsigned("n"),
    help: "Make the choice of start words, shuffles and hints repeatable.")
  static let startNew = Option(
    name: "new",
    help: "Start a new round even if one is unfinished (that one counts as abandoned).")
  static let options = [
    root, CommonOptions.roots, difficulty, seed, CommonOptions.dictionary,
    CommonOptions.minimumLength, startNew,
  ]
  static var sections: String {
    """
    COMMANDS (type them instead of a word):
    \(PlayCommandWord.allCases.map { HelpText.row(":" + $0.rawValue, $0.summary) }.joined())
    On a terminal you get line editing, history (Up, Ctrl-R) and colour (not with
    NO_COLOR or TERM=dumb). Piped input gives one plain line per answer.
    After each word: the score and words found of the round's total, and the rank
    when it changes (ten steps by the share of points; the top one, Perfect, for
    finding every word). A hint costs one point.
    Ctrl-D or :quit ends the game showing the words missed and the summary
    (exit 0). Ctrl-C (or SIGTERM, or a closed terminal) leaves the round
    unfinished: it is saved after every word, and the next 'wordgame' resumes it
    (exit 130, or 128 + the signal). Rounds and statistics are kept in
    $XDG_STATE_HOME/wordgame (default ~/.local/state/wordgame).
    """
  }

  var root: String?
  var rootsFile: String?
  var level: Difficulty?
  var seed: UInt64?
  var dictionary: String?
  var minimumLength: Int
  var minimumLengthGiven: Bool
  var startsNew: Bool

  init(parsed: ParsedArguments) throws(UsageError) {
    if let extra = parsed.positionals.first {
      throw UsageError(message: "Unexpected argument '\(extra)'")
    }
    root = parsed.text(Self.root)
    rootsFile = parsed.text(CommonOptions.roots)
    if root != nil && rootsFile != nil {
      throw UsageError(message: "Give either --root or --roots, not both")
    }
    seed = try parsed.unsigned(Self.seed)
    level = try parsed.choice(Self.difficulty).flatMap(Difficulty.init(rawValue:))
    if level != nil && root != nil {
      throw UsageError(message: "--difficulty picks a start word; it does not go with --root")
    }
    dictionary = parsed.text(CommonOptions.dictionary)
    minimumLength = try parsed.integer(CommonOptions.minimumLength)
    minimumLengthGiven = parsed.has(CommonOptions.minimumLength)
    startsNew = parsed.has(Self.startNew)
  }

  /// Whether a saved round fits the options given: a start word, dictionary or
  /// minimum length asked for that differs from the saved round's means a new round.
  func matches(_ saved: SavedRound) -> Bool {
    if let root, Normalization.answer(root) != saved.startWord { return false }
    if rootsFile != nil || level != nil { return false }
    if let dictionary, dictionary != saved.dictionary { return false }
    if minimumLengthGiven && minimumLength != saved.minimumLength { return false }
    return true
  }

  /// Plays until the player quits, input ends or a signal arrives; returns the exit status.
  func run() -> Int32 {
    let environment = SystemFiles.environment
    let persistence = Persistence(environment: environment)
    var resumed = persistence.loadRound()
    if let saved = resumed, startsNew || !matches(saved) {
      persistence.abandon(saved)
      resumed = nil
    }
    let dictionaryName = resumed?.dictionary ?? dictionary ?? "en_US"
    guard let checker = Dictionaries.load(dictionaryName), let source = source(checker) else {
      return ExitStatus.couldNotRun
    }
    let solver = Dictionaries.solver(for: checker)
    var session =
      resumed.map { PlaySession(resuming: $0, source: source, solver: solver) }
      ?? PlaySession(
        source: source, solver: solver, minimumLength: minimumLength,
        identity: .init(dictionary: dictionaryName, seed: seed))
    var loop = PlayLoop(
      style: TerminalStyle.detect(environment: environment), persistence: persistence)
    return loop.run(&session, resumed: resumed != nil)
  }

  /// Where start words come from, or nil (after saying why) when there are none.
  private func source(_ dictionary: HunspellDictionary) -> PlaySession.Source? {
    if let root {
      guard Dictionaries.isUsableStartWord(root, dictionary: dictionary) else { return nil }
      return PlaySession.Source(fixedRoot: Normalization.answer(root))
    }
    do {
      guard let rootsFile else {
        return PlaySession.Source(startWords: try StartWords.bundled(), difficulty: level)
      }
      let (list, problems) = try StartWords.checked(contentsOf: rootsFile, dictionary: dictionary)
      for problem in problems { printError("Warning: \(rootsFile): \(problem); skipped") }
      return PlaySession.Source(startWords: list, difficulty: level, minimumAnswers: 0)
    } catch {
      printError("Error: \(error)")
      return nil
    }
  }
}
