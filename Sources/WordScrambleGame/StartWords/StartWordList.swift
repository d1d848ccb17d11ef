/// A line of a start-word list that cannot be used, and why.
package struct StartWordProblem: Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line number.
  package var line: Int
  /// The line's word as written on it, trimmed (escape it before printing).
  package var word: String
  /// Why it was left out.
  package var reason: Reason

  /// Why a line was left out.
  package enum Reason: Equatable, Sendable {
    /// The line is not text an answer can be (its error).
    case unusable(WordError)
    /// The word cannot be a start word.
    case failure(StartWordFailure)
    /// The word is on an earlier line.
    case duplicate
  }

  /// `line 3: 'xyz1' is not a word of letters`.
  package var description: String { description(in: .english) }

  /// The problem in the language of `messages`.
  package func description(in messages: MessageCatalog) -> String {
    let word = Escaping.forDisplay(word)
    return switch reason {
    case .unusable(let error):
      messages("line %d: '%s' is not usable: %s", line, word, error.reason(in: messages))
    case .failure(let failure):
      messages("line %d: '%s' %s", line, word, failure.reason(in: messages))
    case .duplicate: messages("line %d: '%s' appears twice", line, word)
    }
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
          StartWordProblem(line: number, word: word, reason: .unusable(error)))
      case .answer(let word):
        // A problem names the word as written on its line (`Aufnahme`), not lower-cased.
        let typed = Normalization.typed(String(decoding: line, as: UTF8.self))
        let shown = Normalization.answer(typed) == word ? typed : word
        if let failure = RuleChain.startWordFailure(word, dictionary: dictionary, tiers: tiers) {
          problems.append(StartWordProblem(line: number, word: shown, reason: .failure(failure)))
        } else if !seen.insert(word).inserted {
          problems.append(StartWordProblem(line: number, word: shown, reason: .duplicate))
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
