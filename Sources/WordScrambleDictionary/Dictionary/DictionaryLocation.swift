#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a Hunspell dictionary's two files are: `NAME.aff` (affix rules) and
/// `NAME.dic` (word list).
package struct DictionaryLocation: Equatable, Sendable {
  /// Path of the `.aff` file.
  package var affixPath: String
  /// Path of the `.dic` file.
  package var dictionaryPath: String

  /// A location from the two paths, unchecked.
  package init(affixPath: String, dictionaryPath: String) {
    self.affixPath = affixPath
    self.dictionaryPath = dictionaryPath
  }

  /// The folders searched for a dictionary given by name, in order, like
  /// hunspell's `-d`: each folder of `$DICPATH`, then the system folders.
  package static func searchPath(environment: [String: String]) -> [String] {
    var folders: [String] = []
    if let dicpath = environment["DICPATH"] {
      folders += dicpath.split(separator: ":").map(String.init)
    }
    folders += systemFolders
    if let home = environment["HOME"], !home.isEmpty {
      folders.append(home + homeFolder)
    }
    return folders
  }

  /// The system folders searched after `$DICPATH`.
  package static let systemFolders = [
    "/usr/share/hunspell", "/usr/share/myspell", "/usr/local/share/hunspell",
    "/opt/homebrew/share/hunspell",
  ]
  /// The folder under `$HOME` searched last.
  package static let homeFolder = "/Library/Spelling"

  /// Resolves `nameOrPath` like hunspell's `-d`.
  ///
  /// - A plain name (`en_US`) is searched in ``searchPath(environment:)``; a
  ///   language alone (`pl`, `de`) that is not installed by that name is its
  ///   installed regional dictionary (``installedName(_:environment:)``).
  /// - Anything with a `/`, or ending in `.dic` or `.aff`, is a path: `dir/NAME.dic`,
  ///   `dir/NAME.aff` or the base name `dir/NAME`.
  ///
  /// Both files must exist, be regular, readable and non-empty.
  package static func resolve(
    _ nameOrPath: String,
    environment: [String: String] = SystemFiles.environment
  ) throws(DictionaryError) -> DictionaryLocation {
    let isPath =
      nameOrPath.utf8.contains(UInt8(ascii: "/")) || nameOrPath.hasSuffix(".dic")
      || nameOrPath.hasSuffix(".aff")
    if isPath {
      var base = nameOrPath
      if base.hasSuffix(".dic") || base.hasSuffix(".aff") { base.removeLast(4) }
      let location = DictionaryLocation(affixPath: base + ".aff", dictionaryPath: base + ".dic")
      try location.check()
      return location
    }
    let folders = searchPath(environment: environment)
    for folder in folders {
      let base = folder.hasSuffix("/") ? folder + nameOrPath : folder + "/" + nameOrPath
      let location = DictionaryLocation(affixPath: base + ".aff", dictionaryPath: base + ".dic")
      if isRegularFile(location.affixPath) && isRegularFile(location.dictionaryPath) {
        try location.check()
        return location
      }
    }
    let installed = installed(environment: environment)
    if isLanguageAlone(nameOrPath), let regional = regional(nameOrPath, among: installed) {
      return try resolve(regional, environment: environment)
    }
    // A name typed in another case (`pl_pl`, `PL_PL`) is the installed one.
    if let same = otherCase(of: nameOrPath, among: installed) {
      return try resolve(same, environment: environment)
    }
    throw .notFound(name: nameOrPath, searched: folders, installed: installed)
  }

  /// The largest dictionary file read (the largest of Debian's, pl_PL.dic, is
  /// 4.5 MB): a larger one, or a sparse file of gigabytes, is refused before
  /// anything reads it.
  package static let maximumFileBytes = 64 << 20

  /// Checks that both files exist, are regular files, readable, not empty and
  /// not larger than ``maximumFileBytes``.
  package func check() throws(DictionaryError) {
    for path in [affixPath, dictionaryPath] {
      guard Self.isRegularFile(path) else { throw .missingFile(path: path) }
      var info = stat()
      if stat(path, &info) == 0, Int(info.st_size) > Self.maximumFileBytes {
        throw .fileTooLarge(path: path, limit: Self.maximumFileBytes >> 20)
      }
      guard access(path, R_OK) == 0,
        case .success(let firstByte) = SystemFiles.regularFilePart(at: path, count: 1)
      else { throw .unreadableFile(path: path) }
      guard !firstByte.isEmpty else { throw .emptyFile(path: path) }
    }
  }

  /// Whether anything is at `path` (a link is followed).
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// Whether `path` is (through links) a regular file: never a FIFO, whose
  /// opening would wait, nor a device such as /dev/zero.
  static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }
}
