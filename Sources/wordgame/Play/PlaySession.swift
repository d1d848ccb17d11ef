import WordScramble

/// One line the game shows, with how it should look.
struct ShownLine: Equatable {
  var text: String
  var style: LineStyle = .plain
}

/// A game in the REPL: the current round and its solution, the start words to
/// draw from, and the seeded generator. It turns each input line into the lines
/// to show; it does no I/O, so the command loop stays thin.
struct PlaySession {
  /// A REPL command: a line that starts with `:`.
  enum Command: String, CaseIterable {
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
  }

  /// How the session ended, once it has.
  enum Ending { case quit }

  /// Where start words come from.
  struct Source {
    var startWords: [String]
    var fixedRoot: String? = nil
    var difficulty: Difficulty? = nil
    /// Whether words drawn should have at least 10 answers (the bundled list does).
    var minimumAnswers = 10
  }

  private(set) var game: Game
  private var generator: SeededGenerator
  private let source: Source
  private let solver: Solver
  private(set) var ending: Ending?
  /// Grows whenever there is something new to save (a word, a hint, a new round).
  private(set) var revision = 0
  /// Rounds that ended (finished or abandoned) since last taken, for the statistics.
  private var endedRounds: [Statistics.Outcome] = []

  init(
    source: Source, solver: Solver, minimumLength: Int, generator: SeededGenerator
  ) {
    self.source = source
    self.solver = solver
    self.generator = generator
    let placeholder = Round(
      startWord: "", minimumLength: minimumLength, dictionary: solver.dictionary)
    game = Game(
      round: placeholder, solution: Solution(startWord: "", minimumLength: 1, answers: []))
    game = newGame(minimumLength: minimumLength)
  }

  /// Resumes a saved round: its words are judged again (a word the dictionary
  /// no longer accepts is dropped) and its generator goes on where it was.
  init(resuming saved: SavedRound, source: Source, solver: Solver) {
    self.source = source
    self.solver = solver
    self.generator = SeededGenerator(seed: saved.generatorState)
    var round = Round(
      startWord: saved.startWord, minimumLength: saved.minimumLength, dictionary: solver.dictionary)
    for word in saved.words { round.submit(word) }
    let solution = solver.solve(saved.startWord, minimumLength: saved.minimumLength)
    game = Game(round: round, solution: solution, hintsUsed: saved.hintsUsed)
  }

  /// The round as it is saved.
  func savedRound(dictionary: String, seed: UInt64?) -> SavedRound {
    SavedRound(
      startWord: game.round.startWord ?? "", dictionary: dictionary,
      minimumLength: game.round.minimumLength, words: game.round.usedWords.reversed(),
      score: game.score, hintsUsed: game.hintsUsed, seed: seed, generatorState: generator.state)
  }

  /// The rounds that ended since the last call.
  mutating func takeEndedRounds() -> [Statistics.Outcome] {
    defer { endedRounds.removeAll() }
    return endedRounds
  }

  /// Ends the game at the end of input: the round counts as finished.
  mutating func finish() -> [ShownLine] {
    endedRounds.append(Statistics.Outcome(game: game, finished: true))
    ending = .quit
    return summary(reveal: true)
  }

  /// The lines a resumed round opens with.
  mutating func resumption() -> [ShownLine] {
    [ShownLine(text: "Resuming your unfinished round.")] + opening() + [
      wordsFoundLine(), scoreLine(),
    ]
  }

  /// Draws a start word (the fixed one, or a random one in the difficulty band
  /// with enough answers: a bounded number of tries) and solves it.
  private mutating func newGame(minimumLength: Int) -> Game {
    var best: (word: String, solution: Solution)?
    for _ in 0..<(source.fixedRoot == nil ? min(200, 4 * source.startWords.count) : 1) {
      let word = source.fixedRoot ?? source.startWords.randomElement(using: &generator)!
      let solution = solver.solve(word, minimumLength: minimumLength)
      let fits =
        solution.count >= source.minimumAnswers
        && source.difficulty.map { $0.answerCounts.contains(solution.count) } ?? true
      if best == nil || fits { best = (word, solution) }
      if fits { break }
    }
    let round = Round(
      startWord: best!.word, minimumLength: minimumLength, dictionary: solver.dictionary)
    return Game(round: round, solution: best!.solution)
  }

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

