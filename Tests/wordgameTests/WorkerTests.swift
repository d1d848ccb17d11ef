import Foundation
import Testing

/// A dictionary written to a fresh folder: its `.dic` path.
func dictionary(_ name: String, aff: String, words: [String], in folder: URL) throws -> String {
  let base = folder.appendingPathComponent(name).path
  try aff.write(toFile: base + ".aff", atomically: true, encoding: .utf8)
  try "\(words.count)\n\(words.joined(separator: "\n"))\n"
    .write(toFile: base + ".dic", atomically: true, encoding: .utf8)
  return base + ".dic"
}

@Suite("Untrusted dictionaries are spelled in a worker process that may crash")
struct WorkerTests {
  /// en_US's SET UTF-8 and ICONV z z-z: libhunspell 1.7.1 crashes spelling `zoo`.
  static let crashingAffix = "SET UTF-8\nICONV 1\nICONV z z-z\n"
  static let dictionaryError =
    "Dictionary error\tThe dictionary failed on this word (its spell checker crashed: signal 11); it was not checked."

  @Test("A word that crashes the spell checker gets its own verdict; the run goes on; exit 2")
  func crashOnWord() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try dictionary(
      "crash", aff: Self.crashingAffix, words: ["hello", "world"], in: folder)
    let result = try wordgame(["check", "--dict", path], input: "hello\nworld\nzoo\nhello\nbye\n")
    #expect(
      result.stdoutLines == [
        "hello\tok\t5", "world\tok\t5", "zoo\t" + Self.dictionaryError,
        "hello\tWord used already\tBe more original",
        "bye\tWord not recognized\tYou can't just make them up, you know!",
      ])
    #expect(
      result.stderr == "2 accepted, 3 rejected, score 10, 1 not checked (dictionary errors)\n")
    #expect(result.status == 2)
    let json = try wordgame(["check", "--dict", path, "--json"], input: "zoo\n")
    #expect(json.stdout.hasPrefix("{\"word\":\"zoo\",\"ok\":false,\"code\":\"dictionaryError\""))
    // The second variant: a crash (by the worker's test seam) on a word of a
    // real en_US copy, in check on two threads, and in play.
    let english = folder.appendingPathComponent("english").path
    try FileManager.default.copyItem(
      atPath: "/usr/share/hunspell/en_US.aff", toPath: english + ".aff")
    try FileManager.default.copyItem(
      atPath: "/usr/share/hunspell/en_US.dic", toPath: english + ".dic")
    // A cache of its own: a word list cached for en_US (the same files) would
    // answer without the worker.
    let seam = ["WORDGAME_TEST_WORKER_CRASH_ON": "worm", "XDG_CACHE_HOME": folder.path]
    let lines = (0..<10_000).map {
      "w\(String($0, radix: 26).map { Character(UnicodeScalar(($0.asciiValue! % 26) + 97)) }.map(String.init).joined())"
    }
    let many = try wordgame(
      ["check", "--dict", english, "--threads", "2"],
      input: (["silk", "worm", "milk"] + lines).joined(separator: "\n"), environment: seam)
    #expect(
      Array(many.stdoutLines.prefix(3)) == [
        "silk\tok\t4", "worm\t" + Self.dictionaryError, "milk\tok\t4",
      ])
    #expect(many.stdoutLines.count == 10_003)
    #expect(many.status == 2)
    let play = try wordgame(
      ["play", "--dict", english, "--root", "silkworm"], input: "worm\nsilk\n", environment: seam)
    #expect(play.stdoutLines.contains("worm: " + Self.dictionaryError.replacing("\t", with: " — ")))
    #expect(play.stdoutLines.contains { $0.hasPrefix("silk: +4 points") })
  }

  @Test(
    "why on a word that crashes the dictionary says Dictionary error and exits 2, as check does")
  func whyOnCrash() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try dictionary(
      "crash", aff: Self.crashingAffix, words: ["hello", "world"], in: folder)
    let text = try wordgame(["why", "--dict", path, "hello", "zoo", "bye"])
    #expect(
      text.stdoutLines == [
        "hello: required answer", "zoo: Dictionary error",
        "  The dictionary failed on this word (its spell checker crashed: signal 11); it was not checked.",
        "bye: not recognized", "  crash does not accept it.",
      ], "\(text.stdout)")
    #expect(text.status == 2)
    let json = try wordgame(["why", "--dict", path, "--json", "zoo"])
    #expect(
      json.stdout
        == "{\"word\":\"zoo\",\"verdict\":\"dictionaryError\",\"reasons\":[\"dictionaryError\"]}\n")
    #expect(json.status == 2)
  }

  @Test("why shows each word as soon as it is explained, not all at the end")
  func whyStreams() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try dictionary("stall", aff: "SET UTF-8\n", words: ["hello", "world"], in: folder)
    // The worker answers nothing for `zzz` (the game gives up on it after 10 s).
    let why = try RunningGame(
      ["why", "--dict", path, "hello", "zzz"],
      environment: ["WORDGAME_TEST_WORKER_STALL_ON": "zzz"])
    #expect(why.readUntil("hello: required answer\n"))
    #expect(why.process.isRunning, "hello was shown only when every word was explained")
    // The stalled worker, ended: `zzz` is then a dictionary error, and why ends.
    let pid = why.process.processIdentifier
    let workers = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
      .split(separator: " ").compactMap { Int32($0) }
    #expect(workers.count == 1, "one worker")
    for worker in workers { kill(worker, SIGKILL) }
    #expect(why.readToEnd())
    #expect(why.waitForExit())
    #expect(
      why.seen.hasSuffix(
        "zzz: Dictionary error\n  The dictionary failed on this word (its spell checker crashed: signal 9); it was not checked.\n"
      ), "\(why.seen)")
    #expect(why.process.terminationStatus == 2)
  }

  @Test(
    "A saved round on a crashing dictionary whose answers cannot be derived is set aside, or given up"
  )
  func savedRoundOnCrashingDictionary() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try dictionary(
      "crash", aff: Self.crashingAffix, words: ["hello", "world", "hell", "low"], in: folder)
    let (home, environment) = try stateHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let state = home.appendingPathComponent("wordgame")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let round: [String: Any] = [
      "version": 2, "startWord": "hellozo", "dictionary": path, "minimumLength": 3,
      "words": ["hell"], "score": 4, "hintsUsed": 0, "generatorState": 1,
      "answers": ["hell"],
    ]
    try JSONSerialization.data(withJSONObject: round).write(
      to: state.appendingPathComponent("round.json"))
    // A restore derives the round's answers again: solving `hellozo` asks
    // the worker words with a `z`, it crashes until it is given up (fail
    // closed), so `hell` cannot be shown to be an answer: the round is set
    // aside, never resumed unchecked, and a new round starts.
    let resumed = try wordgame(["play"], input: "zoo\nhell\n", environment: environment)
    #expect(resumed.status == 0)
    #expect(
      resumed.stderr.hasPrefix(
        "Warning: the saved round was set aside: the saved game holds 'hell', which is not an answer of its start word in this language; starting a new round"
      ), "\(resumed.stderr)")
    #expect(resumed.stdoutLines.first?.hasPrefix("Start word: ") == true)
    try JSONSerialization.data(withJSONObject: round).write(
      to: state.appendingPathComponent("round.json"))
    let fresh = try wordgame(
      ["play", "--new", "--root", "silkworm"], input: "silk\n", environment: environment)
    #expect(fresh.status == 0)
    #expect(fresh.stdoutLines.first == "Start word: silkworm")
  }

  @Test(
    "After 20 crashes, exactly, no worker is started again: every later word fails, in bounded time",
    arguments: [30, 45])
  func givesUp(repeats: Int) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try dictionary(
      "crash", aff: Self.crashingAffix, words: ["hello", "world"], in: folder)
    let result = try wordgame(
      ["check", "--dict", path], input: String(repeating: "zoo\nhello\n", count: repeats))
    let errors = result.stdoutLines.filter { $0.contains("\tDictionary error\t") }
    // Each crash is one word's error; the words after the 20th fail unasked.
    #expect(errors.filter { !$0.contains("no more words are checked") }.count == 20)
    // After the 20th `zoo`, every word: `hello`, then both words of each pair left.
    #expect(
      errors.filter { $0.contains("no more words are checked") }.count == 1 + 2 * (repeats - 20))
    #expect(
      errors.last?.contains("the spell checker failed 20 times; no more words are checked") == true)
    #expect(result.status == 2)
  }

  @Test("A dictionary outside the system folders by '..' or DICPATH is still not trusted")
  func resolvedPaths() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try dictionary(
      "crash", aff: Self.crashingAffix, words: ["hello", "world"], in: folder)
    let dotted = "/usr/share/hunspell/../../.." + path
    let byPath = try wordgame(["check", "--dict", dotted], input: "zoo\n")
    #expect(byPath.stdoutLines == ["zoo\t" + Self.dictionaryError])
    let dicpath = "/usr/share/hunspell/../../.." + folder.path
    let byName = try wordgame(
      ["check", "--dict", "crash"], input: "hello\nzoo\n", environment: ["DICPATH": dicpath])
    #expect(byName.stdoutLines.last == "zoo\t" + Self.dictionaryError)
  }

  @Test("A crash or a failure on loading is a clear error, exit 2")
  func crashOnLoad() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try dictionary("mine", aff: "SET UTF-8\n", words: ["silk"], in: folder)
    for signal in ["11", "6"] {
      let result = try wordgame(
        ["check", "--dict", path], input: "silk\n",
        environment: ["WORDGAME_TEST_WORKER_SIGNAL": signal])
      #expect(result.status == 2)
      #expect(
        result.stderr
          == "Error: loading the dictionary '\(path)' crashed the spell checker (signal \(signal)); the file is damaged or hostile\n"
      )
    }
  }

  @Test("kill -9 of the game ends its worker too")
  func workerEndsWithGame() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Compounds keep Hunspell asked during the round (its word list cannot answer alone).
    let path = try dictionary(
      "mine", aff: "SET UTF-8\nCOMPOUNDFLAG X\n", words: ["silk/X", "ilk/X", "ski/X"], in: folder)
    let game = try RunningGame(["play", "--dict", path, "--root", "silk", "--min-length", "2"])
    game.type("ilk\n")
    #expect(game.readUntil("ilk: +3"))
    let children = try String(
      contentsOfFile:
        "/proc/\(game.process.processIdentifier)/task/\(game.process.processIdentifier)/children",
      encoding: .utf8
    ).split(separator: " ").compactMap { Int32($0) }
    #expect(children.count == 1, "one worker")
    _ = game.stop(with: SIGKILL)
    for worker in children {
      #expect(exits(worker, withinMilliseconds: 2_000), "worker \(worker) still running")
    }
  }
}
