/// Facts about the characters of a word, shared by the rules and the loaders.
package enum WordShape {
  /// Whether `word` is made of letters only: Unicode letters, each optionally
  /// followed by combining marks. Digits, punctuation, spaces and symbols are
  /// not letters; an empty string is not a word.
  ///
  /// Hunspell itself accepts `123`, `cat.` and `-cat`; none of those is a word in
  /// this game.
  package static func isLettersOnly(_ word: String) -> Bool {
    var sawLetter = false
    for byte in word.utf8 {
      // Fast path: plain ASCII letters.
      if byte < 0x80 {
        guard (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A else { return false }
        sawLetter = true
      } else {
        return isLettersOnlyUnicode(word)
      }
    }
    return sawLetter
  }

  private static func isLettersOnlyUnicode(_ word: String) -> Bool {
    var previousWasLetterOrMark = false
    for scalar in word.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
        previousWasLetterOrMark = true
      case .nonspacingMark, .spacingMark, .enclosingMark:
        // A combining mark must follow a letter.
        guard previousWasLetterOrMark else { return false }
      default:
        return false
      }
    }
    return previousWasLetterOrMark
  }

  /// Whether `word` is exactly `length` lowercase ASCII letters (the shape of a
  /// bundled start word).
  package static func isLowercaseASCII(_ word: String, length: Int? = nil) -> Bool {
    if let length, word.utf8.count != length { return false }
    return !word.isEmpty && word.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
  }
}
