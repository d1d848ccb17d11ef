#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CommandLineOptions
import WordScramble

/// The `wordgame` command: dispatches to a subcommand.
@main
enum WordGame {
  static let version = WordScrambleVersion.current

  /// Every subcommand, `play` (the default) first. (An array of metatypes
  /// written out, not a dictionary: building a dictionary of metatypes makes the
  /// runtime scan every protocol conformance in the binary.)
  static var subcommands: [any Subcommand.Type] {
    [
      PlayCommand.self, CheckCommand.self, SolveCommand.self, WhyCommand.self, StatsCommand.self,
      CompareCommand.self,
    ]
  }

  /// `wordgame [<subcommand>] [<options>]`, its placeholders in the reader's language.
  static var usage: String {
    let subcommand = Option.placeholder("subcommand", in: messages)
    return "wordgame [<\(subcommand)>] [<\(Option.placeholder("options", in: messages))>]"
  }

  /// `wordgame --help`, in the reader's language.
  static var help: String {
    let options = [
      ("--version", messages("Show the version.")),
      (
        "--generate-completion-script <\(Option.placeholder("shell", in: messages))>",
        messages("Print the completion script for bash, zsh or fish.")
      ),
      ("--generate-manual", messages("Print the manual page (roff), as make install installs it.")),
      ("-h, --help", messages(Option.help.help)),
    ]
    return HelpText.paragraph(
      messages("OVERVIEW: Word Scramble: make words from the letters of an eight-letter word."))
      + "\n\n"
      + messages("USAGE: ") + usage + "\n\n" + messages("OPTIONS:") + "\n"
      + options.map { HelpText.row($0.0, $0.1) }.joined() + "\n" + messages("SUBCOMMANDS:") + "\n"
      + subcommands.map { HelpText.row($0.name, messages($0.abstract)) }.joined() + "\n"
      + messages("  See 'wordgame help <subcommand>' for detailed help.") + "\n"
  }

  static func main() {
    // Started as a worker: serve it (and say that this program serves, so
    // that it may start itself as one).
    DictionaryIsolation.serveIfRequested()
    // A closed pipe must be a write error we handle, not a signal that kills
    // us; so must a file past `ulimit -f` (EFBIG, not SIGXFSZ).
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    // Started with standard input, output or error closed (`<&-`): put /dev/null
    // there, so no file or pipe we open later takes its number. Standard
    // output gets it read-only: every write fails (EBADF) as on the closed
    // descriptor, so no output is lost silently (`check >&-` exits 2).
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 {
      let null = open("/dev/null", descriptor == 2 ? O_WRONLY : O_RDONLY)
      if null >= 0 && null != descriptor {
        dup2(null, descriptor)
        close(null)
      }
    }
    // The library's own sentences (a damaged cache's warning, an error's
    // description) in the catalog this program speaks.
    MessageCatalog.player = messages
    exit(run(Array(CommandLine.arguments.dropFirst())))
  }

  /// Runs `arguments` as ``main()`` does, but reading and writing `streams`
  /// in `environment` instead of the process's own: how a test runs a
  /// command in its own process. A game there plays as it does piped, and
  /// leaves the process's signals alone.
  static func run(
    _ arguments: [String], streams: StandardStreams, environment: [String: String]
  ) -> Int32 {
    SystemFiles.$overridden.withValue(environment) {
      MessageCatalog.$playerOfThisRun.withValue(messages) {
        StandardStreams.$current.withValue(streams) { run(arguments) }
      }
    }
  }

  static func subcommand(named name: String) -> (any Subcommand.Type)? {
    subcommands.first { $0.name == name }
  }

  static func run(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else { return run(PlayCommand.self, []) }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      return Output.printAll(help)
    case "--version":
      return Output.printAll(version + "\n")
    case "--generate-manual":
      return Output.printAll(Manual.page)
    case "--generate-completion-script":
      guard let shell = rest.first, let script = Completions.script(for: shell) else {
        let error = UsageError("--generate-completion-script needs one of: bash, zsh, fish")
        return usageError(error, usage, "wordgame")
      }
      return Output.printAll(script)
    case "help":
      guard let name = rest.first else { return Output.printAll(help) }
      guard let command = subcommand(named: name) else {
        return usageError(UsageError("Unknown subcommand '%s'", name), usage, "wordgame")
      }
      return Output.printAll(command.help)
    case let name where subcommand(named: name) != nil:
      return run(subcommand(named: name)!, rest)
    case let option where option.hasPrefix("--"):
      // Options without a subcommand are play's (`wordgame --seed 7`).
      return run(PlayCommand.self, arguments)
    default:
      let error =
        first.hasPrefix("-")
        ? UsageError("Unknown option '%s'", first) : UsageError("Unknown subcommand '%s'", first)
      return usageError(error, usage, "wordgame")
    }
  }

  /// Parse, then run: help on `-h`/`--help`, a usage error (exit 2) on bad words.
  static func run(_ command: any Subcommand.Type, _ arguments: [String]) -> Int32 {
    do {
      let parsed = try command.parse(arguments)
      if parsed.has(.help) { return Output.printAll(command.help) }
      return try command.init(parsed: parsed).run()
    } catch {
      return usageError(error, command.usage(in: messages), "wordgame " + command.name)
    }
  }

  /// `text` ended with a full stop in a translated catalog, where native
  /// readers asked every error line to end alike (some are two
  /// sentences: `… passt hier nicht. Er hat einen Tippfehler…`). In English,
  /// the Unix shape: one clause, as an error line usually is, stays bare, and
  /// only a message of two sentences is closed (a German date's `1. Januar`
  /// is no sentence's end: a full stop after a letter or a bracket is).
  static func closingSentences(_ text: String) -> String {
    !messages.isEnglish || text.contains(/[\p{L})][.!?…] \p{Lu}/) ? closed(text) : text
  }

  /// `Error: …` with `message`, its sentences closed (``closingSentences(_:)``).
  static func errorLine(_ message: String) -> String {
    messages("Error: %s", closingSentences(message))
  }

  /// `text` ended with a full stop, unless it ends with one already (or
  /// another sentence's end).
  static func closed(_ text: String) -> String {
    text.last.map { ".!?…".contains($0) } == true ? text : text + "."
  }

  /// Prints `Error: …` (what the user typed escaped: it may hold any bytes),
  /// the usage line and where to find help; exit status 2.
  static func usageError(_ error: UsageError, _ usage: String, _ helpCommand: String) -> Int32 {
    printError(
      errorLine(error.message(in: messages)) + "\n"
        + messages("Usage: %s", usage) + "\n"
        + messages("  See '%s --help' for more information.", helpCommand))
    return ExitStatus.couldNotRun
  }
}
