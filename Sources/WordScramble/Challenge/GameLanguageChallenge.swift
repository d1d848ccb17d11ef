extension Challenge {
  /// The challenge of `game`, a round of the dictionary `dictionary` (as
  /// ``GameLanguage/name`` names it) opened with `options`: its rules and the
  /// content hashes of its lists (read as opening read them).
  /// `timeLimit`: a timed round's seconds; `daily`: a daily puzzle's day.
  public init(
    game: Game, dictionary: String, options: GameLanguage.Options, timeLimit: Int? = nil,
    daily: CalendarDate? = nil
  ) throws(GameLanguageError) {
    self.init(
      startWord: game.solution.startWordKey, dictionary: dictionary,
      minimumLength: game.solution.minimumLength, answers: AnswerFingerprint(game.solution))
    self.timeLimit = timeLimit
    self.daily = daily
    exactLetters = options.exactLetters
    allowsVulgarWords = options.allowsVulgarWords
    func hash(_ path: String?) throws(GameLanguageError) -> UInt32? {
      guard let path else { return nil }
      if let text = options.listTexts[path] { return Self.listHash(text) }
      return Self.listHash(try GameLanguage.listText(atPath: path))
    }
    requiredList = try hash(options.requiredListPath)
    blockList = try hash(options.blockListPath)
    personalList = try hash(options.personalListPath)
  }

  /// `options` with this round's letter and vulgar-word rules, to open its
  /// language with (its lists the player gives: see ``problem(with:)``).
  public func rules(in options: GameLanguage.Options) -> GameLanguage.Options {
    var options = options
    options.exactLetters = exactLetters
    options.allowsVulgarWords = allowsVulgarWords
    return options
  }

  /// Why a language opened with `options` cannot play this round: a list of
  /// its own not given (or another one), or given when it has none; nil when
  /// it can.
  public func problem(with options: GameLanguage.Options) -> ChallengeError? {
    let given: [(String, String?, UInt32?)] = [
      ("required", options.requiredListPath, requiredList),
      ("block", options.blockListPath, blockList),
      ("personal", options.personalListPath, personalList),
    ]
    for (name, path, hash) in given {
      let text = path.flatMap { options.listTexts[$0] ?? (try? GameLanguage.listText(atPath: $0)) }
      if hash == nil && path != nil { return .noList(name) }
      if hash != text.map(Self.listHash) { return .list(name) }
    }
    return nil
  }
}

extension Challenge {
  /// ``ChallengeError/otherWordLists(theirs:ours:)`` when `game`, a round of
  /// this challenge, has other answers than it was made with (other word
  /// lists: the round is that of these lists, to play saying so); nil when
  /// they are the same.
  public func difference(from game: Game) -> ChallengeError? {
    let here = AnswerFingerprint(game.solution)
    return here == answers ? nil : .otherWordLists(theirs: answers.count, ours: here.count)
  }
}

extension GameLanguage {
  /// A new game on `challenge`'s round. Open the language with the
  /// challenge's dictionary and rules (``Challenge/rules(in:)``,
  /// ``Challenge/problem(with:)``); ``Challenge/difference(from:)`` says
  /// whether its answers are those the challenge was made with.
  public func game(for challenge: Challenge) throws(GameLanguageError) -> Game {
    try game(startWord: challenge.startWord, minimumLength: challenge.minimumLength)
  }

  /// Who found what: `results` (two to eight result codes' values) compared
  /// over the challenge's round solved in this language.
  public func comparison(of results: [ChallengeResult]) throws(ChallengeError) -> Comparison {
    guard let challenge = results.first?.challenge else { throw .playerCount(0) }
    let solution = solver().solve(challenge.startWord, minimumLength: challenge.minimumLength)
    return try Comparison(results: results, solution: solution)
  }
}
