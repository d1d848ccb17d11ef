#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The secret that the sealed files of one folder are keyed with
/// (``SealedFile``): 128 random bits in the folder's `.seal-key`, made with
/// the first file sealed there. It is trusted only as a regular file of the
/// player's own that nobody else may read or write (mode 0600); anything else
/// is no key, and files sealed without the key cannot be verified.
package struct SealKey: Equatable, Sendable {
  /// The key's two halves.
  package let first: UInt64
  package let second: UInt64

  /// A key from its halves (tests seal with a known one).
  package init(_ first: UInt64, _ second: UInt64) {
    self.first = first
    self.second = second
  }

  /// The key file's name in its folder.
  package static let fileName = ".seal-key"

  /// The key of `folder`, if it has one to trust; it is never made here (a
  /// read writes nothing).
  package static func existing(in folder: String) -> SealKey? {
    let descriptor = open(
      folder + "/" + fileName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
      info.st_uid == geteuid(), info.st_mode & 0o077 == 0, info.st_size == 33
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: 33)
    guard read(descriptor, &bytes, 33) == 33, bytes[32] == 0x0A else { return nil }
    let text = String(decoding: bytes[..<32], as: UTF8.self)
    guard text.allSatisfy(\.isHexDigit), let first = UInt64(text.prefix(16), radix: 16),
      let second = UInt64(text.suffix(16), radix: 16)
    else { return nil }
    return SealKey(first, second)
  }

  /// The key of `folder`, made now from the system's random source when it
  /// has none to trust (an untrusted key file is replaced); nil when none can
  /// be kept there. Two processes making one at once agree on the first.
  package static func make(in folder: String) -> SealKey? {
    if let key = existing(in: folder) { return key }
    let path = folder + "/" + fileName
    var info = stat()
    if lstat(path, &info) == 0, SystemFiles.remove(path) != nil { return nil }
    let key = SealKey(.random(in: .min ... .max), .random(in: .min ... .max))
    let text = Array((SealedFile.hex(key.first) + SealedFile.hex(key.second) + "\n").utf8)
    let temporary = "\(path).tmp-\(getpid())-\(SealedFile.hex(.random(in: .min ... .max)))"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return nil }
    let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    defer { unlink(temporary) }
    // link(2) publishes the whole file or fails if another process did first.
    guard written == text.count, synced, link(temporary, path) == 0 || errno == EEXIST else {
      return nil
    }
    return existing(in: folder)
  }
}

/// SipHash-2-4 (Aumasson and Bernstein, 2012): a keyed 64-bit hash that
/// nobody without the key can forge, with the lines of what it hashed counted.
package struct SipHasher {
  private var v0: UInt64
  private var v1: UInt64
  private var v2: UInt64
  private var v3: UInt64

  /// A hasher under `key`.
  package init(key: SealKey) {
    v0 = key.first ^ 0x736F_6D65_7073_6575
    v1 = key.second ^ 0x646F_7261_6E64_6F6D
    v2 = key.first ^ 0x6C79_6765_6E65_7261
    v3 = key.second ^ 0x7465_6462_7974_6573
  }

  @inline(__always)
  private mutating func round() {
    v0 &+= v1
    v1 = v1 << 13 | v1 >> 51
    v1 ^= v0
    v0 = v0 << 32 | v0 >> 32
    v2 &+= v3
    v3 = v3 << 16 | v3 >> 48
    v3 ^= v2
    v0 &+= v3
    v3 = v3 << 21 | v3 >> 43
    v3 ^= v0
    v2 &+= v1
    v1 = v1 << 17 | v1 >> 47
    v1 ^= v2
    v2 = v2 << 32 | v2 >> 32
  }

  @inline(__always)
  private mutating func compress(_ word: UInt64) {
    v3 ^= word
    round()
    round()
    v0 ^= word
  }

  /// The hash of `bytes` under `key`, and the number of newlines among them.
  package static func hash(_ bytes: UnsafeRawBufferPointer, key: SealKey) -> (UInt64, Int) {
    let newline: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let high: UInt64 = 0x8080_8080_8080_8080
    var hasher = SipHasher(key: key)
    var lines = 0
    var offset = 0
    let whole = bytes.count & ~7
    while offset < whole {
      let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      hasher.compress(word)
      // The bytes equal to 0x0A become zero; count the zero bytes exactly,
      // one bit each, summed by a multiply (at most 8: it fits the top byte).
      let x = word ^ newline
      let zeros = ~(((x & low) &+ low) | x) & high
      lines &+= Int(truncatingIfNeeded: ((zeros &>> 7) &* 0x0101_0101_0101_0101) &>> 56)
      offset &+= 8
    }
    var last = UInt64(truncatingIfNeeded: bytes.count) << 56
    for index in whole..<bytes.count {
      let byte = bytes[index]
      if byte == 0x0A { lines += 1 }
      last |= UInt64(byte) << (8 * UInt64(index - whole))
    }
    hasher.compress(last)
    hasher.v2 ^= 0xFF
    for _ in 0..<4 { hasher.round() }
    return (hasher.v0 ^ hasher.v1 ^ hasher.v2 ^ hasher.v3, lines)
  }
}
