import WordScramble

extension PlaySession {
  /// What `:ranks` shows: every rank with the points it takes in this round,
  /// the rank reached marked (`← your rank`, or `(your rank)` in
  /// screen-reader mode). A rank reached is kept (``Game/rank``): when
  /// hints have since taken the score below it, a line says so.
  func rankLines() -> [ShownLine] {
    let total = game.solution.points
    let digits = String(total).count
    var lines = [
      ShownLine(
        text: messages.plural(
          "Ranks and the points they take (your score: %1$d of %2$d point):",
          "Ranks and the points they take (your score: %1$d of %2$d points):", count: total,
          Self.score(game.score, spoken: screenReader), total))
    ]
    for rank in Rank.allCases {
      let (points, name) = (rank.points(of: total), rank.name(in: messages))
      let perfect = rank == .perfect ? messages("%s: every word found", name) : nil
      // In screen-reader mode said as a sentence, the name first, then its
      // points (a column of numbers is read as a number before each name).
      var text =
        screenReader
        ? "  "
          + (perfect
            ?? messages.plural("%2$s: %1$d point", "%2$s: %1$d points", count: points, points, name))
        : "  " + String(points).padding(digits, left: true) + "  " + (perfect ?? name)
      // In screen-reader mode in words, not an arrow a reader spells out.
      if rank == game.rank {
        text += screenReader ? messages(" (your rank)") : messages("  ← your rank")
      }
      lines.append(ShownLine(text: text))
    }
    if game.rank != .perfect && game.score < game.rank.points(of: total) {
      lines.append(
        ShownLine(text: messages("A rank reached is kept: hints take points, never a rank.")))
    }
    return lines
  }
}
