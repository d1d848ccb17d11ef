import WordScramble

/// A game in the REPL: the current round and its solution, where new start
/// words come from, and the seeded generator. It turns each input line into a
/// ``PlayStep``; it does no I/O, so the loop around it stays thin.
struct PlaySession {
  /// Where start words come from.
  struct Source {
    /// The list to draw from (after `fixedRoot`, if any).
    var startWords: StartWords?
    /// Why there is no list to draw from, when the language has none (a
    /// `--required` list without a word of 8 letters and 20 answers).
    var noStartWords: GameLanguageError? = nil
    /// The start word of the first round (`--root`).
    var fixedRoot: String? = nil
    var difficulty: Difficulty? = nil
    /// How many required answers a drawn word needs (the engine's rule).
    var minimumAnswers = StartWords.minimumAnswers
    /// The daily puzzle: the game is its one round, ending with a share line;
    /// its rules (what counts towards the streak, a day played once) are the engine's.
    var puzzle: DailyPuzzle? = nil
    /// The daily puzzle's date.
    var daily: CalendarDate? { puzzle?.date }
    /// What the player runs to resume a paused round.
    var resumeCommand = "wordgame"
  }

  /// How the saved round is named: the dictionary as given, the `--seed` and
  /// the options it must be resumed under.
  struct Identity {
    var dictionary: String
    var seed: UInt64?
    var options = SavedRound.Options()
    /// A `--required` list decides the round's answers.
    var hasRequiredList: Bool { options.required != nil }
  }

  private(set) var game: Game
  /// The challenge of the rounds (``roundChallenge``), and whether it is a
  /// friend's, played as the game's one round (`--challenge`).
  var challenge: Challenge?
  var playsChallenge = false
  var generator: SeededGenerator
  let source: Source
  let solver: Solver
  let identity: Identity
  /// Where `:define` reads definitions (the command passes WordNet's
  /// installed files; nil: none installed). The session reads no files of its own.
  var definitions: WordNet?
  /// A person types on a terminal without line editing (`TERM=dumb`): a line
  /// with an escape sequence is a key that did not work, not an answer.
  var hasNoLineEditing = false
  /// Screen-reader mode (``ScreenReader``): hints, `:grid` and times in words.
  var screenReader = false
  /// A person plays at a terminal: a daily puzzle asks before it ends for good.
  var isInteractive = false
  /// Rounds are saved (there is a state folder): a paused round resumes.
  var savesRounds = true
  /// How the player asked to end the daily puzzle (`:quit` or `:reveal`),
  /// while the question whether to end it for good waits for its answer.
  var endAsked: PlayCommandWord?
  /// The answers and bonus words of the round before this one: words that may
  /// be defined now that their round is over.
  var previousWords: Set<String> = []
  /// The seconds left of a timed round (`--time`) when last told: the loop
  /// sets it before every step; nil for an untimed game.
  var timeLeft: Double?
  /// Grows when a round begins, so the loop starts its countdown.
  private(set) var roundsBegun = 0
  /// A timed round's time ran out and the next one begins on Enter.
  var isBetweenRounds = false
  /// Grows whenever there is something new to save (a word, a hint, a new round).
  private var revision = 0
  /// The round's id (``SavedRound/id``), new with each round begun.
  private(set) var roundID = SavedRound.newID()
  private var savedRevision = -1

  /// A session on a new game: the fixed start word, or one drawn from `source`.
  init(source: Source, solver: Solver, minimumLength: Int, identity: Identity) throws(NoGame) {
    self.source = source
    self.solver = solver
    self.identity = identity
    self.generator = SeededGenerator(seed: identity.seed ?? UInt64.random(in: .min ... .max))
    if let root = source.fixedRoot {
      game = solver.game(startWord: root, minimumLength: minimumLength)
      guard game.solution.count > 0 else {
        throw NoGame(
          startWord: game.round.startWordSpelling ?? root, minimumLength: minimumLength,
          requiredList: identity.hasRequiredList)
      }
    } else {
      self.game = Game(
        round: Round(startWord: "", dictionary: solver.dictionary),
        solution: Solution(startWord: "", minimumLength: minimumLength, answers: []))
      guard let game = drawGame(minimumLength: minimumLength) else {
        throw NoGame(minimumLength: minimumLength, requiredList: identity.hasRequiredList)
      }
      self.game = game
    }
    timeLeft = wholeTime
  }

