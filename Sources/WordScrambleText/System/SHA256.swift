/// SHA-256 (FIPS 180-4): the content hash that names a list a round keeps in
/// the state folder. Unlike the caches' SipHash it needs no key, and no one
/// can make two texts of one hash, so a copy's name stands for its content.
package enum SHA256 {
  private static let initial: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
    0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]

  private static let constants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  /// The hash of `bytes` as 64 lowercase hex digits.
  package static func hex(of bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for byte in hash(bytes) {
      text += [digits[Int(byte >> 4)], digits[Int(byte & 15)]]
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Whether `text` has the shape of ``hex(of:)``: 64 lowercase hex digits
  /// (so it names a file in a folder, never a path out of it).
  package static func isHex(_ text: String) -> Bool {
    text.utf8.count == 64
      && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// The 32 bytes of the hash of `bytes`.
  package static func hash(_ bytes: [UInt8]) -> [UInt8] {
    var state = initial
    let whole = bytes.count & ~63
    bytes.withUnsafeBytes { raw in
      for start in stride(from: 0, to: whole, by: 64) {
        compress(&state, UnsafeRawBufferPointer(rebasing: raw[start..<(start + 64)]))
      }
    }
    // The rest, a 1 bit, zeros, and the length in bits: one or two blocks.
    var tail = Array(bytes[whole...]) + [0x80]
    while tail.count % 64 != 56 { tail.append(0) }
    let bits = UInt64(bytes.count) &* 8
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
    }
    tail.withUnsafeBytes { raw in
      for start in stride(from: 0, to: raw.count, by: 64) {
        compress(&state, UnsafeRawBufferPointer(rebasing: raw[start..<(start + 64)]))
      }
    }
    return state.flatMap { word in
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
    }
  }

  @inline(__always)
  private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    value >> count | value << (32 - count)
  }

  /// Mixes one 64-byte block into `state`.
  private static func compress(_ state: inout [UInt32], _ block: UnsafeRawBufferPointer) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
      for word in 0..<16 {
        words[word] = UInt32(
          bigEndian: block.loadUnaligned(fromByteOffset: word * 4, as: UInt32.self))
      }
      for word in 16..<64 {
        let (a, b) = (words[word - 15], words[word - 2])
        let s0 = rotate(a, 7) ^ rotate(a, 18) ^ (a >> 3)
        let s1 = rotate(b, 17) ^ rotate(b, 19) ^ (b >> 10)
        words[word] = words[word - 16] &+ s0 &+ words[word - 7] &+ s1
      }
      var (a, b, c, d) = (state[0], state[1], state[2], state[3])
      var (e, f, g, h) = (state[4], state[5], state[6], state[7])
      for round in 0..<64 {
        let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
        let choice = (e & f) ^ (~e & g)
        let first = h &+ s1 &+ choice &+ constants[round] &+ words[round]
        let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        (h, g, f, e) = (g, f, e, d &+ first)
        (d, c, b, a) = (c, b, a, first &+ s0 &+ majority)
      }
      for (offset, value) in [a, b, c, d, e, f, g, h].enumerated() { state[offset] &+= value }
    }
  }
}
