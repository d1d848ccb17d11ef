import WordScramble

/// A REPL command: a line that starts with `:`.
enum PlayCommandWord: String, CaseIterable {
  case help, new, words, score, shuffle, hint, reveal, quit

  var summary: String {
    switch self {
    case .help: "Show this help."
    case .new: "Give up this round and start one with a new start word."
    case .words: "List the words found, newest first, with their letter counts."
    case .score: "Show the score, progress and rank."
    case .shuffle: "Show the letters in a new order."
    case .hint: "Show a word not found yet, a letter more each time (1 point each)."
    case .reveal: "End this round showing the words missed, then start a new one."
    case .quit: "End the game showing the words missed (also Ctrl-D)."
    }
  }

  /// What `:help` shows.
  static var helpLines: [ShownLine] {
    [ShownLine(text: "Type a word made from the letters, or a command:")]
      + allCases.map { command in
        let name = ":" + command.rawValue
        return ShownLine(
          text: "  " + name + String(repeating: " ", count: 10 - name.count) + command.summary)
      }
  }
}

/// The lines the game shows: openings, progress and summaries.
extension PlaySession {
  /// The lines that open a round: the start word, its letters, the puzzle's size.
  mutating func opening() -> [ShownLine] {
    let solution = game.solution
    return [
      ShownLine(text: "Start word: \(game.round.startWord ?? "")", style: .heading),
      lettersLine(),
      ShownLine(
        text:
          "Find \(solution.count) word\(solution.count == 1 ? "" : "s") worth \(solution.points) points."
      ),
    ]
  }

  /// The lines a resumed round opens with.
  mutating func resumption() -> [ShownLine] {
    [ShownLine(text: "Resuming your unfinished round.")] + opening() + [
      wordsFoundLine(), scoreLine(),
    ]
  }

  mutating func lettersLine() -> ShownLine {
    let letters = game.round.shuffledLetters(using: &generator).map { $0.uppercased() }
    return ShownLine(text: "Letters: " + letters.joined(separator: " "))
  }

  var progressText: String {
    "\(game.score) of \(game.solution.points) points, \(game.wordsFound) of \(game.solution.count) words"
  }

  /// The lines that close a round: the words missed (when `reveal`), the start
  /// word, the words found, the score and rank.
  func summary(reveal: Bool) -> [ShownLine] {
    var lines: [ShownLine] = []
    if reveal {
      let missed = game.missedWords
      lines.append(
        ShownLine(text: missed.isEmpty ? "No words missed." : "Words missed (\(missed.count)):"))
      for group in game.missedWordsByLength {
        lines.append(
          ShownLine(
            text: "  \(group.length) letters: "
              + group.words.map(Escaping.forDisplay).joined(separator: ", ")))
      }
    }
    return lines + [
      ShownLine(text: "Round over. Start word: \(game.round.startWord ?? "")", style: .heading),
      wordsFoundLine(), scoreLine(),
    ]
  }

  /// `Words found (N): newest, …, oldest` (or `none`).
  func wordsFoundLine() -> ShownLine {
    let words = game.round.usedWords
    return ShownLine(
      text: "Words found (\(words.count)): "
        + (words.isEmpty ? "none" : words.map(Escaping.forDisplay).joined(separator: ", ")))
  }

  /// What `:words` shows: the words found, newest first, with their letter counts.
  func wordsLines() -> [ShownLine] {
    let words = game.round.usedWords
    if words.isEmpty { return [ShownLine(text: "No words found yet.")] }
    return [ShownLine(text: "Words found (\(words.count)), newest first:")]
      + words.map {
        ShownLine(text: "  \(Normalization.letterCount($0))  \(Escaping.forDisplay($0))")
      }
  }

  /// `Score: S of P points, F of N words, rank NAME`, with the hints used if asked.
  func scoreLine(showingHints: Bool = false) -> ShownLine {
    let hints = game.hintsUsed
    let note = showingHints && hints > 0 ? " (\(hints) hint\(hints == 1 ? "" : "s"))" : ""
    return ShownLine(text: "Score: \(progressText), rank \(game.rank.name)\(note)")
  }
}
