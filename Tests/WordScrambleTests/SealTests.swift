import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleText

/// The parts of a sealed file: its format line, its seal's fields and its body.
private func parts(of bytes: [UInt8]) -> (format: String, seal: [String], body: [UInt8]) {
  let formatEnd = bytes.firstIndex(of: 0x0A)!
  let sealEnd = bytes[(formatEnd + 1)...].firstIndex(of: 0x0A)!
  let seal = String(decoding: bytes[(formatEnd + 1)..<sealEnd], as: UTF8.self)
  return (
    String(decoding: bytes[..<formatEnd], as: UTF8.self),
    seal.split(separator: " ").map(String.init), Array(bytes[(sealEnd + 1)...])
  )
}

/// `body` sealed as an attacker would seal it: the format and source of a
/// real file, the counts and tag recomputed under `key`.
private func forged(_ body: [UInt8], format: String, source: String, key: SealKey) -> [UInt8] {
  let (tag, lines) = body.withUnsafeBytes {
    SealedFile.tag($0, format: format, source: source, key: key)
  }
  let header = "\(format)\nsealed \(body.count) \(lines) \(SealedFile.hex(tag)) \(source)\n"
  return Array(header.utf8) + body
}

/// Writes a key file holding `key` at `path` with `mode`.
private func writeKey(_ key: SealKey, to path: String, mode: Int) throws {
  try Data((SealedFile.hex(key.first) + SealedFile.hex(key.second) + "\n").utf8).write(
    to: URL(fileURLWithPath: path))
  #expect(chmod(path, mode_t(mode)) == 0)
}

@Suite("The caches' seal is keyed: a cache crafted with its seal recomputed changes no verdict")
struct SealTests {
  @Test(
    "A forged word list (a word removed, seal recomputed) is refused; the verdicts stay Hunspell's",
    arguments: [
      "tag under a guessed key", "attacker's key planted, readable by others",
      "attacker's key planted as a link",
    ])
  func forgedWordList(attack: String) throws {
    let (cleanFolder, name) = try DiskTrustTests.cleanList()
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(name).path
    let keyPath = folder.appendingPathComponent(SealKey.fileName).path
    // The folder's own key, as the player's game made it.
    let own = try #require(SealKey.existing(in: cleanFolder))
    try writeKey(own, to: keyPath, mode: 0o600)
    let (format, seal, body) = parts(
      of: [UInt8](try Data(contentsOf: URL(fileURLWithPath: cleanFolder + "/" + name))))
    let text = String(decoding: body, as: UTF8.self)
    #expect(text.contains("\nzebra\n"))
    let changed = Array(text.replacingOccurrences(of: "\nzebra\n", with: "\n").utf8)
    let attacker = SealKey(0x1234, 0x5678)
    switch attack {
    case "tag under a guessed key":
      break
    case "attacker's key planted, readable by others":
      try FileManager.default.removeItem(atPath: keyPath)
      try writeKey(attacker, to: keyPath, mode: 0o644)
    default:
      try FileManager.default.removeItem(atPath: keyPath)
      let planted = folder.appendingPathComponent("planted").path
      try writeKey(attacker, to: planted, mode: 0o600)
      try FileManager.default.createSymbolicLink(atPath: keyPath, withDestinationPath: planted)
    }
    try Data(forged(changed, format: format, source: seal[4], key: attacker)).write(
      to: URL(fileURLWithPath: path))
    let warnings = Warnings()
    let reopened = try DiskTrustTests.english(cache: folder.path, warnings: warnings)
    #expect(warnings.all.count == 1, "\(warnings.all)")
    #expect(warnings.all.first?.hasPrefix("the cached word list '\(path)' was ignored (") == true)
    #expect(reopened.dictionary.isCorrect("zebra"))
    let solution = reopened.solver().solve("zebras")
    #expect((solution.answers + solution.bonus).contains("zebra"))
  }

  @Test("A sealed file moved to another folder, or relabeled as another dictionary's, is refused")
  func movedOrRelabeled() throws {
    let first = try temporaryFolder()
    let second = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    let body = Array("cat\ndog\n".utf8)
    let path = first.appendingPathComponent("list.txt").path
    #expect(SealedFile.write(body, format: "f 1", source: "aaaa", to: path) == nil)
    #expect(
      SealedFile.read(path: path, format: "f 1", source: "aaaa", limit: 1 << 20)
        == .success(body[...]))
    // Another folder (another installation) has a key of its own.
    let moved = second.appendingPathComponent("list.txt").path
    #expect(SealedFile.write(Array("x\n".utf8), format: "f 1", source: "b", to: moved) == nil)
    try FileManager.default.removeItem(atPath: moved)
    try FileManager.default.copyItem(atPath: path, toPath: moved)
    #expect(
      SealedFile.read(path: moved, format: "f 1", source: "aaaa", limit: 1 << 20)
        == .failure(.damaged("its contents do not match their seal")))
    // The source field changed to pass one dictionary's list off as another's.
    var relabeled = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let at = relabeled.count - body.count - 5
    relabeled.replaceSubrange(at..<(at + 4), with: Array("bbbb".utf8))
    try Data(relabeled).write(to: URL(fileURLWithPath: path))
    #expect(
      SealedFile.read(path: path, format: "f 1", source: "bbbb", limit: 1 << 20)
        == .failure(.damaged("its contents do not match their seal")))
  }

  @Test("A read never makes a key; a write makes one of mode 0600 and replaces one not to trust")
  func keyFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("list.txt").path
    let keyPath = folder.appendingPathComponent(SealKey.fileName).path
    #expect(SealedFile.read(path: path, format: "f", source: "s", limit: 100) == .failure(.missing))
    try Data("f\nsealed 0 0 0000000000000000 s\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(
      SealedFile.read(path: path, format: "f", source: "s", limit: 100)
        == .failure(
          .damaged(
            "it cannot be verified: its folder has no key of the player's own to check it with")))
    #expect(!FileManager.default.fileExists(atPath: keyPath))
    #expect(SealedFile.write([], format: "f", source: "s", to: path) == nil)
    let made = try FileManager.default.attributesOfItem(atPath: keyPath)
    #expect((made[.posixPermissions] as? Int) == 0o600)
    let key = try #require(SealKey.existing(in: folder.path))
    #expect(chmod(keyPath, 0o640) == 0)
    #expect(SealKey.existing(in: folder.path) == nil)
    #expect(SealedFile.write([], format: "f", source: "s", to: path) == nil)
    let replaced = try #require(SealKey.existing(in: folder.path))
    #expect(replaced != key)
    #expect(SealedFile.read(path: path, format: "f", source: "s", limit: 100) == .success([]))
  }
}
