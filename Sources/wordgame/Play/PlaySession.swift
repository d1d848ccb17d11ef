import WordScramble

/// One line the game shows, with how it should look.
struct ShownLine: Equatable {
  var text: String
  var style: LineStyle = .plain
}

/// A game in the REPL: the current round, the start words to draw from, and the
/// seeded generator. It turns each input line into the lines to show; it does no
/// I/O, so the command loop stays thin.
struct PlaySession {
  /// A REPL command: a line that starts with `:`.
  enum Command: String, CaseIterable {
    case help, new, words, score, shuffle, quit

    var summary: String {
      switch self {
      case .help: "Show this help."
      case .new: "Start a new round with a new start word."
      case .words: "List the words found, newest first, with their letter counts."
      case .score: "Show the score."
      case .shuffle: "Show the letters in a new order."
      case .quit: "End the round and show the summary (also Ctrl-D)."
      }
    }
  }

  private(set) var round: Round
  private var generator: SeededGenerator
  private let startWords: [String]
  private let fixedRoot: String?
  /// Set once the player asked to quit.
  private(set) var isOver = false

  init(
    startWords: [String], fixedRoot: String?, minimumLength: Int, dictionary: any SpellChecker,
    generator: SeededGenerator
  ) {
    self.startWords = startWords
    self.fixedRoot = fixedRoot
    self.generator = generator
    round = Round(startWord: "", minimumLength: minimumLength, dictionary: dictionary)
    round = Round(
      startWord: nextStartWord(), minimumLength: minimumLength, dictionary: dictionary)
  }

  private mutating func nextStartWord() -> String {
    fixedRoot ?? startWords.randomElement(using: &generator)!
  }

  /// The lines that open a round: the start word and its letters.
  mutating func opening() -> [ShownLine] {
    [
      ShownLine(text: "Start word: \(round.startWord ?? "")", style: .heading),
      lettersLine(),
    ]
  }

  private mutating func lettersLine() -> ShownLine {
    let letters = round.shuffledLetters(using: &generator).map { $0.uppercased() }
    return ShownLine(text: "Letters: " + letters.joined(separator: " "))
  }

  /// The lines that close a round: start word, words found, score.
  func summary() -> [ShownLine] {
    let words = round.usedWords
    return [
      ShownLine(text: "Round over. Start word: \(round.startWord ?? "")", style: .heading),
      ShownLine(
        text: "Words found (\(words.count)): "
          + (words.isEmpty ? "none" : words.map(Escaping.forDisplay).joined(separator: ", "))),
      ShownLine(text: "Score: \(round.score)"),
    ]
  }

  /// Handles one decoded input line.
  mutating func handle(_ line: InputLine) -> [ShownLine] {
    if case .answer(let text) = line, text.hasPrefix(":") {
      return run(command: String(text.dropFirst()))
    }
    guard let verdict = round.submit(line) else { return [] }
    let word = Escaping.forDisplay(verdict.word)
    switch verdict {
    case .accepted(_, let points):
      return [
        ShownLine(
          text: "\(word): +\(points) point\(points == 1 ? "" : "s"), score \(round.score)",
          style: .accepted)
      ]
    case .rejected(_, let error):
      return [ShownLine(text: "\(word): \(error.title) — \(error.message)", style: .rejected)]
    }
  }

  private mutating func run(command name: String) -> [ShownLine] {
    guard let command = Command(rawValue: name) else {
      let known = Command.allCases.map { ":" + $0.rawValue }.joined(separator: " ")
      return [
        ShownLine(
          text: "Unknown command ':\(Escaping.forDisplay(name))'. Commands: \(known)",
          style: .rejected)
      ]
    }
    switch command {
    case .help:
      return [ShownLine(text: "Type a word made from the letters, or a command:")]
        + Command.allCases.map { command in
          let name = ":" + command.rawValue
          return ShownLine(
            text: "  " + name + String(repeating: " ", count: 10 - name.count) + command.summary)
        }
    case .new:
      let closing = summary()
      round = Round(
        startWord: nextStartWord(), minimumLength: round.minimumLength,
        dictionary: round.dictionary)
      return closing + opening()
    case .words:
      let words = round.usedWords
      if words.isEmpty { return [ShownLine(text: "No words found yet.")] }
      return [ShownLine(text: "Words found (\(words.count)), newest first:")]
        + words.map {
          ShownLine(text: "  \(Normalization.letterCount($0))  \(Escaping.forDisplay($0))")
        }
    case .score:
      let count = round.usedWords.count
      return [ShownLine(text: "Score: \(round.score) from \(count) word\(count == 1 ? "" : "s")")]
    case .shuffle:
      return [lettersLine()]
    case .quit:
      isOver = true
      return summary()
    }
  }
}
