import Foundation
import Testing

@Suite("Dictionary files: bounded in bytes, a file Hunspell cannot read is an error")
struct DictionaryFileTests {
  /// A dictionary `NAME.aff` + `NAME.dic` in a fresh folder; returns the `.dic` path.
  private func dictionary(_ name: String, aff: String, dic: Data) throws -> String {
    let folder = try temporaryFolder()
    try aff.write(
      to: folder.appendingPathComponent(name + ".aff"), atomically: true, encoding: .utf8)
    let path = folder.appendingPathComponent(name + ".dic")
    try dic.write(to: path)
    return path.path
  }

  @Test(
    "A sparse .dic claiming gigabytes is refused before it is read: an error, exit 2, at once",
    arguments: [Int64(64) << 30, Int64(65) << 20])
  func sparseDictionary(size: Int64) throws {
    let path = try dictionary("sparse", aff: "SET UTF-8\n", dic: Data("1\nhello\n".utf8))
    let handle = try #require(FileHandle(forUpdatingAtPath: path))
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()
    let started = Date()
    for arguments in [["check", "--dict", path], ["solve", "--dict", path, "hello"]] {
      let result = try wordgameCommand(arguments, input: "hello\n")
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains("is larger than 64 MiB"), "\(result.stderr)")
    }
    #expect(Date().timeIntervalSince(started) < 10)
  }

  @Test(
    "A UTF-16 dictionary (either byte order) is refused as damaged, not a checker that rejects all",
    arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian])
  func wideDictionary(encoding: String.Encoding) throws {
    let words = "3\nhello\nworld\nsilk\n"
    let path = try dictionary(
      "wide", aff: "SET UTF-8\n", dic: try #require(words.data(using: encoding)))
    let result = try wordgameCommand(["check", "--dict", path], input: "hello\n")
    #expect(result.status == 2)
    #expect(result.stderr.contains("accepts none of its own words"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }
}

@Suite("Expanding a dictionary is bounded in bytes and time, not only in words")
struct ExpansionBoundTests {
  @Test(
    "Suffixes of thousands of letters over thousands of stems: Hunspell answers alone, at once",
    arguments: [(2_000, 450), (1_000, 200)])
  func longSuffixes(suffixLength: Int, suffixes: Int) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tail = String(repeating: "a", count: suffixLength)
    var aff = "SET UTF-8\nSFX A Y \(suffixes)\n"
    for index in 0..<suffixes { aff += "SFX A 0 \(tail)\(String(index, radix: 26)) .\n" }
    let stems = (0..<15_000).map { "stem\(String($0, radix: 26))/A" }
    try aff.write(
      to: folder.appendingPathComponent("long.aff"), atomically: true, encoding: .utf8)
    try ("\(stems.count)\n" + stems.joined(separator: "\n") + "\n").write(
      to: folder.appendingPathComponent("long.dic"), atomically: true, encoding: .utf8)
    let started = Date()
    let result = try wordgameCommand(
      ["check", "--dict", folder.appendingPathComponent("long.dic").path],
      input: String(repeating: "stema\nxyz\n", count: 1_000))
    #expect(Date().timeIntervalSince(started) < 120)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdoutLines.first == "stema\tok\t5")
    #expect(result.stdoutLines.count == 2_000)
    #expect(
      result.stdoutLines.last == "xyz\tWord not recognized\tYou can't just make them up, you know!")
  }
}
