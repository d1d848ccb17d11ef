import Foundation
import Rendering
import Testing
import WordScramble
import WordScrambleBatch

@testable import wordgame

/// What native readers found on their fourth read of the nine catalogs (#51):
/// text the program built itself, not the catalogs (screen-reader hints,
/// statistics and parties, large numbers, decimal commas in `--time`, the
/// dash between a verdict's parts, `:words abc` by case, `:define`'s part of
/// speech).
@Suite("What native readers found on a fourth read")
struct FourthReadTests {
  static let french = ["LANG": "fr_FR.UTF-8"]

  @Test("Screen-reader mode: a hint with no letters left says so in a sentence of its own")
  func hintWithNoLettersLeft() throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"],
      input: Array(":hint\n:hint\n:hint\n:hint\n:quit\n".utf8))
    #expect(
      played.stdoutLines.contains(
        "Hint: a 4-letter word starting with R, I, S. No more letters to show: type it to find it."),
      "\(played.stdout)")
    #expect(!played.stdout.contains("(no more letters"))
    let german = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"],
      input: Array(":hint\n:hint\n:hint\n:hint\n:quit\n".utf8), environment: ["LANG": "de_DE.UTF-8"]
    )
    #expect(
      german.stdoutLines.contains {
        $0.hasSuffix(
          "R, I, S. Mehr Buchstaben verrät der Tipp nicht: Den Rest musst du selbst erraten.")
      },
      "\(german.stdout)")
  }

  @Test("Screen-reader mode: the letters are said apart, with commas")
  func spokenLetters() throws {
    let spoken = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"], input: Array(":quit\n".utf8))
    #expect(spoken.stdoutLines.contains("Letters: W, R, M, O, K, L, S, I"), "\(spoken.stdout)")
    let shown = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: Array(":quit\n".utf8))
    #expect(shown.stdoutLines.contains("Letters: W R M O K L S I"), "\(shown.stdout)")
  }

  @Test("Screen-reader mode: :two's counts take the language's colon and semicolon")
  func spokenPairs() throws {
    let french = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"], input: Array(":two\n:quit\n".utf8),
      environment: Self.french)
    #expect(
      french.stdoutLines.contains("M, I\u{00A0}: 2\u{00A0}; M, O\u{00A0}: 2."), "\(french.stdout)")
  }

  @Test("stats for a screen reader: lengths in words, ranks without bars")
  func spokenStatistics() throws {
    var statistics = Statistics()
    var timed = Statistics.Outcome(
      finished: true, words: ["silk", "worms"], score: 11, possiblePoints: 260, rank: .novice)
    timed.timeLimit = 90
    statistics.record(timed)
    let today = try #require(CalendarDate("2026-12-01"))
    let english = TextRenderer(messages: .english)
    let spoken = english.statistics(statistics, today: today, spoken: true)
    #expect(spoken.contains(": 1 minute and 30 seconds: 11 (4%)\n"), "\(spoken)")
    let shown = english.statistics(statistics, today: today)
    #expect(shown.contains(": 1m30s:\u{A0}11\u{A0}(4%)\n"), "\(shown)")
    let german = try #require(MessageCatalog.bundled(language: "de"))
    let deutsch = TextRenderer(messages: german).statistics(statistics, today: today, spoken: true)
    #expect(deutsch.contains("1 Minute und 30 Sekunden: 11"), "\(deutsch)")
  }

  @Test("stats --screen-reader: a daily's ranks as counts, not bars")
  func spokenRanks() throws {
    let player = try Player()
    let daily = try player.play(["--daily"], [.line("light"), .line(":quit")])
    #expect(daily.stdoutLines.last?.hasPrefix("WordScramble ") == true, "\(daily.stdout)")
    let bars = try player.stats()
    #expect(bars.stdout.contains("█"), "\(bars.stdout)")
    let spoken = try player.stats(["--screen-reader"])
    #expect(!spoken.stdout.contains("█"), "\(spoken.stdout)")
    #expect(spoken.stdoutLines.contains { $0.hasPrefix("  Perfect: 0") }, "\(spoken.stdout)")
  }

  @Test("A party in screen-reader mode gives hints in words, as a round of one does")
  func spokenParty() throws {
    let party = try wordgameCommand(
      ["--players", "2", "--root", "silkworm", "--seed", "1", "--screen-reader"],
      input: Array("silk\n:hint\n:done\nworm\n:done\n".utf8))
    #expect(
      party.stdoutLines.contains("Hint: a 4-letter word starting with R. It costs 1 point."),
      "\(party.stdout)")
    #expect(!party.stdout.contains("R _ _ _"))
  }

  @Test("Large numbers are grouped as the language writes them")
  func groupedNumbers() throws {
    let english = try wordgameCommand(["--seed", "x"], input: "")
    #expect(english.stderr.contains("from 0 to 18,446,744,073,709,551,615\n"), "\(english.stderr)")
    let french = try wordgameCommand(["--seed", "x"], input: "", environment: Self.french)
    #expect(
      french.stderr.contains(
        "de 0 à 18\u{00A0}446\u{00A0}744\u{00A0}073\u{00A0}709\u{00A0}551\u{00A0}615"),
      "\(french.stderr)")
    let long = String(repeating: "a", count: 5000) + "\n"
    let frenchCheck = try wordgameCommand(
      ["check", "--root", "silkworm"], input: long, environment: Self.french)
    #expect(frenchCheck.stdout.hasSuffix("plus de 4\u{00A0}096 octets ne sont pas vérifiées.\n"))
    let englishCheck = try wordgameCommand(["check", "--root", "silkworm"], input: long)
    #expect(englishCheck.stdout.hasSuffix("Lines over 4096 bytes are not checked.\n"))
  }

  @Test("--time takes a decimal comma as most languages write one")
  func decimalCommaTime() throws {
    #expect(TimeLimit.seconds("1,5m") == 90)
    #expect(TimeLimit.seconds("1.5m") == 90)
    #expect(TimeLimit.seconds("1,5,5m") == nil)
    let played = try wordgameCommand(
      ["--root", "silkworm", "--time", "1,5m"], input: Array(":quit\n".utf8))
    #expect(
      played.stdoutLines.contains { $0.hasSuffix(" You have 1 minute and 30 seconds.") },
      "\(played.stdout)")
  }

  @Test("The dash between a verdict's parts is the language's (Swedish: an en dash)")
  func verdictDash() throws {
    let swedish = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: Array("silk\n:quit\n".utf8),
      environment: ["LANG": "sv_SE.UTF-8"])
    #expect(
      swedish.stdoutLines.contains("silk: +4 poäng – 4 av 142 poäng, 1 av 37 ord – ny rang: Novis"),
      "\(swedish.stdout)")
    let english = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: Array("silk\n:quit\n".utf8))
    #expect(english.stdout.contains("silk: +4 points — 4 of 142 points"))
  }

  @Test(":words abc sorts as a dictionary does, capitals among the rest")
  func wordsByCase() throws {
    let played = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Aufnahme"],
      input: Array("hafen\nauf\naue\nnah\n:words abc\n:quit\n".utf8),
      environment: ["LANG": "de_DE.UTF-8"])
    let listed = played.stdoutLines.drop { !$0.hasSuffix("alphabetisch:") }.dropFirst().prefix(4)
      .map { $0.split(separator: " ").dropFirst().first.map(String.init) ?? "" }
    // Aue (a bonus word since the eleventh read) among the rest by its letters.
    #expect(listed == ["Aue", "auf", "Hafen", "nah"], "\(played.stdout)")
  }

  @Test(
    ":define names the part of speech in the player's language",
    .enabled(if: WordNet.installed() != nil))
  func definePartOfSpeech() throws {
    let french = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: Array("silk\n:define silk\n:quit\n".utf8),
      environment: Self.french)
    #expect(
      french.stdoutLines.contains { $0.hasPrefix("silk (nom)\u{00A0}: ") }, "\(french.stdout)")
  }

  @Test("--block's help names the title a blocked word gets")
  func blockHelp() throws {
    let help = try wordgameCommand(["play", "--help"], input: "")
    #expect(help.stdout.contains("\"Word left out\" when typed"), "\(help.stdout)")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let block = folder.appendingPathComponent("block.txt")
    try "silk\n".write(to: block, atomically: true, encoding: .utf8)
    let blocked = try wordgameCommand(
      ["check", "--root", "silkworm", "--block", block.path], input: "silk\n")
    #expect(blocked.stdout.hasPrefix("silk\tWord left out\t"), "\(blocked.stdout)")
  }
  @Test("Screen-reader mode: :words says each word before its length")
  func spokenWords() throws {
    let played = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"],
      input: Array("silk\nmilks\n:words\n:quit\n".utf8))
    #expect(played.stdoutLines.contains("  milks (5 letters)"), "\(played.stdout)")
    #expect(played.stdoutLines.contains("  silk (4 letters)"))
    let shown = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: Array("silk\n:words\n:quit\n".utf8))
    #expect(shown.stdoutLines.contains("  4  silk"), "\(shown.stdout)")
  }

  @Test("A score below zero is written with the language's minus (Russian: U+2212)")
  func writtenMinus() throws {
    let russian = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: Array(":hint\n:hint\n:score\n:quit\n".utf8),
      environment: ["LANG": "ru_RU.UTF-8"])
    #expect(russian.stdoutLines.contains { $0.hasPrefix("Счёт: \u{2212}2 из 142 очков") })
    let english = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: Array(":hint\n:hint\n:score\n:quit\n".utf8))
    #expect(english.stdoutLines.contains { $0.hasPrefix("Score: -2 of 142 points") })
  }

  @Test("A start word with no answer is named as the dictionary spells it")
  func noAnswerSpelled() throws {
    let german = try wordgameCommand(
      ["--dict", "de_DE", "--root", "aufnahme", "--min-length", "8"], input: "",
      environment: ["LANG": "de_DE.UTF-8"])
    #expect(
      german.stderr.hasPrefix("Fehler: „Aufnahme“ hat keine Antwort mit mindestens 8 Buchstaben"),
      "\(german.stderr)")
  }

  @Test("Help never ends a line on a one-letter word or splits a number from its word")
  func helpLineBreaks() {
    #expect(HelpText.wrap("one two a word", width: 9, indent: "", hanging: "") == "one two\na word")
    #expect(
      HelpText.wrap("graj w tej wersji", width: 7, indent: "", hanging: "") == "graj\nw tej\nwersji"
    )
    #expect(
      HelpText.wrap("up to 24 hours", width: 10, indent: "", hanging: "") == "up to\n24 hours")
    #expect(
      HelpText.wrap("polecenie „wordgame --dict pl_PL”.", width: 20, indent: "", hanging: "")
        == "polecenie\n„wordgame --dict pl_PL”.")
    #expect(
      HelpText.wrap(
        "wordgame [--root <słowo>] [--required <plik>]", width: 30, indent: "", hanging: "")
        == "wordgame [--root <słowo>]\n[--required <plik>]")
  }

  @Test("An answer typed with its capital keeps it where the dictionary takes that form")
  func acceptedAsTyped() throws {
    let german = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Schweine", "--seed", "1"],
      input: Array("Wiese\n:quit\n".utf8), environment: ["LANG": "de_DE.UTF-8"])
    #expect(german.stdoutLines.contains { $0.hasPrefix("Wiese: +5 Punkte") }, "\(german.stdout)")
  }
  @Test("Screen-reader mode on a terminal: a long line is not broken by the game")
  func spokenLinesWhole() throws {
    let session = try TerminalSession(
      ["--root", "silkworm", "--seed", "1", "--screen-reader", "--time", "45"], columns: 40)
    #expect(session.waitFor("You have 45 seconds."))
    #expect(
      session.screen.contains(
        "Find 37 words worth 142 points (and 42 bonus words). You have 45 seconds."),
      "\(session.screen)")
    #expect(session.typeAtPrompt(":quit\r", after: "seconds."))
  }
  @Test("A party's comparison writes a score below zero as the language does")
  func partyMinus() throws {
    let swedish = try wordgameCommand(
      ["--players", "2", "--root", "silkworm", "--seed", "1"],
      input: Array(":hint\n:done\n:done\n".utf8), environment: ["LANG": "sv_SE.UTF-8"])
    #expect(
      swedish.stdoutLines.contains { $0.hasPrefix("Spelare 1: \u{2212}1 av 142 poäng") },
      "\(swedish.stdout)")
    let spoken = try wordgameCommand(
      ["--players", "2", "--root", "silkworm", "--seed", "1", "--screen-reader"],
      input: Array(":hint\n:done\n:done\n".utf8))
    #expect(
      spoken.stdoutLines.contains { $0.hasPrefix("Player 1: minus 1 of 142 points") },
      "\(spoken.stdout)")
  }
}
