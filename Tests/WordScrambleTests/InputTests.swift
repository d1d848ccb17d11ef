import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

/// Splits `text` as the batch checker does and decodes every line.
func decodeAll(_ bytes: [UInt8], chunkSize: Int = 3, maximumLineBytes: Int = 4096) -> [InputLine] {
  var splitter = LineSplitter(maximumLineBytes: maximumLineBytes)
  var lines: [InputLine] = []
  var first = true
  let collect = { (line: UnsafeRawBufferPointer, dropped: Int) in
    lines.append(InputLine.decode(line, droppedBytes: dropped, isFirstLine: first))
    first = false
  }
  var offset = 0
  while offset < bytes.count {
    let end = min(bytes.count, offset + chunkSize)
    bytes[offset..<end].withUnsafeBytes { splitter.feed($0, collect) }
    offset = end
  }
  splitter.finish(collect)
  return lines
}

@Suite("Reading lines of input")
struct InputTests {
  @Test(
    "Lines split across chunks, a BOM, CRLF and a last line without newline",
    arguments: [1, 2, 7, 4096])
  func lines(chunkSize: Int) {
    let input = Array("\u{FEFF}Silk\r\nworm\n\n   \nmilks".utf8)
    #expect(
      decodeAll(input, chunkSize: chunkSize)
        == [.answer("silk"), .answer("worm"), .blank, .blank, .answer("milks")])
  }

  @Test("Invalid UTF-8, NUL and escape characters are rejected, not dropped")
  func invalid() {
    let input: [UInt8] =
      [0x63, 0x61, 0xFF, 0x0A, 0x61, 0x00, 0x62, 0x0A, 0x1B] + Array("[31mred\n".utf8)
    #expect(
      decodeAll(input) == [
        .invalid(word: "ca\u{FFFD}", error: .invalidEncoding),
        .invalid(word: "a\u{0}b", error: .controlCharacter),
        .invalid(word: "\u{1B}[31mred", error: .controlCharacter),
      ])
  }

  @Test("An overlong line is cut, reported, and the next line still counts")
  func overlong() {
    let input = Array((String(repeating: "a", count: 50) + "\nsilk\n").utf8)
    let lines = decodeAll(input, chunkSize: 7, maximumLineBytes: 20)
    #expect(lines.count == 2)
    #expect(lines[0].isLineTooLong)
    #expect(lines[1] == .answer("silk"))
  }

  @Test("The display form never carries raw control characters")
  func escaping() {
    #expect(Escaping.forDisplay("plain") == "plain")
    #expect(Escaping.forDisplay("a\u{1B}[31mb") == "a\\x1B[31mb")
    #expect(Escaping.forDisplay("tab\there") == "tab\\x09here")
    #expect(Escaping.forDisplay("back\\slash") == "back\\\\slash")
    #expect(Escaping.forDisplay("zero\u{200B}width\u{202E}") == "zero\\u{200B}width\\u{202E}")
    #expect(Escaping.forDisplay("café") == "café")
    #expect(Escaping.forJSON("a\"b\\c\u{1}") == "a\\\"b\\\\c\\u0001")
    // Found by fuzzing: a C1 control (U+008D) went into JSON output raw.
    #expect(Escaping.forJSON("x\u{8D}y\u{202E}z") == "x\\u008Dy\\u202Ez")
  }
}

@Suite("A cut line")
struct CutLineTests {
  @Test(
    "An overlong line is shown by its first characters, never with a U+FFFD from the cut",
    arguments: [
      String(repeating: "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}", count: 700),
      String(repeating: "a", count: 39) + String(repeating: "\u{1F600}\u{1F3FD}", count: 600),
    ])
  func noReplacementCharacter(line: String) {
    let decoded = Array(line.utf8).withUnsafeBytes { InputLine.decode($0, droppedBytes: 10) }
    guard case .invalid(let shown, .lineTooLong) = decoded else {
      Issue.record("not cut: \(decoded)")
      return
    }
    #expect(!shown.unicodeScalars.contains("\u{FFFD}"), "\(shown.unicodeScalars.map(\.value))")
    #expect(shown.hasSuffix("…"))
  }
}

extension InputLine {
  var isLineTooLong: Bool {
    if case .invalid(_, .lineTooLong) = self { true } else { false }
  }
}

@Suite("One escaped set for text and JSON")
struct EscapingTests {
  @Test(
    "Invisible and format characters are escaped in both formats",
    arguments: [
      ("\u{34F}", "\\u{034F}", "\\u034F"), ("\u{FE0F}", "\\u{FE0F}", "\\uFE0F"),
      ("\u{3164}", "\\u{3164}", "\\u3164"), ("\u{200B}", "\\u{200B}", "\\u200B"),
      ("\u{2028}", "\\u{2028}", "\\u2028"), ("\u{E0001}", "\\u{E0001}", "\\uDB40\\uDC01"),
      ("\u{1}", "\\x01", "\\u0001"), ("\u{85}", "\\u{0085}", "\\u0085"),
    ])
  func escaped(character: String, display: String, json: String) {
    #expect(Escaping.forDisplay("a" + character + "b") == "a" + display + "b")
    #expect(Escaping.forJSON("a" + character + "b") == "a" + json + "b")
  }

  @Test("Letters, marks, emoji and the slash are left alone")
  func unchanged() {
    for text in ["café", "cafe\u{301}", "😀", "a/b", "straße", "日本"] {
      #expect(Escaping.forDisplay(text) == text)
      #expect(Escaping.forJSON(text) == text)
    }
  }

  @Test("ASCII's escaped characters are exactly its controls, as Unicode's properties say")
  func asciiShortcut() {
    for value in UInt32(0)..<0x80 {
      let scalar = Unicode.Scalar(value)!
      let byProperties =
        [Unicode.GeneralCategory.control, .format, .lineSeparator, .paragraphSeparator].contains(
          scalar.properties.generalCategory) || scalar.properties.isDefaultIgnorableCodePoint
      #expect(Escaping.isEscaped(scalar) == byProperties, "U+\(String(value, radix: 16))")
    }
  }
}
