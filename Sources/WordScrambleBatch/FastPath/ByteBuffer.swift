/// A growable run of bytes written through a pointer, for output put together
/// a few bytes at a time in a hot loop: a write checks the room once and the
/// storage's uniqueness once, where each `Array.append(contentsOf:)` is a
/// generic call with checks of its own (a fifth of a large `check`'s time).
///
/// ```swift
/// var buffer = ByteBuffer()
/// buffer.write(atMost: 3) { out in
///   out[0] = 0x6F  // o
///   out[1] = 0x6B  // k
///   return 2
/// }
/// buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }  // "ok"
/// ```
///
/// Emptying it keeps its memory, for the next batch.
struct ByteBuffer: Sendable {
  /// Zeroed storage; its first `used` bytes are the buffer's.
  var storage: [UInt8] = []
  var used = 0

  /// An empty buffer.
  init() {}

  /// How many bytes it holds.
  var count: Int { used }

  /// Whether it holds no bytes.
  var isEmpty: Bool { used == 0 }

  /// Writes at most `maximum` bytes at the end: `body` gets where the first
  /// one goes and returns how many it wrote (never more than `maximum`).
  @inline(__always)
  mutating func write(
    atMost maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    guard maximum > 0 else { return }
    if storage.count &- used < maximum { grow(toHold: maximum) }
    let start = used
    let written = storage.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
    precondition(written >= 0 && written <= maximum, "wrote more bytes than it made room for")
    used = start + written
  }

  private mutating func grow(toHold extra: Int) {
    let size = max(used + extra, storage.count * 2, 4096)
    storage.append(contentsOf: repeatElement(0, count: size - storage.count))
  }

  /// Appends `bytes`.
  @inline(__always)
  mutating func append(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress else { return }
    write(atMost: bytes.count) { out in
      Self.copy(source, to: UnsafeMutableRawPointer(out), count: bytes.count)
      return bytes.count
    }
  }

  /// Copies `count` bytes: up to 16 in two overlapping loads and stores (the
  /// heads of words, mostly), more with `memmove`, a call too many for those.
  @inline(__always)
  private static func copy(
    _ source: UnsafeRawPointer, to out: UnsafeMutableRawPointer, count: Int
  ) {
    if count >= 8 && count <= 16 {
      let first = source.loadUnaligned(as: UInt64.self)
      let last = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      out.storeBytes(of: first, as: UInt64.self)
      out.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
    } else if count >= 4 && count < 8 {
      let first = source.loadUnaligned(as: UInt32.self)
      let last = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      out.storeBytes(of: first, as: UInt32.self)
      out.storeBytes(of: last, toByteOffset: count - 4, as: UInt32.self)
    } else {
      out.copyMemory(from: source, byteCount: count)
    }
  }

  /// Appends `first`, then `second`, in one write.
  @inline(__always)
  mutating func append(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) {
    write(atMost: first.count + second.count) { out in
      let out = UnsafeMutableRawPointer(out)
      if let source = first.baseAddress { Self.copy(source, to: out, count: first.count) }
      if let source = second.baseAddress {
        Self.copy(source, to: out + first.count, count: second.count)
      }
      return first.count + second.count
    }
  }

  /// Appends `bytes`.
  @inline(__always)
  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { append($0) }
  }

  /// Appends the bytes at `range` of `other`.
  @inline(__always)
  mutating func append(_ other: ByteBuffer, _ range: Range<Int>) {
    precondition(range.upperBound <= other.used, "range past the end of the buffer")
    other.storage.withUnsafeBytes { append(UnsafeRawBufferPointer(rebasing: $0[range])) }
  }

  /// Drops the bytes from `offset` on.
  mutating func removeSuffix(from offset: Int) {
    precondition(offset >= 0 && offset <= used, "offset out of range")
    used = offset
  }

  /// Empties the buffer, keeping its memory.

  mutating func removeAll() { used = 0 }

  /// Calls `body` with the bytes it holds.

  func withUnsafeBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T {
    try storage.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[0..<used])) }
  }

  /// Calls `body` with the bytes it holds.

  func withUnsafeBufferPointer<T>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> T
  ) rethrows -> T {
    try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[0..<used])) }
  }
}
