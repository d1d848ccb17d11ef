#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file, folder and environment calls the package needs, on POSIX directly:
/// nothing in `wordgame` uses Foundation, which keeps its memory near that of
/// `hunspell -l` itself.
package enum SystemFiles {
  /// The process environment, read from `environ`.
  package static var environment: [String: String] {
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
  package static func isFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFDIR
  }

  /// Up to `limit` bytes from the start of the file at `path` (all of it by
  /// default), or `nil` when it cannot be opened or read.
  package static func contents(of path: String, limit: Int = .max) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
    var bytes: [UInt8] = []
    // The whole file in one read where its size is known (one more byte sees
    // the end); a file that grows, or has no size (a pipe), in further chunks.
    var chunkSize = max(4096, min(limit, size + 1))
    while bytes.count < limit {
      let wanted = min(chunkSize, limit - bytes.count)
      var failed = false
      let chunk = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, count in
        switch SystemCall.read(descriptor, into: UnsafeMutableRawBufferPointer(buffer)) {
        case .success(let read): count = read
        case .failure:
          count = 0
          failed = true
        }
      }
      if failed { return nil }
      if chunk.isEmpty { break }
      if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
      chunkSize = 64 * 1024
    }
    return bytes
  }

  /// Creates `path` and any missing folders above it (like `mkdir -p`); true
  /// when the folder exists afterwards.
  @discardableResult
  package static func createFolder(_ path: String) -> Bool {
    var info = stat()
    if stat(path, &info) == 0 { return (info.st_mode & S_IFMT) == S_IFDIR }
    let parent = folder(of: path)
    if parent != path && !parent.isEmpty { createFolder(parent) }
    return mkdir(path, 0o755) == 0 || errno == EEXIST
  }

  /// The folder part of `path` (`.` when it has none, `/` for a top-level entry).
  package static func folder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  /// Replaces the file at `path` with `bytes` atomically: a temporary file in
  /// the same folder, flushed to disk (`fsync`), renamed over the old one, and
  /// the folder flushed. A crash at any moment leaves the old file or the new
  /// one, never a torn one. Returns why it failed, or `nil`.
  package static func writeAtomically(_ bytes: [UInt8], to path: String) -> String? {
    let temporary = path + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    var failure: String?
    bytes.withUnsafeBytes { buffer in
      do throws(SystemError) {
        try SystemCall.writeAll(descriptor, buffer)
      } catch {
        failure = error.description
      }
    }
    if failure == nil && fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
    close(descriptor)
    if failure == nil && rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
    if let failure {
      unlink(temporary)
      return failure
    }
    // Flush the rename itself.
    let directory = open(folder(of: path), O_RDONLY | O_CLOEXEC)
    if directory >= 0 {
      fsync(directory)
      close(directory)
    }
    return nil
  }

  /// The running executable's path, symbolic links resolved, if it can be found.
  package static var executablePath: String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0,
        let resolved = realpath(buffer, nil)
      else { return nil }
      defer { free(resolved) }
      return String(cString: resolved)
    #endif
  }

  /// The number of processors online, at least 1.
  package static var onlineProcessors: Int {
    max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }
}
