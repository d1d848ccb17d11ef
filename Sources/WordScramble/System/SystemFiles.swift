#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file and environment calls the dictionary and `check` need, on POSIX
/// directly: `check` runs without touching Foundation, which keeps its memory
/// near that of `hunspell -l` itself.
public enum SystemFiles {
  /// The process environment, read from `environ`.
  public static var environment: [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        let name = String(text[..<equals])
        // The first definition wins, as getenv(3) returns it.
        if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
      }
      entry += 1
    }
    return result
  }

  /// Whether `path` exists and is not a folder (following symbolic links).
  public static func isFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFDIR
  }

  /// Up to `limit` bytes from the start of the file at `path` (all of it by
  /// default), or `nil` when it cannot be opened or read.
  public static func contents(of path: String, limit: Int = .max) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    let chunk = 64 * 1024
    while bytes.count < limit {
      let wanted = min(chunk, limit - bytes.count)
      let start = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: wanted))
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + start, wanted)
      }
      if count < 0 && errno == EINTR {
        bytes.removeSubrange(start...)
        continue
      }
      guard count >= 0 else { return nil }
      bytes.removeSubrange((start + count)...)
      if count == 0 { break }
    }
    return bytes
  }

  /// The number of processors online, at least 1.
  public static var onlineProcessors: Int {
    max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }
}
