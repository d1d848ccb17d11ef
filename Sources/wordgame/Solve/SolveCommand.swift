import CommandLineOptions
import Rendering
import WordScramble

/// `wordgame solve`: every answer of one or more start words.
struct SolveCommand: Subcommand {
  static let name = "solve"
  static let abstract = "List every answer of a start word."
  static let discussion = """
    For each start word, prints every required answer the rules accept (from the
    minimum length up, the start word itself excluded), sorted by length and then
    alphabetically, one per line, then 'Bonus words (K): …' (the other accepted
    words, blocked words left out) and 'WORD: N answers, P points' (required
    answers only). Start words are separated by a blank line.
    """
  static let arguments = [Argument(name: "word", help: "Start words to solve.")]
  static let roots = Option(
    name: "roots", value: .text("file"),
    help:
      "Solve every start word in FILE ('-' is standard input), one per line, and print one summary line for each: WORD<TAB>ANSWERS<TAB>POINTS<TAB>BONUS<TAB>EVERY-LETTER<TAB>BAND (the required answers and their points, the bonus words, the answers that use every letter, and the band as --difficulty names it). Unusable lines are reported on standard error."
  )
  static let bruteForce = Option(
    name: "brute-force",
    help:
      "Check every arrangement of the letters with the dictionary instead of using the word list: slow (about 0.15 s a start word), for verification."
  )
  static let json = Option(
    name: "json",
    help:
      "JSON Lines: one object per start word, with its answers ({\"word\", \"answers\", \"bonus\", \"spellings\", \"allLetters\", \"count\", \"points\"}; with --roots {\"word\", \"count\", \"points\", \"bonusCount\", \"allLettersCount\", \"difficulty\"}); count and points are of the required answers."
  )
  static let options =
    [roots] + WordListOptions.all + [
      CommonOptions.minimumLength, bruteForce, CommonOptions.format, json,
    ]
  static let sections = """
    The first solve with a dictionary builds its word list (about a second for
    en_US) and caches it in $XDG_CACHE_HOME/wordgame (default ~/.cache/wordgame).

    EXIT STATUS:
      0 solved; 1 some --roots lines were unusable; 2 could not run (a start word
      that is not a word, an unknown dictionary, an unreadable file).
    """

  var words: [String]
  var rootsFile: String?
  var lists: WordListOptions
  var minimumLength: Int
  var renderer: any Renderer
  var useBruteForce: Bool

  init(parsed: ParsedArguments) throws(UsageError) {
    words = parsed.positionals
    rootsFile = parsed.text(Self.roots)
    if words.isEmpty && rootsFile == nil {
      throw UsageError("Missing start word: give one or more, or --roots <file>")
    }
    if !words.isEmpty && rootsFile != nil {
      throw UsageError("Give start words or --roots, not both")
    }
    lists = WordListOptions(parsed)
    minimumLength = try parsed.integer(CommonOptions.minimumLength)
    renderer = try CommonOptions.outputFormat(parsed, json: Self.json).renderer(in: messages)
    useBruteForce = parsed.has(Self.bruteForce)
  }

  func run() -> Int32 {
    var list: [UInt8]?
    guard InputFile.readRoots(rootsFile, into: &list) else { return ExitStatus.couldNotRun }
    // Brute force verifies with Hunspell itself, never with the word list.
    let need: WordListNeed =
      useBruteForce
      ? .hunspellOnly
      : rootsFile == "-"
        ? .all : .rounds(on: words + WordListNeed.lines(ofList: list ?? []), drawing: false)
    guard
      let language = lists.open(need: need),
      let (roots, skipped) = startWords(language, list: list)
    else {
      return ExitStatus.couldNotRun
    }
    var solver = self.solver(language)
    if roots.count > 20 { solver.prepareForManyStartWords() }
    var skippedAny = skipped
    var solvable: [String] = []
    let lines = RootLines(list: list ?? [], language: language)
    for root in roots {
      guard
        let problem = GameLanguageError.unsolvable(
          root, solver: solver, minimumLength: minimumLength)
      else {
        solvable.append(root)
        continue
      }
      guard rootsFile != nil else {
        printError(WordGame.errorLine(described(problem)))
        return ExitStatus.couldNotRun
      }
      warnSkipped(described(problem), root: root, lines: lines)
      skippedAny = true
    }
    do throws(OutputError) {
      let written = try write(solvable, solver: solver, language: language, lines: lines)
      if written < solvable.count { skippedAny = true }
      // Every line skipped, each said why: the list as a whole has none.
      if let listName, written == 0 {
        let none =
          rootsFile == "-"
          ? messages("no start word on standard input has an answer")
          : messages("no start word in '%s' has an answer", Escaping.forDisplay(listName))
        printError(WordGame.errorLine(none))
        // Every line unusable is some lines unusable: the help's status 1.
        return ExitStatus.rejected
      }
    } catch {
      return ExitStatus.of(error, writing: messages("the results"))
    }
    if language.files.hasFailed {
      printError(
        messages(
          "Error: the dictionary's spell checker failed on some words; those words are left out"))
      return ExitStatus.couldNotRun
    }
    return skippedAny ? ExitStatus.rejected : ExitStatus.success
  }

