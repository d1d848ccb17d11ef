#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `wordgame` command: dispatches to a subcommand.
@main
enum WordGame {
  static let version = "0.1.0"

  static let usage = "wordgame [play] [<options>] | wordgame check [<options>] [<file> ...]"

  static let help = """
    OVERVIEW: Word Scramble: make words from the letters of an eight-letter word.

    USAGE: \(usage)

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    SUBCOMMANDS:
      play (default)          Play a round in the terminal.
      check                   Check answers read from files or standard input.
      solve                   List every answer of a start word.
      stats                   Show your statistics across rounds.

      See 'wordgame help <subcommand>' for detailed help.

    """

  static func main() {
    // A closed pipe must be a write error we handle, not a signal that kills us.
    signal(SIGPIPE, SIG_IGN)
    exit(run(Array(CommandLine.arguments.dropFirst())))
  }

  /// The subcommand called `name`; `play` is the default. (A switch, not a
  /// dictionary: building a dictionary of metatypes makes the runtime scan every
  /// protocol conformance in the binary, which `check` can do without.)
  static func subcommand(named name: String) -> (any Subcommand.Type)? {
    switch name {
    case PlayCommand.name: PlayCommand.self
    case CheckCommand.name: CheckCommand.self
    case SolveCommand.name: SolveCommand.self
    case StatsCommand.name: StatsCommand.self
    default: nil
    }
  }

  static func run(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else { return run(PlayCommand.self, []) }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      return printHelp(help)
    case "--version":
      return printHelp(version + "\n")
    case DictionaryProbe.subcommand:
      return DictionaryProbe.runChild(rest)
    case "help":
      guard let name = rest.first else { return printHelp(help) }
      guard let command = subcommand(named: name) else {
        printUsageError(
          UsageError(message: "Unknown subcommand '\(name)'"), usage: usage,
          helpCommand: "wordgame")
        return ExitStatus.couldNotRun
      }
      return printHelp(command.help)
    case let name where subcommand(named: name) != nil:
      return run(subcommand(named: name)!, rest)
    case let option where option.hasPrefix("--"):
      // Options without a subcommand are play's (`wordgame --seed 7`).
      return run(PlayCommand.self, arguments)
    default:
      let message =
        first.hasPrefix("-") ? "Unknown option '\(first)'" : "Unknown subcommand '\(first)'"
      printUsageError(UsageError(message: message), usage: usage, helpCommand: "wordgame")
      return ExitStatus.couldNotRun
    }
  }

  /// Parse, then run: help on `-h`/`--help`, a usage error (exit 2) on bad words.
  static func run(_ command: any Subcommand.Type, _ arguments: [String]) -> Int32 {
    if arguments.contains("-h") || arguments.contains("--help") { return printHelp(command.help) }
    do {
      return try command.init(arguments: arguments).run()
    } catch {
      printUsageError(error, usage: command.usage, helpCommand: "wordgame " + command.name)
      return ExitStatus.couldNotRun
    }
  }

  static func printHelp(_ text: String) -> Int32 {
    let output = Output(descriptor: 1)
    do {
      try output.write(text)
      try output.flush()
    } catch {
      return ExitStatus.couldNotRun
    }
    return ExitStatus.success
  }

  static func printUsageError(_ error: UsageError, usage: String, helpCommand: String) {
    printError(
      "Error: \(error.message)\nUsage: \(usage)\n  See '\(helpCommand) --help' for more information."
    )
  }
}
