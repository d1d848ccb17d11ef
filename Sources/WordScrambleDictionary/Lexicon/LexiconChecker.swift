import CPrefetch

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

  /// With a start word: its letters, which the table's words fit, the
  /// words past them asked of ``rest``; nil for a table of every word.
  private let scope: LetterCounts?
  /// The lexicon's every word, tabled when a word outside ``scope`` is
  /// first asked about (never, in a check on the start word).
  private let rest: RestOfLexicon?

  /// A checker for the dictionary at `location`, from its complete lexicon
  /// (nil when the lexicon may miss words).
  /// Past 2^24 words the table's four-byte slots cannot number them: nil.
  ///
  /// With `startWord` (lowercase ASCII letters), only the words its letters
  /// spell are tabled at once, the answers a round on it can have (en_US:
  /// 138 of 174,000 words for `silkworm`): a check on one start word starts without
  /// tabling every word. The others are tabled the first time one of them
  /// is asked about, and numbered after the start word's.
  package init?(lexicon: Lexicon, location: DictionaryLocation, startWord: String? = nil) {
    guard lexicon.incompleteness == nil, lexicon.scope == nil else { return nil }
    self.location = location
    let scope = startWord.flatMap(Self.scope(of:))
    var text = lexicon.text
    if let scope {
      let (words, lines) = Self.words(of: text, fitting: scope)
      guard lines < 1 << 24 - 1 else { return nil }
      text = words
      rest = RestOfLexicon(lexicon: lexicon, location: location, count: lines)
    } else {
      rest = nil
    }
    self.scope = scope
    let starts = Self.lineStarts(text)
    guard starts.count < 1 << 24 else { return nil }
    (slots, tagBits) = Self.table(text: text, starts: starts)
    self.text = text
    self.starts = starts
  }

  /// The letters of `word`, or nil when it has other bytes than lowercase
  /// ASCII letters.
  private static func scope(of word: String) -> LetterCounts? {
    let counts = LetterCounts(word)
    return !word.isEmpty && counts.lowercaseASCIICounts != nil ? counts : nil
  }

  /// The lines of `text` whose words fit `scope`, in order, and how many
  /// lines `text` has. One pass a byte at a time: most words hold a letter
  /// the start word lacks, and are left at it for the next line (a call a
  /// line, to count or to find it, took four times as long).
  private static func words(of text: [UInt8], fitting scope: LetterCounts) -> ([UInt8], Int) {
    var kept: [UInt8] = []
    var lines = 0
    text.withUnsafeBufferPointer { bytes in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { allowed in
        allowed.initialize(repeating: 0)
        for (offset, count) in (scope.lowercaseASCIICounts ?? []).enumerated() where count > 0 {
          allowed[0x61 + offset] = 1
        }
        let count = bytes.count
        var at = 0
        while at < count {
          let start = at
          while at < count && allowed[Int(bytes[at])] != 0 { at += 1 }
          if at < count && bytes[at] == 0x0A {
            // Every letter is the start word's: are there enough of each?
            let word = UnsafeBufferPointer(rebasing: bytes[start..<at])
            if !word.isEmpty && scope.canSpell(ascii: word) {
              kept.append(contentsOf: bytes[start...at])
            }
          } else {
            while at < count && bytes[at] != 0x0A { at += 1 }
          }
          if at < count { lines += 1 }
          at += 1
        }
      }
    }
    return (kept, lines)
  }

  /// The open-addressing table over the lines of `text`, and its tag bits.
  private static func table(text: [UInt8], starts: [Int32]) -> ([UInt32], UInt32) {
    var lineBits: UInt32 = 1
    while 1 << lineBits <= starts.count { lineBits += 1 }
    let tagBits = 32 - max(17, lineBits)
    // Filled to between a third and two thirds: at most two thirds full
    // (en_US's 173,754 words in 262,144 slots, 1 MB) costs a probe or two
    // more on a miss and nothing measurable in `check`'s time, and keeps 1 MB
    // of `check`'s peak memory that a table at most half full took.
    var size = 16
    while size * 2 < starts.count * 3 { size *= 2 }
    var slots = [UInt32](repeating: 0, count: size)
    slots.withUnsafeMutableBufferPointer { table in
      text.withUnsafeBufferPointer { bytes in
        let lines = starts.count - 1
        let hashOf = { (line: Int) in
          Self.hash(
            UnsafeBufferPointer(rebasing: bytes[Int(starts[line])..<(Int(starts[line + 1]) - 1)]))
        }
        // Each word's slot is prefetched `ahead` words before it is filled:
        // the table (1 MB for en_US) is larger than the cache, and waiting on
        // each slot was most of the checker's start-up.
        let ahead = 8
        var pending = (0..<min(ahead, lines)).map(hashOf)
        for first in pending {
          wordscramble_prefetch(table.baseAddress! + (Self.slot(first) & (size - 1)))
        }
        for line in 0..<lines {
          let hash = pending[line % ahead]
          if line + ahead < lines {
            let next = hashOf(line + ahead)
            pending[line % ahead] = next
            wordscramble_prefetch(table.baseAddress! + (Self.slot(next) & (size - 1)))
          }
          var slot = Self.slot(hash) & (size - 1)
          while table[slot] != 0 { slot = (slot + 1) & (size - 1) }
          table[slot] =
            UInt32(line + 1) << tagBits
            | UInt32(truncatingIfNeeded: hash >> (64 - UInt64(tagBits)))
        }
      }
    }
    return (slots, tagBits)
  }

  /// Where each line of `text` starts, and one more: its end. Found eight
  /// bytes at a time (``Newlines``; a byte at a time took a few milliseconds
  /// of `check`'s start-up, a `memchr` a line half as much), counted first:
  /// an array grown line by line would hold up to twice the room (0.4 MB
  /// more at peak for en_US).
  private static func lineStarts(_ text: [UInt8]) -> [Int32] {
    text.withUnsafeBytes { bytes in
      guard !bytes.isEmpty else { return [0] }
      var starts: [Int32] = []
      starts.reserveCapacity(Newlines.count(in: bytes) + 1)
      starts.append(0)
      Newlines.forEach(in: bytes) { starts.append(Int32($0 + 1)) }
      return starts
    }
  }

  /// The hash the table is keyed by: a word's bytes read eight at a time
  /// (the last eight overlapping the ones before, shorter words in two
  /// overlapping halves), each mixed in with a multiply, then its bits
  /// spread. About a third of FNV-1a's time on a ten-letter word, which
  /// took a multiply a byte.
  @inline(__always)
  package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let count = bytes.count
    guard let base = bytes.baseAddress else { return 0x9E37_79B9_7F4A_7C15 }
    let raw = UnsafeRawPointer(base)
    var hash = UInt64(count) &* 0x9E37_79B9_7F4A_7C15
    if count >= 8 {
      var offset = 0
      while offset + 8 < count {
        hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    } else if count >= 4 {
      let low = UInt64(raw.loadUnaligned(as: UInt32.self))
      let high = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      hash = mix(hash ^ (low | high << 32))
    } else if count > 0 {
      let bytes = UInt64(base[0]) | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1]) << 16
      hash = mix(hash ^ bytes)
    }
    hash ^= hash >> 32
    hash &*= 0xD6E8_FEB8_6659_FD93
    return hash ^ (hash >> 32)
  }

  @inline(__always)
  private static func mix(_ value: UInt64) -> UInt64 {
    let product = value.multipliedFullWidth(by: 0x9FB2_1C65_1E98_DF25)
    return product.high ^ product.low
  }

  @inline(__always)
  private static func slot(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash ^ (hash >> 29)) }

  /// Whether the lexicon holds `word`.
  package func isCorrect(_ word: String) -> Bool {
    var word = word
    return word.withUTF8 { line(of: $0) } != nil
  }

  /// The word at `line` (0 up to ``count``, one less).
  package func word(atLine line: Int) -> String {
    guard line < tabled else { return rest!.checker.word(atLine: line - tabled) }
    return String(decoding: text[Int(starts[line])..<(Int(starts[line + 1]) - 1)], as: UTF8.self)
  }

  /// How many words the lexicon holds (line numbers go up to one less):
  /// with a start word, its words and then every word.
  package var count: Int { tabled + (rest?.count ?? 0) }

  /// How many words the table holds: line numbers below it are its own.
  private var tabled: Int { starts.count - 1 }

  /// The line number of the word whose UTF-8 bytes are `key`, or nil.
  package func line(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    line(of: key, hash: Self.hash(key)) ?? restLine(of: key)
  }

  /// The line of `key` past the start word's (see ``rest``), when it does
  /// not fit them: a word that fits them and is not tabled is no word.
  private func restLine(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let rest, let scope, !scope.canSpell(ascii: key) else { return nil }
    return rest.checker.line(of: key).map { $0 + tabled }
  }

  /// Looks up many words at once, each of `lookups` the word of its `length`
  /// bytes ending at its `end` in `bytes`, setting its ``hash(_:)`` and its
  /// `line` (-1 when the lexicon does not hold it). Thirty-two at a time: the
  /// table's slot of each is prefetched before any is compared, so the cache
  /// misses overlap instead of coming one after another (the table is larger
  /// than a core's cache; one lookup after another was 40% of a large check's
  /// time, and plain reads in a loop still waited a third of it).
  package func lookUp(
    _ lookups: UnsafeMutableBufferPointer<WordLookup>, in bytes: UnsafeBufferPointer<UInt8>
  ) {
    let group = 32
    slots.withUnsafeBufferPointer { slots in
      var index = 0
      while index < lookups.count {
        let groupEnd = min(index + group, lookups.count)
        for member in index..<groupEnd {
          let end = Int(lookups[member].end)
          let hash = Self.hash(
            UnsafeBufferPointer(rebasing: bytes[(end - Int(lookups[member].length))..<end]))
          lookups[member].hash = hash
          wordscramble_prefetch(slots.baseAddress! + (Self.slot(hash) & (slots.count - 1)))
        }
        for member in index..<groupEnd {
          let lookup = lookups[member]
          let end = Int(lookup.end)
          let key = UnsafeBufferPointer(rebasing: bytes[(end - Int(lookup.length))..<end])
          lookups[member].line = line(of: key, hash: lookup.hash).map { Int32($0) } ?? -1
        }
        index = groupEnd
      }
    }
    guard rest != nil else { return }
    for member in lookups.indices where lookups[member].line < 0 {
      let end = Int(lookups[member].end)
      let key = UnsafeBufferPointer(rebasing: bytes[(end - Int(lookups[member].length))..<end])
      if let line = restLine(of: key) { lookups[member].line = Int32(line) }
    }
  }

  /// ``line(of:)`` with the key's ``hash(_:)`` already worked out.
  @inline(__always)
  private func line(of key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
    guard let keyBytes = key.baseAddress else { return nil }
    return text.withUnsafeBufferPointer { all in
      starts.withUnsafeBufferPointer { starts in
        slots.withUnsafeBufferPointer { slots in
          let mask = slots.count - 1
          var slot = Self.slot(hash) & mask
          let tag = UInt32(truncatingIfNeeded: hash >> (64 - UInt64(tagBits)))
          let tagMask: UInt32 = 1 << tagBits - 1
          while case let entry = slots[slot], entry != 0 {
            if entry & tagMask == tag {
              let line = Int(entry >> tagBits) - 1
              let start = Int(starts[line])
              if Int(starts[line + 1]) - 1 - start == key.count
                && Self.same(keyBytes, all.baseAddress! + start, count: key.count)
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
  }

  /// Whether `count` bytes at `a` and at `b` are the same: eight at a time,
  /// the last eight (or four) overlapping, as ``hash(_:)`` reads them; for a
  /// word's few bytes, faster than calling `memcmp`.
  @inline(__always)
  private static func same(
    _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int
  ) -> Bool {
    let (a, b) = (UnsafeRawPointer(a), UnsafeRawPointer(b))
    if count >= 8 {
      var offset = 0
      while offset + 8 < count {
        if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        {
          return false
        }
        offset += 8
      }
      return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
    if count >= 4 {
      return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
        && a.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
          == b.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
    }
    return memcmp(a, b, count) == 0
  }
}

/// A word for ``LexiconChecker/lookUp(_:in:)``: where its bytes are, then
/// its ``LexiconChecker/hash(_:)`` and its line in the lexicon.
package struct WordLookup: Sendable {
  /// Where the word's bytes end in the buffer it is looked up in.
  package var end: Int32
  /// How many bytes it has.
  package var length: Int32
  /// Its hash once looked up.
  package var hash: UInt64 = 0
  /// Its line number in the lexicon once looked up; -1 when not there.
  package var line: Int32 = -1

  /// The word of `length` bytes ending at `end`, to look up.
  @inline(__always)
  package init(end: Int, length: Int) {
    self.end = Int32(end)
    self.length = Int32(length)
  }
}
