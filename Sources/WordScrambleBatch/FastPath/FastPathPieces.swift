import WordScramble

/// What the batch checker's fast path reads for every plain ASCII line, laid
/// out once in one block of memory: the output pieces it writes (the answer's
/// head, the tails of its three rejections), the start word, a table that
/// lowercases a byte and tells whether the start word has that letter, and a
/// filter of the blocked words. Read through pointers, so the hot loop makes
/// no array checks and no reference counting.
///
/// It never changes after it is made, so threads share it.
final class FastPathPieces: @unchecked Sendable {
  /// The head of every answer's line, before the word (empty for text).
  let prefix: UnsafeBufferPointer<UInt8>
  /// The tails of the rejections the fast path decides.
  let tooShort, startWord, notPossible: UnsafeBufferPointer<UInt8>
  /// The start word's bytes (empty without one).
  let root: UnsafeBufferPointer<UInt8>
  /// The longest of the three tails.
  let longestTail: Int
  /// For each byte: the byte lowercased in the low eight bits (`0` when the
  /// fast path cannot show the byte as it is), ``invalid`` when so, and
  /// ``absent`` when the start word has no such letter.
  let codes: UnsafePointer<UInt16>
  /// The start word's letters, when there is one.
  let letters: LetterCounts?
  /// A filter of the blocked words' ``LexiconChecker/hash(_:)``: two bits a
  /// word, in 64 bits or more a word (a false hit sends a word down the
  /// general path; at most 2^23 bits).
  let blockedFilter: UnsafePointer<UInt64>
  private let filterMask: Int
  private let memory: UnsafeMutableRawPointer

  /// The flag of a byte the fast path cannot show as it is (a control
  /// character, non-ASCII, and what the renderer's escaping changes: the
  /// backslash for text, the quote too for JSON, the comma too for CSV).
  static let invalid: UInt16 = 0x200
  /// The flag of a letter the start word does not have.
  static let absent: UInt16 = 0x100
  /// The flag of a byte that is no letter (a digit, punctuation).
  static let nonLetter: UInt16 = 0x400

  /// Whether ``LinePrejudger``'s eight-at-a-time copy may run: the renderer
  /// shows as they are every byte it lets through (printable ASCII but the
  /// backslash and the quote). Otherwise words are copied byte by byte,
  /// through ``codes``.
  let copiesEightAtATime: Bool

  /// The pieces of a renderer's output (`prefix`, its `head("")`, and the
  /// tails), the round's start word and letters and its blocked words;
  /// `showsAsIs` is the renderer's declaration of the bytes its head copies
  /// (``VerdictRenderer/showsAsIs(_:)``).
  init(
    prefix: [UInt8], tails: (tooShort: [UInt8], startWord: [UInt8], notPossible: [UInt8]),
    root: [UInt8], letters: LetterCounts?, blocked: Set<String>,
    showsAsIs: (UInt8) -> Bool
  ) {
    let texts = [prefix, tails.tooShort, tails.startWord, tails.notPossible, root]
    let textBytes = texts.reduce(0) { $0 + $1.count }
    var filterBits = 4096
    while filterBits < blocked.count * 64 && filterBits < 1 << 23 { filterBits *= 2 }
    filterMask = filterBits - 1
    // The codes (2 bytes each), the texts, then the filter.
    let filterStart = (512 + textBytes + 7) / 8 * 8
    let size = filterStart + filterBits / 8
    memory = .allocate(byteCount: size, alignment: 8)
    memory.initializeMemory(as: UInt8.self, repeating: 0, count: size)
    let codes = memory.bindMemory(to: UInt16.self, capacity: 256)
    var next = (memory + 512).bindMemory(to: UInt8.self, capacity: textBytes)
    let filter = (memory + filterStart).bindMemory(to: UInt64.self, capacity: filterBits / 64)
    for byte in 0..<256 {
      // Printable ASCII the renderer shows as it is.
      guard byte >= 0x20 && byte < 0x7F && showsAsIs(UInt8(byte)) else {
        codes[byte] = Self.invalid
        continue
      }
      let lowered = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
      let count = letters?[Character(Unicode.Scalar(UInt8(lowered)))] ?? 0
      let isLetter = (0x61...0x7A).contains(lowered)
      codes[byte] =
        UInt16(lowered) | (letters != nil && count == 0 ? Self.absent : 0)
        | (isLetter ? 0 : Self.nonLetter)
    }
    for word in blocked {
      var word = word
      let (first, second) = word.withUTF8 {
        Self.bits(LexiconChecker.hash($0), mask: filterBits - 1)
      }
      for bit in [first, second] { filter[bit >> 6] |= 1 << UInt64(bit & 63) }
    }
    var pieces: [UnsafeBufferPointer<UInt8>] = []
    for text in texts {
      next.update(from: text, count: text.count)
      pieces.append(UnsafeBufferPointer(start: next, count: text.count))
      next += text.count
    }
    (self.prefix, tooShort, startWord, notPossible, self.root) =
      (pieces[0], pieces[1], pieces[2], pieces[3], pieces[4])
    longestTail = max(tooShort.count, startWord.count, notPossible.count)
    copiesEightAtATime = (0x20..<0x7F).allSatisfy {
      $0 == 0x5C || $0 == 0x22 || codes[$0] & Self.invalid == 0
    }
    self.codes = UnsafePointer(codes)
    self.letters = letters
    blockedFilter = UnsafePointer(filter)
  }

  deinit { memory.deallocate() }

  /// Copies `piece` (one of these texts) to `out` sixteen bytes at a time,
  /// the last sixteen past its end (the texts are followed by the filter,
  /// at least 512 bytes; `out` must have room for them): a call to
  /// `memcpy` a line cost more than the copy of its tail.
  @inline(__always)
  static func copy(_ piece: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) {
    let source = UnsafeRawPointer(piece.baseAddress!)
    let target = UnsafeMutableRawPointer(out)
    var offset = 0
    while offset < piece.count {
      target.storeBytes(
        of: source.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self),
        toByteOffset: offset, as: SIMD16<UInt8>.self)
      offset += 16
    }
  }

  /// The two bits of the filter for a word's hash.
  @inline(__always)
  private static func bits(_ hash: UInt64, mask: Int) -> (Int, Int) {
    (Int(truncatingIfNeeded: hash) & mask, Int(truncatingIfNeeded: hash >> 32) & mask)
  }

  /// Whether the word with this hash may be blocked (false for certain when not).
  @inline(__always)
  func mayBeBlocked(_ hash: UInt64) -> Bool {
    let (first, second) = Self.bits(hash, mask: filterMask)
    return blockedFilter[first >> 6] & (1 << UInt64(first & 63)) != 0
      && blockedFilter[second >> 6] & (1 << UInt64(second & 63)) != 0
  }
}
