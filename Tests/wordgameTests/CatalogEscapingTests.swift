import Foundation
import Testing

@testable import wordgame

/// A GNU `.mo` file (little-endian, no hash table) of `entries`, English to
/// translation, with a header naming UTF-8 and English plurals.
private func moFile(_ entries: [String: String]) -> [UInt8] {
  let header =
    "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n"
  let pairs = ([("", header)] + entries.sorted { $0.key < $1.key }).map {
    (Array($0.0.utf8), Array($0.1.utf8))
  }
  var bytes: [UInt8] = []
  func word(_ value: Int) {
    for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((value >> shift) & 0xFF)) }
  }
  let tables = 28
  var offset = tables + pairs.count * 16
  var strings: [UInt8] = []
  var originals: [(Int, Int)] = []
  var translations: [(Int, Int)] = []
  for (original, _) in pairs {
    originals.append((original.count, offset + strings.count))
    strings += original + [0]
  }
  for (_, translation) in pairs {
    translations.append((translation.count, offset + strings.count))
    strings += translation + [0]
  }
  offset = 0
  for value in [0x9504_12de, 0, pairs.count, tables, tables + pairs.count * 8, 0, 0] {
    word(value)
  }
  for (length, start) in originals + translations {
    word(length)
    word(start)
  }
  return bytes + strings
}

@Suite("A message catalog is data: its translations reach the terminal escaped")
struct CatalogEscapingTests {
  @Test("A hostile catalog's escape sequences and bidi controls are escaped; needed newlines stay")
  func hostileCatalog() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = folder.appendingPathComponent("WordScramble_WordScramble.resources")
    try FileManager.default.copyItem(
      at: try wordgameURL().deletingLastPathComponent().appendingPathComponent(
        "WordScramble_WordScramble.resources"),
      to: bundle)
    // The help's discussion has line breaks of its own: a translation keeps them.
    let discussion = CheckCommand.discussion
    try Data(
      moFile([
        "Word not possible": "Wort\u{1B}]0;pwned\u{07}\nnicht\u{202E} möglich",
        discussion: "\u{1B}[2J" + discussion.uppercased(),
      ])
    ).write(to: bundle.appendingPathComponent("locale/de.mo"))
    let environment = ["LANG": "de_DE.UTF-8", "WORDSCRAMBLE_RESOURCES": folder.path]
    let checked = try wordgameCommand(
      ["check", "--root", "silkworm"], input: "xyz\n", environment: environment)
    #expect(
      checked.stdoutLines.first
        == "xyz\tWort\\x1B]0;pwned\\x07\\x0Anicht\\u{202E} möglich\tYou can't spell that word from 'silkworm'!",
      "\(checked.stdout)")
    let help = try wordgameCommand(["check", "--help"], environment: environment)
    #expect(help.stdout.contains("\\x1B[2J" + discussion.uppercased() + "\n"), "\(help.stdout)")
    for run in [checked, help] {
      #expect(!run.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    }
  }
}
