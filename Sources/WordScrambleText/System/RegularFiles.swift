#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading files. Every file the game finds for itself (its resources, a
/// dictionary's files, WordNet's, state and cache files, a round's kept
/// lists) is read by ``regularFile(at:limit:followingLinks:)`` or
/// ``regularFilePart(at:offset:count:followingLinks:)``: opened without
/// waiting, read only when it is a regular file, never past a bound. Only an
/// input the player names when a command starts (`check FILE`, `--roots
/// <(…)`, `--required FIFO`) is read as a stream, by ``input(at:limit:)``:
/// a pipe there is the player's own.
extension SystemFiles {
  /// Why a file gave no bytes.
  package enum ReadProblem: Error, Equatable, Sendable {
    /// Nothing there.
    case missing
    /// A FIFO, a device, a socket or a folder (or a link, where links are
    /// not followed): never read.
    case notRegular
    /// Over the limit (the size in bytes).
    case tooLarge(Int)
    /// Another failure, as the system says it.
    case failed(String)
  }

  /// The bytes of the regular file at `path`, at most `limit` of them; a file
  /// over `limit` is refused before it is read. Opening never waits (a FIFO
  /// is refused, not waited on). A symbolic link is followed only when
  /// `followingLinks` (to a regular file: the game's resources and a
  /// dictionary's files may be installed as links; a file the game wrote
  /// itself never is one).
  package static func regularFile(at path: String, limit: Int, followingLinks: Bool = false)
    -> Result<[UInt8], ReadProblem>
  {
    let descriptor: Int32
    let size: Int
    switch openRegular(path, followingLinks: followingLinks) {
    case .success(let opened): (descriptor, size) = opened
    case .failure(let problem): return .failure(problem)
    }
    defer { close(descriptor) }
    guard size <= limit else { return .failure(.tooLarge(size)) }
    guard let bytes = contents(descriptor: descriptor, size: size, limit: limit + 1)
    else { return .failure(.failed(String(cString: strerror(errno)))) }
    return bytes.count > limit ? .failure(.tooLarge(bytes.count)) : .success(bytes)
  }

  /// Up to `count` bytes of the regular file at `path` from `offset` (fewer
  /// at its end), opened as ``regularFile(at:limit:followingLinks:)`` opens
  /// one: the head of a dictionary's file, a WordNet entry.
  package static func regularFilePart(
    at path: String, offset: Int = 0, count: Int, followingLinks: Bool = true
  ) -> Result<[UInt8], ReadProblem> {
    let descriptor: Int32
    switch openRegular(path, followingLinks: followingLinks) {
    case .success(let opened): descriptor = opened.descriptor
    case .failure(let problem): return .failure(problem)
    }
    defer { close(descriptor) }
    guard offset >= 0, lseek(descriptor, off_t(offset), SEEK_SET) >= 0,
      let bytes = contents(descriptor: descriptor, size: count, limit: count)
    else { return .failure(.failed(String(cString: strerror(errno)))) }
    return .success(bytes)
  }

  /// Up to `limit` bytes of the input the player named at `path`: a file, a
  /// FIFO or `<(…)` (read once, as a stream: its opening waits for a writer,
  /// as `cat` does); nil when it cannot be opened or read.
  package static func input(at path: String, limit: Int) -> [UInt8]? {
    let descriptor = SystemCall.retrying { openFile(path, O_RDONLY | O_CLOEXEC) }
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
    return contents(descriptor: descriptor, size: size, limit: limit)
  }

  /// `path` opened to read, without waiting, when it is a regular file: its
  /// descriptor and size.
  private static func openRegular(_ path: String, followingLinks: Bool)
    -> Result<(descriptor: Int32, size: Int), ReadProblem>
  {
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
    let descriptor = SystemCall.retrying { openFile(path, flags) }
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT, ENOTDIR: return .failure(.missing)
      case ELOOP, ENXIO, EISDIR: return .failure(.notRegular)
      default: return .failure(.failed(String(cString: strerror(errno))))
      }
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      return .failure(.notRegular)
    }
    // O_NONBLOCK has no effect on a regular file's reads; cleared all the same.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return .success((descriptor, Int(info.st_size)))
  }

  /// Up to `limit` bytes read from `descriptor`, whose size may be known.
  private static func contents(descriptor: Int32, size: Int, limit: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    // The whole file in one read where its size is known (one more byte sees
    // the end); a file that grows, or has no size (a pipe), in further chunks.
    // The first read is never sized past 16 MiB from what stat says: a sparse
    // file can claim gigabytes it would take to read.
    var chunkSize = max(4096, min(limit, size + 1, 16 << 20))
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
}

private func openFile(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
