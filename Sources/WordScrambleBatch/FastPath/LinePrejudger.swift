import WordScramble

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Prejudges lines for one thread: the round's rules (read only) and the
/// output pieces of the fast path.
///
/// Plain ASCII lines take a byte-level form of the ``RuleChain``'s early
/// checks: the word is copied into the output lowercased, its length, start
/// word and letters are worked out on the bytes, and the chain decides. Only
/// lines whose every byte the renderer declares it shows as it is
/// (``VerdictRenderer/showsAsIs(_:)``) take it; every other line goes through
/// ``InputLine`` and ``Round``.
struct LinePrejudger: Sendable {
  private let renderer: any VerdictRenderer
  /// The fast path's tables and output pieces, laid out once.
  let pieces: FastPathPieces
  /// Whether the fast path's candidates are looked up in a word list (the
  /// round's dictionary is one, see ``BatchChecker``), with their batch
  /// (``PrejudgedLines/resolve(with:)``).
  private let looksUpWords: Bool

  /// Longest trimmed ASCII word the fast path handles.
  static let fastPathLimit = 64

  /// The round's fewest letters, for the chain's early checks.
  private let minimumLength: Int
  /// Whether plain lines take the fast path: as the chain says
  /// (``RuleChain/decidesOnBytes``; not with an app's own rules).
  private let hasFastPath: Bool
  /// Whether a candidate keeps the answer as typed (its case): the
  /// renderer shows spellings and the letter rules fold letters, so a
  /// typed `Ass` is spelled `Ass`, not as another word of its key (`aß`).
  private let keepsTyped: Bool
  /// The tails of the rejections that lines off the fast path get most
  /// (the early checks', a bad encoding's, a control character's, "not
  /// recognized", "blocked", the app's own rules'), rendered once: rendering
  /// one escapes and quotes its title and message.
  private let finalTails: [WordError: [UInt8]]

