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
    #expect(list.dailyWord(on: first, dictionary: "en_US") == "airliner")
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
    daily.type("learn\n")
    #expect(daily.readUntil("learn: +5"))
    _ = daily.stop(with: SIGTERM)
    let seeded = try wordgame(["play", "--date", "2026-12-02", "--seed", "7"], input: ":quit\n")
    #expect(
      seeded.stderr == "Note: --seed is ignored: the daily puzzle is the same for every player.\n")
    let resumed = try wordgame(["play", "--daily"], input: "rail\n:quit\n", environment: today)
    #expect(resumed.stdoutLines.first == "Resuming your unfinished round.")
    #expect(resumed.stdoutLines.contains("Start word: airliner"))
    #expect(
      resumed.stdoutLines.suffix(2) == ["", "WordScramble 2026-12-01 · 2/44 words · Apprentice"])
    let share = try #require(resumed.stdoutLines.last)
    #expect(
      !share.contains("learn") && !share.contains("rail"), "the share line gives no word away")
    let again = try wordgame(["play"], input: ":quit\n", environment: today)
    #expect(again.stdoutLines.first == "Resuming your unfinished round.")
    #expect(again.stdoutLines.contains("Start word: silkworm"))
    // Any day by --date, past or future; the same word as --daily on that day.
    // Played to its end, the day shows its result, from any later day too.
    let later = ["XDG_STATE_HOME": state.path, "WORDGAME_TODAY": "2026-12-05"]
    let finished = try wordgame(
      ["play", "--date", "2026-12-01"], input: ":quit\n", environment: later)
    #expect(
      finished.stdoutLines.first
        == "You have played the daily puzzle of 2026-12-01 already; each day's is played once.")
    let fresh = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: fresh) }
    let archive = try wordgame(
      ["play", "--date", "2026-12-01"], input: ":quit\n",
      environment: ["XDG_STATE_HOME": fresh.path, "WORDGAME_TODAY": "2026-12-05"])
    #expect(
      Array(archive.stdoutLines.prefix(2)) == [
        "Daily puzzle of 2026-12-01.", "Start word: airliner",
      ])
    let future = try wordgame(
      ["play", "--date", "2031-06-30"], input: ":quit\n",
      environment: ["XDG_STATE_HOME": fresh.path, "WORDGAME_TODAY": "2026-12-05"])
    #expect(future.stdoutLines.first == "Daily puzzle of 2031-06-30.")
    #expect(future.stdoutLines.dropFirst().first?.hasPrefix("Start word: ") == true)
    #expect(future.stdoutLines.dropFirst().first != "Start word: airliner")
    for (arguments, message) in [
      (
        ["--daily", "--root", "silkworm"],
        "Error: --daily picks the start word; it does not go with --root"
      ),
      (["--date", "2026-02-30"], "Error: --date 2026-02-30: there is no such day"),
      (["--date", "2026-13-01"], "Error: --date 2026-13-01: there is no such day"),
      (["--date", "tomorrow"], "Error: --date takes a day as YYYY-MM-DD, such as 2026-12-01"),
    ] {
      let result = try wordgame(arguments, input: "")
      #expect(result.status == 2 && result.stderr.hasPrefix(message), "\(result.stderr)")
    }
  }

  @Test(
    "A daily puzzle's life: it says its day, pauses, resumes with its hints, and is played once")
  func life() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let today = ["XDG_STATE_HOME": state.path, "WORDGAME_TODAY": "2026-12-01"]
    let daily = try RunningGame(["play", "--daily"], environment: today)
    daily.type("learn\n:hint\n")
    #expect(daily.readUntil("Hint: "))
    _ = daily.stop(with: SIGINT)
    #expect(daily.seen.hasPrefix("Daily puzzle of 2026-12-01.\nStart word: airliner\n"))
    #expect(daily.seen.hasSuffix("Round saved: run wordgame --daily again to resume it.\n"))
    let resumed = try wordgame(["play", "--daily"], input: "rail\n:quit\n", environment: today)
    #expect(
      Array(resumed.stdoutLines.prefix(2)) == [
        "Resuming your unfinished round.", "Daily puzzle of 2026-12-01.",
      ])
    #expect(
      resumed.stdoutLines.contains("Score: 4 of 178 points, 1 of 44 words, rank Novice (1 hint)")
    )
    let share = "WordScramble 2026-12-01 · 2/44 words · Novice · 1 hint"
    #expect(resumed.stdoutLines.last == share)
    // Played once: the day shows its result again, whatever is typed.
    let again = try wordgame(["play", "--daily"], input: "liner\n", environment: today)
    #expect(again.status == 0)
    #expect(
      again.stdoutLines == [
        "You have played the daily puzzle of 2026-12-01 already; a new one comes tomorrow.",
        "Score: 8 of 178 points, 2 of 44 words, rank Novice (1 hint)", "", share,
      ])
    let archive = try wordgame(
      ["play", "--date", "2026-12-01", "--new"], input: "",
      environment: ["XDG_STATE_HOME": state.path, "WORDGAME_TODAY": "2026-12-02"])
    #expect(
      archive.stdoutLines.first
        == "You have played the daily puzzle of 2026-12-01 already; each day's is played once.")
    // Tomorrow's puzzle extends the streak.
    let tomorrow = ["XDG_STATE_HOME": state.path, "WORDGAME_TODAY": "2026-12-02"]
    _ = try wordgame(
      ["play", "--daily"], input: "\(try answer(on: "2026-12-02"))\n:quit\n", environment: tomorrow)
    let stats = try wordgame(["stats"], environment: tomorrow)
    #expect(stats.stdoutLines.contains("Daily puzzles in a row: 2 (last: 2026-12-02)"))
  }

  @Test(
    "stats shows the daily streak: today's puzzles with a word found, in a row; not the archive, not future days"
  )
  func streak() throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    func play(_ day: String) throws {
      _ = try wordgame(
        ["play", "--daily"], input: "\(try answer(on: day))\n:quit\n",
        environment: ["XDG_STATE_HOME": state.path, "WORDGAME_TODAY": day])
    }
    // Future days and a day with no word found build nothing.
    for day in ["2027-01-10", "2027-01-11"] {
      _ = try wordgame(
        ["play", "--date", day], input: "\(try answer(on: day))\n:quit\n",
        environment: ["XDG_STATE_HOME": state.path, "WORDGAME_TODAY": "2026-11-30"])
    }
    _ = try wordgame(
      ["play", "--daily"], input: "zzz\n:quit\n",
      environment: ["XDG_STATE_HOME": state.path, "WORDGAME_TODAY": "2026-11-30"])
    #expect(try streak(on: "2026-11-30") == "0")
    #expect(try streak(on: "2027-01-11") == "0")
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

