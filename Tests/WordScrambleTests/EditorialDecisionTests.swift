import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleGame
@testable import WordScrambleText

/// The editors' decisions (scripts/editorial/decisions/NAME.tsv: every word a
/// round can ask for, read by a native-speaker editor) against what the game
/// does with the shipped lists: a list that disagrees with a recorded decision
/// fails here, word by word.
@Suite("The shipped lists keep every editor's decision")
struct EditorialDecisionTests {
  /// One decision: a word, what the editor decided, and the class that decided.
  struct Decision: CustomStringConvertible {
    var word: String
    var decision: String
    var reason: String
    var description: String { "\(word): \(decision)" + (reason.isEmpty ? "" : " (\(reason))") }
  }

  /// The decision files' folder.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/editorial/decisions")

  /// The decisions that apply to a list (en_GB reads en_US's first, less the
  /// American editor's calls on British words), as scripts/lib/editorial.py reads them.
  static func decisions(_ list: String) throws -> [String: Decision] {
    var result: [String: Decision] = [:]
    if list == "en_GB" {
      result = try decisions("en_US").filter { $0.value.reason != "regional" }
    }
    let file = folder.appendingPathComponent(list + ".tsv")
    let text = try String(contentsOf: file, encoding: .utf8)
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 2 else { continue }
      result[fields[0]] = Decision(
        word: fields[0], decision: fields[1], reason: fields.count > 2 ? fields[2] : "")
    }
    return result
  }

  /// The decision lists, with the dictionary each is shipped for.
  static let lists: [(list: String, dictionary: String)] = [
    ("en_US", "en_US"), ("en_GB", "en_GB"), ("de", "de_DE"), ("fr", "fr"), ("es", "es_ES"),
    ("it", "it_IT"), ("pl", "pl_PL"), ("ru", "ru_RU"), ("sv", "sv_SE"), ("nl", "nl"),
  ]

  @Test("Every decision is kept by the game", arguments: lists.map(\.list))
  func decisionsHold(list: String) throws {
    let dictionary = Self.lists.first { $0.list == list }!.dictionary
    let languages = EditorVerdictTests.Languages()
    let language = try languages.language(dictionary)
    let allowing = try languages.language(dictionary, allowsVulgarWords: true)
    let starts = try languages.startWords(dictionary)
    let decisions = try Self.decisions(list)
    #expect(decisions.count > 5_000, "\(list): \(decisions.count) decisions")
    // A round asks for letters (a key): where one spelling of a key is
    // decided required (German `abfinden`) and another cut (`Abfinden`), the
    // key is required and may be a start word, as the generator decides.
    let requiredKeys = Set(
      decisions.values.filter { ["keep", "promote", "nostart"].contains($0.decision) }.map {
        language.key($0.word)
      })
    let startKeys = Set(
      decisions.values.filter { ["keep", "promote"].contains($0.decision) }.map {
        language.key($0.word)
      })
    var wrong: [String] = []
    for decision in decisions.values.sorted(by: { $0.word < $1.word }) {
      let key = language.key(decision.word)
      let tier = language.tiers.tier(of: key)
      if ["bonus", "sensitive"].contains(decision.decision), requiredKeys.contains(key) {
        continue
      }
      let fine: Bool =
        switch decision.decision {
        // Required, unless another decision blocks the same letters.
        case "keep", "promote", "nostart": tier == .required || tier == .blocked
        // Never required, never a start word.
        case "bonus", "sensitive": tier != .required && !starts.contains(key)
        case "vulgar":
          tier == .blocked && allowing.tiers.tier(of: key) == .bonus && !starts.contains(key)
        case "blocked": tier == .blocked && allowing.tiers.tier(of: key) == .blocked
        default: false
        }
      let startFine =
        decision.decision != "nostart" || startKeys.contains(key) || !starts.contains(key)
      if !fine || !startFine { wrong.append("\(decision) is \(tier)") }
    }
    #expect(wrong.isEmpty, "\(list): \(wrong.count) decisions not kept: \(wrong.prefix(20))")
  }

  @Test("why names the editor's decision that set a word's tier")
  func whyNamesTheEditor() throws {
    let languages = EditorVerdictTests.Languages()
    let german = try languages.language("de_DE")
    // Sensitive words are accepted, never required, and say why, however
    // long (`Missgeburt`) and whether or not the dictionary lists them (a
    // compound it takes by its rules, `Fettsau`): the evidence holds every
    // word an editor decided.
    let sensitive = try Self.decisions("de").values.filter { $0.decision == "sensitive" }
    #expect(!sensitive.isEmpty)
    let sorted = sensitive.sorted(by: { $0.word < $1.word })
    let long = sorted.filter { $0.word.count > 8 }
    #expect(long.count >= 20)
    for decision in sorted.prefix(60) + long.prefix(60) {
      let explanation = german.explain(decision.word)
      #expect(explanation.verdict == .bonus, "\(decision)")
      #expect(
        explanation.reasons.first == .editor(decision: "sensitive", reason: decision.reason),
        "\(decision): \(explanation.reasons)")
    }
    // A word an editor promoted says so where it is required.
    let promoted = try Self.decisions("de").values.filter { $0.decision == "promote" }
    #expect(!promoted.isEmpty)
    for decision in promoted.sorted(by: { $0.word < $1.word }) {
      let explanation = german.explain(decision.word)
      #expect(explanation.verdict == .required, "\(decision)")
      #expect(
        explanation.reasons.contains(.editor(decision: "promote", reason: decision.reason)),
        "\(decision): \(explanation.reasons)")
    }
  }
}
