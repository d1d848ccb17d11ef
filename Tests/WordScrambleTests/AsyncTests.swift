import Foundation
import Synchronization
import Testing

@testable import WordScramble
@testable import WordScrambleGame

@Suite("An app opens, draws and solves without waiting, and can cancel")
struct AsyncTests {
  @Test("Opened, drawn and solved off the caller's thread: the same game as in line")
  func sameGame() async throws {
    let language = try await GameLanguage.open("en_US", options: isolatedOptions())
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

  @Test("A cancelled task stops waiting at once with CancellationError", arguments: [0, 1, 2])
  func cancelled(step: Int) async throws {
    let language = try englishGameResult.get()
    let task = Task { () async throws -> Int in
      withUnsafeCurrentTask { $0?.cancel() }
      switch step {
      case 0: _ = try await GameLanguage.open("de_DE", options: isolatedOptions())
      case 1: _ = try await language.drawGame(seed: 1)
      default: _ = try await language.solve("silkworm")
      }
      return step
    }
    await #expect(throws: CancellationError.self) { try await task.value }
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