/// A required answer of the daily puzzle of `day`: the first word missed when
/// it is played and quit at once, in a state folder of its own.
func answer(on day: String) throws -> String {
  let state = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: state) }
  let played = try wordgame(
    ["play", "--date", day], input: ":quit\n", environment: ["XDG_STATE_HOME": state.path])
  let line = try #require(played.stdoutLines.first { $0.hasPrefix("  3 letters: ") })
  return String(try #require(line.dropFirst(13).split(separator: ",").first))
}

@Suite("A day's puzzle is played once, however the dictionary is named")
struct DailyIdentityTests {
  @Test(
    "Finished with en_US, the day is played already by path, through '..' and through a link",
    arguments: [
      "/usr/share/hunspell/en_US.dic", "/usr/share/hunspell/../hunspell/en_US", "LINK",
    ])
  func namedAnotherWay(name: String) throws {
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let day = ["XDG_STATE_HOME": state.path, "WORDGAME_TODAY": "2026-12-01"]
    let played = try wordgame(["play", "--daily"], input: "learn\n:quit\n", environment: day)
    #expect(played.status == 0)
    var dictionary = name
    if name == "LINK" {
      let link = state.appendingPathComponent("mine")
      try FileManager.default.createSymbolicLink(
        atPath: link.path + ".dic", withDestinationPath: "/usr/share/hunspell/en_US.dic")
      try FileManager.default.createSymbolicLink(
        atPath: link.path + ".aff", withDestinationPath: "/usr/share/hunspell/en_US.aff")
      dictionary = link.path + ".dic"
    }
    let again = try wordgame(
      ["play", "--daily", "--dict", dictionary], input: ":quit\n", environment: day)
    #expect(
      again.stdoutLines.first
        == "You have played the daily puzzle of 2026-12-01 already; a new one comes tomorrow.",
      "\(again.stdout)")
  }
}
