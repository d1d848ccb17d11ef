import Foundation
import Testing

/// The statistics as JSON.
func statistics(_ environment: [String: String]) throws -> [String: Any] {
  let stats = try wordgame(["stats", "--json"], environment: environment)
  return try #require(
    try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
}

/// Leaves a round unfinished: one answer tried, then SIGTERM.
func leaveUnfinished(_ arguments: [String], environment: [String: String]) throws {
  let game = try RunningGame(arguments, environment: environment)
  game.type("zzz\n")
  #expect(game.readUntil("zzz: "))
  #expect(game.stop(with: SIGTERM))
}

@Suite("A round's life and fair puzzles, end to end")
struct LifecycleTests {
  @Test("The same options resume the unfinished round; other options set it aside, saying so")
  func resumeByOptions() throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    try leaveUnfinished(
      ["play", "--difficulty", "hard", "--min-length", "4", "--seed", "4"],
      environment: environment)
    let same = try wordgame(
      ["play", "--difficulty", "hard", "--min-length", "4", "--seed", "9"], input: ":quit\n",
      environment: environment)
    #expect(same.stdoutLines.first == "Resuming your unfinished round.")
    #expect(same.stderr.hasPrefix("Note: --seed is ignored while a round is unfinished"))

    try leaveUnfinished(["play", "--difficulty", "hard"], environment: environment)
    let other = try wordgame(
      ["play", "--difficulty", "easy"], input: ":quit\n", environment: environment)
    #expect(other.stdoutLines.first?.hasPrefix("Start word: ") == true)
    #expect(other.stderr.hasPrefix("Note: your unfinished round on '"))
    #expect(other.stderr.hasSuffix("' was set aside: it was started with other options.\n"))
    let stats = try statistics(environment)
    #expect(stats["roundsFinished"] as? Int == 1, "the resumed round, quit")
    #expect(stats["roundsAbandoned"] as? Int == 1, "the round set aside")
    #expect(stats["roundsPlayed"] as? Int == 2, "the easy round, never played, does not count")
  }

  @Test("A start word without a required answer of the minimum length cannot be played")
  func noAnswers() throws {
    let root = try wordgame(["play", "--root", "silkworm", "--min-length", "8"], input: "")
    #expect(root.status == 2)
    #expect(root.stderr == "Error: 'silkworm' has no answer of at least 8 letters to find\n")
    let drawn = try wordgame(["play", "--min-length", "9"], input: "")
    #expect(drawn.status == 2)
    #expect(
      drawn.stderr.hasPrefix("Error: no start word drawn has an answer of at least 9 letters"))
    let seven = try wordgame(["play", "--min-length", "7", "--seed", "2"], input: ":quit\n")
    #expect(seven.status == 0)
    #expect(seven.stdoutLines.contains { $0.hasPrefix("Find ") && !$0.hasPrefix("Find 0 ") })
  }

  @Test("A --roots file without a usable line gives each line's reason, then exits 2")
  func unusableRoots() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("roots.txt")
    try "qqqq\nsilk-worm\nshitload\n".write(to: list, atomically: true, encoding: .utf8)
    for command in [["play"], ["solve"]] {
      let result = try wordgame(command + ["--roots", list.path], input: "")
      #expect(result.status == 2)
      let lines = result.stderr.split(separator: "\n").map(String.init)
      #expect(lines.count == 4, "\(result.stderr)")
      #expect(
        lines.first?.hasSuffix("line 1: 'qqqq' is not a word the dictionary knows; skipped") == true
      )
      #expect(lines[1].hasSuffix("line 2: 'silk-worm' is not a word of letters; skipped"))
      #expect(lines[2].hasSuffix("line 3: 'shitload' is not allowed in this game; skipped"))
      #expect(lines[3] == "Error: no start words in '\(list.path)'")
    }
  }

  @Test("A round in which nothing was played counts for nothing in the statistics")
  func unplayed() throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try wordgame(
      ["--root", "silkworm"], input: ":reveal\n:hint\n:quit\n", environment: environment)
    let stats = try statistics(environment)
    #expect(stats["roundsPlayed"] as? Int == 1, "only the round with a hint counts")
    #expect(stats["currentStreak"] as? Int == 0)
  }

  @Test(
    "check: a blocked word is not allowed, a bonus word is marked in text and JSON; --required, --block"
  )
  func checkTiers() throws {
    let input = "spic\nkips\ncusk\npicks\n"
    let text = try wordgame(["check", "--root", "stickups"], input: input)
    #expect(
      text.stdoutLines == [
        "spic\tWord not allowed\tSlurs and vulgar words don't count in this game.",
        "kips\tok\t4\tbonus", "cusk\tok\t4\tbonus", "picks\tok\t5",
      ])
    #expect(text.status == 1)
    // The score counts the required answers, as play's does; bonus points apart.
    #expect(text.stderr == "3 accepted, 1 rejected, score 5 (+8 bonus)\n")
    let json = try wordgame(["check", "--root", "stickups", "--json"], input: input)
    #expect(json.stdoutLines[0].contains("\"code\":\"blocked\""))
    #expect(json.stdoutLines[1] == "{\"word\":\"kips\",\"ok\":true,\"points\":4,\"bonus\":true}")
    #expect(json.stdoutLines[2] == "{\"word\":\"cusk\",\"ok\":true,\"points\":4,\"bonus\":true}")
    #expect(
      json.stdoutLines[3] == "{\"word\":\"picks\",\"ok\":true,\"points\":5}", "required: unmarked")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let required = folder.appendingPathComponent("class.txt")
    try "# our words\nPicks\n\nkip5\n".write(to: required, atomically: true, encoding: .utf8)
    let block = folder.appendingPathComponent("block.txt")
    try "kips\n".write(to: block, atomically: true, encoding: .utf8)
    let own = try wordgame(
      [
        "check", "--root", "stickups", "--json", "--required", required.path, "--block", block.path,
      ],
      input: input)
    #expect(
      own.stderr.hasPrefix(
        "Warning: \(required.path): line 4: 'kip5' is not a word of letters; skipped\n"))
    #expect(own.stdoutLines[1].contains("\"code\":\"excluded\""), "left out by --block")
    #expect(own.stdoutLines[3] == "{\"word\":\"picks\",\"ok\":true,\"points\":5}")
    #expect(own.stdoutLines[2].hasSuffix("\"bonus\":true}"))
    let solved = try wordgame(
      ["solve", "stickups", "--required", required.path, "--block", block.path], input: "")
    #expect(solved.stdoutLines.first == "picks")
    #expect(solved.stdoutLines.last == "stickups: 1 answer, 5 points")
    let shown = solved.stdout.split(whereSeparator: { " ,:\n".contains($0) }).map(String.init)
    #expect(!shown.contains("kips") && !shown.contains("spic"))
    #expect(shown.contains("cusk"), "a bonus word")
  }
}

