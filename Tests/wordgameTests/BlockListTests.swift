import Foundation
import Testing

@Suite("Words a player's --block list leaves out get a neutral title of their own")
struct BlockListTests {
  @Test(
    "check: a word of the --block list is 'Word left out' (code excluded); a slur stays 'Word not allowed'"
  )
  func check() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("block.txt")
    try "milk\n".write(to: list, atomically: true, encoding: .utf8)
    let text = try wordgameCommand(
      ["check", "--root", "abdomens", "--block", list.path], input: "moaned\nsambo\n")
    #expect(text.stdoutLines.first == "moaned\tok\t6")
    #expect(
      text.stdoutLines.dropFirst().first
        == "sambo\tWord not allowed\tSlurs and vulgar words don't count in this game.")
    let left = try wordgameCommand(
      ["check", "--root", "silkworm", "--block", list.path, "--json"], input: "milk\n")
    #expect(
      left.stdoutLines.first
        == #"{"word":"milk","ok":false,"code":"excluded","title":"Word left out","message":"This game's word list leaves that word out."}"#
    )
  }

  @Test("play: the same, in the player's game")
  func play() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = folder.appendingPathComponent("block.txt")
    try "milk\nworm\n".write(to: list, atomically: true, encoding: .utf8)
    let player = try Player()
    let played = try player.play(
      ["--root", "silkworm", "--block", list.path], [.line("WORM"), .line("silk"), .line(":quit")])
    #expect(
      played.stdoutLines.contains(
        "worm: Word left out — This game's word list leaves that word out."),
      "\(played.stdout)")
    #expect(played.stdoutLines.contains { $0.hasPrefix("silk: +4 points") })
  }
}
