import WordScramble

/// Timed rounds (`--time`): the end of a round's time, and the pause before
/// the next one.
extension PlaySession {
  /// The time left as the clock shows it (`0:42`), whole seconds rounded up;
  /// in words in screen-reader mode (`42 seconds`).
  var timeLeftClock: String? {
    timeLeft.map {
      screenReader
        ? ScreenReader.spoken(Int($0.rounded(.up))) : TimeText.clock(Int($0.rounded(.up)))
    }
  }

  /// What the game says between timed rounds.
  static var betweenRounds: String {
    messages("Press Enter for a new round, or type :quit to end the game.")
  }

  /// Ends the round whose time ran out: "Time's up!", the words missed and the
  /// summary. Piped (`continues` false) or in a daily puzzle the game is then
  /// over; on a terminal the next round begins when the player presses Enter.
  mutating func timeUp(continues: Bool) -> PlayStep {
    let close = rounds.timeRanOut(continues: continues)
    let lines = [ShownLine(text: messages("Time's up!"), style: .heading)] + summary(reveal: true)
    var step = PlayStep(lines: lines + shareLines(), endedRounds: close.outcomes)
    guard !close.endsSession else {
      step.isOver = true
      return step
    }
    step.endsRound = true
    step.lines += [ShownLine(text: ""), ShownLine(text: Self.betweenRounds)]
    return step
  }

  /// A line between timed rounds: Enter or `:new` begins the next round,
  /// `:quit` (or Ctrl-D) ends the game; `:help`, `:define`, `:words`,
  /// `:score` and `:ranks` work as in a round (on the round that ended);
  /// anything else is not judged.
  mutating func handleBetweenRounds(_ line: InputLine, typed: String? = nil) -> PlayStep {
    var command: (name: String, argument: String?)?
    if case .answer(let text) = line, text.hasPrefix(":") { command = Self.command(text) }
    let known = command.flatMap { PlayCommandWord(abbreviation: $0.name) }
    if line == .blank || known == .new {
      guard rounds.beginNextRound() else { return PlayStep(lines: noNextRound(), isOver: true) }
      return step(opening())
    }
    if let command,
      known == nil
        || [.help, .define, .words, .score, .ranks, .challenge, .compare, .quit].contains(known)
    {
      // `:define Haus` echoes the word as typed, as in a round.
      if let lines = definitionAsTyped(command, typed: typed) { return PlayStep(lines: lines) }
      return run(command: command.name, argument: command.argument)
    }
    return PlayStep(lines: [
      ShownLine(
        text: messages(
          "That round is over. Press Enter for a new round, or type :quit to end the game."),
        style: .rejected)
    ])
  }

  /// A `:command` line's name and argument: `:define silk` is `define`, `silk`.
  static func command(_ text: String) -> (name: String, argument: String?) {
    let parts = text.dropFirst().split(separator: " ", maxSplits: 1)
    return (parts.first.map(String.init) ?? "", parts.dropFirst().first.map(String.init))
  }
}
