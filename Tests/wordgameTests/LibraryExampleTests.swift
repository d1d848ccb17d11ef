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
    ("de_DE", "Fußballs", ["Ball", "ball", "Fuß", "fuss", "Balls", "abs", "Schall"]),
    ("es_ES", "caminos", ["camino", "CAMINO", "mano", "maní", "mani", "cosa", "nación"]),
  ]

  @Test("verdicts-example prints the fields and values of check --json", arguments: cases)
  func sameVerdicts(dictionary: String, root: String, answers: [String]) throws {
    let input = Array((answers.joined(separator: "\n") + "\n").utf8)
    let check = try wordgame(
      ["check", "--json", "--dict", dictionary, "--root", root], input: input)
    let example = try run(
      try verdictsExampleURL(), ["--dict", dictionary, "--root", root], input: input,
      environment: testEnvironment([:]))
    #expect(example.status == 0)
    let expected = try jsonObjects(check.stdout)
    #expect(expected.count == answers.count)
    #expect(try jsonObjects(example.stdout) == expected, "\(example.stdout)\n\(check.stdout)")
  }

  @Test("The cases cover what a language changes: case, accents, blocked, bonus, every letter")
  func coverage() throws {
    var seen: Set<String> = []
    for (dictionary, root, answers) in Self.cases {
      let input = Array((answers.joined(separator: "\n") + "\n").utf8)
      let check = try wordgame(
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
