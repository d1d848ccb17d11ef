/// One day's puzzle of one dictionary, and the rules a daily round is played
/// by: the same for `wordgame --daily` and an app.
///
/// - One start word a day for each dictionary, the same for every player of
///   this release and dictionary (``StartWords/dailyWord(on:dictionary:)``).
/// - A day is played once: a finished day's ``DailyResult`` is kept in the
///   ``Statistics`` (``Statistics/record(_:)``) and shown again
///   (``result(in:)``), never played for a new score.
/// - Only today's puzzle counts towards the daily streak, and only once a word
///   is found in it: the day counts when its first word is found on that day
///   (``countedDay(of:)``; record it then with
///   ``Statistics/recordDaily(_:dictionary:today:)``, which counts it in the
///   dictionary's own streak too: each dictionary's daily has one),
///   so a puzzle paused overnight keeps its day. A past day's puzzle is played
///   and kept, not counted.
/// - A day to come is not served: its puzzle is played on its day.
///
/// ```swift
/// let french = try GameLanguage.open("fr")
/// let puzzle = try french.dailyPuzzle(on: date, today: today)
/// if let done = puzzle.result(in: statistics) { print(done.shareLine()) }
/// var game = try french.game(for: puzzle)
/// // … the player plays; at the end:
/// if let outcome = puzzle.outcome(of: game, finished: true) { statistics.record(outcome) }
/// print(puzzle.result(of: game).shareLine())
/// ```
public struct DailyPuzzle: Equatable, Sendable {
  /// The puzzle's day.
  public let date: CalendarDate
  /// The dictionary as the player named it (`en_US`, `fr`, a path).
  public let dictionary: String
  /// The day's start word as the dictionary spells it (`élevées`): to show.
  public let startWord: String
  /// The day's start word as the language keys it (`elevees`): to compare.
  public let startWordKey: String
  /// Whether the puzzle is today's: the only one that counts towards the streak.
  public let isToday: Bool

  /// The day of puzzle number 1, the first day the daily puzzle was played
  /// (it was released the day before): 2026-12-01.
  public static let firstDay = CalendarDate(dayNumber: 20_788)

  /// The puzzle's number, as its share line shows it (`#1`): days since the
  /// day before ``firstDay``, so 2026-12-01 is #1 and 2027-03-06 is #96; nil
  /// for a day before ``firstDay`` (an archive day from before the daily
  /// puzzle was played, which has no number).
  public var number: Int? { Self.number(of: date) }

  /// The number of the puzzle of `date` (see ``number``).
  public static func number(of date: CalendarDate) -> Int? {
    date < firstDay ? nil : date.dayNumber - firstDay.dayNumber + 1
  }

  /// The puzzle of `date` in `dictionary` on `startWord` (a key, spelled
  /// `spelling`), played on `today`.
  package init(
    date: CalendarDate, dictionary: String, startWord: String, spelling: String? = nil,
    today: CalendarDate
  ) {
    self.date = date
    self.dictionary = dictionary
    self.startWordKey = startWord
    self.startWord = spelling ?? startWord
    self.isToday = date == today
  }

  /// The result kept for this day, if it was played to its end already: the
  /// day is then shown again, not played.
  public func result(in statistics: Statistics) -> DailyResult? {
    statistics.dailyResult(on: date, dictionary: dictionary)
  }

  /// The result of `game` (this puzzle's round) as its share line tells it;
  /// `timeLimit`: a timed round's length in seconds.
  public func result(of game: Game, timeLimit: Int? = nil) -> DailyResult {
    DailyResult(date: date, dictionary: dictionary, game: game, seconds: timeLimit)
  }

  /// The day `game`, this puzzle's round, counts towards the daily streak as
  /// it stands: the puzzle's day once a word is found, if it is today's; nil
  /// otherwise. Ask after each accepted word, and record a day given
  /// (``Statistics/recordDaily(_:dictionary:today:)`` with ``dictionary``, which
  /// counts a day once).
  public func countedDay(of game: Game) -> CalendarDate? {
    isToday && game.wordsFound > 0 ? date : nil
  }

