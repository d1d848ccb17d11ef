import CommandLineOptions
import WordScramble

/// `play --challenge CODE`: a friend's round, played exactly (start word,
/// dictionary, rules, time), as a game of one round that ends with the codes.
enum ChallengePlay {
  static let option = Option(
    name: "challenge", value: .text("code"),
    help:
      "Play the round of a challenge code (C1-…, from a friend's :challenge or the end of a round): the same start word, dictionary, rules and time. Its lists (--required, --block, --personal) are given as files, the same as the friend's."
  )

  /// The challenge `parsed` asks for, or nil; throws on a bad code or an
  /// option that would change the round.
  static func challenge(_ parsed: ParsedArguments) throws(UsageError) -> Challenge? {
    guard let code = parsed.text(option) else { return nil }
    for other in [
      PlayCommand.root, CommonOptions.roots, PlayCommand.difficulty, DailyOptions.daily,
      DailyOptions.date, CommonOptions.dictionary, CommonOptions.minimumLength,
      CommonOptions.exactLetters, CommonOptions.allowVulgar, TimeLimit.option, PlayCommand.seed,
    ] where parsed.has(other) {
      throw UsageError("--challenge decides the round; it does not go with --%s", other.name)
    }
    do throws(ChallengeError) {
      return try Challenge(code: code)
    } catch {
      // Translators: the code given to --challenge, then why it cannot be
      // read (after "Error: "); a catalog may put the code elsewhere.
      throw UsageError(
        context: "a code on the command line, then why it cannot be read", "--challenge %s: %s",
        code, reason: error.description(in: messages))
    }
  }

  /// The environment a code's dictionary is looked for in: `DICPATH`
  /// without its relative folders. A code names an installed dictionary
  /// (``Challenge/isDictionaryName(_:)``), never one of the folder the
  /// player happens to run it from.
  static func environment(_ environment: [String: String]) -> [String: String] {
    guard let folders = environment["DICPATH"] else { return environment }
    var kept = environment
    kept["DICPATH"] = folders.split(separator: ":").filter { $0.hasPrefix("/") }
      .joined(separator: ":")
    return kept
  }

  /// The language options of a round with `options` and the lists' `texts`.
  static func languageOptions(_ options: SavedRound.Options, _ texts: [String: String])
    -> GameLanguage.Options
  {
    var language = GameLanguage.Options(
      exactLetters: options.exactLetters ?? false, requiredListPath: options.required,
      blockListPath: options.block, personalListPath: options.personal,
      allowsVulgarWords: options.allowVulgar ?? false)
    language.listTexts = texts
    return language
  }
}

extension PlayCommand {
  /// Sets the round's options from `challenge`'s.
  mutating func play(_ challenge: Challenge) {
    self.challenge = challenge
    root = challenge.startWord
    dictionary = challenge.dictionary
    (minimumLength, minimumLengthGiven) = (challenge.minimumLength, true)
    timeLimit = challenge.timeLimit
    exactLetters = challenge.exactLetters
    allowsVulgarWords = challenge.allowsVulgarWords
  }

  /// Where the round is saved: a challenge's apart from the free round.
  func state(in environment: [String: String]) -> Persistence {
    Persistence(environment: environment, daily: dailyDate, challenge: challenge != nil)
  }

  /// Whether the lists given fit the challenge played, if any (its own
  /// lists, or none where it has none); else says why. Asked before the round
  /// is drawn: a --required list it was not made with says so, rather than
  /// that its start word has no answers on that list.
  func challengeListsFit(_ options: SavedRound.Options, _ texts: [String: String]) -> Bool {
    guard let challenge,
      let problem = challenge.problem(with: ChallengePlay.languageOptions(options, texts))
    else { return true }
    printError(WordGame.errorLine(problem.description(in: messages)))
    return false
  }

  /// Gives `session` the challenge of its rounds: the one played
  /// (`--challenge`, whose lists were found to be the friend's before the
  /// round was drawn), or one made from each round; warns when the answers
  /// here are not the challenge's.
  func prepareChallenge(
    _ session: inout PlaySession, _ language: GameLanguage, _ options: SavedRound.Options,
    _ texts: [String: String]
  ) {
    let languageOptions = ChallengePlay.languageOptions(options, texts)
    guard let challenge else {
      session.challenge = try? Challenge(
        game: session.game, dictionary: language.name, options: languageOptions,
        timeLimit: options.time, daily: options.daily.flatMap(CalendarDate.init))
      return
    }
    if case .otherWordLists(let theirs, let ours)? = challenge.difference(from: session.game) {
      printError(
        theirs == ours
          ? messages.plural(
            "Warning: this challenge was made with other word lists: its round has %d answer here too, but not the same one. It is played with yours, and your result code says so.",
            "Warning: this challenge was made with other word lists: its round has %d answers here too, but not the same ones. It is played with yours, and your result code says so.",
            count: ours)
          : messages(
            "Warning: this challenge was made with other word lists: its round has %d answers there, %d here. It is played with yours, and your result code says so.",
            theirs, ours))
    }
    session.challenge = challenge
    session.playsChallenge = true
  }
}

extension PlaySession {
  /// The round's challenge code and the player's result code, as `:challenge`
  /// and the end of a challenge or daily round show them.
  func codeLines() -> [ShownLine] {
    guard let challenge = roundChallenge, let result = rounds.challengeResult else { return [] }
    // The command to compare is kept whole: moved to the next line, never split.
    let text = messages("Your result: %s (wordgame compare YOURS THEIRS)", result.code)
    let hint = text.firstRange(of: "(wordgame compare").map { String(text[$0.lowerBound...]) }
    return [
      ShownLine.challenge(challenge.code, in: messages),
      ShownLine(text: text, layout: hint.map { .keeping($0) } ?? .prose),
    ]
  }

  /// `:compare CODE`: the words found so far beside a friend's result.
  func compareLines(_ code: String?) -> [ShownLine] {
    guard let code, let mine = rounds.challengeResult else {
      return [
        ShownLine(
          text: messages("Type :compare and a friend's result code (R1-…)."), style: .rejected)
      ]
    }
    do throws(ChallengeError) {
      let theirs = try ChallengeResult(code: code)
      let comparison = try Comparison(results: [mine, theirs], solution: game.solution)
      let names = [messages("You"), messages("Your friend")]
      // Your words as you typed them, where the round keeps that form.
      let typed = Dictionary(
        game.round.usedWords.map { (game.solution.spelling(of: $0), game.round.spelling(of: $0)) }
      ) { first, _ in first }
      return ComparisonText.lines(
        comparison, names: names, asYou: true, typed: typed, spoken: screenReader)
    } catch {
      // A sentence in the round, as a verdict's message is: it ends with a
      // full stop (after "Error: " on the command line, it needs none).
      let sentence = WordGame.closed(error.description(in: messages))
      return [
        ShownLine(
          // Translators: a code's error in a round: its title, then why (lower
          // case in most catalogs, as after "Error: "); German joins them with
          // a full stop, its reason being a sentence of its own.
          text: messages(
            context: "a code's error: its title, then why", "%1$s — %2$s",
            error.title(in: messages), sentence),
          style: .rejected)
      ]
    }
  }
}

extension ShownLine {
  /// `Challenge a friend: wordgame --challenge CODE`, the command never
  /// broken between lines on a terminal (a player copies it whole).
  static func challenge(_ code: String, in messages: MessageCatalog) -> ShownLine {
    ShownLine(
      text: messages("Challenge a friend: wordgame --challenge %s", code),
      layout: .command("wordgame --challenge " + code))
  }
}
