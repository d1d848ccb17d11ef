import WordScramble

/// What a game takes from the world around it: the clock its timed rounds
/// count down on, today's date, the definitions, the environment (state and
/// cache folders, terminal settings), and where it reads lines and writes
/// them. `wordgame` plays in ``system()``; tests hand in their own (a clock
/// they advance by hand, a fixed day, scripted lines) and play in-process.
struct PlayWorld {
  /// The clock of `--time`.
  var clock: any GameClock = SystemClock()
  /// Today's date: `--daily`'s puzzle, the one that counts towards the streak.
  var today: CalendarDate
  /// Where `:define` reads definitions; nil: WordNet is not installed.
  var definitions: WordNet?
  /// The environment variables the game reads.
  var environment: [String: String]
  /// Where the game's lines go (standard output).
  var output: Int32 = StandardStreams.current.output
  /// Reads the player's lines; nil: standard input (with line editing on a
  /// terminal), with Ctrl-C, SIGTERM, SIGHUP and Ctrl-Z caught.
  var reader: (any LineReader)?
  /// How lines are shown; nil: as standard input and output and the
  /// environment say (``TerminalStyle/detect(environment:)``).
  var style: TerminalStyle?

  /// The process's own: the system clock, the local date, WordNet's
  /// installed files, the environment, standard input and output.
  static func system() -> PlayWorld {
    PlayWorld(
      today: CalendarDate.today(), definitions: WordNet.installed(),
      environment: SystemFiles.environment)
  }
}

extension PlayWorld {
  /// Plays `session` to its end in this world (its definitions, clock,
  /// style, reader and output), saving through `persistence`, in
  /// screen-reader mode if `screenReader` (`--screen-reader`) or the
  /// environment asks for it; the exit status.
  func play(
    _ session: inout PlaySession, persistence: Persistence, resumed: Bool,
    screenReader: Bool = false
  ) -> Int32 {
    session.definitions = definitions
    var style = self.style ?? TerminalStyle.detect(environment: environment)
    if ScreenReader.isOn(option: screenReader, environment: environment) { style.readScreen() }
    var loop = PlayLoop(
      style: style, persistence: persistence, clock: clock, output: Output(descriptor: output))
    var reader = self.reader ?? loop.standardInput()
    // The process's own signals are caught only when it reads its own input.
    if self.reader == nil && StandardStreams.current.isTheProcessOwn { Signals.catchInterrupts() }
    return loop.run(&session, reader: &reader, resumed: resumed)
  }
}
