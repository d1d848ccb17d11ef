import WordScramble

/// One line the game shows, with how it should look.
struct ShownLine: Equatable {
  var text: String
  var style: LineStyle = .plain
}

/// What one step of the game gives the loop to do: lines to show, a
/// checkpoint to save, rounds that ended (for the statistics), and whether
/// the game is over.
struct PlayStep: Equatable {
  var lines: [ShownLine] = []
  /// The round as it is now, when there is something new to save.
  var checkpoint: SavedRound?
  var endedRounds: [Statistics.Outcome] = []
  /// The game is over: the saved round is removed.
  var isOver = false
}

/// A game in the REPL: the current round and its solution, where new start
/// words come from, and the seeded generator. It turns each input line into a
/// ``PlayStep``; it does no I/O, so the loop around it stays thin.
struct PlaySession {
  /// Where start words come from.
  struct Source {
    /// The list to draw from, or nil to play `fixedRoot`.
    var startWords: StartWords?
    var fixedRoot: String? = nil
    var difficulty: Difficulty? = nil
    /// How many answers a drawn word needs (the bundled list's words have 10).
    var minimumAnswers = 10
  }

  /// How the saved round is named: the dictionary as given and the `--seed`.
  struct Identity {
    var dictionary: String
    var seed: UInt64?
  }

  private(set) var game: Game
  var generator: SeededGenerator
  let source: Source
  let solver: Solver
  let identity: Identity
  /// Grows whenever there is something new to save (a word, a hint, a new round).
  private var revision = 0
  private var savedRevision = -1

  /// A session on a new game drawn from `source`.
  init(source: Source, solver: Solver, minimumLength: Int, identity: Identity) {
    self.source = source
    self.solver = solver
    self.identity = identity
    self.generator = SeededGenerator(seed: identity.seed ?? UInt64.random(in: .min ... .max))
    self.game = Game(
      round: Round(startWord: "", dictionary: solver.dictionary),
      solution: Solution(startWord: "", minimumLength: minimumLength, answers: []))
    self.game = newGame(minimumLength: minimumLength)
  }

  /// Resumes a saved round where it was, its generator included. A version 1
  /// file, without its answers, is solved again and its words judged again.
  init(resuming saved: SavedRound, source: Source, solver: Solver) {
    self.source = source
    self.solver = solver
    self.identity = Identity(dictionary: saved.dictionary, seed: saved.seed)
    self.generator = SeededGenerator(seed: saved.generatorState)
    if let game = saved.game(dictionary: solver.dictionary) {
      self.game = game
    } else {
      var game = solver.game(startWord: saved.startWord, minimumLength: saved.minimumLength)
      for word in saved.words { game.submit(word) }
      self.game = Game(round: game.round, solution: game.solution, hintsUsed: saved.hintsUsed)
    }
  }

  /// The first step: the round's opening (with the words found so far when resumed).
  mutating func start(resumed: Bool) -> PlayStep {
    step(resumed ? resumption() : opening())
  }

  /// Handles one decoded input line: an answer or a `:command`.
  mutating func handle(_ line: InputLine) -> PlayStep {
    if case .answer(let text) = line, text.hasPrefix(":") {
      return run(command: String(text.dropFirst()))
    }
    let rankBefore = game.rank
    guard let verdict = game.submit(line) else { return PlayStep() }
    let word = Escaping.forDisplay(verdict.word)
    switch verdict {
    case .accepted(_, let points):
      revision += 1
      var text = "\(word): +\(points) point\(points == 1 ? "" : "s") — \(progressText)"
      if game.rank != rankBefore { text += " — rank: \(game.rank.name)" }
      return step([ShownLine(text: text, style: .accepted)])
    case .rejected(_, let error):
      var text = "\(word): \(error.title) — \(error.message)"
      if error == .notRecognized, let guess = game.suggestion(for: verdict.word) {
        text += " Did you mean '\(Escaping.forDisplay(guess))'?"
      }
      return step([ShownLine(text: text, style: .rejected)])
    }
  }

  /// Ends the game showing the words missed: the round counts as finished.
  mutating func finish() -> PlayStep {
    var step = PlayStep(lines: summary(reveal: true), isOver: true)
    step.endedRounds = [Statistics.Outcome(game: game, finished: true)]
    return step
  }

  /// Ends the game on a signal: the round stays saved and unfinished.
  mutating func interrupt(savesRounds: Bool) -> PlayStep {
    var lines = summary(reveal: false)
    if savesRounds {
      lines.append(ShownLine(text: "Round saved: run wordgame again to resume it."))
    }
    return step(lines)
  }

  /// `lines`, with a checkpoint when the round changed since the last one.
  private mutating func step(_ lines: [ShownLine], ended: [Statistics.Outcome] = []) -> PlayStep {
    var step = PlayStep(lines: lines, endedRounds: ended)
    if revision != savedRevision {
      savedRevision = revision
      step.checkpoint = SavedRound(
        game: game, dictionary: identity.dictionary, seed: identity.seed,
        generatorState: generator.state)
    }
    return step
  }

  /// A new game: the fixed start word, or one drawn from the list.
  private mutating func newGame(minimumLength: Int) -> Game {
    guard let startWords = source.startWords else {
      return solver.game(startWord: source.fixedRoot ?? "", minimumLength: minimumLength)
    }
    return startWords.drawGame(
      solver: solver, minimumLength: minimumLength, difficulty: source.difficulty,
      minimumAnswers: source.minimumAnswers, using: &generator)
  }

  private mutating func run(command name: String) -> PlayStep {
    guard let command = PlayCommandWord(rawValue: name) else {
      let known = PlayCommandWord.allCases.map { ":" + $0.rawValue }.joined(separator: " ")
      return PlayStep(lines: [
        ShownLine(
          text: "Unknown command ':\(Escaping.forDisplay(name))'. Commands: \(known)",
          style: .rejected)
      ])
    }
    switch command {
    case .help: return PlayStep(lines: PlayCommandWord.helpLines)
    case .new, .reveal:
      let finished = command == .reveal
      let closing = summary(reveal: finished)
      let ended = Statistics.Outcome(game: game, finished: finished)
      game = newGame(minimumLength: game.round.minimumLength)
      revision += 1
      return step(closing + opening(), ended: [ended])
    case .words: return PlayStep(lines: wordsLines())
    case .score: return PlayStep(lines: [scoreLine(showingHints: true)])
    case .shuffle: return PlayStep(lines: [lettersLine()])
    case .hint: return hint()
    case .quit: return finish()
    }
  }

  private mutating func hint() -> PlayStep {
    guard let hint = game.nextHint(using: &generator) else {
      return PlayStep(lines: [ShownLine(text: "You have found every word!")])
    }
    revision += 1
    let pattern = hint.letters.map { $0.map { String($0).uppercased() } ?? "_" }
      .joined(separator: " ")
    let cost = hint.isNew ? " (-1 point)" : " (no more letters to show)"
    return step([ShownLine(text: "Hint: a \(hint.letters.count)-letter word: \(pattern)\(cost)")])
  }
}
