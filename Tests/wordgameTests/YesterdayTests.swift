import CommandLineOptions
import Foundation
import Testing
import WordScramble

@testable import wordgame

@Suite("--yesterday: yesterday's daily answers, never today's")
struct YesterdayTests {
  @Test(
    "Yesterday's answers by length, as its round reveals them; the player's share line when played")
  func answers() throws {
    // The puzzle of 2026-12-01 revealed on its day, by a player of its own.
    let revealed = try Player(today: "2026-12-01").play(["--daily"], [.line(":reveal")])
    let rows = revealed.stdoutLines.filter { $0.hasPrefix("  ") && $0.contains(" letters: ") }
    #expect(rows.count >= 3)
    let player = try Player(today: "2026-12-01")
    _ = try player.play(["--daily"], [.line("light"), .line(":quit")])
    // On the day itself, --yesterday is the day before: today's is not over.
    let same = try player.play(["--yesterday"], [])
    #expect(same.status == 0)
    #expect(
      same.stdoutLines.first?.hasPrefix("Yesterday's daily puzzle, November 30, 2026: ") == true)
    #expect(!same.stdout.contains("daylight"), "never today's puzzle")
    // The next day: the 1st's answers, and the player's result.
    player.today = try #require(CalendarDate("2026-12-02"))
    let shown = try player.play(["--yesterday"], [])
    #expect(shown.status == 0)
    #expect(
      shown.stdoutLines.first == "Yesterday's daily puzzle, No. 1, December 1, 2026: daylight")
    // The answers found are marked: sauce.
    let marked = rows.map { $0.replacing(/\blight\b/, with: "light (found)") }
    #expect(Array(shown.stdoutLines.dropFirst().prefix(rows.count)) == marked)
    #expect(shown.stdout.ranges(of: " (found)").count == 1, "\(shown.stdout)")
    #expect(
      Array(shown.stdoutLines.suffix(3)) == [
        "daylight: 34 answers, 126 points", "",
        "WordScramble #1 2026-12-01 · 5/126 points · 1/34 words · Novice",
      ])
    // Today's played puzzle says where yesterday's answers are.
    _ = try player.play(["--daily"], [.line(try answer(on: "2026-12-02")), .line(":quit")])
    let again = try player.play(["--daily"], [])
    #expect(again.stdoutLines.contains("Yesterday's answers: wordgame --yesterday"))
    // Another dictionary's yesterday, not played: no share line.
    let german = try player.play(["--yesterday", "--dict", "de_DE"], [])
    #expect(
      german.stdoutLines.first?.hasPrefix("Yesterday's daily puzzle, No. 1, December 1, 2026: ")
        == true
    )
    #expect(german.stdoutLines.last?.hasPrefix("WordScramble") == false)
  }

  @Test(
    "--yesterday plays nothing: options that play a round are refused; 1970-01-01 has no yesterday")
  func usage() throws {
    let today = try #require(CalendarDate("2026-12-02"))
    for option in ["--daily", "--new"] {
      #expect(
        throws: UsageError(
          "--yesterday shows answers; it does not go with --%s", String(option.dropFirst(2)))
      ) { try PlayCommand(parsed: PlayCommand.parse(["--yesterday", option]), today: today) }
    }
    #expect(
      throws: UsageError("--yesterday shows answers; it does not go with --%s", "date")
    ) {
      try PlayCommand(
        parsed: PlayCommand.parse(["--yesterday", "--date", "2026-12-01"]), today: today)
    }
    let first = try Player(today: "1970-01-01")
    #expect(try first.play(["--yesterday"], []).status == 2)
  }
}
