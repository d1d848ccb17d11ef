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

  /// The error in the language of `messages`: the ones a player meets with
  /// files (missing, refused, a folder, a full disk…) from the catalogs,
  /// any other as `strerror` says it.
  package func description(in messages: MessageCatalog) -> String {
    switch code {
    case ENOENT: messages(context: "system error", "No such file or directory")
    case EACCES: messages(context: "system error", "Permission denied")
    case EPERM: messages(context: "system error", "Operation not permitted")
    case EISDIR: messages(context: "system error", "Is a directory")
    case ENOTDIR: messages(context: "system error", "Not a directory")
    case ENOSPC: messages(context: "system error", "No space left on device")
    case EDQUOT: messages(context: "system error", "Disk quota exceeded")
    case EROFS: messages(context: "system error", "Read-only file system")
    case EFBIG: messages(context: "system error", "File too large")
    case ENAMETOOLONG: messages(context: "system error", "File name too long")
    case ELOOP: messages(context: "system error", "Too many levels of symbolic links")
    case EEXIST: messages(context: "system error", "File exists")
    case EIO: messages(context: "system error", "Input/output error")
    case EMFILE, ENFILE: messages(context: "system error", "Too many open files")
    case EPIPE: messages(context: "system error", "Broken pipe")
    case EINVAL: messages(context: "system error", "Invalid argument")
    default: description
    }
  }

  /// `reason`, a system error's text as `strerror` gave it (kept in an
  /// error's value), in the language of `messages`; any other text as it is.
  package static func reason(_ reason: String, in messages: MessageCatalog) -> String {
    for code in [
      ENOENT, EACCES, EPERM, EISDIR, ENOTDIR, ENOSPC, EDQUOT, EROFS, EFBIG, ENAMETOOLONG, ELOOP,
      EEXIST, EIO, EMFILE, ENFILE, EPIPE, EINVAL,
    ] where String(cString: strerror(code)) == reason {
      return SystemError(code: code).description(in: messages)
    }
    return reason
  }
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
