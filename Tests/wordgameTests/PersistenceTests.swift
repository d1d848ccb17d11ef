import Foundation
import Testing

/// A state folder for one test, removed afterwards by the caller.
func stateHome() throws -> (home: URL, environment: [String: String]) {
  let home = try temporaryFolder()
  return (home, ["XDG_STATE_HOME": home.path])
}

@Suite("Nothing lost: autosave, resume and statistics, end to end")
struct PersistenceTests {
  @Test("kill -9 in the middle of a round loses nothing: the next game resumes it")
  func killNine() throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let game = try RunningGame(["--root", "silkworm", "--seed", "9"], environment: environment)
    game.type("silk\nworm\nmilks\n:hint\n")
    #expect(game.readUntil("Hint: "))
    _ = game.stop(with: SIGKILL)
    #expect(game.process.terminationReason == .uncaughtSignal)

    let resumed = try wordgameCommand(["play"], input: ":score\n:quit\n", environment: environment)
    let lines = resumed.stdoutLines
    #expect(lines.first == "Resuming your unfinished round.")
    #expect(lines[1] == "Start word: silkworm")
    #expect(lines.contains("Words found (3): milks, silk, worm"))
    #expect(lines.contains("Score: 12 of 142 points, 3 of 37 words, rank Apprentice (1 hint)"))
    #expect(resumed.status == 0)
    // The round finished with :quit: it is not resumed again.
    let fresh = try wordgameCommand(
      ["play", "--root", "silkworm"], input: "", environment: environment)
    #expect(fresh.stdoutLines.first == "Start word: silkworm")
  }

  @Test(
    "A garbage or newer-version state file is moved aside, never deleted, and a new round starts")
  func garbage() throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let folder = home.appendingPathComponent("wordgame")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for content in ["{\"startWord\": \"silkw", "{\"version\": 99, \"startWord\": \"x\"}"] {
      try content.write(
        to: folder.appendingPathComponent("round.json"), atomically: true, encoding: .utf8)
      let result = try wordgameCommand(
        ["--root", "silkworm"], input: ":quit\n", environment: environment)
      #expect(result.status == 0)
      #expect(result.stdoutLines.first == "Start word: silkworm")
      #expect(result.stderr.hasPrefix("Warning: '\(folder.path)/round.json' could not be read"))
      #expect(result.stderr.contains("moved it to '\(folder.path)/round.json.unreadable-"))
      #expect(result.stderr.hasSuffix("; starting a new round\n"))
    }
    let moved = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("round.json.unreadable-") }
    #expect(moved.count >= 1, "the damaged files are kept")
  }

  @Test(
    "A state folder that cannot be written: one warning a file (the round, the statistics); the round still plays"
  )
  func cannotSave() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A file where the folder should be: even root cannot write below it.
    let blocker = folder.appendingPathComponent("state")
    try "not a folder".write(to: blocker, atomically: true, encoding: .utf8)
    let result = try wordgameCommand(
      ["--root", "silkworm"], input: "silk\nworm\n:new\n",
      environment: ["XDG_STATE_HOME": blocker.path])
    #expect(result.status == 0)
    #expect(
      result.stdoutLines.contains(
        "worm: +4 points — 8 of 142 points, 2 of 37 words — rank: Apprentice"))
    let warnings = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      warnings == [
        "Warning: cannot save to '\(blocker.path)/wordgame/round.json': Not a directory; the game goes on without saving",
        "Warning: cannot save to '\(blocker.path)/wordgame/statistics.json': Not a directory; this round is not counted in the statistics",
      ])
  }

  @Test("--new starts fresh and counts the unfinished round as abandoned")
  func startNew() throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let first = try wordgameCommand(
      ["--root", "silkworm"], input: "silk\n", environment: environment)
    #expect(first.status == 0, "end of input finishes the round")
    // Leave one unfinished: SIGTERM keeps it.
    let game = try RunningGame(["--root", "balloons"], environment: environment)
    game.type("balls\n")
    #expect(game.readUntil("balls: +5"))
    #expect(game.stop(with: SIGTERM))
    #expect(game.process.terminationStatus == 143)

    let fresh = try wordgameCommand(
      ["play", "--new", "--root", "silkworm"], input: ":quit\n", environment: environment)
    #expect(fresh.stdoutLines.first == "Start word: silkworm")
    // The fresh round, quit with nothing played, counts for nothing.
    let stats = try wordgameCommand(["stats"], environment: environment)
    #expect(
      stats.stdout == """
        Rounds played: 2 (1 finished, 1 abandoned)
        Words found: 2
        Best score: 5
        Best share of a round's points: 4%
        Best timed rounds, score (share) by --time: none yet
        Longest word: balls
        Current streak at the top rank: 0
        Daily puzzles played: 0
        Daily puzzles in a row: 0
        Longest daily streak: 0
        Rounds by dictionary (stats --dict NAME): en_US 2

        """)
  }

  @Test("A second game never resumes nor sets aside the round a running game is playing")
  func heldRound() throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let first = try RunningGame(["--root", "silkworm"], environment: environment)
    first.type("silk\n")
    #expect(first.readUntil("silk: +4"))
    for arguments in [["--root", "silkworm"], ["--root", "silkworm", "--new"]] {
      let second = try wordgameCommand(arguments, input: "worm\n:quit\n", environment: environment)
      #expect(
        second.stderr
          == "Note: another wordgame is playing your saved round; this one starts a round of its own.\n"
      )
      #expect(second.stdoutLines.contains("Words found (1): worm"), "\(second.stdout)")
    }
    first.type("milk\n:quit\n")
    #expect(first.readToEnd())
    #expect(first.seen.contains("Words found (2): milk, silk"), "its own round, whole")
    let stats = try wordgameCommand(["stats", "--json"], environment: environment)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
    #expect(object["roundsPlayed"] as? Int == 3 && object["roundsFinished"] as? Int == 3)
    #expect(object["wordsFound"] as? Int == 4)
  }

  @Test("Two games at once leave valid files, and no statistics update is lost")
  func concurrent() throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let script = (["silk", "worm", "milk", ":new"].joined(separator: "\n") + "\n")
    let answers = String(repeating: script, count: 15) + "silk\n:quit\n"
    let roots = home.appendingPathComponent("roots.txt")
    try "silkworm\n".write(to: roots, atomically: true, encoding: .utf8)
    let processes = try (0..<2).map { _ in
      let process = Process()
      process.executableURL = try wordgameURL()
      process.arguments = ["play", "--roots", roots.path]
      process.environment = testEnvironment(environment)
      let folder = try temporaryFolder()
      let inURL = folder.appendingPathComponent("in")
      try answers.write(to: inURL, atomically: true, encoding: .utf8)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      return process
    }
    for process in processes { try process.run() }
    for process in processes { process.waitUntilExit() }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    let stats = try wordgameCommand(["stats", "--json"], environment: environment)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
    // Each game: 15 rounds given up with :new, then 1 finished with :quit.
    #expect(object["roundsPlayed"] as? Int == 32)
    #expect(object["roundsAbandoned"] as? Int == 30)
    #expect(object["roundsFinished"] as? Int == 2)
    #expect(object["wordsFound"] as? Int == 92)
    #expect(stats.stderr == "", "the statistics file parsed")
  }

  @Test("stats --reset asks on a terminal and needs --yes elsewhere")
  func reset() throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    _ = try wordgameCommand(["--root", "silkworm"], input: "silk\n", environment: environment)
    let refused = try wordgameCommand(["stats", "--reset"], environment: environment)
    #expect(refused.status == 2)
    #expect(refused.stderr == "Error: --reset needs --yes when not run on a terminal\n")
    #expect(
      try wordgameCommand(["stats"], environment: environment).stdout.hasPrefix("Rounds played: 1 ")
    )
    let done = try wordgameCommand(["stats", "--reset", "--yes"], environment: environment)
    #expect(done.status == 0)
    #expect(done.stderr == "Statistics erased.\n")
    #expect(
      try wordgameCommand(["stats"], environment: environment).stdout
        == "No rounds played yet: play one with 'wordgame play'.\n")
    // Scripts still get the zeros.
    #expect(
      try wordgameCommand(["stats", "--json"], environment: environment).stdout.contains(
        #""roundsPlayed":0"#))
    let german = try wordgameCommand(["stats", "--dict", "de_DE"], environment: environment)
    #expect(
      german.stdout
        == "No rounds played with de_DE yet: play one with 'wordgame play --dict de_DE'.\n")
    #expect(german.status == 0)
  }
}
