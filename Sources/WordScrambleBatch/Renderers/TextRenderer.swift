import WordScramble

/// Plain text, tab-separated, as `wordgame check` prints it:
/// `WORD<TAB>ok<TAB>POINTS` for an accepted answer (and `<TAB>bonus` for a
/// bonus word), `WORD<TAB>TITLE<TAB>MESSAGE` for a rejected one, the title
/// and message in the language of ``messages``. The word is escaped for
/// display: a control or invisible character as `\xHH` or `\u{…}`, a
/// backslash as `\\`, so a line never holds a raw tab or line break of the
/// answer's own.
///
/// ```
/// silk	ok	4
/// sambo	Word not possible	You can't spell that word from 'silkworm'!
/// ```
public struct TextRenderer: VerdictRenderer {
  /// The language of the titles and messages (the words, `ok`, `bonus` and
  /// the numbers are the same in every language).
  public var messages: MessageCatalog
  /// Whether the words are checked with vulgar words allowed: a blocked word
  /// is then a slur, and its message says so (not "slurs and vulgar words").
  public var allowsVulgarWords = false

  /// A text renderer, in English unless `messages` says otherwise.
  public init(messages: MessageCatalog = .english) {
    self.messages = messages
  }

  /// False: a text line shows points and the bonus mark only.
  public var showsDetails: Bool { false }

  /// The answer escaped for display.
  public func head(_ word: String) -> String { Escaping.forDisplay(word) }

  /// Printable ASCII but the backslash, which display escaping doubles.
  public func showsAsIs(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F && byte != 0x5C }

  /// `<TAB>ok<TAB>POINTS`, `<TAB>bonus` for a bonus word, and the newline.
  public func acceptedTail(_ judgement: Judgement) -> String {
    guard case .accepted(_, let points) = judgement.verdict else { return "\n" }
    return "\tok\t" + String(points) + (judgement.isBonus ? "\tbonus" : "") + "\n"
  }

  /// `<TAB>TITLE<TAB>MESSAGE` in the language of ``messages``, and the newline.
  /// The message stands alone in its column, so it starts with a capital
  /// where a catalog writes it lower case to follow its title after a dash
  /// (an app's own rejection may too: `vowels only` is `Vowels only` here).
  public func rejectedTail(_ error: WordError) -> String {
    "\t" + error.title(in: messages) + "\t"
      + Self.standingAlone(error.message(in: messages, vulgarAllowed: allowsVulgarWords)) + "\n"
  }

  /// The title of "used already", and a message naming the form found before.
  public func usedAlreadyTail(countsAs found: String) -> String {
    "\t" + WordError.usedAlready.title(in: messages) + "\t"
      + Self.standingAlone(
        WordError.countsAsMessage(Escaping.forDisplay(found), in: messages)) + "\n"
  }

  /// `text` with its first character in upper case when that is a lower-case letter.
  static func standingAlone(_ text: String) -> String {
    guard let first = text.first, first.isLowercase else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
