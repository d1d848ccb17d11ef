import WordScramble

/// What `wordgame compare` and `:compare` show of a ``Comparison``: the
/// start word, each player's score, then who found what. The lists of words
/// are laid out as lists: on a terminal they break between words only.
enum ComparisonText {
  /// Where a default player name stands: each place may need its own form.
  enum NamePlace {
    /// As a label: `Player 1: 8 of 142 points`.
    case label
    /// Inside a sentence (`Only Player 1 (1)`, a tie between players), where
    /// a language may write it as a common noun (Spanish `Solo el
    /// participante 1`).
    case inSentence
    /// As the `Only` line names it (`Only Player 1 (2): …`), where a language
    /// may need another case (Russian `Только у игрока 1`).
    case afterOnly
    /// As the winner's line names one winner (`Player 1 wins, with 8
    /// points.`), at the start of the sentence in some languages (Dutch
    /// `Speler 1 wint`, French `Le joueur 1 gagne`).
    case winner
  }

  /// The default name of player `number` as it stands at `place`.
  static func defaultName(_ number: Int, at place: NamePlace = .label) -> String {
    switch place {
    case .label:
      messages("Player %d", number)
    case .inSentence:
      messages(
        context: "a player's default name inside a sentence (Only …, a tie between …)",
        "Player %d", number)
    case .afterOnly:
      messages(
        context: "a player's default name after Only (Only Player 1 (2): …)", "Player %d", number)
    case .winner:
      messages(
        context: "a player's default name as the one winner (Player 1 wins, with 8 points.)",
        "Player %d", number)
    }
  }

  /// The lines, the players named by `names` (`Player 1`, or `You`), and
  /// inside a sentence by `namesInSentence` (by default the same), after
  /// `Only` by `namesAfterOnly` (by default those in a sentence);
  /// `asYou`: the two players are the player and a friend (`:compare`), whose
  /// own words are `Only you`'s and `Only your friend`'s, those the player
  /// found shown as `typed` has them (a word's spelling in the round → as
  /// the player typed it: French `cèle`, not the code's `celé`); `spoken`,
  /// for a screen reader (a score below zero says its minus in words).
  static func lines(
    _ comparison: Comparison, names: [String], namesInSentence: [String]? = nil,
    namesAfterOnly: [String]? = nil, asYou: Bool = false, typed: [String: String] = [:],
    spoken: Bool = false
  ) -> [ShownLine] {
    let namesInSentence = namesInSentence ?? names
    let namesAfterOnly = namesAfterOnly ?? namesInSentence
    let solution = comparison.compared
    // A found word as the lists show it: marked when a bonus word (the
    // score line counts those apart), the player's own as typed.
    let bonus = Set(solution.bonus)
    let show = { (word: String, typed: [String: String]) in
      Escaping.forDisplay(typed[word] ?? word)
        + (bonus.contains(word) ? messages(context: "a word found", " (bonus)") : "")
    }
    // Every list in the order of the language's dictionaries (Polish `kuć`
    // before `kur`, Portuguese `aço` before `aos`): a long list by length
    // would read as unsorted, with no lengths named.
    let order = { (words: [String]) in
      Collation.sorted(words, language: comparison.challenge.dictionary)
    }
    var lines = [
      ShownLine(text: messages("Start word: %s", Escaping.forDisplay(solution.startWord)))
    ]
    lines += comparison.differences.map {
      difference(of: $0, name: names[$0.player], order: order)
    }
    for (player, name) in zip(comparison.players, names) {
      var text = messages.plural(
        "%1$d of %2$d point", "%1$d of %2$d points", count: solution.points,
        PlaySession.score(player.score, spoken: spoken), solution.points)
      if player.bonusScore > 0 {
        text += messages.plural(" (+%d bonus)", " (+%d bonus)", count: player.bonusScore)
      }
      text +=
        ", "
        + messages.plural(
          "%1$d of %2$d word", "%1$d of %2$d words", count: solution.count, player.wordsFound,
          solution.count)
      text += PlaySession.hints(player.hintsUsed)
      // The catalog owns the separator (French writes `Ana : 7 sur 238 points`).
      lines.append(ShownLine(text: messages("%s: %s", name, text)))
    }
    let both = names.count == 2
    let all = order(comparison.foundByAll).map { show($0, typed) }
    lines.append(
      .list(shared(found: true, players: names.count, asYou: asYou, all), endingWith: all))
    if !both {
      let byWord = Dictionary(comparison.foundBySome.map { ($0.word, $0) }) { first, _ in first }
      let some = order(comparison.foundBySome.map(\.word)).compactMap { byWord[$0] }.map {
        shared in
        show(shared.word, [:]) + " ("
          + shared.players.map { names[$0] }.joined(separator: ", ") + ")"
      }
      lines.append(
        .list(
          messages("Found by some (%d): %s", some.count, words(some)), endingWith: some))
    }
    for (index, (player, name)) in zip(comparison.players, namesAfterOnly).enumerated() {
      lines.append(
        alone(
          player, name: name, asYou: asYou ? index : nil,
          show: { show($0, index == 0 ? typed : [:]) }, order: order))
    }
    let missed = order(comparison.missedByAll).map { Escaping.forDisplay($0) }
    lines.append(
      .list(shared(found: false, players: names.count, asYou: asYou, missed), endingWith: missed))
    return lines
  }

