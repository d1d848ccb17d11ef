/// A file the package writes to reuse later (a cache), sealed so that a read
/// can prove it whole: its first line names the format, its second says how
/// many bytes and lines follow, their checksum and the key of what the file
/// was made from. A file cut short, grown, with any one byte changed, of
/// another format or made from other source files is refused; so is anything
/// that is not a regular file (a link, a FIFO, a device) or is over a size limit.
///
/// ```
/// wordgame-lexicon 6
/// sealed 1843200 151020 9f86d081884c7d65 3a41c0b2e7d1f008
/// …the body…
/// ```
package enum SealedFile {
  /// Why a sealed file was refused.
  package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file there: nothing to say, it is made.
    case missing
    /// Another format's file (an older release's): made again without a word.
    case otherFormat
    /// Anything else: the file is damaged, not a regular file, or too large.
    case damaged(String)

    /// Why, in a few words.
    package var description: String {
      switch self {
      case .missing: "there is no file"
      case .otherFormat: "it is of another format"
      case .damaged(let reason): reason
      }
    }

    /// Whether a player should hear about it: anything but a file that is
    /// missing or of another release's format.
    package var isWorthAWarning: Bool {
      if case .damaged = self { return true }
      return false
    }
  }

  /// Writes `body` sealed under `format` and `source` to `path`, atomically
  /// (stale temporary files of dead processes beside it are removed first).
  /// Returns why it failed, or nil.
  @discardableResult
  package static func write(_ body: [UInt8], format: String, source: String, to path: String)
    -> String?
  {
    let folder = SystemFiles.folder(of: path)
    SystemFiles.createFolder(folder)
    SystemFiles.removeStaleTemporaryFiles(in: folder)
    let (hash, lines) = body.withUnsafeBytes(checksum)
    let header = "\(format)\nsealed \(body.count) \(lines) \(hex(hash)) \(source)\n"
    return SystemFiles.writeAtomically(Array(header.utf8) + body, to: path)
  }

  /// The body of the sealed file at `path`, if it is a regular file of at most
  /// `limit` bytes, of `format`, made from `source`, and whole.
  package static func read(path: String, format: String, source: String, limit: Int)
    -> Result<ArraySlice<UInt8>, Problem>
  {
    let data: [UInt8]
    switch SystemFiles.regularFile(at: path, limit: limit) {
    case .success(let bytes): data = bytes
    case .failure(.missing): return .failure(.missing)
    case .failure(.notRegular): return .failure(.damaged("it is not a regular file"))
    case .failure(.tooLarge(let size)): return .failure(.damaged("it is too large (\(size) bytes)"))
    case .failure(.failed(let reason)): return .failure(.damaged(reason))
    }
    guard let formatEnd = data.firstIndex(of: 0x0A) else {
      return .failure(.damaged("it is cut short"))
    }
    guard data[..<formatEnd].elementsEqual(format.utf8) else {
      let name = format.prefix(while: { $0 != " " })
      return data.starts(with: name.utf8)
        ? .failure(.otherFormat) : .failure(.damaged("it is of no known format"))
    }
    guard let sealEnd = data[(formatEnd + 1)...].firstIndex(of: 0x0A) else {
      return .failure(.damaged("it is cut short"))
    }
    let seal = String(decoding: data[(formatEnd + 1)..<sealEnd], as: UTF8.self)
      .split(separator: " ", omittingEmptySubsequences: false)
    guard seal.count == 5, seal[0] == "sealed", let bytes = Int(seal[1]), let lines = Int(seal[2])
    else { return .failure(.damaged("its seal line is damaged")) }
    let body = data[(sealEnd + 1)...]
    guard bytes == body.count else {
      return .failure(
        .damaged("it holds \(body.count) bytes, not the \(bytes) it was written with"))
    }
    guard seal[4] == source else { return .failure(.damaged("it was made from other files")) }
    let (hash, counted) = body.withUnsafeBytes(checksum)
    guard counted == lines, seal[3] == hex(hash) else {
      return .failure(.damaged("its contents do not match their checksum"))
    }
    return .success(body)
  }

  /// A 64-bit checksum of `bytes` and the number of newlines among them, eight
  /// bytes at a time (about a millisecond for a 5 MB word list). Each step is a
  /// bijection of the state, so any change confined to eight aligned bytes
  /// always changes the result; other changes escape it with odds of 2⁻⁶⁴.
  package static func checksum(_ bytes: UnsafeRawBufferPointer) -> (UInt64, Int) {
    let multiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD
    let newline: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let high: UInt64 = 0x8080_8080_8080_8080
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    var lines = 0
    var offset = 0
    let whole = bytes.count & ~7
    while offset < whole {
      let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      state = (state ^ word) &* multiplier
      state ^= state &>> 29
      // The bytes equal to 0x0A become zero; count the zero bytes exactly.
      let x = word ^ newline
      let zeros = ~(((x & low) &+ low) | x) & high
      // One bit a zero byte, summed by a multiply (no popcount instruction
      // on baseline x86-64): at most 8, so it fits the top byte.
      lines &+= Int(truncatingIfNeeded: ((zeros &>> 7) &* 0x0101_0101_0101_0101) &>> 56)
      offset &+= 8
    }
    var last: UInt64 = 0
    for index in whole..<bytes.count {
      let byte = bytes[index]
      if byte == 0x0A { lines += 1 }
      last |= UInt64(byte) << (8 * UInt64(index - whole))
    }
    for word in [last, 0] {
      state = (state ^ word) &* multiplier
      state ^= state &>> 29
    }
    return (state, lines)
  }

  /// Sixteen lowercase hexadecimal digits.
  package static func hex(_ value: UInt64) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: 16 - text.count) + text
  }
}
