import WordScramble

/// Reading input and taking output: what an app or a script calls.
extension BatchChecker {
  /// Reads a chunk of input bytes, of any size: every line it completes is
  /// judged (or gathered for the threads), and a line cut by the chunk's end
  /// waits for the next chunk or ``endOfFile()``.
  public mutating func read(bytes chunk: UnsafeRawBufferPointer) {
    // Taken out while it hands lines to this checker, without a copy.
    guard var lines = splitter.take() else { return }
    lines.feed(chunk, into: &self)
    splitter = lines
  }

  /// Reads `text` as input (lines separated by `\n`), as
  /// ``read(bytes:)`` reads its UTF-8 bytes.
  public mutating func read(_ text: some StringProtocol) {
    var text = String(text)
    text.withUTF8 { read(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Ends a file: its last line is judged even without a final newline, and
  /// every line read is judged. The next ``read(bytes:)`` starts a new file,
  /// whose first line may carry a byte order mark.
  public mutating func endOfFile() {
    if var lines = splitter.take() {
      lines.finish(into: &self)
      splitter = lines
    }
    startFile()
  }

  /// The output of the lines judged since the last call, as text (UTF-8:
  /// every word is decoded before it is shown, an invalid line escaped).
  public mutating func takeOutput() -> String {
    takeOutput { String(decoding: $0, as: UTF8.self) }
  }
}
