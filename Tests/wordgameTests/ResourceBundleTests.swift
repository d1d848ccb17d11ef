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
