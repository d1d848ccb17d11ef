import CommandLineOptions
import Foundation
import Testing
import WordScramble

@testable import wordgame

/// What a native player of another language still stumbled on (#51): English
/// placeholders, system errors, decimal points and ISO dates inside translated
/// sentences, resume hints without the dictionary, English definitions of
/// another language's words, and a daily's number run together with its date.
@Suite("What a native player reads: placeholders, errors, numbers and dates")
struct NativePlayerTests {
  static let german = ["LANG": "de_DE.UTF-8"]

  @Test("Usage lines, help and option errors name their placeholders in the language")
  func placeholders() throws {
    let missing = try wordgameCommand(["play", "--root"], input: "", environment: Self.german)
    #expect(missing.status == 2)
    #expect(
      missing.stderr.hasPrefix(
        "Fehler: Für „--root <Wort>“ fehlt ein Wert.\nAufruf: wordgame play "),
      "\(missing.stderr)")
    for shown in ["[--roots <Datei>]", "[--date <JJJJ-MM-TT>]", "[--dict <Name|Pfad>]"] {
      #expect(missing.stderr.contains(shown), "\(shown)")
    }
    for english in ["<word>", "<file>", "<yyyy-mm-dd>", "<name|path>"] {
      #expect(!missing.stderr.contains(english), "\(english)")
    }
    let help = try wordgameCommand(["check", "--help"], input: "", environment: Self.german)
    #expect(help.stdout.contains("\n  --root <Wort> "), "\(help.stdout)")
    #expect(help.stdout.contains("[<Datei> ...]"))
    let french = try wordgameCommand(["bogus"], input: "", environment: ["LANG": "fr_FR.UTF-8"])
    #expect(french.stderr.contains("wordgame [<sous-commande>] [<options>]"), "\(french.stderr)")
    // English is as it was.
    let english = try wordgameCommand(["play", "--root"], input: "")
    #expect(english.stderr.hasPrefix("Error: Missing value for '--root <word>'\n"))
  }

  @Test("A system error inside a translated sentence is in the language too")
  func systemErrors() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("answers.txt")
    try "silk\n".write(to: file, atomically: true, encoding: .utf8)
    let missing = try wordgameCommand(
      ["check", "--root", "silkworm", folder.appendingPathComponent("none.txt").path], input: "",
      environment: Self.german)
    #expect(missing.status == 2)
    #expect(
      missing.stderr.hasSuffix(": Datei oder Verzeichnis nicht gefunden.\n"), "\(missing.stderr)")
    let notFolder = try wordgameCommand(
      ["check", "--root", "silkworm", file.path + "/x"], input: "",
      environment: ["LANG": "fr_FR.UTF-8"])
    #expect(notFolder.stderr.hasSuffix(": ce n'est pas un dossier.\n"), "\(notFolder.stderr)")
    #expect(!notFolder.stderr.contains("Not a directory"))
  }

  @Test("why writes a frequency with the language's decimal separator")
  func decimals() throws {
    let german = try wordgameCommand(["why", "silk"], input: "", environment: Self.german)
    let line = try #require(german.stdoutLines.first { $0.contains("Zipf-Wert") })
    #expect(line.contains(#/Zipf-Wert [0-9]+,[0-9] \(Pflicht ab 2,5\)/#), "\(line)")
    let english = try wordgameCommand(["why", "silk"], input: "")
    #expect(english.stdout.contains("(its family's; required from 2.5)"))
  }

  @Test("A date inside a sentence is written as the language writes dates; a typed one stays")
  func dates() throws {
    let future = try wordgameCommand(
      ["play", "--date", "2999-01-01"], input: "", environment: Self.german)
    #expect(future.status == 2)
    let error = try #require(future.stderr.split(separator: "\n").first.map(String.init))
    #expect(error.hasPrefix("Fehler: --date 2999-01-01 liegt in der Zukunft"), "\(error)")
    #expect(error.contains(#/\(heute: [0-9]+\. [A-Za-zä]+ [0-9]{4}\)\.$/#), "\(error)")
    let early = try wordgameCommand(
      ["play", "--date", "1900-01-01"], input: "", environment: Self.german)
    #expect(
      early.stderr.hasPrefix(
        "Fehler: --date 1900-01-01: Tagesrätsel gibt es vom 1. Januar 1970 bis zum 31. Dezember 9999.\n"
      ), "\(early.stderr)")
    #expect(
      throws: UsageError(
        "--date %s is a day to come: its puzzle is played on its day (today is %s)", "2026-12-02",
        reason: "December 1, 2026")
    ) {
      try PlayCommand(
        parsed: PlayCommand.parse(["--date", "2026-12-02"]),
        today: try #require(CalendarDate("2026-12-01")))
    }
  }

  @Test("A hint naming the command that resumes a round names its dictionary")
  func resumeHints() throws {
    let player = try Player(today: "2026-12-01")
    let daily = try player.play(["--daily", "--dict", "de_DE"], [.signal(SIGTERM)])
    #expect(
      daily.stdout.hasSuffix(
        "Round saved: run wordgame --daily --dict de_DE again to resume it.\n"),
      "\(daily.stdout)")
    // The note of a paused day names its dictionary too, read from its file.
    let persistence = Persistence(
      environment: testEnvironment(["XDG_STATE_HOME": player.state.path]))
    let tomorrow = try #require(CalendarDate("2026-12-02"))
    #expect(
      DailyOptions.pausedNotes(persistence, playing: tomorrow, today: tomorrow) == [
        "Note: your paused daily puzzle of December 1, 2026 is kept: wordgame --date 2026-12-01 --dict de_DE resumes it."
      ])
    let free = try player.play(
      ["--dict", "de_DE", "--root", "Hausfrau"], [.line("haus"), .signal(SIGTERM)])
    #expect(
      free.stdout.hasSuffix("Round saved: run wordgame --dict de_DE again to resume it.\n"),
      "\(free.stdout)")
    let english = try Player(today: "2026-12-01").play(["--daily"], [.signal(SIGTERM)])
    #expect(english.stdout.hasSuffix("Round saved: run wordgame --daily again to resume it.\n"))
  }

  @Test(":define in another language's round says definitions are English-only, for every word")
  func defineElsewhere() throws {
    let polish = try wordgameCommand(
      ["play", "--dict", "pl_PL", "--root", "malejący"], input: ":define ale\n:define\n:quit\n",
      environment: ["XDG_CACHE_HOME": languagesCacheHome])
    let said = polish.stdoutLines.filter { $0.hasPrefix("Definitions come from WordNet") }
    #expect(
      said == [
        "Definitions come from WordNet, in rounds with an English dictionary only (--dict en_US): there is none of 'ale' in this round.",
        "Definitions come from WordNet, in rounds with an English dictionary only (--dict en_US): there is none of 'malejący' in this round.",
      ], "\(polish.stdout)")
    #expect(!polish.stdout.contains("WordNet has no definition"))
  }

  @Test("Yesterday's puzzle names its number and its date apart")
  func yesterdayNumber() throws {
    let german = try wordgameCommand(["--yesterday"], input: "", environment: Self.german)
    let first = try #require(german.stdoutLines.first)
    #expect(
      first.contains(#/^Gestriges Tagesrätsel Nummer [0-9]+ \([0-9]+\. [A-Za-zä]+ [0-9]{4}\): /#),
      "\(first)")
  }
}
