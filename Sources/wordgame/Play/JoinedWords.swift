import WordScramble

/// Words written with an apostrophe or a hyphen (Dutch `foto's`, French
/// `aujourd'hui`, `porte-monnaie`): real words the game does not take, since
/// an answer is made of the start word's letters only. Said so plainly,
/// instead of "not possible" or "not recognized" (which tells a player a real
/// word is made up), and not judged: nothing is counted. So are answers with
/// digits.
extension PlaySession {
  /// The line for an answer of letters joined by apostrophes or hyphens, or
  /// one with digits; nil for any other.
  func joinedWordLine(_ line: InputLine, typed: String?) -> PlayStep? {
    guard case .answer(let text) = line else { return nil }
    let shown = Escaping.forDisplay(Normalization.typed(typed ?? text))
    if Self.isJoinedWord(text) {
      return PlayStep(lines: [
        ShownLine(
          text: messages(
            "'%s': words with an apostrophe or a hyphen don't count in this game (letters only).",
            shown), style: .rejected)
      ])
    }
    // Digits (`123`, `4you`) are no word at all: not "not possible", which
    // reads as letters missing from the start word.
    guard text.contains(where: \.isNumber) else { return nil }
    return PlayStep(lines: [
      ShownLine(
        text: messages("'%s': only letters count in this game, not digits.", shown),
        style: .rejected)
    ])
  }

  /// Whether `text` is letters joined by apostrophes or hyphens (`foto's`,
  /// `zee-egel`), with at least one of them.
  static func isJoinedWord(_ text: String) -> Bool {
    let joiners: Set<Character> = ["'", "’", "-", "‐"]
    let parts = text.split(omittingEmptySubsequences: false) { joiners.contains($0) }
    return parts.count > 1
      && parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { $0.isLetter } }
  }
}
