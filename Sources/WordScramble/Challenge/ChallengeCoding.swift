/// A challenge's bytes in a code, version 1:
///
/// - flags: daily, timed, exact letters, vulgar words, a required, block and
///   personal list (bit 7 unused: zero);
/// - the minimum length (1–100);
/// - the dictionary: its number in ``knownDictionaries`` (from 1), or 0 and
///   its name (a length, then ASCII letters, digits, `_ @ -`: see
///   ``isDictionaryName(_:)``; never a path);
/// - the start word (see ``writeWord(_:to:)``);
/// - the day number (since 1970-01-01) of a daily, the seconds of a timed round;
/// - each list's hash (4 bytes);
/// - the answers: their fingerprint's hash (3 bytes), the required count, the bonus count.
///
/// Numbers are LEB128. Every value read is checked: a code holds a round
/// the game can play, or is malformed.
extension Challenge {
  /// Dictionaries a code names by number, never reordered (new ones at the
  /// end): the languages the game ships lists for, and their usual names.
  static let knownDictionaries = [
    "en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "nl_NL", "pl_PL", "pt_BR", "pt_PT",
    "ru_RU", "sv_SE", "cs_CZ", "da_DK", "en_AU", "en_CA", "de_AT", "de_CH", "fr_CA", "es_MX",
  ]

  func write(to writer: inout CodeWriter) {
    let lists = [requiredList, blockList, personalList]
    var flags: UInt8 = 0
    for (bit, isSet) in [
      daily != nil, timeLimit != nil, exactLetters, allowsVulgarWords,
      lists[0] != nil, lists[1] != nil, lists[2] != nil,
    ].enumerated() where isSet {
      flags |= 1 << UInt8(bit)
    }
    writer.byte(flags)
    writer.byte(UInt8(clamping: minimumLength))
    if let number = Self.knownDictionaries.firstIndex(of: dictionary) {
      writer.number(number + 1)
    } else {
      writer.number(0)
      let name = Array(dictionary.utf8.prefix(64))
      writer.number(name.count)
      writer.append(name)
    }
    Self.writeWord(startWord, to: &writer)
    if let daily { writer.number(daily.dayNumber) }
    if let timeLimit { writer.number(timeLimit) }
    for hash in lists.compactMap({ $0 }) { writer.fixed(hash, count: 4) }
    writer.fixed(answers.hash, count: 3)
    writer.number(answers.required)
    writer.number(answers.bonus)
  }

  static func read(_ reader: inout CodeReader) throws(ChallengeError) -> Challenge {
    let flags = try reader.byte()
    guard flags & 0x80 == 0 else { throw .malformed }
    let minimumLength = Int(try reader.byte())
    guard (1...100).contains(minimumLength) else { throw .malformed }
    let dictionary = try readDictionary(&reader)
    let word = try readWord(&reader)
    var challenge = Challenge(
      startWord: word, dictionary: dictionary, minimumLength: minimumLength,
      answers: .init(required: 0, bonus: 0, hash: 0))
    if flags & 1 != 0 {
      challenge.daily = CalendarDate(dayNumber: try reader.number(limit: 2_932_896))
    }
    if flags & 2 != 0 {
      challenge.timeLimit = try reader.number(limit: 86_400)
      guard challenge.timeLimit! > 0 else { throw .malformed }
    }
    challenge.exactLetters = flags & 4 != 0
    challenge.allowsVulgarWords = flags & 8 != 0
    if flags & 16 != 0 { challenge.requiredList = try reader.fixed(count: 4) }
    if flags & 32 != 0 { challenge.blockList = try reader.fixed(count: 4) }
    if flags & 64 != 0 { challenge.personalList = try reader.fixed(count: 4) }
    let hash = try reader.fixed(count: 3)
    challenge.answers = AnswerFingerprint(
      required: try reader.number(limit: 1_000_000), bonus: try reader.number(limit: 1_000_000),
      hash: hash)
    return challenge
  }

