#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why writing output failed.
enum OutputError: Error {
  /// The reader went away (`wordgame … | head -1`): stop quietly.
  case closed
  /// Any other write error (a full disk, say), with its description.
  case failed(String)
}

/// A buffered writer on a file descriptor that reports write errors instead of
/// losing output: a closed pipe is ``OutputError/closed``, anything else
/// ``OutputError/failed(_:)``.
final class Output {
  let descriptor: Int32
  private var buffer: [UInt8] = []
  private let capacity: Int

  init(descriptor: Int32, capacity: Int = 64 * 1024) {
    self.descriptor = descriptor
    self.capacity = capacity
    buffer.reserveCapacity(capacity)
  }

  func write(_ text: String) throws(OutputError) {
    var text = text
    text.withUTF8 { buffer.append(contentsOf: $0) }
    if buffer.count >= capacity { try flush() }
  }

  func write(bytes: [UInt8]) throws(OutputError) {
    if buffer.isEmpty && bytes.count >= capacity {
      try writeAll(bytes)
      return
    }
    buffer.append(contentsOf: bytes)
    if buffer.count >= capacity { try flush() }
  }

  func flush() throws(OutputError) {
    defer { buffer.removeAll(keepingCapacity: true) }
    try writeAll(buffer)
  }

  private func writeAll(_ bytes: [UInt8]) throws(OutputError) {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { bytes in
        writeBytes(descriptor, bytes.baseAddress! + written, bytes.count - written)
      }
      if result < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EPIPE { throw .closed }
        throw .failed(String(cString: strerror(code)))
      }
      written += result
    }
  }
}

/// Writes a diagnostic to standard error, ignoring failures (there is nowhere
/// left to report them).
func printError(_ text: String, newline: Bool = true) {
  var line = text
  if newline && !line.hasSuffix("\n") { line += "\n" }
  line.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let result = writeBytes(2, bytes.baseAddress! + offset, bytes.count - offset)
      if result < 0 && errno == EINTR { continue }
      if result <= 0 { return }
      offset += result
    }
  }
}

/// `write(2)`, reachable from types that have a `write` method of their own.
func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
