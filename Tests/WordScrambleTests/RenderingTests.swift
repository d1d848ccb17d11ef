import Rendering
import Testing

@testable import WordScramble
import WordScrambleBatch
@testable import WordScrambleGame
@testable import WordScrambleText

/// The fields of CSV `text` as RFC 4180 reads them, record by record; nil
/// when a record does not end in CRLF or a quote is left open.
func csvRecords(_ text: String) -> [[String]]? {
  var records: [[String]] = []
  var fields: [String] = []
  var field = ""
  var quoted = false
  var scalars = Array(text.unicodeScalars)[...]
  while let scalar = scalars.popFirst() {
    switch (scalar, quoted) {
    case ("\"", true) where scalars.first == "\"":
      field += "\""
      scalars.removeFirst()
    case ("\"", _): quoted.toggle()
    case (",", false):
      fields.append(field)
      field = ""
    case ("\r", false):
      guard scalars.popFirst() == "\n" else { return nil }
      records.append(fields + [field])
      (fields, field) = ([], "")
    case ("\n", false): return nil
    default: field.unicodeScalars.append(scalar)
    }
  }
  return quoted || !fields.isEmpty || !field.isEmpty ? nil : records
}

@Suite("Rendering")
struct RenderingTests {
  @Test(
    "Every renderer shows as they are the bytes it declares it does",
    arguments: OutputFormat.allCases)
  func declaredEscapingHolds(format: OutputFormat) {
    let renderer = format.renderer
    let asIs = (0...255).map(UInt8.init).filter(renderer.showsAsIs)
    #expect(asIs.allSatisfy { $0 >= 0x20 && $0 < 0x7F })
    #expect(asIs.count > 85)
    for byte in asIs {
      let word = "a" + String(UnicodeScalar(byte)) + "z"
      #expect(renderer.head(word) == renderer.head("") + word, "byte \(byte)")
    }
    let all = String(decoding: asIs, as: UTF8.self)
    #expect(renderer.head(all) == renderer.head("") + all)
  }

  @Test(
    "Every format's bytes the fast path may not copy: the backslash, JSON's quote, CSV's comma, semicolon, quote and formula starts",
    arguments: OutputFormat.allCases)
  func declaredBytes(format: OutputFormat) {
    let refused = (0x20..<0x7F).map(UInt8.init).filter { !format.renderer.showsAsIs($0) }
    let expected: [UInt8] =
      switch format {
      case .text: [0x5C]
      case .json: [0x22, 0x5C]
      // `= + - @` may begin a formula, and a `'` in front neutralises one.
      case .csv: Array("\"',;\\=+-@".utf8).sorted()
      }
    #expect(refused == expected)
  }

  @Test("CSV quotes a field with a comma or a quote and escapes control characters as text does")
  func csvFields() {
    let csv = CSVRenderer()
    #expect(csv.head("silk") == "silk")
    #expect(csv.head("milk,s") == "\"milk,s\"")
    #expect(csv.head("x\"y") == "\"x\"\"y\"")
    #expect(csv.head("w\u{1}rm") == "w\\x01rm")
    #expect(csv.head("a\r\nb") == "a\\x0D\\x0Ab")
    // Formulas neutralised (OWASP), a semicolon quoted, a whole number kept.
    #expect(csv.head("=1+1") == "'=1+1" && csv.head("@x") == "'@x" && csv.head("'x") == "''x")
    #expect(csv.head("\tx") == "\\x09x" && csv.head("a;b") == "\"a;b\"" && csv.head("-12") == "-12")
    #expect(csv.head("-") == "'-" && csv.head("-1a") == "'-1a")
    #expect(csv.head("a\\b,c") == "\"a\\\\b,c\"")
    #expect(csv.head("gel\u{E9}e") == "gel\u{E9}e")
  }

  @Test("CSV: a header row, then one record of the header's fields per verdict, CRLF each")
  func csvVerdicts() throws {
    let csv = CSVRenderer()
    let header = csv.header(.verdicts)
    #expect(header == "word,ok,points,bonus,allLetters,spelling,code,title,message\r\n")
    let accepted = Judgement(
      verdict: .accepted(word: "silk", points: 4), isBonus: true, usesEveryLetter: false,
      spelling: nil)
    #expect(csv.head("silk") + csv.acceptedTail(accepted) == "silk,true,4,true,false,,,,\r\n")
    let rejected = csv.head("milk,s") + csv.rejectedTail(.notPossible(startWord: "silkworm"))
    #expect(
      rejected
        == "\"milk,s\",false,,,,,notPossible,Word not possible,You can't spell that word from 'silkworm'!\r\n"
    )
    let records = try #require(csvRecords(header + rejected))
    #expect(records.map(\.count) == [9, 9])
    #expect(records[1][0] == "milk,s")
  }

  @Test("Text and JSON have no header row; CSV has one for each listing")
  func headers() {
    for listing in [Listing.verdicts, .solutions(summaryOnly: true), .statistics] {
      #expect(TextRenderer().header(listing) == "")
      #expect(JSONRenderer().header(listing) == "")
    }
    #expect(
      CSVRenderer().header(.solutions(summaryOnly: true))
        == "word,count,points,bonusCount,allLettersCount,difficulty\r\n")
    #expect(
      CSVRenderer().header(.solutions(summaryOnly: false))
        == "word,answers,bonus,spellings,allLetters,count,points\r\n")
  }

  @Test("CSV statistics: one record under the header, lists as space-separated items")
  func csvStatistics() throws {
    var statistics = Statistics()
    statistics.roundsPlayed = 3
    statistics.longestWord = "worm,s"
    statistics.timedBests = [Statistics.TimedBest(seconds: 60, bestScore: 12, bestPercent: 40)]
    let day = try #require(CalendarDate("2026-12-02"))
    statistics.recordDaily(CalendarDate(dayNumber: day.dayNumber - 1))
    statistics.recordDaily(day)
    statistics.dailyRanks = [0, 1, 0, 0, 0, 0, 0, 0, 0, 2]
    let csv = CSVRenderer()
    let text = csv.header(.statistics) + csv.statistics(statistics, today: day)
    let records = try #require(csvRecords(text))
    #expect(records.count == 2)
    let row = Dictionary(uniqueKeysWithValues: zip(records[0], records[1]))
    #expect(row["roundsPlayed"] == "3")
    #expect(row["dailyStreak"] == "2" && row["longestDailyStreak"] == "2")
    #expect(row["dailiesPlayed"] == "3")
    #expect(
      row["dailyRanks"]
        == "beginner:0 novice:1 apprentice:0 wordsmith:0 skilled:0 expert:0 master:0 virtuoso:0 genius:0 perfect:2"
    )
    #expect(row["longestWord"] == "worm,s")
    #expect(row["timedBests"] == "60:12:40")
    #expect(row["dictionaries"] == "")
  }
}
