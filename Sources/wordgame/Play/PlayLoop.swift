import WordScramble

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The REPL: reads a line, lets the session handle it, shows the lines and
/// keeps what is to be saved, until the game is over or a signal arrives.
struct PlayLoop {
  let style: TerminalStyle
  let persistence: Persistence
  /// The clock timed rounds count down on.
  let clock: any GameClock
  private let output: Output

  /// A loop showing lines in `style` on `output`, saving through `persistence`.
  init(
    style: TerminalStyle, persistence: Persistence, clock: any GameClock = SystemClock(),
    output: Output = Output(descriptor: StandardStreams.current.output)
  ) {
    self.style = style
    self.persistence = persistence
    self.clock = clock
    self.output = output
  }

  /// The reader of standard input: with line editing when the style has it.
  func standardInput() -> any LineReader {
    style.editsLines
      ? EditLineReader(history: InputHistory(folder: persistence.folder))
      : PlainLineReader(
        descriptor: StandardStreams.current.input, showsPrompt: style.isInteractive, output: output)
  }

  /// Plays `session` to its end, reading lines from `reader`; returns the exit status.
  mutating func run(_ session: inout PlaySession, reader: inout any LineReader, resumed: Bool)
    -> Int32
  {
    do throws(OutputError) {
      if style.isInteractive {
        try show([
          ShownLine(text: messages("Make words from the letters. Type :help for commands."))
        ])
      }
      prepare(&session)
      var step = session.start(resumed: resumed)
      var isFirstLine = true
      var timer = RoundTimer()
      // In screen-reader mode no line is edited on the screen: a Ctrl-C
      // clears what was typed (the terminal drops it), and only a second
      // one in a row leaves the round, as Ctrl-C on an empty line does with
      // line editing; a half-typed word never ends the round.
      var clearedLine = false
      while true {
        try show(step.lines)
        persistence.keep(step, round: session.roundID)
        try output.flush()
        if step.isOver { return ExitStatus.success }
        timer.follow(session, clock: clock)
        // The time left is said to a person at a terminal, not to a script.
        let says = style.screenReader && style.isInteractive
        let read = reader.next(
          countdown: timer.forReader(screenReader: says),
          question: try step.question.map(prompting))
        if let countdown = timer.countdown { session.timeLeft = countdown.secondsLeft }
        switch read {
        case .line(let bytes, let dropped):
          clearedLine = false
          let line = bytes.withUnsafeBytes {
            InputLine.decode($0, droppedBytes: dropped, isFirstLine: isFirstLine)
          }
          isFirstLine = false
          step = session.handle(line, typed: String(decoding: bytes, as: UTF8.self))
        case .end:
          if style.isInteractive {
            // A closed terminal reads as the end of input before its SIGHUP
            // arrives: writing to it fails, and the round stays saved to
            // resume, as SIGHUP leaves it, instead of being ended as Ctrl-D ends it.
            try output.write("\n")
            try output.flush()
          }
          step = session.endOfInput()
        case .alarm:
          // The time left, said on a line of its own: the prompt (or the
          // question waiting for its answer) follows again.
          if style.isInteractive { try output.write("\n") }
          step = Self.aside(ScreenReader.timeLeftLine(timer.said()), keeping: step)
        case .timeUp:
          // Piped, the game ends; on a terminal the next round waits for Enter.
          if style.isInteractive { try output.write("\n") }
          step = session.timeUp(continues: style.isInteractive)
        case .interrupted(SIGINT) where style.screenReader && style.isInteractive && !clearedLine:
          clearedLine = true
          Signals.consume()
          try output.write("\n")
          let cleared = messages("Line cleared. Ctrl-C again leaves the round, saved.")
          step = Self.aside(ShownLine(text: cleared), keeping: step)
        case .interrupted(let signal):
          // The round stays unfinished and saved: the next game resumes it.
          let last = session.interrupt(savesRounds: persistence.store != nil)
          persistence.keep(last, round: session.roundID)
          if style.isInteractive { try output.write("\n") }
          try show(last.lines)
          try output.flush()
          return 128 + signal
        }
      }
    } catch {
      // Standard output is gone (closed or failing): nothing more can be shown.
      return ExitStatus.of(error, writing: messages("to standard output"))
    }
  }

  /// A step showing `line` alone, on a line of its own: the prompt (or the
  /// question `step` waits for an answer to) follows again.
  private static func aside(_ line: ShownLine, keeping step: PlayStep) -> PlayStep {
    var aside = PlayStep(lines: [line])
    aside.question = step.question
    return aside
  }

  /// Tells `session` how it is played: at a terminal or not, with line
  /// editing, in screen-reader mode, with rounds saved.
  private func prepare(_ session: inout PlaySession) {
    session.hasNoLineEditing = style.isInteractive && !style.editsLines
    session.screenReader = style.screenReader
    session.isInteractive = style.isInteractive
    session.savesRounds = persistence.store != nil
  }

  /// A question too long for the terminal's line, broken as prose: the
  /// lines before its last are shown, the last is the prompt (a line editor
  /// would break it anywhere, even inside `[y/N]`).
  private func prompting(_ question: String) throws(OutputError) -> String {
    guard let width = style.columns(of: output.descriptor), question.count >= width else {
      return question
    }
    var lines = TerminalStyle.wrap(String(question.dropLast()), width: width - 1)
    let last = lines.removeLast()
    for line in lines { try output.write(style.render(line, .plain)) }
    try output.flush()
    return last + " "
  }

  private func show(_ lines: [ShownLine]) throws(OutputError) {
    let width = style.columns(of: output.descriptor)
    for line in lines {
      let mark = line.isVerdict ? style.mark(line.style) : ""
      for part in line.laidOut(width: width, mark: mark) {
        try output.write(style.render(part, line.style))
      }
    }
  }
}

/// The countdown of the round being played: begun with each round, none
/// between rounds, and in screen-reader mode the next moment to say the time.
private struct RoundTimer {
  private(set) var countdown: Countdown?
  /// The seconds left when last said (screen-reader mode), or when the round began.
  private var announced: Int64 = 0
  private var roundsCounted = 0

  /// A new countdown when `session` began a round (with its time left).
  mutating func follow(_ session: PlaySession, clock: any GameClock) {
    if session.roundsBegun != roundsCounted {
      roundsCounted = session.roundsBegun
      countdown = session.timeLeft.map { Countdown(seconds: $0, clock: clock) }
      announced = countdown?.secondsShown ?? 0
    }
    if session.isBetweenRounds { countdown = nil }
  }

  /// The countdown as the reader gets it: in screen-reader mode without the
  /// clock in the prompt, with an alarm when the time left is next said.
  func forReader(screenReader: Bool) -> Countdown? {
    guard screenReader, let countdown else { return countdown }
    return countdown.spoken(after: announced)
  }

  /// The alarm went off: the seconds left, which are said now.
  mutating func said() -> Int64 {
    announced = countdown?.secondsShown ?? 0
    return announced
  }
}
