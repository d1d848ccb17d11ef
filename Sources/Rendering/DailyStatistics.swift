import WordScramble

/// What `stats` shows of the daily puzzles, worked out once for every
/// format: how many were played to their end, the ranks they reached, and
/// the streaks. Each dictionary's daily puzzle has a streak of its own: one
/// dictionary's statistics show its streak; the statistics of all
/// dictionaries show each one's (and, as one number, the best of them).
package struct DailyStatistics: Equatable {
  /// One daily streak.
  package struct Streak: Equatable {
    /// The dictionary whose streak it is, as it was named; nil for the
    /// statistics' own (one dictionary's, or a file without dictionaries).
    package var dictionary: String?
    /// Days in a row up to today or yesterday: 0 once a day was missed.
    package var current: Int
    /// The longest reached.
    package var longest: Int
    /// The latest day counted (`2026-12-02`).
    package var last: String?
  }

  /// Daily puzzles played to their end.
  package var played: Int
  /// Those puzzles counted by the rank reached, in rank order
  /// (`Rank.allCases`, from beginner to perfect).
  package var ranks: [Int]
  /// The streaks shown: each dictionary's with a daily puzzle counted, by
  /// name, or the statistics' own alone.
  package var streaks: [Streak]

  /// The daily puzzles of `statistics` as of `today`.
  package init(_ statistics: Statistics, today: CalendarDate) {
    played = statistics.dailiesPlayed
    ranks = statistics.dailyRankCounts
    let own = (statistics.dictionaries ?? [:]).filter { $0.value.lastDaily != nil }
    if own.isEmpty {
      streaks = [Self.streak(of: statistics, dictionary: nil, today: today)]
    } else {
      streaks = own.sorted { $0.key < $1.key }.map {
        Self.streak(of: $0.value, dictionary: $0.key, today: today)
      }
    }
  }

  /// The current streak, the best of ``streaks`` (JSON's and CSV's `dailyStreak`).
  package var current: Int { streaks.map(\.current).max() ?? 0 }
  /// The longest streak, the best of ``streaks``.
  package var longest: Int { streaks.map(\.longest).max() ?? 0 }
  /// Whether the streaks are each dictionary's (the statistics of all dictionaries).
  package var isByDictionary: Bool { streaks.contains { $0.dictionary != nil } }

  private static func streak(of statistics: Statistics, dictionary: String?, today: CalendarDate)
    -> Streak
  {
    Streak(
      dictionary: dictionary, current: statistics.dailyStreak(asOf: today),
      longest: statistics.longestDailyStreakReached, last: statistics.lastDaily)
  }

  /// Rank names as scripts read them (`beginner` … `perfect`), in rank order.
  package static let rankCodes = Rank.allCases.map { String(describing: $0) }
}
