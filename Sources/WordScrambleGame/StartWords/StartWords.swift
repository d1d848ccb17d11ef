/// Why the start words could not be loaded.
public enum StartWordsError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The resource bundle holding `start.txt` was not found in any of these places.
  case bundleNotFound(searched: [String])
  /// The file does not exist or cannot be read.
  case unreadable(path: String)
  /// The file holds no start words.
  case empty(path: String)
  /// The file is over the size read (16 MiB).
  case tooLarge(path: String)
  /// A file of the resource bundle is not a regular file (a FIFO, a device,
  /// a folder): never read, so nothing waits on it.
  case resourceNotRegular(path: String)
  /// A file of the resource bundle is over the size read of its kind (MiB).
  case resourceTooLarge(path: String, limitMiB: Int)

  /// A sentence for the user, naming the path.
  public var description: String { description(in: .english) }

  /// The sentence in the language of `messages`.
  public func description(in messages: MessageCatalog) -> String {
    switch self {
    case .bundleNotFound(let searched):
      messages(
        "the game's resources were not found: no %s in %s; put the resource bundle beside the executable, in ../share/wordgame or ../Resources, or name its folder in WORDSCRAMBLE_RESOURCES",
        StartWords.bundleName, searched.joined(separator: ", "))
    case .unreadable(let path):
      messages("cannot read the start words at '%s'", Escaping.forDisplay(path))
    case .empty(let path): messages("no start words in '%s'", Escaping.forDisplay(path))
    case .tooLarge(let path):
      messages(
        "the start words in '%s' are over %d MiB; split the list", Escaping.forDisplay(path),
        StartWords.maximumListBytes >> 20)
    case .resourceNotRegular(let path):
      messages(
        "the game's resource '%s' is not a regular file (a FIFO, a device or a folder); reinstall the game, or name a good resource bundle in WORDSCRAMBLE_RESOURCES",
        Escaping.forDisplay(path))
    case .resourceTooLarge(let path, let limit):
      messages(
        "the game's resource '%s' is over %d MiB; reinstall the game, or name a good resource bundle in WORDSCRAMBLE_RESOURCES",
        Escaping.forDisplay(path), limit)
    }
  }
}

/// The list of start words a round draws from.
public struct StartWords: Sendable, Equatable {
  /// The words, in file order.
  public let words: [String]
  /// Where they were loaded from.
  package let path: String
  /// The difficulty bands of a list made for a dictionary (nil: ``Difficulty/answerCounts``).
  package var bands: DifficultyBands?

  /// Loads a list: one word per line; surrounding whitespace, a CR and blank lines
  /// are skipped, so they never yield an empty start word. `path` may name a
  /// FIFO or `<(…)`: it is read once, up to `maximumListBytes` (16 MiB).
  public init(contentsOf path: String) throws(StartWordsError) {
    guard let data = SystemFiles.input(at: path, limit: Self.maximumListBytes + 1) else {
      throw .unreadable(path: path)
    }
    guard data.count <= Self.maximumListBytes else { throw .tooLarge(path: path) }
    try self.init(lines: data, path: path)
  }

  /// The words of the lines of `data`, read from `path`.
  private init(lines data: [UInt8], path: String) throws(StartWordsError) {
    // Byte-level split: this runs at every start of the game, on 17,000 lines.
    var words: [String] = []
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      for line in bytes.split(separator: 0x0A) {
        var start = line.startIndex
        var end = line.endIndex
        while start < end && Normalization.isASCIISpace(bytes[start]) { start += 1 }
        while end > start && Normalization.isASCIISpace(bytes[end - 1]) { end -= 1 }
        if start < end {
          words.append(
            String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        }
      }
    }
    guard !words.isEmpty else { throw .empty(path: path) }
    self.words = words
    self.path = path
  }

  /// Loads the bundled `start.txt` (see `WordTiers.bundledResource` for where the
  /// bundle is looked for). Unlike SwiftPM's generated `Bundle.module`, a
  /// missing bundle is an error naming where it looked, not a crash; a
  /// `start.txt` that is not a regular file, or is over `maximumListBytes`,
  /// is an error too, never waited on nor read whole.
  public static func bundled() throws(StartWordsError) -> StartWords {
    guard let file = bundledResource("start.txt"),
      let data = try bundledBytes("start.txt", limit: maximumListBytes)
    else {
      throw .bundleNotFound(searched: bundleSearchPath())
    }
    return try StartWords(lines: data, path: file)
  }

  /// A random start word.
  public func randomWord(using generator: inout some RandomNumberGenerator) -> String {
    words.randomElement(using: &generator)!
  }
}