  /// Resumes a saved round where it was, its generator included, checked and
  /// its answers derived again (``SavedRound/problem(in:)`` said it can be);
  /// one that cannot is solved again and its words judged again.
  init(resuming saved: SavedRound, source: Source, solver: Solver) {
    self.source = source
    self.solver = solver
    self.identity = Identity(
      dictionary: saved.dictionary, seed: saved.seed, options: saved.options ?? .init())
    self.generator = SeededGenerator(seed: saved.generatorState)
    self.roundID = saved.id ?? SavedRound.newID()
    if let game = try? saved.game(solver: solver) {
      self.game = game
    } else {
      var game = solver.game(startWord: saved.startWord, minimumLength: saved.minimumLength)
      for word in saved.words { game.submit(word) }
      self.game = Game(round: game.round, solution: game.solution, hintsUsed: saved.hintsUsed)
    }
    timeLeft = saved.timeLeft ?? wholeTime
  }

  /// The first step: the round's opening (with the words found so far when resumed).
  mutating func start(resumed: Bool) -> PlayStep {
    roundsBegun += 1
    return step(resumed ? resumption() : opening())
  }

  /// Handles one decoded input line: an answer or a `:command`; `typed`, the
  /// line as written, echoes a word with its capital (`Aufnahmen`, `:define Tisch`).
  mutating func handle(_ line: InputLine, typed: String? = nil) -> PlayStep {
    if endAsked != nil { return answerEnd(line) }
    if isBetweenRounds { return handleBetweenRounds(line, typed: typed) }
    if case .answer(let text) = line, text.hasPrefix(":") {
      let command = Self.command(text)
      if let lines = definitionAsTyped(command, typed: typed) { return PlayStep(lines: lines) }
      return run(command: command.name, argument: command.argument)
    }
    if hasNoLineEditing, case .invalid(let text, .controlCharacter) = line,
      text.unicodeScalars.contains("\u{1B}")
    {
      return withoutSpecialKeys(text)
    }
    if let step = joinedWordLine(line, typed: typed) { return step }
    let rankBefore = game.rank
    guard let verdict = game.submit(line, typed: typed) else { return PlayStep() }
    revision += 1
    switch verdict {
    case .accepted(let accepted, let points):
      let word = shown(accepted)
      var text = messages.plural(
        "%2$s: +%1$d point", "%2$s: +%1$d points", count: points, points, word)
      if !game.isRequired(accepted) { text += messages(", bonus word") }
      if Scoring.usesEveryLetter(accepted, startWord: game.round.startWord) {
        text += messages(", every letter!")
      }
      // Translators: the dash between a verdict's parts (`worm: +4 points —
      // 8 of 142 points`), as the language writes one: Swedish ` – `.
      let dash = messages(context: "between a line's parts", " — ")
      text += dash + progressText
      var rank = ""
      if game.rank != rankBefore {
        rank = messages("rank: %s", game.rank.name(in: messages))
        text += dash + rank
      }
      // A new rank is never broken from its name (`rang:` / `Mästare`).
      let lines = [
        ShownLine(
          text: text, style: .accepted, isVerdict: true,
          layout: rank.isEmpty ? .prose : .keeping(rank))
      ]
      var result =
        game.isComplete
        ? nextRound(
          after: lines + [ShownLine(text: messages("You have found every word!"))], finished: true)
        : step(lines)
      if game.wordsFound == 1, game.isRequired(accepted) {
        result.countedDay = source.puzzle?.countedDay(of: game)
        result.countedDictionary = source.puzzle?.dictionary
      }
      return result
    case .rejected(let key, let error):
      return step([
        ShownLine(text: rejection(key, error, typed: typed), style: .rejected, isVerdict: true)
      ])
    }
  }

  /// Ends the game showing the words missed: the round counts as finished.
  /// A daily puzzle with nothing found is paused instead, and at a terminal
  /// the player is asked first (`asking`).
  mutating func finish(asking: Bool = true) -> PlayStep {
    if isBetweenRounds { return PlayStep(isOver: true) }
    if asking, let paused = beforeEndingDaily(by: .quit) { return paused }
    var step = PlayStep(lines: summary(reveal: true) + shareLines(), isOver: true)
    step.endedRounds = outcome(finished: true)
    return step
  }

  /// Ends the game on a signal: the round stays saved and unfinished.
  mutating func interrupt(savesRounds: Bool) -> PlayStep {
    if isBetweenRounds { return PlayStep(isOver: true) }
    var lines = summary(reveal: false, paused: true)
    if let clock = timeLeftClock {
      revision += 1  // the time left is saved
      lines.append(ShownLine(text: messages("Time left: %s.", clock)))
    }
    if savesRounds {
      lines.append(
        ShownLine(text: messages("Round saved: run %s again to resume it.", source.resumeCommand)))
    }
    return step(lines)
  }

