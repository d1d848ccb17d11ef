import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

@Suite("The daily puzzle")
struct DailyTests {
  @Test("Dates: parsed strictly, counted in days, leap years right")
  func dates() throws {
    let date = try #require(CalendarDate("2026-12-01"))
    #expect(date.description == "2026-12-01")
    #expect(CalendarDate(dayNumber: date.dayNumber) == date)
    #expect(CalendarDate("1970-01-01")?.dayNumber == 0)
    #expect(CalendarDate("2024-02-29")?.dayNumber == 19_782)
    for bad in [
      "2026-13-01", "2025-02-29", "2026-1-01", "26-12-01", "2026-12-01x", "", "１９７０-01-01",
    ] {
      #expect(CalendarDate(bad) == nil, "\(bad)")
    }
    #expect(CalendarDate("2100-02-29") == nil && CalendarDate("2000-02-29") != nil)
  }

  @Test("One word a day, the same for everyone; none repeats within a year")
  func schedule() throws {
    let list = try StartWords.bundled()
    let first = try #require(CalendarDate("2026-12-01"))
    #expect(list.dailyWord(on: first, dictionary: "en_US") == "routines")
    let year = (0..<366).map {
      list.dailyWord(on: CalendarDate(dayNumber: first.dayNumber + $0), dictionary: "en_US")
    }
    #expect(Set(year).count == 366)
    // The order is the dictionary's own.
    #expect(
      (0..<10).contains { day in
        let date = CalendarDate(dayNumber: first.dayNumber + day)
        return list.dailyWord(on: date, dictionary: "en_GB")
          != list.dailyWord(on: date, dictionary: "en_US")
      })
  }

  @Test("--daily plays the day's word, saved apart from the free round, and ends with a share line")
  func play() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let today = ["XDG_STATE_HOME": state.path, "WORDGAME_TODAY": "2026-12-01"]
    // A free round left unfinished…
    let free = try RunningGame(["play", "--root", "silkworm"], environment: today)
    free.type("silk\n")
    #expect(free.readUntil("silk: +4"))
    _ = free.stop(with: SIGTERM)
    // …stays while the daily puzzle is played, paused and resumed.
    let daily = try RunningGame(["play", "--daily"], environment: today)
    daily.type("stone\n")
    #expect(daily.readUntil("stone: +5"))
    _ = daily.stop(with: SIGTERM)
    let seeded = try wordgame(["play", "--date", "2026-12-02", "--seed", "7"], input: ":quit\n")
    #expect(
      seeded.stderr == "Note: --seed is ignored: the daily puzzle is the same for every player.\n")
    let resumed = try wordgame(["play", "--daily"], input: "rust\n:quit\n", environment: today)
    #expect(resumed.stdoutLines.first == "Resuming your unfinished round.")
    #expect(resumed.stdoutLines.contains("Start word: routines"))
    #expect(
      resumed.stdoutLines.suffix(2) == ["", "WordScramble 2026-12-01 · 2/203 words · Beginner"])
    let share = try #require(resumed.stdoutLines.last)
    #expect(
      !share.contains("stone") && !share.contains("rust"), "the share line gives no word away")
    let again = try wordgame(["play"], input: ":quit\n", environment: today)
    #expect(again.stdoutLines.first == "Resuming your unfinished round.")
    #expect(again.stdoutLines.contains("Start word: silkworm"))
    // Any day by --date, past or future; the same word as --daily on that day.
    let archive = try wordgame(
      ["play", "--date", "2026-12-01"], input: ":quit\n",
      environment: ["XDG_STATE_HOME": state.path])
    #expect(archive.stdoutLines.first == "Start word: routines")
    let future = try wordgame(["play", "--date", "2031-06-30"], input: ":quit\n")
    #expect(future.stdoutLines.first?.hasPrefix("Start word: ") == true)
    #expect(future.stdoutLines.first != "Start word: routines")
    for (arguments, message) in [
      (
        ["--daily", "--root", "silkworm"],
        "Error: --daily picks the start word; it does not go with --root"
      ),
      (["--date", "2026-02-30"], "Error: --date takes a day as YYYY-MM-DD, such as 2026-12-01"),
    ] {
      let result = try wordgame(arguments, input: "")
      #expect(result.status == 2 && result.stderr.hasPrefix(message), "\(result.stderr)")
    }
  }

  @Test("stats shows the daily streak: days in a row, broken by a missed day, not by the archive")
  func streak() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    func play(_ day: String) throws {
      _ = try wordgame(
        ["play", "--daily"], input: "zzz\n:quit\n",
        environment: ["XDG_STATE_HOME": state.path, "WORDGAME_TODAY": day])
    }
    func streak(on day: String) throws -> String? {
      let result = try wordgame(
        ["stats", "--json"], input: "",
        environment: ["XDG_STATE_HOME": state.path, "WORDGAME_TODAY": day])
      return result.stdout.firstMatch(of: /"dailyStreak":(\d+)/).map { String($0.1) }
    }
    try play("2026-12-01")
    try play("2026-12-02")
    #expect(try streak(on: "2026-12-02") == "2")
    #expect(try streak(on: "2026-12-03") == "2", "today not played yet")
    _ = try wordgame(
      ["play", "--date", "2026-11-01"], input: "zzz\n:quit\n",
      environment: ["XDG_STATE_HOME": state.path, "WORDGAME_TODAY": "2026-12-03"])
    try play("2026-12-03")
    #expect(try streak(on: "2026-12-03") == "3")
    #expect(try streak(on: "2026-12-05") == "0", "a day missed")
    try play("2026-12-05")
    #expect(try streak(on: "2026-12-05") == "1")
    let text = try wordgame(
      ["stats"], input: "",
      environment: ["XDG_STATE_HOME": state.path, "WORDGAME_TODAY": "2026-12-05"])
    #expect(text.stdoutLines.contains("Daily puzzles in a row: 1 (last: 2026-12-05)"))
  }
}
