import Foundation
import Testing

/// The built `verdicts-example` program (examples/verdicts), beside the test bundle.
func verdictsExampleURL() throws -> URL {
  let url = try wordgameURL().deletingLastPathComponent().appendingPathComponent(
    "verdicts-example")
  try #require(FileManager.default.isExecutableFile(atPath: url.path), "no \(url.path)")
  return url
}

/// The lines of JSON Lines output, each parsed.
func jsonObjects(_ output: String) throws -> [NSDictionary] {
  try output.split(separator: "\n").map {
    try #require(
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? NSDictionary, "\($0)")
  }
}

@Suite("The library is the game: an app built on WordScramble judges as `check --json` does")
struct LibraryExampleTests {
  static let cases: [(dictionary: String, root: String, answers: [String])] = [
    (
      "en_US", "pastries",
      ["Spit", "spit", "TAPIRS", "piasters", "traipses", "arse", "xyz", "isle"]
    ),
    ("en_US", "abdomens", ["sambo", "SOME", "nomads", "abdomen", "moaned", "zzz"]),
    ("fr", "élevées", ["élevé", "Eleve", "levée", "lève", "ÉLÈVES", "vélo"]),
    ("de_DE", "Fußballs", ["Ball", "ball", "Fuß", "fuss", "Balls", "abs", "Schall", "Ass"]),
    ("es_ES", "caminos", ["camino", "CAMINO", "mano", "maní", "mani", "cosa", "nación"]),
  ]

  /// Lines a plain loop over `Round.submit` judged otherwise than `check`:
  /// control characters, a line past 4 KiB, bytes that are not UTF-8, a
  /// byte order mark, CRLF, blank lines, capitalized and accented words.
  static let rawInputs: [(dictionary: String, root: String, input: [UInt8])] = [
    (
      "en_US", "silkworm",
      [0xEF, 0xBB, 0xBF] + Array("silk\r\nsi\u{7}lk\n\u{1B}[31mworm\n\tmilk\n".utf8)
        + Array(String(repeating: "k", count: 5000).utf8) + [0x0A, 0x77, 0xFF, 0x6F, 0x0A]
        + Array("\n  \nSILKS\nWorms\nworm\\s\n\"wok\"\nlimos,\nSilk\nslow".utf8)
    ),
    (
      "de_DE", "Fußballs",
      Array("Ass\nass\nFUSS\nBälle\nBall\u{0}\nfußball\n\u{7F}Bass\nAbs\naß\n".utf8)
        + Array(String(repeating: "ß", count: 3000).utf8) + [0x0A]
        + Array("Fuß\r\nSchuss\n".utf8)
    ),
    ("fr", "élevées", Array("E\u{301}LEVE\u{301}\nLevée\n\u{200B}lève\u{200B}\nÉlevée\n".utf8)),
  ]

  @Test("verdicts-example prints the fields and values of check --json", arguments: cases)
  func sameVerdicts(dictionary: String, root: String, answers: [String]) throws {
    let input = Array((answers.joined(separator: "\n") + "\n").utf8)
    let check = try wordgameCommand(
      ["check", "--json", "--dict", dictionary, "--root", root], input: input)
    let example = try run(
      try verdictsExampleURL(), ["--dict", dictionary, "--root", root], input: input,
      environment: testEnvironment([:]))
    #expect(example.status == 0)
    let expected = try jsonObjects(check.stdout)
    #expect(expected.count == answers.count)
    #expect(try jsonObjects(example.stdout) == expected, "\(example.stdout)\n\(check.stdout)")
    #expect(Array(example.stdout.utf8) == Array(check.stdout.utf8))
  }

