/// Byte strings laid out once in one block of memory and read through
/// pointers: in a hot loop, no reference counting (which an array of arrays
/// costs at every read while the reader writes elsewhere). Never changed, so
/// threads share them.
final class ByteTexts: @unchecked Sendable {
  private let memory: UnsafeMutableRawPointer
  private let texts: UnsafeMutablePointer<UnsafeRawBufferPointer>
  /// How many strings it holds.
  let count: Int

  /// The strings `texts`, by their index there.
  init(_ texts: [[UInt8]]) {
    count = texts.count
    memory = .allocate(byteCount: max(1, texts.reduce(0) { $0 + $1.count }), alignment: 8)
    self.texts = .allocate(capacity: max(1, texts.count))
    var next = memory
    for (index, text) in texts.enumerated() {
      text.withUnsafeBytes { bytes in
        if let source = bytes.baseAddress { next.copyMemory(from: source, byteCount: bytes.count) }
      }
      let stored = UnsafeRawBufferPointer(start: UnsafeRawPointer(next), count: text.count)
      (self.texts + index).initialize(to: stored)
      next += text.count
    }
  }

  deinit {
    texts.deinitialize(count: count)
    texts.deallocate()
    memory.deallocate()
  }

  /// The string at `index`.
  @inline(__always)
  subscript(index: Int) -> UnsafeRawBufferPointer {
    precondition(index >= 0 && index < count, "no such text")
    return texts[index]
  }
}
