#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WordScramble

/// What a party round reads and shows besides the turns' own lines: the
/// lines that end a turn, the commands refused, the screen cleared, and the
/// comparison that ends the party.
extension PartyLoop {
  /// Whether `line` ends the player's turn: `:done`, or `:quit` (also shortened).
  static func endsTurn(_ line: InputLine) -> Bool {
    guard case .answer(let text) = line, text.hasPrefix(":") else { return false }
    let name = PlaySession.command(text).name
    return name == "done" || PlayCommandWord(abbreviation: name) == .quit
  }

  /// The lines a party round answers a command with itself, or nil: a
  /// refusal of a command it does not play (a new round, the answers, the
  /// codes) or does not know, and `:help`, which lists only the commands a turn takes
  /// (`spoken`: its examples as a screen reader hears them).
  static func ownAnswer(_ line: InputLine, spoken: Bool = false) -> [ShownLine]? {
    guard case .answer(let text) = line, text.hasPrefix(":") else { return nil }
    let name = PlaySession.command(text).name
    guard let command = PlayCommandWord(abbreviation: name) else {
      // An unknown command: the commands a turn takes, not the whole game's.
      let known = PlayCommandWord.inParty.map { ":" + $0.rawValue } + [":done"]
      return [
        ShownLine(
          text: messages(
            "Unknown command ':%s'. Commands: %s", Escaping.forDisplay(name),
            known.joined(separator: " ")),
          style: .rejected)
      ]
    }
    if command == .help {
      return PlayCommandWord.helpLines(in: messages, party: true, spoken: spoken)
    }
    guard PlayCommandWord.notInParty.contains(command) else { return nil }
    return [
      ShownLine(
        text: messages(
          ":%s is not played in a party round; type :done to end your turn.", command.rawValue),
        style: .rejected)
    ]
  }

  /// An input line's bytes, decoded as the game decodes answers.
  mutating func decode(_ bytes: [UInt8], _ dropped: Int) -> InputLine {
    defer { isFirstLine = false }
    return bytes.withUnsafeBytes {
      InputLine.decode($0, droppedBytes: dropped, isFirstLine: isFirstLine)
    }
  }

  /// Piped, after a turn the time or every word found ended: reads the
  /// player's lines up to the next `:done`, which are not played (a note on
  /// standard error says how many). How the party ended, if it did.
  mutating func skipRest(_ reader: inout any LineReader) throws(OutputError) -> TurnEnd? {
    var skipped = 0
    defer {
      if skipped > 0 {
        printError(
          messages.plural(
            "Note: %d line typed after the turn ended was not played.",
            "Note: %d lines typed after the turn ended were not played.", count: skipped))
      }
    }
    while true {
      switch reader.next(countdown: nil, question: nil) {
      case .line(let bytes, let dropped):
        let line = decode(bytes, dropped)
        if Self.endsTurn(line) { return nil }
        if line != .blank { skipped += 1 }
      case .timeUp, .alarm: continue
      case .end: return .end
      case .interrupted(let signal): return .interrupted(signal)
      }
    }
  }

  /// What ends the party: how many turns were played if not all, who found
  /// what, and the round's challenge code, to play it again.
  func endLines() -> [ShownLine] {
    var lines = [ShownLine(text: "")]
    let players = party.names.count
    if results.count < players {
      lines.append(
        ShownLine(
          text: messages.plural(
            "The party ended after %1$d of %2$d turn.", "The party ended after %1$d of %2$d turns.",
            count: players, results.count, players)))
    }
    if let solution, results.count >= 2,
      let comparison = try? Comparison(results: results, solution: solution)
    {
      // The names were escaped once, when the party was made.
      let names = Array(party.names.prefix(results.count))
      let namesInSentence = Array(party.names(at: .inSentence).prefix(results.count))
      lines += ComparisonText.lines(
        comparison, names: names, namesInSentence: namesInSentence,
        namesAfterOnly: Array(party.names(at: .afterOnly).prefix(results.count)),
        spoken: style.screenReader)
      if results.count == players {
        lines.append(
          Self.winnerLine(
            comparison, names: namesInSentence,
            winnerNames: Array(party.names(at: .winner).prefix(results.count)),
            spoken: style.screenReader))
      }
    } else if results.count == 1 {
      lines.append(ShownLine(text: messages("Nothing to compare: only one player had a turn.")))
    }
    // A command to copy is never broken between lines on a terminal.
    let party = "wordgame --challenge \(challenge.code) --players \(players)"
    return lines + [
      ShownLine(text: ""),
      ShownLine.challenge(challenge.code, in: messages),
      ShownLine(
        text: messages(
          "Play it again as a party: wordgame --challenge %1$s --players %2$d", challenge.code,
          players), layout: .command(party)),
    ]
  }

