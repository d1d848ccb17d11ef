import Foundation
import Testing

/// What the thirtieth native read (#51) found, as a player sees it.
@Suite("Left from the thirtieth read: why's lowercase words, a list without answers, classes")
struct ThirtiethReadTests {
  @Test("why explains a lowercase German word by its own line, not a noun's with the same letters")
  func lowercaseEvidence() throws {
    let explained = try wordgameCommand(
      ["why", "--dict", "de_DE", "eck", "anal", "oral", "Spiel"],
      environment: ["LANG": "C.UTF-8"])
    let lines = explained.stdoutLines
    #expect(
      lines.prefix(2) == [
        "eck: bonus word",
        "  An editor's choice: a bonus word, not required (regional).",
      ], "\(explained.stdout)")
    #expect(!lines.contains("Eck: required answer"))
    #expect(
      lines.contains(
        "  An editor's choice: sensitive (accepted, never required, never a start word)."))
    #expect(lines.contains("oral: bonus word"))
    #expect(lines.contains("Spiel: required answer"))
  }

  @Test("play --roots whose every line lacks an answer names each line, then the list")
  func noLineHasAnAnswer() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("roots.txt")
    let required = folder.appendingPathComponent("required.txt")
    try Data("ox\nxx\n".utf8).write(to: list)
    try Data("silk\n".utf8).write(to: required)
    let played = try wordgameCommand(
      ["play", "--roots", list.path, "--required", required.path, "--new"], input: ":quit\n")
    #expect(played.status == 2)
    let warnings: [String] = played.stderr.split(separator: "\n").map(String.init)
    let expected: [String] = [
      "Warning: \(list.path): line 1: 'ox' has no answer of at least 3 letters to find; skipped",
      "Warning: \(list.path): line 2: 'xx' has no answer of at least 3 letters to find; skipped",
      "Error: no start word in '\(list.path)' has an answer",
    ]
    #expect(warnings == expected, "not a word on the required list: the words are too short")
  }

  @Test("The read's words: spelled, classed and blocked as a native writes them")
  func lists() throws {
    let environment = ["LANG": "C.UTF-8"]
    let russian = try wordgameCommand(
      ["check", "--dict", "ru_RU", "--json"], input: "сбоев\n", environment: environment)
    #expect(russian.stdoutLines == [#"{"word":"сбоев","ok":true,"points":5}"#])
    let spanish = try wordgameCommand(
      ["check", "--dict", "es_ES"], input: "pajilla\nmema\n", environment: environment)
    #expect(spanish.stdoutLines.first?.hasPrefix("pajilla\tWord not allowed") == true)
    #expect(spanish.stdoutLines.dropFirst().first == "mema\tok\t4")
    let italian = try wordgameCommand(
      ["why", "--dict", "it_IT", "bono"], environment: environment)
    #expect(italian.stdoutLines.contains("  Lemma (dictionary form): buono"), "\(italian.stdout)")
    let german = try wordgameCommand(
      ["why", "--dict", "de_DE", "Ravioli"], environment: environment)
    #expect(!german.stdout.contains("abbreviation"), "\(german.stdout)")
  }
}
