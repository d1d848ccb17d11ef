import Foundation
import Testing

/// Runs `wordgame` under `timeout 20` (a hang is status 124, never a stuck
/// test) through `/bin/sh -c SCRIPT`, where `$W` is the binary.
func shell(_ script: String, environment: [String: String] = [:]) throws -> RunResult {
  var variables = testEnvironment(environment)
  variables["W"] = try wordgameURL().path
  return try run(URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: variables)
}

/// A saved round as JSON, with `changes` over a valid one.
func roundJSON(_ changes: [String: Any] = [:]) throws -> Data {
  var round: [String: Any] = [
    "version": 2, "startWord": "silkworm", "dictionary": "en_US", "minimumLength": 3,
    "words": ["silk"], "score": 4, "hintsUsed": 0, "generatorState": 1,
    "answers": ["silk", "worm"],
  ]
  round.merge(changes) { $1 }
  return try JSONSerialization.data(withJSONObject: round)
}

@Suite("State files that are damaged, planted or odd never crash, hang or leak")
struct StateTests {
  func folder(_ home: URL) throws -> URL {
    let folder = home.appendingPathComponent("wordgame")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test(
    "Out-of-range numbers in round.json are damage: set aside with a warning, a new round plays",
    arguments: [
      ["hintsUsed": Int.min], ["score": Int.max], ["minimumLength": 0], ["hintsUsed": -1],
      ["version": 3],
    ] as [[String: Int]])
  func roundOutOfRange(changes: [String: Int]) throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    try roundJSON(changes).write(to: try folder(home).appendingPathComponent("round.json"))
    for arguments in [["play"], ["play", "--new", "--root", "stickups"]] {
      let result = try wordgameCommand(arguments, input: "silk\n", environment: environment)
      #expect(result.status == 0, "\(changes) \(arguments)")
      #expect(result.stdoutLines.first?.hasPrefix("Start word: ") == true)
    }
    let aside = try FileManager.default.contentsOfDirectory(atPath: try folder(home).path)
      .filter { $0.hasPrefix("round.json.unreadable-") }
    #expect(aside.count == 1)
  }

