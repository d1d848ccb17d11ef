import Foundation
import Testing

/// A copy of the built program `name` alone in `folder` (its resource bundle not beside it).
private func lonelyCopy(_ name: String, in folder: URL) throws -> URL {
  let built = try wordgameURL().deletingLastPathComponent().appendingPathComponent(name)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let copy = folder.appendingPathComponent(name)
  try FileManager.default.copyItem(at: built, to: copy)
  return copy
}

/// The resource bundle `swift build` made.
private func builtBundle() throws -> URL {
  try wordgameURL().deletingLastPathComponent().appendingPathComponent(
    "WordScramble_WordScramble.resources")
}

@Suite("Without its resources nothing opens: the game and an app say where they looked")
struct ResourceBundleTests {
  @Test(
    "check, solve and an app built on the library refuse to open a language without the bundle",
    arguments: [
      ("wordgame", ["check", "--root", "silkworm"]), ("wordgame", ["solve", "silkworm"]),
      ("wordgame", ["check", "--dict", "fr"]),
      ("verdicts-example", ["--dict", "fr", "--root", "élevées"]),
    ])
  func missing(program: String, arguments: [String]) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lonely = try lonelyCopy(program, in: folder.appendingPathComponent("bin"))
    let result = try run(
      lonely, arguments, input: Array("silk\n".utf8), environment: testEnvironment([:]))
    let said = result.stderr + result.stdout
    #expect(
      said.contains(
        "the game's resources were not found: no WordScramble_WordScramble.resources in \(lonely.deletingLastPathComponent().path), "
      ), "\(said)")
    #expect(!said.contains("silk\t"), "no verdict without the blocked and required words")
    if program == "wordgame" { #expect(result.status == 2) }
  }

  @Test(
    "The bundle is found where an app keeps it: WORDSCRAMBLE_RESOURCES, or ../Resources of a .app",
    arguments: ["variable", "app"])
  func elsewhere(layout: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("Game.app/Contents")
    let lonely = try lonelyCopy("wordgame", in: app.appendingPathComponent("MacOS"))
    let resources =
      layout == "app"
      ? app.appendingPathComponent("Resources") : folder.appendingPathComponent("kept")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: try builtBundle(),
      to: resources.appendingPathComponent("WordScramble_WordScramble.resources"))
    var environment = testEnvironment([:])
    if layout == "variable" { environment["WORDSCRAMBLE_RESOURCES"] = resources.path }
    let result = try run(
      lonely, ["check", "--root", "abdomens"], input: Array("sambo\nnomads\n".utf8),
      environment: environment)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.stdoutLines == [
        "sambo\tWord not allowed\tSlurs and vulgar words don't count in this game.",
        "nomads\tok\t6",
      ], "\(result.stdout)")
  }
}

/// The built bundle mirrored in `folder` (each file a link to the built one),
/// but `name`, which is `kind`: a FIFO, or a sparse file of 8 GiB.
private func bundle(in folder: URL, with name: String, as kind: String) throws -> URL {
  let built = try builtBundle()
  let mirror = folder.appendingPathComponent("WordScramble_WordScramble.resources")
  let files = FileManager.default.enumerator(atPath: built.path)
  while let file = files?.nextObject() as? String {
    let source = built.appendingPathComponent(file)
    let copy = mirror.appendingPathComponent(file)
    var isFolder: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder)
    if isFolder.boolValue {
      try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    } else if file != name {
      try FileManager.default.createDirectory(
        at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(at: copy, withDestinationURL: source)
    }
  }
  let path = mirror.appendingPathComponent(name).path
  if kind == "fifo" {
    #expect(mkfifo(path, 0o644) == 0)
  } else {
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    #expect(truncate(path, 8 << 30) == 0)
  }
  return mirror
}

