import Foundation
import Testing

/// The peak resident size of a running process, in KiB (from /proc), or nil.
func peakResidentKiB(_ pid: Int32) -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
    return nil
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return Int(line.split(separator: " ")[1])
  }
  return nil
}

/// Runs `wordgame` feeding `chunks` through a pipe (so no input is held in a
/// file); returns its stdout, its peak resident size in KiB and its exit
/// status. The peak is the kernel's high-water mark, read after each chunk
/// and after the last: the pipe holds at most 64 KiB, so by then the game
/// has read all but the end of its input. (`wait4`'s `ru_maxrss` would count
/// the test process, whose memory a spawned child shares until it execs.)
func runStreaming(_ arguments: [String], chunks: [[UInt8]], repeat counts: [Int]) throws -> (
  stdout: String, peakKiB: Int, status: Int32
) {
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let outPath = folder.appendingPathComponent("out").path
  var ends: [Int32] = [-1, -1]
  try #require(pipe(&ends) == 0)
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_adddup2(&actions, ends[0], 0)
  posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  // The child holds neither end of the pipe (its input ends when the test
  // closes the writing end), nor another test's descriptors.
  posix_spawn_file_actions_addclose(&actions, ends[0])
  posix_spawn_file_actions_addclose(&actions, ends[1])
  _ = closeFrom?(&actions, 3)
  let path = try wordgameURL().path
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  let envp = testEnvironment([:]).map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    argv.forEach { free($0) }
    envp.forEach { free($0) }
  }
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
  close(ends[0])
  try #require(spawned == 0)
  // Typing into a game that has ended must be an error, not a SIGPIPE.
  signal(SIGPIPE, SIG_IGN)
  var peak = 0
  for (chunk, count) in zip(chunks, counts) {
    for _ in 0..<count {
      var written = 0
      while written < chunk.count {
        let n = chunk.withUnsafeBytes {
          write(ends[1], $0.baseAddress! + written, chunk.count - written)
        }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { break }
        written += n
      }
      peak = max(peak, peakResidentKiB(pid) ?? 0)
    }
  }
  peak = max(peak, peakResidentKiB(pid) ?? 0)
  close(ends[1])
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  return (
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: outPath)), as: UTF8.self),
    peak, exitStatus(status)
  )
}

@Suite("Hostile input, faults and signals")
struct HardeningTests {
  static let hostileLines: [([UInt8], String?)] = [
    (Array("\u{FEFF}silk".utf8), "silk\tok\t4"),
    (Array("".utf8), nil),
    (Array(" \t ".utf8), nil),
    (Array("worm\r".utf8), "worm\tok\t4"),
    (
      Array("mi\rlk".utf8),
      "mi\\x0Dlk\tControl character\tAnswers can't contain control characters; it was not checked."
    ),
    (
      Array("mi\u{0}lk".utf8),
      "mi\\x00lk\tControl character\tAnswers can't contain control characters; it was not checked."
    ),
    (
      [0x6D, 0xFF, 0x6B],
      "m\u{FFFD}k\tNot valid UTF-8\tThis line is not valid UTF-8 text; it was not checked."
    ),
    (
      [0x6D, 0xC0, 0xAF],
      "m\u{FFFD}\u{FFFD}\tNot valid UTF-8\tThis line is not valid UTF-8 text; it was not checked."
    ),
    (
      [0x6D, 0xE2, 0x82],
      "m\u{FFFD}\tNot valid UTF-8\tThis line is not valid UTF-8 text; it was not checked."
    ),
    (
      Array("cafe\u{301}".utf8),
      "café\tWord not possible\tYou can't spell that word from 'silkworm'!"
    ),
    (
      Array("caf\u{E9}".utf8), "café\tWord not possible\tYou can't spell that word from 'silkworm'!"
    ),
    (
      Array("si\u{200B}lk".utf8),
      "si\\u{200B}lk\tWord not possible\tYou can't spell that word from 'silkworm'!"
    ),
    (
      Array("\u{202E}milk".utf8),
      "\\u{202E}milk\tWord not possible\tYou can't spell that word from 'silkworm'!"
    ),
    (
      Array("\u{1B}[2J\u{1B}[31mworms".utf8),
      "\\x1B[2j\\x1B[31mworms\tControl character\tAnswers can't contain control characters; it was not checked."
    ),
    (Array("ｓｉｌｋ".utf8), "ｓｉｌｋ\tWord not possible\tYou can't spell that word from 'silkworm'!"),
    (Array("silk😀".utf8), "silk😀\tWord not possible\tYou can't spell that word from 'silkworm'!"),
    (Array("row’s".utf8), "row’s\tWord not possible\tYou can't spell that word from 'silkworm'!"),
    (Array("row's".utf8), "row's\tWord not possible\tYou can't spell that word from 'silkworm'!"),
    (Array("123".utf8), "123\tWord not possible\tYou can't spell that word from 'silkworm'!"),
    (Array("milks".utf8), "milks\tok\t5"),
  ]