  /// The line of the words every player found (`found`) or none did:
  /// `Found by both`, `Missed by all`…; between the player and a friend
  /// (`asYou`, `:compare`), worded as the catalog says for those two sides.
  private static func shared(found: Bool, players: Int, asYou: Bool, _ list: [String]) -> String {
    switch (found, players == 2, asYou) {
    case (true, false, _): messages("Found by all (%d): %s", list.count, words(list))
    case (false, false, _): messages("Missed by all (%d): %s", list.count, words(list))
    case (true, true, true):
      // Translators: :compare's line of the words both you and the friend
      // found (its sides are "Your result" and "Your friend").
      messages(context: "you and a friend", "Found by both (%d): %s", list.count, words(list))
    case (false, true, true):
      // Translators: :compare's line of the words neither you nor the friend found.
      messages(context: "you and a friend", "Missed by both (%d): %s", list.count, words(list))
    case (true, true, false): messages("Found by both (%d): %s", list.count, words(list))
    case (false, true, false): messages("Missed by both (%d): %s", list.count, words(list))
    }
  }

  /// `NAME played with other word lists: …`: what differs, and what the
  /// comparison is over.
  private static func difference(
    of difference: ListDifference, name: String, order: ([String]) -> [String]
  ) -> ShownLine {
    var parts: [String] = []
    let (theirs, ours) = (
      order(difference.notOurs).map { Escaping.forDisplay($0) },
      order(difference.notTheirs).map { Escaping.forDisplay($0) }
    )
    if difference.isExact {
      if !theirs.isEmpty {
        parts.append(
          messages.plural(
            "%1$d answer of theirs is not in your list: %2$s",
            "%1$d answers of theirs are not in your list: %2$s", count: theirs.count,
            theirs.count, words(theirs)))
      }
      if !ours.isEmpty {
        parts.append(
          messages.plural(
            "%1$d of your answers is not in theirs: %2$s",
            "%1$d of your answers are not in theirs: %2$s", count: ours.count, ours.count,
            words(ours)))
      }
      let shared = difference.ourCount - ours.count
      parts.append(
        messages.plural(
          "compared over the %d answer both share", "compared over the %d answers both share",
          count: shared, shared))
    } else {
      // The required answers, as "answers" means everywhere else (the
      // accepted words may be as many on both lists: another --required list).
      if difference.theirRequired == difference.ourRequired {
        // As many answers, other ones: "6 there, 6 here" would say nothing.
        parts.append(
          messages.plural(
            "the round has %d answer here too, but not the same one",
            "the round has %d answers here too, but not the same ones",
            count: difference.ourRequired, difference.ourRequired))
      } else {
        parts.append(
          messages.plural(
            "%1$d answer there, %2$d here", "%1$d answers there, %2$d here",
            count: difference.theirRequired, difference.theirRequired, difference.ourRequired))
      }
      if !theirs.isEmpty {
        parts.append(
          messages.plural(
            "%1$d word they found is not in your list: %2$s",
            "%1$d words they found are not in your list: %2$s", count: theirs.count,
            theirs.count, words(theirs)))
      }
      parts.append(messages("compared over your answers"))
    }
    return ShownLine(
      text: messages(
        "%1$s played with other word lists: %2$s", name,
        parts.joined(separator: messages(context: "between the parts of a sentence", "; "))))
  }

  /// `Only NAME (N): …`, the words `player` alone found, each as `show`
  /// shows it; `asYou`: the player's (0) or the friend's (1) of a
  /// `:compare`, as a sentence names them.
  private static func alone(
    _ player: Comparison.Player, name: String, asYou: Int?, show: (String) -> String,
    order: ([String]) -> [String]
  ) -> ShownLine {
    let alone = order(player.foundAlone).map(show)
    let shown = words(alone)
    let text =
      switch asYou {
      case nil: messages("Only %s (%d): %s", name, alone.count, shown)
      case 0?: messages("Only you (%d): %s", alone.count, shown)
      default: messages("Only your friend (%d): %s", alone.count, shown)
      }
    return .list(text, endingWith: alone)
  }

  /// Words as shown, in a sentence: separated by commas, or `none`.
  private static func words(_ shown: [String]) -> String {
    shown.isEmpty ? messages("none") : shown.joined(separator: ", ")
  }
}
