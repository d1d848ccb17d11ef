#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CommandLineOptions
import WordScramble

/// The daily puzzle: one start word a day, the same for every player of the
/// same release and dictionary (``StartWords/dailyWord(on:dictionary:)``).
enum DailyPuzzle {
  static let daily = Option(
    name: "daily",
    help:
      "Play the day's puzzle (the local date): the same start word for every player of this release and dictionary that day; --seed is ignored."
  )
  static let date = Option(
    name: "date", value: .text("yyyy-mm-dd"),
    help: "Play the daily puzzle of any day, past or future (implies --daily).")

  /// Today by the local clock (see ``CalendarDate/today(environment:)``).
  static func today(environment: [String: String] = SystemFiles.environment) -> CalendarDate {
    CalendarDate.today(environment: environment)
  }

  /// The daily date the options ask for, or nil for a free round; throws on a
  /// bad date or an option that picks a start word too.
  static func date(_ parsed: ParsedArguments) throws(UsageError) -> CalendarDate? {
    let text = parsed.text(date)
    guard parsed.has(daily) || text != nil else { return nil }
    for other in [PlayCommand.root, CommonOptions.roots, PlayCommand.difficulty]
    where parsed.has(other) {
      throw UsageError(
        message: "--daily picks the start word; it does not go with --\(other.name)")
    }
    guard let text else { return today() }
    guard let date = CalendarDate(text) else {
      throw UsageError(message: "--date takes a day as YYYY-MM-DD, such as 2026-12-01")
    }
    return date
  }

  /// The spoiler-free line a daily round ends with, to share:
  /// `WordScramble 2026-12-01 · 23/48 words · Wordsmith` (the dictionary named
  /// when it is not en_US; a timed round's length at the end, `· 2m`).
  static func shareLine(
    _ game: Game, date: CalendarDate, dictionary: String, time: Int? = nil
  ) -> String {
    let language = dictionary == "en_US" ? "" : " (\(Escaping.forDisplay(dictionary)))"
    let timed = time.map { " · \(TimeText.duration($0))" } ?? ""
    return
      "WordScramble \(date)\(language) · \(game.wordsFound)/\(game.solution.count) words · \(game.rank.name)\(timed)"
  }
}
