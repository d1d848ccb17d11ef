import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleGame

@Suite("Daily results and ranks: what a finished day and :score show")
struct DailyResultTests {
  func game() throws -> Game {
    let solver = Solver(
      dictionary: WordSetChecker(["silk", "worm", "milk"]),
      lexicon: Lexicon(words: ["silk", "worm", "milk"]))
    var game = solver.game(startWord: "silkworm")
    game.submit("silk")
    return game
  }

  @Test("A day's result is kept once, by day and dictionary; the oldest go past the limit")
  func kept() throws {
    let day = try #require(CalendarDate("2026-12-01"))
    var statistics = Statistics()
    let result = DailyResult(date: day, dictionary: "en_US", game: try game())
    #expect(result.wordsFound == 1 && result.words == 3 && result.score == 4 && result.points == 12)
    statistics.keep(result)
    var later = result
    later.wordsFound = 3
    statistics.keep(later)
    #expect(statistics.dailyResult(on: day, dictionary: "en_US") == result, "the first one stays")
    #expect(statistics.dailyResult(on: day, dictionary: "de_DE") == nil)
    #expect(statistics.isValid)
    for offset in 1...Statistics.dailyResultLimit {
      var next = result
      next.date = CalendarDate(dayNumber: day.dayNumber + offset).description
      statistics.keep(next)
    }
    #expect(statistics.dailyResults?.count == Statistics.dailyResultLimit)
    #expect(statistics.dailyResult(on: day, dictionary: "en_US") == nil)
    var damaged = statistics
    damaged.dailyResults?[0].wordsFound = 99
    #expect(!damaged.isValid, "more words found than the round had")
  }

  @Test(
    "A result keeps its required words found; a file without them loads, one with too many is damage"
  )
  func foundWords() throws {
    let day = try #require(CalendarDate("2026-12-01"))
    let words = ["silk", "worm", "milk", "kilo"]
    let solver = Solver(
      dictionary: WordSetChecker(Set(words)), lexicon: Lexicon(words: words),
      tiers: WordTiers(required: ["silk", "worm", "milk"]))
    var game = solver.game(startWord: "silkworm")
    game.submit("silk")
    game.submit("kilo")
    #expect(game.bonusScore == 4)
    let result = DailyResult(date: day, dictionary: "en_US", game: game)
    #expect(result.found == ["silk"], "required words only")
    var statistics = Statistics()
    statistics.keep(result)
    #expect(statistics.isValid)
    let old =
      #"{"date":"2026-12-01","dictionary":"en_US","wordsFound":1,"words":3,"score":4,"points":12,"rank":3,"hints":0}"#
    let decoded = try JSONDecoder().decode(DailyResult.self, from: Data(old.utf8))
    #expect(decoded.found == nil && decoded.wordsFound == 1)
    var damaged = statistics
    damaged.dailyResults?[0].found = ["silk", "worm", "milk", "kilo"]
    #expect(!damaged.isValid, "more words found than the round had")
    damaged.dailyResults?[0].found = [String(repeating: "a", count: 1001)]
    #expect(!damaged.isValid, "a word longer than any")
  }

  @Test("Only an outcome that says so counts for the daily streak; its result is kept alike")
  func streak() throws {
    let day = try #require(CalendarDate("2026-12-01"))
    var statistics = Statistics()
    var outcome = Statistics.Outcome(game: try game(), finished: true)
    outcome.dailyResult = DailyResult(date: day, dictionary: "en_US", game: try game())
    statistics.record(outcome)
    #expect(statistics.dailyStreak(asOf: day) == 0)
    #expect(statistics.dailyResult(on: day, dictionary: "en_US") != nil)
    outcome.daily = day
    statistics.record(outcome)
    #expect(statistics.dailyStreak(asOf: day) == 1)
  }

  @Test(
    "The share line: the puzzle's number and day, points and words of the required ones, rank, hints, time"
  )
  func shareLine() throws {
    var result = DailyResult(
      date: try #require(CalendarDate("2026-12-01")), dictionary: "en_US", game: try game())
    #expect(result.shareLine() == "WordScramble #1 2026-12-01 · 4/12 points · 1/3 words · Expert")
    (result.date, result.dictionary, result.hints, result.seconds) = ("2027-03-06", "fr", 1, 120)
    result.score = 3
    #expect(
      result.shareLine()
        == "WordScramble #96 2027-03-06 (fr) · 3/12 points · 1/3 words · Expert · 1 hint · 2m")
    // A day before the first puzzle has no number.
    result.date = "2026-11-30"
    #expect(result.shareLine().hasPrefix("WordScramble 2026-11-30 (fr) · 3/12 points"))
    #expect(DailyPuzzle.firstDay.description == "2026-12-01")
    #expect(DailyPuzzle.number(of: try #require(CalendarDate("2026-12-02"))) == 2)
    #expect(DailyPuzzle.number(of: try #require(CalendarDate("1970-01-01"))) == nil)
    #expect(DailyPuzzle.number(of: try #require(CalendarDate("9999-12-31"))) == 2_912_109)
  }

