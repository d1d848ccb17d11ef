import Foundation
import Rendering
import Testing
import WordScramble
import WordScrambleBatch

@testable import wordgame

/// What native readers found on their eighth read of the nine catalogs (#51):
/// text the program builds itself (help examples for a screen reader, a
/// resumed round's note, reasons inside a sentence, the order of word lists,
/// folded accents on tiles, Spanish `e` before an i sound, a party's unknown
/// command, `solve`'s start word, a best score below zero in `stats`).
@Suite("What native readers found on an eighth read")
struct EighthReadTests {
  @Test(":help's :two example for a screen reader is said as :two says it there")
  func spokenHelpExample() throws {
    let spoken = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"], input: ":help\n:quit\n")
    #expect(
      spoken.stdoutLines.contains {
        $0.hasSuffix("Count the words left by their first two letters (S, I: 3; S, K: 1).")
      }, "\(spoken.stdout)")
    let shown = try wordgameCommand(["--root", "silkworm", "--seed", "1"], input: ":help\n:quit\n")
    #expect(shown.stdout.contains("(SI-3 SK-1)."), "\(shown.stdout)")
    #expect(!shown.stdout.contains("S, I: 3"))
  }

  @Test("A --roots line a round cannot use gives its reason in lower case, inside the sentence")
  func reasonInsideASentence() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let roots = folder.appendingPathComponent("roots.txt")
    try "silkworm\nab\u{1}cdefgh\n".write(to: roots, atomically: true, encoding: .utf8)
    let english = try wordgameCommand(["--roots", roots.path, "--seed", "1"], input: ":quit\n")
    #expect(
      english.stderr.contains("line 2: 'ab\\x01cdefgh' is not usable: control character"),
      "\(english.stderr)")
    let italian = try wordgameCommand(
      ["--roots", roots.path, "--seed", "1"], input: ":quit\n",
      environment: ["LANG": "it_IT.UTF-8"])
    #expect(italian.stderr.contains("carattere di controllo"), "\(italian.stderr)")
    #expect(!italian.stderr.contains("Carattere di controllo"), "\(italian.stderr)")
    let german = try wordgameCommand(
      ["--roots", roots.path, "--seed", "1"], input: ":quit\n",
      environment: ["LANG": "de_DE.UTF-8"])
    #expect(german.stderr.contains(": Steuerzeichen"), "\(german.stderr)")
  }

  @Test("check's and solve's help name every field their lines hold")
  func helpNamesEveryField() throws {
    let check = try wordgameCommand(["check", "--help"], input: "")
    #expect(check.stdout.contains("WORD<TAB>ok<TAB>POINTS<TAB>bonus"), "\(check.stdout)")
    let solve = try wordgameCommand(["solve", "--help"], input: "")
    // The fields break across lines after a <TAB> (the help fits 80 columns).
    let help = solve.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      .replacingOccurrences(of: "<TAB> ", with: "<TAB>")
    #expect(
      help.contains("WORD<TAB>ANSWERS<TAB>POINTS<TAB>BONUS<TAB>EVERY-LETTER<TAB>BAND"), "\(help)")
  }

  @Test("Word lists in each language's order: ç as c, œ as oe, Spanish ñ after n, Swedish åäö last")
  func collation() {
    #expect(
      Collation.sorted(["aso", "aço", "aos", "aro"], language: "pt") == [
        "aço", "aos", "aro", "aso",
      ])
    #expect(
      Collation.sorted(["toi", "œil", "oie", "mot", "cône", "cœur"], language: "fr") == [
        "cœur", "cône", "mot", "œil", "oie", "toi",
      ])
    #expect(
      Collation.sorted(["ñu", "oso", "nube", "nzx"], language: "es") == [
        "nube", "nzx", "ñu", "oso",
      ])
    #expect(
      Collation.sorted(["öl", "ål", "äl", "zon", "al"], language: "sv") == [
        "al", "zon", "ål", "äl", "öl",
      ])
    #expect(
      Collation.sorted(["łoś", "lis", "mak", "żal", "źle", "zero"], language: "pl") == [
        "lis", "łoś", "mak", "zero", "źle", "żal",
      ])
    #expect(Collation.sorted(["ель", "ёж", "еда"], language: "ru") == ["еда", "ёж", "ель"])
    // German: ä as a, capitals among the rest.
    #expect(
      Collation.sorted(["Zeit", "Äste", "auf", "Aue"], language: "de") == [
        "Äste", "Aue", "auf", "Zeit",
      ])
  }

  @Test("Tiles show the letters the round counts: an accent the language ignores is not on them")
  func foldedTiles() throws {
    let french = try wordgameCommand(
      ["--dict", "fr", "--root", "élégante", "--seed", "1"], input: ":quit\n",
      environment: ["LANG": "fr_FR.UTF-8"])
    let letters = try #require(french.stdoutLines.first { $0.hasPrefix("Lettres") })
    #expect(!letters.contains("É"), "\(letters)")
    #expect(letters.filter { $0 == "E" }.count == 3, "\(letters)")
    let german = try wordgameCommand(
      ["--dict", "de_DE", "--root", "schließt", "--seed", "1"], input: ":quit\n")
    #expect(german.stdoutLines.contains { $0.hasPrefix("Letters:") && $0.contains("ẞ") })
  }

  @Test("A Spanish tie writes `e` before a name said with i (Inés, Hilda), `y` elsewhere")
  func spanishAnd() throws {
    #expect(PartyLoop.startsWithSoundI("Inés"))
    #expect(PartyLoop.startsWithSoundI("Hilda"))
    #expect(PartyLoop.startsWithSoundI("Íñigo"))
    #expect(!PartyLoop.startsWithSoundI("Hielo"))
    #expect(!PartyLoop.startsWithSoundI("Iara"))
    #expect(!PartyLoop.startsWithSoundI("Ben"))
    let tie = try wordgameCommand(
      ["--dict", "en_US", "--names", "Ana,Inés", "--root", "silkworm"],
      input: "silk\n:done\nworm\n:done\n", environment: ["LANG": "es_ES.UTF-8"])
    #expect(tie.stdout.contains("Ana e Inés"), "\(tie.stdout)")
    let other = try wordgameCommand(
      ["--dict", "en_US", "--names", "Ana,Ben", "--root", "silkworm"],
      input: "silk\n:done\nworm\n:done\n", environment: ["LANG": "es_ES.UTF-8"])
    #expect(other.stdout.contains("Ana y Ben"), "\(other.stdout)")
  }

  @Test("An unknown command in a party lists the commands a turn takes")
  func partyUnknownCommand() throws {
    let player = try Player()
    let party = try player.play(
      ["--names", "Ana,Ben", "--root", "silkworm"],
      [.line(":nope"), .line(":done"), .line(":done")])
    let line = try #require(party.stdoutLines.first { $0.hasPrefix("Unknown command ':nope'") })
    #expect(
      line
        == "Unknown command ':nope'. Commands: :help :words :score :ranks :shuffle :hint :grid :two :define :done"
    )
  }

  @Test("solve names the start word as the dictionary writes it, as it does every answer")
  func solveSpellsTheStartWord() throws {
    let french = try wordgameCommand(["solve", "--dict", "fr", "élégante"], input: "")
    #expect(french.stdoutLines.last?.hasPrefix("élégante") == true, "\(french.stdout)")
    let plain = try wordgameCommand(["solve", "--dict", "fr", "elegante"], input: "")
    #expect(plain.stdoutLines.last == french.stdoutLines.last)
  }

  @Test(
    "German lists show a noun with its capital where a reader expects the noun (Reise, not reise)")
  func germanNouns() throws {
    let solved = try wordgameCommand(["solve", "--dict", "de_DE", "abreisen"], input: "")
    let words = Set(solved.stdoutLines)
    #expect(
      words.isSuperset(of: ["Reise", "Abreise", "reisen", "seine", "Eisen"]), "\(solved.stdout)")
    #expect(!words.contains("reise") && !words.contains("abreise"), "\(solved.stdout)")
  }

  @Test("stats writes a best score below zero with the language's minus, in words for a reader")
  func negativeBest() throws {
    var statistics = Statistics()
    var timed = Statistics.Outcome(
      finished: true, words: [], score: -1, possiblePoints: 260, rank: .beginner)
    timed.timeLimit = 90
    statistics.record(timed)
    let today = try #require(CalendarDate("2026-12-01"))
    let french = try #require(MessageCatalog.bundled(language: "fr"))
    let renderer = TextRenderer(messages: french)
    let shown = renderer.statistics(statistics, today: today)
    #expect(shown.contains("\u{2212}1"), "\(shown)")
    let spoken = renderer.statistics(statistics, today: today, spoken: true)
    #expect(spoken.contains("moins 1"), "\(spoken)")
    #expect(!spoken.contains("-1"), "\(spoken)")
  }
}
