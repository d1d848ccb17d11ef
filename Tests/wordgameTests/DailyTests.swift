import CommandLineOptions
import Foundation
import Rendering
import Testing

@testable import WordScramble
@testable import wordgame
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
    #expect(list.dailyWord(on: first, dictionary: "en_US") == "daylight")
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

  @Test("A list that drops or adds start words moves no day but those that dealt a dropped word")
  func frozenSchedule() throws {
    let schedule = (0..<400).map { "word\($0)" }.sorted()
    let first = try #require(CalendarDate("2026-12-01"))
    let days = (0..<800).map { CalendarDate(dayNumber: first.dayNumber + $0) }
    let before = days.map {
      StartWords(words: schedule, path: "").dailyWord(on: $0, dictionary: "de")
    }
    // The schedule deals as the list it was frozen from did.
    #expect(
      days.map {
        StartWords(words: schedule, path: "").dailyWord(
          on: $0, dictionary: "de", schedule: schedule)
      } == before)
    // A later list: two words dropped, three added.
    let dropped: Set = ["word7", "word123"]
    let later = StartWords(
      words: (schedule.filter { !dropped.contains($0) } + ["new1", "new2", "new3"]).sorted(),
      path: "")
    let after = days.map { later.dailyWord(on: $0, dictionary: "de", schedule: schedule) }
    for (old, new) in zip(before, after) {
      if dropped.contains(old) {
        #expect(new.hasPrefix("new"), "a dropped word's day is dealt from the added words")
      } else {
        #expect(new == old, "a day whose word stayed does not move")
      }
    }
    #expect(before.contains { dropped.contains($0) }, "the span holds a dropped word's day")
    // Without the schedule, the same change moves most days.
    let unscheduled = days.map { later.dailyWord(on: $0, dictionary: "de") }
    #expect(zip(before, unscheduled).filter { $0 != $1 }.count > 700)
  }

  @Test("--daily plays the day's word, saved apart from the free round, and ends with a share line")
  func play() throws {
    let player = try Player(today: "2026-12-01")
    // A free round left unfinished…
    let free = try player.play(["--root", "silkworm"], [.line("silk"), .signal(SIGTERM)])
    #expect(free.stdout.contains("silk: +4"))
    // …stays while the daily puzzle is played, paused and resumed.
    let daily = try player.play(["--daily"], [.line("light"), .signal(SIGTERM)])
    #expect(daily.stdout.contains("light: +5"))
    let resumed = try player.play(["--daily"], [.line("tidy"), .line(":quit")])
    #expect(resumed.stdoutLines.first == "Resuming your unfinished round.")
    #expect(resumed.stdoutLines.contains("Start word: daylight"))
    #expect(
      resumed.stdoutLines.suffix(2) == [
        "", "WordScramble #1 2026-12-01 · 9/126 points · 2/34 words · Apprentice",
      ])
    let share = try #require(resumed.stdoutLines.last)
    #expect(
      !share.contains("light") && !share.contains("tidy"), "the share line gives no word away")
    let again = try player.play([], [.line(":quit")])
    #expect(again.stdoutLines.first == "Resuming your unfinished round.")
    #expect(again.stdoutLines.contains("Start word: silkworm"))
    // Any day by --date up to today; the same word as --daily on that day.
    // Played to its end, the day shows its result, from any later day too.
    player.today = try #require(CalendarDate("2026-12-05"))
    let finished = try player.play(["--date", "2026-12-01"], [.line(":quit")])
    #expect(
      finished.stdoutLines.first
        == "You have played the daily puzzle of December 1, 2026 already; each day's is played once."
    )
    let fresh = try Player(today: "2026-12-05")
    let archive = try fresh.play(["--date", "2026-12-01"], [.line(":quit")])
    #expect(
      Array(archive.stdoutLines.prefix(2)) == [
        "Daily puzzle of December 1, 2026.", "Start word: daylight",
      ])
    // A day to come is not served (it would use that day up before it comes).
    #expect(
      throws: UsageError(
        "--date %s is a day to come: its puzzle is played on its day (today is %s)",
        "2031-06-30", reason: "December 5, 2026")
    ) { try fresh.play(["--date", "2031-06-30"], [.line(":quit")]) }
  }

  @Test("--daily and --date refuse what picks another start word, and days that do not exist")
  func usage() throws {
    let today = try #require(CalendarDate("2026-12-01"))
    for (arguments, error) in [
      (
        ["--daily", "--root", "silkworm"],
        UsageError("--%1$s picks the start word; it does not go with --%2$s", "daily", "root")
      ),
      // The option the player typed is the one named.
      (
        ["--date", "2026-11-30", "--root", "silkworm"],
        UsageError("--%1$s picks the start word; it does not go with --%2$s", "date", "root")
      ),
      (["--date", "2026-02-30"], UsageError("--date %s: there is no such day", "2026-02-30")),
      (["--date", "2026-13-01"], UsageError("--date %s: there is no such day", "2026-13-01")),
      (["--date", "tomorrow"], UsageError("--date takes a day as YYYY-MM-DD, such as 2026-12-01")),
      (
        ["--date", "2026-12-02"],
        UsageError(
          "--date %s is a day to come: its puzzle is played on its day (today is %s)",
          "2026-12-02", reason: "December 1, 2026")
      ),
      (
        ["--date", "1900-01-01"],
        UsageError(
          "--date %s: the daily puzzles run from %s to %s", "1900-01-01", "January 1, 1970",
          reason: "December 31, 9999")
      ),
    ] {
      #expect(throws: error) {
        try PlayCommand(parsed: PlayCommand.parse(arguments), today: today)
      }
    }
    let daily = try PlayCommand(parsed: PlayCommand.parse(["--daily"]), today: today)
    #expect(daily.dailyDate == today, "--daily is the day the game is handed")
  }

  @Test(
    "End to end: --daily is the local day's puzzle; --seed is ignored with a note; a bad day is exit 2"
  )
  func endToEnd() throws {
    let before = CalendarDate.today()
    let daily = try wordgameCommand(["--daily"], input: ":reveal\n")
    let after = CalendarDate.today()
    #expect(
      daily.stdoutLines.first == "Daily puzzle of \(before.text(in: .english))."
        || daily.stdoutLines.first == "Daily puzzle of \(after.text(in: .english)).")
    #expect(daily.stdoutLines.last?.hasPrefix("WordScramble ") == true, "the share line")
    #expect(daily.status == 0)
    let seeded = try wordgameCommand(
      ["play", "--date", "2026-12-02", "--seed", "7"], input: ":quit\n")
    #expect(
      seeded.stderr == "Note: --seed is ignored: the daily puzzle is the same for every player.\n")
    #expect(seeded.stdoutLines.first == "Daily puzzle of December 2, 2026.")
    let bad = try wordgameCommand(["--date", "2026-02-30"], input: "")
    #expect(
      bad.status == 2 && bad.stderr.hasPrefix("Error: --date 2026-02-30: there is no such day"))
  }

  @Test(
    "A daily puzzle's life: it says its day, pauses, resumes with its hints, and is played once")
  func life() throws {
    let player = try Player(today: "2026-12-01")
    let daily = try player.play(["--daily"], [.line("light"), .line(":hint"), .signal(SIGINT)])
    #expect(daily.stdout.hasPrefix("Daily puzzle of December 1, 2026.\nStart word: daylight\n"))
    #expect(daily.stdout.contains("\nHint: "))
    #expect(daily.stdout.hasSuffix("Round saved: run wordgame --daily again to resume it.\n"))
    #expect(daily.status == 130)
    let resumed = try player.play(["--daily"], [.line("tidy"), .line(":quit")])
    #expect(
      Array(resumed.stdoutLines.prefix(2)) == [
        "Resuming your unfinished round.", "Daily puzzle of December 1, 2026.",
      ])
    #expect(
      resumed.stdoutLines.contains("Score: 4 of 126 points, 1 of 34 words, rank Novice (1 hint)")
    )
    let share = "WordScramble #1 2026-12-01 · 8/126 points · 2/34 words · Apprentice · 1 hint"
    #expect(resumed.stdoutLines.last == share)
    // Played once: the day shows its result again, whatever is typed.
    let again = try player.play(["--daily"], [.line("daily")])
    #expect(again.status == 0)
    #expect(
      again.stdoutLines == [
        "You have played the daily puzzle of December 1, 2026 already; a new one comes tomorrow.",
        "Score: 8 of 126 points, 2 of 34 words, rank Apprentice (1 hint)",
        "Yesterday's answers: wordgame --yesterday", "", share,
      ])
    // The next day: an archive day, and tomorrow's puzzle extends the streak.
    player.today = try #require(CalendarDate("2026-12-02"))
    let archive = try player.play(["--date", "2026-12-01", "--new"], [])
    #expect(
      archive.stdoutLines.first
        == "You have played the daily puzzle of December 1, 2026 already; each day's is played once."
    )
    _ = try player.play(["--daily"], [.line(try answer(on: "2026-12-02")), .line(":quit")])
    let stats = try player.stats()
    // One dictionary's streak is the streak: not "each dictionary's own: en_US 2".
    #expect(stats.stdoutLines.contains("Daily puzzles in a row: 2 (last: December 2, 2026)"))
    #expect(!stats.stdout.contains("each dictionary's own"))
  }

  @Test(
    "stats shows the daily streak: today's puzzles with a word found, in a row; not the archive, not future days"
  )
  func streak() throws {
    let player = try Player(today: "2026-11-30")
    func play(_ day: String) throws {
      player.today = try #require(CalendarDate(day))
      _ = try player.play(["--daily"], [.line(try answer(on: day)), .line(":quit")])
    }
    func streak(on day: String) throws -> String? {
      player.today = try #require(CalendarDate(day))
      let result = try player.stats(["--json"])
      return result.stdout.firstMatch(of: /"dailyStreak":(\d+)/).map { String($0.1) }
    }
    // Future days are refused; a day with no word found builds nothing.
    for day in ["2027-01-10", "2027-01-11"] {
      #expect(throws: UsageError.self) {
        try player.play(["--date", day], [.line(":quit")])
      }
    }
    _ = try player.play(["--daily"], [.line("zzz"), .line(":quit")])
    #expect(try streak(on: "2026-11-30") == "0")
    #expect(try streak(on: "2027-01-11") == "0")
    try play("2026-12-01")
    try play("2026-12-02")
    #expect(try streak(on: "2026-12-02") == "2")
    #expect(try streak(on: "2026-12-03") == "2", "today not played yet")
    _ = try player.play(["--date", "2026-11-01"], [.line("zzz"), .line(":quit")])
    try play("2026-12-03")
    #expect(try streak(on: "2026-12-03") == "3")
    #expect(try streak(on: "2026-12-05") == "0", "a day missed")
    try play("2026-12-05")
    #expect(try streak(on: "2026-12-05") == "1")
    let text = try player.stats()
    #expect(text.stdoutLines.contains("Daily puzzles in a row: 1 (last: December 5, 2026)"))
    #expect(text.stdoutLines.contains("Longest daily streak: 3"))
    let own = try player.stats(["--dict", "en_US"])
    #expect(own.stdoutLines.contains("Daily puzzles in a row: 1 (last: December 5, 2026)"))
    #expect(own.stdoutLines.contains("Longest daily streak: 3"))
  }
}

