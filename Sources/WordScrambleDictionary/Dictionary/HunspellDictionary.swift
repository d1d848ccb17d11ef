import CHunspell
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// libhunspell 1.7.1 keeps global state (its Unicode tables, shared by every
/// handle and counted by creation and destruction) and is not thread-safe: even
/// two separate handles spelling at once crashed it in our tests. So every call
/// into the library, on any handle, holds this one lock.
private let libraryLock = Mutex<Void>(())

/// A Hunspell dictionary: the only type that talks to libhunspell.
///
/// Loading checks what `Hunspell_create` does not: that both files exist and are
/// readable, that their encoding can be converted to, and that the loaded
/// dictionary accepts a word of its own `.dic` file. A dictionary that fails any
/// of these throws a ``DictionaryError`` instead of silently rejecting every word.
///
/// Every call into the library, on any handle, is serialized by one lock
/// (libhunspell 1.7.1 is not thread-safe). Words are converted from Swift strings
/// (NFC) to the dictionary's own encoding, and words Hunspell cannot handle
/// (not representable, or too long) are rejected without calling into C.
///
/// `@unchecked Sendable`: the handle and the converters (which keep iconv state)
/// are only ever touched while holding `libraryLock`.
public final class HunspellDictionary: SpellChecker, DictionaryFiles, @unchecked Sendable {
  private let handle: OpaquePointer
  /// `nil` for a UTF-8 dictionary; converters otherwise.
  private let encoder: TextConverter?
  private let decoder: TextConverter?
  /// The files this dictionary was loaded from.
  package let location: DictionaryLocation
  /// The dictionary's own encoding, as its `.aff` file names it (e.g. `UTF-8`).
  package let encoding: String
  /// The longest word, in bytes of the dictionary's encoding, Hunspell checks.
  /// Longer words are rejected without calling into C (Hunspell rejects them too).
  package let maximumWordBytes: Int

  /// Loads a dictionary by name or path, like hunspell's `-d`: a name (the
  /// default is `en_US`) is searched in `$DICPATH`, then the system folders;
  /// a path names `NAME.dic`, `NAME.aff` or the base name `NAME`.
  ///
  /// Only a dictionary whose files are in the system folders
  /// (`/usr/share/hunspell`, `/usr/share/myspell`) is loaded in the calling
  /// process: crafted files crash libhunspell. Any other throws
  /// ``DictionaryError/untrusted(path:)``; open it with `GameLanguage.open`,
  /// which loads it in a worker process.
  public convenience init(_ nameOrPath: String = "en_US") throws(DictionaryError) {
    let location = try DictionaryLocation.resolve(nameOrPath)
    guard DictionaryWorker.isTrusted(location) else {
      throw .untrusted(path: location.dictionaryPath)
    }
    try self.init(location: location)
  }

  /// Loads a dictionary by name or path in this process, wherever it is:
  /// for the worker process and tests, never for a file an app was handed.
  package convenience init(unchecked nameOrPath: String) throws(DictionaryError) {
    try self.init(location: DictionaryLocation.resolve(nameOrPath))
  }

  /// Loads a dictionary by name or path, searching the folders `environment`
  /// names (`DICPATH`, `HOME`).
  package convenience init(_ nameOrPath: String, environment: [String: String])
    throws(DictionaryError)
  {
    try self.init(location: DictionaryLocation.resolve(nameOrPath, environment: environment))
  }

  /// Loads the dictionary at `location`.
  package init(location: DictionaryLocation) throws(DictionaryError) {
    try location.check()
    self.location = location
    let handle: OpaquePointer? = libraryLock.withLock { _ in
      Hunspell_create(location.affixPath, location.dictionaryPath)
    }
    guard let handle else { throw .rejectsOwnWords(path: location.dictionaryPath) }
    let encoding = libraryLock.withLock { _ in String(cString: Hunspell_get_dic_encoding(handle)) }
    let isUTF8 = ["UTF-8", "UTF8"].contains(encoding.uppercased())
    let wide = ["UTF-16", "UTF16", "UTF-32", "UTF32", "UCS-2", "UCS2", "UCS-4", "UCS4"]
    if wide.contains(where: encoding.uppercased().hasPrefix) {
      libraryLock.withLock { _ in Hunspell_destroy(handle) }
      throw .wideEncoding(name: encoding, path: location.affixPath)
    }
    var encoder: TextConverter?
    var decoder: TextConverter?
    if !isUTF8 {
      let name = TextConverter.iconvName(forHunspellEncoding: encoding)
      encoder = TextConverter(from: "UTF-8", to: name)
      decoder = TextConverter(from: name, to: "UTF-8")
      if encoder == nil || decoder == nil {
        libraryLock.withLock { _ in Hunspell_destroy(handle) }
        throw .unsupportedEncoding(name: encoding, path: location.affixPath)
      }
    }
    self.encoding = encoding
    // Hunspell 1.7 returns false for words of MAXWORDUTF8LEN (300) bytes or more in
    // UTF-8 dictionaries and MAXWORDLEN (100) in 8-bit ones.
    self.maximumWordBytes = isUTF8 ? 299 : 99
    self.handle = handle
    self.encoder = encoder
    self.decoder = decoder
    guard acceptsOwnWords() else { throw .rejectsOwnWords(path: location.dictionaryPath) }
  }

  /// Runs `body` holding the library's lock: the only way to the handle.
  private func withHandle<T>(_ body: () -> T) -> T {
    libraryLock.withLock { _ in body() }
  }

  deinit {
    withHandle { Hunspell_destroy(handle) }
  }

