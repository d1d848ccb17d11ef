import Foundation
import Testing
import WordScramble

@Suite("stats and the daily puzzles: played, longest streak, ranks reached, a streak a dictionary")
struct DailyStatsTests {
  @Test(
    "Each dictionary's daily has its own streak; dailies played and their ranks as a bar chart, in text, JSON and CSV"
  )
  func dailyStatistics() throws {
    let player = try Player(today: "2026-12-01")
    var ranks: [String] = []
    func play(_ day: String, _ dictionary: String = "en_US") throws {
      player.today = try #require(CalendarDate(day))
      let word = try answer(on: day, dictionary: dictionary)
      let played = try player.play(["--daily", "--dict", dictionary], [.line(word), .line(":q")])
      let share = try #require(played.stdoutLines.last)
      #expect(share.hasPrefix("WordScramble #"), "\(played.stdout)")
      ranks.append(String(try #require(share.split(separator: " · ").last)))
    }
    try play("2026-12-01")
    try play("2026-12-02")
    try play("2026-12-03", "de_DE")
    player.today = try #require(CalendarDate("2026-12-03"))
    let text = try player.stats().stdoutLines
    #expect(text.contains("Daily puzzles played: 3"))
    #expect(
      text.contains(
        "Daily puzzles in a row, each dictionary's own: de_DE 1 (last: December 3, 2026), en_US 2 (last: December 2, 2026)"
      ), "\(text)")
    #expect(text.contains("Longest daily streak, each dictionary's own: de_DE 1, en_US 2"))
    // The chart: the best rank first, one line each, the commonest rank's bar 20 blocks long.
    let chart = try #require(text.firstIndex(of: "Ranks reached in daily puzzles:"))
    let rows = Array(text[(chart + 1)...].prefix(Rank.allCases.count))
    let rowNames: [String?] = rows.map { (row: String) -> String? in
      row.split(separator: " ").first.map(String.init)
    }
    let rankNames: [String?] = Rank.allCases.reversed().map(\.name)
    #expect(rowNames == rankNames)
    let most = Dictionary(grouping: ranks, by: { $0 }).values.map(\.count).max() ?? 0
    for rank in Rank.allCases {
      let row = try #require(rows.first { $0.hasPrefix("  \(rank.name) ") })
      let count = ranks.filter { $0 == rank.name }.count
      #expect(row.hasSuffix(" \(count)"), "\(row)")
      let blocks = row.filter { $0 == "█" }.count
      #expect(blocks == (count == 0 ? 0 : max(1, count * 20 / most)), "\(row)")
    }
    // One dictionary's own: its streak, not the other's.
    let own = try player.stats(["--dict", "en_US"]).stdoutLines
    #expect(own.contains("Daily puzzles played: 2"))
    #expect(own.contains("Daily puzzles in a row: 2 (last: December 2, 2026)"))
    #expect(own.contains("Longest daily streak: 2"))
    // JSON: the best streak of the dictionaries, and each one's.
    player.today = try #require(CalendarDate("2026-12-04"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(player.stats(["--json"]).stdout.utf8))
        as? [String: Any])
    #expect(json["dailiesPlayed"] as? Int == 3)
    #expect(json["dailyStreak"] as? Int == 1, "de_DE's: en_US missed the 3rd")
    #expect(json["longestDailyStreak"] as? Int == 2)
    let counted = try #require(json["dailyRanks"] as? [[String: Any]])
    #expect(counted.compactMap { $0["rank"] as? String }.first == "beginner")
    #expect(counted.compactMap { $0["count"] as? Int }.reduce(0, +) == 3)
    let dictionaries = try #require(json["dictionaries"] as? [[String: Any]])
    let english = try #require(dictionaries.first { $0["dictionary"] as? String == "en_US" })
    #expect(english["dailiesPlayed"] as? Int == 2 && english["longestDailyStreak"] as? Int == 2)
    #expect(english["dailyStreak"] as? Int == 0)
    let csv = try player.stats(["--format", "csv"]).stdout
    #expect(csv.contains(",3,beginner:"), "\(csv)")
    #expect(csv.contains("en_US:2:") && csv.hasSuffix(":2:0:2\r\n"), "\(csv)")
  }
}
