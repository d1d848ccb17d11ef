/// A line of a start-word list that cannot be used, and why.
package struct StartWordProblem: Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  package var line: Int
  /// The line's text, normalized (escape it before printing).
  package var word: String
  /// Why it was left out.
  package var reason: String

  /// `line 3: 'xyz1' is not a word of letters`.
  package var description: String {
    "line \(line): '\(Escaping.forDisplay(word))' \(reason)"
  }
}

extension StartWords {
  /// The largest list of start words read (about 1.8 million words).
  package static let maximumListBytes = 16 << 20

  /// Loads a player's own list of start words, checking every line: each must be
  /// a word of letters that `dictionary` accepts (after normalizing like an
  /// answer), not blocked by `tiers`, and appear once. Blank lines are skipped;
  /// every other line that fails is reported, not silently dropped.
  ///
  /// Throws when the list is over ``maximumListBytes``; `words` is nil when
  /// no line is usable (the problems say why). `path` names the list in the
  /// ``StartWords`` made: a FIFO or standard input is read once, by the caller.
  package static func checked(
    list data: [UInt8], path: String, dictionary: any SpellChecker,
    tiers: WordTiers = .unrestricted
  ) throws(StartWordsError) -> (words: StartWords?, problems: [StartWordProblem]) {
    guard data.count <= maximumListBytes else { throw .tooLarge(path: path) }
    var words: [String] = []
    var seen: Set<String> = []
    var problems: [StartWordProblem] = []
    var number = 0
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    for line in lines {
      number += 1
      let decoded = Array(line).withUnsafeBytes {
        InputLine.decode($0, isFirstLine: number == 1)
      }
      switch decoded {
      case .blank: continue
      case .invalid(let word, let error):
        problems.append(
          StartWordProblem(line: number, word: word, reason: "is not usable: \(error.title)"))
      case .answer(let word):
        if let failure = RuleChain.startWordFailure(word, dictionary: dictionary, tiers: tiers) {
          problems.append(StartWordProblem(line: number, word: word, reason: failure.reason))
        } else if !seen.insert(word).inserted {
          problems.append(StartWordProblem(line: number, word: word, reason: "appears twice"))
        } else {
          words.append(word)
        }
      }
    }
    return (words.isEmpty ? nil : StartWords(words: words, path: path), problems)
  }

  package init(words: [String], path: String) {
    self.words = words
    self.path = path
  }
}
