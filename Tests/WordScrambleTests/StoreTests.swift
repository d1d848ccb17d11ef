import Foundation
import Rendering
import Testing

@testable import WordScramble
import WordScrambleBatch
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

@Suite("Saved rounds and statistics")
struct StoreTests {
  @Test("Statistics add up over several rounds; the streak counts Perfect finishes in a row")
  func arithmetic() {
    var statistics = Statistics()
    statistics.record(
      .init(
        finished: true, words: ["silk", "worms"], score: 9, possiblePoints: 90, rank: .wordsmith))
    statistics.record(
      .init(finished: true, words: ["ab", "abc"], score: 5, possiblePoints: 5, rank: .perfect))
    statistics.record(
      .init(finished: true, words: ["cab"], score: 3, possiblePoints: 3, rank: .perfect))
    #expect(statistics.currentStreak == 2)
    statistics.record(
      .init(finished: false, words: ["zebras"], score: 4, possiblePoints: 200, rank: .novice))
    #expect(statistics.roundsPlayed == 4)
    #expect(statistics.roundsFinished == 3)
    #expect(statistics.roundsAbandoned == 1)
    #expect(statistics.wordsFound == 6)
    #expect(statistics.bestScore == 9)
    #expect(statistics.bestPercent == 100)
    #expect(statistics.longestWord == "zebras")
    #expect(statistics.currentStreak == 0, "an abandoned round breaks the streak")
  }

