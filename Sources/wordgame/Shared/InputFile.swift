#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WordScramble

/// A file that cannot be read, and why.
struct FileError: Error, CustomStringConvertible {
  /// The name shown (`standard input`, or the path quoted).
  var name: String
  var reason: String

  var description: String { "cannot read \(name): \(reason)" }
}

/// An input to read: a file, or standard input for `-`. It is opened when
/// read, so any number of inputs can be named.
struct InputFile {
  /// The path (`-` is standard input).
  let path: String

  /// The name to show in messages.
  var name: String { path == "-" ? "standard input" : "'\(Escaping.forDisplay(path))'" }

  /// Throws a ``FileError`` now when the input cannot be opened, so that a
  /// run can refuse before printing anything (the file is not kept open).
  func checkReadable() throws(FileError) {
    let descriptor = try open()
    if descriptor > 2 { closeFile(descriptor) }
  }

  /// The input's descriptor (0 for standard input): a readable file, not a folder.
  private func open() throws(FileError) -> Int32 {
    guard path != "-" else { return 0 }
    let descriptor = SystemCall.retrying { openFile(path, O_RDONLY | O_CLOEXEC) }
    guard descriptor >= 0 else { throw FileError(name: name, reason: "\(SystemError.current)") }
    var info = stat()
    if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      closeFile(descriptor)
      throw FileError(name: name, reason: "it is a directory")
    }
    return descriptor
  }

  /// The input's size when it is a regular file (standard input included),
  /// else nil (a pipe, a terminal).
  var regularFileSize: Int? {
    var info = stat()
    let found = path == "-" ? fstat(0, &info) == 0 : stat(path, &info) == 0
    return found && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
  }

  /// Opens the input, reads it in chunks of `size` bytes calling `body` with
  /// each, and closes it. Throws a ``FileError`` when it cannot be opened or
  /// read (after the chunks read before the failure).
  func readChunks(
    size: Int = 64 * 1024, _ body: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let descriptor = try open()
    defer { if descriptor > 2 { closeFile(descriptor) } }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      switch SystemCall.read(descriptor, into: buffer) {
      case .failure(let error): throw FileError(name: name, reason: "\(error)")
      case .success(0): return
      case .success(let count): try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
      }
    }
  }
}

private func openFile(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func closeFile(_ descriptor: Int32) { _ = close(descriptor) }
