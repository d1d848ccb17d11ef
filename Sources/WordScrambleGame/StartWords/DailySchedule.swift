#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A day of the calendar, written `YYYY-MM-DD`: the name of a daily puzzle.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year (1970 to 9999).
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month, from 1.
  public let day: Int

  /// The date `text` names (`2026-12-01`), or nil when it is not one (years
  /// 1970 to 9999).
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The date `year`-`month`-`day`, or nil when there is no such day (years
  /// 1970 to 9999).
  public init?(year: Int, month: Int, day: Int) {
    guard (1970...9999).contains(year), (1...12).contains(month),
      (1...Self.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// The date `dayNumber` days after 1970-01-01.
  public init(dayNumber: Int) {
    // Howard Hinnant's civil_from_days.
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * shifted + 2) / 5 + 1
    month = shifted < 10 ? shifted + 3 : shifted - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// Days since 1970-01-01 (Howard Hinnant's days_from_civil).
  public var dayNumber: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date as `YYYY-MM-DD`.
  public var description: String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(two(month))-\(two(day))"
  }

  /// Whether `lhs` is an earlier day than `rhs`.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    lhs.dayNumber < rhs.dayNumber
  }

  static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}

extension StartWords {
  /// The daily puzzle's start word on `date` for the dictionary named
  /// `dictionary`: the list in an order of its own (shuffled by a generator
  /// seeded with the dictionary's name), one word a day, so that every player
  /// of the same list and dictionary gets the same word, and a word comes back
  /// only after every other one has (every `words.count` days: 26 years for
  /// the bundled list). The game's daily puzzle (`GameLanguage.dailyPuzzle`)
  /// deals from the list frozen when the daily began, with
  /// `dailyWord(on:dictionary:schedule:)`, so that a later list moves no day.
  public func dailyWord(on date: CalendarDate, dictionary: String) -> String {
    var seed: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in ("wordgame daily " + dictionary).utf8 {
      seed = (seed ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    var generator = SeededGenerator(seed: seed)
    let order = Array(words.indices).shuffled(using: &generator)
    let position = date.dayNumber % words.count
    return words[order[position < 0 ? position + words.count : position]]
  }
}

extension StartWords {
  /// The daily puzzle's start word on `date`, dealt from `schedule`: the
  /// list the days were first dealt from (keys, sorted as a generated list
  /// is), so that a later list moves no day. A day whose word this list no
  /// longer has is dealt again from the words this list added since (from
  /// the whole list when it added none): that day alone changes. An empty
  /// schedule deals from this list (``dailyWord(on:dictionary:)``).
  package func dailyWord(on date: CalendarDate, dictionary: String, schedule: [String]) -> String {
    guard !schedule.isEmpty else { return dailyWord(on: date, dictionary: dictionary) }
    let scheduled = StartWords(words: schedule, path: "").dailyWord(
      on: date, dictionary: dictionary)
    if words.contains(scheduled) { return scheduled }
    let known = Set(schedule)
    let added = words.filter { !known.contains($0) }
    return StartWords(words: added.isEmpty ? words : added, path: "").dailyWord(
      on: date, dictionary: dictionary)
  }
}

extension CalendarDate {
  /// Today by the local clock (a game takes it as a value: tests hand in a
  /// day of their own).
  public static func today() -> CalendarDate {
    var now = time(nil)
    var local = tm()
    guard localtime_r(&now, &local) != nil else { return CalendarDate(dayNumber: 0) }
    return CalendarDate(
      year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday))
      ?? CalendarDate(dayNumber: 0)
  }
}

extension CalendarDate: Codable {
  /// The date its text holds (`"2026-12-01"`); any other value throws.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let date = CalendarDate(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "no such day: \(text)"))
    }
    self = date
  }

  /// Encodes the date as its text (`"2026-12-01"`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
