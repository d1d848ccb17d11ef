import Foundation
import Testing

/// The repository's root folder.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `examples/daily-app` built as a package outside this one by
/// `scripts/build-outside` (in `.build/outside`, beside a link named
/// `WordScramble` to this repository, as the README tells an app to clone it),
/// so only the public API is visible to it. `make test` builds it before the
/// tests; here an up-to-date build takes seconds.
private let dailyApp = Result { () throws -> URL in
  // posix_spawn, not Process: this runs in a global's one-time initializer.
  let status = spawnAndWait(
    repositoryRoot.appendingPathComponent("scripts/build-outside").path, [], input: "",
    environment: ProcessInfo.processInfo.environment)
  guard status == 0 else {
    throw BuildFailed(output: "scripts/build-outside ended with wait status \(status)")
  }
  return repositoryRoot.appendingPathComponent(".build/outside/daily-app/.build/release/daily-app")
}

private struct BuildFailed: Error, CustomStringConvertible {
  let output: String
  var description: String { "the outside package did not build:\n\(output)" }
}

@Suite("An app in a package of its own plays the daily puzzle through the public API alone")
struct OutsidePackageTests {
  @Test(
    "A French and a German daily: the CLI's start word, letters, share line and streak; restored",
    arguments: ["fr", "de_DE"])
  func daily(dictionary: String) throws {
    let app = try dailyApp.get()
    let date = "2026-12-04"
    let home = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    let appState = home.appendingPathComponent("app").path
    let opening = try run(
      app, ["--dict", dictionary, "--date", date, "--today", date],
      environment: testEnvironment([:]))
    let start = try #require(opening.stdoutLines.first { $0.hasPrefix("start ") }).dropFirst(6)
    // Two required answers and a word that is not one, as a player types them.
    let answers = try wordgame(["solve", "--dict", dictionary, String(start)]).stdoutLines.prefix(2)
    #expect(answers.count == 2)
    let typed = answers.joined(separator: "\n") + "\nqqqq\n"
    let played = try run(
      app, ["--dict", dictionary, "--date", date, "--today", date, "--state", appState],
      input: Array(typed.utf8), environment: testEnvironment([:]))
    // The game, played in this process on the same day.
    let player = try Player(today: date)
    let cli = try player.play(
      ["--dict", dictionary, "--date", date, "--seed", "1"],
      (answers + ["qqqq", ":quit"]).map { .line($0) })
    let stats = try #require(
      try JSONSerialization.jsonObject(with: Data(try player.stats(["--json"]).stdout.utf8))
        as? [String: Any])
    let lines = played.stdoutLines
    #expect(cli.stdoutLines.contains("Start word: \(start)"), "\(cli.stdout)")
    let letters = try #require(cli.stdoutLines.first { $0.hasPrefix("Letters: ") })
    let tiles = try #require(lines.first { $0.hasPrefix("letters ") }).split(separator: " ")
    #expect(tiles.dropFirst().sorted() == letters.split(separator: " ").dropFirst().sorted())
    #expect(lines.filter { $0.hasPrefix("accepted ") }.count == 2)
    #expect(lines.contains("rejected qqqq"))
    let share = try #require(lines.first { $0.hasPrefix("share ") }).dropFirst(6)
    // Puzzle #4 (2026-12-01 is #1), the points scored, 2 words found.
    #expect(share.hasPrefix("WordScramble #4 \(date) (\(dictionary)) · "))
    #expect(share.contains(" points · 2/"), "\(share)")
    #expect(cli.stdoutLines.last == String(share), "the CLI's share line")
    #expect(lines.contains("number 4"))
    #expect(lines.contains("streak \(stats["dailyStreak"] as? Int ?? -1)"))
    #expect(lines.contains("streak 1") && lines.contains("played 1"))
    #expect(stats["dailiesPlayed"] as? Int == 1)
    #expect(lines.contains("restored true"))
    // The day is played once, for the app as for the CLI.
    let again = try run(
      app, ["--dict", dictionary, "--date", date, "--today", date, "--state", appState],
      environment: testEnvironment([:]))
    #expect(again.stdoutLines == ["played already", "share \(share)"])
  }

  @Test("The first prompt of a French daily is reached within seconds on an empty cache")
  func ready() throws {
    let app = try dailyApp.get()
    let cache = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let opening = try run(
      app, ["--dict", "fr", "--date", "2026-12-04"],
      environment: testEnvironment(["XDG_CACHE_HOME": cache.path]))
    let ready = try #require(opening.stdoutLines.first { $0.hasPrefix("ready ") })
    // The 2 s goal is measured in scripts/bench-languages; here: it gets there.
    #expect(Double(ready.dropFirst(6)) != nil)
  }
}
