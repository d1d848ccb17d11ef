import WordScramble

/// `wordgame check`: judge answers read from files or standard input, one line
/// of output per answer.
struct CheckCommand: Subcommand {
  static let name = "check"
  static let usage =
    "wordgame check [--root <word>] [--dict <name|path>] [--min-length <n>] [--json] [--threads <n>] [<file> ...]"

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
      --threads <n>           Threads for a large input (over 8,192 lines); the
                              output is in input order either way. (default: 1
                              with --root, else the number of cores, at most 2)
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
    OptionSpec(name: "threads", value: "n"),
    OptionSpec(name: "help", short: "h"),
  ]

  var root: String?
  var dictionary = "en_US"
  var minimumLength = 3
  var format = BatchFormat.text
  var files: [String] = []
  var threads = 1

  init(arguments: [String]) throws(UsageError) {
    let parsed = try ArgumentParser.parse(arguments, options: Self.options)
    root = parsed.value("root")
    dictionary = parsed.value("dict") ?? dictionary
    minimumLength = try parsed.integer("min-length", default: 3, range: 1...100)
    if parsed.flags.contains("json") { format = .json }
    // With a start word most lines are settled in a few hundred nanoseconds
    // on the fast path, less than handing them to another thread costs; without
    // one, every line waits on the dictionary and two threads gain.
    let cores = min(2, max(1, SystemFiles.onlineProcessors))
    threads = try parsed.integer("threads", default: root == nil ? cores : 1, range: 1...64)
    files = parsed.positionals.isEmpty ? ["-"] : parsed.positionals
  }

  /// Lines judged together; an input that fills one batch is judged on all threads.
  static let batchSize = 8_192

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
    var sink = CheckSink(
      batch: BatchChecker(round: round, format: format), gathersLines: threads > 1)
    // One handle for every thread: libhunspell 1.7.1 crashed with two handles
    // spelling at once, so its calls are serialized anyway. The threads share
    // everything else: decoding, normalizing, the rules, formatting.
    let workers: [any SpellChecker] = Array(repeating: checker, count: threads)
    let output = Output(descriptor: 1)
    /// Judges the gathered lines on all threads (the input proved large).
    func judgeGathered() throws {
      sink.judgeGathered(workers: workers)
      try sink.batch.takeOutput { try output.write(bytes: $0) }
    }
    do {
      for input in inputs {
        var splitter = LineSplitter()
        // Lines gathered so far belong to the previous file: judge them first.
        if sink.lines.count > 0 { try judgeGathered() }
        sink.startFile()
        // Small reads keep each chunk's output (up to ~8x its size) in small
        // buffers: less memory, and a read costs about a microsecond.
        let readError = try input.readChunks(size: 8 * 1024) { chunk in
          splitter.feed(chunk, into: &sink)
          if sink.lines.count >= Self.batchSize { try judgeGathered() }
          try sink.batch.takeOutput { try output.write(bytes: $0) }
        }
        splitter.finish(into: &sink)
        if sink.lines.count > 0 { try judgeGathered() }
        try sink.batch.takeOutput { try output.write(bytes: $0) }
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
    let summary = sink.batch.summary
    printError(summary.description)
    return summary.rejected == 0 ? ExitStatus.success : ExitStatus.rejected
  }
}

/// Where `check`'s lines go: judged at once while the input is small (or one
/// thread is asked for), gathered into batches for all threads once it has
/// passed ``CheckCommand/batchSize`` lines.
struct CheckSink: LineSink {
  var batch: BatchChecker
  var lines = LineBatch()
  let gathersLines: Bool
  private var linesSeen = 0

  init(batch: BatchChecker, gathersLines: Bool) {
    self.batch = batch
    self.gathersLines = gathersLines
  }

  mutating func startFile() {
    batch.startFile()
    lines.startFile()
  }

  mutating func consume(_ line: UnsafeRawBufferPointer, droppedBytes: Int) {
    linesSeen += 1
    if gathersLines && linesSeen > CheckCommand.batchSize {
      lines.append(line, droppedBytes: droppedBytes)
    } else {
      batch.check(line: line, droppedBytes: droppedBytes)
    }
  }

  mutating func judgeGathered(workers: [any SpellChecker]) {
    batch.check(lines, workers: workers)
    lines.removeAll()
  }
}