  @Test(
    "verdicts-example's output is check --json's, byte for byte, whatever the lines hold",
    arguments: rawInputs)
  func sameBytes(dictionary: String, root: String, input: [UInt8]) throws {
    let check = try wordgameCommand(
      ["check", "--json", "--dict", dictionary, "--root", root], input: input)
    let example = try run(
      try verdictsExampleURL(), ["--dict", dictionary, "--root", root], input: input,
      environment: testEnvironment([:]))
    #expect(example.status == 0)
    #expect(!check.stdout.isEmpty)
    #expect(Array(example.stdout.utf8) == Array(check.stdout.utf8), "\(example.stdout)")
    #expect(example.stderr == check.stderr, "the same summary")
    // What a loop over Round.submit got wrong: these are check's own verdicts.
    let codes = try jsonObjects(check.stdout).compactMap { $0["code"] as? String }
    if dictionary == "en_US" {
      #expect(codes.contains("controlCharacter") && codes.contains("lineTooLong"), "\(codes)")
      #expect(codes.contains("invalidEncoding"), "\(codes)")
    }
  }

  @Test("A typed answer keeps its own spelling: `Ass` is not spelled `aß`, another word")
  func typedSpelling() throws {
    for format in ["--json", "--format=csv"] {
      let check = try wordgameCommand(
        ["check", format, "--dict", "de_DE", "--root", "Fußballs"], input: "Ass\nFuß\n")
      #expect(check.stdout.contains("Ass"), "\(check.stdout)")
      #expect(!check.stdout.contains("aß"), "\(check.stdout)")
      #expect(check.stdout.contains("Fuß"), "\(check.stdout)")
    }
    let json = try wordgameCommand(
      ["check", "--json", "--dict", "de_DE", "--root", "Fußballs"], input: "Ass\n")
    let object = try #require(try jsonObjects(json.stdout).first)
    #expect(object["word"] as? String == "ass")
    #expect(object["spelling"] as? String == "Ass")
  }

  @Test("The cases cover what a language changes: case, accents, blocked, bonus, every letter")
  func coverage() throws {
    var seen: Set<String> = []
    for (dictionary, root, answers) in Self.cases {
      let input = Array((answers.joined(separator: "\n") + "\n").utf8)
      let check = try wordgameCommand(
        ["check", "--json", "--dict", dictionary, "--root", root], input: input)
      for object in try jsonObjects(check.stdout) {
        for key in ["bonus", "allLetters", "spelling", "code"] where object[key] != nil {
          seen.insert(key == "code" ? "\(object[key]!)" : key)
        }
      }
    }
    #expect(
      seen.isSuperset(of: ["bonus", "allLetters", "spelling", "blocked", "usedAlready"]), "\(seen)")
  }

  /// What each print of `source` (examples/library) is to print: the comment
  /// on its line, else on the line above; ` — ` starts a note.
  static func expectedOutput(_ source: String) -> [String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let prints = lines.indices.filter {
      lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("print(")
    }
    return prints.map { index in
      let line = lines[index]
      let comment =
        line.range(of: "  // ").map { String(line[$0.upperBound...]) }
        ?? String(lines[index - 1].dropFirst(3))
      return comment.components(separatedBy: " — ")[0]
    }
  }

  @Test("The library example prints what its comments and the README say")
  func numbersAsPrinted() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let program = try wordgameURL().deletingLastPathComponent().appendingPathComponent(
      "library-example")
    let example = try run(program, [], environment: testEnvironment([:]))
    #expect(example.status == 0, "\(example.stderr)")
    let printed = example.stdout.split(separator: "\n").map(String.init)
    let source = try String(
      contentsOf: root.appendingPathComponent("examples/library/main.swift"), encoding: .utf8)
    let expected = Self.expectedOutput(source)
    #expect(printed.count == expected.count, "\(printed)")
    for (line, want) in zip(printed, expected) {
      #expect(want.hasSuffix("…") ? line.hasPrefix(want.dropLast()) : line == want)
    }
    // The README states the same numbers: the counts, the score, the verdict, the share line.
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let counts = printed[2].split(separator: " ")
    #expect(readme.contains("// \(counts[0]) required answers, \(counts[1]) bonus words"))
    #expect(readme.contains("// (\(counts[2]), \(counts[3]), .\(counts[4]))"))
    #expect(readme.contains("// .\(printed[0])"))
    #expect(readme.contains("// \"\(printed.last!)\""))
  }
}
