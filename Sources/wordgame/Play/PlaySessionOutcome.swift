import WordScramble

/// What a round ends with: its share line and what it counts for in the statistics.
extension PlaySession {
  /// The lines a daily or challenge round ends with: the codes of the
  /// round and of the player's result (a free or timed round's once
  /// something was played), then a daily's share line, each after a blank line.
  func shareLines() -> [ShownLine] {
    // A free or timed round played ends with its codes too, for a friend to compare.
    let shown = playsChallenge || source.puzzle != nil || game.isPlayed ? codeLines() : []
    // A blank line before the codes only where there are codes.
    let codes = shown.isEmpty ? [] : [ShownLine(text: "")] + shown
    guard let puzzle = source.puzzle else { return codes }
    let line = puzzle.result(of: game, timeLimit: identity.options.time).shareLine(in: messages)
    let share = screenReader ? ScreenReader.plain(line) : line
    // A line to copy and share: broken only between its parts, where it
    // does not fit, never inside one.
    return codes + [
      ShownLine(text: ""), ShownLine(text: share, style: .heading, layout: .share(share)),
    ]
  }

  /// The round's outcome for the statistics: none when nothing was played,
  /// but for a daily puzzle played to its end, whose result is kept.
  func outcome(finished: Bool) -> [Statistics.Outcome] {
    var outcome: Statistics.Outcome
    if let puzzle = source.puzzle {
      guard
        let daily = puzzle.outcome(of: game, finished: finished, timeLimit: identity.options.time)
      else { return [] }
      outcome = daily
    } else {
      guard game.isPlayed else { return [] }
      outcome = Statistics.Outcome(game: game, finished: finished)
      outcome.dictionary = identity.dictionary
      outcome.timeLimit = identity.options.time
    }
    outcome.roundID = roundID
    return [outcome]
  }
}
