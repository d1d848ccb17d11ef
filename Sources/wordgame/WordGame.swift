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

      See 'wordgame help <subcommand>' for detailed help.

    """

  static func main() {
    // A closed pipe must be a write error we handle, not a signal that kills us.
    signal(SIGPIPE, SIG_IGN)
    exit(run(Array(CommandLine.arguments.dropFirst())))
  }

  static func run(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else { return runPlay([]) }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      return printHelp(help)
    case "--version":
      return printHelp(version + "\n")
    case "help":
      switch rest.first {
      case nil: return printHelp(help)
      case "check": return printHelp(CheckCommand.help)
      case "play": return printHelp(PlayCommand.help)
      case let other?:
        printUsageError(
          UsageError(message: "Unknown subcommand '\(other)'"), usage: usage,
          helpCommand: "wordgame")
        return ExitStatus.couldNotRun
      }
    case "check":
      if rest.contains("-h") || rest.contains("--help") { return printHelp(CheckCommand.help) }
      do {
        return try CheckCommand(arguments: rest).run()
      } catch {
        printUsageError(error, usage: CheckCommand.usage, helpCommand: "wordgame check")
        return ExitStatus.couldNotRun
      }
    case "play":
      return runPlay(rest)
    case let option where option.hasPrefix("--") && !["--help", "--version"].contains(option):
      // Options without a subcommand are play's (`wordgame --seed 7`).
      return runPlay(arguments)
    default:
      let message =
        first.hasPrefix("-") ? "Unknown option '\(first)'" : "Unknown subcommand '\(first)'"
      printUsageError(UsageError(message: message), usage: usage, helpCommand: "wordgame")
      return ExitStatus.couldNotRun
    }
  }

  static func runPlay(_ arguments: [String]) -> Int32 {
    if arguments.contains("-h") || arguments.contains("--help") {
      return printHelp(PlayCommand.help)
    }
    do {
      return try PlayCommand(arguments: arguments).run()
    } catch {
      printUsageError(error, usage: PlayCommand.usage, helpCommand: "wordgame play")
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