@Suite("check answers from the cached word list when it can")
struct WordListCheckTests {
  @Test("A small input never builds the word list; a large one builds and keeps it; verdicts alike")
  func whenBuilt() throws {
    let cache = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: cache) }
    let environment = ["XDG_CACHE_HOME": cache.path]
    let sample = "silk\nxyzzy\nsilk\nmilks\nkips\ncafé\nspic\n"
    let expected = [
      "silk\tok\t4", "xyzzy\tWord not recognized\tYou can't just make them up, you know!",
      "silk\tWord used already\tBe more original", "milks\tok\t5", "kips\tok\t4\tbonus",
      "café\tok\t4\tbonus",
      "spic\tWord not allowed\tSlurs and vulgar words don't count in this game.",
    ]
    let small = try wordgame(["check"], input: sample, environment: environment)
    #expect(small.stdoutLines == expected)
    let built = { () throws -> [String] in
      let folder = cache.appendingPathComponent("wordgame")
      return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasPrefix("lexicon-") }
    }
    #expect(try built().isEmpty, "a small check pays for no build")
    let file = cache.appendingPathComponent("big.txt")
    try (sample + String(repeating: "qqqqqqqq\n", count: 130_000)).write(
      to: file, atomically: true, encoding: .utf8)
    let large = try wordgame(["check", file.path], input: "", environment: environment)
    #expect(Array(large.stdoutLines.prefix(7)) == expected)
    #expect(try built().count == 1, "a check of 1 MiB or more builds the word list")
    let cached = try wordgame(["check"], input: sample, environment: environment)
    #expect(cached.stdoutLines == expected, "the cached word list answers alike")
    #expect(cached.stderr == small.stderr)
  }
}
