import WordScramble

/// JSON Lines, one object a line, as `wordgame check --json` prints them,
/// through the engine's one JSON writer (`JSONObject`): an accepted answer's
/// `word`, `ok` (true), `points`, and where they apply `bonus`, `allLetters`
/// (it uses every letter of the start word) and `spelling` (the
/// dictionary's, where it differs from the word); a rejected one's `word`,
/// `ok` (false), `code` (`WordError.code`), `title` and `message` (in
/// English). Keys and codes never change, in any language.
///
/// ```
/// {"word":"silk","ok":true,"points":4}
/// {"word":"fuß","ok":true,"points":4,"spelling":"Fuß"}
/// {"word":"sambo","ok":false,"code":"notPossible","title":"Word not possible",…}
/// ```
public struct JSONRenderer: VerdictRenderer {
  /// A JSON renderer.
  public init() {}

  /// True: the spelling and the every-letter mark are shown.
  public var showsDetails: Bool { true }

  /// `{"word":"` and the escaped word, its string left open: the batch
  /// checker's fast path writes a plain word's bytes after `head("")`.
  public func head(_ word: String) -> String {
    "{\"word\":\"" + Escaping.forJSON(word)
  }

  /// Printable ASCII but the backslash and the quote, which JSON escapes.
  public func showsAsIs(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F && byte != 0x5C && byte != 0x22
  }

  /// The accepted answer's members after `word`, and the newline.
  public func acceptedTail(_ judgement: Judgement) -> String {
    var object = JSONObject()
    if case .accepted(_, let points) = judgement.verdict {
      object.add("ok", true)
      object.add("points", points)
    }
    if judgement.isBonus { object.add("bonus", true) }
    if judgement.usesEveryLetter { object.add("allLetters", true) }
    if let spelling = judgement.spelling { object.add("spelling", spelling) }
    return Self.tail(object)
  }

  /// The rejected answer's members after `word`, and the newline.
  public func rejectedTail(_ error: WordError) -> String {
    var object = JSONObject()
    object.add("ok", false)
    object.add("code", error.code)
    object.add("title", error.title)
    object.add("message", error.message)
    return Self.tail(object)
  }

  /// "used already" with its English message naming the form found before,
  /// also given as `countsAs`.
  public func usedAlreadyTail(countsAs found: String) -> String {
    var object = JSONObject()
    object.add("ok", false)
    object.add("code", WordError.usedAlready.code)
    object.add("title", WordError.usedAlready.title)
    object.add("message", WordError.countsAsMessage(found, in: .english))
    object.add("countsAs", found)
    return Self.tail(object)
  }

  /// The members of `object` as they follow a ``head(_:)``: the word's
  /// string closed, then the members.
  private static func tail(_ object: JSONObject) -> String {
    "\"," + object.line.dropFirst()
  }
}
