import Testing

@testable import WordScramble
@testable import WordScrambleGame

/// The engine's play session: what an app gets from it without the
/// command line (hints, rounds one after another, a daily's ending and
/// pausing, its counted day, timed rounds, rank changes).
@Suite("GameSession: a session's rules in the engine")
struct GameSessionTests {
  static let words = WordSetChecker([
    "silk", "worm", "milk", "milks", "miso", "kilo", "silkworm", "milkwort",
  ])
  /// silkworm: required milk, silk, worm; bonus kilo, miso; milks blocked.
  static let tiers = WordTiers(required: ["silk", "worm", "milk"], blocked: ["milks"])
  static let solver = Solver(dictionary: words, lexicon: nil, tiers: tiers)
  static let today = CalendarDate("2026-12-01")!

  func session(
    root: String? = "silkworm", puzzle: DailyPuzzle? = nil, timeLimit: Int? = nil,
    startWords: [String] = ["milkwort"]
  ) throws -> GameSession {
    try GameSession(
      source: .init(
        startWords: StartWords(words: startWords, path: "test"), fixedRoot: root,
        minimumAnswers: 0, puzzle: puzzle),
      solver: Self.solver, identity: .init(dictionary: "fake", seed: 1, timeLimit: timeLimit))
  }

  func daily(on date: CalendarDate = today) -> DailyPuzzle {
    DailyPuzzle(date: date, dictionary: "fake", startWord: "silkworm", today: Self.today)
  }

  @Test("An answer's submission says its spelling, bonus, rank change and the round's end")
  func submissions() throws {
    var session = try session()
    let silkSubmitted = session.submit("SILK")
    let silk = try #require(silkSubmitted)
    #expect(silk.verdict == .accepted(word: "silk", points: 4))
    #expect(silk.spelling == "silk" && !silk.isBonus && !silk.usesEveryLetter)
    #expect(silk.rankChange == .init(from: .beginner, to: .expert), "4 of 12 points")
    #expect(!silk.completesRound && silk.countedDay == nil, "no daily puzzle")
    let kiloSubmitted = session.submit("kilo")
    let kilo = try #require(kiloSubmitted)
    #expect(kilo.isBonus && kilo.rankChange == nil, "a bonus word scores, not towards the rank")
    let again = session.submit("silk")
    #expect(again?.verdict == .rejected(word: "silk", error: .usedAlready))
    let blank = session.submit("   ")
    #expect(blank == nil, "a blank line is no answer")
    _ = session.submit("worm")
    let milkSubmitted = session.submit("milk")
    let milk = try #require(milkSubmitted)
    #expect(milk.completesRound && milk.rankChange == .init(from: .virtuoso, to: .perfect))
  }

  @Test("Hints and shuffles go on the session's seeded generator; a hint is worth saving")
  func hints() throws {
    var first = try session()
    var second = try session()
    let tiles = first.shuffledTiles()
    #expect(tiles == second.shuffledTiles(), "one seed, one order")
    #expect(first.hasUnsavedChanges, "a new round is worth saving")
    first.markSaved()
    #expect(!first.hasUnsavedChanges)
    let given = first.hint()
    let hint = try #require(given)
    #expect(hint.isNew && first.game.hintsUsed == 1)
    #expect(first.hasUnsavedChanges, "a hint used is saved")
    let sameHint = second.hint()
    #expect(sameHint == hint)
  }

