#if canImport(Glibc)
  import Glibc
#endif
import Testing
import WordScramble

@testable import wordgame

/// `--time` without launching the binary: its values, the session's steps
/// when the time runs out, and the reader's deadline.
@Suite("Timed rounds: the option, the session and the reader")
struct TimedSessionTests {
  @Test("--time takes seconds or minutes (and h, m, s together), 1 s to 24 h")
  func durations() {
    let valid: [String: Int] = [
      "90": 90, "90s": 90, "2m": 120, "2M": 120, "1m30s": 90, "1.5m": 90, "1h": 3600,
      "1h30m": 5400, "24h": 86_400, "0.6": 1, ".5m": 30, "2.4": 2, "2 m": 120, "2 min": 120,
    ]
    for (text, seconds) in valid { #expect(TimeLimit.seconds(text) == seconds, "\(text)") }
    let invalid = [
      "", "0", "0s", "0.4", "-5", "m", "2x", "1s30m", "1m1m", "1e3", "inf", "nan",
      "25h", "86401", "1..5", ".", "0x10", "٣", "2m-",
    ]
    for text in invalid { #expect(TimeLimit.seconds(text) == nil, "\(text)") }
  }

  @Test("Clocks and lengths as the game writes them")
  func timeText() {
    #expect(
      [5, 65, 720, 3600, 86_400].map(TimeText.clock) == [
        "0:05", "1:05", "12:00", "1:00:00", "24:00:00",
      ])
    #expect(
      [45, 90, 120, 3600, 5400, 3661].map(TimeText.duration) == [
        "45s", "1m30s", "2m", "1h", "1h30m", "1h1m1s",
      ])
    #expect(Countdown(seconds: 65).prompt == "1:05 > ")
    #expect(Countdown(seconds: 0.2).prompt == "0:01 > ", "a part of a second shows as one")
    #expect(Countdown(deadline: -5, clock: TestClock()).prompt == "0:00 > ")
    // On a clock that moves: the prompt changes when a whole second has passed.
    let clock = TestClock()
    let countdown = Countdown(seconds: 65, clock: clock)
    clock.advance(0.3)
    #expect(countdown.prompt == "1:05 > " && countdown.millisecondsToTick == 700)
    clock.advance(0.7)
    #expect(countdown.prompt == "1:04 > " && countdown.millisecondsToTick == 1000)
    clock.advance(63.5)
    #expect(countdown.prompt == "0:01 > " && countdown.secondsLeft == 0.5)
    clock.advance(1)
    #expect(countdown.prompt == "0:00 > " && countdown.millisecondsToTick == 0)
  }

  func session(time: Int = 30) throws -> PlaySession {
    try PlaySessionTests().session(options: .init(time: time))
  }

  func texts(_ step: PlayStep) -> [String] { step.lines.map(\.text) }

