import Foundation
import Testing

/// The fields of each record of CSV `text` (RFC 4180: quoted fields, doubled
/// quotes, CRLF line ends); nil when a line does not end in CRLF or a quote
/// is left open.
func csvTable(_ text: String) -> [[String]]? {
  var records: [[String]] = []
  var (fields, field, quoted) = ([String](), "", false)
  var scalars = Array(text.unicodeScalars)[...]
  while let scalar = scalars.popFirst() {
    switch (scalar, quoted) {
    case ("\"", true) where scalars.first == "\"":
      field += "\""
      scalars.removeFirst()
    case ("\"", _): quoted.toggle()
    case (",", false): (fields, field) = (fields + [field], "")
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

@Suite("--format text, json and csv for check, solve and stats, end to end")
struct CheckSolveStatsFormatTests {
  @Test("check --format csv: a header row, then one record per answer, CRLF, quoted where needed")
  func checkCSV() throws {
    let input = "silk\nSILK\nmilk,s\nx\"y\nw\u{1}rm\nab\nworms\n\n"
    let result = try wordgameCommand(
      ["check", "--root", "silkworm", "--format", "csv"], input: input)
    let expected = [
      "word,ok,points,bonus,allLetters,spelling,code,title,message",
      "silk,true,4,false,false,,,,",
      "silk,false,,,,,usedAlready,Word used already,Be more original",
      "\"milk,s\",false,,,,,notPossible,Word not possible,You can't spell that word from 'silkworm'!",
      "\"x\"\"y\",false,,,,,notPossible,Word not possible,You can't spell that word from 'silkworm'!",
      // A semicolon quotes its field: spreadsheets in many languages split on it.
      "w\\x01rm,false,,,,,controlCharacter,Control character,\"Answers can't contain control characters; it was not checked.\"",
      "ab,false,,,,,tooShort,Word too short,Words must have at least 3 letters.",
      "worms,true,5,false,false,,,,",
    ]
    #expect(result.stdout == expected.map { $0 + "\r\n" }.joined())
    #expect(result.stderr == "2 accepted, 5 rejected, score 9\n")
    #expect(result.status == 1)
  }

  @Test("check --format csv: a cell a spreadsheet would run as a formula gets a quote in front")
  func csvFormulas() throws {
    let input = "=cmd|' /C calc'!A0\n+1+1\n-cat\n@SUM(1)\n\t=1+1\n'x\na;=b\n-5\nsilk\n"
    let result = try wordgameCommand(
      ["check", "--root", "silkworm", "--format", "csv"], input: input)
    let rejected =
      ",false,,,,,notPossible,Word not possible,You can't spell that word from 'silkworm'!"
    let expected =
      [
        "word,ok,points,bonus,allLetters,spelling,code,title,message",
        "'=cmd|' /c calc'!a0" + rejected, "'+1+1" + rejected, "'-cat" + rejected,
        "'@sum(1)" + rejected, "'=1+1" + rejected, "''x" + rejected,
        // A semicolon separates cells where spreadsheets take it for one: quoted.
        "\"a;=b\"" + rejected,
        // A whole number is no formula: it stays a number.
        "-5" + rejected, "silk,true,4,false,false,,,,",
      ]
    #expect(result.stdout == expected.map { $0 + "\r\n" }.joined(), "\(result.stdout)")
    let table = try #require(csvTable(result.stdout))
    #expect(table.dropFirst().allSatisfy { $0.count == 9 })
    #expect(!table.dropFirst().contains { "=+-@".contains($0[0].first ?? " ") && $0[0] != "-5" })
  }

  @Test(
    "Every format prints one record per non-blank line, with or without a start word",
    arguments: ["text", "json", "csv"], [["--root", "silkworm"], []])
  func oneRecordPerLine(format: String, root: [String]) throws {
    let words = ["silk", "worm,s", "Silk", "a\\b", "x\"y", "kilowatt", "ab", "tab\there", "worm"]
    let input = words.joined(separator: "\n") + "\n\n"
    let result = try wordgameCommand(["check", "--format", format] + root, input: input)
    #expect(result.status == 1)
    switch format {
    case "csv":
      let table = try #require(csvTable(result.stdout))
      #expect(table.map(\.count) == Array(repeating: 9, count: words.count + 1))
      #expect(
        table.dropFirst().map(\.first)
          == words.map { word in
            word.lowercased().replacingOccurrences(of: "\\", with: "\\\\")
              .replacingOccurrences(of: "\t", with: "\\x09")
          })
    case "json":
      #expect(result.stdoutLines.count == words.count)
      for line in result.stdoutLines {
        #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
      }
    default:
      #expect(result.stdoutLines.count == words.count)
      #expect(result.stdoutLines.allSatisfy { $0.split(separator: "\t").count == 3 })
    }
  }

  @Test("--json is --format json; the two together are fine, --json with another format is not")
  func jsonSynonym() throws {
    for command in [["check", "--root", "silkworm"], ["solve", "silkworm"], ["stats"]] {
      let json = try wordgameCommand(command + ["--json"], input: "silk\n")
      let format = try wordgameCommand(command + ["--format", "json"], input: "silk\n")
      let both = try wordgameCommand(command + ["--format", "json", "--json"], input: "silk\n")
      #expect(!json.stdout.isEmpty)
      #expect(format.stdout == json.stdout)
      #expect(both.stdout == json.stdout)
      let clash = try wordgameCommand(command + ["--json", "--format", "csv"], input: "silk\n")
      #expect(clash.status == 2)
      #expect(clash.stdout == "")
      #expect(
        clash.stderr.hasPrefix(
          "Error: --json is --format json: give one or the other, not --format csv\n"))
      let unknown = try wordgameCommand(command + ["--format", "xml"], input: "")
      #expect(unknown.status == 2)
      #expect(unknown.stderr.contains("text, json, csv"))
    }
  }

  @Test("solve --format csv: one record per start word, the same counts as JSON")
  func solveCSV() throws {
    let csv = try wordgameCommand(["solve", "--format", "csv", "silkworm"])
    #expect(csv.status == 0)
    let table = try #require(csvTable(csv.stdout))
    #expect(
      table.first == ["word", "answers", "bonus", "spellings", "allLetters", "count", "points"])
    #expect(table.count == 2)
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(wordgameCommand(["solve", "--json", "silkworm"]).stdout.utf8))
        as? [String: Any])
    let row = Dictionary(uniqueKeysWithValues: zip(table[0], table[1]))
    #expect(row["word"] == "silkworm")
    #expect(row["answers"] == (json["answers"] as? [String])?.joined(separator: " "))
    #expect(row["answers"]?.split(separator: " ").contains("silk") == true)
    #expect(row["count"] == (json["count"] as? Int).map(String.init))
    #expect(row["points"] == (json["points"] as? Int).map(String.init))
    let roots = try wordgameCommand(
      ["solve", "--roots", "-", "--format", "csv"], input: "silkworm\nbalon\n")
    #expect(
      roots.stdout.hasPrefix(
        "word,count,points,bonusCount,allLettersCount,difficulty\r\nsilkworm,\(row["count"]!),\(row["points"]!),42,0,hard\r\n"
      ))
  }

  @Test("stats --format csv: a header row of JSON's keys and one record of its values")
  func statsCSV() throws {
    let csv = try wordgameCommand(["stats", "--format", "csv"])
    #expect(csv.status == 0)
    let table = try #require(csvTable(csv.stdout))
    #expect(table.count == 2)
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(wordgameCommand(["stats", "--json"]).stdout.utf8))
        as? [String: Any])
    #expect(table[0].filter { json[$0] == nil } == ["dictionaries"])
    for (key, value) in zip(table[0], table[1]) {
      switch json[key] {
      case let number as Int: #expect(value == String(number), "\(key)")
      case let text as String: #expect(value == text, "\(key)")
      case let ranks as [[String: Any]] where key == "dailyRanks":
        let items = ranks.map { "\($0["rank"] as? String ?? ""):\($0["count"] as? Int ?? -1)" }
        #expect(value == items.joined(separator: " ") && items.count == 10, "\(value)")
      default: #expect(value == "", "\(key)")
      }
    }
  }

  @Test("--help of check, solve and stats shows --format and its choices")
  func help() throws {
    for command in ["check", "solve", "stats"] {
      let help = try wordgameCommand([command, "--help"])
      #expect(help.stdout.contains("--format <format>"))
      let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(
        words.contains(
          "--format <format> The output format: text (the default), json or csv (RFC 4180"))
    }
  }
}
