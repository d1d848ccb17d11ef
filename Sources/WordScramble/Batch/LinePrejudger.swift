/// Prejudges lines for one thread: the round's rules (read only) and the
/// output pieces of the fast path.
///
/// Plain ASCII lines take a byte-level form of the ``RuleChain``'s early
/// checks: the word is copied into the output lowercased, its length, start
/// word and letters are worked out on the bytes, and the chain decides. Every
/// other line goes through ``InputLine`` and ``Round``.
struct LinePrejudger: Sendable {
  private let renderer: any VerdictRenderer
  /// The start word's bytes (empty without one).
  private let root: [UInt8]
  private let letters: LetterCounts?
  private let wordPrefix: [UInt8]
  /// The tails of the rejections the fast path decides, prepared once.
  private let tooShort, startWord, notPossible: [UInt8]
  /// The word list to look words up in by their bytes, when the dictionary is
  /// one (see ``BatchChecker``), and a filter of the blocked words' hashes.
  private let wordList: LexiconChecker?
  private let blockedFilter: [UInt64]

  /// Longest trimmed ASCII word the fast path handles.
  static let fastPathLimit = 64

  /// The round's fewest letters, for the chain's early checks.
  private let minimumLength: Int
  /// Whether plain lines take the fast path: not with an app's own rules,
  /// which only the chain runs.
  private let hasFastPath: Bool

  init(round: Round, renderer: any VerdictRenderer, wordList: LexiconChecker? = nil) {
    self.renderer = renderer
    self.wordList = wordList
    self.hasFastPath = round.customRules.isEmpty
    self.minimumLength = round.minimumLength
    var filter = [UInt64](repeating: 0, count: 64)
    for word in round.tiers.blocked {
      var word = word
      let (first, second) = word.withUTF8 { Self.filterBits(LexiconChecker.fnv($0)) }
      for bit in [first, second] { filter[bit >> 6] |= 1 << UInt64(bit & 63) }
    }
    blockedFilter = filter
    let root = round.startWord ?? ""
    self.root = Array(root.utf8)
    self.letters = round.rules.letters
    wordPrefix = Array(renderer.head("").utf8)
    tooShort = Array(renderer.rejectedTail(.tooShort(minimum: round.minimumLength)).utf8)
    startWord = Array(renderer.rejectedTail(.startWord(root)).utf8)
    notPossible = Array(renderer.rejectedTail(.notPossible(startWord: root)).utf8)
  }

  /// Prejudges a line against `round` as it stands (read only).
  func prejudge(
    _ line: UnsafeRawBufferPointer, droppedBytes: Int, isFirstLine: Bool, round: Round,
    into output: inout PrejudgedLines
  ) {
    if droppedBytes == 0, !isFirstLine, hasFastPath,
      prejudgeASCII(line, round: round, into: &output)
    {
      return
    }
    switch InputLine.decode(line, droppedBytes: droppedBytes, isFirstLine: isFirstLine) {
    case .blank: return
    case .invalid(let word, let error): appendFinal(word: word, error: error, to: &output)
    case .answer(let answer):
      // The checks compare the answer's key; the line shows the answer.
      let word = round.rules.letterRules.key(answer)
      let prejudgement = round.prejudge(normalized: word, dictionary: round.dictionary)
      if case .rejected(_, let error) = prejudgement {
        appendFinal(word: answer, error: error, to: &output)
      } else {
        output.appendCandidate(prejudgement, answer: word == answer ? nil : answer)
      }
    }
  }

  /// Two bits of a 4,096-bit filter for a word's FNV-1a hash.
  @inline(__always)
  private static func filterBits(_ hash: UInt64) -> (Int, Int) {
    (Int(hash & 4095), Int((hash >> 40) & 4095))
  }