  init(round: Round, renderer: any VerdictRenderer, looksUpWords: Bool = false) {
    self.renderer = renderer
    self.looksUpWords = looksUpWords
    self.hasFastPath = round.rules.decidesOnBytes
    self.minimumLength = round.minimumLength
    self.keepsTyped = renderer.showsDetails && !round.rules.letterRules.isExact
    let root = round.startWord ?? ""
    let early = [RuleChain.EarlyCheck.tooShort, .startWord, .notPossible].map {
      round.rules.error($0)
    }
    var finalTails: [WordError: [UInt8]] = [:]
    let others: [WordError] = [.invalidEncoding, .controlCharacter, .notRecognized, .blocked]
    let custom = round.rules.customRules.map { WordError.custom($0.rejection) }
    for error in early + others + custom where finalTails[error] == nil {
      finalTails[error] = Array(renderer.rejectedTail(error).utf8)
    }
    self.finalTails = finalTails
    pieces = FastPathPieces(
      prefix: Array(renderer.head("").utf8),
      tails: (finalTails[early[0]] ?? [], finalTails[early[1]] ?? [], finalTails[early[2]] ?? []),
      root: Array(root.utf8), letters: round.rules.letters, blocked: round.tiers.blocked,
      showsAsIs: renderer.showsAsIs)
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
        output.appendCandidate(
          prejudgement, answer: word == answer ? nil : answer,
          typed: keepsTyped ? Self.typed(line, isFirstLine: isFirstLine, unless: answer) : nil)
      }
    }
  }

  /// The answer of `line` as typed (trimmed, in NFC, its case kept), or nil
  /// when it is `answer` (the normalized one) itself.
  private static func typed(
    _ line: UnsafeRawBufferPointer, isFirstLine: Bool, unless answer: String
  ) -> String? {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let text = isFirstLine && line.starts(with: bom) ? line.dropFirst(3) : line[...]
    let typed = Normalization.typed(String(decoding: text, as: UTF8.self))
    return typed == answer ? nil : typed
  }

  private func appendFinal(word: String, error: WordError, to output: inout PrejudgedLines) {
    var head = renderer.head(word)
    head.withUTF8 { output.bytes.append(UnsafeRawBufferPointer($0)) }
    if let tail = finalTails[error] {
      output.bytes.append(tail)
    } else {
      var tail = renderer.rejectedTail(error)
      tail.withUTF8 { output.bytes.append(UnsafeRawBufferPointer($0)) }
    }
    output.appendFinal()
  }

  /// What the fast path made of a line.
  private enum Outcome {
    /// The general path decides (the line's output was not written).
    case general
    /// Rejected: its whole output line was written.
    case rejected
    /// Passed the early checks: its head was written; the dictionary decides.
    case candidate
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
    let source = line.baseAddress!.assumingMemoryBound(to: UInt8.self) + start
    let wordStart = output.bytes.count + pieces.prefix.count
    var outcome = Outcome.general
    // Sixteen bytes more: the pieces are copied sixteen at a time.
    output.bytes.write(atMost: pieces.prefix.count + count + pieces.longestTail + 16) { out in
      let written: Int
      (written, outcome) = writeASCII(source, count: count, to: out)
      return written
    }
    switch outcome {
    case .general: return false
    case .rejected: output.appendFinal()
    case .candidate:
      if looksUpWords {
        // Looked up with its batch, then settled (see BatchChecker.settle).
        output.appendListed(end: output.bytes.count, length: count)
        return true
      }
      let word = output.bytes.withUnsafeBufferPointer {
        String(decoding: UnsafeBufferPointer(rebasing: $0[wordStart...]), as: UTF8.self)
      }
      output.bytes.removeSuffix(from: wordStart - pieces.prefix.count)
      let typed =
        keepsTyped && !UnsafeBufferPointer(start: source, count: count).elementsEqual(word.utf8)
        ? String(decoding: UnsafeBufferPointer(start: source, count: count), as: UTF8.self) : nil
      output.appendCandidate(
        round.rules.candidate(word, length: count) {
          round.dictionaryVerdict($0, dictionary: round.dictionary)
        }, typed: typed)
    }
    return true
  }

  /// Writes the output of the fast path's line of `count` bytes at `source`
  /// to `out` (at most the prefix, the word and the longest tail): how many
  /// bytes, and what it made of the line.
  @inline(__always)
  private func writeASCII(
    _ source: UnsafePointer<UInt8>, count: Int, to out: UnsafeMutablePointer<UInt8>
  ) -> (Int, Outcome) {
    let word = out + pieces.prefix.count
    FastPathPieces.copy(pieces.prefix, to: out)
    // Copy the word lowercased, noting bytes to show otherwise and letters
    // the start word lacks (without a start word, eight bytes at a time).
    // Eight at a time, no flags are gathered: only for a word too long to be
    // too short (whose letters need no telling apart from other bytes).
    var flags: UInt16 = 0
    if count >= 8 && count >= minimumLength && pieces.letters == nil
      && pieces.copiesEightAtATime
    {
      if !Self.copyLowercased(source, count: count, to: word) { return (0, .general) }
    } else {
      for index in 0..<count {
        let code = pieces.codes[Int(source[index])]
        flags |= code
        word[index] = UInt8(truncatingIfNeeded: code)
      }
    }
    guard flags & FastPathPieces.invalid == 0 else { return (0, .general) }
    let lowered = UnsafeBufferPointer(start: word, count: count)
    let isStartWord =
      count == pieces.root.count && memcmp(word, pieces.root.baseAddress!, count) == 0
    let failure = RuleChain.earlyFailure(
      length: count, isLetters: flags & FastPathPieces.nonLetter == 0,
      minimumLength: minimumLength, hasStartWord: pieces.letters != nil,
      isStartWord: isStartWord,
      isPossible: flags & FastPathPieces.absent == 0
        && pieces.letters?.canSpell(ascii: lowered) ?? true)
    let tail: UnsafeBufferPointer<UInt8>
    switch failure {
    case nil:
      return (pieces.prefix.count + count, .candidate)
    case .tooShort: tail = pieces.tooShort
    case .startWord: tail = pieces.startWord
    case .notPossible: tail = pieces.notPossible
    }
    FastPathPieces.copy(tail, to: word + count)
    return (pieces.prefix.count + count + tail.count, .rejected)
  }

  /// Copies `count` (8 or more) bytes lowercased, eight at a time (the last
  /// eight overlapping the ones before): false when one of them is not
  /// printable ASCII or is the backslash or the quote: never a byte the
  /// renderer changes, as ``FastPathPieces/copiesEightAtATime`` makes sure.
  @inline(__always)
  private static func copyLowercased(
    _ source: UnsafePointer<UInt8>, count: Int, to word: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs = ones &* 0x80
    /// The high bit of each zero byte (and maybe of bytes above one): none
    /// at all exactly when no byte is zero.
    func zeros(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
    var bad: UInt64 = 0
    var offset = 0
    while true {
      let at = min(offset, count - 8)
      let chunk = UnsafeRawPointer(source + at).loadUnaligned(as: UInt64.self)
      // Non-ASCII, below the space, the delete, the quote, the backslash.
      bad |= chunk & highs
      bad |= (chunk &- ones &* 0x20) & ~chunk & highs
      bad |= zeros(chunk ^ (ones &* 0x7F)) | zeros(chunk ^ (ones &* 0x22))
      bad |= zeros(chunk ^ (ones &* 0x5C))
      // For ASCII bytes: the high bit set from A on, and from past Z on.
      let fromA = (chunk & ~highs) &+ ones &* (0x80 - 0x41)
      let pastZ = (chunk & ~highs) &+ ones &* (0x80 - 0x5B)
      let upper = fromA & ~pastZ & highs
      UnsafeMutableRawPointer(word + at).storeBytes(of: chunk | upper >> 2, as: UInt64.self)
      if at == count - 8 { return bad == 0 }
      offset += 8
    }
  }
}