  /// `lines`, with a checkpoint when the round changed since the last one.
  mutating func step(_ lines: [ShownLine], ended: [Statistics.Outcome] = []) -> PlayStep {
    var step = PlayStep(lines: lines, endedRounds: ended)
    step.roundID = roundID
    if revision != savedRevision {
      savedRevision = revision
      step.checkpoint = SavedRound(
        game: game, dictionary: identity.dictionary, seed: identity.seed,
        generatorState: generator.state, options: identity.options, timeLeft: timeLeft,
        id: roundID)
    }
    return step
  }

  /// Closes the round (revealing the words missed when `finished`), records it,
  /// and opens the next one on a newly drawn start word, after a blank line.
  mutating func nextRound(after lines: [ShownLine], finished: Bool) -> PlayStep {
    let closing = lines + summary(reveal: finished)
    let ended = outcome(finished: finished)
    if source.daily != nil || playsChallenge {
      var step = step(closing + shareLines())
      (step.endedRounds, step.isOver) = (ended, true)
      return step
    }
    guard advance() else {
      var step = step(closing + noNextRound())
      step.endedRounds = ended
      step.isOver = true
      return step
    }
    return step(closing + [ShownLine(text: "")] + opening(), ended: ended)
  }

  /// Begins a round on a newly drawn start word (with the whole time of a
  /// timed game); false when none can be drawn.
  mutating func advance() -> Bool {
    guard let next = drawGame(minimumLength: game.round.minimumLength) else { return false }
    previousWords = roundWords
    game = next
    roundID = SavedRound.newID()
    revision += 1
    roundsBegun += 1
    timeLeft = wholeTime
    return true
  }

  /// Why no next round: the language has no start words to draw, or none
  /// drawn has an answer.
  func noNextRound() -> [ShownLine] {
    let reason =
      source.noStartWords.map { $0.description(in: messages) }
      ?? NoGame(minimumLength: game.round.minimumLength, requiredList: identity.hasRequiredList)
      .description
    return [ShownLine(text: messages("No new round: %s", reason), style: .rejected)]
  }

  /// A game on a start word drawn from the list (the bundled one when playing
  /// a fixed `--root`), or nil when none drawn has a required answer.
  private mutating func drawGame(minimumLength: Int) -> Game? {
    guard let startWords = source.startWords else { return nil }
    return startWords.drawGame(
      solver: solver, minimumLength: minimumLength, difficulty: source.difficulty,
      minimumAnswers: source.minimumAnswers, using: &generator)
  }

  mutating func run(command name: String, argument: String? = nil) -> PlayStep {
    guard let command = PlayCommandWord(abbreviation: name) else {
      let known = PlayCommandWord.allCases.map { ":" + $0.rawValue }.joined(separator: " ")
      return PlayStep(lines: [
        ShownLine(
          text: messages("Unknown command ':%s'. Commands: %s", Escaping.forDisplay(name), known),
          style: .rejected)
      ])
    }
    switch command {
    case .help:
      return PlayStep(lines: PlayCommandWord.helpLines(in: messages, spoken: screenReader))
    // A daily puzzle has no next round: :new ends it as :quit does (asking,
    // or pausing it when nothing is found), never throwing its words away.
    case .new: return source.puzzle != nil ? finish() : nextRound(after: [], finished: false)
    case .reveal: return beforeEndingDaily(by: .reveal) ?? nextRound(after: [], finished: true)
    case .words: return PlayStep(lines: wordsLines(order: argument))
    case .score:
      return PlayStep(lines: [scoreLine(showingHints: true, showingNextRank: !isBetweenRounds)])
    case .ranks: return PlayStep(lines: rankLines())
    case .shuffle: return PlayStep(lines: [lettersLine()])
    case .hint: return hint()
    case .grid: return PlayStep(lines: screenReader ? gridInWords() : gridLines())
    case .two: return PlayStep(lines: twoLetterLines())
    case .define: return PlayStep(lines: definitionLines(argument))
    case .challenge: return PlayStep(lines: codeLines())
    case .compare: return PlayStep(lines: compareLines(argument))
    case .quit: return finish()
    }
  }

  private mutating func hint() -> PlayStep {
    guard let hint = game.nextHint(using: &generator) else {
      return PlayStep(lines: [ShownLine(text: messages("You have found every word!"))])
    }
    revision += 1
    // In screen-reader mode the hint ends on its letters (a parenthesis is
    // not heard), the rest a sentence of its own; `-1` is said as `1`: the
    // cost in words.
    let cost =
      switch (hint.isNew, screenReader) {
      case (false, false): messages(" (no more letters to show: type it to find it)")
      case (false, true): " " + messages("No more letters to show: type it to find it.")
      case (true, false): messages(" (-1 point)")
      case (true, true): " " + messages("It costs 1 point.")
      }
    return step([hintLine(hint, cost: cost)])
  }
}
