import WordScramble

/// Settling the words the word list answers for: by their line in it.
extension BatchChecker {
  /// Settles the word at `line` of the word list (-1: not in it; `length`
  /// letters, not blocked) by the chain, from two bits (listed, used before),
  /// and writes its line from `head` (the output before its tail) on.
  mutating func settleListed(
    _ line: Int, length: Int,
    head: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0)
  ) {
    let tail: Int
    let (word, bit) = (max(0, line) >> 6, UInt64(1) << UInt64(max(0, line) & 63))
    let isListed = line >= 0
    switch RuleChain.settlement(isUsed: isListed && usedLines[word] & bit != 0, isReal: isListed) {
    case .notRecognized:
      tail = notRecognizedTail
      summary.rejected += 1
    case .usedAlready:
      tail = usedTail
      summary.rejected += 1
    case .accepted:
      usedLines[word] |= bit
      var isBonus = false
      // Taken out while it is asked (it reads the round), without a copy.
      if var bonus = listedBonus.take(), let wordList {
        isBonus = bonus.isBonus(line: line, in: round, wordList: wordList)
        listedBonus = bonus
      }
      tail = isBonus ? pointsByLength.count + length : length
      summary.addAccepted(points: pointsByLength[length], isBonus: isBonus)
    }
    pendingOutput.append(head, listedTails[tail])
  }

  /// Settles a listed word that may be blocked, its head written already: the
  /// rules decide, as for any other candidate.
  mutating func settle(maybeBlocked head: UnsafeRawBufferPointer, length: Int) {
    pendingOutput.append(head)
    let word = String(decoding: head[(head.count - length)...], as: UTF8.self)
    let prejudgement = prejudgeRound.rules.candidate(word, length: length) {
      prejudgeRound.dictionaryVerdict($0, dictionary: prejudgeRound.dictionary)
    }
    settle(prejudgement, shown: nil, headWritten: true)
  }
}

/// Which words of the word list are bonus words, worked out once each, as
/// its lines are first accepted (the round's own judgement of the word: the
/// same as any other line's). Past ``eagerAfter`` words asked, where the
/// required list alone decides (no demoted words, no junk rule), the required
/// words' lines are marked at once instead (en_US: 1.5 ms), and a line's
/// verdict is one bit: a large check pays no lookup a word.
struct ListedBonus: Sendable {
  /// A bit a line: its verdict is known; it is a bonus word.
  private var known: [UInt64]
  private var bonus: [UInt64]
  /// A bit a line: a required word (once marked at once).
  private var required: [UInt64]?
  private var asked = 0
  static let eagerAfter = 4_096

  /// No line known yet, of a list of `lines`.
  init(lines: Int) {
    known = [UInt64](repeating: 0, count: lines / 64 + 1)
    bonus = known
  }

  /// Whether the word at `line` of `wordList` is a bonus word in `round`.
  mutating func isBonus(line: Int, in round: Round, wordList: LexiconChecker) -> Bool {
    let (index, bit) = (line >> 6, UInt64(1) << UInt64(line & 63))
    if let required { return required[index] & bit == 0 }
    if known[index] & bit != 0 { return bonus[index] & bit != 0 }
    let isBonus = round.isBonus(wordList.word(atLine: line))
    known[index] |= bit
    if isBonus { bonus[index] |= bit }
    asked += 1
    if asked == Self.eagerAfter { required = Self.requiredLines(round.tiers, wordList) }
    return isBonus
  }

  /// The lines of `wordList` that hold a required word, where the required
  /// list alone decides (else nil).
  private static func requiredLines(_ tiers: WordTiers, _ wordList: LexiconChecker) -> [UInt64]? {
    guard let list = tiers.required, tiers.demoted.isEmpty, tiers.junkLanguage == nil else {
      return nil
    }
    var lines = [UInt64](repeating: 0, count: wordList.count / 64 + 1)
    list.forEachWord { word in
      if let line = wordList.line(of: word) { lines[line >> 6] |= UInt64(1) << UInt64(line & 63) }
    }
    return lines
  }
}
