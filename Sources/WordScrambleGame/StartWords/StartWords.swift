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

  /// The name of the resource bundle SwiftPM builds for this module.
  package static let bundleName = "WordScramble_WordScramble.resources"

  /// Loads a list: one word per line; surrounding whitespace, a CR and blank lines
  /// are skipped, so they never yield an empty start word.
  public init(contentsOf path: String) throws(StartWordsError) {
    guard let data = SystemFiles.contents(of: path) else { throw .unreadable(path: path) }
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

  /// Loads the bundled `start.txt`.
  ///
  /// The bundle is looked for in the folder `WORDSCRAMBLE_RESOURCES` names
  /// (an app that keeps it elsewhere sets it), beside the running executable
  /// (where `swift build` puts it), in `../share/wordgame/` beside it (where
  /// `make install` puts it), then in `../Resources` (a macOS `.app`).
  /// Unlike SwiftPM's generated `Bundle.module`, a missing bundle is an error
  /// naming where it looked, not a crash.
  public static func bundled() throws(StartWordsError) -> StartWords {
    guard let file = bundledResource("start.txt") else {
      throw .bundleNotFound(searched: bundleSearchPath())
    }
    return try StartWords(contentsOf: file)
  }

  /// The path of the bundled resource `name` (`start.txt`, `tiers/…`), or nil.
  package static func bundledResource(_ name: String) -> String? {
    // Linux names the bundle `.resources`; macOS `.bundle`.
    let names = [
      bundleName, "WordScramble_WordScramble.bundle/Contents/Resources",
      "WordScramble_WordScramble.bundle",
    ]
    for folder in bundleSearchPath() {
      for bundle in names where SystemFiles.isFile(folder + "/" + bundle + "/start.txt") {
        let file = folder + "/" + bundle + "/" + name
        return SystemFiles.isFile(file) ? file : nil
      }
    }
    return nil
  }

  /// Folders that may hold the resource bundle, best first.
  package static func bundleSearchPath() -> [String] {
    let named = SystemFiles.environment["WORDSCRAMBLE_RESOURCES"].map { [$0] } ?? []
    guard let executable = SystemFiles.executablePath else { return named }
    let directory = SystemFiles.folder(of: executable)
    let parent = SystemFiles.folder(of: directory)
    var folders = named + [directory, parent + "/share/wordgame", parent + "/Resources"]
    // On macOS `swift test` runs X.xctest/Contents/MacOS/X; the bundle is beside X.xctest.
    if let bundle = executable.firstRange(of: ".xctest/") {
      folders.append(SystemFiles.folder(of: String(executable[..<bundle.lowerBound])))
    }
    return folders
  }

  /// A random start word.
  public func randomWord(using generator: inout some RandomNumberGenerator) -> String {
    words.randomElement(using: &generator)!
  }
}