  private static func readDictionary(_ reader: inout CodeReader) throws(ChallengeError) -> String {
    let number = try reader.number(limit: 1 << 20)
    if number > 0 {
      guard number <= knownDictionaries.count else { throw .unknownDictionary(number) }
      return knownDictionaries[number - 1]
    }
    let count = try reader.number(limit: 64)
    let bytes = try reader.bytes(count)
    guard count > 0, bytes.allSatisfy({ (0x21..<0x7F).contains($0) }) else { throw .malformed }
    let name = String(decoding: bytes, as: UTF8.self)
    // Never a file: `evil.dic` would be looked for in the folder the game runs in.
    guard isDictionaryName(name) else { throw .notADictionaryName(name) }
    return name
  }

  /// Whether `text` is what a code may name a dictionary by: the name of an
  /// installed one (`en_US`, `de_DE_frami`, `ca-valencia`), of 1 to 64
  /// letters, digits, `_`, `-` and `@`, beginning with a letter or digit.
  /// Never a path or a file's name (`evil.dic`, `../x`, `/tmp/x`), which
  /// would be read from wherever the player runs the code.
  public static func isDictionaryName(_ text: String) -> Bool {
    let rest = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@-".utf8)
    guard let first = text.utf8.first, text.utf8.count <= 64,
      rest.contains(first), first != UInt8(ascii: "_"), first != UInt8(ascii: "@"),
      first != UInt8(ascii: "-")
    else { return false }
    return text.utf8.allSatisfy(rest.contains)
  }

  /// A word of `n` letters: when its scalars all lie within 32 of the
  /// lowest (a–z, а–я, α–ω), the number `2n`, the lowest scalar, and five
  /// bits a letter; else `2n + 1` and its `n` bytes of UTF-8.
  static func writeWord(_ word: String, to writer: inout CodeWriter) {
    let scalars = word.unicodeScalars.map(\.value)
    if let low = scalars.min(), let high = scalars.max(), high - low < 32, scalars.count <= 64 {
      writer.number(scalars.count * 2)
      writer.number(Int(low))
      var buffer = 0
      var bits = 0
      for scalar in scalars {
        buffer = buffer << 5 | Int(scalar - low)
        bits += 5
        while bits >= 8 {
          bits -= 8
          writer.byte(UInt8(buffer >> bits & 0xFF))
        }
        buffer &= (1 << bits) - 1
      }
      if bits > 0 { writer.byte(UInt8(buffer << (8 - bits) & 0xFF)) }
    } else {
      let bytes = Array(word.utf8.prefix(256))
      writer.number(bytes.count * 2 + 1)
      writer.append(bytes)
    }
  }

  /// A word ``writeWord(_:to:)`` wrote: of letters only (1–64), else malformed.
  static func readWord(_ reader: inout CodeReader) throws(ChallengeError) -> String {
    let header = try reader.number(limit: 513)
    let count = header / 2
    var word = ""
    if header % 2 == 0 {
      guard (1...64).contains(count) else { throw .malformed }
      let low = try reader.number(limit: 0x10_FFFF)
      let bytes = try reader.bytes((count * 5 + 7) / 8)
      var values: [Int] = []
      var (buffer, bits) = (0, 0)
      for byte in bytes {
        buffer = buffer << 8 | Int(byte)
        bits += 8
        while bits >= 5 && values.count < count {
          bits -= 5
          values.append(buffer >> bits & 31)
        }
        buffer &= (1 << bits) - 1
      }
      guard buffer == 0 else { throw .malformed }
      for value in values {
        guard let scalar = Unicode.Scalar(UInt32(low + value)) else { throw .malformed }
        word.unicodeScalars.append(scalar)
      }
    } else {
      let bytes = try reader.bytes(count)
      guard let text = String(validating: bytes, as: UTF8.self) else { throw .malformed }
      word = text
    }
    guard !word.isEmpty, word.unicodeScalars.count <= 64,
      word.unicodeScalars.allSatisfy({
        $0.properties.isAlphabetic
          || [.nonspacingMark, .spacingMark].contains($0.properties.generalCategory)
      })
    else { throw .malformed }
    return word
  }
}
