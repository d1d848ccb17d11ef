import Foundation
import Testing

/// What the thirty-first native read (#51) found, as a player sees it.
@Suite("Left from the thirty-first read: a list without answers, nouns beside cut verb forms, why")
struct ThirtyFirstReadTests {
  @Test("solve --roots whose every line lacks an answer ends with an error naming the list")
  func solveNoLineHasAnAnswer() throws {
    let solved = try wordgameCommand(["solve", "--roots", "-"], input: "ox\nxx\n")
    #expect(solved.status == 1)
    #expect(
      solved.stderr.hasSuffix(
        "line 2: 'xx' has no answer of at least 3 letters to find; skipped\n"
          + "Error: no start word on standard input has an answer\n"), "\(solved.stderr)")
    #expect(solved.stdout.isEmpty)
  }

  @Test("A German noun stays required when an editor cut a verb form with its letters")
  func nounBesideCutVerbForm() throws {
    let checked = try wordgameCommand(
      ["check", "--dict", "de_DE", "--root", "Vorplatz"], input: "Platz\nplatz\n",
      environment: ["LANG": "C.UTF-8"])
    #expect(
      checked.stdoutLines.first == "platz\tok\t5",
      "a required answer, not a bonus word: \(checked.stdout)")
    let explained = try wordgameCommand(
      ["why", "--dict", "de_DE", "Platz"], environment: ["LANG": "C.UTF-8"])
    #expect(explained.stdoutLines.first == "Platz: required answer")
  }

  @Test(
    "why explains a Russian word alike typed with ё or е, and never rounds a family up to the threshold"
  )
  func whyAlike() throws {
    let environment = ["LANG": "C.UTF-8"]
    let russian = try wordgameCommand(
      ["why", "--dict", "ru_RU", "тёлки", "телки"], environment: environment)
    let classed = russian.stdoutLines.filter { $0.hasSuffix("(informal or slang).") }
    #expect(classed.count == 2, "\(russian.stdout)")
    let german = try wordgameCommand(
      ["why", "--dict", "de_DE", "--json", "Mief"], environment: environment)
    #expect(!german.stdout.contains(#""standing":2.5"#), "\(german.stdout)")
  }

  @Test("why calls a Dutch interjection an interjection, not a word of another language")
  func dutchInterjections() throws {
    let explained = try wordgameCommand(
      ["why", "--dict", "nl", "haha", "oei"], environment: ["LANG": "C.UTF-8"])
    #expect(!explained.stdout.contains("another language"), "\(explained.stdout)")
    #expect(!explained.stdout.contains("as a name"), "\(explained.stdout)")
  }
}