  @Test(
    "wordgame check: every hostile line gets its own clear verdict, escaped, and the run goes on")
  func hostileCheck() throws {
    var input: [UInt8] = []
    for (line, _) in Self.hostileLines { input += line + [0x0A] }
    let result = try wordgame(["check", "--root", "silkworm"], input: input)
    #expect(result.stdoutLines == Self.hostileLines.compactMap(\.1))
    #expect(result.stderr == "3 accepted, 15 rejected, score 13\n")
    #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
  }

  @Test(
    "Words of 99, 100, 299, 300 and 10,000 bytes, and what Hunspell accepts but is no word",
    arguments: [
      (99, "Word not recognized"), (100, "Word not recognized"), (299, "Word not recognized"),
      (300, "Word not recognized"), (10_000, "Line too long"),
    ])
  func longWords(bytes: Int, title: String) throws {
    let word = String(repeating: "s", count: bytes)
    let result = try wordgame(["check"], input: word + "\n123\ncat.\n-cat\n")
    #expect(result.stdoutLines.count == 4)
    #expect(result.stdoutLines[0].split(separator: "\t")[1] == Substring(title))
    #expect(
      Array(result.stdoutLines.dropFirst()) == [
        "123\tWord not recognized\tYou can't just make them up, you know!",
        "cat.\tWord not recognized\tYou can't just make them up, you know!",
        "-cat\tWord not recognized\tYou can't just make them up, you know!",
      ])
  }

  @Test("wordgame play, piped: hostile lines each get one plain line, never raw control characters")
  func hostilePlay() throws {
    var input: [UInt8] = []
    for (line, _) in Self.hostileLines { input += line + [0x0A] }
    let result = try wordgame(["play", "--root", "silkworm"], input: input + Array(":quit\n".utf8))
    #expect(result.status == 0)
    let judged = result.stdoutLines.dropFirst(3).prefix { !$0.hasPrefix("Words missed") }
    #expect(judged.count == Self.hostileLines.compactMap(\.1).count)
    #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(
      judged.contains(
        "\\x1B[2j\\x1B[31mworms: Control character — Answers can't contain control characters; it was not checked."
      ))
  }

  @Test(
    "A 1 MB and a 200 MB line without newline: memory stays under 64 MB and the next lines are judged",
    arguments: [["check", "--root", "silkworm"], ["play", "--root", "silkworm"]])
  func hugeLines(arguments: [String]) throws {
    let megabyte = [UInt8](repeating: 0x61, count: 1 << 20)
    let (stdout, peak, status) = try runStreaming(
      arguments,
      chunks: [megabyte, Array("\nsilk\n".utf8), megabyte, Array("\nworm\nmilks".utf8)],
      repeat: [1, 1, 200, 1])
    let lines = stdout.split(separator: "\n").map(String.init)
    let verdicts = lines.filter {
      $0.contains("Line too long") || $0.hasPrefix("silk") || $0.hasPrefix("worm")
        || $0.hasPrefix("milks")
    }
    #expect(verdicts.count == 5, "\(lines.prefix(12))")
    #expect(verdicts.filter { $0.contains("Line too long") }.count == 2)
    #expect(peak > 0 && peak < 64 * 1024, "peak resident size \(peak) KiB")
    #expect(status == (arguments[0] == "check" ? 1 : 0))
  }

  @Test(
    "A 100 KB argument is echoed back in a usage error by its first 40 characters, not whole",
    arguments: [
      (["--challenge", "LONG"], "Error: --challenge LONG…: this code is damaged"),
      (["compare", "LONG"], "Error: LONG…: this code is damaged"),
      (["compare", "LONG", "LONG"], "Error: code 1 of 2 (LONG…): this code is damaged"),
      (["--names", "LONG"], "Error: The value 'LONG…' is invalid for '--names'"),
      (["--time", "LONG"], "Error: The value 'LONG…' is invalid for '--time'"),
      (["play", "LONG"], "Error: Unexpected argument 'LONG…'"),
    ])
  func longArgumentsCut(arguments: [String], error: String) throws {
    let long = "x\u{202E}" + String(repeating: "y,", count: 50_000)
    let run = try wordgame(arguments.map { $0 == "LONG" ? long : $0 })
    #expect(run.status == 2)
    let shown = "x\\u{202E}" + String(repeating: "y,", count: 19)
    #expect(run.stderr.hasPrefix(error.replacing("LONG", with: shown)), "\(run.stderr.prefix(300))")
    #expect(run.stderr.utf8.count < 1_000)
  }

  @Test("A full disk on standard output is an error, not a silent loss")
  func fullDisk() throws {
    for arguments in [
      ["check", "--root", "silkworm"], ["solve", "silkworm"], ["play", "--root", "silkworm"],
    ] {
      let process = Process()
      process.executableURL = try wordgameURL()
      process.arguments = arguments
      process.environment = testEnvironment([:])
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let inURL = folder.appendingPathComponent("in")
      let errURL = folder.appendingPathComponent("err")
      try String(repeating: "silk\nworm\n", count: 20_000).write(
        to: inURL, atomically: true, encoding: .utf8)
      try Data().write(to: errURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
      process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
      process.standardError = try FileHandle(forWritingTo: errURL)
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 2, "\(arguments)")
      let stderr = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
      #expect(stderr.contains("No space left on device"), "\(arguments): \(stderr)")
    }
  }

  @Test("A reader that goes away ends solve and play quietly too")
  func closedPipe() throws {
    for arguments in [
      ["solve", "silkworm", "balloons", "teammate"], ["play", "--root", "silkworm"],
    ] {
      let game = try RunningGame(arguments)
      game.type(String(repeating: "silk\nworm\n", count: 5_000))
      #expect(game.readUntil("silkworm"))
      game.closeOutput()
      game.type(String(repeating: "silk\n", count: 5_000))
      #expect(game.waitForExit(), "\(arguments) ended")
      #expect(game.process.terminationReason == .exit, "\(arguments): no crash")
    }
  }

  @Test(
    "Faulty dictionaries are clear errors (exit 2), never a crash or a checker that rejects everything"
  )
  func faultyDictionaries() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func make(_ name: String, aff: [UInt8], dic: [UInt8]) throws -> String {
      let base = folder.appendingPathComponent(name).path
      try Data(aff).write(to: URL(fileURLWithPath: base + ".aff"))
      try Data(dic).write(to: URL(fileURLWithPath: base + ".dic"))
      return base + ".dic"
    }
    let english = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/hunspell/en_US.dic"))
    let englishAffix = Array(
      try Data(contentsOf: URL(fileURLWithPath: "/usr/share/hunspell/en_US.aff")))
    let cases: [(String, String)] = [
      (try make("empty", aff: Array("SET UTF-8\n".utf8), dic: []), "is empty"),
      (
        try make("noise", aff: Array("SET UTF-8\n".utf8), dic: Array("\u{1}\u{2}garbage\n".utf8)),
        "accepts none of its own words"
      ),
      (
        try make("klingon", aff: Array("SET KLINGON-9\n".utf8), dic: Array("1\nsilk\n".utf8)),
        "declares encoding 'KLINGON-9'"
      ),
      (folder.appendingPathComponent("missing.dic").path, "does not exist"),
    ]
    for (path, message) in cases {
      let result = try wordgame(["check", "--dict", path], input: "silk\n")
      #expect(result.status == 2, "\(path)")
      #expect(result.stdout == "")
      #expect(
        result.stderr.hasPrefix("Error: dictionary ") && result.stderr.contains(message),
        "\(result.stderr)")
    }
    // Truncated files and an absurd count line still load, or fail clearly: here they load.
    let truncated = try make(
      "truncated", aff: Array(englishAffix.prefix(3000)), dic: Array(english.prefix(5000)))
    #expect(try wordgame(["check", "--dict", truncated], input: "abacus\n").status <= 1)
    let huge = try make(
      "huge", aff: englishAffix,
      dic: Array("200000000\n".utf8) + Array(english.drop { $0 != 0x0A }.dropFirst()))
    let hugeResult = try wordgame(["check", "--dict", huge], input: "silk\n")
    #expect(hugeResult.stdout == "silk\tok\t4\n")
  }

  @Test("A dictionary that crashes the spell checker cannot take the game down with it")
  func crashingDictionary() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = folder.appendingPathComponent("mine").path
    try "SET UTF-8\n".write(toFile: base + ".aff", atomically: true, encoding: .utf8)
    try "1\nsilk\n".write(toFile: base + ".dic", atomically: true, encoding: .utf8)
    // The worker loads it, then (by this test seam) crashes as a hostile file would.
    let result = try wordgame(
      ["play", "--dict", base, "--root", "silk"], input: "",
      environment: ["WORDGAME_TEST_WORKER_SIGNAL": "11"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: loading the dictionary '\(base).dic' crashed the spell checker (signal 11); the file is damaged or hostile\n"
    )
    let fine = try wordgame(["check", "--dict", base], input: "silk\n")
    #expect(fine.stdout == "silk\tok\t4\n")
  }

  @Test(
    "Without its resource bundle the game says where it looked; installed beside it, it works from anywhere"
  )
  func resourceBundle() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lonely = folder.appendingPathComponent("lonely")
    try FileManager.default.createDirectory(at: lonely, withIntermediateDirectories: true)
    let built = try wordgameURL()
    try FileManager.default.copyItem(at: built, to: lonely.appendingPathComponent("wordgame"))
    let process = Process()
    process.executableURL = lonely.appendingPathComponent("wordgame")
    process.arguments = ["--seed", "1"]
    process.environment = testEnvironment([:])
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(
      stderr.hasPrefix(
        "Error: the game's resources were not found: no WordScramble_WordScramble.resources in \(lonely.path), "
      ))
    #expect(!stderr.contains("Fatal error"))

    // The layout `make install` makes: PREFIX/bin/wordgame and PREFIX/share/wordgame/<bundle>.
    let prefix = folder.appendingPathComponent("prefix")
    let bin = prefix.appendingPathComponent("bin")
    let share = prefix.appendingPathComponent("share/wordgame")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: built, to: bin.appendingPathComponent("wordgame"))
    try FileManager.default.copyItem(
      at: built.deletingLastPathComponent().appendingPathComponent(
        "WordScramble_WordScramble.resources"),
      to: share.appendingPathComponent("WordScramble_WordScramble.resources"))
    let installed = Process()
    installed.executableURL = bin.appendingPathComponent("wordgame")
    installed.arguments = ["--seed", "1"]
    installed.environment = testEnvironment([:])
    installed.currentDirectoryURL = folder
    let output = Pipe()
    installed.standardInput = FileHandle.nullDevice
    installed.standardOutput = output
    installed.standardError = FileHandle.nullDevice
    try installed.run()
    let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    installed.waitUntilExit()
    #expect(installed.terminationStatus == 0)
    #expect(stdout.hasPrefix("Start word: "))
  }
}
