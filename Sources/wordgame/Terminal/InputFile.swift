#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An input opened for reading: a file, or standard input for `-`.
struct InputFile {
  /// The name to show in messages (`-` is "standard input").
  let name: String
  let descriptor: Int32

  /// Opens `path` (`-` is standard input). Fails with a sentence naming the path.
  static func open(_ path: String) -> Result<InputFile, UsageError> {
    if path == "-" { return .success(InputFile(name: "standard input", descriptor: 0)) }
    let descriptor = openFile(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      return .failure(
        UsageError(message: "cannot read '\(path)': \(String(cString: strerror(errno)))"))
    }
    var info = stat()
    if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      closeFile(descriptor)
      return .failure(UsageError(message: "cannot read '\(path)': it is a directory"))
    }
    return .success(InputFile(name: path, descriptor: descriptor))
  }

  /// Reads the whole input in chunks, calling `body` with each. Returns an error
  /// sentence when reading fails part-way.
  func readChunks(
    size: Int = 64 * 1024, _ body: (UnsafeRawBufferPointer) throws -> Void
  ) throws -> String? {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      let count = read(descriptor, buffer.baseAddress, size)
      if count < 0 {
        if errno == EINTR { continue }
        return
          "cannot read \(name == "standard input" ? name : "'\(name)'"): \(String(cString: strerror(errno)))"
      }
      if count == 0 { return nil }
      try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
    }
  }

  func close() {
    if descriptor > 2 { closeFile(descriptor) }
  }
}

private func openFile(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func closeFile(_ descriptor: Int32) { _ = close(descriptor) }