  @Test(
    "Dailies played and their ranks: counted once a day, in the dictionary's own too; older files count the results kept"
  )
  func ranksCounted() throws {
    let day = try #require(CalendarDate("2026-12-01"))
    var statistics = Statistics()
    var outcome = Statistics.Outcome(game: try game(), finished: true)
    outcome.dailyResult = DailyResult(date: day, dictionary: "en_US", game: try game())
    outcome.dictionary = "en_US"
    statistics.record(outcome)
    statistics.record(outcome)
    #expect(statistics.dailiesPlayed == 1, "a day counts once")
    #expect(statistics.dailyRankCounts == [0, 0, 0, 0, 0, 1, 0, 0, 0, 0], "Expert")
    #expect(statistics.statistics(ofDictionary: "en_US").dailyRankCounts == statistics.dailyRanks)
    #expect(statistics.statistics(ofDictionary: "de_DE").dailiesPlayed == 0)
    #expect(statistics.isValid)
    // A file from before the ranks were counted: its kept results count.
    var older = Statistics()
    older.keep(DailyResult(date: day, dictionary: "en_US", game: try game()))
    #expect(older.dailyRanks == nil && older.dailiesPlayed == 1)
    #expect(older.statistics(ofDictionary: "en_US").dailiesPlayed == 1)
    outcome.dailyResult?.date = "2026-12-02"
    older.record(outcome)
    #expect(older.dailiesPlayed == 2 && older.statistics(ofDictionary: "en_US").dailiesPlayed == 2)
    var damaged = statistics
    damaged.dailyRanks = [1, 2]
    #expect(!damaged.isValid, "one count a rank")
    damaged.dailyRanks = [0, 0, 0, 0, 0, -1, 0, 0, 0, 0]
    #expect(!damaged.isValid)
  }

  @Test("The longest daily streak is kept; each dictionary's daily has a streak of its own")
  func longestStreak() throws {
    var statistics = Statistics()
    let first = try #require(CalendarDate("2026-12-01")).dayNumber
    for (offset, dictionary) in [
      (0, "en_US"), (1, "en_US"), (2, "en_US"), (3, "de_DE"), (4, "en_US"),
    ] {
      statistics.recordDaily(CalendarDate(dayNumber: first + offset), dictionary: dictionary)
    }
    let fifth = CalendarDate(dayNumber: first + 4)
    #expect(statistics.statistics(ofDictionary: "en_US").dailyStreak(asOf: fifth) == 1)
    #expect(statistics.statistics(ofDictionary: "en_US").longestDailyStreakReached == 3)
    #expect(statistics.statistics(ofDictionary: "de_DE").dailyStreak(asOf: fifth) == 1)
    #expect(statistics.dailyStreak(asOf: fifth) == 5, "all dictionaries together")
    #expect(statistics.longestDailyStreakReached == 5)
    // A file from before the longest streak was kept: the streak as it stands.
    var older = Statistics()
    older.recordDaily(fifth)
    older.longestDailyStreak = nil
    #expect(older.longestDailyStreakReached == 1)
  }

  @Test("A daily played while the clock was ahead never freezes the streak at that future day")
  func futureDay() throws {
    let today = try #require(CalendarDate("2026-12-05"))
    var statistics = Statistics()
    // Played on a clock a year ahead (or a date written by hand).
    statistics.recordDaily(CalendarDate(dayNumber: today.dayNumber + 365), dictionary: "en_US")
    #expect(statistics.dailyStreak(asOf: today) == 0, "no streak runs in the future")
    statistics.recordDaily(today, dictionary: "en_US", today: today)
    #expect(statistics.dailyStreak(asOf: today) == 1)
    #expect(statistics.lastDaily == "2026-12-05")
    let tomorrow = CalendarDate(dayNumber: today.dayNumber + 1)
    statistics.recordDaily(tomorrow, dictionary: "en_US", today: tomorrow)
    #expect(statistics.dailyStreak(asOf: tomorrow) == 2)
    #expect(statistics.statistics(ofDictionary: "en_US").dailyStreak(asOf: tomorrow) == 2)
  }

  @Test("The points a rank needs: its share of the round's points, rounded up")
  func rankPoints() {
    #expect(Rank.apprentice.points(of: 201) == 11)
    #expect(Rank.beginner.points(of: 201) == 0)
    #expect(Rank.novice.next == .apprentice && Rank.perfect.next == nil)
    for possible in [1, 7, 201, 892] {
      for rank in Rank.allCases where rank != .perfect {
        let points = rank.points(of: possible)
        #expect(Rank(score: points, possiblePoints: possible, foundAll: false) >= rank)
        if points > 0 {
          #expect(Rank(score: points - 1, possiblePoints: possible, foundAll: false) < rank)
        }
      }
    }
  }
}

@Suite("Statistics by dictionary")
struct DictionaryStatisticsTests {
  @Test("Each dictionary keeps its own statistics; the whole counts every round")
  func byDictionary() throws {
    var statistics = Statistics()
    var english = Statistics.Outcome(
      finished: true, words: ["silk"], score: 4, possiblePoints: 12, rank: .expert)
    english.dictionary = "en_US"
    var german = Statistics.Outcome(
      finished: false, words: ["Haus", "Maus"], score: 8, possiblePoints: 80, rank: .wordsmith)
    german.dictionary = "de_DE"
    statistics.record(english)
    statistics.record(german)
    statistics.record(english)
    #expect(statistics.roundsPlayed == 3)
    #expect(statistics.dictionaries?["en_US"]?.roundsPlayed == 2)
    #expect(statistics.dictionaries?["de_DE"]?.wordsFound == 2)
    #expect(statistics.dictionaries?["de_DE"]?.roundsAbandoned == 1)
    #expect(statistics.isValid)
    var nested = statistics
    nested.dictionaries?["en_US"]?.dictionaries = [:]
    #expect(!nested.isValid, "a dictionary's statistics hold no dictionaries")
  }
}