/// A required answer of the daily puzzle of `day` (in `dictionary`): the
/// first word missed when its answers are revealed at once, by a player of
/// its own.
func answer(on day: String, dictionary: String = "en_US") throws -> String {
  let played = try Player(today: day).play(
    ["--date", day, "--dict", dictionary], [.line(":reveal")])
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
    let player = try Player(today: "2026-12-01")
    let played = try player.play(["--daily"], [.line("light"), .line(":quit")])
    #expect(played.status == 0)
    var dictionary = name
    if name == "LINK" {
      let link = player.state.appendingPathComponent("mine")
      try FileManager.default.createSymbolicLink(
        atPath: link.path + ".dic", withDestinationPath: "/usr/share/hunspell/en_US.dic")
      try FileManager.default.createSymbolicLink(
        atPath: link.path + ".aff", withDestinationPath: "/usr/share/hunspell/en_US.aff")
      dictionary = link.path + ".dic"
    }
    let again = try player.play(["--daily", "--dict", dictionary], [.line(":quit")])
    #expect(
      again.stdoutLines.first
        == "You have played the daily puzzle of December 1, 2026 already; a new one comes tomorrow.",
      "\(again.stdout)")
  }

  @Test("A paused daily of today is resumed by --daily, an archive day's by --date")
  func pausedNotes() throws {
    let player = try Player(today: "2026-12-03")
    // Nothing found: the day is paused, not ended.
    _ = try player.play(["--daily"], [.line(":quit")])
    let persistence = Persistence(
      environment: testEnvironment(["XDG_STATE_HOME": player.state.path]))
    let archive = try #require(CalendarDate("2026-12-01"))
    #expect(
      DailyOptions.pausedNotes(persistence, playing: archive, today: player.today) == [
        "Note: your paused daily puzzle of December 3, 2026 is kept: wordgame --daily resumes it."
      ])
    let tomorrow = try #require(CalendarDate("2026-12-04"))
    #expect(
      DailyOptions.pausedNotes(persistence, playing: tomorrow, today: tomorrow) == [
        "Note: your paused daily puzzle of December 3, 2026 is kept: wordgame --date 2026-12-03 resumes it."
      ])
  }
}
