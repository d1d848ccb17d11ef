import Foundation
import Testing

@testable import wordgame

@Suite("WordNet's files are read only as regular files: a FIFO there is no definition, no hang")
struct WordNetFilesTests {
  @Test(
    "A FIFO as an index, a data file or an exception list: :define finds nothing there, at once",
    arguments: ["index.noun", "data.noun", "noun.exc"])
  func fifo(name: String) throws {
    let installed = "/usr/share/wordnet"
    try #require(
      FileManager.default.fileExists(atPath: installed + "/index.noun"),
      "apt-get install wordnet-base")
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in try FileManager.default.contentsOfDirectory(atPath: installed) where file != name {
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent(file).path,
        withDestinationPath: installed + "/" + file)
    }
    #expect(mkfifo(folder.appendingPathComponent(name).path, 0o644) == 0)
    let wordNet = WordNet(folder: folder.path)
    // On a thread of its own: a read that waited would fail the test, not hang it.
    final class Found: @unchecked Sendable { var nouns: [String] = [] }
    let found = Found()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      found.nouns = wordNet.senses(of: "mice").filter { $0.part == "noun" }.map(\.gloss)
      done.signal()
    }
    try #require(done.wait(timeout: .now() + 10) == .success, "reading \(name) waited")
    #expect(found.nouns.isEmpty, "\(found.nouns)")
    #expect(WordNet(folder: installed).senses(of: "mice").contains { $0.word == "mouse" })
  }
}