@Suite("A bad file in the resource bundle is an error or a warning, never a hang or a huge read")
struct BadResourceTests {
  @Test(
    "A FIFO or a sparse 8 GiB file as a catalog, a tier list or start.txt",
    arguments: [
      ("locale/de.mo", "fifo", "check", "is not a regular file (a FIFO, a device or a folder)"),
      (
        "tiers/en.blocked.txt", "fifo", "check",
        "is not a regular file (a FIFO, a device or a folder)"
      ),
      ("tiers/en_US.required.txt", "sparse", "check", "is over 32 MiB"),
      ("start.txt", "fifo", "play", "is not a regular file (a FIFO, a device or a folder)"),
      ("start.txt", "sparse", "play", "is over 16 MiB"),
    ])
  func badFile(name: String, kind: String, command: String, problem: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mirror = try bundle(in: folder, with: name, as: kind)
    let arguments = command == "check" ? "check --root silkworm" : "play"
    let result = try shell(
      "printf 'silk\\n' | timeout 20 \"$W\" \(arguments)",
      environment: [
        "WORDSCRAMBLE_RESOURCES": folder.path,
        "LANG": name.hasPrefix("locale/") ? "de_DE.UTF-8" : "C.UTF-8",
      ])
    let said =
      "the game's resource '\(mirror.path)/\(name)' \(problem); reinstall the game, or name a good resource bundle in WORDSCRAMBLE_RESOURCES"
    if name.hasPrefix("locale/") {
      // Passed over, in English: the run goes on.
      #expect(result.stderr.hasPrefix("Warning: \(said); its language is not used\n"))
      #expect(result.stdout == "silk\tok\t4\n")
      #expect(result.status == 0)
    } else {
      #expect(result.stderr.hasSuffix("Error: \(said)\n"), "\(result.stderr)")
      #expect(!result.stdout.contains("silk"))
      #expect(result.status == 2)
    }
  }
}

@Suite("The why evidence is a bundle of its own, which an app opts into")
struct EvidenceBundleTests {
  /// The bytes of every file under `folder`.
  private func size(of folder: URL) -> Int {
    var total = 0
    let files = FileManager.default.enumerator(atPath: folder.path)
    while let file = files?.nextObject() as? String {
      let path = folder.appendingPathComponent(file).path
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      if attributes?[.type] as? FileAttributeType == .typeRegular {
        total += (attributes?[.size] as? Int) ?? 0
      }
    }
    return total
  }

  @Test("The game's bundle, which every app ships, is at most 10 MB and holds no evidence")
  func gameBundle() throws {
    let game = try builtBundle()
    #expect(size(of: game) <= 10_000_000, "\(size(of: game)) bytes")
    #expect(!FileManager.default.fileExists(atPath: game.appendingPathComponent("why").path))
    #expect(
      !FileManager.default.fileExists(atPath: game.appendingPathComponent("tiers/why").path))
    let evidence = game.deletingLastPathComponent().appendingPathComponent(
      "WordScramble_WordScrambleEvidence.resources/why")
    for name in ["en_US", "de", "fr", "ru", "SOURCES", "WORDFREQ-LICENSE"] {
      #expect(
        FileManager.default.fileExists(atPath: evidence.appendingPathComponent(name + ".txt").path),
        "\(name)")
    }
  }

  @Test("Without the evidence bundle, why still gives the verdict and what decided it")
  func withoutEvidence() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lonely = try lonelyCopy("wordgame", in: folder.appendingPathComponent("bin"))
    try FileManager.default.copyItem(
      at: try builtBundle(),
      to: lonely.deletingLastPathComponent().appendingPathComponent(
        "WordScramble_WordScramble.resources"))
    let without = try run(
      lonely, ["why", "worms", "qzx"], input: [], environment: testEnvironment([:]))
    #expect(
      without.stdoutLines == [
        "worms: required answer",
        "  On en_US's list of required answers (common words of the language).",
        "qzx: not recognized",
        "  en_US does not accept it.",
      ], "\(without.stdout)\(without.stderr)")
    #expect(without.stderr.isEmpty, "\(without.stderr)")
    // With the bundle (as built and installed), the frequency too.
    let with = try wordgame(["why", "worms"], input: "")
    #expect(with.stdoutLines.contains("  Frequency: zipf 3.7 (its family's; required from 2.5)"))
  }
}
