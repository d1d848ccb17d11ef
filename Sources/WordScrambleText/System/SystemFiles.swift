import Synchronization
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file, folder and environment calls the package needs, on POSIX directly:
/// nothing in `wordgame` uses Foundation, which keeps its memory near that of
/// `hunspell -l` itself.
package enum SystemFiles {
  /// The environment a command runs in when it is not the process's own: a
  /// test running `wordgame`'s commands in its own process gives each its
  /// own, as a child process would have one.
  @TaskLocal package static var overridden: [String: String]?

  /// The process environment, read from `environ` (or ``overridden``). It is
  /// read again only when its entries changed: `setenv` and `putenv` put new
  /// strings in it, so the addresses of its entries tell (a start asks a
  /// score of times).
  package static var environment: [String: String] {
    if let overridden { return overridden }
    var fingerprint = 0
    var count = 0
    var entry = environ
    while let pointer = entry.pointee {
      fingerprint = fingerprint &* 31 &+ Int(bitPattern: pointer)
      count += 1
      entry += 1
    }
    return readEnvironment.withLock { last in
      if let last, last.fingerprint == fingerprint, last.count == count { return last.value }
      let value = currentEnvironment()
      last = (fingerprint, count, value)
      return value
    }
  }

  /// The environment last read, and the fingerprint of its entries.
  private static let readEnvironment = Mutex<
    (fingerprint: Int, count: Int, value: [String: String])?
  >(nil)

  /// The process environment, read from `environ` now.
  private static func currentEnvironment() -> [String: String] {
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

  /// Whether anything is at `path` (following symbolic links).
  package static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// Whether `path` is a folder (following symbolic links).
  package static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The home folder `environment` names when it can hold the default
  /// folders: an absolute path to a folder that exists. A missing home
  /// (`/nonexistent`, which Debian gives system users so that nothing is
  /// written) or a relative one is never created or written into.
  package static func homeFolder(environment: [String: String]) -> String? {
    guard let home = environment["HOME"], home.hasPrefix("/"), isFolder(home) else { return nil }
    return home
  }

  /// What identifies the file at `path` and its last change (device, inode,
  /// size, modification and status-change times to the nanosecond), following
  /// links; nil when it cannot be found. Any write, replacement or rename of
  /// the file changes it: its status-change time cannot be set back.
  package static func stamp(of path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #else
      let (modified, changed) = (info.st_mtim, info.st_ctim)
    #endif
    return "\(info.st_dev) \(info.st_ino) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
      + " \(changed.tv_sec).\(changed.tv_nsec)"
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
  ///
  /// The temporary file has a name no one can guess (`NAME.tmp-PID-RANDOM`)
  /// and is created exclusively, never through a link planted in its place.
  package static func writeAtomically(_ bytes: [UInt8], to path: String) -> String? {
    var temporary = ""
    var descriptor: Int32 = -1
    for _ in 0..<100 where descriptor < 0 {
      temporary = path + ".tmp-\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
      descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if descriptor < 0 && errno != EEXIST { break }
    }
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

  /// Removes the directory entry at `path` (a link itself, not what it
  /// names); nil when it is gone, else why it could not be removed.
  @discardableResult
  package static func remove(_ path: String) -> String? {
    unlink(path) == 0 || errno == ENOENT ? nil : String(cString: strerror(errno))
  }

  /// The names of the entries of `folder` (nil when it cannot be read).
  package static func names(in folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      names.append(
        withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        })
    }
    return names
  }

  /// Removes the temporary files ``writeAtomically(_:to:)`` left in `folder`
  /// when its process died before the rename (`NAME.tmp-PID-RANDOM` whose
  /// process no longer exists); the files of live processes are kept.
  package static func removeStaleTemporaryFiles(in folder: String) {
    for name in names(in: folder) ?? [] {
      guard let marker = name.firstRange(of: ".tmp-") else { continue }
      let rest = name[marker.upperBound...]
      guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink(folder + "/" + name)
    }
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
