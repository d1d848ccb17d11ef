extension WordTiers {
  /// The tiers shipped for the dictionary named `name` (the .dic file's name
  /// without `.dic`, such as `en_US`): `tiers/NAME.required.txt` and
  /// `tiers/NAME.blocked.txt` in the resource bundle (see scripts/make-word-tiers).
  /// A dictionary without them gets ``unrestricted``.
  public static func bundled(forDictionary name: String) -> WordTiers {
    WordTiers(
      required: bundledList(name + ".required.txt"),
      blocked: bundledList(name + ".blocked.txt") ?? [])
  }

  /// The words of a bundled list: already normalized, one a line, after
  /// comment lines starting with `#`.
  private static func bundledList(_ name: String) -> Set<String>? {
    guard let path = StartWords.bundledResource("tiers/" + name),
      let data = SystemFiles.contents(of: path)
    else { return nil }
    var words: Set<String> = []
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      for line in bytes.split(separator: 0x0A) where line.first != UInt8(ascii: "#") {
        words.insert(String(decoding: UnsafeRawBufferPointer(rebasing: line), as: UTF8.self))
      }
    }
    return words
  }
}
