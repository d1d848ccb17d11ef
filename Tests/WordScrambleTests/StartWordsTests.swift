import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

@Suite("The bundled start words")
struct StartWordsTests {
  @Test("start.txt: over 1,300 sorted, distinct words of eight lowercase letters")
  func shape() throws {
    let start = try StartWords.bundled()
    #expect(start.words.count > 1_300)
    #expect(start.words.allSatisfy { WordShape.isLowercaseASCII($0, length: 8) })
    #expect(start.words == start.words.sorted())
    #expect(Set(start.words).count == start.words.count)
    let raw = try String(contentsOfFile: start.path, encoding: .utf8)
    #expect(raw.hasSuffix("\n"))
    #expect(!raw.contains("\n\n"))
    #expect(start.words.contains("integral"))
  }

  @Test("Every start word is accepted by en_US")
  func allReal() throws {
    let dictionary = try english()
    let rejected = try StartWords.bundled().words.filter { !dictionary.isCorrect($0) }
    #expect(rejected == [])
  }

  @Test("Blank lines, spaces and CRs never yield an empty start word")
  func loadingIsTolerant() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("roots.txt").path
    try "silkworm\r\n\n  balloons  \n\n".write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try StartWords(contentsOf: path).words == ["silkworm", "balloons"])
  }

  @Test("A missing or empty list is a typed error naming the path")
  func errors() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("missing.txt").path
    #expect(throws: StartWordsError.unreadable(path: missing)) {
      try StartWords(contentsOf: missing)
    }
    let empty = folder.appendingPathComponent("empty.txt").path
    try "\n \n".write(toFile: empty, atomically: true, encoding: .utf8)
    #expect(throws: StartWordsError.empty(path: empty)) { try StartWords(contentsOf: empty) }
    #expect(StartWordsError.empty(path: empty).description == "no start words in '\(empty)'")
  }

  @Test("A seeded generator picks the same start word every time")
  func seeded() throws {
    let start = try StartWords.bundled()
    var first = SeededGenerator(seed: 42)
    var second = SeededGenerator(seed: 42)
    #expect(start.randomWord(using: &first) == start.randomWord(using: &second))
  }
}
