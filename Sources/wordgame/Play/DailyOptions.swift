#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CommandLineOptions
import Rendering
import WordScramble

/// The daily puzzle's options and what `play` prints of a day played already;
/// its rules are the engine's (``DailyPuzzle``).
enum DailyOptions {
  static let daily = Option(
    name: "daily",
    help:
      "Play the day's puzzle (the local date): the same start word for every player of this release and dictionary that day, played once (a finished day shows its result again); --seed is ignored. It ends for good once a required answer is found, after asking on a terminal; with none found :quit and Ctrl-D pause it."
  )
  static let date = Option(
    name: "date", value: .text("yyyy-mm-dd"),
    help:
      "Play the daily puzzle of today or of any day before it (implies --daily; only today's counts towards the daily streak; a day to come is played on its day)."
  )

  /// Today by the local clock (see ``CalendarDate/today()``).
  static func today() -> CalendarDate { CalendarDate.today() }

  /// The daily date the options ask for, or nil for a free round; throws on a
  /// bad date or an option that picks a start word too.
  static func date(_ parsed: ParsedArguments, today: CalendarDate) throws(UsageError)
    -> CalendarDate?
  {
    let text = parsed.text(date)
    guard parsed.has(daily) || text != nil else { return nil }
    for other in [PlayCommand.root, CommonOptions.roots, PlayCommand.difficulty]
    where parsed.has(other) {
      // Named as the player gave it: --date implies --daily.
      throw UsageError(
        "--%1$s picks the start word; it does not go with --%2$s",
        text != nil ? date.name : daily.name, other.name)
    }
    guard let text else { return today }
    guard let date = CalendarDate(text) else {
      if let match = text.wholeMatch(of: /([0-9]{4})-[0-9]{2}-[0-9]{2}/) {
        guard let year = Int(match.1), (1970...9999).contains(year) else {
          throw UsageError(
            "--date %s: the daily puzzles run from %s to %s", text,
            CalendarDate(dayNumber: 0).text(in: messages),
            reason: CalendarDate(year: 9999, month: 12, day: 31)?.text(in: messages))
        }
        throw UsageError("--date %s: there is no such day", text)
      }
      throw UsageError("--date takes a day as YYYY-MM-DD, such as 2026-12-01")
    }
    guard date <= today else {
      // Today as the language writes a date: only what the player types stays YYYY-MM-DD.
      throw UsageError(
        "--date %s is a day to come: its puzzle is played on its day (today is %s)", text,
        reason: today.text(in: messages))
    }
    return date
  }

  /// Says which daily puzzles of other days are paused and kept, the latest
  /// three (``pausedNotes(_:playing:today:)``).
  static func notePaused(
    _ persistence: Persistence, playing day: CalendarDate, today: CalendarDate,
    defaultDictionary: String
  ) {
    for note in pausedNotes(
      persistence, playing: day, today: today, defaultDictionary: defaultDictionary)
    {
      printError(note)
    }
  }

  /// The notes of the daily puzzles of other days than `day` paused and kept,
  /// the latest three, each with the command that resumes it: `--daily` for
  /// today's, `--date DAY` for an archive day's.
  static func pausedNotes(
    _ persistence: Persistence, playing day: CalendarDate, today: CalendarDate,
    defaultDictionary: String = "en_US"
  )
    -> [String]
  {
    persistence.pausedDailies(but: day).suffix(3).map { paused in
      messages(
        "Note: your paused daily puzzle of %s is kept: %s resumes it.",
        paused.text(in: messages),
        resumeCommand(paused, today: today)
          + dictionaryOption(
            persistence.pausedDictionary(of: paused) ?? "en_US", default: defaultDictionary))
    }
  }

  /// What a finished day's puzzle shows instead of a new round: its score and
  /// share line, once more (today's says where yesterday's answers are).
  static func replayLines(
    _ result: DailyResult, today: CalendarDate, defaultDictionary: String = "en_US"
  ) -> [String] {
    let today = result.date == today.description
    let day = CalendarDate(result.date).map { $0.text(in: messages) } ?? result.date
    let yesterday = messages(
      "Yesterday's answers: %s",
      "wordgame --yesterday" + dictionaryOption(result.dictionary, default: defaultDictionary))
    return [
      today
        ? messages(
          "You have played the daily puzzle of %s already; a new one comes tomorrow.", day)
        : messages(
          "You have played the daily puzzle of %s already; each day's is played once.", day),
      PlaySession.score(
        progress: PlaySession.progress(
          score: result.score, points: result.points, found: result.wordsFound,
          words: result.words),
        rank: result.rank, hints: result.hints),
    ] + (today ? [yesterday] : []) + ["", result.shareLine(in: messages)]
  }

  /// The command that resumes the daily puzzle of `date`.
  static func resumeCommand(_ date: CalendarDate, today: CalendarDate) -> String {
    date == today ? "wordgame --daily" : "wordgame --date \(date)"
  }

  /// ` --dict NAME` for a dictionary other than `defaultName` (the one
  /// played without `--dict`, ``Languages/defaultDictionary(_:)``), which a
  /// command naming a round of that dictionary needs.
  static func dictionaryOption(_ name: String, default defaultName: String) -> String {
    name == defaultName ? "" : " --dict " + Escaping.forDisplay(name)
  }
}

extension PlayCommand {
  /// A daily puzzle's shuffles and hints, the same for every player of its
  /// day, as its start word is (nil for other rounds).
  var dailySeed: UInt64? {
    dailyDate.map { UInt64(truncatingIfNeeded: $0.dayNumber) &* 0x9E37_79B9_7F4A_7C15 }
  }
}
