import Foundation
import Testing

@testable import WordScramble

@Suite("A week of dailies: a day paused overnight keeps its day and its place in the streak")
struct DailyWeekTests {
  @Test("Played, paused overnight, played: a streak of 3; the paused day resumes as its own puzzle")
  func pausedOvernight() throws {
    let player = try Player(today: "2027-03-06")
    func streak(on day: String) throws -> Int? {
      player.today = try #require(CalendarDate(day))
      let json = try player.stats(["--json"]).stdout
      return json.firstMatch(of: /"dailyStreak":(\d+)/).flatMap { Int($0.1) }
    }
    let sixth = try answer(on: "2027-03-06")
    _ = try player.play(["--daily"], [.line(sixth), .line(":quit")])
    // The 7th: its first word found, then paused with Ctrl-C.
    player.today = try #require(CalendarDate("2027-03-07"))
    let seventh = try answer(on: "2027-03-07")
    let paused = try player.play(["--daily"], [.line(seventh), .signal(SIGINT)])
    #expect(paused.stdoutLines.contains { $0.hasPrefix("Round paused. Start word: ") })
    #expect(try streak(on: "2027-03-07") == 2, "the day counts when its first word is found")
    // The 8th: today's puzzle, not the paused one set aside.
    player.today = try #require(CalendarDate("2027-03-08"))
    let eighth = try answer(on: "2027-03-08")
    let today = try player.play(["--daily"], [.line(eighth), .line(":quit")])
    #expect(today.stdoutLines.first == "Daily puzzle of March 8, 2027.")
    #expect(try streak(on: "2027-03-08") == 3)
    // The 7th resumes as the 7th's puzzle, with its word found.
    let resumed = try player.play(["--date", "2027-03-07"], [.line(":quit")])
    #expect(resumed.stdoutLines.first == "Resuming your unfinished round.")
    #expect(resumed.stdoutLines.contains("Daily puzzle of March 7, 2027."))
    #expect(resumed.stdoutLines.contains { $0.hasPrefix("Words found (1): ") })
    #expect(resumed.stdoutLines.last?.hasPrefix("WordScramble #97 2027-03-07 · ") == true)
    #expect(try streak(on: "2027-03-08") == 3, "finishing an earlier day changes no streak")
    let stats = try player.stats(["--json"]).stdout
    #expect(stats.contains("\"roundsAbandoned\":0"), "\(stats)")
    #expect(try streak(on: "2027-03-10") == 0, "a day missed")
  }
}
