import WordScramble

/// A game in the REPL: the engine's ``GameSession`` (the rounds, their
/// rules and the seeded generator) with what the command line shows of it.
/// It turns each input line into a ``PlayStep``; it does no I/O, so the loop
/// around it stays thin.
struct PlaySession {
  /// Where start words come from, and what the player runs to resume a
  /// paused round.
  @dynamicMemberLookup
  struct Source {
    /// The engine's source of start words.
    var rounds: GameSession.Source
    /// What the player runs to resume a paused round.
    var resumeCommand = "wordgame"

    /// The engine's source with the command that resumes its paused round.
    init(rounds: GameSession.Source, resumeCommand: String) {
      self.rounds = rounds
      self.resumeCommand = resumeCommand
    }

    /// A source from its parts (``GameSession/Source``'s).
    init(
      startWords: StartWords? = nil, fixedRoot: String? = nil, difficulty: Difficulty? = nil,
      minimumAnswers: Int = StartWords.minimumAnswers, puzzle: DailyPuzzle? = nil
    ) {
      rounds = .init(
        startWords: startWords, fixedRoot: fixedRoot, difficulty: difficulty,
        minimumAnswers: minimumAnswers, puzzle: puzzle)
    }

    subscript<Value>(dynamicMember path: WritableKeyPath<GameSession.Source, Value>) -> Value {
      get { rounds[keyPath: path] }
      set { rounds[keyPath: path] = newValue }
    }

    subscript<Value>(dynamicMember path: KeyPath<GameSession.Source, Value>) -> Value {
      rounds[keyPath: path]
    }
  }

  typealias Identity = GameSession.Identity

  /// The engine's session: the rounds and their rules.
  var rounds: GameSession
  /// What the player runs to resume a paused round.
  let resumeCommand: String
  /// Where start words come from (the engine's), with ``resumeCommand``.
  var source: Source { Source(rounds: rounds.source, resumeCommand: resumeCommand) }
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

  /// The round being played.
  var game: Game { rounds.game }
  var solver: Solver { rounds.solver }
  var identity: Identity { rounds.identity }
  var roundID: String { rounds.roundID }
  var roundsBegun: Int { rounds.roundsBegun }
  var isBetweenRounds: Bool { rounds.isBetweenRounds }
  var previousWords: Set<String> { rounds.previousWords }
  var roundChallenge: Challenge? { rounds.roundChallenge }
  /// The challenge of the rounds (``GameSession/challenge``).
  var challenge: Challenge? {
    get { rounds.challenge }
    set { rounds.challenge = newValue }
  }
  /// The challenge is a friend's, played as the game's one round (`--challenge`).
  var playsChallenge: Bool {
    get { rounds.playsChallenge }
    set { rounds.playsChallenge = newValue }
  }
  /// The seconds left of a timed round (`--time`) when last told: the loop
  /// sets it before every step; nil for an untimed game.
  var timeLeft: Double? {
    get { rounds.timeLeft }
    set { rounds.timeLeft = newValue }
  }

  /// A session on a new game: the fixed start word, or one drawn from `source`.
  init(source: Source, solver: Solver, minimumLength: Int, identity: Identity) throws(NoGame) {
    resumeCommand = source.resumeCommand
    rounds = try GameSession(
      source: source.rounds, solver: solver, minimumLength: minimumLength, identity: identity)
  }

  /// Resumes a saved round where it was (``GameSession/init(resuming:source:solver:)``).
  init(resuming saved: SavedRound, source: Source, solver: Solver) {
    resumeCommand = source.resumeCommand
    rounds = GameSession(resuming: saved, source: source.rounds, solver: solver)
  }

  /// The first step: the round's opening (with the words found so far when resumed).
  mutating func start(resumed: Bool) -> PlayStep {
    step(resumed ? resumption() : opening())
  }

  /// Handles one decoded input line: an answer or a `:command`; `typed`, the
  /// line as written, echoes a word with its capital (`Aufnahmen`, `:define Tisch`).
  mutating func handle(_ line: InputLine, typed: String? = nil) -> PlayStep {
    if endAsked { return answerEnd(line) }
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
    guard let submission = rounds.submit(line, typed: typed) else { return PlayStep() }
    switch submission.verdict {
    case .accepted(let accepted, let points):
      let word = Escaping.forDisplay(submission.spelling ?? accepted)
      var text = messages.plural(
        "%2$s: +%1$d point", "%2$s: +%1$d points", count: points, points, word)
      if submission.isBonus { text += messages(", bonus word") }
      if submission.usesEveryLetter { text += messages(", every letter!") }
      // Translators: the dash between a verdict's parts (`worm: +4 points —
      // 8 of 142 points`), as the language writes one: Swedish ` – `.
      let dash = messages(context: "between a line's parts", " — ")
      text += dash + progressText
      var rank = ""
      if let change = submission.rankChange {
        rank = messages("rank: %s", change.to.name(in: messages))
        text += dash + rank
      }
      // A new rank is never broken from its name (`rang:` / `Mästare`).
      let lines = [
        ShownLine(
          text: text, style: .accepted, isVerdict: true,
          layout: rank.isEmpty ? .prose : .keeping(rank))
      ]
      var result =
        submission.completesRound
        ? nextRound(
          after: lines + [ShownLine(text: messages("You have found every word!"))], finished: true)
        : step(lines)
      result.countedDay = submission.countedDay
      result.countedDictionary = submission.countedDictionary
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
    step.endedRounds = rounds.outcome(finished: true)
    return step
  }

  /// Ends the game on a signal: the round stays saved and unfinished.
  mutating func interrupt(savesRounds: Bool) -> PlayStep {
    if isBetweenRounds { return PlayStep(isOver: true) }
    var lines = summary(reveal: false, paused: true)
    if let clock = timeLeftClock {
      rounds.noteChange()  // the time left is saved
      lines.append(ShownLine(text: messages("Time left: %s.", clock)))
    }
    if savesRounds {
      lines.append(
        ShownLine(text: messages("Round saved: run %s again to resume it.", resumeCommand)))
    }
    return step(lines)
  }

  /// `lines`, with a checkpoint when the round changed since the last one.
  mutating func step(_ lines: [ShownLine], ended: [Statistics.Outcome] = []) -> PlayStep {
    var step = PlayStep(lines: lines, endedRounds: ended)
    step.roundID = roundID
    step.checkpoint = rounds.checkpoint()
    return step
  }

  /// Closes the round (revealing the words missed when `finished`), records it,
  /// and opens the next one on a newly drawn start word, after a blank line.
  mutating func nextRound(after lines: [ShownLine], finished: Bool) -> PlayStep {
    let closing = lines + summary(reveal: finished)
    let close = rounds.closeRound(finished: finished)
    // A round with none after it is still the one played: its share line,
    // or why no next round could be drawn.
    guard close.nextRoundBegun else {
      let ending = rounds.playsOneRound ? shareLines() : noNextRound()
      var step = step(closing + ending)
      (step.endedRounds, step.isOver) = (close.outcomes, true)
      return step
    }
    return step(closing + [ShownLine(text: "")] + opening(), ended: close.outcomes)
  }

  /// Why no next round: the language has no start words to draw, or none
  /// drawn has an answer.
  func noNextRound() -> [ShownLine] {
    let reason = rounds.noNextRound.description(in: messages)
    return [ShownLine(text: messages("No new round: %s", reason), style: .rejected)]
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
    guard let hint = rounds.hint() else {
      return PlayStep(lines: [ShownLine(text: messages("You have found every word!"))])
    }
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