  @Test(
    "Out-of-range statistics are set aside with a warning; a finished round still counts",
    arguments: [["roundsPlayed": Int.max], ["bestPercent": 1000], ["wordsFound": -5]]
      as [[String: Int]])
  func statisticsOutOfRange(changes: [String: Int]) throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    var saved: [String: Any] = [
      "version": 1, "roundsPlayed": 1, "roundsFinished": 1, "roundsAbandoned": 0,
      "wordsFound": 1, "bestScore": 4, "bestPercent": 2, "longestWord": "silk",
      "currentStreak": 0,
    ]
    saved.merge(changes) { $1 }
    let path = try folder(home).appendingPathComponent("statistics.json")
    try JSONSerialization.data(withJSONObject: saved).write(to: path)
    let result = try wordgameCommand(
      ["--root", "silkworm"], input: "silk\n", environment: environment)
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("Warning: '\(path.path)' could not be read"))
    #expect(result.stderr.hasSuffix("; the statistics start again\n"))
    let stats = try statistics(environment)
    #expect(stats["roundsPlayed"] as? Int == 1)
  }

  @Test("Two damaged statistics files set aside one after the other are both kept")
  func setAsideTwice() throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let path = try folder(home).appendingPathComponent("statistics.json")
    for damage in ["{first", "{second"] {
      try damage.write(to: path, atomically: true, encoding: .utf8)
      _ = try wordgameCommand(["--root", "silkworm"], input: "silk\n", environment: environment)
    }
    let aside = try FileManager.default.contentsOfDirectory(atPath: try folder(home).path)
      .filter { $0.hasPrefix("statistics.json.unreadable-") }
    let kept = try aside.map {
      try String(contentsOf: try folder(home).appendingPathComponent($0), encoding: .utf8)
    }
    #expect(Set(kept) == ["{first", "{second"])
  }

  @Test("Links planted for the temporary files or the lock are never followed")
  func plantedLinks() throws {
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let state = try folder(home)
    let victim = home.appendingPathComponent("victim")
    try "precious".write(to: victim, atomically: true, encoding: .utf8)
    // Links for every PID a game could get next, for both files it writes.
    let next = Int32(ProcessInfo.processInfo.processIdentifier)
    for pid in next..<(next + 300) {
      for name in ["round.json", "statistics.json"] {
        try? FileManager.default.createSymbolicLink(
          atPath: state.appendingPathComponent("\(name).tmp-\(pid)").path,
          withDestinationPath: victim.path)
      }
    }
    let missing = home.appendingPathComponent("created-by-lock")
    try FileManager.default.createSymbolicLink(
      atPath: state.appendingPathComponent(".lock").path, withDestinationPath: missing.path)
    let result = try wordgameCommand(
      ["--root", "silkworm"], input: "silk\n", environment: environment)
    #expect(result.status == 0)
    #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
    #expect(
      !FileManager.default.fileExists(atPath: missing.path), "a dangling lock link creates nothing")
    #expect(try statistics(environment)["roundsPlayed"] as? Int == 1)
    // The lock linked to an existing file: that file is not touched either.
    try FileManager.default.removeItem(at: state.appendingPathComponent(".lock"))
    try FileManager.default.createSymbolicLink(
      atPath: state.appendingPathComponent(".lock").path, withDestinationPath: victim.path)
    _ = try wordgameCommand(["--root", "silkworm"], input: "worm\n", environment: environment)
    #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
  }

  @Test("round.json as a link to /dev/zero, a FIFO or a 20 MB file: set aside, no hang")
  func oddRoundFiles() throws {
    for kind in ["zero", "fifo", "huge"] {
      let (home, environment) = try stateHome()
      defer { try? FileManager.default.removeItem(at: home) }
      let path = try folder(home).appendingPathComponent("round.json").path
      switch kind {
      case "zero":
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
      case "fifo": #expect(mkfifo(path, 0o644) == 0)
      default: try Data(count: 20 << 20).write(to: URL(fileURLWithPath: path))
      }
      let result = try shell("timeout 20 \"$W\" play </dev/null", environment: environment)
      #expect(result.status == 0, "\(kind): \(result.stderr)")
      #expect(result.stderr.contains("round.json' could not be read"), "\(kind)")
      #expect(result.stdout.hasPrefix("Start word: "), "\(kind)")
    }
  }

  @Test("Standard input or error closed: the signal pipe never takes their place")
  func closedStandardStreams() throws {
    let closedInput = try shell("timeout 20 \"$W\" play --root silkworm --new <&-")
    #expect(closedInput.status == 0)
    #expect(closedInput.stdout.contains("Round over. Start word: silkworm"))
    let closedError = try shell("timeout 20 \"$W\" check --root qqqq </dev/null 2>&-")
    #expect(closedError.status == 2)
  }

  @Test("A FIFO or a device as the .dic is refused at once")
  func oddDictionaries() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = folder.appendingPathComponent("odd").path
    try "SET UTF-8\n".write(toFile: base + ".aff", atomically: true, encoding: .utf8)
    #expect(mkfifo(base + ".dic", 0o644) == 0)
    let fifo = try shell("timeout 20 \"$W\" check --dict '\(base).dic' </dev/null")
    #expect(fifo.status == 2)
    #expect(
      fifo.stderr
        == "Error: dictionary file '\(base).dic' is not a regular file (a FIFO, device or folder)\n"
    )
    try FileManager.default.removeItem(atPath: base + ".dic")
    try FileManager.default.createSymbolicLink(
      atPath: base + ".dic", withDestinationPath: "/dev/zero")
    let zero = try shell("timeout 20 \"$W\" check --dict '\(base).dic' </dev/null")
    #expect(zero.status == 2)
    #expect(zero.stderr.contains("is not a regular file"))
  }

  @Test("More input files than open-file slots are read one at a time", arguments: [100, 300])
  func manyFiles(count: Int) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for index in 0..<count {
      try "silk\n".write(
        to: folder.appendingPathComponent("f\(index)"), atomically: true, encoding: .utf8)
    }
    let result = try shell(
      "ulimit -n 64; timeout 60 \"$W\" check --root silkworm '\(folder.path)'/f*")
    #expect(result.stdoutLines.count == count)
    #expect(result.stderr == "1 accepted, \(count - 1) rejected, score 4\n")
  }

  @Test(
    "Endless start-word lists are cut at 16 MiB with a clear error", arguments: ["solve", "play"])
  func endlessRoots(command: String) throws {
    let zero = try shell("timeout 60 \"$W\" \(command) --roots /dev/zero </dev/null")
    #expect(zero.status == 2)
    #expect(
      zero.stderr == "Error: the start words in '/dev/zero' are over 16 MiB; split the list\n")
    if command == "solve" {
      let endless = try shell("yes silkworm 2>/dev/null | timeout 60 \"$W\" solve --roots -")
      #expect(endless.status == 2)
      #expect(endless.stderr.hasSuffix("are over 16 MiB; split the list\n"))
    }
  }

  @Test("stats --dict shows one dictionary's rounds; the whole lists the rounds of each")
  func statisticsByDictionary() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let environment = ["XDG_STATE_HOME": state.path, "XDG_CACHE_HOME": languagesCacheHome]
    _ = try wordgameCommand(
      ["--root", "silkworm"], input: "silk\n:quit\n", environment: environment)
    _ = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Hausfrau"], input: "Haus\nFrau\n:quit\n",
      environment: environment)
    let german = try wordgameCommand(
      ["stats", "--dict", "de_DE", "--json"], environment: environment)
    #expect(german.stdout.contains(#""roundsPlayed":1,"#), "\(german.stdout)")
    #expect(german.stdout.contains(#""wordsFound":2}"#), "\(german.stdout)")
    let all = try wordgameCommand(["stats", "--json"], environment: environment)
    #expect(all.stdout.contains(#""roundsPlayed":2,"#))
    #expect(
      all.stdout.contains(
        #""dictionaries":[{"dictionary":"de_DE","roundsPlayed":1,"wordsFound":2,"bestScore":8,"bestPercent":"#
      ), "\(all.stdout)")
    let text = try wordgameCommand(["stats"], environment: environment)
    #expect(text.stdoutLines.contains("Rounds by dictionary (stats --dict NAME): de_DE 1, en_US 1"))
    let none = try wordgameCommand(["stats", "--dict", "fr", "--json"], environment: environment)
    #expect(none.stdout.contains(#""roundsPlayed":0,"#))
  }
}
