import Foundation
import Testing
import WordScramble

@testable import wordgame

/// Screen-reader mode: nothing redrawn in place, the time said at intervals,
/// `:grid` and hints in words, no marks or symbols; the words and verdicts
/// as in the usual mode.
@Suite("Screen-reader mode")
struct ScreenReaderTests {
  /// Characters a screen reader reads out as symbols, or that draw: marks,
  /// blanks, the grid's Σ, box drawing, arrows, bullets.
  static func symbols(in text: String) -> [Character] {
    text.filter { character in
      "✓✗Σ_•·→←│─".contains(character)
        || character.unicodeScalars.contains {
          (0x2190...0x21FF).contains($0.value) || (0x2500...0x259F).contains($0.value)
        }
    }
  }

  @Test("The option, WORDGAME_SCREEN_READER and ACCESSIBLE turn it on; 0 turns it off")
  func turnedOn() {
    #expect(ScreenReader.isOn(option: true, environment: [:]))
    #expect(!ScreenReader.isOn(option: false, environment: [:]))
    #expect(ScreenReader.isOn(option: false, environment: ["WORDGAME_SCREEN_READER": "1"]))
    #expect(ScreenReader.isOn(option: false, environment: ["ACCESSIBLE": "1"]))
    #expect(!ScreenReader.isOn(option: false, environment: ["ACCESSIBLE": "0"]))
    #expect(!ScreenReader.isOn(option: false, environment: ["ACCESSIBLE": ""]))
    #expect(
      !ScreenReader.isOn(
        option: false, environment: ["WORDGAME_SCREEN_READER": "off", "ACCESSIBLE": "1"]))
    #expect(
      ScreenReader.isOn(option: true, environment: ["WORDGAME_SCREEN_READER": "0"]),
      "the option wins")
  }

  @Test("The time in words, said at each minute, at 30 and at 10 seconds")
  func times() {
    #expect(ScreenReader.spoken(120) == "2 minutes")
    #expect(ScreenReader.spoken(90) == "1 minute and 30 seconds")
    #expect(ScreenReader.spoken(3661) == "1 hour, 1 minute and 1 second")
    #expect(ScreenReader.spoken(1) == "1 second")
    var said: [Int64] = []
    var left: Int64 = 150
    while let next = ScreenReader.nextAnnouncement(below: left) {
      said.append(next)
      left = next
    }
    #expect(said == [120, 60, 30, 10])
    #expect(ScreenReader.nextAnnouncement(below: 42) == 30)
  }

  @Test("A timed round says the time left on lines of its own; the prompt never shows a clock")
  func timeSaid() throws {
    let player = try Player()
    let result = try player.play(
      ["--root", "silkworm", "--seed", "1", "--time", "2m", "--screen-reader"],
      [
        .wait(60), .line("silk"), .wait(30), .line("worm"), .wait(20), .line("milk"),
        .wait(10),
      ], interactive: true)
    let lines = result.stdout.components(separatedBy: "\n")
    #expect(
      lines.contains("Find 37 words worth 142 points (and 42 bonus words). You have 2 minutes."))
    let expected = [
      "> ", "1 minute left.",
      "> silk: +4 points — 4 of 142 points, 1 of 37 words — rank: Novice",
      "> ", "30 seconds left.",
      "> worm: +4 points — 8 of 142 points, 2 of 37 words — rank: Apprentice",
      "> ", "10 seconds left.", "> milk: +4 points — 12 of 142 points, 3 of 37 words",
      "> ", "Time's up!",
    ]
    #expect(result.stdout.contains(expected.joined(separator: "\n")), "\(result.stdout)")
    #expect(!result.stdout.contains(":0"), "no clock: \(result.stdout)")
    #expect(!result.stdout.contains("\r"))
    #expect(result.status == 0)
  }

  @Test("A round left with Ctrl-C says the time left in words")
  func timeLeftInWords() throws {
    let player = try Player()
    let result = try player.play(
      ["--root", "silkworm", "--seed", "1", "--time", "2m", "--screen-reader"],
      [.wait(30), .line("silk"), .wait(0.4), .signal(SIGINT), .signal(SIGINT)], interactive: true)
    // The first Ctrl-C clears the line; the second leaves the round.
    #expect(result.stdout.contains("Line cleared."), "\(result.stdout)")
    #expect(result.stdout.contains("Time left: 1 minute and 30 seconds."), "\(result.stdout)")
    #expect(result.status == 130)
  }

  @Test(":grid and hints in words, with no blanks, table or symbols")
  func gridAndHints() throws {
    let player = try Player()
    let result = try player.play(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"],
      [.line("silk"), .line(":grid"), .line(":hint"), .line(":hint"), .line(":quit")])
    #expect(
      result.stdout.contains(
        """
        Words left (36), by first letter and length:
        Starting with I, 3 words: 2 3-letter words, 1 4-letter word.
        Starting with K, 1 word: 1 5-letter word.
        Starting with L, 2 words: 1 3-letter word, 1 4-letter word.
        Starting with M, 4 words: 1 3-letter word, 2 4-letter words, 1 5-letter word.
        Starting with O, 4 words: 2 3-letter words, 2 4-letter words.
        Starting with R, 5 words: 2 3-letter words, 3 4-letter words.
        Starting with S, 11 words: 3 3-letter words, 6 4-letter words, 2 5-letter words.
        Starting with W, 6 words: 1 3-letter word, 3 4-letter words, 2 5-letter words.
        By length: 12 3-letter words, 18 4-letter words, 6 5-letter words.
        Hint: a 4-letter word starting with R. It costs 1 point.
        Hint: a 4-letter word starting with R, I. It costs 1 point.
        """), "\(result.stdout)")
    #expect(Self.symbols(in: result.stdout).isEmpty, "\(Self.symbols(in: result.stdout))")
    // The words and verdicts are as in the usual mode.
    let usual = try player.play(
      ["--root", "silkworm", "--seed", "1", "--new"],
      [.line("silk"), .line(":grid"), .line(":hint"), .line(":hint"), .line(":quit")])
    #expect(usual.stdout.contains("Hint: a 4-letter word: R I _ _ (-1 point)"))
    // Verdicts and summary lines.
    let verdicts = { (text: String) in
      text.components(separatedBy: "\n").filter {
        $0.contains(" — ") || $0.hasPrefix("Score:") || $0.hasPrefix("Words found")
          || $0.contains(" letters: ") && !$0.contains("_")
      }
    }
    #expect(verdicts(result.stdout) == verdicts(usual.stdout))
    #expect(verdicts(result.stdout).count == 6)
  }

  @Test("A daily puzzle's share line has commas, not dots, when it ends and when it is shown again")
  func shareLine() throws {
    let player = try Player()
    // At a terminal :quit asks first whether to end the daily puzzle for good.
    let played = try player.play(
      ["--daily", "--screen-reader"], [.line("tidy"), .line(":quit"), .line("y")],
      interactive: true)
    let said = "WordScramble #1 2026-12-01, 4/126 points, 1/34 words, Novice"
    #expect(played.stdout.contains("\n\(said)\n"), "\(played.stdout)")
    #expect(!played.stdout.contains("·"))
    let again = try player.play(["--daily", "--screen-reader"], [])
    #expect(again.stdout.hasSuffix("\n\(said)\n"), "\(again.stdout)")
    let usual = try player.play(["--daily"], [])
    #expect(
      usual.stdout.hasSuffix("\nWordScramble #1 2026-12-01 · 4/126 points · 1/34 words · Novice\n"))
  }

  @Test("In German and Russian: the time, :grid and hints in the player's words and plurals")
  func translated() throws {
    let script = ":grid\n:hint\n:quit\n"
    let arguments = ["--root", "silkworm", "--seed", "1", "--screen-reader", "--time", "90"]
    let german = try wordgameCommand(arguments, input: script, environment: ["LANG": "de_DE.UTF-8"])
    for line in [
      "Finde 37 Wörter im Wert von 142 Punkten (und 42 Bonuswörter). Du hast 1 Minute und 30 Sekunden Zeit.",
      "Anfangsbuchstabe I, 3 Wörter: 2 Wörter mit 3 Buchstaben, 1 Wort mit 4 Buchstaben.",
      "Anfangsbuchstabe K, 1 Wort: 1 Wort mit 5 Buchstaben.",
      "Nach Länge: 12 Wörter mit 3 Buchstaben, 19 Wörter mit 4 Buchstaben, 6 Wörter mit 5 Buchstaben.",
      "Tipp: ein Wort mit 4 Buchstaben, beginnend mit R. Das kostet 1 Punkt.",
    ] {
      #expect(german.stdoutLines.contains(line), "\(german.stdout)")
    }
    let russian = try wordgameCommand(
      arguments, input: script, environment: ["LANG": "ru_RU.UTF-8"])
    for line in [
      "Первая буква I, 3 слова: 2 слова из 3 букв, 1 слово из 4 букв.",
      "Первая буква K, 1 слово: 1 слово из 5 букв.",
    ] {
      #expect(russian.stdoutLines.contains(line), "\(russian.stdout)")
    }
    #expect(russian.stdout.contains("У вас 1 минута и 30 секунд."))
  }

  @Test(
    "On a terminal: no line editor, no redraw, no cursor movement, no marks; the verdicts as usual",
    arguments: [
      (["--screen-reader"], [:]), ([], ["WORDGAME_SCREEN_READER": "1"]), ([], ["ACCESSIBLE": "1"]),
    ] as [([String], [String: String])])
  func terminal(arguments: [String], environment: [String: String]) throws {
    let session = try TerminalSession(
      ["--root", "silkworm", "--seed", "1", "--time", "11"] + arguments,
      environment: ["TERM": "xterm-256color", "LC_ALL": "C"].merging(environment) { $1 },
      columns: 80)
    // A second after the prompt, 10 seconds are left: said after it, on a line of its own.
    // The prompt comes back after the line: wait for it too.
    #expect(session.waitFor("10 seconds left.\u{1B}[0m\r\n> "))
    #expect(
      session.screen.contains("> \r\n\u{1B}[1m10 seconds left.\u{1B}[0m\r\n> "),
      "\(session.screen.debugDescription)")
    #expect(session.typeAtPrompt("silk\r", after: "10 seconds left."))
    #expect(session.waitFor("silk: +4 points — 4 of 142 points"))
    #expect(session.typeAtPrompt(":hint\r", after: "4 of 142 points"))
    #expect(session.waitFor("Hint: a 4-letter word starting with R. It costs 1 point."))
    #expect(session.typeAtPrompt(":quit\r", after: "It costs 1 point."))
    #expect(session.waitFor("Round over. Start word: silkworm"))
    #expect(session.exitStatus() == 0)
    let screen = session.screen
    #expect(!screen.contains("✓") && !screen.contains("✗"), "no marks")
    #expect(!screen.contains("0:1"), "no clock in the prompt")
    // Every carriage return ends a line; the only escape sequences are colours.
    #expect(!screen.replacing("\r\n", with: "\n").contains("\r"), "\(screen.debugDescription)")
    let sequences = screen.matches(of: #/\u{1B}\[[0-9;?]*([A-Za-z])/#).map { String($0.output.1) }
    #expect(sequences.allSatisfy { $0 == "m" }, "\(sequences)")
    #expect(!screen.contains("\u{1B}[?"), "no terminal mode changes")
  }

  @Test(
    ":ranks and :two in words: the rank reached said, not pointed at; letters apart, no dashes"
  )
  func ranksAndTwo() throws {
    let player = try Player()
    let result = try player.play(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"],
      [.line("silk"), .line(":ranks"), .line(":two"), .line(":quit")])
    let lines = result.stdoutLines
    #expect(lines.contains("  Novice: 3 points (your rank)"), "\(result.stdout)")
    #expect(!result.stdout.contains("←"))
    let two = try #require(lines.firstIndex(of: "Words left (36), by their first two letters:"))
    #expect(
      Array(lines[(two + 1)...(two + 8)]) == [
        "I, L: 1; I, R: 2.", "K, I: 1.", "L, O: 2.", "M, I: 2; M, O: 2.", "O, I: 2; O, W: 2.",
        "R, I: 3; R, O: 2.", "S, I: 2; S, K: 2; S, L: 2; S, M: 1; S, O: 2; S, W: 2.", "W, O: 6.",
      ])
    #expect(Self.symbols(in: result.stdout).isEmpty, "\(Self.symbols(in: result.stdout))")
    // The usual mode keeps its arrow and dashes.
    let usual = try player.play(
      ["--root", "silkworm", "--seed", "1", "--new"],
      [.line("silk"), .line(":ranks"), .line(":two"), .line(":quit")])
    #expect(usual.stdoutLines.contains("    3  Novice  ← your rank"))
    #expect(usual.stdoutLines.contains("  SI-2 SK-2 SL-2 SM-1 SO-2 SW-2"))
  }

  @Test(
    "A timed daily's question whether to end it: no clock before it, and asked again after the time is said"
  )
  func dailyQuestion() throws {
    let player = try Player(today: "2026-12-01")
    let question = "End the daily puzzle of December 1, 2026 for good and see every answer? [y/N] "
    let result = try player.play(
      ["--daily", "--time", "2m", "--screen-reader"],
      [.line("tidy"), .wait(50), .line(":quit"), .wait(10), .line("y")], interactive: true)
    #expect(result.status == 0)
    // The minute is said while the question waits; the question is asked
    // again, and the answer typed before it is still read.
    #expect(
      result.stdout.contains("> \(question)\n1 minute left.\n\(question)Words missed (33):"),
      "\(result.stdout)")
    #expect(!result.stdout.contains(#/\d:\d\d /#), "no clock: \(result.stdout)")
    #expect(result.stdoutLines.last?.hasPrefix("WordScramble #1 2026-12-01, ") == true)
    #expect(!result.stdout.contains("·"))
  }

  @Test("--yesterday's share line has commas in screen-reader mode")
  func yesterday() throws {
    let player = try Player(today: "2026-12-01")
    _ = try player.play(["--daily"], [.line("tidy"), .line(":quit")])
    player.today = try #require(CalendarDate("2026-12-02"))
    let said = try player.play(["--yesterday", "--screen-reader"], [])
    #expect(
      said.stdoutLines.last?.hasPrefix("WordScramble #1 2026-12-01, ") == true, "\(said.stdout)")
    #expect(!said.stdout.contains("·"))
    let shown = try player.play(["--yesterday"], [])
    #expect(shown.stdoutLines.last?.hasPrefix("WordScramble #1 2026-12-01 · ") == true)
  }
}
