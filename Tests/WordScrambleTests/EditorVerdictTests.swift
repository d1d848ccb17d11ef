import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleGame
@testable import WordScrambleText

/// The verdicts a human puzzle editor would give (issue 38's examples and
/// more), read from the table in docs/languages.md, so that a reader of the
/// docs reads exactly what this test checks.
@Suite("Words a human editor would choose: the table in docs/languages.md")
struct EditorVerdictTests {
  /// One row of the table: a dictionary, a word and its verdict.
  struct Row: CustomStringConvertible {
    var dictionary: String
    var word: String
    var verdict: String
    var description: String { "\(dictionary) \(word): \(verdict)" }
  }

  /// The rows between `<!-- verdicts -->` and `<!-- /verdicts -->`.
  static func rows() throws -> [Row] {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/languages.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    guard let start = text.range(of: "<!-- verdicts -->"),
      let end = text.range(of: "<!-- /verdicts -->")
    else { return [] }
    var rows: [Row] = []
    for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 3, !cells[0].hasPrefix("-"), cells[0] != "dictionary" else {
        continue
      }
      // A cell may hold several words (`nicht, ein`), each with the verdict.
      for word in cells[1].split(separator: ",") {
        rows.append(
          Row(
            dictionary: cells[0],
            word: word.trimmingCharacters(in: .whitespaces)
              .replacingOccurrences(of: "`", with: ""),
            verdict: cells[2].replacingOccurrences(of: "`", with: "")))
      }
    }
    return rows
  }

  /// Each dictionary opened once, as `wordgame why` opens it.
  final class Languages: @unchecked Sendable {
    private var opened: [String: GameLanguage] = [:]
    private var starts: [String: Set<String>] = [:]

    func language(_ name: String, allowsVulgarWords: Bool = false) throws -> GameLanguage {
      let key = name + (allowsVulgarWords ? "+vulgar" : "")
      if let language = opened[key] { return language }
      var options = isolatedOptions()
      options.wordList = .lookups(root: nil, large: false)
      options.allowsVulgarWords = allowsVulgarWords
      let language = try GameLanguage.open(name, options: options)
      opened[key] = language
      return language
    }

    func startWords(_ name: String) throws -> Set<String> {
      if let words = starts[name] { return words }
      let words = Set(try language(name).startWords(cached: false).words)
      starts[name] = words
      return words
    }
  }

  @Test("The table has rows for every measured dictionary")
  func tableIsThere() throws {
    let dictionaries = Set(try Self.rows().map(\.dictionary))
    for name in Self.dictionaries {
      #expect(dictionaries.contains(name), "no row for \(name)")
    }
    // Every row is checked: its dictionary is one the verdicts test takes.
    #expect(dictionaries.isSubset(of: Self.dictionaries), "\(dictionaries)")
  }

  /// The dictionaries the table has rows for, each checked on its own (in parallel).
  static let dictionaries = [
    "en_US", "en_GB", "de_DE", "fr", "es_ES", "it_IT", "pl_PL", "ru_RU", "sv_SE", "nl", "pt_PT",
  ]

  @Test("Every row gets its verdict from the game", arguments: dictionaries)
  func verdicts(dictionary: String) throws {
    let languages = Languages()
    for row in try Self.rows() where row.dictionary == dictionary {
      let language = try languages.language(row.dictionary)
      let key = language.key(row.word)
      switch row.verdict {
      case "required", "bonus", "blocked", "not recognized":
        let verdict = language.explain(row.word).verdict
        let expected: WordExplanation.Verdict =
          switch row.verdict {
          case "required": .required
          case "bonus": .bonus
          case "blocked": .blocked
          default: .notRecognized
          }
        #expect(verdict == expected, "\(row)")
      case "vulgar":
        #expect(language.explain(row.word).verdict == .blocked, "\(row)")
        #expect(language.explain(row.word).reasons == [.vulgar], "\(row)")
        let allowing = try languages.language(row.dictionary, allowsVulgarWords: true)
        #expect(allowing.explain(row.word).verdict == .bonus, "\(row) allowed")
      case "sensitive":
        // Accepted as a bonus word, never required, never a start word.
        let explanation = language.explain(row.word)
        #expect(explanation.verdict == .bonus, "\(row)")
        #expect(
          explanation.reasons.first == .editor(decision: "sensitive", reason: "sensitive"),
          "\(row): \(explanation.reasons)")
        #expect(!(try languages.startWords(row.dictionary).contains(key)), "\(row)")
      case "start word":
        #expect(try languages.startWords(row.dictionary).contains(key), "\(row)")
      case "not a start word":
        #expect(!(try languages.startWords(row.dictionary).contains(key)), "\(row)")
      case let shown where shown.hasPrefix("shown as "):
        let spelling = String(shown.dropFirst("shown as ".count))
        var round = language.round(startWord: nil)
        guard case .accepted(let word, _)? = round.submit(row.word) else {
          Issue.record("\(row): not accepted")
          continue
        }
        #expect(round.spelling(of: word) == spelling, "\(row)")
      default:
        Issue.record("\(row): unknown verdict")
      }
    }
  }
}
