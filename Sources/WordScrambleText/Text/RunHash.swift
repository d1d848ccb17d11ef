/// A 64-bit hash of runs of bytes, eight bytes a step (FNV's multiply and a
/// shift): what names a cache file after what it was made from, made at every
/// start, so a dictionary of megabytes costs a millisecond. Not a seal: the
/// seal of a file's contents is ``SipHasher``'s.
package struct RunHash {
  /// The hash so far.
  package private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  package init() {}

  /// Mixes in one value.
  package mutating func mix(_ word: UInt64) {
    value = (value ^ word) &* 0x100_0000_01B3
    value ^= value >> 29
  }

  /// Mixes in `bytes`, their count first (so runs one after another are told
  /// apart), eight at a time, then the rest.
  package mutating func mix(bytes: UnsafeRawBufferPointer) {
    mix(UInt64(bytes.count))
    var offset = 0
    while offset + 8 <= bytes.count {
      mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    var tail: UInt64 = 0
    while offset < bytes.count {
      tail = tail << 8 | UInt64(bytes[offset])
      offset += 1
    }
    mix(tail)
  }
}
