import Foundation
import Testing

/// What the twenty-eighth native read (#51) found, as a player sees it.
@Suite("Left from the twenty-eighth read: ё in why, slurs, families, a hanging preposition")
struct TwentyEighthReadTests {
  @Test("why explains a word typed with е by the lists' ё spelling, its lemma that word's")
  func whyYo() throws {
    let explained = try wordgame(
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
    let russian = try wordgame(
      ["check", "--dict", "ru_RU", "--json"], input: "острие\nдурочка\n", environment: environment)
    #expect(
      russian.stdoutLines == [
        #"{"word":"острие","ok":true,"points":6,"spelling":"остриё"}"#,
        #"{"word":"дурочка","ok":true,"points":7,"bonus":true}"#,
      ])
    let swedish = try wordgame(
      ["check", "--dict", "sv_SE"], input: "sotis\nspott\nrånare\n", environment: environment)
    #expect(swedish.stdoutLines.first?.hasPrefix("sotis\tWord not allowed") == true)
    #expect(Array(swedish.stdoutLines.dropFirst()) == ["spott\tok\t5", "rånare\tok\t6\tbonus"])
    let polish = try wordgame(
      ["check", "--dict", "pl_PL"], input: "japoniec\nukropy\nukrop\npatola\n",
      environment: environment)
    #expect(polish.stdoutLines.prefix(2).allSatisfy { $0.contains("\tWord not allowed\t") })
    #expect(Array(polish.stdoutLines.suffix(2)) == ["ukrop\tok\t5\tbonus", "patola\tok\t6\tbonus"])
  }

  @Test("A Russian round's first line binds за to the word after it (a no-break space)")
  func russianPreposition() throws {
    let played = try wordgame(
      ["--dict", "ru_RU", "--root", "летопись"], input: ":quit\n",
      environment: ["LANG": "ru_RU.UTF-8"])
    #expect(
      played.stdoutLines.contains {
        $0.hasSuffix("Слов из всех букв: 2, за\u{00A0}них — двойные очки.")
      },
      "\(played.stdout)")
  }
}
