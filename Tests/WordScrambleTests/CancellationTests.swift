import Foundation
import Synchronization
import Testing

@testable import WordScramble
@testable import WordScrambleGame

/// Cancelling stops the work, not only the wait: a cancelled open, draw or
/// solve starts nothing, and one cancelled midway stops inside its loops.
@Suite("Cancellation stops the work: open, draw and solve check it in their loops")
struct CancellationTests {
  /// `work` in a task cancelled before it starts: the error it ends with, and
  /// how many of the library's background jobs began.
  func cancelledBeforeStart(_ work: @escaping @Sendable () async throws -> Void) async
    -> (error: (any Error)?, started: Int)
  {
    let counter = Background.WorkCounter()
    let error = await Background.$workCounter.withValue(counter) { () async -> (any Error)? in
      let task = Task { () async throws in
        withUnsafeCurrentTask { $0?.cancel() }
        try await work()
      }
      do {
        try await task.value
        return nil
      } catch {
        return error
      }
    }
    return (error, counter.count)
  }

  @Test("A task cancelled before it starts throws (open: .cancelled) and starts no work")
  func beforeStart() async throws {
    let language = try englishGameResult.get()
    let (openError, openStarted) = await cancelledBeforeStart {
      _ = try await GameLanguage.openInBackground("de_DE", options: isolatedOptions())
    }
    #expect(openError as? GameLanguageError == .cancelled)
    #expect(openStarted == 0)
    let steps: [@Sendable () async throws -> Void] = [
      { _ = try await language.drawGame(seed: 1) },
      { _ = try await language.solve("silkworm") },
    ]
    for step in steps {
      let (error, started) = await cancelledBeforeStart(step)
      #expect(error is CancellationError)
      #expect(started == 0)
    }
    // The hook sees work that runs: the same solve, not cancelled, starts one job.
    let counter = Background.WorkCounter()
    let solution = try await Background.$workCounter.withValue(counter) {
      try await language.solve("silkworm")
    }
    #expect(solution.count > 0 && counter.count == 1)
  }

  @Test("A solve stops as soon as it is told: in its word loop and in brute force")
  func solveStops() throws {
    let solver = try englishGameResult.get().solver()
    let asked = Mutex(0)
    let stopped = solver.solveKeys(
      "silkworm",
      isCancelled: {
        asked.withLock { count in
          count += 1
          return count >= 2
        }
      })
    #expect(stopped == nil && asked.withLock { $0 } == 2)
    #expect(solver.solveKeys("silkworm")?.count == solver.solve("silkworm").count)
    // Nine letters are about 986,000 arrangements (seconds): told at the
    // first ask (after 1,024 of them), brute force stops there.
    let checks = Mutex(0)
    let brute = Solver.cancellableBruteForce(
      "wonderful", dictionary: try english(),
      isCancelled: {
        checks.withLock { $0 += 1 }
        return true
      })
    #expect(brute == nil && checks.withLock { $0 } == 1)
  }

  @Test("An opening stops building its word list when told, and caches none of it")
  func openStops() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = GameLanguage.Options()
    options.cacheFolder = folder.path
    options.wordList = .all
    let asked = Mutex(0)
    options.isCancelled = {
      asked.withLock { count in
        count += 1
        return true
      }
    }
    _ = try GameLanguage.open("fr", options: options)
    #expect(asked.withLock { $0 } > 0)
    let cached = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!cached.contains { $0.hasPrefix("lexicon-") }, "\(cached)")
  }

  @Test("Start words made for a draw stop when told, and are not cached")
  func startWordsStop() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = GameLanguage.Options()
    options.cacheFolder = folder.path
    let german = try GameLanguage.open("de_DE", options: options)
    let asked = Mutex(0)
    let words = try german.startWords(
      cached: true,
      isCancelled: {
        asked.withLock { count in
          count += 1
          return count >= 2
        }
      })
    #expect(words == nil && asked.withLock { $0 } == 2)
    let cached = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(!cached.contains { $0.hasPrefix("start-words-") }, "\(cached)")
    #expect(try german.startWords(cached: false).words.count > 30)
  }
}
