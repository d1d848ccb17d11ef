import WordScramble

/// `wordgame play` (and `wordgame` alone): a round of Word Scramble in the terminal.
struct PlayCommand: Subcommand {
  static let name = "play"
  static let usage =
    "wordgame play [--root <word> | --roots <file>] [--difficulty easy|medium|hard] [--seed <n>] [--dict <name|path>] [--min-length <n>] [--new]"

  static let help = """
    OVERVIEW: Play Word Scramble: make words from the letters of a start word.

    USAGE: \(usage)

    OPTIONS:
      --root <word>           Play this start word instead of a random one.
      --roots <file>          Draw start words from this list (one per line); every
                              line is checked and the unusable ones are reported.
      --difficulty <level>    easy, medium or hard: a start word with many answers
                              (119 or more), a middling number (71 to 118), or few
                              (70 or fewer); each band holds a third of the list.
      --seed <n>              Make the choice of start words, shuffles and hints
                              repeatable.
      --dict <name|path>      A Hunspell dictionary: a name searched in $DICPATH and
                              the system folders, or a path to NAME.dic or NAME.
                              (default: en_US)
      --min-length <n>        The fewest letters an answer may have. (default: 3)
      --new                   Start a new round even if one is unfinished (that
                              one counts as abandoned).
      -h, --help              Show help information.

    COMMANDS (type them instead of a word):
    \(PlaySession.Command.allCases.map { "  :" + $0.rawValue + String(repeating: " ", count: max(0, 22 - $0.rawValue.count)) + $0.summary }.joined(separator: "\n"))

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

  static let options: [OptionSpec] = [
    OptionSpec(name: "root", value: "word"),
    OptionSpec(name: "roots", value: "file"),
    OptionSpec(name: "seed", value: "n"),
    OptionSpec(name: "difficulty", value: "level"),
    OptionSpec(name: "dict", value: "name|path"),
    OptionSpec(name: "min-length", value: "n"),
    OptionSpec(name: "new"),
    OptionSpec(name: "help", short: "h"),
  ]

  var root: String?
  var startNew = false
  var dictionaryGiven = false
  var minimumLengthGiven = false
  var rootsFile: String?
  var seed: UInt64?
  var difficulty: Difficulty?
  var dictionary = "en_US"
  var minimumLength = 3

  init(arguments: [String]) throws(UsageError) {
    let parsed = try ArgumentParser.parse(arguments, options: Self.options)
    if let extra = parsed.positionals.first {
      throw UsageError(message: "Unexpected argument '\(extra)'")
    }
    root = parsed.value("root")
    rootsFile = parsed.value("roots")
    if root != nil && rootsFile != nil {
      throw UsageError(message: "Give either --root or --roots, not both")
    }
    if let text = parsed.value("seed") {
      guard let value = UInt64(text) else {
        throw UsageError(
          message:
            "The value '\(text)' is invalid for '--seed': expected a whole number from 0 to \(UInt64.max)"
        )
      }
      seed = value
    }
    if let text = parsed.value("difficulty") {
      guard let level = Difficulty(rawValue: text) else {
        throw UsageError(
          message:
            "The value '\(text)' is invalid for '--difficulty': expected easy, medium or hard")
      }
      guard root == nil else {
        throw UsageError(message: "--difficulty picks a start word; it does not go with --root")
      }
      difficulty = level
    }
    dictionary = parsed.value("dict") ?? dictionary
    minimumLength = try parsed.integer("min-length", default: 3, range: 1...100)
    startNew = parsed.flags.contains("new")
    dictionaryGiven = parsed.value("dict") != nil
    minimumLengthGiven = parsed.value("min-length") != nil
  }

  /// Whether a saved round fits the options given: a start word, dictionary or
  /// minimum length asked for that differs from the saved round's means a new round.
  func matches(_ saved: SavedRound) -> Bool {
    if let root, Normalization.answer(root) != saved.startWord { return false }
    if rootsFile != nil || difficulty != nil { return false }
    if dictionaryGiven && dictionary != saved.dictionary { return false }
    if minimumLengthGiven && minimumLength != saved.minimumLength { return false }
    return true
  }

  /// Plays until the player quits, input ends or a signal arrives; returns the exit status.
  func run() -> Int32 {
    let environment = SystemFiles.environment
    let persistence = Persistence(environment: environment)
    var resumed: SavedRound? = persistence.loadRound()
    if let saved = resumed, startNew || !matches(saved) {
      // Given up for a new round: it counts as abandoned.
      if let checker = StartWordCheck.loadDictionary(saved.dictionary, quiet: true) {
        let session = PlaySession(
          resuming: saved, source: PlaySession.Source(startWords: []),
          solver: LexiconCache.solver(for: checker))
        persistence.record([Statistics.Outcome(game: session.game, finished: false)])
      } else {
        persistence.record([
          Statistics.Outcome(
            finished: false, words: saved.words, score: saved.score, possiblePoints: 0,
            rank: .beginner)
        ])
      }
      persistence.removeRound()
      resumed = nil
    }
    let dictionaryName = resumed?.dictionary ?? dictionary
    guard let checker = StartWordCheck.loadDictionary(dictionaryName) else {
      return ExitStatus.couldNotRun
    }
    var fixedRoot: String?
    var startWords: [String] = []
    if let root {
      guard StartWordCheck.isUsable(root, dictionary: checker) else {
        return ExitStatus.couldNotRun
      }
      fixedRoot = Normalization.answer(root)
    } else if let rootsFile {
      do {
        let (list, problems) = try StartWords.checked(contentsOf: rootsFile, dictionary: checker)
        for problem in problems { printError("Warning: \(rootsFile): \(problem); skipped") }
        startWords = list.words
      } catch {
        printError("Error: \(error)")
        return ExitStatus.couldNotRun
      }
    } else {
      do {
        startWords = try StartWords.bundled().words
      } catch {
        printError("Error: \(error)")
        return ExitStatus.couldNotRun
      }
    }

    let style = TerminalStyle.detect(environment: environment)
    let output = Output(descriptor: 1)
    let source = PlaySession.Source(
      startWords: startWords, fixedRoot: fixedRoot, difficulty: difficulty,
      minimumAnswers: rootsFile == nil ? 10 : 0)
    let solver = LexiconCache.solver(for: checker)
    let seed = resumed?.seed ?? self.seed
    var session =
      resumed.map { PlaySession(resuming: $0, source: source, solver: solver) }
      ?? PlaySession(
        source: source, solver: solver, minimumLength: minimumLength,
        generator: SeededGenerator(seed: seed ?? UInt64.random(in: .min ... .max)))
    var savedRevision = -1
    func save() {
      if session.revision != savedRevision {
        persistence.save(session.savedRound(dictionary: dictionaryName, seed: seed))
        savedRevision = session.revision
      }
      persistence.record(session.takeEndedRounds())
    }
    var reader: any LineReader =
      style.editsLines
      ? EditLineReader()
      : PlainLineReader(descriptor: 0, showsPrompt: style.isInteractive, output: output)
    Signals.catchInterrupts()

    func show(_ lines: [ShownLine]) throws(OutputError) {
      for line in lines { try output.write(style.render(line.text, line.style)) }
    }
    do {
      if style.isInteractive {
        try show([ShownLine(text: "Make words from the letters. Type :help for commands.")])
      }
      try show(resumed == nil ? session.opening() : session.resumption())
      save()
      var isFirstLine = true
      while true {
        try output.flush()
        switch reader.next(prompt: "> ") {
        case .line(let bytes, let dropped):
          let line = bytes.withUnsafeBytes {
            InputLine.decode($0, droppedBytes: dropped, isFirstLine: isFirstLine)
          }
          isFirstLine = false
          try show(session.handle(line))
          if session.ending != nil {
            persistence.record(session.takeEndedRounds())
            persistence.removeRound()
            try output.flush()
            return ExitStatus.success
          }
          save()
        case .end:
          if style.isInteractive { try output.write("\n") }
          try show(session.finish())
          persistence.record(session.takeEndedRounds())
          persistence.removeRound()
          try output.flush()
          return ExitStatus.success
        case .interrupted(let signal):
          // The round stays unfinished and saved: the next game resumes it.
          save()
          if style.isInteractive { try output.write("\n") }
          try show(session.summary(reveal: false))
          if persistence.store != nil {
            try show([ShownLine(text: "Round saved: run wordgame again to resume it.")])
          }
          try output.flush()
          return 128 + signal
        }
      }
    } catch {
      // Standard output is gone (closed or failing): nothing more can be shown.
      if case .failed(let reason) = error {
        printError("Error: cannot write to standard output: \(reason)")
        return ExitStatus.couldNotRun
      }
      return ExitStatus.outputClosed
    }
  }
}
