/// Which of a dictionary's words a game needs listed when it opens: listing
/// takes a first use of a language a few seconds (then it is cached), and
/// every word listed answers at once, without Hunspell.
public enum WordListNeed: Equatable, Sendable {
  /// No list (a small check): Hunspell answers; a cached list is still used.
  case none
  /// Every word of the dictionary (a large check, `solve --roots -`).
  case all
  /// No list, not even a cached one: Hunspell answers every word (brute force).
  case hunspellOnly
  /// The words the rounds on these start words need, and on drawn ones (of
  /// eight letters) when `drawing`.
  case rounds(on: [String], drawing: Bool)
  /// A check's: with a start word, the words it spells where the language
  /// has letter rules or no bundled tiers; every word for a `large` input.
  case lookups(root: String?, large: Bool)

  /// What a check needs of a dictionary under `rules`, with tiers bundled or not.
  func resolved(_ rules: LetterRules, hasBundledTiers: Bool) -> WordListNeed {
    guard case .lookups(let root, let large) = self else { return self }
    if large { return .all }
    guard let root, !(rules.isExact && hasBundledTiers) else {
      return .none
    }
    return .rounds(on: [root], drawing: false)
  }

  /// Whether this is a round's need.
  var isRounds: Bool {
    if case .rounds = self { return true }
    return false
  }

  /// The most letters a word listed needs, under `rules`: never fewer than
  /// a drawn start word has, so one cached list serves `play` and a `check`
  /// or `solve` on a shorter word alike.
  func maximumLength(_ rules: LetterRules) -> Int? {
    guard case .rounds(let words, _) = self else { return nil }
    let lengths = words.map { Normalization.letterCount(rules.key(Normalization.answer($0))) }
    return max(StartWords.drawnLength, lengths.max() ?? 1)
  }

  /// The lines of a start-word list, read once: how long the words the
  /// rounds on it need listed are.
  package static func lines(ofList bytes: [UInt8]) -> [String] {
    bytes.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
  }
}
