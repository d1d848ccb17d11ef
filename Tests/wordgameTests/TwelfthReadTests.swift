import Foundation
import Testing

/// What a twelfth native read found (#51): a dictionary loaded in a worker
/// reported its load error in English; the worker now names the error and
/// the game words it in the player's language.
@Suite("What native readers found on a twelfth read")
struct TwelfthReadTests {
  @Test("An untrusted dictionary's load error is in the player's language, as a trusted one's")
  func workerErrorTranslated() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func make(_ name: String, aff: String, dic: String) throws -> String {
      let base = folder.appendingPathComponent(name).path
      try aff.write(toFile: base + ".aff", atomically: true, encoding: .utf8)
      try dic.write(toFile: base + ".dic", atomically: true, encoding: .utf8)
      return base + ".dic"
    }
    let klingon = try make("klingon", aff: "SET KLINGON-9\n", dic: "1\nsilk\n")
    let noise = try make("noise", aff: "SET UTF-8\n", dic: "\u{1}\u{2}garbage\n")
    for path in [klingon, noise] {
      let english = try wordgameCommand(["check", "--dict", path], input: "silk\n")
      #expect(english.status == 2)
      let portuguese = try wordgameCommand(
        ["check", "--dict", path], input: "silk\n", environment: ["LANG": "pt_PT.UTF-8"])
      #expect(portuguese.status == 2)
      #expect(portuguese.stderr.hasPrefix("Erro: "), "\(portuguese.stderr)")
      #expect(!portuguese.stderr.contains("declares encoding"), "\(portuguese.stderr)")
      #expect(!portuguese.stderr.contains("accepts none of its own"), "\(portuguese.stderr)")
      #expect(portuguese.stderr != english.stderr)
    }
    let german = try wordgameCommand(
      ["check", "--dict", klingon], input: "silk\n", environment: ["LANG": "de_DE.UTF-8"])
    #expect(german.stderr.contains("KLINGON-9"), "\(german.stderr)")
    #expect(!german.stderr.contains("declares encoding"), "\(german.stderr)")
  }

  @Test("Results on another --required list: the line names the required answers on each side")
  func otherRequiredCounts() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let three = folder.appendingPathComponent("three.txt")
    let four = folder.appendingPathComponent("four.txt")
    try "milk\nsilk\nworm\n".write(to: three, atomically: true, encoding: .utf8)
    try "milk\nsilk\nslim\nworm\n".write(to: four, atomically: true, encoding: .utf8)
    var codes: [String] = []
    for word in ["silk", "worm"] {
      let played = try wordgameCommand(
        ["--root", "silkworm", "--required", three.path], input: "\(word)\n:quit\n")
      let line = try #require(played.stdoutLines.last { $0.hasPrefix("Your result:") })
      codes.append(String(try #require(line.firstMatch(of: /R1-[0-9A-Z-]+/)).output))
    }
    let compared = try wordgameCommand(["compare", "--required", four.path] + codes, input: "")
    #expect(
      compared.stdoutLines.contains { $0.contains("3 answers there, 4 here") }, "\(compared.stdout)"
    )
    #expect(!compared.stdout.contains("79 answers there, 79 here"), "\(compared.stdout)")
  }
}
