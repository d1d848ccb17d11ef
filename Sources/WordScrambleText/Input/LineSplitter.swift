#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Something that takes lines one at a time, as ``LineSplitter`` finds them.
package protocol LineSink {
  /// Takes one line (without its `\n`) and how many bytes past the bound were dropped.
  mutating func consume(_ line: UnsafeRawBufferPointer, droppedBytes: Int)
}

/// Splits a byte stream into lines, holding at most a bounded number of bytes of
/// any one line.
///
/// Feed it chunks as they are read; it calls back once per line, with the line's
/// bytes (without the `\n`) and how many bytes past the bound were dropped. The
/// last line counts even without a final newline. Memory stays bounded however
/// long a line is.
package struct LineSplitter: Sendable {
  /// The most bytes of one line that are kept; the rest are counted and dropped.
  package let maximumLineBytes: Int
  private var pending: [UInt8] = []
  private var dropped = 0
  private var hasPending = false

  /// The longest line an answer may be, in bytes (``InputLine`` rejects longer ones).
  package static let defaultMaximumLineBytes = 4096

  /// Creates a splitter keeping at most `maximumLineBytes` bytes of a line.
  package init(maximumLineBytes: Int = defaultMaximumLineBytes) {
    self.maximumLineBytes = maximumLineBytes
  }

  /// Splits `chunk`, calling `body(lineBytes, droppedBytes)` for every line it completes.
  package mutating func feed(
    _ chunk: UnsafeRawBufferPointer,
    _ body: (UnsafeRawBufferPointer, Int) throws -> Void
  ) rethrows {
    var start = 0
    let count = chunk.count
    while start < count {
      guard let found = memchr(chunk.baseAddress! + start, 0x0A, count - start) else {
        append(UnsafeRawBufferPointer(rebasing: chunk[start...]))
        return
      }
      let lineEnd = UnsafeRawPointer(found) - chunk.baseAddress!
      if hasPending {
        append(UnsafeRawBufferPointer(rebasing: chunk[start..<lineEnd]))
        try pending.withUnsafeBytes { try body($0, dropped) }
        pending.removeAll(keepingCapacity: pending.count <= 64 * 1024)
        dropped = 0
        hasPending = false
      } else if lineEnd - start > maximumLineBytes {
        try body(
          UnsafeRawBufferPointer(rebasing: chunk[start..<(start + maximumLineBytes)]),
          lineEnd - start - maximumLineBytes)
      } else {
        try body(UnsafeRawBufferPointer(rebasing: chunk[start..<lineEnd]), 0)
      }
      start = lineEnd + 1
    }
  }

  /// Splits `chunk`, handing every line it completes to `sink`. (Faster than the
  /// closure form in a hot loop: no captured variables to guard.)
  package mutating func feed(_ chunk: UnsafeRawBufferPointer, into sink: inout some LineSink) {
    feed(chunk) { line, dropped in sink.consume(line, droppedBytes: dropped) }
  }

  /// Ends the input, handing a last line without a final newline to `sink`.
  package mutating func finish(into sink: inout some LineSink) {
    finish { line, dropped in sink.consume(line, droppedBytes: dropped) }
  }

  /// Ends the input: a last line without a final newline is passed to `body`.
  package mutating func finish(_ body: (UnsafeRawBufferPointer, Int) throws -> Void) rethrows {
    guard hasPending else { return }
    try pending.withUnsafeBytes { try body($0, dropped) }
    pending.removeAll()
    dropped = 0
    hasPending = false
  }

  private mutating func append(_ bytes: UnsafeRawBufferPointer) {
    hasPending = true
    let room = maximumLineBytes - pending.count
    if bytes.count <= room {
      pending.append(contentsOf: bytes)
    } else {
      pending.append(contentsOf: bytes.prefix(max(0, room)))
      dropped += bytes.count - max(0, room)
    }
  }
}
