import Foundation
import Testing

@Suite("wordgame check, end to end")
struct CheckTests {
  @Test("A round against silkworm: every verdict, in input order")
  func round() throws {
    let input =
      "silk\nSILK \nworm\nmilks\nworks\nparis\nsilks\nkilowatt\nmrkl\nsilkworm\nab\n\n  \n"
    let result = try wordgameCommand(["check", "--root", "silkworm"], input: input)
    #expect(
      result.stdoutLines == [
        "silk\tok\t4",
        "silk\tWord used already\tBe more original",
        "worm\tok\t4",
        "milks\tok\t5",
        "works\tok\t5",
        "paris\tWord not possible\tYou can't spell that word from 'silkworm'!",
        "silks\tWord not possible\tYou can't spell that word from 'silkworm'!",
        "kilowatt\tWord not possible\tYou can't spell that word from 'silkworm'!",
        "mrkl\tWord not recognized\tYou can't just make them up, you know!",
        "silkworm\tWord is the start word\tMake new words from 'silkworm', not the word itself.",
        "ab\tWord too short\tWords must have at least 3 letters.",
      ])
    #expect(result.stderr == "4 accepted, 7 rejected, score 18\n")
    #expect(result.status == 1)
  }

  @Test("Exit 0 when every answer is accepted; the last line counts without a newline")
  func allAccepted() throws {
    let result = try wordgameCommand(["check", "--root", "silkworm"], input: "silk\nworm")
    #expect(result.stdout == "silk\tok\t4\nworm\tok\t4\n")
    #expect(result.stderr == "2 accepted, 0 rejected, score 8\n")
    #expect(result.status == 0)
  }

  @Test("Without --root: a plain word list, length, duplicates and the dictionary")
  func wordList() throws {
    let result = try wordgameCommand(["check"], input: "kilowatt\nparis\nkilowatt\nox\n123\n")
    #expect(
      result.stdoutLines == [
        "kilowatt\tok\t8",
        "paris\tWord not recognized\tYou can't just make them up, you know!",
        "kilowatt\tWord used already\tBe more original",
        "ox\tWord too short\tWords must have at least 3 letters.",
        "123\tWord not recognized\tYou can't just make them up, you know!",
      ])
    #expect(result.status == 1)
  }

  @Test("--json prints JSON Lines with stable codes")
  func json() throws {
    let result = try wordgameCommand(
      ["check", "--root", "silkworm", "--json"], input: "silk\nsilks\n")
    #expect(
      result.stdoutLines == [
        #"{"word":"silk","ok":true,"points":4}"#,
        #"{"word":"silks","ok":false,"code":"notPossible","title":"Word not possible","message":"You can't spell that word from 'silkworm'!"}"#,
      ])
    for line in result.stdoutLines {
      #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
    }
  }

  @Test("A large file without --root is checked on two threads (or three): the bytes of one")
  func twoThreadsOnALargeFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 1.3 MiB of words (over the 1 MiB from which check answers from the
    // word list, whose lookups the threads share), repeated and odd, so "used
    // already" and every verdict cross the batches the threads share.
    let words = [
      "silk", "worm", "xyzzy", "Milk", "cat", "cat", "naïve", "a", "élan", "dog's", "Shit",
    ]
    var lines: [String] = []
    for index in 0..<200_000 {
      let word: String = words[index % words.count]
      lines.append(index % 3 == 0 ? word + String(index % 7_919) : word)
    }
    let path = folder.appendingPathComponent("words.txt").path
    let text = lines.joined(separator: "\n") + "\n"
    #expect(text.utf8.count > 1 << 20)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let environment = ["XDG_CACHE_HOME": folder.path]
    let byDefault = try wordgameCommand(["check", path], environment: environment)
    let oneThread = try wordgameCommand(
      ["check", "--threads", "1", path], environment: environment)
    // Three: a batch is prejudged in two parts, whose lookups both threads share.
    let threeThreads = try wordgameCommand(
      ["check", "--threads", "3", path], environment: environment)
    #expect(byDefault.stdoutLines.count == lines.count)
    // A blocked word on the word list's path is still blocked, every time.
    let blocked = byDefault.stdoutLines.filter { $0.hasPrefix("shit\t") }
    #expect(blocked.count == lines.filter { $0 == "Shit" }.count)
    #expect(
      Set(blocked) == ["shit\tWord not allowed\tSlurs and vulgar words don't count in this game."])
    for result in [byDefault, threeThreads] {
      #expect(result.stdout == oneThread.stdout && result.status == oneThread.status)
      #expect(result.stderr == oneThread.stderr)
    }
  }

  @Test("Files are read in order as one round; '-' is standard input")
  func files() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("a.txt")
    let second = folder.appendingPathComponent("b.txt")
    try "silk\nworm".write(to: first, atomically: true, encoding: .utf8)
    try "\u{FEFF}silk\r\nmilks\r\n".write(to: second, atomically: true, encoding: .utf8)
    let result = try wordgameCommand(
      ["check", "--root=silkworm", first.path, "-", second.path], input: "works\n")
    #expect(
      result.stdoutLines == [
        "silk\tok\t4", "worm\tok\t4", "works\tok\t5",
        "silk\tWord used already\tBe more original", "milks\tok\t5",
      ])
  }

  @Test("--min-length changes the shortest answer")
  func minLength() throws {
    let result = try wordgameCommand(
      ["check", "--root", "silkworm", "--min-length", "5"], input: "silk\n")
    #expect(result.stdout == "silk\tWord too short\tWords must have at least 5 letters.\n")
  }

  @Test("Bad lines are rejected with a clear title, escaped, and the run goes on")
  func badInput() throws {
    var input: [UInt8] = Array("silk\n".utf8)
    input += [0x77, 0xFF, 0x72, 0x0A]  // invalid UTF-8
    input += Array("mi\u{0}lk\n".utf8)
    input += Array("\u{1B}[31mworm\n".utf8)
    input += Array(String(repeating: "x", count: 100_000).utf8) + [0x0A]
    input += Array("worm".utf8)
    let result = try wordgameCommand(["check", "--root", "silkworm"], input: input)
    #expect(
      result.stdoutLines == [
        "silk\tok\t4",
        "w\u{FFFD}r\tNot valid UTF-8\tThis line is not valid UTF-8 text; it was not checked.",
        "mi\\x00lk\tControl character\tAnswers can't contain control characters; it was not checked.",
        "\\x1B[31mworm\tControl character\tAnswers can't contain control characters; it was not checked.",
        String(repeating: "x", count: 40)
          + "…\tLine too long\tLines over 4096 bytes are not checked.",
        "worm\tok\t4",
      ])
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(result.stderr == "2 accepted, 4 rejected, score 8\n")
    #expect(result.status == 1)
  }

  @Test(
    "Could not run: exit 2 and the reason on standard error",
    arguments: [
      (["check", "--bogus"], "Error: Unknown option '--bogus'"),
      (["check", "--root"], "Error: Missing value for '--root <word>'"),
      (["check", "--min-length", "zero"], "Error: The value 'zero' is invalid for '--min-length'"),
      (["check", "--dict", "xx_YY"], "Error: no Hunspell dictionary 'xx_YY' found"),
      (
        ["check", "--root", "mrklwxyz"],
        "Error: the start word 'mrklwxyz' is not a word the dictionary knows"
      ),
      (
        ["check", "--root", "silk-worm"],
        "Error: the start word 'silk-worm' is not a word of letters"
      ),
      (["check", "/nonexistent/answers.txt"], "Error: cannot read '/nonexistent/answers.txt'"),
      (["frobnicate"], "Error: Unknown subcommand 'frobnicate'"),
    ])
  func couldNotRun(arguments: [String], message: String) throws {
    let result = try wordgameCommand(arguments, input: "silk\n")
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
  }

  @Test("Usage errors show the usage line and where to find help")
  func usageError() throws {
    let result = try wordgameCommand(["check", "--bogus"], input: "")
    #expect(
      result.stderr == """
        Error: Unknown option '--bogus'
        Usage: wordgame check [--root <word>] [--dict <name|path>] [--required <file>] [--block <file>] [--allow-vulgar] [--personal <file>] [--exact-letters] [--min-length <n>] [--format <format>] [--json] [--threads <n>] [<file> ...]
          See 'wordgame check --help' for more information.

        """)
  }

  @Test("Help and version go to standard output and exit 0")
  func help() throws {
    let top = try wordgameCommand(["--help"])
    #expect(top.status == 0)
    #expect(top.stdout.contains("USAGE: wordgame"))
    #expect(top.stdout.contains("SUBCOMMANDS:"))
    let check = try wordgameCommand(["check", "--help"])
    #expect(check.status == 0)
    #expect(check.stdout.contains("USAGE: wordgame check [--root <word>]"))
    #expect(check.stdout.contains("OPTIONS:"))
    #expect(try wordgameCommand(["help", "check"]).stdout == check.stdout)
    let version = try wordgameCommand(["--version"])
    #expect(version.stdout == "0.1.0\n")
    #expect(version.status == 0)
  }

  @Test("A dictionary given by path works like one given by name")
  func dictionaryByPath() throws {
    let result = try wordgameCommand(
      ["check", "--dict", "/usr/share/hunspell/en_US.dic"], input: "silk\n")
    #expect(result.stdout == "silk\tok\t4\n")
  }

  @Test("A reader that goes away ends the run quietly")
  func closedOutput() throws {
    let input = String(repeating: "silk\nworm\n", count: 200_000)
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inURL = folder.appendingPathComponent("in")
    try input.write(to: inURL, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = try wordgameURL()
    process.arguments = ["check", "--root", "silkworm"]
    process.standardInput = try FileHandle(forReadingFrom: inURL)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let first = output.fileHandleForReading.readData(ofLength: 10)
    try output.fileHandleForReading.close()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(String(decoding: first, as: UTF8.self).hasPrefix("silk\tok\t4"))
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 141)
    #expect(String(decoding: stderr, as: UTF8.self) == "")
  }
}
