/// Why a Hunspell dictionary could not be loaded.
public enum DictionaryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No `NAME.aff` + `NAME.dic` pair was found in any of the searched folders.
  case notFound(name: String, searched: [String])
  /// One of the two files is missing (or is not a regular file).
  case missingFile(path: String)
  /// One of the two files exists but cannot be read.
  case unreadableFile(path: String)
  /// One of the two files is empty.
  case emptyFile(path: String)
  /// The dictionary declares an encoding this system cannot convert to.
  case unsupportedEncoding(name: String, path: String)
  /// The dictionary declares a multi-byte encoding whose words Hunspell's C
  /// interface cannot take (UTF-16, UTF-32, UCS-2, UCS-4).
  case wideEncoding(name: String, path: String)
  /// Hunspell loaded the files but accepts none of the dictionary's own words:
  /// the files are damaged, truncated or not a Hunspell dictionary.
  case rejectsOwnWords(path: String)
  /// The affix rules derive more than `limit` forms from the stems (an
  /// untrusted dictionary's rules can derive billions): its words are not
  /// listed, and Hunspell answers each word alone.
  case tooManyForms(path: String, limit: Int)

  /// A sentence or two for the user, naming the files and how to fix it. Paths,
  /// names and the declared encoding are escaped: they may hold any bytes.
  public var description: String {
    switch self {
    case .notFound(let name, let searched):
      """
      no Hunspell dictionary '\(shown(name))' found (looked for \(shown(name)).aff and \
      \(shown(name)).dic in \(searched.map(shown).joined(separator: ", "))). \
      \(installAdvice(name))
      """
    case .missingFile(let path):
      DictionaryLocation.exists(path)
        ? "dictionary file '\(shown(path))' is not a regular file (a FIFO, device or folder)"
        : "dictionary file '\(shown(path))' does not exist"
    case .unreadableFile(let path): "dictionary file '\(shown(path))' cannot be read"
    case .emptyFile(let path): "dictionary file '\(shown(path))' is empty"
    case .unsupportedEncoding(let name, let path):
      "dictionary '\(shown(path))' declares encoding '\(shown(name))', which this system cannot convert to"
    case .wideEncoding(let name, let path):
      "dictionary '\(shown(path))' declares encoding '\(shown(name))', in which Hunspell cannot check words; convert it to UTF-8 (e.g. with iconv)"
    case .rejectsOwnWords(let path):
      "dictionary '\(shown(path))' loaded but accepts none of its own words; it is damaged or not a Hunspell dictionary"
    case .tooManyForms(let path, let limit):
      "dictionary '\(shown(path))' derives more than \(limit) word forms from its affix rules, so its words are not listed: Hunspell answers each word alone"
    }
  }

  private func shown(_ text: String) -> String { Escaping.forDisplay(text) }

  /// How to install the dictionary `name`: its Debian package when there is one.
  private func installAdvice(_ name: String) -> String {
    guard let package = DictionaryPackages.package(forDictionary: name) else {
      return "Install a Hunspell dictionary for that language (on Debian, a hunspell-* package)"
    }
    return "Install it, e.g. 'apt-get install \(package)'"
  }
}
