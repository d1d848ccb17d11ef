import Foundation
import Rendering
import Testing
import WordScramble
import WordScrambleBatch

@testable import wordgame

/// What the eighteenth native read (#51) found and the next session fixed,
/// as players see it.
@Suite("Left from the eighteenth read: what the program writes")
struct EighteenthReadTests {
  @Test("A command too long for the terminal is continued as a shell continues a line")
  func commandContinued() {
    let code = "C1-081G-00K6-E886-2A0G-PPH6-87QC-R51H-TF18-M4"
    let command = "wordgame --challenge \(code) --players 2"
    let text = "Play it again as a party: " + command
    // At 80 columns it fits without its indent, so it goes without it.
    #expect(
      LineLayout.command(command).lines(text, width: 80) == ["Play it again as a party:", command])
    let lines = LineLayout.command(command).lines(text, width: 70)
    #expect(
      lines == [
        "Play it again as a party:",
        "    wordgame \\",
        "    --challenge \(code) \\",
        "    --players 2",
      ])
    #expect(lines.allSatisfy { $0.count <= 70 })
    // Where it fits, it is one line, as before.
    #expect(LineLayout.command(command).lines(text, width: 120) == [text])
  }

  @Test("--yesterday's lists continue under their first word, as a round's missed words do")
  func yesterdayListIndent() throws {
    let session = try PlaySessionTests().session()
    let day = try #require(CalendarDate(year: 2026, month: 12, day: 5))
    let lines = PlayCommand.answerLines(session.game, day: day, played: nil)
    let line = try #require(lines.first { $0.text.hasPrefix("  4 letters:") })
    #expect(
      line.layout.lines(line.text, width: 26) == [
        "  4 letters: milk, silk,",
        "             worm",
      ])
  }

  @Test("why says the dictionary knows a word only as a name, not that it lacks it")
  func nameOnly() throws {
    let result = try wordgameCommand(["why", "--dict", "it_IT", "Italia", "casa"])
    #expect(
      Array(result.stdoutLines.prefix(2)) == [
        "Italia: not recognized",
        "  it_IT knows it only as a name (Italia), and names do not count.",
      ], "\(result.stdout)\(result.stderr)")
    let json = try wordgameCommand(["why", "--dict", "it_IT", "--json", "mario"])
    #expect(json.stdout.contains("\"reasons\":[\"nameOnly\"]"), "\(json.stdout)")
    // en_US answers from its word list, which lists no names: Hunspell is asked.
    let english = try wordgameCommand(["why", "london"])
    #expect(
      english.stdoutLines.contains(
        "  en_US knows it only as a name (London), and names do not count."), "\(english.stdout)")
    // A word the dictionary lacks in every case is still said to be lacking.
    let unknown = try wordgameCommand(["why", "--dict", "it_IT", "qzxv"])
    #expect(unknown.stdoutLines.contains("  it_IT does not accept it."), "\(unknown.stdout)")
  }

  @Test("A German player's own word keeps the capital the personal list gives it")
  func personalCapital() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("personal.txt")
    try "Sufari\nquatschwort\n".write(to: list, atomically: true, encoding: .utf8)
    let why = try wordgameCommand([
      "why", "--dict", "de_DE", "--personal", list.path, "sufari", "Quatschwort",
    ])
    #expect(why.stdoutLines.contains("Sufari: bonus word"), "\(why.stdout)\(why.stderr)")
    // Written in lower case in the list, it stays so (as hunspell -p keeps it).
    #expect(why.stdoutLines.contains("quatschwort: bonus word"), "\(why.stdout)")
    let played = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Aufpreis", "--personal", list.path, "--new"],
      input: "sufari\n:quit\n", environment: ["HOME": folder.path])
    #expect(
      played.stdoutLines.contains { $0.hasPrefix("Sufari: +6 points, bonus word") },
      "\(played.stdout)")
  }

  @Test("A party turn's end line counts its hints, as the final table does")
  func partyTurnHints() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try wordgameCommand(
      ["--names", "Ana,Bruno", "--seed", "4", "--root", "silkworm"],
      input: ":hint\n:done\n:done\n", environment: ["HOME": folder.path])
    let ana = result.stdoutLines.filter { $0.hasPrefix("Ana: ") }
    // The turn's end and the table: both with the hint.
    #expect(ana.count == 2, "\(result.stdout)")
    #expect(ana.allSatisfy { $0.hasSuffix(" (1 hint)") }, "\(ana)")
    #expect(result.stdoutLines.contains { $0.hasPrefix("Bruno: ") && !$0.contains("hint") })
  }

  @Test("--allow-vulgar allows the vulgar words a dictionary lacks; a slur is called a slur")
  func vulgarAllowed() throws {
    // es_ES lacks `cojones`: with the option it is a bonus word, not a made-up one.
    let allowed = try wordgameCommand(
      ["check", "--dict", "es_ES", "--allow-vulgar"], input: "cojones\nmaricón\n")
    #expect(
      allowed.stdoutLines.prefix(2) == [
        "cojones\tok\t7\tbonus", "maricón\tWord not allowed\tSlurs don't count in this game.",
      ], "\(allowed.stdout)")
    let blocked = try wordgameCommand(["check", "--dict", "es_ES"], input: "cojones\n")
    #expect(blocked.stdoutLines.first?.hasPrefix("cojones\tWord not allowed") == true)
    let why = try wordgameCommand([
      "why", "--dict", "es_ES", "--allow-vulgar", "cojones", "maricón",
    ])
    #expect(
      why.stdoutLines == [
        "cojones: bonus word",
        "  A vulgar word, allowed (--allow-vulgar): a bonus word, never required.",
        "maricón: blocked",
        "  A slur of the language's blocked list.",
      ], "\(why.stdout)")
  }

  @Test("stats says there is no best untimed score yet, not 0, when only timed rounds were played")
  func noUntimedBest() throws {
    var statistics = Statistics()
    var timed = Statistics.Outcome(
      finished: true, words: ["silk"], score: 4, possiblePoints: 260, rank: .beginner)
    timed.timeLimit = 15
    statistics.record(timed)
    let today = try #require(CalendarDate("2026-12-06"))
    let shown = TextRenderer(messages: .english).statistics(statistics, today: today)
    #expect(shown.contains("Best score: none yet\nBest share of a round's points: none yet\n"))
    #expect(
      shown.contains("Best timed rounds, score (share) by --time: 15s:\u{A0}4\u{A0}(2%)"),
      "\(shown)")
    let spanish = try #require(MessageCatalog.bundled(language: "es"))
    #expect(
      TextRenderer(messages: spanish).statistics(statistics, today: today).contains(
        "Mejor puntuación: ninguna todavía"))
    // An untimed round scored: its best, as before.
    statistics.record(
      Statistics.Outcome(
        finished: true, words: ["silk"], score: 4, possiblePoints: 260, rank: .beginner))
    let after = TextRenderer(messages: .english).statistics(statistics, today: today)
    #expect(after.contains("Best score: 4\nBest share of a round's points: 2%\n"), "\(after)")
  }

  @Test("Long accented words are words before the word list is cached, with --allow-vulgar too")
  func longAccentedWords() throws {
    // A first check (no list cached yet) asks Hunspell about each spelling
    // of a key: Spanish conoció has to be among those tried.
    for extra in [[], ["--allow-vulgar"]] {
      let cache = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: cache) }
      let result = try wordgameCommand(
        ["check", "--dict", "es_ES"] + extra, input: "conoció\nabdicación\nreelección\n",
        environment: ["XDG_CACHE_HOME": cache.path])
      #expect(
        result.stdoutLines.prefix(3).allSatisfy { $0.contains("\tok\t") },
        "\(extra): \(result.stdout)")
    }
  }

  @Test(
    "why: a Roman numeral is bonus for its shape, with no letter's frequency; checche is checché")
  func romanNumeralsAndChecche() throws {
    let why = try wordgameCommand(["why", "--dict", "it_IT", "xiv", "checche"])
    #expect(
      Array(why.stdoutLines.prefix(2)) == [
        "xiv: bonus word", "  Bonus by its shape: a Roman numeral.",
      ], "\(why.stdout)")
    #expect(!why.stdout.contains("zipf 5.2"), "\(why.stdout)")
    #expect(why.stdoutLines.contains("checché: required answer"), "\(why.stdout)")
  }

  @Test("A challenge decides its round: --seed with it is an error, not ignored")
  func challengeSeed() throws {
    let made = try wordgameCommand(["--root", "silkworm"], input: ":challenge\n:quit\n")
    let code = try #require(made.stdout.firstMatch(of: /C1-[0-9A-Z-]+/)).output
    let result = try wordgameCommand(
      ["--challenge", String(code), "--seed", "3"], input: ":quit\n")
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("--challenge decides the round; it does not go with --seed"),
      "\(result.stderr)")
  }

  @Test("stats --dict with a name no dictionary has is an error, as in play")
  func statsUnknownDictionary() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try wordgameCommand(
      ["stats", "--dict", "xx_yy"], environment: ["XDG_STATE_HOME": folder.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("xx_yy"), "\(result.stderr)")
    #expect(result.stdout.isEmpty, "\(result.stdout)")
  }

  @Test("A line's word that fits only without the indent goes without it; an option keeps its date")
  func wrapping() {
    let code = "R1-001G-R431-KEB4-H4H0-RR7V-GA99-0800-0000-0000-0200-0000-0084-DG1G-60G4-3DBQ-T"
    let lines = HelpText.wrap("Your result: " + code, width: 80, indent: "", hanging: "    ")
    #expect(lines == "Your result:\n" + code)
    let note =
      "Obs: ditt pausade dagspussel för den 1 januari 2020 är sparat: wordgame --date 2020-01-01 återupptar det."
    let wrapped = HelpText.wrap(note, width: 80, indent: "", hanging: "    ")
    #expect(wrapped.contains("wordgame --date 2020-01-01"), "\(wrapped)")
  }

  @Test("A challenge given a --required list it was not made with says so, whatever the list holds")
  func challengeWithoutList() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("required.txt")
    try "rat\ntak\ndak\n".write(to: list, atomically: true, encoding: .utf8)
    let made = try wordgameCommand(["--root", "silkworm"], input: ":challenge\n:quit\n")
    let code = try #require(made.stdout.firstMatch(of: /C1-[0-9A-Z-]+/)).output
    let result = try wordgameCommand(
      ["--challenge", String(code), "--required", list.path], input: ":quit\n")
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: this round was made without a --required list: leave --required out\n",
      "\(result.stderr)")
  }

  @Test("A word of the same letters as one found names the word typed and the one it counts as")
  func countsAs() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let played = try wordgameCommand(
      ["--dict", "es_ES", "--root", "educador", "--new"], input: "dudó\ndudo\n:quit\n",
      environment: ["HOME": folder.path])
    #expect(
      played.stdoutLines.contains(
        "dudo: Word used already — It counts as 'dudó', found already."), "\(played.stdout)")
  }

  @Test("The wrap does not bind a command to a conjunction (`:quit e Ctrl-D`)")
  func wrapUnits() {
    let italian = HelpText.wrap(
      "Una volta trovata una risposta obbligatoria, :quit e Ctrl-D lo concludono definitivamente",
      width: 50, indent: "", hanging: "")
    #expect(
      italian.split(separator: "\n").first == "Una volta trovata una risposta obbligatoria, :quit",
      "\(italian)")
  }

  @Test("German vulgar nouns allowed keep their capital")
  func germanVulgarCapital() throws {
    let why = try wordgameCommand(["why", "--dict", "de_DE", "--allow-vulgar", "arsch"])
    #expect(why.stdoutLines.first == "Arsch: bonus word", "\(why.stdout)")
    // One de_DE lacks is a word with the option, with its capital.
    let missing = try wordgameCommand(["why", "--dict", "de_DE", "--allow-vulgar", "kacke"])
    #expect(missing.stdoutLines.first == "Kacke: bonus word", "\(missing.stdout)")
  }
}