  /// What `game`, this puzzle's round, counts for in the statistics when it
  /// ends (`finished`: played to its end, not set aside): nil when it counts
  /// for nothing (set aside with nothing played). A finished round keeps its
  /// result (the day is played once); today's, with a word found, extends the
  /// daily streak.
  public func outcome(of game: Game, finished: Bool, timeLimit: Int? = nil) -> Statistics.Outcome? {
    guard game.isPlayed || finished else { return nil }
    var outcome = Statistics.Outcome(game: game, finished: finished)
    outcome.daily = countedDay(of: game)
    outcome.dictionary = dictionary
    outcome.timeLimit = timeLimit
    if finished { outcome.dailyResult = result(of: game, timeLimit: timeLimit) }
    return outcome
  }
}

extension GameLanguage {
  /// The daily puzzle of `date` in this language's dictionary (as it was
  /// named when opened), played on `today` (the player's local date:
  /// ``CalendarDate/today()``); a day after today throws
  /// ``GameLanguageError/futureDay(_:today:)``.
  public func dailyPuzzle(on date: CalendarDate, today: CalendarDate = .today())
    throws(GameLanguageError) -> DailyPuzzle
  {
    guard date <= today else { throw .futureDay(date, today: today) }
    let word = try startWords().dailyWord(on: date, dictionary: name, schedule: dailySchedule)
    return DailyPuzzle(
      date: date, dictionary: name, startWord: word,
      spelling: dictionary.dictionarySpelling(of: word), today: today)
  }

  /// The start words the daily puzzles are dealt from
  /// (`Resources/tiers/daily`, frozen when the daily began so that a later
  /// list moves no day), keyed and sorted as a generated list is; empty with
  /// start words of the player's own (`--roots`) or no schedule bundled.
  var dailySchedule: [String] {
    guard givenStartWords == nil,
      let bytes = try? WordTiers.bundledList(
        "daily", dictionary: name, language: letterRules.language)
    else { return [] }
    return WordTiers.keyedList(bytes, rules: letterRules).words.sorted()
  }

  /// A new game on the daily puzzle's start word.
  public func game(for puzzle: DailyPuzzle, minimumLength: Int = 3) throws(GameLanguageError)
    -> Game
  {
    try game(startWord: puzzle.startWordKey, minimumLength: minimumLength)
  }
}

extension DailyResult {
  /// The spoiler-free line a daily round ends with, to share, in the language
  /// of `messages`: `WordScramble #1 2026-12-01 · 45/178 points · 23/44 words ·
  /// Wordsmith`: the puzzle's number (``DailyPuzzle/number``; none for a day
  /// before the first), its date, the dictionary when it is not en_US (`(fr)`),
  /// the score (points less hints) of the required points, the required
  /// words found, the rank, then the hints taken (`· 2 hints`) and a timed
  /// round's length (`· 2m`).
  public func shareLine(in messages: MessageCatalog = .english) -> String {
    let day = CalendarDate(date)
    let number = day.flatMap(DailyPuzzle.number(of:)).map { "#\($0) " } ?? ""
    let language = dictionary == "en_US" ? "" : " (\(Escaping.forDisplay(dictionary)))"
    let scored = messages.plural(
      "%1$d/%2$d point", "%1$d/%2$d points", count: points, score, points)
    let found = messages.plural(
      "%1$d/%2$d word", "%1$d/%2$d words", count: words, wordsFound, words)
    let hinted = hints > 0 ? " · " + messages.plural("%d hint", "%d hints", count: hints) : ""
    let timed = seconds.map { " · \(TimeText.duration($0))" } ?? ""
    return "WordScramble \(number)\(date)\(language) · \(scored) · \(found) · "
      + rank.name(in: messages) + hinted + timed
  }
}
