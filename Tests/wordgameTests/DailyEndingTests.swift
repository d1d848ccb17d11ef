import Foundation
import Testing
import WordScramble

@testable import wordgame

@Suite("How a daily puzzle ends: for good once a word is found and the player says so")
struct DailyEndingTests {
  static let pausedNote =
    "No required answer found yet: the daily puzzle is paused, not ended (:reveal ends it, showing every answer)."

  @Test(
    "Piped: a daily left with nothing found (:quit, empty input) is paused: kept, not counted, no answer shown"
  )
  func nothingFoundPauses() throws {
    let player = try Player(today: "2026-12-01")
    let file = player.state.appendingPathComponent("wordgame/daily-2026-12-01.json")
    for script: [Typed] in [[.line("zzz"), .line(":quit")], [], [.line(":hint"), .line(":q")]] {
      let left = try player.play(["--daily"], script)
      #expect(left.status == 0)
      #expect(!left.stdout.contains("Words missed") && !left.stdout.contains("WordScramble "))
      #expect(
        Array(left.stdoutLines.suffix(2)) == [
          Self.pausedNote, "Round saved: run wordgame --daily again to resume it.",
        ], "\(left.stdout)")
      #expect(left.stdoutLines.contains("Round paused. Start word: daylight"))
      #expect(FileManager.default.fileExists(atPath: file.path), "kept")
    }
    let stats = try player.stats(["--json"])
    #expect(stats.stdout.contains("\"roundsPlayed\":0"), "\(stats.stdout)")
    // A word found, the same :quit ends it for good, with every answer.
    let ended = try player.play(["--daily"], [.line("light"), .line(":quit")])
    #expect(ended.stdoutLines.first == "Resuming your unfinished round.")
    #expect(ended.stdout.contains("Words missed (33):"))
    #expect(ended.stdoutLines.last?.hasPrefix("WordScramble ") == true)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    // :reveal asks for the answers: it ends a daily with nothing found.
    let other = try Player(today: "2026-12-01")
    let revealed = try other.play(["--daily"], [.line(":reveal")])
    #expect(revealed.stdout.contains("Words missed (34):"))
    #expect(revealed.stdoutLines.last?.hasPrefix("WordScramble ") == true)
  }

  @Test(
    "At a terminal :quit and Ctrl-D ask before ending the daily; no (or Enter, or a word) goes on, yes ends it"
  )
  func asksAtTerminal() throws {
    let player = try Player(today: "2026-12-01")
    let question = "End the daily puzzle of December 1, 2026 for good and see every answer? [y/N] "
    let played = try player.play(
      ["--daily"],
      [
        .line("light"), .line(":quit"), .line("n"), .line("tidy"), .line(":quit"), .line(""),
        .line(":reveal"), .line("daily"), .line(":quit"), .line("yes"),
      ], interactive: true)
    #expect(played.status == 0)
    let lines = played.stdoutLines
    #expect(
      lines.contains(
        "Ctrl-C pauses this puzzle and wordgame --daily resumes it; once a required answer is found, :quit ends it for good, showing every answer."
      ))
    // No, Enter and a word each go on; the word is not judged.
    #expect(
      lines.filter { $0 == "> \(question)The daily puzzle goes on." }.count == 3, "\(played.stdout)"
    )
    #expect(!played.stdout.contains("daily: +"))
    #expect(played.stdout.contains("tidy: +4 points"))
    #expect(played.stdout.contains("> \(question)Words missed (32):"))
    #expect(lines.last == "WordScramble #1 2026-12-01 · 9/126 points · 2/34 words · Apprentice")
    // Ctrl-D at the question pauses the puzzle: it is kept.
    player.today = try #require(CalendarDate("2026-12-02"))
    let word = try answer(on: "2026-12-02")
    let paused = try player.play(["--daily"], [.line(word)], interactive: true)
    let asked = "End the daily puzzle of December 2, 2026 for good and see every answer? [y/N] "
    #expect(paused.stdout.contains("> \n\(asked)\n"), "\(paused.stdout)")
    #expect(paused.stdoutLines.last == "Round saved: run wordgame --daily again to resume it.")
    #expect(!paused.stdout.contains("Words missed"))
    let resumed = try player.play(["--daily"], [.line(":quit"), .line("y")], interactive: true)
    #expect(resumed.stdoutLines.contains("Resuming your unfinished round."))
    #expect(resumed.stdoutLines.last?.hasPrefix("WordScramble #2 2026-12-02 · ") == true)
  }

  @Test(
    ":new in a daily behaves as :quit: paused with nothing found, asked at a terminal, ended and counted piped"
  )
  func newIsQuit() throws {
    let player = try Player(today: "2026-12-01")
    let file = player.state.appendingPathComponent("wordgame/daily-2026-12-01.json")
    let nothing = try player.play(["--daily"], [.line(":new")])
    #expect(Array(nothing.stdoutLines.suffix(2)).first == Self.pausedNote, "\(nothing.stdout)")
    #expect(!nothing.stdout.contains("WordScramble "), "no share line for a paused day")
    #expect(FileManager.default.fileExists(atPath: file.path), "kept")
    // At a terminal :new asks, and no goes on with the words found.
    let asked = try player.play(
      ["--daily"], [.line("light"), .line(":new"), .line("n"), .line("tidy"), .signal(SIGINT)],
      interactive: true)
    #expect(asked.stdout.contains("The daily puzzle goes on."), "\(asked.stdout)")
    #expect(asked.stdout.contains("tidy: +4 points"))
    // Piped with words found it ends for good, the day played and counted.
    let ended = try player.play(["--daily"], [.line(":new")])
    #expect(ended.stdout.contains("Words missed (32):"), "\(ended.stdout)")
    #expect(
      ended.stdoutLines.last
        == "WordScramble #1 2026-12-01 · 9/126 points · 2/34 words · Apprentice")
    #expect(!FileManager.default.fileExists(atPath: file.path))
    let again = try player.play(["--daily"], [])
    #expect(again.stdoutLines.first?.hasPrefix("You have played the daily puzzle") == true)
    let stats = try player.stats(["--json"])
    #expect(stats.stdout.contains(#""dailiesPlayed":1"#), "\(stats.stdout)")
    #expect(stats.stdout.contains(#""dailyStreak":1"#), "\(stats.stdout)")
  }

  @Test("Yes is understood in the player's language, and English y and yes everywhere")
  func yesWords() throws {
    let yes = [
      "de": ["j", "ja", "Ja"], "fr": ["o", "oui", " OUI "], "es": ["s", "sí", "si"],
      "it": ["s", "sì", "si"], "pt": ["s", "sim"], "nl": ["j", "ja"], "sv": ["j", "ja"],
      "pl": ["t", "tak"], "ru": ["д", "да", "Да"],
    ]
    let choices = [
      "de": "[j/N]", "fr": "[o/N]", "es": "[s/N]", "it": "[s/N]", "pt": "[s/N]", "nl": "[j/N]",
      "sv": "[j/N]", "pl": "[t/N]", "ru": "[д/Н]",
    ]
    for (language, words) in yes {
      let catalog = try #require(MessageCatalog.bundled(language: language))
      #expect(YesNo.choices(in: catalog) == choices[language])
      for word in words + ["y", "yes", "Y"] {
        #expect(YesNo.isYes(word, in: catalog), "\(language): \(word)")
      }
      for word in ["", "n", "no", "nein", "non", "нет", "nie", "yess", "ja ja"] {
        #expect(!YesNo.isYes(word, in: catalog), "\(language): \(word)")
      }
    }
    #expect(YesNo.isYes("yes") && YesNo.isYes(" Y ") && !YesNo.isYes("j"))
    #expect(YesNo.choices(in: .english) == "[y/N]")
  }
}
