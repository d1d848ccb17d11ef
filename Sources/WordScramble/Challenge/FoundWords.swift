/// The words a result code holds written out, so that a friend whose word
/// lists differ (another dictionary version) still knows which words were
/// found: their number; the letters they use (an alphabet: how many, the
/// lowest scalar, then each next one as its distance from the one before);
/// each word's length; then every letter as its place in the alphabet, in
/// as few bits as the alphabet needs (3 for a start word's eight letters),
/// zero bits padding the last byte. Numbers are LEB128.
enum FoundWords {
  /// The most words a code holds (a round has fewer answers).
  static let limit = 1_000_000

  static func write(_ words: [String], to writer: inout CodeWriter) {
    writer.number(words.count)
    guard !words.isEmpty else { return }
    let alphabet = Array(Set(words.flatMap { $0.unicodeScalars.map(\.value) })).sorted()
    writer.number(alphabet.count)
    for (index, scalar) in alphabet.enumerated() {
      writer.number(Int(index == 0 ? scalar : scalar - alphabet[index - 1]))
    }
    for word in words { writer.number(word.unicodeScalars.count) }
    let width = bitWidth(alphabet.count)
    let places = Dictionary(uniqueKeysWithValues: alphabet.enumerated().map { ($1, $0) })
    var (buffer, bits) = (0, 0)
    for scalar in words.flatMap(\.unicodeScalars) {
      buffer = buffer << width | places[scalar.value]!
      bits += width
      while bits >= 8 {
        bits -= 8
        writer.byte(UInt8(buffer >> bits & 0xFF))
      }
      buffer &= (1 << bits) - 1
    }
    if bits > 0 { writer.byte(UInt8(buffer << (8 - bits) & 0xFF)) }
  }

  /// The words ``write(_:to:)`` wrote: each of letters only (1–64 scalars),
  /// else the code is malformed.
  static func read(_ reader: inout CodeReader) throws(ChallengeError) -> [String] {
    let count = try reader.number(limit: limit)
    guard count > 0 else { return [] }
    let size = try reader.number(limit: 256)
    guard size > 0 else { throw .malformed }
    var alphabet: [UInt32] = []
    for index in 0..<size {
      let step = try reader.number(limit: 0x10_FFFF)
      guard index == 0 || step > 0 else { throw .malformed }
      let scalar = (alphabet.last ?? 0) + UInt32(step)
      guard scalar <= 0x10_FFFF else { throw .malformed }
      alphabet.append(scalar)
    }
    var lengths: [Int] = []
    for _ in 0..<count { lengths.append(try reader.number(limit: 64)) }
    guard lengths.allSatisfy({ $0 > 0 }) else { throw .malformed }
    let width = bitWidth(size)
    let bytes = try reader.bytes((lengths.reduce(0, +) * width + 7) / 8)
    var places: [Int] = []
    var (buffer, bits) = (0, 0)
    for byte in bytes {
      buffer = buffer << 8 | Int(byte)
      bits += 8
      while bits >= width {
        bits -= width
        places.append(buffer >> bits & ((1 << width) - 1))
      }
      buffer &= (1 << bits) - 1
    }
    // Padding is zero bits.
    guard buffer == 0 else { throw .malformed }
    var words: [String] = []
    var next = 0
    for length in lengths {
      var word = ""
      for place in places[next..<next + length] {
        guard place < size, let scalar = Unicode.Scalar(alphabet[place]) else { throw .malformed }
        word.unicodeScalars.append(scalar)
      }
      next += length
      guard
        word.unicodeScalars.allSatisfy({
          $0.properties.isAlphabetic
            || [.nonspacingMark, .spacingMark].contains($0.properties.generalCategory)
        })
      else { throw .malformed }
      words.append(word)
    }
    guard places[next...].allSatisfy({ $0 == 0 }) else { throw .malformed }
    return words
  }

  /// The bits a place in an alphabet of `size` letters takes (1 at least).
  private static func bitWidth(_ size: Int) -> Int {
    var width = 1
    while 1 << width < size { width += 1 }
    return width
  }
}
