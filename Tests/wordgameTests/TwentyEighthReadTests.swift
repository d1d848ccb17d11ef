import Foundation
import Testing

/// What the twenty-eighth native read (#51) found, as a player sees it.
@Suite("Left from the twenty-eighth read: ё in why, slurs, families, a hanging preposition")
struct TwentyEighthReadTests {
  @Test("why explains a word typed with е by the lists' ё spelling, its lemma that word's")
  func whyYo() throws {
    let explained = try wordgameCommand(
      ["why", "--dict", "ru_RU", "летчиком", "берете"], environment: ["LANG": "C.UTF-8"])
    let lines = explained.stdoutLines
    #expect(lines.first == "лётчиком: required answer", "\(explained.stdout)")
    #expect(lines.contains("  Lemma (dictionary form): лётчик"))
    #expect(lines.contains("берёте: required answer"))
    #expect(lines.contains("  Lemma (dictionary form): брать"), "not берет, a beret")
  }

  @Test("Words the read found in the wrong class: each in its own now")
  func lists() throws {
    let environment = ["LANG": "C.UTF-8"]
    let russian = try wordgameCommand(
      ["check", "--dict", "ru_RU", "--json"], input: "острие\nдурочка\n", environment: environment)
    #expect(
      russian.stdoutLines == [
        #"{"word":"острие","ok":true,"points":6,"spelling":"остриё"}"#,
        #"{"word":"дурочка","ok":true,"points":7,"bonus":true}"#,
      ])
    let swedish = try wordgameCommand(
      ["check", "--dict", "sv_SE"], input: "sotis\nspott\nrånare\n", environment: environment)
    #expect(swedish.stdoutLines.first?.hasPrefix("sotis\tWord not allowed") == true)
    #expect(Array(swedish.stdoutLines.dropFirst()) == ["spott\tok\t5", "rånare\tok\t6\tbonus"])
    let polish = try wordgameCommand(
      ["check", "--dict", "pl_PL"], input: "japoniec\nukropy\nukrop\npatola\n",
      environment: environment)
    #expect(polish.stdoutLines.prefix(2).allSatisfy { $0.contains("\tWord not allowed\t") })
    #expect(Array(polish.stdoutLines.suffix(2)) == ["ukrop\tok\t5\tbonus", "patola\tok\t6\tbonus"])
  }

  @Test("why names a Dutch name with its capital IJ")
  func dutchIJ() throws {
    let explained = try wordgameCommand(
      ["why", "--dict", "nl", "ijsland"], environment: ["LANG": "C.UTF-8"])
    #expect(explained.stdout.contains("(IJsland)"), "\(explained.stdout)")
  }

  @Test("solve --roots names the first line of a list with a byte order mark as line 1")
  func byteOrderMark() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("roots.txt")
    try Data([0xEF, 0xBB, 0xBF] + Array("xx\nsilkworm\n".utf8)).write(to: list)
    let solved = try wordgameCommand(["solve", "--roots", list.path])
    #expect(
      solved.stderr
        == "Warning: \(list.path): line 1: 'xx' has no answer of at least 3 letters to find; skipped\n"
    )
  }

  @Test("solve --roots - without a usable line names standard input as the language does")
  func noStartWordsOnStandardInput() throws {
    let solved = try wordgameCommand(["solve", "--roots", "-"], input: "qqqq\n")
    #expect(solved.status == 2)
    #expect(
      solved.stderr.hasSuffix("\nError: no start words on standard input\n"), "\(solved.stderr)")
    let german = try wordgameCommand(
      ["solve", "--roots", "-", "--dict", "de_DE"], input: "qqqq\n",
      environment: ["LANG": "de_DE.UTF-8"])
    #expect(german.stderr.hasSuffix("Fehler: Keine Startwörter in der Standardeingabe.\n"))
  }

  @Test("The twenty-ninth read's words: each family in one class")
  func twentyNinthLists() throws {
    let environment = ["LANG": "C.UTF-8"]
    let french = try wordgameCommand(
      ["check", "--dict", "fr"], input: "dégueu\n", environment: environment)
    #expect(french.stdoutLines == ["dégueu\tok\t6\tbonus"])
    let swedish = try wordgameCommand(
      ["check", "--dict", "sv_SE"], input: "packet\npack\n", environment: environment)
    #expect(swedish.stdoutLines == ["packet\tok\t6\tbonus", "pack\tok\t4"])
    // Polish: the forms of a sensitive lemma are sensitive too; a homograph (`kupie`, buys) is not.
    let polish = try wordgameCommand(
      ["check", "--dict", "pl_PL"], input: "seksem\nlewaczka\nkupie\n", environment: environment)
    #expect(
      polish.stdoutLines == ["seksem\tok\t6\tbonus", "lewaczka\tok\t8\tbonus", "kupie\tok\t5"])
  }

  @Test("A Russian round's first line binds за to the word after it (a no-break space)")
  func russianPreposition() throws {
    let played = try wordgameCommand(
      ["--dict", "ru_RU", "--root", "летопись"], input: ":quit\n",
      environment: ["LANG": "ru_RU.UTF-8"])
    #expect(
      played.stdoutLines.contains {
        $0.hasSuffix("Слов из всех букв: 2, за\u{00A0}них — двойные очки.")
      },
      "\(played.stdout)")
  }
}
