#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
@preconcurrency import CEditLine
import WordScramble

/// A party round's turns on one terminal: a hand-over screen for each player
/// (the screen cleared first, so no one sees the words of the player before),
/// the player's turn until the time runs out or `:done`, and at the end who
/// found what. Piped, turns are separated by a `:done` line and nothing waits
/// for Enter.
struct PartyLoop {
  /// How a turn, or the party, ended.
  enum TurnEnd: Equatable {
    /// The time ran out.
    case timeUp
    /// The player typed `:done` (or `:quit`).
    case done
    /// Every word found.
    case perfect
    /// End of input (Ctrl-D): the party ends.
    case end
    /// A signal (Ctrl-C): the party ends.
    case interrupted(Int32)
  }

  let party: Party
  let challenge: Challenge
  let style: TerminalStyle
  let clock: any GameClock
  let output: Output
  private(set) var results: [ChallengeResult] = []
  private(set) var solution: Solution?
  /// The lines that close a turn, shown on the next hand-over screen.
  private var closing: [ShownLine] = []
  var isFirstLine = true

  init(
    party: Party, challenge: Challenge, style: TerminalStyle, clock: any GameClock, output: Output
  ) {
    (self.party, self.challenge, self.style) = (party, challenge, style)
    (self.clock, self.output) = (clock, output)
  }

  /// Plays each of `turns` (one a player, on one start word) in order, then
  /// shows who found what; the exit status (128 + the signal after Ctrl-C).
  mutating func run(_ turns: [PlaySession], reader: inout any LineReader) -> Int32 {
    var stop: TurnEnd?
    do throws(OutputError) {
      for index in turns.indices where stop == nil {
        stop = try handOver(to: index, reader: &reader)
        if stop != nil { break }
        var turn = turns[index]
        let end = try play(&turn, reader: &reader)
        results.append(ChallengeResult(challenge: challenge, game: turn.game))
        solution = turn.game.solution
        closing =
          (end == .timeUp ? [ShownLine(text: messages("Time's up!"), style: .heading)] : [])
          + [
            ShownLine(
              text: messages("%s: %s", party.names[index], turn.progressText)
                + PlaySession.hints(turn.game.hintsUsed))
          ]
        switch end {
        case .end, .interrupted: stop = end
        case .timeUp, .perfect:
          // Piped, the rest of the player's lines were typed after the turn ended:
          // the turn's end is said first, then the note of the lines not played.
          guard !style.isInteractive else { break }
          try show(closing)
          try output.flush()
          closing = []
          stop = try skipRest(&reader)
          if stop == .end && index == turns.count - 1 { stop = nil }
        case .done: break
        }
      }
      try show(closing + endLines())
      try output.flush()
    } catch {
      return ExitStatus.of(error, writing: messages("to standard output"))
    }
    if case .interrupted(let signal)? = stop { return 128 + signal }
    return ExitStatus.success
  }

  /// Hands the terminal to player `index`: the screen cleared, the turn
  /// before's score, and the player's heading; at a terminal the turn (and
  /// its time) begins when the player presses Enter. Returns how the party
  /// ended when it ended there, else nil.
  private mutating func handOver(to index: Int, reader: inout any LineReader) throws(OutputError)
    -> TurnEnd?
  {
    let heading = ShownLine(text: party.heading(index), style: .heading)
    guard style.isInteractive else {
      try show(closing + (index > 0 ? [ShownLine(text: "")] : []) + [heading])
      return nil
    }
    if index > 0 { try clearScreen() }
    try show(closing + [heading])
    try output.flush()
    // Up must not recall the words of the player before.
    if style.editsLines { clear_history() }
    switch reader.next(countdown: nil, question: messages("Press Enter when ready: ")) {
    case .line, .timeUp, .alarm: return nil
    case .end:
      try output.write("\n")
      return .end
    case .interrupted(let signal):
      try output.write("\n")
      return .interrupted(signal)
    }
  }

  /// Plays one turn: its opening, then the player's lines until the time
  /// runs out, `:done`, every word found, end of input or a signal.
  private mutating func play(_ turn: inout PlaySession, reader: inout any LineReader)
    throws(OutputError) -> TurnEnd
  {
    var lines = turn.start(resumed: false).lines
    if style.isInteractive {
      lines.append(
        ShownLine(text: messages("Type :done to end your turn early, :help for the commands.")))
    }
    try show(lines)
    let countdown = Countdown(seconds: turn.timeLeft ?? Double(Party.defaultTime), clock: clock)
    // In screen-reader mode, at a terminal, the prompt shows no clock: the
    // time left is said on lines of its own, as in a round of one player.
    let says = style.screenReader && style.isInteractive
    var announced = countdown.secondsShown
    while true {
      try output.flush()
      let read = reader.next(
        countdown: says ? countdown.spoken(after: announced) : countdown, question: nil)
      turn.timeLeft = countdown.secondsLeft
      if read == .alarm {
        announced = countdown.secondsShown
        if style.screenReader {
          try output.write("\n")
          try show([ScreenReader.timeLeftLine(announced)])
        }
        continue
      }
      guard case .line(let bytes, let dropped) = read else {
        if style.isInteractive { try output.write("\n") }
        switch read {
        case .interrupted(let signal): return .interrupted(signal)
        case .timeUp: return .timeUp
        default: return .end
        }
      }
      let line = decode(bytes, dropped)
      if Self.endsTurn(line) { return .done }
      if let answer = Self.ownAnswer(line, spoken: style.screenReader) {
        try show(answer)
        continue
      }
      let step = turn.handle(line, typed: String(decoding: bytes, as: UTF8.self))
      guard turn.game.isComplete else {
        try show(step.lines)
        continue
      }
      // The round's own ending (its summary and codes) waits for the comparison.
      let found = messages("You have found every word!")
      try show(step.lines.prefix { $0.text != found } + [ShownLine(text: found)])
      return .perfect
    }
  }
}
