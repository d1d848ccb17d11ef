/// How rounds end: closed (finished or given up) with the next one drawn, a
/// daily puzzle ended for good or paused, a timed round's time run out.
extension GameSession {
  /// What closing a round did.
  public struct RoundClose: Equatable, Sendable {
    /// What the round counts for in the statistics
    /// (``Statistics/record(_:)`` each): none when nothing was played.
    public var outcomes: [Statistics.Outcome]
    /// The session is over: its one round (a daily puzzle, a challenge)
    /// ended, or no next round could be drawn (``GameSession/noNextRound``).
    public var endsSession: Bool
    /// A new round began: ``GameSession/game`` is it.
    public var nextRoundBegun: Bool
  }

  /// How a player asks a round to end: giving up (`:quit`, `:new`, the end
  /// of input) or asking to see every answer (`:reveal`).
  public enum EndRequest: Equatable, Sendable {
    /// End the round (or the session) as it is.
    case quit
    /// End the round showing every answer.
    case reveal
  }

  /// What comes before a round ends as asked.
  public enum Ending: Equatable, Sendable {
    /// It ends now: it is no daily puzzle, or the player is not at a screen to ask.
    case now
    /// A daily puzzle with nothing found is paused instead: it stays saved
    /// and counts for nothing yet.
    case pause
    /// A daily puzzle at a screen: ask whether to end it for good, and give
    /// the answer to ``GameSession/answerEnding(_:)``.
    case ask(CalendarDate)
  }

  /// What comes before the round ends by `request`: a daily puzzle ends for
  /// good only once a required answer is found (`reveal` ends it anyway) and,
  /// `atScreen`, once the player says so; any other round ends now.
  public mutating func ending(by request: EndRequest, atScreen: Bool) -> Ending {
    guard let puzzle = source.puzzle else { return .now }
    if request == .quit && game.wordsFound == 0 { return .pause }
    guard atScreen else { return .now }
    endAsked = request
    return .ask(puzzle.date)
  }

  /// The player's answer whether to end the daily puzzle for good: the end
  /// asked for when `yes`, else nil (the puzzle goes on).
  public mutating func answerEnding(_ yes: Bool) -> EndRequest? {
    defer { endAsked = nil }
    return yes ? endAsked : nil
  }

  /// The session is one round's: a daily puzzle's, or a challenge played.
  public var playsOneRound: Bool { source.daily != nil || playsChallenge }

  /// Closes the round (it counts as finished when `finished`) and begins the
  /// next on a newly drawn start word, unless the session is one round's
  /// (a daily puzzle, a challenge).
  public mutating func closeRound(finished: Bool) -> RoundClose {
    let outcomes = outcome(finished: finished)
    if playsOneRound {
      return RoundClose(outcomes: outcomes, endsSession: true, nextRoundBegun: false)
    }
    let begun = advance()
    return RoundClose(outcomes: outcomes, endsSession: !begun, nextRoundBegun: begun)
  }

  /// Ends the round whose time ran out, as finished. The session is then
  /// over (not `continues`, or one round's), or between rounds until
  /// ``beginNextRound()``.
  public mutating func timeRanOut(continues: Bool) -> RoundClose {
    timeLeft = 0
    let outcomes = outcome(finished: true)
    guard continues && !playsOneRound else {
      return RoundClose(outcomes: outcomes, endsSession: true, nextRoundBegun: false)
    }
    isBetweenRounds = true
    previousWords = roundWords
    return RoundClose(outcomes: outcomes, endsSession: false, nextRoundBegun: false)
  }

  /// Begins the round after a timed one whose time ran out; false when none
  /// can be drawn.
  public mutating func beginNextRound() -> Bool {
    isBetweenRounds = false
    return advance()
  }

  /// The round's outcome for the statistics: none when nothing was played,
  /// but for a daily puzzle played to its end, whose result is kept.
  public func outcome(finished: Bool) -> [Statistics.Outcome] {
    var outcome: Statistics.Outcome
    if let puzzle = source.puzzle {
      guard let daily = puzzle.outcome(of: game, finished: finished, timeLimit: identity.timeLimit)
      else { return [] }
      outcome = daily
    } else {
      guard game.isPlayed else { return [] }
      outcome = Statistics.Outcome(game: game, finished: finished)
      outcome.dictionary = identity.dictionary
      outcome.timeLimit = identity.timeLimit
    }
    outcome.roundID = roundID
    return [outcome]
  }

  /// The daily puzzle's result as it stands (its share line), or nil for
  /// another round.
  public var dailyResult: DailyResult? {
    source.puzzle?.result(of: game, timeLimit: identity.timeLimit)
  }

  /// The challenge of the round being played: the one played, or the round's own.
  public var roundChallenge: Challenge? {
    guard var challenge else { return nil }
    if playsChallenge { return challenge }
    challenge.startWord = game.solution.startWordKey
    challenge.minimumLength = game.solution.minimumLength
    challenge.answers = AnswerFingerprint(game.solution)
    return challenge
  }

  /// The player's result in ``roundChallenge``, to compare with a friend's.
  public var challengeResult: ChallengeResult? {
    roundChallenge.map { ChallengeResult(challenge: $0, game: game) }
  }
}
