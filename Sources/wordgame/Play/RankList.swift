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
      let points = rank.points(of: total)
      var text: String
      if screenReader {
        // Said as a sentence: the name first, then its points (a column of
        // numbers is read as a number before each name).
        text =
          "  "
          + (rank == .perfect
            ? messages("%s: every word found", rank.name(in: messages))
            : messages.plural(
              "%2$s: %1$d point", "%2$s: %1$d points", count: points, points,
              rank.name(in: messages)))
      } else {
        text = "  " + String(points).padding(digits, left: true) + "  "
        text +=
          rank == .perfect
          ? messages("%s: every word found", rank.name(in: messages)) : rank.name(in: messages)
      }
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
