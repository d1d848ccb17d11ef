import WordScramble

/// What a round ends with: its codes and share line.
extension PlaySession {
  /// The lines a daily or challenge round ends with: the codes of the
  /// round and of the player's result (a free or timed round's once
  /// something was played), then a daily's share line, each after a blank line.
  func shareLines() -> [ShownLine] {
    // A free or timed round played ends with its codes too, for a friend to compare.
    let shown = rounds.playsOneRound || game.isPlayed ? codeLines() : []
    // A blank line before the codes only where there are codes.
    let codes = shown.isEmpty ? [] : [ShownLine(text: "")] + shown
    guard let result = rounds.dailyResult else { return codes }
    let line = result.shareLine(in: messages)
    let share = screenReader ? ScreenReader.plain(line) : line
    // A line to copy and share: broken only between its parts, where it
    // does not fit, never inside one.
    return codes + [
      ShownLine(text: ""), ShownLine(text: share, style: .heading, layout: .share(share)),
    ]
  }
}