  @Test("Closing a round draws the next one and says what the ended round counts for")
  func nextRound() throws {
    var session = try session()
    let firstID = session.roundID
    _ = session.submit("silk")
    let close = session.closeRound(finished: false)
    #expect(close.nextRoundBegun && !close.endsSession)
    #expect(close.outcomes.count == 1)
    #expect(close.outcomes.first?.finished == false && close.outcomes.first?.roundID == firstID)
    #expect(session.game.round.startWord == "milkwort" && session.roundsBegun == 2)
    #expect(session.roundID != firstID && session.previousWords.contains("silk"))
    // A round with nothing played counts for nothing; with no start word
    // left to draw the session ends and says why.
    var alone = try self.session(startWords: [])
    let ended = alone.closeRound(finished: false)
    #expect(ended.outcomes.isEmpty && ended.endsSession && !ended.nextRoundBegun)
    #expect(
      alone.noNextRound.description
        == "no start word drawn has an answer of at least 3 letters; try a smaller --min-length")
  }

  @Test("A start word without an answer is no game: the error says why")
  func noGame() throws {
    #expect(throws: NoGame(startWord: "kilo", minimumLength: 5)) {
      try GameSession(
        source: .init(fixedRoot: "kilo"), solver: Self.solver, minimumLength: 5,
        identity: .init(dictionary: "fake"))
    }
    #expect(
      NoGame(startWord: "kilo", minimumLength: 5).description
        == "'kilo' has no answer of at least 5 letters to find")
  }

  @Test("A daily puzzle pauses with nothing found, asks at a screen, and ends as answered")
  func dailyEnding() throws {
    var session = try session(puzzle: daily())
    let quitting = session.ending(by: .quit, atScreen: true)
    #expect(quitting == .pause, "nothing found: paused")
    let piped = session.ending(by: .reveal, atScreen: false)
    #expect(piped == .now, "piped, :reveal ends it")
    let asked = session.ending(by: .reveal, atScreen: true)
    #expect(asked == .ask(Self.today))
    let goesOn = session.answerEnding(false)
    #expect(goesOn == nil, "no: the puzzle goes on")
    #expect(session.endAsked == nil)
    let silkSubmitted = session.submit("silk")
    let silk = try #require(silkSubmitted)
    #expect(silk.countedDay == Self.today && silk.countedDictionary == "fake")
    let worm = session.submit("worm")
    #expect(worm?.countedDay == nil, "the day is counted once")
    let askedAgain = session.ending(by: .quit, atScreen: true)
    #expect(askedAgain == .ask(Self.today))
    let answer = session.answerEnding(true)
    #expect(answer == .quit)
    let close = session.closeRound(finished: true)
    #expect(close.endsSession && !close.nextRoundBegun, "a daily puzzle is one round")
    #expect(close.outcomes.first?.daily == Self.today)
    #expect(close.outcomes.first?.dailyResult?.wordsFound == 2)
    #expect(session.dailyResult?.wordsFound == 2 && session.dailyResult?.words == 3)
  }

  @Test("Another day's puzzle counts no day towards the streak")
  func archiveDay() throws {
    var session = try session(puzzle: daily(on: CalendarDate("2026-11-30")!))
    let archived = session.submit("silk")
    #expect(archived?.countedDay == nil)
  }

  @Test("A timed round's time runs out: the next begins when asked; a daily's ends the session")
  func timedRounds() throws {
    var session = try session(timeLimit: 90)
    #expect(session.timeLeft == 90 && session.wholeTime == 90)
    _ = session.submit("silk")
    session.timeLeft = 12.5
    let close = session.timeRanOut(continues: true)
    #expect(!close.endsSession && session.isBetweenRounds && session.timeLeft == 0)
    #expect(close.outcomes.first?.finished == true && close.outcomes.first?.timeLimit == 90)
    let begun = session.beginNextRound()
    #expect(begun && !session.isBetweenRounds && session.timeLeft == 90)
    var daily = try self.session(puzzle: daily(), timeLimit: 90)
    let dailyClose = daily.timeRanOut(continues: true)
    #expect(dailyClose.endsSession)
  }

  @Test("A countdown on a clock of the test's own runs out without waiting")
  func countdown() {
    final class Clock: GameClock, @unchecked Sendable {
      var milliseconds: Int64 = 1_000
    }
    let clock = Clock()
    let countdown = Countdown(seconds: 65, clock: clock)
    #expect(countdown.clockText == "1:05" && countdown.secondsLeft == 65)
    clock.milliseconds += 64_500
    #expect(countdown.clockText == "0:01" && countdown.millisecondsToTick == 500)
    clock.milliseconds += 1_000
    #expect(countdown.millisecondsLeft == 0 && countdown.clockText == "0:00")
  }

  @Test("With the real en_US dictionary, a daily's answers are spelled and its day counted")
  func englishDaily() throws {
    var options = GameLanguage.Options()
    options.cacheFolder = nil
    let english = try GameLanguage.open("en_US", options: options)
    let puzzle = try english.dailyPuzzle(on: Self.today, today: Self.today)
    var session = try GameSession(
      source: .init(puzzle: puzzle), solver: english.solver(),
      identity: .init(dictionary: english.name))
    #expect(session.game.round.startWord == "daylight")
    let lightSubmitted = session.submit("LIGHT")
    let light = try #require(lightSubmitted)
    #expect(light.verdict == .accepted(word: "light", points: 5) && light.spelling == "light")
    #expect(light.countedDay == Self.today)
    let lighted = session.submit("lighted")
    #expect(
      lighted?.verdict == .rejected(word: "lighted", error: .notPossible(startWord: "daylight")))
    let ending = session.ending(by: .quit, atScreen: false)
    #expect(ending == .now)
    let close = session.closeRound(finished: true)
    #expect(close.outcomes.first?.words == ["light"])
  }
}
