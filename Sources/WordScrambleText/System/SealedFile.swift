/// A file the package writes to reuse later (a cache), sealed so that a read
/// can prove it whole and made here: its first line names the format, its
/// second says how many bytes and lines follow, their tag and the key of what
/// the file was made from. The tag is a keyed hash (``tag(_:format:source:key:)``)
/// under the folder's secret ``SealKey``, so a file cut short, grown, with any
/// byte changed, of another format, made from other source files, copied from
/// another folder or machine, or crafted by anyone who cannot read the key is
/// refused; so is anything that is not a regular file (a link, a FIFO, a
/// device) or is over a size limit.
///
/// ```
/// wordgame-lexicon 8
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

    /// Why, in the language of `messages` (the English is ``description``).
    package func description(in messages: MessageCatalog) -> String {
      switch self {
      case .missing: messages("there is no file")
      case .otherFormat: messages("it is of another format")
      case .damaged(let reason): SealedFile.reason(reason, in: messages)
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
    guard let key = SealKey.make(in: folder) else {
      return "its folder cannot keep the key it is sealed with (\(SealKey.fileName))"
    }
    let (hash, lines) = body.withUnsafeBytes {
      tag($0, format: format, source: source, key: key)
    }
    let header = "\(format)\nsealed \(body.count) \(lines) \(hex(hash)) \(source)\n"
    return SystemFiles.writeAtomically(Array(header.utf8) + body, to: path)
  }

  /// A reason a sealed file was not read or written (as ``read(path:format:source:limit:)``
  /// and ``write(_:format:source:to:)`` word it in English) in the language
  /// of `messages`; a system error's as ``SystemError/reason(_:in:)`` words it.
  package static func reason(_ reason: String, in messages: MessageCatalog) -> String {
    switch reason {
    case "it is not a regular file": return messages("it is not a regular file")
    case "it is cut short": return messages("it is cut short")
    case "it is of no known format": return messages("it is of no known format")
    case "its seal line is damaged": return messages("its seal line is damaged")
    case "it was made from other files": return messages("it was made from other files")
    case "its contents do not match their seal":
      return messages("its contents do not match their seal")
    case "its contents are not a word list": return messages("its contents are not a word list")
    case "it cannot be verified: its folder has no key of the player's own to check it with":
      return messages(
        "it cannot be verified: its folder has no key of the player's own to check it with")
    case "its folder cannot keep the key it is sealed with (\(SealKey.fileName))":
      return messages("its folder cannot keep the key it is sealed with (%s)", SealKey.fileName)
    default: break
    }
    // The two with numbers: their digits, grouped as the language writes them.
    let numbers = reason.split { !$0.isNumber }.map(String.init)
    if reason.hasPrefix("it is too large ("), numbers.count == 1, let size = Int(numbers[0]) {
      return messages.plural(
        "it is too large (%s byte)", "it is too large (%s bytes)", count: size,
        messages.grouped(numbers[0]))
    }
    if reason.hasPrefix("it holds "), numbers.count == 2, let held = Int(numbers[0]) {
      return messages.plural(
        "it holds %1$s byte, not the %2$s it was written with",
        "it holds %1$s bytes, not the %2$s it was written with", count: held,
        messages.grouped(numbers[0]), messages.grouped(numbers[1]))
    }
    return SystemError.reason(reason, in: messages)
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
    guard let key = SealKey.existing(in: SystemFiles.folder(of: path)) else {
      return .failure(
        .damaged(
          "it cannot be verified: its folder has no key of the player's own to check it with"))
    }
    let (hash, counted) = body.withUnsafeBytes {
      tag($0, format: format, source: source, key: key)
    }
    guard counted == lines, seal[3] == hex(hash) else {
      return .failure(.damaged("its contents do not match their seal"))
    }
    return .success(body)
  }

  /// The seal's tag of `body` under `key`, and the body's newlines: the keyed
  /// hash (``SipHasher``) of the format, the source, the counts and the
  /// body's own keyed hash; so no part of the file can be changed, nor one
  /// file's body passed off as another's, without the key.
  package static func tag(
    _ body: UnsafeRawBufferPointer, format: String, source: String, key: SealKey
  ) -> (UInt64, Int) {
    let (inner, lines) = SipHasher.hash(body, key: key)
    let outer = Array("\(format)\n\(source)\n\(body.count) \(lines) \(hex(inner))".utf8)
    return (outer.withUnsafeBytes { SipHasher.hash($0, key: key).0 }, lines)
  }

  /// Sixteen lowercase hexadecimal digits.
  package static func hex(_ value: UInt64) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: 16 - text.count) + text
  }
}
