import WordScramble

/// `wordgame solve`: every answer of one or more start words.
struct SolveCommand: Subcommand {
  static let name = "solve"
  static let usage =
    "wordgame solve (<word> ... | --roots <file>) [--dict <name|path>] [--min-length <n>] [--json] [--brute-force]"

  static let help = """
    OVERVIEW: List every answer of a start word.

    For each start word, prints every answer the rules accept (from the minimum
    length up, the start word itself excluded), sorted by length and then
    alphabetically, one per line, then 'WORD: N answers, P points'. Start words
    are separated by a blank line.

    USAGE: \(usage)

    ARGUMENTS:
      <word>                  Start words to solve.

    OPTIONS:
      --roots <file>          Solve every start word in FILE ('-' is standard input),
                              one per line, and print one summary line for each:
                              WORD<TAB>ANSWERS<TAB>POINTS. Unusable lines are
                              reported on standard error.
      --dict <name|path>      A Hunspell dictionary: a name searched in $DICPATH and
                              the system folders, or a path to NAME.dic or NAME.
                              (default: en_US)
      --min-length <n>        The fewest letters an answer may have. (default: 3)
      --brute-force           Check every arrangement of the letters with the
                              dictionary instead of using the word list: slow
                              (about 0.15 s a start word), for verification.
      --json                  JSON Lines: one object per start word, with its
                              answers ({"word","answers","count","points"}; with
                              --roots {"word","count","points"}).
      -h, --help              Show help information.

    The first solve with a dictionary builds its word list (about a second for
    en_US) and caches it in $XDG_CACHE_HOME/wordgame (default ~/.cache/wordgame).

    EXIT STATUS:
      0 solved; 1 some --roots lines were unusable; 2 could not run (a start word
      that is not a word, an unknown dictionary, an unreadable file).

    """

  static let options: [OptionSpec] = [
    OptionSpec(name: "roots", value: "file"),
    OptionSpec(name: "dict", value: "name|path"),
    OptionSpec(name: "min-length", value: "n"),
    OptionSpec(name: "json"),
    OptionSpec(name: "brute-force"),
    OptionSpec(name: "help", short: "h"),
  ]

  var words: [String]
  var rootsFile: String?
  var dictionary = "en_US"
  var minimumLength = 3
  var json = false
  var bruteForce = false

  init(arguments: [String]) throws(UsageError) {
    let parsed = try ArgumentParser.parse(arguments, options: Self.options)
    words = parsed.positionals
    rootsFile = parsed.value("roots")
    if words.isEmpty && rootsFile == nil {
      throw UsageError(message: "Missing start word: give one or more, or --roots <file>")
    }
    if !words.isEmpty && rootsFile != nil {
      throw UsageError(message: "Give start words or --roots, not both")
    }
    dictionary = parsed.value("dict") ?? dictionary
    minimumLength = try parsed.integer("min-length", default: 3, range: 1...100)
    json = parsed.flags.contains("json")
    bruteForce = parsed.flags.contains("brute-force")
  }

  func run() -> Int32 {
    guard let checker = StartWordCheck.loadDictionary(dictionary) else {
      return ExitStatus.couldNotRun
    }
    var roots: [String]
    var skipped = false
    if let rootsFile {
      let path = rootsFile == "-" ? "/dev/stdin" : rootsFile
      do {
        let (list, problems) = try StartWords.checked(contentsOf: path, dictionary: checker)
        let name = rootsFile == "-" ? "standard input" : rootsFile
        for problem in problems { printError("Warning: \(name): \(problem); skipped") }
        skipped = !problems.isEmpty
        roots = list.words
      } catch {
        printError("Error: \(error)")
        return ExitStatus.couldNotRun
      }
    } else {
      for word in words where !StartWordCheck.isUsable(word, dictionary: checker) {
        return ExitStatus.couldNotRun
      }
      roots = words.map(Normalization.answer)
    }

    var solver =
      bruteForce
      ? Solver(dictionary: checker, lexicon: nil) : LexiconCache.solver(for: checker)
    if roots.count > 20 { solver.prepareForManyStartWords() }
    let output = Output(descriptor: 1)
    do throws(OutputError) {
      for (index, root) in roots.enumerated() {
        let solution = solver.solve(root, minimumLength: minimumLength)
        try output.write(format(solution, isFirst: index == 0))
      }
      try output.flush()
    } catch {
      switch error {
      case .closed: return ExitStatus.outputClosed
      case .failed(let reason):
        printError("Error: cannot write the results: \(reason)")
        return ExitStatus.couldNotRun
      }
    }
    return skipped ? ExitStatus.rejected : ExitStatus.success
  }

  private func format(_ solution: Solution, isFirst: Bool) -> String {
    let word = Escaping.forDisplay(solution.startWord)
    let summaryOnly = rootsFile != nil
    if json {
      var line = "{\"word\":\"\(Escaping.forJSON(solution.startWord))\""
      if !summaryOnly {
        line +=
          ",\"answers\":["
          + solution.answers.map { "\"" + Escaping.forJSON($0) + "\"" }.joined(separator: ",") + "]"
      }
      return line + ",\"count\":\(solution.count),\"points\":\(solution.points)}\n"
    }
    if summaryOnly { return "\(word)\t\(solution.count)\t\(solution.points)\n" }
    var text = isFirst ? "" : "\n"
    for answer in solution.answers { text += Escaping.forDisplay(answer) + "\n" }
    let noun = solution.count == 1 ? "answer" : "answers"
    return text + "\(word): \(solution.count) \(noun), \(solution.points) points\n"
  }
}
