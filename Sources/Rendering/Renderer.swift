import WordScramble
import WordScrambleBatch

/// One output format of `check`, `solve` and `stats`: every line a script may
/// read is rendered by one of these, from the engine's values. A new format
/// is one more conforming type and one more ``OutputFormat`` case.
package protocol Renderer: VerdictRenderer {
  /// The line before the records of `listing` (CSV's header row), or nothing:
  /// written once, before the first record, even when none follows.
  func header(_ listing: Listing) -> String
  /// A solved start word: every required answer, the bonus words and a
  /// summary, or (`summaryOnly`) the summary alone, as
  /// ``summary(_:difficulty:)`` with no band.
  /// `spelled` gives the dictionary's spelling of a key (identity where
  /// letters are exact; nil when it does not differ).
  func solution(
    _ solution: Solution, spelled: ((String) -> String)?, language: String, summaryOnly: Bool,
    isFirst: Bool
  ) -> String
  /// A solved start word's summary (`solve --roots`): its required answers
  /// and their points, its bonus words, its words of every letter, and its
  /// band in its language (nil: not known); `spelled` gives the
  /// dictionary's spelling of a key, for text a player reads.
  func summary(
    _ solution: Solution, difficulty: Difficulty?, spelled: ((String) -> String)?
  ) -> String
  /// The player's statistics, their daily streaks as of `today` (see
  /// ``DailyStatistics``).
  func statistics(_ statistics: Statistics, today: CalendarDate) -> String
}

/// What a command lists, for a renderer's ``Renderer/header(_:)``.
package enum Listing: Sendable, Equatable {
  /// `check`'s verdicts.
  case verdicts
  /// `solve`'s solutions: each one's summary alone (`--roots`), or its answers too.
  case solutions(summaryOnly: Bool)
  /// `stats`' statistics.
  case statistics
}

extension Renderer {
  /// No header: one line or object stands for itself.
  package func header(_ listing: Listing) -> String { "" }

  /// The statistics with no daily streak going on (as of the last day).
  package func statistics(_ statistics: Statistics) -> String {
    self.statistics(statistics, today: CalendarDate(dayNumber: 2_932_896))
  }
}

/// The formats `--format` chooses between (`--json` is `--format json`).
package enum OutputFormat: String, Sendable, CaseIterable {
  /// Tab-separated or plain lines, words escaped for display.
  case text
  /// JSON Lines: one object per line.
  case json
  /// RFC 4180 CSV: a header row, then one record per line, CRLF line ends.
  case csv

  /// The renderer of this format, in English.
  package var renderer: any Renderer { renderer(in: .english) }

  /// The renderer of this format; text in the language of `messages` (JSON
  /// and CSV are the same in every language: their keys and codes are for
  /// scripts).
  package func renderer(in messages: MessageCatalog) -> any Renderer {
    switch self {
    case .text: TextRenderer(messages: messages)
    case .json: JSONRenderer()
    case .csv: CSVRenderer()
    }
  }
}