  /// Whether Hunspell accepts `word` (case as given). Only Hunspell's verdict: the
  /// game's letters-only rule is ``Validators/isReal(word:dictionary:)``.
  public func isCorrect(_ word: String) -> Bool {
    let composed = Normalization.composed(word)
    return withHandle {
      guard var bytes = encode(composed, with: encoder) else { return false }
      bytes.append(0)
      return bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          Hunspell_spell(handle, $0.baseAddress) != 0
        }
      }
    }
  }

  /// Hunspell's suggestions for `word`, converted to Swift strings, best first.
  public func suggestions(for word: String) -> [String] {
    let composed = Normalization.composed(word)
    return withHandle {
      guard var bytes = encode(composed, with: encoder) else { return [] }
      bytes.append(0)
      var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
      let count = bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) {
          Hunspell_suggest(handle, &list, $0.baseAddress)
        }
      }
      defer { Hunspell_free_list(handle, &list, count) }
      return decoded(list, count: count)
    }
  }

  /// Hunspell's stems of `word`, converted to Swift strings (a trusted
  /// dictionary only: this type is never loaded from an untrusted one).
  package func stems(of word: String) -> [String]? {
    let composed = Normalization.composed(word)
    return withHandle {
      guard var bytes = encode(composed, with: encoder) else { return [] }
      bytes.append(0)
      var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
      let count = bytes.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { Hunspell_stem(handle, &list, $0.baseAddress) }
      }
      defer { Hunspell_free_list(handle, &list, count) }
      return decoded(list, count: count)
    }
  }

  /// The `count` strings of a list Hunspell returned (suggestions, stems),
  /// converted from the dictionary's encoding to Swift strings.
  private func decoded(
    _ list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, count: Int32
  ) -> [String] {
    guard let list, count > 0 else { return [] }
    return (0..<Int(count)).compactMap { index -> String? in
      guard let item = list[index] else { return nil }
      let raw = UnsafeRawBufferPointer(start: item, count: strlen(item))
      if let decoder = decoder {
        return decoder.convert(raw).map { String(decoding: $0, as: UTF8.self) }
      }
      return String(decoding: raw, as: UTF8.self)
    }
  }

  /// The word's bytes in the dictionary's encoding, or `nil` when it cannot be
  /// represented there, is empty, or is too long for Hunspell.
  private func encode(_ word: String, with encoder: TextConverter?) -> [UInt8]? {
    let utf8 = word.utf8
    guard !utf8.isEmpty, !utf8.contains(0) else { return nil }
    let bytes: [UInt8]
    if let encoder {
      // An 8-bit encoding takes at least one byte a scalar: bound before converting.
      guard word.unicodeScalars.count <= maximumWordBytes, let converted = encoder.convert(utf8)
      else { return nil }
      bytes = converted
    } else {
      bytes = Array(utf8)
    }
    return bytes.count <= maximumWordBytes ? bytes : nil
  }

  /// Whether the loaded dictionary accepts at least one word of its own `.dic`
  /// file: one of its first stems, passed through in its own encoding, or, for
  /// a dictionary whose stems all need an affix (NEEDAFFIX), one of them with
  /// one of its `.aff` file's prefixes or suffixes.
  private func acceptsOwnWords() -> Bool {
    let stems = ownStems()
    if stems.contains(where: spells) { return true }
    let affixes = Self.affixes(inFile: location.affixPath)
    for stem in stems.prefix(50) {
      for (isPrefix, strip, add) in affixes {
        if isPrefix ? stem.starts(with: strip) : stem.reversed().starts(with: strip.reversed()) {
          let rest =
            isPrefix ? Array(stem.dropFirst(strip.count)) : Array(stem.dropLast(strip.count))
          if spells(isPrefix ? add + rest : rest + add) { return true }
        }
      }
    }
    return false
  }

  /// Whether Hunspell accepts `word`, given in the dictionary's encoding.
  private func spells(_ word: [UInt8]) -> Bool {
    // A NUL ends the C string: a UTF-16 file's stems would be asked as "",
    // which Hunspell accepts. No word holds one.
    guard !word.isEmpty, !word.contains(0), word.count <= maximumWordBytes else { return false }
    return withHandle {
      (word + [0]).withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { Hunspell_spell(handle, $0.baseAddress) != 0 }
      }
    }
  }

  /// The stems of the first 200 entries of the `.dic` file, as bytes.
  private func ownStems() -> [[UInt8]] {
    guard
      case .success(var bytes) = SystemFiles.regularFilePart(
        at: location.dictionaryPath, count: 16 * 1024)
    else { return [] }
    // A final newline ends the last entry even when the file lacks one.
    bytes.append(0x0A)
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropFirst()
    return lines.prefix(200).map { line in
      // The stem ends at its flags (/), a tab, a space or a CR.
      Array(line.prefix { !"/\t \r".utf8.contains($0) })
    }
  }

  /// The first 300 prefix and suffix rules of the `.aff` file at `path`: what
  /// they strip and add, as bytes.
  private static func affixes(inFile path: String) -> [(Bool, [UInt8], [UInt8])] {
    guard case .success(let bytes) = SystemFiles.regularFilePart(at: path, count: 1 << 20)
    else { return [] }
    var rules: [(Bool, [UInt8], [UInt8])] = []
    for line in bytes.split(separator: 0x0A) where rules.count < 300 {
      let fields = line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
      guard fields.count >= 5, let kind = fields.first,
        kind.elementsEqual("PFX".utf8) || kind.elementsEqual("SFX".utf8)
      else { continue }
      let strip = fields[2].elementsEqual("0".utf8) ? [] : Array(fields[2])
      let added = fields[3].prefix { $0 != UInt8(ascii: "/") }
      rules.append(
        (kind.elementsEqual("PFX".utf8), strip, added.elementsEqual("0".utf8) ? [] : Array(added)))
    }
    return rules
  }
}