  /// Whether the word with this hash may be blocked (false for certain when not).
  @inline(__always)
  private func mayBeBlocked(_ hash: UInt64) -> Bool {
    let (first, second) = Self.filterBits(hash)
    return blockedFilter[first >> 6] & (1 << UInt64(first & 63)) != 0
      && blockedFilter[second >> 6] & (1 << UInt64(second & 63)) != 0
  }

  /// A candidate of the fast path left to the word list: pending, looked up
  /// with the others of its batch (``PrejudgedLines/resolve(with:)``), then
  /// settled by its line number or not recognized. False when the word may be
  /// blocked (the general path decides) or there is no list.
  private func decideByWordList(
    wordStart: Int, length: Int, into output: inout PrejudgedLines
  ) -> Bool {
    guard wordList != nil else { return false }
    let hash = output.bytes.withUnsafeBufferPointer { bytes in
      LexiconChecker.fnv(UnsafeBufferPointer(rebasing: bytes[wordStart...]))
    }
    guard !mayBeBlocked(hash) else { return false }
    output.items.append(.pending(end: output.bytes.count, length: Int32(length), hash: hash))
    return true
  }

  private func appendFinal(word: String, error: WordError, to output: inout PrejudgedLines) {
    var text = renderer.head(word) + renderer.rejectedTail(error)
    text.withUTF8 { output.bytes.append(contentsOf: $0) }
    output.appendFinal()
  }

  /// The fast path: returns false when the line needs the general path.
  private func prejudgeASCII(
    _ line: UnsafeRawBufferPointer, round: Round, into output: inout PrejudgedLines
  ) -> Bool {
    var end = line.count
    if end > 0 && line[end - 1] == 0x0D { end -= 1 }
    var start = 0
    while start < end && line[start] == 0x20 { start += 1 }
    while end > start && line[end - 1] == 0x20 { end -= 1 }
    if start == end {
      // Blank, unless it held other bytes (a lone tab, say): let the general path decide.
      return line.allSatisfy { $0 == 0x20 || $0 == 0x0D }
    }
    let count = end - start
    guard count <= Self.fastPathLimit else { return false }
    let mark = output.bytes.count
    output.bytes.append(contentsOf: wordPrefix)
    let wordStart = output.bytes.count
    // Copy the word in one go, then lowercase it in place.
    output.bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: line[start..<end]))
    let failure = output.bytes.withUnsafeMutableBufferPointer {
      bytes -> RuleChain.EarlyCheck?? in
      let word = UnsafeMutableBufferPointer(rebasing: bytes[wordStart...])
      for index in word.indices {
        let byte = word[index]
        // Printable ASCII except the backslash and the quote, which escaping changes.
        guard byte >= 0x20 && byte < 0x7F && byte != 0x5C && byte != 0x22 else { return nil }
        if byte >= 0x41 && byte <= 0x5A { word[index] = byte | 0x20 }
      }
      let lowered = UnsafeBufferPointer(word)
      let isStartWord =
        count == root.count && root.withUnsafeBufferPointer { lowered.elementsEqual($0) }
      return .some(
        RuleChain.earlyFailure(
          length: count, minimumLength: minimumLength, hasStartWord: letters != nil,
          isStartWord: isStartWord, isPossible: letters?.canSpell(ascii: lowered) ?? true))
    }
    guard let failure else {
      output.bytes.removeSubrange(mark...)
      return false
    }
    guard let failure else {
      if decideByWordList(wordStart: wordStart, length: count, into: &output) { return true }
      let word = String(decoding: output.bytes[wordStart...], as: UTF8.self)
      output.bytes.removeSubrange(mark...)
      output.appendCandidate(
        round.rules.candidate(word, length: count) {
          round.dictionaryVerdict($0, dictionary: round.dictionary)
        })
      return true
    }
    switch failure {
    case .tooShort: output.bytes.append(contentsOf: tooShort)
    case .startWord: output.bytes.append(contentsOf: startWord)
    default: output.bytes.append(contentsOf: notPossible)
    }
    output.appendFinal()
    return true
  }
}
