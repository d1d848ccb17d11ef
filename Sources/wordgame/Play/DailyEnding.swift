import Rendering
import WordScramble

/// How a daily puzzle ends: for good (every answer shown, its result kept,
/// the day played) only once a word is found and, at a terminal, once the
/// player says so; otherwise it is paused and kept, as Ctrl-C leaves it.
extension PlaySession {
  /// What comes before the daily puzzle ends by `request` (`:quit` or the
  /// end of input, or `:reveal`), as the engine decides it
  /// (``GameSession/ending(by:atScreen:)``): nil when it ends now; a pause
  /// when nothing is found yet; at a terminal, the question whether to end
  /// it for good.
  mutating func beforeEndingDaily(by request: GameSession.EndRequest) -> PlayStep? {
    switch rounds.ending(by: request, atScreen: isInteractive) {
    case .now: return nil
    case .pause:
      return pauseDaily(
        note: messages(
          "No required answer found yet: the daily puzzle is paused, not ended (:reveal ends it, showing every answer)."
        ))
    case .ask(let date):
      var step = PlayStep()
      step.question = YesNo.prompt(
        messages(
          "End the daily puzzle of %s for good and see every answer?", date.text(in: messages)))
      return step
    }
  }

  /// Whether the question whether to end the daily puzzle waits for its answer.
  var endAsked: Bool { rounds.endAsked != nil }

  /// The answer to whether to end the daily puzzle for good: yes ends it as
  /// asked; anything else (Enter, no, a word) goes on with it.
  mutating func answerEnd(_ line: InputLine) -> PlayStep {
    var yes = false
    if case .answer(let text) = line { yes = YesNo.isYes(text) }
    switch rounds.answerEnding(yes) {
    case .reveal?: return nextRound(after: [], finished: true)
    case .quit?: return finish(asking: false)
    case nil: return PlayStep(lines: [ShownLine(text: messages("The daily puzzle goes on."))])
    }
  }

  /// The end of input (Ctrl-D): the game ends as with `:quit`; while the
  /// question whether to end the daily puzzle waits, the puzzle is paused.
  mutating func endOfInput() -> PlayStep {
    guard endAsked else { return finish() }
    _ = rounds.answerEnding(false)
    return pauseDaily(note: nil)
  }

  /// The line a daily puzzle's opening adds at a terminal: how to pause it,
  /// resume it and end it.
  var dailyPauseLine: ShownLine? {
    guard isInteractive, source.puzzle != nil else { return nil }
    return ShownLine(
      text: messages(
        "Ctrl-C pauses this puzzle and %s resumes it; once a required answer is found, :quit ends it for good, showing every answer.",
        resumeCommand))
  }

  /// Leaves the daily puzzle paused and the game over: the round stays saved
  /// and counts for nothing yet.
  private mutating func pauseDaily(note: String?) -> PlayStep {
    var lines = summary(reveal: false, paused: true)
    if let note { lines.append(ShownLine(text: note)) }
    if savesRounds {
      lines.append(
        ShownLine(text: messages("Round saved: run %s again to resume it.", resumeCommand)))
    }
    var paused = step(lines)
    (paused.isOver, paused.keepsRound) = (true, true)
    return paused
  }
}
