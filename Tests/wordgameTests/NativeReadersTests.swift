import Foundation
import Testing
import Rendering
import WordScramble
import WordScrambleBatch

/// What native readers of the nine languages found built in code, not in a
/// catalog (#51): quotation marks around paths, words echoed in lower case,
/// units, percents and colons, one word called "one of them", a minus and
/// letters a screen reader says as words.
@Suite("Native readers: quotes, capitals, units and separators the code builds")
struct NativeReadersTests {
  @Test(
    "A path the game cannot read is quoted with the language's own marks",
    arguments: [
      ("fr_FR.UTF-8", "«\u{00A0}/nonexistent/list.txt\u{00A0}»"),
      ("de_DE.UTF-8", "„/nonexistent/list.txt“"), ("it_IT.UTF-8", "«/nonexistent/list.txt»"),
      ("nl_NL.UTF-8", "‘/nonexistent/list.txt’"), ("C.UTF-8", "'/nonexistent/list.txt'"),
    ])
  func quotedPaths(locale: String, quoted: String) throws {
    let checked = try wordgameCommand(
      ["check", "/nonexistent/list.txt"], environment: ["LANG": locale])
    #expect(checked.status == 2)
    #expect(checked.stderr.contains(quoted), "\(checked.stderr)")
    #expect(!checked.stderr.contains("'/nonexistent") || locale == "C.UTF-8")
  }

  @Test("A word typed with capitals is echoed with them: rejections, :define, why, solve")
  func typedCapitals() throws {
    let played = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Aufnahme"],
      input: Array("Aufnahmen\nAufnahme\n:define Tisch\n:quit\n".utf8))
    let lines = played.stdoutLines
    #expect(lines.contains { $0.hasPrefix("Aufnahmen: Word not possible — ") }, "\(played.stdout)")
    #expect(
      lines.contains(
        "Aufnahme: Word is the start word — Make new words from 'Aufnahme', not the word itself."))
    #expect(
      lines.contains(
        "Definitions come from WordNet, in rounds with an English dictionary only (--dict en_US): there is none of 'Tisch' in this round."
      ))
    #expect(!played.stdout.contains("aufnahme") && !played.stdout.contains("'tisch'"))
    let why = try wordgameCommand(["why", "--dict", "de_DE", "Arsch", "Hafen", "QWXZ"])
    #expect(why.stdoutLines.contains("Arsch: blocked"), "\(why.stdout)")
    #expect(why.stdoutLines.contains("Hafen: required answer"))
    #expect(why.stdoutLines.contains("QWXZ: not recognized"))
    let solved = try wordgameCommand(["solve", "--dict", "de_DE", "Aufnahme"])
    #expect(solved.stdoutLines.last == "Aufnahme: 26 answers, 110 points", "\(solved.stdout)")
    let listed = try wordgameCommand(
      ["solve", "--dict", "de_DE", "--roots", "-"], input: Array("Aufnahme\nAufnahme\n".utf8))
    #expect(listed.stderr.contains("line 2: 'Aufnahme' appears twice"), "\(listed.stderr)")
  }

  @Test("French: the catalog's colon (with its space) after a start word and a player's name")
  func frenchColons() throws {
    let solved = try wordgameCommand(["solve", "silkworm"], environment: ["LANG": "fr_FR.UTF-8"])
    #expect(
      solved.stdoutLines.last == "silkworm\u{00A0}: 37 réponses, 142 points", "\(solved.stdout)")
    let party = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--names", "Ana,Bo"],
      input: Array("silk\n:done\nworm\n:done\n".utf8), environment: ["LANG": "fr_FR.UTF-8"])
    #expect(
      party.stdoutLines.contains { $0.hasPrefix("Ana\u{00A0}: 4 sur 142 points") },
      "\(party.stdout)")
    #expect(!party.stdout.contains("Ana: "))
  }

  @Test("A timed round's length in words, not as a clock (2:00 reads as a time of day)")
  func roundLength() throws {
    let english = try wordgameCommand(
      ["--root", "silkworm", "--time", "90s"], input: Array(":quit\n".utf8))
    #expect(english.stdoutLines.contains { $0.hasSuffix(" You have 1 minute and 30 seconds.") })
    let french = try wordgameCommand(
      ["--root", "silkworm", "--time", "2m"], input: Array(":quit\n".utf8),
      environment: ["LANG": "fr_FR.UTF-8"])
    #expect(
      french.stdoutLines.contains { $0.hasSuffix(" Temps\u{00A0}: 2 minutes.") }, "\(french.stdout)"
    )
    #expect(!french.stdout.contains("2:00"))
  }

  @Test("stats writes timed rounds' lengths and shares as each language does")
  func statsUnits() throws {
    var statistics = Statistics()
    var timed = Statistics.Outcome(
      finished: true, words: ["silk", "worms"], score: 11, possiblePoints: 260, rank: .novice)
    timed.timeLimit = 2
    statistics.record(timed)
    timed.timeLimit = 90
    timed.score = 3
    statistics.record(timed)
    let today = try #require(CalendarDate("2026-12-01"))
    func line(_ language: String?) throws -> String? {
      let catalog = try language.map { try #require(MessageCatalog.bundled(language: $0)) }
      return TextRenderer(messages: catalog ?? .english).statistics(statistics, today: today)
        .split(separator: "\n").map(String.init).first { $0.contains("(4") }
    }
    let english = try line(nil)
    let german = try line("de")
    let french = try line("fr")
    // Each entry held together by no-break spaces: never broken across lines.
    let held = { (text: String) in text.replacing(" ", with: "\u{A0}") }
    #expect(
      english?.hasSuffix(" " + held("2s: 11 (4%)") + "; " + held("1m30s: 3 (1%)")) == true,
      "\(english ?? "")")
    #expect(
      german?.hasSuffix(" " + held("2 s: 11 (4 %)") + "; " + held("1 min 30 s: 3 (1 %)")) == true,
      "\(german ?? "")")
    #expect(
      french?.hasSuffix(" " + held("2 s : 11 (4 %)") + "\u{00A0}; " + held("1 min 30 s : 3 (1 %)"))
        == true, "\(french ?? "")")
  }

  @Test("One word to find is not 'one of them'")
  func singleWord() throws {
    let played = try wordgameCommand(
      ["--dict", "nl_NL", "--root", "kat"], input: Array(":quit\n".utf8))
    let find = played.stdoutLines.first { $0.hasPrefix("Find ") }
    #expect(
      find == "Find 1 word worth 6 points. It uses every letter: double points.", "\(played.stdout)"
    )
  }

  @Test("Screen-reader mode: a score below zero says its minus; a hint's letters end with a stop")
  func spokenMinus() throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"],
      input: Array(":hint\n:hint\n:score\n:quit\n".utf8))
    #expect(
      played.stdoutLines.contains { $0.hasPrefix("Score: minus 2 of 142 points") },
      "\(played.stdout)")
    #expect(
      played.stdoutLines.contains("Hint: a 4-letter word starting with R, I. It costs 1 point."))
  }
}
