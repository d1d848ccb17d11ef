#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Converts bytes between UTF-8 and one other encoding with iconv.
///
/// Not thread-safe: each ``HunspellDictionary`` owns its converters and uses them
/// under its lock.
final class TextConverter {
  private let descriptor: iconv_t

  /// Opens a converter, or returns `nil` when iconv does not know one of the names.
  init?(from source: String, to target: String) {
    let descriptor = iconv_open(target, source)
    guard Int(bitPattern: descriptor) != -1, let descriptor else { return nil }
    self.descriptor = descriptor
  }

  deinit {
    iconv_close(descriptor)
  }

  /// The converted bytes, or `nil` when the input cannot be represented in the target.
  func convert(_ input: some Collection<UInt8>) -> [UInt8]? {
    var inputBytes = Array(input)
    var output = [UInt8](repeating: 0, count: inputBytes.count * 4 + 16)
    // Reset the shift state before each conversion.
    iconv(descriptor, nil, nil, nil, nil)
    let written: Int? = inputBytes.withUnsafeMutableBufferPointer { inBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        var inPointer = UnsafeMutableRawPointer(inBuffer.baseAddress)?.assumingMemoryBound(
          to: CChar.self)
        var outPointer = UnsafeMutableRawPointer(outBuffer.baseAddress)?.assumingMemoryBound(
          to: CChar.self)
        var inLeft = inBuffer.count
        var outLeft = outBuffer.count
        if inLeft > 0 && iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft) == -1 {
          return nil
        }
        guard iconv(descriptor, nil, nil, &outPointer, &outLeft) != -1 else { return nil }
        return outBuffer.count - outLeft
      }
    }
    guard let written else { return nil }
    output.removeSubrange(written...)
    return output
  }

  /// The iconv name for an encoding name as Hunspell's `SET` gives it.
  static func iconvName(forHunspellEncoding name: String) -> String {
    let upper = name.uppercased()
    if upper.hasPrefix("ISO8859-") { return "ISO-8859-" + upper.dropFirst("ISO8859-".count) }
    if upper.hasPrefix("MICROSOFT-CP") { return "CP" + upper.dropFirst("MICROSOFT-CP".count) }
    if upper == "TIS620-2533" { return "TIS-620" }
    return name
  }
}
