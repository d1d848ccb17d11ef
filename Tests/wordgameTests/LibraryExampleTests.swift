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
}
