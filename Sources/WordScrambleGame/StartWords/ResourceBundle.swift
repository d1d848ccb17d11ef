/// The game's resource bundle: start words, word tiers, message catalogs. It
/// is data like any other input: each file is read only as a regular file,
/// without waiting, and never past the bound of its kind.
extension StartWords {
  /// The name of the resource bundle SwiftPM builds for this module.
  package static let bundleName = "WordScramble_WordScramble.resources"

  /// The name of the bundle of the evidence `wordgame why` shows
  /// (`why/NAME.txt`), the WordScrambleEvidence library's: an app that
  /// links that library gets it beside the game's bundle; one that does not
  /// explains words without it, and ships 10 MB less.
  package static let evidenceBundleName = "WordScramble_WordScrambleEvidence.resources"

  /// The most bytes of a bundled word list (`tiers/…`, `why/…`): 32 MiB, ten
  /// times the largest shipped (`why/ru.txt`, 2.9 MB). `start.txt` is bounded
  /// by ``maximumListBytes`` (16 MiB), a message catalog by 4 MiB.
  package static let maximumResourceListBytes = 32 << 20

  /// The path of the bundled resource `name` (`start.txt`, `tiers/…`) when
  /// something is there (a FIFO or a folder too: reading it says what is
  /// wrong), or nil.
  ///
  /// The bundle is looked for in the folder `WORDSCRAMBLE_RESOURCES` names
  /// (an app that keeps it elsewhere sets it), beside the running executable
  /// (where `swift build` puts it), in `../share/wordgame/` beside it (where
  /// `make install` puts it), then in `../Resources` (a macOS `.app`).
  package static func bundledResource(_ name: String) -> String? {
    resource(name, module: "WordScramble", marker: "start.txt")
  }

  /// The path of the evidence file `name` (`why/de.txt`) in the evidence
  /// bundle (``evidenceBundleName``), looked for where the game's bundle is;
  /// nil without one.
  package static func evidenceResource(_ name: String) -> String? {
    resource(name, module: "WordScrambleEvidence", marker: "why/en_US.txt")
  }

  /// The path of `name` in the first bundle of `module` found that holds
  /// `marker`, if something is there.
  private static func resource(_ name: String, module: String, marker: String) -> String? {
    // Linux names the bundle `.resources`; macOS `.bundle`.
    let bundle = "WordScramble_" + module
    let names = [
      bundle + ".resources", bundle + ".bundle/Contents/Resources", bundle + ".bundle",
    ]
    for folder in bundleSearchPath() {
      for bundle in names where SystemFiles.exists(folder + "/" + bundle + "/" + marker) {
        let file = folder + "/" + bundle + "/" + name
        return SystemFiles.exists(file) ? file : nil
      }
    }
    return nil
  }

  /// The bytes of the bundled resource `name` (of the evidence bundle when
  /// `evidence` says so), or nil when the bundle has none. Throws when it is not a regular file (a FIFO is never waited on),
  /// is over `limit` bytes (a sparse file of gigabytes is never read), or
  /// cannot be read.
  package static func bundledBytes(_ name: String, limit: Int, evidence: Bool = false)
    throws(StartWordsError) -> [UInt8]?
  {
    guard let path = evidence ? evidenceResource(name) : bundledResource(name) else { return nil }
    switch SystemFiles.regularFile(at: path, limit: limit, followingLinks: true) {
    case .success(let bytes): return bytes
    case .failure(.missing): return nil
    case .failure(.notRegular): throw .resourceNotRegular(path: path)
    case .failure(.tooLarge): throw .resourceTooLarge(path: path, limitMiB: limit >> 20)
    case .failure(.failed): throw .unreadable(path: path)
    }
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
}
