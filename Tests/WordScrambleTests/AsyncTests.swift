import Foundation
import Synchronization
import Testing

@testable import WordScramble
@testable import WordScrambleGame

@Suite("An app opens, draws and solves without waiting, and can cancel")
struct AsyncTests {
  @Test("Opened, drawn and solved off the caller's thread: the same game as in line")
  func sameGame() async throws {
    let language = try await GameLanguage.openInBackground("en_US", options: isolatedOptions())
    let drawn = try #require(try await language.drawGame(difficulty: .medium, seed: 7))
    var generator = SeededGenerator(seed: 7)
    let inLine = try #require(
      try language.startWords().drawGame(
        solver: language.solver(), difficulty: .medium, using: &generator))
    #expect(drawn == inLine)
    let solution = try await language.solve("silkworm")
    #expect(solution == language.solver().solve("silkworm"))
    #expect(solution.answers.contains("silk"))
  }

  @Test(
    "A cancelled task stops waiting at once (opening: GameLanguageError.cancelled, typed as the synchronous open's errors)",
    arguments: [0, 1, 2])
  func cancelled(step: Int) async throws {
    let language = try englishGameResult.get()
    let task = Task { () async throws -> Int in
      withUnsafeCurrentTask { $0?.cancel() }
      switch step {
      case 0:
        do throws(GameLanguageError) {
          _ = try await GameLanguage.openInBackground("de_DE", options: isolatedOptions())
        } catch {
          #expect(error == .cancelled)
          throw error
        }
      case 1: _ = try await language.drawGame(seed: 1)
      default: _ = try await language.solve("silkworm")
      }
      return step
    }
    if step == 0 {
      await #expect(throws: GameLanguageError.cancelled) { try await task.value }
    } else {
      await #expect(throws: CancellationError.self) { try await task.value }
    }
  }

  @Test("In async code the synchronous open is called as written, without await")
  func synchronousOpenInAsyncCode() async throws {
    // Before the async form had a name of its own, this was "expression is
    // 'async' but is not marked with 'await'": the compiler is the test.
    let language = try GameLanguage.open("en_US", options: isolatedOptions())
    await Task.yield()
    #expect(language.name == "en_US")
  }

  @Test("A cancelled draw stops between two start words, drawing no more")
  func drawStops() throws {
    let language = try englishGameResult.get()
    let asked = Mutex(0)
    var generator = SeededGenerator(seed: 3)
    // No word has a million answers: without cancelling it would draw 200 words.
    let game = try language.startWords().drawGame(
      solver: language.solver(), minimumAnswers: 1_000_000, using: &generator,
      isCancelled: {
        asked.withLock { count in
          count += 1
          return count >= 3
        }
      })
    #expect(game == nil)
    #expect(asked.withLock { $0 } == 3)
  }
}

@Suite("A view model's tests play a language over a fake dictionary")
struct FakeLanguageTests {
  @Test("A language over a WordSetChecker draws, judges, solves and restores like any other")
  func fake() async throws {
    let words = WordSetChecker(["silkworm", "silk", "worm", "milk", "silks", "works"])
    let tiers = WordTiers(required: ["silk", "worm"])
    let language = GameLanguage(
      name: "practice", dictionary: words, tiers: tiers, startWords: ["silkworm"])
    #expect(language.description == "GameLanguage(practice, 2 required words)")
    let drawn = try #require(try await language.drawGame(seed: 1))
    #expect(drawn.round.startWord == "silkworm")
    #expect(drawn.solution.answers.sorted() == ["silk", "worm"])
    #expect(drawn.solution.bonus.sorted() == ["milk", "works"])
    var game = try language.game(for: try language.dailyPuzzle(on: CalendarDate("2026-12-04")!))
    #expect(game.submit("silk")?.isAccepted == true)
    #expect(game.submit("milk")?.isAccepted == true)
    #expect(game.submit("zzz")?.isAccepted == false)
    let decoder = JSONDecoder()
    decoder.userInfo = language.restoringInfo
    #expect(try decoder.decode(Game.self, from: JSONEncoder().encode(game)) == game)
    #expect(game.record.language == "practice")
  }
}

@Suite("The daily puzzle's rules in the engine")
struct DailyRuleTests {
  @Test(
    "A day to come is not served; today and the days before it are",
    arguments: [-400, -1, 0, 1, 30])
  func futureDays(offset: Int) throws {
    let language = try englishGameResult.get()
    let today = try #require(CalendarDate("2026-12-04"))
    let day = CalendarDate(dayNumber: today.dayNumber + offset)
    if offset > 0 {
      #expect(throws: GameLanguageError.futureDay(day, today: today)) {
        try language.dailyPuzzle(on: day, today: today)
      }
    } else {
      let puzzle = try language.dailyPuzzle(on: day, today: today)
      #expect(puzzle.isToday == (offset == 0))
      let word = try language.startWords().dailyWord(on: day, dictionary: "en_US")
      #expect(puzzle.startWord == word)
    }
  }
}
