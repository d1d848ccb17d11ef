import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

/// What `Normalization.answer` computed before it had fast paths: Foundation's
/// trimming and NFC, the standard library's lowercasing.
private func reference(_ raw: String) -> String {
  raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    .precomposedStringWithCanonicalMapping
}

@Suite("Normalizing answers")
struct NormalizationTests {
  /// Every scalar below U+0300 (the fast paths' range) and the first ones above it.
  static let scalars = (0..<0x380).compactMap(Unicode.Scalar.init).map(String.init)

  @Test("Every scalar below U+0300, alone and padded, normalizes as Foundation does")
  func singleScalars() {
    for scalar in Self.scalars {
      for raw in [
        scalar, " \(scalar)\t", "\u{A0}a\(scalar)\u{85}", "\(scalar)e\u{301}", "İ\(scalar)",
      ] {
        #expect(
          Normalization.answer(raw).unicodeScalars.elementsEqual(reference(raw).unicodeScalars),
          "\(raw.unicodeScalars.map { String($0.value, radix: 16) })")
      }
    }
  }

  @Test("Every pair of those scalars normalizes as Foundation does")
  func pairsOfScalars() {
    var mismatches: [String] = []
    for first in Self.scalars {
      for second in Self.scalars {
        let raw = first + second
        if !Normalization.answer(raw).unicodeScalars.elementsEqual(reference(raw).unicodeScalars) {
          mismatches.append(raw)
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test("Accented answers are trimmed, lowercased and composed")
  func accentedAnswers() {
    #expect(Normalization.answer(" Asunción\u{A0}") == "asunción")
    #expect(Normalization.answer("ATATÜRK\n") == "atatürk")
    // A decomposed accent is composed; a dotted capital I lowercases to i + U+0307.
    #expect(Normalization.answer("Cafe\u{301}").unicodeScalars.elementsEqual("café".unicodeScalars))
    #expect(Normalization.answer("İ").unicodeScalars.elementsEqual("i\u{307}".unicodeScalars))
    #expect(Normalization.composed("Asunción") == "Asunción")
    #expect(Normalization.composed("Cafe\u{301}").unicodeScalars.count == 4)
  }

  @Test("NFC follows Unicode 16, where Foundation's older tables did not; U+200B is trimmed")
  func unicodeNFC() {
    // Foundation composed these two into U+D7A4, which is not a Hangul syllable.
    #expect(
      Normalization.answer("\u{1113}\u{1161}").unicodeScalars.map(\.value) == [0x1113, 0x1161])
    #expect(Normalization.answer("\u{1100}\u{1161}") == "\u{AC00}")
    #expect(Normalization.answer("\u{FF21}\u{212B}").unicodeScalars.map(\.value) == [0xFF41, 0xE5])
    #expect(Normalization.answer("\u{200B} Silk\u{200B}\u{3000}") == "silk")
  }
}
