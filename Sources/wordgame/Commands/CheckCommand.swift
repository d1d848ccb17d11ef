import WordScramble

/// `wordgame check`: judge answers read from files or standard input, one line
/// of output per answer.
struct CheckCommand: Subcommand {
  static let name = "check"
  static let usage =
    "wordgame check [--root <word>] [--dict <name|path>] [--min-length <n>] [--json] [<file> ...]"

  static let help = """
    OVERVIEW: Check answers, one per line, as one round of Word Scramble.

    Answers are read from each FILE in order, or from standard input when no FILE
    is given or for '-'. With --root they are played as one round against that
    start word, so a word accepted earlier is "Word used already" later. Without
    --root the input is a plain word list: length, duplicates and the dictionary.

    USAGE: \(usage)

    ARGUMENTS:
      <file>                  Files of answers, one per line ('-' is standard input).

    OPTIONS:
      --root <word>           The start word to make words from.
      --dict <name|path>      A Hunspell dictionary: a name searched in $DICPATH and
                              the system folders, or a path to NAME.dic or NAME.
                              (default: en_US)
      --min-length <n>        The fewest letters an answer may have. (default: 3)
      --json                  Print JSON Lines instead of tab-separated lines.
      -h, --help              Show help information.

    OUTPUT:
      One line on standard output per non-blank input line, in input order:
        WORD<TAB>ok<TAB>POINTS           an accepted answer
        WORD<TAB>TITLE<TAB>MESSAGE       a rejected one
      WORD is the normalized answer, control characters escaped. A summary
      'N accepted, M rejected, score S' goes to standard error.

    EXIT STATUS:
      0 every answer accepted, 1 at least one rejected, 2 could not run.

    """

  static let options: [OptionSpec] = [
    OptionSpec(name: "root", value: "word"),
    OptionSpec(name: "dict", value: "name|path"),
    OptionSpec(name: "min-length", value: "n"),
    OptionSpec(name: "json"),
    OptionSpec(name: "help", short: "h"),
  ]

  var root: String?
  var dictionary = "en_US"
  var minimumLength = 3
  var format = BatchFormat.text
  var files: [String] = []

  init(arguments: [String]) throws(UsageError) {
    let parsed = try ArgumentParser.parse(arguments, options: Self.options)
    root = parsed.value("root")
    dictionary = parsed.value("dict") ?? dictionary
    minimumLength = try parsed.integer("min-length", default: 3, range: 1...100)
    if parsed.flags.contains("json") { format = .json }
    files = parsed.positionals.isEmpty ? ["-"] : parsed.positionals
  }

  /// Runs the check and returns the exit status.
  func run() -> Int32 {
    guard let checker = StartWordCheck.loadDictionary(dictionary),
      root.map({ StartWordCheck.isUsable($0, dictionary: checker) }) ?? true
    else { return ExitStatus.couldNotRun }
    var inputs: [InputFile] = []
    for path in files {
      switch InputFile.open(path) {
      case .success(let input): inputs.append(input)
      case .failure(let error):
        printError("Error: \(error.message)")
        inputs.forEach { $0.close() }
        return ExitStatus.couldNotRun
      }
    }
    defer { inputs.forEach { $0.close() } }

    let round = Round(startWord: root, minimumLength: minimumLength, dictionary: checker)
    var batch = BatchChecker(round: round, format: format)
    let output = Output(descriptor: 1)
    do {
      for input in inputs {
        var splitter = LineSplitter()
        batch.startFile()
        let readError = try input.readChunks { chunk in
          splitter.feed(chunk) { line, dropped in batch.check(line: line, droppedBytes: dropped) }
          try batch.takeOutput { try output.write(bytes: $0) }
        }
        splitter.finish { line, dropped in batch.check(line: line, droppedBytes: dropped) }
        try batch.takeOutput { try output.write(bytes: $0) }
        if let readError {
          try output.flush()
          printError("Error: \(readError)")
          return ExitStatus.couldNotRun
        }
      }
      try output.flush()
    } catch OutputError.closed {
      return ExitStatus.outputClosed
    } catch OutputError.failed(let reason) {
      printError("Error: cannot write the results: \(reason)")
      return ExitStatus.couldNotRun
    } catch {
      printError("Error: \(error)")
      return ExitStatus.couldNotRun
    }
    let summary = batch.summary
    printError(summary.description)
    return summary.rejected == 0 ? ExitStatus.success : ExitStatus.rejected
  }
}
