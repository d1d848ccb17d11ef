import Foundation
import Testing

/// What the twenty-ninth native read (#51) and its fresh read found, as a
/// player sees it.
@Suite("Left from the twenty-ninth read: play --roots says what it skips, rare forms bonus")
struct TwentyNinthReadTests {
  @Test("play --roots names a line without an answer, as solve --roots does, and plays the rest")
  func playRootsSkipsAloud() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("roots.txt")
    try Data("xx\nsilkworm\n".utf8).write(to: list)
    let played = try wordgameCommand(
      ["play", "--roots", list.path, "--new", "--seed", "3"], input: ":quit\n")
    #expect(
      played.stderr
        == "Warning: \(list.path): line 1: 'xx' has no answer of at least 3 letters to find; skipped\n"
    )
    #expect(played.stdoutLines.first == "Start word: silkworm")
  }

  @Test("play --roots with a required list names the lines the list leaves without an answer")
  func playRootsRequiredList() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("roots.txt")
    let required = folder.appendingPathComponent("required.txt")
    try Data("grass\nsilkworm\n".utf8).write(to: list)
    try Data("silk\nworm\nmilk\n".utf8).write(to: required)
    let played = try wordgameCommand(
      ["play", "--roots", list.path, "--required", required.path, "--new"], input: ":quit\n")
    #expect(
      played.stderr
        == "Warning: \(list.path): line 1: 'grass' has no answer on the required list given (--required); skipped\n"
    )
    #expect(played.stdoutLines.first == "Start word: silkworm")
  }

  @Test("The fresh read's rare forms are bonus words, no longer required")
  func rareFormsBonus() throws {
    let environment = ["LANG": "C.UTF-8"]
    let german = try wordgameCommand(
      ["check", "--dict", "de_DE"], input: "erbat\noblag\nbette\n", environment: environment)
    #expect(german.stdoutLines.allSatisfy { $0.hasSuffix("\tbonus") }, "\(german.stdout)")
    let swedish = try wordgameCommand(
      ["check", "--dict", "sv_SE"], input: "sonika\nteve\n", environment: environment)
    #expect(swedish.stdoutLines.allSatisfy { $0.hasSuffix("\tbonus") }, "\(swedish.stdout)")
    let russian = try wordgameCommand(
      ["check", "--dict", "ru_RU"], input: "длин\nугле\n", environment: environment)
    #expect(russian.stdoutLines.allSatisfy { $0.hasSuffix("\tbonus") }, "\(russian.stdout)")
  }

  @Test("why calls slang informal, and keeps regional for a region's word")
  func slangIsNotRegional() throws {
    let explained = try wordgameCommand(
      ["why", "--dict", "pl_PL", "kibel", "pyra"], environment: ["LANG": "C.UTF-8"])
    #expect(
      explained.stdoutLines.contains(
        "  An editor's choice: a bonus word, not required (informal or slang)."),
      "\(explained.stdout)")
    #expect(
      explained.stdoutLines.contains("  An editor's choice: a bonus word, not required (regional).")
    )
    let polish = try wordgameCommand(
      ["why", "--dict", "pl_PL", "klata"], environment: ["LANG": "pl_PL.UTF-8"])
    #expect(polish.stdout.contains("(potoczne lub slangowe)"), "\(polish.stdout)")
  }
}