  @Test("The opening gives the time; piped, time's up shows the words missed and ends the game")
  func timeUpPiped() throws {
    var session = try session()
    let opening = session.start(resumed: false)
    #expect(
      texts(opening)[2] == "Find 3 words worth 12 points (and 2 bonus words). You have 30 seconds.")
    #expect(opening.checkpoint?.timeLeft == 30)
    #expect(opening.checkpoint?.options?.time == 30)
    session.timeLeft = 12.5
    _ = session.handle(.answer("silk"))
    let end = session.timeUp(continues: false)
    #expect(
      texts(end) == [
        "Time's up!", "Words missed (2):", "  4 letters: milk, worm",
        "Round over. Start word: silkworm", "Words found (1): silk",
        "Score: 4 of 12 points, 1 of 3 words, rank Expert",
      ])
    #expect(end.isOver)
    #expect(end.endedRounds.map(\.timeLimit) == [30])
    #expect(end.endedRounds.first?.finished == true)
  }

  @Test("On a terminal the next round waits for Enter; meanwhile nothing is judged")
  func betweenRounds() throws {
    var session = try session()
    _ = session.start(resumed: false)
    _ = session.handle(.answer("silk"))
    session.timeLeft = 0
    let end = session.timeUp(continues: true)
    #expect(texts(end).suffix(2) == ["", PlaySession.betweenRounds])
    #expect(!end.isOver && end.endsRound && end.checkpoint == nil)
    #expect(session.isBetweenRounds)
    let begun = session.roundsBegun
    #expect(
      texts(session.handle(.answer("worm")))
        == ["That round is over. Press Enter for a new round, or type :quit to end the game."])
    #expect(texts(session.handle(.answer(":hint")))[0].hasPrefix("That round is over."))
    // The round is over: any of its words may be defined (or WordNet says it is missing).
    #expect(!texts(session.handle(.answer(":define kilo")))[0].hasPrefix("Define 'kilo' once"))
    #expect(
      texts(session.handle(.answer(":define qwerty")))
        == ["'qwerty' is no word of the round that ended: define one of its words."])
    #expect(
      texts(session.handle(.answer(":score"))) == [
        "Score: 4 of 12 points, 1 of 3 words, rank Expert"
      ])
    #expect(session.game.round.usedWords == ["silk"], "worm was not judged")
    let next = session.handle(.blank)
    #expect(texts(next)[0] == "Start word: milkwort")
    #expect(texts(next)[2].hasSuffix("You have 30 seconds."))
    #expect(next.checkpoint?.timeLeft == 30)
    #expect(session.roundsBegun == begun + 1)
    #expect(!session.isBetweenRounds)
  }

  @Test("Ctrl-D, :quit or a signal between rounds ends the game without another summary")
  func endBetweenRounds() throws {
    for ending in ["end", ":quit", "signal"] {
      var session = try session()
      _ = session.start(resumed: false)
      _ = session.handle(.answer("silk"))
      _ = session.timeUp(continues: true)
      let step =
        switch ending {
        case "end": session.finish()
        case "signal": session.interrupt(savesRounds: true)
        default: session.handle(.answer(ending))
        }
      #expect(step.isOver && step.lines.isEmpty && step.endedRounds.isEmpty, "\(ending)")
    }
  }

  @Test("A paused timed round says and saves the time it had left")
  func pause() throws {
    var session = try session(time: 90)
    _ = session.start(resumed: false)
    _ = session.handle(.answer("silk"))
    session.timeLeft = 41.2
    let paused = session.interrupt(savesRounds: true)
    #expect(texts(paused).contains("Time left: 0:42."))
    #expect(paused.checkpoint?.timeLeft == 41.2)
    let saved = try #require(paused.checkpoint)
    #expect(saved.isValid)
    var resumed = PlaySession(resuming: saved, source: session.source, solver: session.solver)
    #expect(resumed.timeLeft == 41.2)
    #expect(texts(resumed.start(resumed: true))[3].hasSuffix("You have 42 seconds."))
  }

  @Test("A daily timed round ends with a share line naming its length")
  func dailyShare() throws {
    var session = try PlaySession(
      source: PlaySession.Source(
        fixedRoot: "silkworm",
        puzzle: DailyPuzzle(
          date: CalendarDate("2026-12-01")!, dictionary: "en_US", startWord: "silkworm",
          today: CalendarDate("2026-12-01")!)),
      solver: Solver(
        dictionary: PlaySessionTests.words, lexicon: nil, tiers: PlaySessionTests.tiers),
      minimumLength: 3, identity: .init(dictionary: "en_US", options: .init(time: 120)))
    _ = session.start(resumed: false)
    let end = session.timeUp(continues: true)
    #expect(end.isOver, "a daily puzzle is one round")
    #expect(
      texts(end).last == "WordScramble #1 2026-12-01 · 0/12 points · 0/3 words · Beginner · 2m")
  }

  @Test("The reader gives no line read after the time is up, even one waiting to be read")
  func readerDeadline() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]); close(ends[1]) }
    var reader = PlainLineReader(
      descriptor: ends[0], showsPrompt: false, output: Output(descriptor: 1))
    var bytes = Array("silk\nworm\n".utf8)
    #expect(write(ends[1], &bytes, bytes.count) == bytes.count)
    let clock = TestClock()
    let countdown = Countdown(seconds: 60, clock: clock)
    #expect(reader.next(countdown: countdown) == .line(Array("silk".utf8), dropped: 0))
    clock.advance(59.999)
    #expect(reader.next(countdown: countdown) == .line(Array("worm".utf8), dropped: 0))
    #expect(write(ends[1], &bytes, bytes.count) == bytes.count)
    clock.advance(0.001)
    #expect(reader.next(countdown: countdown) == .timeUp)
    #expect(reader.next(countdown: countdown) == .timeUp, "never a line once the time is up")
    #expect(reader.next(countdown: nil) == .line(Array("silk".utf8), dropped: 0), "next round")
  }
}