  @Test("Timed rounds keep their bests apart, one for each length, the 100 latest lengths")
  func timedBests() throws {
    var statistics = Statistics()
    var timed = Statistics.Outcome(
      finished: true, words: ["silk", "worms"], score: 9, possiblePoints: 90, rank: .wordsmith)
    timed.timeLimit = 120
    statistics.record(timed)
    timed.score = 5
    statistics.record(timed)
    timed.timeLimit = 60
    statistics.record(timed)
    #expect(statistics.bestScore == 0 && statistics.bestPercent == 0, "untimed bests only")
    #expect(statistics.roundsFinished == 3 && statistics.wordsFound == 6)
    #expect(
      statistics.timedBests == [
        .init(seconds: 120, bestScore: 9, bestPercent: 10),
        .init(seconds: 60, bestScore: 5, bestPercent: 6),
      ])
    #expect(
      TextRenderer().statistics(statistics).contains(
        "Best timed rounds, score (share) by --time: 1m:\u{A0}5\u{A0}(6%); 2m:\u{A0}9\u{A0}(10%)\n")
    )
    timed.timeLimit = 120
    statistics.record(timed)
    #expect(statistics.timedBests?.map(\.seconds) == [60, 120], "the latest played last")
    #expect(statistics.timedBests?.last?.bestScore == 9, "a length played again keeps its best")
    for seconds in 1...150 {
      timed.timeLimit = seconds
      statistics.record(timed)
    }
    let kept = try #require(statistics.timedBests)
    #expect(kept.count == 100 && kept.first?.seconds == 51 && kept.last?.seconds == 150)
    #expect(statistics.isValid)
    statistics.timedBests?[0].seconds = 0
    #expect(!statistics.isValid)
  }

  @Test("A saved timed round is valid only with a length of 1 s to 24 h and no more time left")
  func timedRoundValidity() {
    var round = SavedRound(
      startWord: "silkworm", dictionary: "en_US", minimumLength: 3, words: [], score: 0,
      hintsUsed: 0, seed: nil, generatorState: 1)
    round.options = .init(time: 90)
    round.timeLeft = 42.5
    #expect(round.isValid)
    round.timeLeft = 90.5
    #expect(!round.isValid)
    round.timeLeft = -1
    #expect(!round.isValid)
    round.timeLeft = nil
    round.options?.time = 0
    #expect(!round.isValid)
    round.options?.time = 86_401
    #expect(!round.isValid)
    round.options = nil
    round.timeLeft = 5
    #expect(!round.isValid, "time left without a length")
  }

  @Test("A round saved is the round loaded; a finished one is gone")
  func roundTrip() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = StateStore(folder: folder.appendingPathComponent("wordgame").path)
    #expect(store.loadRound().round == nil)
    let saved = SavedRound(
      startWord: "silkworm", dictionary: "en_US", minimumLength: 3, words: ["silk", "worm"],
      score: 8,
      hintsUsed: 1, seed: 42, generatorState: 7)
    try store.saveRound(saved)
    #expect(store.loadRound().round == saved)
    #expect(store.loadRound().problem == nil)
    store.removeRound(id: nil)
    #expect(store.loadRound().round == nil)
  }

  @Test(
    "A game ending removes only its own saved round: another game's, saved since, stays",
    arguments: [("a1b2c3d4e5f60718", "ffffffffffffffff"), ("0000000000000001", nil)])
  func ownRoundOnly(mine: String, other: String?) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = StateStore(folder: folder.appendingPathComponent("wordgame").path)
    var theirs = SavedRound(
      startWord: "stone", dictionary: "en_US", minimumLength: 3, words: ["rust"], score: 4,
      hintsUsed: 0, seed: nil, generatorState: 1)
    theirs.id = other
    try store.saveRound(theirs)
    // Game "mine" ends (:quit): the file is another game's round.
    store.removeRound(id: mine)
    #expect(store.loadRound().round == theirs)
    try store.endRound(id: mine, removing: true) { _ in }
    #expect(store.loadRound().round == theirs)
    // Its own id removes it.
    store.removeRound(id: other)
    #expect(store.loadRound().round == nil)
  }

  @Test("A round counted, then ended again (a crash between), counts once", arguments: [1, 3])
  func countedOnce(endings: Int) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = StateStore(folder: folder.appendingPathComponent("wordgame").path)
    var saved = SavedRound(
      startWord: "silkworm", dictionary: "en_US", minimumLength: 3, words: ["silk"], score: 4,
      hintsUsed: 0, seed: nil, generatorState: 1)
    saved.id = SavedRound.newID()
    var outcome = Statistics.Outcome(
      finished: true, words: ["silk"], score: 4, possiblePoints: 100, rank: .beginner)
    outcome.roundID = saved.id
    outcome.dictionary = "en_US"
    for _ in 0..<endings {
      try store.saveRound(saved)
      // Counted, but the round is kept (as if the game stopped before removing it).
      try store.endRound(id: saved.id, removing: false) { $0.record(outcome) }
    }
    try store.endRound(id: saved.id, removing: true) { $0.record(outcome) }
    let statistics = store.loadStatistics().statistics
    #expect(statistics.roundsPlayed == 1)
    #expect(statistics.wordsFound == 1)
    #expect(statistics.dictionaries?["en_US"]?.roundsPlayed == 1)
    #expect(store.loadRound().round == nil)
    // Another round, another id: counted.
    outcome.roundID = SavedRound.newID()
    try store.endRound(id: outcome.roundID, removing: true) { $0.record(outcome) }
    #expect(store.loadStatistics().statistics.roundsPlayed == 2)
  }

  @Test(
    "What is written always reads back: a round past the limits is not saved, the last good save stays",
    arguments: [(String(repeating: "a", count: 1001), 0), ("silk", 1_000_001)])
  func limitsBeforeWriting(word: String, attempts: Int) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = StateStore(folder: folder.appendingPathComponent("wordgame").path)
    let good = SavedRound(
      startWord: "silkworm", dictionary: "en_US", minimumLength: 3, words: ["silk"], score: 4,
      hintsUsed: 0, seed: nil, generatorState: 1)
    try store.saveRound(good)
    let large = SavedRound(
      startWord: "silkworm", dictionary: "en_US", minimumLength: 3, words: ["silk", word],
      score: 4, hintsUsed: 0, seed: nil, generatorState: 1, attempts: attempts)
    #expect(throws: StateStore.Problem.self) { try store.saveRound(large) }
    #expect(store.loadRound().round == good)
    #expect(store.loadRound().problem == nil)
    // The statistics never keep a word they could not read back.
    let outcome = Statistics.Outcome(
      finished: true, words: [word, "silk"], score: 4, possiblePoints: 10, rank: .beginner)
    try store.updateStatistics { $0.record(outcome) }
    let (statistics, problem) = store.loadStatistics()
    #expect(problem == nil)
    #expect(statistics.roundsPlayed == 1)
    #expect(statistics.longestWord == (word.utf8.count > 1000 ? "silk" : word))
  }

  @Test(
    "A file the system refuses to read is an error, never damage: it stays, and is not overwritten",
    arguments: [4100, 8200])
  func refusedRead(pathLength: Int) throws {
    // A path longer than the system takes (ENAMETOOLONG): open fails as with
    // EACCES or EMFILE, for a reason of the system's, not the file's.
    let long = "/tmp/" + String(repeating: "x", count: pathLength)
    let store = StateStore(folder: long)
    var problems: [StateStore.Problem] = []
    do {
      try store.updateStatistics { $0.roundsPlayed = 1 }
    } catch { problems.append(error) }
    do {
      try store.endRound(id: nil, removing: true) { _ in }
    } catch { problems.append(error) }
    #expect(problems.count == 2, "an update over statistics it could not read went on")
    for problem in problems {
      guard case .cannotRead(let path, _) = problem else {
        Issue.record("\(problem)")
        continue
      }
      #expect(path.hasPrefix(long))
      #expect(problem.description.hasSuffix("it was left as it is"))
    }
  }

  @Test(
    "Temporary files of games that died mid-write are removed by the next write; a live one's stay",
    arguments: ["round.json", "statistics.json"])
  func staleTemporaries(file: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("wordgame")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    // PID 4194305 is past Linux's largest: no such process. PID 1 lives.
    let stale = state.appendingPathComponent(file + ".tmp-4194305-abc")
    let live = state.appendingPathComponent(file + ".tmp-1-abc")
    for path in [stale, live] { try Data("{".utf8).write(to: path) }
    let store = StateStore(folder: state.path)
    try store.saveRound(
      SavedRound(
        startWord: "silkworm", dictionary: "en_US", minimumLength: 3, words: [], score: 0,
        hintsUsed: 0, seed: nil, generatorState: 1))
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(FileManager.default.fileExists(atPath: live.path))
  }

  @Test("A lock held by another game is waited for, then gone on without, saying so")
  func heldLock() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("wordgame").path
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    // Another open file description of the lock, holding it (as another game would).
    let other = open(state + "/.lock", O_RDWR | O_CREAT, 0o644)
    #expect(other >= 0 && flock(other, LOCK_EX) == 0)
    defer { close(other) }
    let problems = Problems()
    var store = StateStore(folder: state)
    store.lockTimeoutMilliseconds = 300
    store.lockProblem = problems.callback
    let started = ContinuousClock.now
    try store.updateStatistics { $0.roundsPlayed = 1 }
    #expect(ContinuousClock.now - started < .seconds(5))
    #expect(problems.all == [.lockHeld(path: state + "/.lock", seconds: 0)])
    #expect(store.loadStatistics().statistics.roundsPlayed == 1)
  }

  @Test("Twelve games ending at once, each slower than the lock's patience: no update is lost")
  func queuedUpdates() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("wordgame").path
    let problems = Problems()
    // Each turn holds the lock 80 ms; the last of twelve waits ~900 ms, three
    // times the patience: it waits on, since the games ahead keep finishing.
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<12 {
        group.addTask {
          var store = StateStore(folder: state)
          store.lockTimeoutMilliseconds = 300
          store.lockProblem = problems.callback
          _ = try? store.updateStatistics {
            usleep(80_000)
            $0.roundsPlayed += 1
          }
        }
      }
    }
    #expect(StateStore(folder: state).loadStatistics().statistics.roundsPlayed == 12)
    #expect(problems.all == [], "nobody went on without the lock")
  }

  @Test(
    "A folder, FIFO or link planted as the lock is said, and the files are kept all the same",
    arguments: ["folder", "fifo", "link"])
  func plantedLock(kind: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("wordgame").path
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    let lock = state + "/.lock"
    switch kind {
    case "folder":
      try FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: true)
    case "fifo": #expect(mkfifo(lock, 0o644) == 0)
    default:
      try FileManager.default.createSymbolicLink(
        atPath: lock, withDestinationPath: folder.path + "/elsewhere")
    }
    let problems = Problems()
    var store = StateStore(folder: state)
    store.lockProblem = problems.callback
    try store.updateStatistics { $0.roundsPlayed = 2 }
    #expect(problems.all.first == .lockUnusable(path: lock))
    #expect(store.loadStatistics().statistics.roundsPlayed == 2)
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/elsewhere"))
  }

  /// Problems told to a callback, in order.
  final class Problems: @unchecked Sendable {
    private let lock = NSLock()
    private var problems: [StateStore.Problem] = []
    var all: [StateStore.Problem] { lock.withLock { problems } }
    var callback: @Sendable (StateStore.Problem) -> Void {
      { [self] problem in lock.withLock { problems.append(problem) } }
    }
  }

  @Test("A damaged statistics file is moved aside and counting starts over")
  func damaged() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = StateStore(folder: folder.path)
    try "{ not json".write(toFile: store.statisticsPath, atomically: true, encoding: .utf8)
    let (statistics, problem) = store.loadStatistics()
    #expect(statistics == Statistics())
    guard case .unreadable(let path, let movedTo?) = problem else {
      Issue.record("expected the file moved aside, got \(String(describing: problem))")
      return
    }
    #expect(path == store.statisticsPath)
    #expect(try String(contentsOfFile: movedTo, encoding: .utf8) == "{ not json")
  }

  @Test("No temporary files are left behind after saving")
  func noLeftovers() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = StateStore(folder: folder.path)
    for score in 0..<5 {
      try store.updateStatistics { $0.bestScore = score }
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files == [".lock", "statistics.json"])
    #expect(store.loadStatistics().statistics.bestScore == 4)
  }
}
