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

  var description: String { messages("cannot read %s: %s", name, reason) }
}

/// An input to read: a file, or standard input for `-`. It is opened when
/// read, so any number of inputs can be named.
struct InputFile {
  /// The path (`-` is standard input).
  let path: String

  /// The name to show in messages: the path in the language's quotation marks.
  var name: String {
    path == "-" ? messages("standard input") : Self.quoted(path)
  }

  /// `path` escaped for display in the language's quotation marks (`'x'`,
  /// `„x“`, `« x »`), as the catalogs quote a word in their sentences.
  static func quoted(_ path: String) -> String { messages.quoted(path: path) }

  /// Throws a ``FileError`` now when the input cannot be read, so that a run
  /// can refuse before printing anything. Only a regular file is opened to
  /// tell: opening a FIFO would wait for its writer, and the open would be
  /// the writer's one chance, so a FIFO, pipe or device is asked with
  /// `access(2)` and opened once, when it is read.
  func checkReadable() throws(FileError) {
    guard path != "-" else { return }
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw FileError(name: name, reason: SystemError.current.description(in: messages))
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: throw FileError(name: name, reason: messages("it is a directory"))
    case S_IFREG:
      let descriptor = try open()
      closeFile(descriptor)
    default:
      guard access(path, R_OK) == 0 else {
        throw FileError(name: name, reason: SystemError.current.description(in: messages))
      }
    }
  }

  /// The input's descriptor (standard input's, ``StandardStreams``, for `-`):
  /// a readable file, not a folder.
  private func open() throws(FileError) -> Int32 {
    guard path != "-" else { return StandardStreams.current.input }
    let descriptor = SystemCall.retrying { openFile(path, O_RDONLY | O_CLOEXEC) }
    guard descriptor >= 0 else {
      throw FileError(name: name, reason: SystemError.current.description(in: messages))
    }
    var info = stat()
    if fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
      closeFile(descriptor)
      throw FileError(name: name, reason: messages("it is a directory"))
    }
    return descriptor
  }

  /// The input's size when it is a regular file (standard input included),
  /// else nil (a pipe, a terminal).
  var regularFileSize: Int? {
    var info = stat()
    let found =
      path == "-" ? fstat(StandardStreams.current.input, &info) == 0 : stat(path, &info) == 0
    return found && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
  }

  /// Why the file at `path` cannot be read (`cannot read '/tmp': it is a
  /// directory`), or nil when nothing tells before it is read.
  static func reason(_ path: String) -> String? {
    do throws(FileError) {
      try InputFile(path: path).checkReadable()
      return nil
    } catch {
      return error.description
    }
  }

  /// Reads the `--roots` list at `path` (if any) into `list`, once: a FIFO
  /// or `<(…)` has no second reading. False, after saying why, when it cannot be read.
  static func readRoots(_ path: String?, into list: inout [UInt8]?) -> Bool {
    guard let path else { return true }
    if let reason = reason(path) {
      printError(WordGame.errorLine(reason))
      return false
    }
    do throws(StartWordsError) {
      list = try InputFile(path: path).startWordList()
      return true
    } catch {
      printError(WordGame.errorLine(error.description(in: messages)))
      return false
    }
  }

  /// The input as a list of start words, read once (a FIFO or pipe has no
  /// second reading); a list over ``StartWords/maximumListBytes`` is refused.
  func startWordList() throws(StartWordsError) -> [UInt8] {
    struct TooLarge: Error {}
    let shownPath = path == "-" ? messages("standard input") : path
    var bytes: [UInt8] = []
    do {
      try readChunks { chunk in
        guard bytes.count + chunk.count <= StartWords.maximumListBytes else { throw TooLarge() }
        bytes += chunk
      }
    } catch is TooLarge {
      throw .tooLarge(path: shownPath)
    } catch {
      throw .unreadable(path: shownPath)
    }
    return bytes
  }

  /// Opens the input, reads it in chunks of `size` bytes calling `body` with
  /// each, and closes it. Throws a ``FileError`` when it cannot be opened or
  /// read (after the chunks read before the failure).
  func readChunks(
    size: Int = 64 * 1024, _ body: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let descriptor = try open()
    defer { if path != "-" { closeFile(descriptor) } }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      switch SystemCall.read(descriptor, into: buffer) {
      case .failure(let error): throw FileError(name: name, reason: error.description(in: messages))
      case .success(0): return
      case .success(let count): try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
      }
    }
  }
}

private func openFile(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
private func closeFile(_ descriptor: Int32) { _ = close(descriptor) }
