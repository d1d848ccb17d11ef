#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WordScramble

/// `wordgame stats`: the player's history across rounds.
struct StatsCommand: Subcommand {
  static let name = "stats"
  static let usage = "wordgame stats [--json] [--reset [--yes]]"

  static let help = """
    OVERVIEW: Show your statistics across rounds.

    USAGE: \(usage)

    OPTIONS:
      --json                  Print the statistics as one JSON object.
      --reset                 Erase the statistics. Asks first on a terminal;
                              elsewhere it needs --yes.
      --yes                   Do not ask before --reset.
      -h, --help              Show help information.

    Statistics live in $XDG_STATE_HOME/wordgame/statistics.json (default
    ~/.local/state/wordgame). A round counts as finished when it ends with :quit,
    :reveal or the end of input, and as abandoned when given up with :new or
    'wordgame play --new'. The streak counts finished rounds in a row at the top
    rank (Perfect: every word found).

    """

  static let options: [OptionSpec] = [
    OptionSpec(name: "json"),
    OptionSpec(name: "reset"),
    OptionSpec(name: "yes"),
    OptionSpec(name: "help", short: "h"),
  ]

  var json = false
  var reset = false
  var yes = false

  init(arguments: [String]) throws(UsageError) {
    let parsed = try ArgumentParser.parse(arguments, options: Self.options)
    if let extra = parsed.positionals.first {
      throw UsageError(message: "Unexpected argument '\(extra)'")
    }
    json = parsed.flags.contains("json")
    reset = parsed.flags.contains("reset")
    yes = parsed.flags.contains("yes")
    if yes && !reset { throw UsageError(message: "--yes goes with --reset") }
  }

  func run() -> Int32 {
    guard let store = Persistence(environment: SystemFiles.environment).store else {
      printError("Error: no place for statistics: set HOME or XDG_STATE_HOME")
      return ExitStatus.couldNotRun
    }
    if reset { return runReset(store) }
    let (statistics, problem) = store.loadStatistics()
    if let problem { printError("Warning: \(problem)") }
    let text = json ? Self.json(statistics) : Self.text(statistics)
    let output = Output(descriptor: 1)
    do {
      try output.write(text)
      try output.flush()
    } catch {
      if case .failed(let reason) = error {
        printError("Error: cannot write the statistics: \(reason)")
        return ExitStatus.couldNotRun
      }
      return ExitStatus.outputClosed
    }
    return ExitStatus.success
  }

  private func runReset(_ store: StateStore) -> Int32 {
    if !yes {
      guard isatty(0) == 1 else {
        printError("Error: --reset needs --yes when not run on a terminal")
        return ExitStatus.couldNotRun
      }
      printError("Erase all statistics? [y/N] ", newline: false)
      let answer = readLine().map(Normalization.answer)
      guard answer == "y" || answer == "yes" else {
        printError("Statistics kept.")
        return ExitStatus.success
      }
    }
    do {
      try store.updateStatistics { $0 = Statistics() }
    } catch {
      printError("Error: \(error)")
      return ExitStatus.couldNotRun
    }
    printError("Statistics erased.")
    return ExitStatus.success
  }

  static func text(_ statistics: Statistics) -> String {
    let longest =
      statistics.longestWord.isEmpty ? "none yet" : Escaping.forDisplay(statistics.longestWord)
    return """
      Rounds played: \(statistics.roundsPlayed) (\(statistics.roundsFinished) finished, \(statistics.roundsAbandoned) abandoned)
      Words found: \(statistics.wordsFound)
      Best score: \(statistics.bestScore)
      Best share of a round's points: \(statistics.bestPercent)%
      Longest word: \(longest)
      Current streak at the top rank: \(statistics.currentStreak)

      """
  }

  static func json(_ statistics: Statistics) -> String {
    statistics.json.text() + "\n"
  }
}
