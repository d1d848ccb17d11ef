#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call: its `errno`, described by `strerror`.
package struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The `errno` value.
  package var code: Int32

  /// The error of the last failed call.
  package static var current: SystemError { SystemError(code: errno) }

  /// `No space left on device`.
  package var description: String { String(cString: strerror(code)) }
}

/// System calls retried while a signal interrupts them: the one place that
/// loops on `EINTR`.
package enum SystemCall {
  /// Runs `call` until it does not fail with `EINTR`; returns its result.
  package static func retrying<T: BinaryInteger>(_ call: () -> T) -> T {
    while true {
      let result = call()
      if result < 0 && errno == EINTR { continue }
      return result
    }
  }

  /// Reads up to `buffer.count` bytes: the count (0 at the end), or the error.
  package static func read(
    _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer
  ) -> Result<Int, SystemError> {
    let count = retrying { posixRead(descriptor, buffer.baseAddress, buffer.count) }
    return count < 0 ? .failure(.current) : .success(count)
  }

  /// Writes all of `bytes`, or throws the error that stopped it.
  package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer)
    throws(SystemError)
  {
    var offset = 0
    while offset < bytes.count {
      let written = retrying {
        posixWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      }
      if written < 0 { throw .current }
      offset += written
    }
  }
}

private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}

private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
