import Foundation
import Testing

@Suite("Odd dictionaries, unbounded searches and raw bytes in messages")
struct OddInputTests {
  @Test(
    "UTF-16, UTF-32 and UCS-2 dictionaries are refused with exit 2",
    arguments: ["UTF-16", "UTF-16LE", "UTF-32", "UCS-2"])
  func wideEncodings(encoding: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try dictionary("wide", aff: "SET \(encoding)\n", words: ["silk"], in: folder)
    let result = try wordgameCommand(["check", "--dict", path], input: "silk\n")
    #expect(result.status == 2)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasSuffix(
        "declares encoding '\(encoding)', in which Hunspell cannot check words; convert it to UTF-8 (e.g. with iconv)\n"
      ))
  }

  @Test(
    "A dictionary whose every stem needs an affix (NEEDAFFIX) is served, not refused",
    arguments: [
      ("SFX A Y 1\nSFX A 0 s .\n", ["book/AX", "cat/AX"], ["books", "cats"], ["book", "cat"]),
      ("PFX B Y 1\nPFX B 0 re .\n", ["do/BX", "play/BX"], ["redo", "replay"], ["play"]),
    ])
  func needAffix(rules: String, words: [String], accepted: [String], rejected: [String]) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try dictionary(
      "needs", aff: "SET UTF-8\nNEEDAFFIX X\n" + rules, words: words, in: folder)
    let result = try wordgameCommand(
      ["check", "--dict", path, "--min-length", "2"],
      input: (accepted + rejected).joined(separator: "\n"))
    #expect(
      result.stdoutLines.filter { $0.contains("\tok\t") }.count == accepted.count,
      "\(result.stdout)\(result.stderr)")
    #expect(result.status == 1)
  }

  @Test("Brute force is bounded: a start word with too many arrangements is refused at once")
  func bruteForceBound() throws {
    let solve = try shell("timeout 30 \"$W\" solve wonderfully --brute-force")
    #expect(solve.status == 2)
    #expect(
      solve.stderr.hasPrefix(
        "Error: solving 'wonderfully' would check each of its 54745659 arrangements"))
    #expect(
      try wordgameCommand(["solve", "silkworm", "--brute-force"]).status == 0,
      "eight letters are fine")
    // play --root with a dictionary the word list cannot cover (IGNORE): refused too.
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try dictionary(
      "ignoring", aff: "SET UTF-8\nIGNORE x\n", words: ["backgrounds", "back"], in: folder)
    let play = try shell("timeout 30 \"$W\" play --root backgrounds --dict '\(path)' </dev/null")
    #expect(play.status == 2)
    #expect(
      play.stderr.hasPrefix(
        "Error: solving 'backgrounds' would check each of its 108504990 arrangements"))
    let list = folder.appendingPathComponent("roots.txt")
    try "silkworm\nwonderfully\n".write(to: list, atomically: true, encoding: .utf8)
    let roots = try wordgameCommand(["solve", "--roots", list.path, "--brute-force"])
    #expect(roots.stdoutLines == ["silkworm\t37\t142\t42\t0\thard"])
    #expect(roots.status == 1)
  }

  @Test("Bytes a user gave are escaped in every message: option names, file names, paths")
  func escapedMessages() throws {
    let option = try wordgameCommand(["--bo\u{1B}[31mgus"], input: "")
    #expect(option.stderr.hasPrefix("Error: Unknown option '--bo\\x1B[31mgus'\n"))
    let file = try wordgameCommand(["check", "/tmp/no\u{1B}such"], input: "")
    #expect(file.stderr.hasPrefix("Error: cannot read '/tmp/no\\x1Bsuch'"))
    let dictionary = try wordgameCommand(["check", "--dict", "/tmp/no\u{7}such.dic"], input: "")
    #expect(dictionary.stderr.contains("'/tmp/no\\x07such.aff' does not exist"))
    for arguments in [["--help"], ["--version"], ["check", "--help"]] {
      let full = try shell("\"$W\" \(arguments.joined(separator: " ")) >/dev/full")
      #expect(full.status == 2)
      #expect(full.stderr == "Error: cannot write to standard output: No space left on device\n")
    }
  }
}
