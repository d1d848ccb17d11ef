import WordScramble

/// Comma-separated values as RFC 4180 has them, as `wordgame check --format
/// csv` prints them: a header row naming the columns
/// (``verdictsHeader``), then one record a line, each ending in CRLF. The
/// columns are ``JSONRenderer``'s keys (`word`, `ok`, `points`, `bonus`,
/// `allLetters`, `spelling`, `code`, `title`, `message`, a field left empty
/// where JSON has no key), and like JSON the same in every language. Every field is escaped for
/// display as text escapes words (a control character as `\xHH`, a backslash as
/// `\\`), so no record holds a raw control character or line break; a field
/// holding a comma, a semicolon or a quote is quoted, its quotes doubled.
/// Lists (answers, timed bests) are one field, their items separated by spaces.
///
/// A field a spreadsheet would run as a formula (`=cmd|' /C calc'!A0`, or
/// any text beginning with `=`, `+`, `-` or `@`; a tab or CR is escaped
/// already) gets a single quote in front, as OWASP advises against CSV
/// injection; so does a field that begins with a quote of its own, so a
/// reader removes one leading `'` to get the text back. A whole number
/// (`-3`) stays a number.
public struct CSVRenderer: VerdictRenderer {
  /// A CSV renderer.
  public init() {}

  /// True: the spelling and the every-letter mark are shown.
  public var showsDetails: Bool { true }

  /// Printable ASCII but the backslash (escaped for display), the comma,
  /// the semicolon and the quote (which quote the field), and what may begin
  /// a formula or its neutralising quote (`= + - @ '`).
  public func showsAsIs(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && ![0x5C, 0x2C, 0x3B, 0x22].contains(byte)
      && !Self.formulaStarts.contains(byte)
  }

  /// The first bytes a field gets a `'` in front of: what begins a formula
  /// for a spreadsheet (OWASP's `= + - @`; its tab and CR are escaped
  /// already), and the quote itself.
  private static let formulaStarts = Array("=+-@'".utf8)

  /// The columns' names, a record of their own: the first line of the output.
  public var verdictsHeader: String {
    Self.record([
      "word", "ok", "points", "bonus", "allLetters", "spelling", "code", "title", "message",
    ])
  }

  /// The answer's field.
  public func head(_ word: String) -> String { Self.field(word) }

  /// The accepted answer's other fields, and the line end.
  public func acceptedTail(_ judgement: Judgement) -> String {
    var points = ""
    if case .accepted(_, let value) = judgement.verdict { points = String(value) }
    let details = [String(judgement.isBonus), String(judgement.usesEveryLetter)]
    return "," + Self.record(["true", points] + details + [judgement.spelling ?? "", "", "", ""])
  }

  /// The rejected answer's other fields, and the line end.
  public func rejectedTail(_ error: WordError) -> String {
    "," + Self.record(["false", "", "", "", "", error.code, error.title, error.message])
  }

  /// "used already" with its English message naming the form found before.
  public func usedAlreadyTail(countsAs found: String) -> String {
    let error = WordError.usedAlready
    return ","
      + Self.record([
        "false", "", "", "", "", error.code, error.title,
        WordError.countsAsMessage(found, in: .english),
      ])
  }

  /// The end of every record: RFC 4180's CRLF.
  private static let lineEnd = "\r\n"

  /// `fields` as one record, with its line end.
  package static func record(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",") + lineEnd
  }

  /// Items of a list field, separated by spaces.
  package static func list(_ items: [String]) -> String { items.joined(separator: " ") }

  /// `text` as a field: escaped for display, a formula neutralised (a `'`
  /// in front of `= + - @ '`, but for a whole number), then quoted, its
  /// quotes doubled, when it holds a comma, a semicolon (the separator of
  /// spreadsheets in many languages), a quote, CR or LF (none left after
  /// escaping but the first three).
  package static func field(_ text: String) -> String {
    var shown = Escaping.forDisplay(text)
    if let first = shown.utf8.first, formulaStarts.contains(first),
      !(first == UInt8(ascii: "-") && shown.utf8.count > 1
        && shown.utf8.dropFirst().allSatisfy { (0x30...0x39).contains($0) })
    {
      shown = "'" + shown
    }
    guard shown.utf8.contains(where: { [0x2C, 0x3B, 0x22, 0x0D, 0x0A].contains($0) }) else {
      return shown
    }
    var quoted = "\""
    for character in shown.unicodeScalars {
      if character == "\"" { quoted += "\"" }
      quoted.unicodeScalars.append(character)
    }
    return quoted + "\""
  }
}
