import Foundation
import Testing

@testable import WordScramble

/// Foundation's encoder as the store used it before: the files it wrote must
/// read the same, and the files written now must look the same.
private func foundationText(_ value: some Encodable, pretty: Bool) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

@Suite("JSON for the state files and stats --json")
struct JSONTests {
  static let rounds = [
    SavedRound(
      startWord: "silkworm", dictionary: "/tmp/my dicts/en_US.dic", minimumLength: 3,
      words: ["silk", "worm", "ça/va \"x\"\\", "tab\there\u{1}\u{7F}\u{2028}😀"], score: 8,
      hintsUsed: 1, seed: .max, generatorState: 0x1234_5678_9ABC_DEF0),
    SavedRound(
      startWord: "glassier", dictionary: "en_US", minimumLength: 4, words: [], score: 0,
      hintsUsed: 0, seed: nil, generatorState: 0),
  ]

  static var statistics: [Statistics] {
    var played = Statistics()
    played.record(
      .init(
        finished: true, words: ["zebras", "éclair"], score: 12, possiblePoints: 50, rank: .novice))
    return [Statistics(), played]
  }

  @Test("Written exactly as Foundation's JSONEncoder wrote it, indented and compact")
  func sameTextAsFoundation() throws {
    for round in Self.rounds {
      #expect(round.json.text(pretty: true) == (try foundationText(round, pretty: true)))
      #expect(round.json.text() == (try foundationText(round, pretty: false)))
    }
    for statistics in Self.statistics {
      #expect(statistics.json.text(pretty: true) == (try foundationText(statistics, pretty: true)))
      #expect(statistics.json.text() == (try foundationText(statistics, pretty: false)))
    }
  }

  @Test("Files Foundation wrote read back to the same values")
  func readsFoundationFiles() throws {
    for round in Self.rounds {
      let text = try foundationText(round, pretty: true)
      #expect(try SavedRound(json: JSON(parsing: Array(text.utf8))) == round)
    }
    for statistics in Self.statistics {
      let text = try foundationText(statistics, pretty: false)
      #expect(try Statistics(json: JSON(parsing: Array(text.utf8))) == statistics)
    }
  }

  @Test("Accepts and refuses the same statistics files as Foundation's JSONDecoder")
  func sameVerdictsAsFoundation() {
    let full =
      #""roundsPlayed":2,"roundsFinished":1,"roundsAbandoned":1,"wordsFound":3,"bestScore":9,"bestPercent":10,"longestWord":"silk","currentStreak":0"#
    let documents = [
      "{\"version\":1," + full + "}",
      " {\"version\" : 1.0, " + full + ", \"extra\": [null, true, {\"a\": []}]}\n",
      "{\"version\":1e0," + full + "}",
      "{\"version\":1," + full + ",\"version\":7}",
      "{\"version\":1.5," + full + "}",
      "{\"version\":\"1\"," + full + "}",
      "{\"version\":99999999999999999999," + full + "}",
      "{" + full + "}",
      "{\"version\":1," + full + "} trailing",
      "{\"version\":01," + full + "}",
      "{\"version\":1," + full.replacingOccurrences(of: "\"silk\"", with: "\"\\ud83d\\ude00\"")
        + "}",
      "{\"version\":1," + full.replacingOccurrences(of: "\"silk\"", with: "\"\\ud83d\"") + "}",
      "{\"version\":1," + full.replacingOccurrences(of: "\"silk\"", with: "\"a\u{1}b\"") + "}",
      "{\"version\":1," + full.replacingOccurrences(of: "\"silk\"", with: "\"\\q\"") + "}",
      "[1, 2]", "", "{", "nul", "{\"version\":-}",
    ]
    var accepted = 0
    for document in documents {
      let mine = try? Statistics(json: JSON(parsing: Array(document.utf8)))
      let foundation = try? JSONDecoder().decode(Statistics.self, from: Data(document.utf8))
      #expect(mine == foundation, "\(document)")
      if mine != nil { accepted += 1 }
    }
    // The first four and the one with an escaped surrogate pair.
    #expect(accepted == 5)
  }

  @Test("Deep nesting and invalid UTF-8 are errors, not crashes")
  func hostileInput() throws {
    let deep = Array(repeating: UInt8(ascii: "["), count: 100_000)
    #expect(throws: JSON.DecodingError.self) { try JSON(parsing: deep) }
    #expect(throws: JSON.DecodingError.self) { try JSON(parsing: [0x22, 0xFF, 0xFE, 0x22]) }
    #expect(throws: JSON.DecodingError.self) { try JSON(parsing: Array("\"\\u12\"".utf8)) }
    #expect(try JSON(parsing: Array("[[[]]]".utf8)) == .array([.array([.array([])])]))
  }
}
