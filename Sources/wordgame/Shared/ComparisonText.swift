import WordScramble

/// What `wordgame compare` and `:compare` show of a ``Comparison``: the
/// start word, each player's score, then who found what.
enum ComparisonText {
  /// The lines, the players named by `names` (`Player 1`, or `You`).
  static func lines(_ comparison: Comparison, names: [String]) -> [String] {
    let solution = comparison.solution
    var lines = [messages("Start word: %s", Escaping.forDisplay(solution.startWord))]
    for (player, name) in zip(comparison.players, names) {
      var text =
        name + ": "
        + messages.plural(
          "%1$d of %2$d point", "%1$d of %2$d points", count: solution.points, player.score,
          solution.points)
      if player.bonusScore > 0 {
        text += messages.plural(" (+%d bonus)", " (+%d bonus)", count: player.bonusScore)
      }
      text +=
        ", "
        + messages.plural(
          "%1$d of %2$d word", "%1$d of %2$d words", count: solution.count, player.wordsFound,
          solution.count)
      if player.hintsUsed > 0 {
        text += messages.plural(" (%d hint)", " (%d hints)", count: player.hintsUsed)
      }
      lines.append(text)
    }
    let both = names.count == 2
    lines.append(
      both
        ? messages(
          "Found by both (%d): %s", comparison.foundByAll.count, words(comparison.foundByAll))
        : messages(
          "Found by all (%d): %s", comparison.foundByAll.count, words(comparison.foundByAll)))
    if !both {
      let some = comparison.foundBySome.map { shared in
        Escaping.forDisplay(shared.word) + " ("
          + shared.players.map { names[$0] }.joined(separator: ", ") + ")"
      }
      lines.append(
        messages(
          "Found by some (%d): %s", some.count,
          some.isEmpty ? messages("none") : some.joined(separator: ", ")))
    }
    for (player, name) in zip(comparison.players, names) {
      lines.append(
        messages("Only %s (%d): %s", name, player.foundAlone.count, words(player.foundAlone)))
    }
    lines.append(
      both
        ? messages(
          "Missed by both (%d): %s", comparison.missedByAll.count, words(comparison.missedByAll))
        : messages(
          "Missed by all (%d): %s", comparison.missedByAll.count, words(comparison.missedByAll)))
    return lines
  }

  private static func words(_ words: [String]) -> String {
    words.isEmpty ? messages("none") : words.map(Escaping.forDisplay).joined(separator: ", ")
  }
}
