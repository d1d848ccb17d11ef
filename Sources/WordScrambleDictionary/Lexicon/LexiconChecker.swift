#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A spell checker that answers from a complete ``Lexicon``, without Hunspell:
/// for the words the game asks about (lowercase, letters only, NFC) its answer
/// is Hunspell's, since the lexicon holds every such word Hunspell accepts.
/// A lookup is one hash of the word's bytes into an open-addressing table over
/// the lexicon's lines (about 30 ns), and libhunspell is never loaded.
package struct LexiconChecker: DictionaryFiles {
  package let location: DictionaryLocation
  package let encoding = "UTF-8"
  /// The lexicon's lines, and where each starts (one more: the end).
  private let text: [UInt8]
  private let starts: [Int32]
  /// At each slot of the table: line number + 1 in the high bits (0 for an
  /// empty slot) and the top `tagBits` bits of the word's hash in the low ones,
  /// so a probe reads the lexicon's text only when those match. Four bytes a
  /// slot keep the table small enough to stay in the cache.
  private let slots: [UInt32]
  private let tagBits: UInt32

  /// A checker for the dictionary at `location`, from its complete lexicon
  /// (nil when the lexicon may miss words).
  /// Past 2^24 words the table's four-byte slots cannot number them: nil.
  package init?(lexicon: Lexicon, location: DictionaryLocation) {
    guard lexicon.incompleteness == nil, lexicon.scope == nil else { return nil }
    self.location = location
    let text = lexicon.text
    var starts: [Int32] = [0]
    for index in text.indices where text[index] == 0x0A { starts.append(Int32(index + 1)) }
    guard starts.count < 1 << 24 else { return nil }
    var lineBits: UInt32 = 1
    while 1 << lineBits <= starts.count { lineBits += 1 }
    let tagBits = 32 - max(17, lineBits)
    var size = 16
    while size < starts.count * 2 { size *= 2 }
    var slots = [UInt32](repeating: 0, count: size)
    text.withUnsafeBufferPointer { bytes in
      for line in 0..<(starts.count - 1) {
        let start = Int(starts[line])
        let word = UnsafeBufferPointer(rebasing: bytes[start..<(Int(starts[line + 1]) - 1)])
        let fnv = Self.fnv(word)
        var slot = Self.slot(fnv) & (size - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
        slots[slot] =
          UInt32(line + 1) << tagBits | UInt32(truncatingIfNeeded: fnv >> (64 - UInt64(tagBits)))
      }
    }
    self.text = text
    self.starts = starts
    self.slots = slots
    self.tagBits = tagBits
  }

  /// FNV-1a over a word's bytes: what the table is keyed by.
  @inline(__always)
  package static func fnv(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return hash
  }

  @inline(__always)
  private static func slot(_ fnv: UInt64) -> Int { Int(truncatingIfNeeded: fnv ^ (fnv >> 29)) }

  /// Whether the lexicon holds `word`.
  package func isCorrect(_ word: String) -> Bool {
    var word = word
    return word.withUTF8 { line(of: $0) } != nil
  }

  /// How many words the lexicon holds (line numbers go up to one less).
  package var count: Int { starts.count - 1 }

  /// The line number of the word whose UTF-8 bytes are `key`, or nil.
  package func line(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    line(of: key, fnv: Self.fnv(key))
  }

  /// Reads the first slot a word of hash `fnv` probes and returns it. Called
  /// for many words before any is looked up, the reads' cache misses overlap
  /// instead of coming one after the other (the table is larger than a core's
  /// cache); the caller must use the result, or the read is optimized away.
  @inline(__always)
  package func touch(fnv: UInt64) -> UInt32 {
    slots[Self.slot(fnv) & (slots.count - 1)]
  }

  /// ``line(of:)`` with the key's ``fnv(_:)`` hash already worked out.
  @inline(__always)
  package func line(of key: UnsafeBufferPointer<UInt8>, fnv: UInt64) -> Int? {
    guard let keyBytes = key.baseAddress else { return nil }
    return text.withUnsafeBufferPointer { all in
      let mask = slots.count - 1
      var slot = Self.slot(fnv) & mask
      let tag = UInt32(truncatingIfNeeded: fnv >> (64 - UInt64(tagBits)))
      let tagMask: UInt32 = 1 << tagBits - 1
      while slots[slot] != 0 {
        let entry = slots[slot]
        if entry & tagMask == tag {
          let line = Int(entry >> tagBits) - 1
          let start = Int(starts[line])
          if Int(starts[line + 1]) - 1 - start == key.count
            && memcmp(keyBytes, all.baseAddress! + start, key.count) == 0
          {
            return line
          }
        }
        slot = (slot + 1) & mask
      }
      return nil
    }
  }
}
