import Foundation
import Testing

/// The tier of each word `check --json` gives: `required`, `bonus`, or the
/// rejection's code.
private func checkedTiers(_ dictionary: String, root: String? = nil, _ words: [String]) throws
  -> [String: String]
{
  var result: [String: String] = [:]
  for line in try checked(dictionary, root: root, json: true, words) {
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    let word = try #require(object["word"] as? String)
    if object["ok"] as? Bool == true {
      result[word] = object["bonus"] as? Bool == true ? "bonus" : "required"
    } else {
      result[word] = object["code"] as? String ?? "?"
    }
  }
  return result
}

@Suite("Required answers people know, common words accepted: word frequency in every language")
struct FrequencyTiersTests {
  @Test(
    "Common words are required, rare and informal ones bonus, foreign ones bonus at most",
    arguments: [
      (
        "en_US", nil,
        [
          "donut": "required", "snuck": "required", "momma": "required",
          "acai": "bonus", "etas": "bonus", "orca": "required", "miso": "bonus",
          "innit": "bonus", "faff": "bonus", "lemme": "bonus", "spriest": "bonus",
          "color": "required",
        ]
      ),
      (
        "en_GB", nil,
        ["colour": "required", "theatre": "required", "grey": "required", "gray": "bonus"]
      ),
      (
        "pl_PL", "panelowy", ["way": "bonus", "only": "bonus", "play": "bonus", "nowy": "required"]
      ),
      ("es_ES", nil, ["red": "required", "redes": "required", "cien": "required"]),
      ("fr", nil, ["coeur": "required", "soeur": "required", "oeufs": "required"]),
    ] as [(String, String?, [String: String])])
  func tiers(dictionary: String, root: String?, expected: [String: String]) throws {
    let found = try checkedTiers(dictionary, root: root, Array(expected.keys))
    for (word, tier) in expected {
      #expect(found[word] == tier, "\(dictionary) \(word): \(found[word] ?? "no line")")
    }
  }

  @Test("A key's most frequent spelling is shown: guia is guía, coeur is cœur")
  func spellings() throws {
    let spanish = try checked("es_ES", json: true, ["guia"]).joined()
    #expect(spanish.contains(#""spelling":"guía""#), "\(spanish)")
    let french = try checked("fr", json: true, ["coeur"]).joined()
    #expect(french.contains(#""spelling":"cœur""#), "\(french)")
  }

  @Test("Start words are words a player knows: the issue's obscure ones are never drawn")
  func startWords() throws {
    let bundled = try String(
      contentsOf: try wordgameURL().deletingLastPathComponent().appendingPathComponent(
        "WordScramble_WordScramble.resources/start.txt"), encoding: .utf8
    ).split(separator: "\n").map(String.init)
    #expect(bundled.count > 1_300)
    for obscure in ["frostbit", "slangier", "leeriest", "smirched", "stablest"] {
      #expect(!bundled.contains(obscure), "\(obscure)")
    }
    // A drawn German start word is one of the candidates shipped for German.
    let candidates = try String(
      contentsOf: try wordgameURL().deletingLastPathComponent().appendingPathComponent(
        "WordScramble_WordScramble.resources/tiers/start/de.txt"), encoding: .utf8)
    let play = try inLanguage(
      ["play", "--dict", "de_DE", "--seed", "3", "--new"], input: ":quit\n")
    let start = try #require(
      play.stdoutLines.first { $0.hasPrefix("Start word: ") }?.dropFirst(12))
    #expect(candidates.split(separator: "\n").contains(Substring(start)), "\(start)")
  }

  @Test("--personal FILE adds words as bonus words; lines it cannot take are reported")
  func personal() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("mine.dic")
    try "zorblax\nfrobnitz/S\n*silk\n# a comment\n\nnot a word\nmilkows\n".write(
      to: list, atomically: true, encoding: .utf8)
    let check = try inLanguage(
      ["check", "--json", "--personal", list.path], input: "zorblax\nfrobnitz\nsilk\nzorblaxes\n")
    #expect(
      check.stdoutLines == [
        #"{"word":"zorblax","ok":true,"points":7,"bonus":true}"#,
        #"{"word":"frobnitz","ok":true,"points":8,"bonus":true}"#,
        #"{"word":"silk","ok":true,"points":4}"#,
        #"{"word":"zorblaxes","ok":false,"code":"notRecognized","title":"Word not recognized","message":"You can't just make them up, you know!"}"#,
      ])
    #expect(
      check.stderr.contains("line 2: the affixes of 'frobnitz/S' are not added, only the word"))
    #expect(check.stderr.contains("line 3: '*silk' forbids a word"))
    #expect(check.stderr.contains("line 6: 'not a word' is not a word of letters; skipped"))
    let solve = try inLanguage(["solve", "--personal", list.path, "silkworm"])
    #expect(solve.stdoutLines.contains { $0.hasPrefix("Bonus words") && $0.contains(", milkows") })
    let missing = try inLanguage([
      "check", "--personal", folder.appendingPathComponent("none").path,
    ])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("cannot read '") && missing.stderr.contains("No such file"))
  }
}