  private mutating func lettersLine() -> ShownLine {
    let letters = game.round.shuffledLetters(using: &generator).map { $0.uppercased() }
    return ShownLine(text: "Letters: " + letters.joined(separator: " "))
  }

  private var progressText: String {
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
  private func wordsFoundLine() -> ShownLine {
    let words = game.round.usedWords
    return ShownLine(
      text: "Words found (\(words.count)): "
        + (words.isEmpty ? "none" : words.map(Escaping.forDisplay).joined(separator: ", ")))
  }

  /// `Score: S of P points, F of N words, rank NAME`, with the hints used if asked.
  private func scoreLine(showingHints: Bool = false) -> ShownLine {
    let hints = game.hintsUsed
    let note = showingHints && hints > 0 ? " (\(hints) hint\(hints == 1 ? "" : "s"))" : ""
    return ShownLine(text: "Score: \(progressText), rank \(game.rank.name)\(note)")
  }

  /// Handles one decoded input line.
  mutating func handle(_ line: InputLine) -> [ShownLine] {
    if case .answer(let text) = line, text.hasPrefix(":") {
      return run(command: String(text.dropFirst()))
    }
    let rankBefore = game.rank
    guard let verdict = game.submit(line) else { return [] }
    let word = Escaping.forDisplay(verdict.word)
    switch verdict {
    case .accepted(_, let points):
      revision += 1
      var text = "\(word): +\(points) point\(points == 1 ? "" : "s") — \(progressText)"
      if game.rank != rankBefore { text += " — rank: \(game.rank.name)" }
      return [ShownLine(text: text, style: .accepted)]
    case .rejected(_, let error):
      var text = "\(word): \(error.title) — \(error.message)"
      if error == .notRecognized, let guess = suggestion(for: verdict.word) {
        text += " Did you mean '\(Escaping.forDisplay(guess))'?"
      }
      return [ShownLine(text: text, style: .rejected)]
    }
  }

  /// One of the dictionary's suggestions that is an answer still to find.
  private func suggestion(for word: String) -> String? {
    guard WordShape.isLettersOnly(word) else { return nil }
    let missed = Set(game.missedWords)
    return solver.dictionary.suggestions(for: word).lazy.map(Normalization.answer)
      .first { missed.contains($0) }
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
    case .new, .reveal:
      let finished = command == .reveal
      let closing = summary(reveal: finished)
      endedRounds.append(Statistics.Outcome(game: game, finished: finished))
      game = newGame(minimumLength: game.round.minimumLength)
      revision += 1
      return closing + opening()
    case .words:
      let words = game.round.usedWords
      if words.isEmpty { return [ShownLine(text: "No words found yet.")] }
      return [ShownLine(text: "Words found (\(words.count)), newest first:")]
        + words.map {
          ShownLine(text: "  \(Normalization.letterCount($0))  \(Escaping.forDisplay($0))")
        }
    case .score:
      return [scoreLine(showingHints: true)]
    case .shuffle:
      return [lettersLine()]
    case .hint:
      guard let hint = game.nextHint(using: &generator) else {
        return [ShownLine(text: "You have found every word!")]
      }
      revision += 1
      let pattern = hint.letters.map { $0.map { String($0).uppercased() } ?? "_" }
        .joined(separator: " ")
      let cost = hint.isNew ? " (-1 point)" : " (no more letters to show)"
      return [ShownLine(text: "Hint: a \(hint.letters.count)-letter word: \(pattern)\(cost)")]
    case .quit:
      return finish()
    }
  }
}