  /// Whether `name` starts with the sound of i: an `i` (or `hi`) not
  /// gliding into the vowel after it (`Inés`, `Hilda`, `Íñigo`; not `Hielo`).
  static func startsWithSoundI(_ name: String) -> Bool {
    var letters = Substring(name.lowercased())
    if letters.first == "h" { letters = letters.dropFirst() }
    guard let first = letters.first, first == "i" || first == "í" else { return false }
    guard let next = letters.dropFirst().first else { return true }
    return !"aeiouáéíóú".contains(next)
  }

  /// The line naming who won the party, by points of required words
  /// (bonus words score apart, as in the score line), or the players tied;
  /// a score below zero as the language writes it (`−1`), its plural form
  /// that of its number (Polish `−1 punkt`, `−2 punkty`); one winner named by
  /// `winnerNames` (by default `names`, those inside a sentence); `spoken`,
  /// for a screen reader.
  static func winnerLine(
    _ comparison: Comparison, names: [String], winnerNames: [String]? = nil, spoken: Bool = false
  ) -> ShownLine {
    let best = comparison.players.map(\.score).max() ?? 0
    let shown = PlaySession.score(best, spoken: spoken)
    let first = zip(comparison.players, names).filter { $0.0.score == best }.map(\.1)
    guard first.count > 1 else {
      let winner = zip(comparison.players, winnerNames ?? names).first { $0.0.score == best }?.1
      return ShownLine(
        text: messages.plural(
          "%1$s wins, with %2$d point.", "%1$s wins, with %2$d points.", count: abs(best),
          winner ?? "", shown),
        style: .heading)
    }
    let (others, last) = (first.dropLast().joined(separator: ", "), first.last ?? "")
    let tied: String
    if Self.startsWithSoundI(last) {
      // Translators: the same list when the last name starts with the sound
      // of i (Inés, Hilda), where Spanish writes `e` for `y`.
      tied = messages(
        context: "a list of names, the last starting with the sound i", "%1$s and %2$s", others,
        last)
    } else if let first = last.lowercased().first, "eéèê".contains(first) {
      // Translators: the same list when the last name starts with an e
      // (Elena, Ernesto), where Italian writes `ed` for `e`.
      tied = messages(
        context: "a list of names, the last starting with e", "%1$s and %2$s", others, last)
    } else {
      tied = messages(context: "a list of names", "%1$s and %2$s", others, last)
    }
    return ShownLine(
      text: messages.plural(
        "A tie: %1$s, with %2$d point each.", "A tie: %1$s, with %2$d points each.",
        count: abs(best), tied, shown),
      style: .heading)
  }

  /// Clears the screen for the next player: with the terminal's escape
  /// sequence (the scrollback too) where it has one, else by blank lines
  /// that push the turn before out of sight.
  func clearScreen() throws(OutputError) {
    if style.editsLines {
      try output.write("\u{1B}[H\u{1B}[2J\u{1B}[3J")
      return
    }
    var size = winsize()
    let rows = ioctl(output.descriptor, UInt(TIOCGWINSZ), &size) == 0 ? Int(size.ws_row) : 0
    try output.write(String(repeating: "\n", count: max(rows, 50)))
  }

  /// Shows `lines` as the game shows them: verdicts marked, laid out to the terminal.
  func show(_ lines: some Sequence<ShownLine>) throws(OutputError) {
    let width = style.columns(of: output.descriptor)
    for line in lines {
      let mark = line.isVerdict ? style.mark(line.style) : ""
      for part in line.laidOut(width: width, mark: mark) {
        try output.write(style.render(part, line.style))
      }
    }
  }
}
