/// One line of input, decoded: an answer to judge, nothing, or a line that cannot
/// be judged and why.
package enum InputLine: Equatable, Sendable {
  /// A blank or whitespace-only line: no verdict.
  case blank
  /// A normalized answer to judge.
  case answer(String)
  /// A line rejected before the rules: `word` is what to show for it.
  case invalid(word: String, error: WordError)

  /// Lines longer than this many bytes are rejected as ``WordError/lineTooLong(maximumBytes:)``.
  package static let maximumLineBytes = LineSplitter.defaultMaximumLineBytes
  /// How many characters of an overlong line are shown.
  static let shownPrefix = 40

  /// Decodes a line's bytes (without its `\n`).
  ///
  /// - A UTF-8 byte order mark on the first line and one CR before the newline
  ///   are stripped.
  /// - `droppedBytes > 0` (the splitter cut the line) gives `lineTooLong`.
  /// - Bytes that are not UTF-8 give `invalidEncoding`; a NUL or another control
  ///   character inside the answer gives `controlCharacter`.
  /// - Otherwise the answer is normalized (see ``Normalization/answer(_:)``); an
  ///   empty result is ``blank``.
  package static func decode(
    _ raw: UnsafeRawBufferPointer, droppedBytes: Int = 0, isFirstLine: Bool = false
  ) -> InputLine {
    var bytes = raw[...]
    if isFirstLine, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    if bytes.last == 0x0D { bytes = bytes.dropLast() }
    let slice = UnsafeRawBufferPointer(rebasing: bytes)

    if droppedBytes > 0 || slice.count > maximumLineBytes {
      let shown = String(decoding: completeUTF8(slice.prefix(shownPrefix * 4)), as: UTF8.self)
        .prefix(shownPrefix)
      return .invalid(word: shown + "…", error: .lineTooLong(maximumBytes: maximumLineBytes))
    }
    guard let text = String(validating: slice, as: UTF8.self) else {
      return .invalid(
        word: Normalization.answer(String(decoding: slice, as: UTF8.self)),
        error: .invalidEncoding)
    }
    let word = Normalization.answer(text)
    if word.isEmpty { return .blank }
    if containsControlCharacter(word) { return .invalid(word: word, error: .controlCharacter) }
    return .answer(word)
  }

  /// `bytes` without a UTF-8 sequence cut short at its end (a cut never shows
  /// as U+FFFD).
  static func completeUTF8(_ bytes: Slice<UnsafeRawBufferPointer>) -> Slice<UnsafeRawBufferPointer>
  {
    var start = bytes.endIndex
    // Back up over at most three continuation bytes to the last lead byte.
    while start > bytes.startIndex && bytes.endIndex - start < 4
      && bytes[start - 1] & 0xC0 == 0x80
    {
      start -= 1
    }
    guard start > bytes.startIndex else { return bytes }
    let lead = bytes[start - 1]
    let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    let have = bytes.endIndex - (start - 1)
    return have < length ? bytes[..<(start - 1)] : bytes
  }

  static func containsControlCharacter(_ word: String) -> Bool {
    for scalar in word.unicodeScalars {
      let value = scalar.value
      if value < 0x20 || (value >= 0x7F && value < 0xA0) { return true }
    }
    return false
  }
}
