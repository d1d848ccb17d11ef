import CommandLineOptions
import Rendering
import WordScramble
import WordScrambleBatch

/// `wordgame check`: judge answers read from files or standard input, one line
/// of output per answer.
struct CheckCommand: Subcommand {
  static let name = "check"
  static let abstract = "Check answers read from files or standard input."
  static let discussion = """
    Answers are read from each FILE in order, or from standard input when no FILE
    is given or for '-'. With --root they are played as one round against that
    start word, so a word accepted earlier is "Word used already" later. Without
    --root the input is a plain word list: length, duplicates and the dictionary.
    """
  static let arguments = [
    Argument(name: "file", help: "Files of answers, one per line ('-' is standard input).")
  ]
  static let json = Option(name: "json", help: "Print JSON Lines instead of tab-separated lines.")
  static let threadsOption = Option(
    name: "threads", value: .integer("n", range: 1...64, default: 1),
    help:
      "Threads for a large input (over 8,192 lines); the output is in input order either way.",
    defaultText:
      "1 with --root, or with the word list for under 1 MiB of input; else the cores, at most 2")
  static let options =
    [CommonOptions.root] + WordListOptions.all + [
      CommonOptions.minimumLength, CommonOptions.format, json, threadsOption,
    ]
  static let sections = """
    OUTPUT:
      One line on standard output per non-blank input line, in input order:
        WORD<TAB>ok<TAB>POINTS           an accepted answer
        WORD<TAB>ok<TAB>POINTS<TAB>bonus a bonus word
        WORD<TAB>TITLE<TAB>MESSAGE       a rejected one
      WORD is the normalized answer, control characters escaped. A bonus word
      (accepted, not on the required list) is an accepted answer; JSON adds
      "bonus":true. A blocked word is "Word not allowed", a word of --block
      "Word left out". A summary 'N accepted, M rejected, score S' goes to
      standard error.

    EXIT STATUS:
      0 every answer accepted, 1 at least one rejected, 2 could not run or the
      dictionary failed on a word ('Dictionary error': its spell checker crashed).
    """

  var root: String?
  var lists: WordListOptions
  var minimumLength: Int
  var format = OutputFormat.text
  var files: [InputFile]
  var threads: Int
  var threadsGiven: Bool

  init(parsed: ParsedArguments) throws(UsageError) {
    root = parsed.text(CommonOptions.root)
    lists = WordListOptions(parsed)
    minimumLength = try parsed.integer(CommonOptions.minimumLength)
    format = try CommonOptions.outputFormat(parsed, json: Self.json)
    // With a start word most lines are settled in a few hundred nanoseconds
    // on the fast path, less than handing them to another thread costs; without
    // one, every line waits on the dictionary and two threads gain.
    let cores = min(2, SystemFiles.onlineProcessors)
    threads =
      parsed.has(Self.threadsOption)
      ? try parsed.integer(Self.threadsOption) : root == nil ? cores : 1
    threadsGiven = parsed.has(Self.threadsOption)
    files = (parsed.positionals.isEmpty ? ["-"] : parsed.positionals).map(InputFile.init)
  }

  /// Runs the check and returns the exit status.
  func run() -> Int32 {
    let inputBytes = files.reduce(0) { $0 + ($1.regularFileSize ?? 0) }
    guard
      let language = lists.open(need: .lookups(root: root, large: inputBytes >= 1 << 20)),
      root.map({ Languages.isUsableStartWord($0, in: language) }) ?? true
    else { return ExitStatus.couldNotRun }
    do {
      for file in files { try file.checkReadable() }
    } catch {
      printError(WordGame.errorLine(described(error)))
      return ExitStatus.couldNotRun
    }
    let round = language.round(startWord: root, minimumLength: minimumLength)
    // The word list answers a line in about a hundred nanoseconds. With a
    // start word (most lines settled on the fast path) one thread stays within
    // memory's goal (a second keeps batches: 15 MB against 40 MB); a small
    // input gains nothing from another thread. Without one, on a large input,
    // the second core prejudges a batch while this one reads the next and
    // settles the last, both making its lookups (10 M lines: 1.0 s, 0.6 s);
    // on a busy machine the checker falls back to one thread by itself.
    let onOneThread = root != nil || inputBytes < 1 << 20
    let threads = language.answersFromWordList && !threadsGiven && onOneThread ? 1 : self.threads
    var renderer = format.renderer(in: messages)
    if var text = renderer as? TextRenderer {
      text.allowsVulgarWords = lists.allowsVulgarWords
      renderer = text
    }
    var batch = BatchChecker(round: round, renderer: renderer, threads: threads)
    let output = Output(descriptor: StandardStreams.current.output)
    do {
      try output.write(renderer.verdictsHeader)
      for file in files {
        defer { batch.endOfFile() }
        // Small reads keep each chunk's output (up to ~8x its size) in small buffers.
        try file.readChunks(size: 32 * 1024) { chunk in
          batch.read(bytes: chunk)
          try batch.takeOutput { try output.write(bytes: $0) }
        }
      }
      try batch.takeOutput { try output.write(bytes: $0) }
      try output.flush()
    } catch let error as OutputError {
      return ExitStatus.of(error, writing: messages("the results"))
    } catch {
      // A file that failed part-way: its lines read so far are judged and shown.
      try? batch.takeOutput { try output.write(bytes: $0) }
      try? output.flush()
      printError(WordGame.errorLine(described(error)))
      return ExitStatus.couldNotRun
    }
    printError(batch.summary.description(in: messages))
    if batch.summary.dictionaryErrors > 0 { return ExitStatus.couldNotRun }
    return batch.summary.rejected == 0 ? ExitStatus.success : ExitStatus.rejected
  }
}
