#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CommandLineOptions
import Rendering
import WordScramble
import WordScrambleBatch

/// `wordgame stats`: the player's history across rounds.
struct StatsCommand: Subcommand {
  static let name = "stats"
  static let abstract = "Show your statistics across rounds."
  static let json = Option(name: "json", help: "Print the statistics as one JSON object.")
  static let reset = Option(
    name: "reset", help: "Erase the statistics. Asks first on a terminal; elsewhere it needs --yes."
  )
  static let yes = Option(name: "yes", help: "Do not ask before --reset.")
  static let dictionary = Option(
    name: "dict", value: .text("name|path"),
    help: "Show the statistics of the rounds played with this dictionary (pl is pl_PL).")
  static let screenReader = Option(
    name: "screen-reader",
    help:
      "Say lengths in words and the ranks without bars, for a screen reader (also WORDGAME_SCREEN_READER=1 or ACCESSIBLE=1)."
  )
  static let options = [CommonOptions.format, json, dictionary, reset, yes, screenReader]
  static let sections = """
    Statistics live in $XDG_STATE_HOME/wordgame/statistics.json (default
    ~/.local/state/wordgame). A round counts as finished when it ends with :quit,
    :reveal, its last required word or the end of input, and as abandoned when
    given up with :new, 'wordgame play --new' or other options. A round in which
    nothing was played (no answer, no hint) counts for nothing. Scores count
    required answers only; the best score and share are of untimed rounds, and
    timed rounds (play --time) keep theirs apart, one for each length. The streak
    counts finished rounds in a row at the top rank (Perfect: every required word
    found). The daily streak counts the days in a row today's daily puzzle was
    played with a word found (archive and future days never count). Each
    dictionary keeps the same statistics of its own rounds, under its installed
    name (en_US, de_DE; --dict de is de_DE): --dict NAME shows them; the text and
    JSON list the rounds of each.
    Each dictionary's daily puzzle has a streak of its own, and its longest; the
    daily puzzles played to their end are counted with the ranks they reached,
    drawn as a bar chart.
    """

  var renderer: any Renderer
  var dictionary: String?
  var resets: Bool
  var confirmed: Bool
  var screenReader: Bool

  init(parsed: ParsedArguments) throws(UsageError) {
    if let extra = parsed.positionals.first {
      throw UsageError("Unexpected argument '%s'", extra)
    }
    renderer = try CommonOptions.outputFormat(parsed, json: Self.json).renderer(in: messages)
    resets = parsed.has(Self.reset)
    confirmed = parsed.has(Self.yes)
    screenReader = parsed.has(Self.screenReader)
    if confirmed && !resets { throw UsageError("--yes goes with --reset") }
    dictionary = parsed.text(Self.dictionary)
    if dictionary != nil && resets {
      throw UsageError("--reset erases every dictionary's")
    }
  }

  func run() -> Int32 { run(in: .system()) }

  /// Shows the statistics kept in `world`'s state folder, the daily streak as
  /// of its day, on its output.
  func run(in world: PlayWorld) -> Int32 {
    guard let folder = StateStore.defaultFolder(environment: world.environment) else {
      printError(messages("Error: no place for statistics: set HOME or XDG_STATE_HOME"))
      return ExitStatus.couldNotRun
    }
    var store = StateStore(folder: folder)
    store.lockProblem = { printError(messages("Warning: %s", described($0))) }
    if resets { return runReset(store) }
    var (statistics, problem) = store.loadStatistics()
    // Statistics that could not be read are not shown as zeros: an error.
    if case .cannotRead? = problem {
      printError(WordGame.errorLine(described(problem!)))
      return ExitStatus.couldNotRun
    }
    if let problem { printError(messages("Warning: %s", described(problem))) }
    let dictionary = dictionary.map { Languages.installedName($0, world.environment) }
    if let dictionary { statistics = statistics.statistics(ofDictionary: dictionary) }
    // Text for a person: nothing played is said, not shown as zeros (JSON
    // and CSV keep their zeros for scripts).
    if statistics.roundsPlayed == 0 && renderer is TextRenderer {
      // A name no dictionary has (a typo: `pl_pl`) is an error, as in play;
      // not "no rounds yet" with a command that would fail.
      if let dictionary, !Languages.isFound(dictionary, world.environment) {
        return ExitStatus.couldNotRun
      }
      let shown = dictionary.map(Escaping.forDisplay)
      let play = "wordgame play" + (shown.map { " --dict " + $0 } ?? "")
      let none =
        shown.map { messages("No rounds played with %s yet: play one with '%s'.", $0, play) }
        ?? messages("No rounds played yet: play one with '%s'.", play)
      return Output.printAll(none + "\n", what: messages("the statistics"), to: world.output)
    }
    // A screen reader (--screen-reader, WORDGAME_SCREEN_READER, ACCESSIBLE)
    // hears lengths in words and the ranks without bars.
    let spoken = ScreenReader.isOn(option: screenReader, environment: world.environment)
    let text =
      if let renderer = renderer as? TextRenderer, spoken {
        renderer.statistics(statistics, today: world.today, spoken: true)
      } else {
        renderer.statistics(statistics, today: world.today)
      }
    // On a terminal a line wider than it (the timed rounds' bests) is broken at
    // spaces, as the game's lines are; not for a screen reader, nor JSON or CSV.
    let width =
      renderer is TextRenderer && !spoken ? TerminalStyle.terminalColumns(world.output) : nil
    return Output.printAll(
      renderer.header(.statistics) + TerminalStyle.wrapLines(text, width: width),
      what: messages("the statistics"), to: world.output)
  }

  private func runReset(_ store: StateStore) -> Int32 {
    if !confirmed {
      guard isatty(StandardStreams.current.input) == 1 else {
        printError(messages("Error: --reset needs --yes when not run on a terminal"))
        return ExitStatus.couldNotRun
      }
      printError(YesNo.prompt(messages("Erase all statistics?")), newline: false)
      guard let answer = readLine(), YesNo.isYes(answer) else {
        printError(messages("Statistics kept."))
        return ExitStatus.success
      }
    }
    do {
      try store.updateStatistics { $0 = Statistics() }
    } catch {
      printError(WordGame.errorLine(described(error)))
      return ExitStatus.couldNotRun
    }
    printError(messages("Statistics erased."))
    return ExitStatus.success
  }
}
