import Foundation
import WordScramble

/// `wordgame play` (and `wordgame` alone): a round of Word Scramble in the terminal.
struct PlayCommand: Subcommand {
  static let name = "play"
  static let usage =
    "wordgame play [--root <word> | --roots <file>] [--difficulty easy|medium|hard] [--seed <n>] [--dict <name|path>] [--min-length <n>]"

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
      -h, --help              Show help information.

    COMMANDS (type them instead of a word):
    \(PlaySession.Command.allCases.map { "  :" + $0.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

    On a terminal you get line editing, history (Up, Ctrl-R) and colour (not with
    NO_COLOR or TERM=dumb). Piped input gives one plain line per answer.
    After each word: the score and words found of the round's total, and the rank
    when it changes (ten steps by the share of points; the top one, Perfect, for
    finding every word). A hint costs one point.
    Ctrl-D or :quit ends the game showing the words missed and the summary
    (exit 0); Ctrl-C ends it the same way with exit status 130.

    """

  static let options: [OptionSpec] = [
    OptionSpec(name: "root", value: "word"),
    OptionSpec(name: "roots", value: "file"),
    OptionSpec(name: "seed", value: "n"),
    OptionSpec(name: "difficulty", value: "level"),
    OptionSpec(name: "dict", value: "name|path"),
    OptionSpec(name: "min-length", value: "n"),
    OptionSpec(name: "help", short: "h"),
  ]

  var root: String?
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
  }

  /// Plays until the player quits, input ends or a signal arrives; returns the exit status.
  func run() -> Int32 {
    guard let checker = StartWordCheck.loadDictionary(dictionary) else {
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

    let style = TerminalStyle.detect(environment: ProcessInfo.processInfo.environment)
    let output = Output(descriptor: 1)
    let source = PlaySession.Source(
      startWords: startWords, fixedRoot: fixedRoot, difficulty: difficulty,
      minimumAnswers: rootsFile == nil ? 10 : 0)
    var session = PlaySession(
      source: source, solver: LexiconCache.solver(for: checker), minimumLength: minimumLength,
      generator: SeededGenerator(seed: seed ?? UInt64.random(in: .min ... .max)))
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
      try show(session.opening())
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
            try output.flush()
            return ExitStatus.success
          }
        case .end:
          if style.isInteractive { try output.write("\n") }
          try show(session.summary(reveal: true))
          try output.flush()
          return ExitStatus.success
        case .interrupted(let signal):
          if style.isInteractive { try output.write("\n") }
          try show(session.summary(reveal: true))
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
