/// Why a Hunspell dictionary could not be loaded.
public enum DictionaryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No `NAME.aff` + `NAME.dic` pair was found in any of the searched folders
  /// (nor, for a language alone, a regional one); `installed` names the
  /// dictionaries that are there.
  case notFound(name: String, searched: [String], installed: [String])
  /// One of the two files is missing (or is not a regular file).
  case missingFile(path: String)
  /// One of the two files exists but cannot be read.
  case unreadableFile(path: String)
  /// One of the two files is empty.
  case emptyFile(path: String)
  /// The dictionary is outside the system folders: loaded in the app's own
  /// process, a crafted file could crash it (open it with `GameLanguage.open`).
  case untrusted(path: String)
  /// One of the two files is larger than the game reads (`limit` MiB).
  case fileTooLarge(path: String, limit: Int)
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
  public var description: String { description(in: .english) }

  /// The sentences in the language of `messages`.
  public func description(in messages: MessageCatalog) -> String {
    switch self {
    case .notFound(let name, let searched, let installed):
      Self.notFoundSentence(name, searched, messages) + " "
        + Self.installedSentence(installed, messages) + " " + Self.installAdvice(name, messages)
    case .missingFile(let path):
      DictionaryLocation.exists(path)
        ? messages(
          "dictionary file '%s' is not a regular file (a FIFO, device or folder)", shown(path))
        : messages("dictionary file '%s' does not exist", shown(path))
    case .unreadableFile(let path): messages("dictionary file '%s' cannot be read", shown(path))
    case .emptyFile(let path): messages("dictionary file '%s' is empty", shown(path))
    case .untrusted(let path):
      messages(
        "dictionary '%s' is outside the system folders, where a crafted file could crash the app: open it with GameLanguage.open, which loads it in a worker process",
        shown(path))
    case .fileTooLarge(let path, let limit):
      messages("dictionary file '%s' is larger than %d MiB", shown(path), limit)
    case .unsupportedEncoding(let name, let path):
      messages(
        "dictionary '%s' declares encoding '%s', which this system cannot convert to",
        shown(path), shown(name))
    case .wideEncoding(let name, let path):
      messages(
        "dictionary '%s' declares encoding '%s', in which Hunspell cannot check words; convert it to UTF-8 (e.g. with iconv)",
        shown(path), shown(name))
    case .rejectsOwnWords(let path):
      messages(
        "dictionary '%s' loaded but accepts none of its own words; it is damaged or not a Hunspell dictionary",
        shown(path))
    case .tooManyForms(let path, let limit):
      messages(
        "dictionary '%s' derives more than %d word forms from its affix rules, so its words are not listed: Hunspell answers each word alone",
        shown(path), limit)
    }
  }

  private func shown(_ text: String) -> String { Escaping.forDisplay(text) }

  /// The first sentence of ``notFound(name:searched:installed:)``: what was looked for, where.
  package static func notFoundSentence(
    _ name: String, _ searched: [String], _ messages: MessageCatalog
  ) -> String {
    let shown = { (text: String) in Escaping.forDisplay(text) }
    return messages(
      "no Hunspell dictionary '%1$s' found (looked for %1$s.aff and %1$s.dic in %2$s).",
      shown(name), searched.map(shown).joined(separator: ", "))
  }

  /// The second sentence of ``notFound(name:searched:installed:)``: which are installed.
  package static func installedSentence(_ installed: [String], _ messages: MessageCatalog)
    -> String
  {
    installed.isEmpty
      ? messages("No dictionary is installed in those folders.")
      : messages(
        "Installed dictionaries: %s.",
        installed.map { Escaping.forDisplay($0) }.joined(separator: ", "))
  }

  /// How to install the dictionary `name`: its Debian package when there is one.
  package static func installAdvice(_ name: String, _ messages: MessageCatalog) -> String {
    guard let package = DictionaryPackages.package(forDictionary: name) else {
      return messages(
        "Install a Hunspell dictionary for that language (on Debian, a hunspell-* package)")
    }
    return messages("Install it, e.g. 'apt-get install %s'", package)
  }
}
