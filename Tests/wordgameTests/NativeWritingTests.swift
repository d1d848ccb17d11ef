import Foundation
import Testing

/// Languages as natives write them: a typed noun echoed as the dictionary
/// writes it, Russian `ё` as the lists write it, each catalog's quotation marks.
@Suite("Languages as natives write them: nouns, ё, quotation marks")
struct NativeWritingTests {
  @Test(
    "A German noun typed in lower case is echoed as written (Gebühr); the start word too, in check")
  func germanNouns() throws {
    let played = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Abholung"], input: "gebühr\nhaus\n:quit\n",
      environment: ["LANG": "C.UTF-8"])
    let lines = played.stdoutLines
    #expect(
      lines.contains("Gebühr: Word not possible — You can't spell that word from 'Abholung'!"),
      "\(played.stdout)")
    #expect(lines.contains { $0.hasPrefix("Haus: Word not possible") })
    #expect(!lines.contains { $0.hasPrefix("gebühr") || $0.hasPrefix("haus") })
    // check keeps the line as given in its first column; the start word is
    // named as written, on the fast path (haus, ASCII) and the general one.
    let checked = try wordgameCommand(
      ["check", "--dict", "de_DE", "--root", "Abholung"], input: "gebühr\nhaus\nabholung\n",
      environment: ["LANG": "C.UTF-8"])
    #expect(
      checked.stdoutLines == [
        "gebühr\tWord not possible\tYou can't spell that word from 'Abholung'!",
        "haus\tWord not possible\tYou can't spell that word from 'Abholung'!",
        "abholung\tWord is the start word\tMake new words from 'Abholung', not the word itself.",
      ], "\(checked.stdout)")
  }

  @Test(
    "Russian words are shown with ё as the lists write them (счёт, овёс), not as the dictionary's е"
  )
  func russianYo() throws {
    let checked = try wordgameCommand(
      ["check", "--dict", "ru_RU", "--json"], input: "счет\nовес\nнем\nученых\nстатьей\nлет\n",
      environment: ["LANG": "C.UTF-8"])
    // Forms frequency lists mostly write with е are written with ё as OpenCorpora
    // writes them (учёных, статьёй); `лет` is another word than `лёт` and keeps its е.
    #expect(
      checked.stdoutLines == [
        #"{"word":"счет","ok":true,"points":4,"spelling":"счёт"}"#,
        #"{"word":"овес","ok":true,"points":4,"spelling":"овёс"}"#,
        #"{"word":"нем","ok":true,"points":3,"spelling":"нём"}"#,
        #"{"word":"ученых","ok":true,"points":6,"spelling":"учёных"}"#,
        #"{"word":"статьей","ok":true,"points":7,"spelling":"статьёй"}"#,
        #"{"word":"лет","ok":true,"points":3}"#,
      ], "\(checked.stdout)")
    // Typed with е, a word is shown as the lists write it, as the words missed are.
    let played = try wordgameCommand(
      ["--dict", "ru_RU", "--root", "отчество"], input: "овес\nсчет\n:words\n:quit\n",
      environment: ["LANG": "C.UTF-8"])
    #expect(played.stdoutLines.contains { $0.hasPrefix("овёс: +4 points") }, "\(played.stdout)")
    #expect(played.stdoutLines.contains("  4  счёт"), "\(played.stdout)")
    #expect(played.stdoutLines.contains { $0.contains("отчёт") })
    #expect(!played.stdout.contains("овес") && !played.stdout.contains("счет:"))
  }

  /// Each catalog's quotation marks, as its other messages write them.
  static let quotes: [(String, String)] = [
    ("de", "„…“"), ("pl", "„…”"), ("fr", "« … »"), ("es", "«…»"), ("it", "«…»"), ("pt", "«…»"),
    ("ru", "«…»"), ("nl", "‘…’"), ("sv", "”…”"),
  ]

  @Test("No translation quotes with ASCII 'quotes'; each writes its own marks", arguments: quotes)
  func catalogQuotes(language: String, marks: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let catalog = try String(
      contentsOf: root.appendingPathComponent("po/\(language).po"), encoding: .utf8)
    // Each translation joined from its quoted lines.
    var translations: [String] = []
    var current: String?
    for line in catalog.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("msgstr") {
        if let current { translations.append(current) }
        current = String(line.drop { $0 != "\"" })
      } else if line.hasPrefix("\""), current != nil {
        current! += line
      } else if let done = current {
        translations.append(done)
        current = nil
      }
    }
    let text = translations.map { $0.replacing("\"\"", with: "") }
    let ascii = text.filter { $0.contains(#/(?:^|[^\w'])'[^'"]{1,60}?'(?!\w)/#) }
    #expect(ascii.isEmpty, "\(language): \(ascii)")
    let opening = String(marks.prefix(1))
    #expect(text.filter { $0.contains(opening) }.count >= 30, "\(language) quotes with \(marks)")
  }
}
