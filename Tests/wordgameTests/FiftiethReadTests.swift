import Foundation
import Testing
import WordScramble

/// What the fiftieth native reads (#51) found that is not a word's tier.
@Suite("Left from the fiftieth reads: which of several codes is wrong")
struct FiftiethReadTests {
  @Test(
    "Of several codes, the one that cannot be read is named by its place, since codes look alike at their start",
    arguments: [
      ("en", "Error: code 2 of 3 (CODE): this code has a typo"),
      ("fr", "Erreur\u{00A0}: code 2 sur 3 (CODE) — ce code contient"),
      ("de", "Fehler: Der 2. von 3 Codes (CODE) passt hier nicht."),
      ("ru", "Ошибка: код 2 из 3 (CODE) не подходит — в коде"),
    ])
  func codePlace(language: String, start: String) throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: "silk\n:quit\n")
    let code = try #require(
      played.stdout.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("R1-") }
        .map(String.init), "\(played.stdout)")
    // The same code cut short at its end: its first 40 characters, all
    // that an error shows of a code, are those of the good one.
    let cut = String(code.dropLast(3))
    let result = try wordgameCommand(
      ["compare", code, cut, code], environment: ["LANGUAGE": language])
    #expect(result.status == 2)
    let first = try #require(result.stderr.split(separator: "\n").first.map(String.init))
    let shown = start.replacingOccurrences(of: "CODE", with: code.prefix(40) + "…")
    #expect(first.hasPrefix(shown), "\(result.stderr)")
  }
}