  /// Solves `roots` and writes each solution (with `--roots`, its summary,
  /// banded by the language's own start words). Returns how many were
  /// written: a `--roots` word without a required answer is no start word,
  /// skipped.
  private func write(
    _ roots: [String], solver: Solver, language: GameLanguage, lines: RootLines
  ) throws(OutputError) -> Int {
    let output = Output(descriptor: StandardStreams.current.output)
    try output.write(renderer.header(.solutions(summaryOnly: rootsFile != nil)))
    let (spelled, bands) = (language.spelling, rootsFile == nil ? nil : try? language.startWords())
    var written = 0
    for (index, root) in roots.enumerated() {
      let solution = solver.solveKeys(root, minimumLength: minimumLength)!
      if rootsFile != nil && solution.count == 0 {
        lines.warnNoAnswer(
          root, minimumLength: minimumLength, requiredList: lists.requiredFile != nil,
          listName: listName)
        continue
      }
      written += 1
      try output.write(
        rootsFile == nil
          ? renderer.solution(
            solution, spelled: spelled, language: language.letterRules.language,
            summaryOnly: false, isFirst: index == 0)
          : renderer.summary(
            solution, difficulty: bands?.difficulty(answerCount: solution.count),
            spelled: spelled))
    }
    try output.flush()
    return written
  }

  /// Says a `--roots` line is skipped and why, naming the line as the list's
  /// other warnings do (`standard input: line 2: …`).
  private func warnSkipped(_ reason: String, root: String, lines: RootLines) {
    lines.warnSkipped(reason, root: root, listName: listName)
  }

  /// The `--roots` list as its warnings name it (standard input in the
  /// language's words), or nil without one.
  private var listName: String? { rootsFile.map(RootLines.listName) }

  /// The language's solver: with each start word's own list when the whole
  /// list is not cached yet (a solver without them checked every arrangement
  /// with Hunspell: minutes for a French word); Hunspell alone for brute force.
  private func solver(_ language: GameLanguage) -> Solver {
    guard useBruteForce else { return language.solver() }
    return Solver(
      dictionary: language.dictionary, lexicon: nil, tiers: language.tiers, rules: language.rules)
  }

  /// The start words to solve and whether some lines of a list were skipped,
  /// or nil (after saying why) when there are none to solve.
  private func startWords(_ language: GameLanguage, list bytes: [UInt8]?) -> ([String], Bool)? {
    guard let rootsFile, let bytes else {
      for word in words where !Languages.isUsableStartWord(word, in: language) { return nil }
      return (words.map(Normalization.answer), false)
    }
    let name = listName ?? rootsFile
    do throws(GameLanguageError) {
      let (list, problems) = try language.startWords(list: bytes, path: name, messages: messages)
      for problem in problems {
        printError(
          messages(
            "Warning: %s: %s; skipped", Escaping.forDisplay(name),
            problem))
      }
      guard let list else {
        // Standard input is no file to quote: said as the language says it.
        guard rootsFile != "-" else {
          printError(WordGame.errorLine(messages("no start words on standard input")))
          return nil
        }
        throw .startWords(.empty(path: name))
      }
      return (list.words, !problems.isEmpty)
    } catch {
      Languages.report(error)
      return nil
    }
  }
}
