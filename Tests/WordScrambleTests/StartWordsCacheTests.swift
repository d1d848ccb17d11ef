import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleGame
@testable import WordScrambleText

/// The start words a language makes from its bundled lists are cached under
/// the name of those lists too: a game whose lists changed (an upgrade) draws
/// its daily from the new lists, as a new player's game does, not from a list
/// an older version cached.
@Suite("Cached start words follow the bundled lists")
struct StartWordsCacheTests {
  @Test("A start-word list cached from other lists is not drawn from")
  func olderListIgnored() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = GameLanguage.Options()
    options.cacheFolder = folder.path
    let language = try GameLanguage.open("de_DE", options: options)
    let cache = try #require(language.cache)
    // What an earlier version cached: the same dictionary, other lists (one
    // word), under the name it used, with no word of the lists in it.
    let older = folder.path + "/start-words-\(cache.key)-de.txt"
    SealedFile.write(
      Array("1 1\nzzzzzzzz\n".utf8), format: "wordgame-start-words 7", source: cache.key,
      to: older)
    let words = try language.startWords().words
    #expect(!words.contains("zzzzzzzz"))
    #expect(words.count > 1_000, "the bundled German candidates: \(words.count)")
    // Cached under the lists' name, and read from there the next time.
    let candidates = try WordTiers.bundledList("start", dictionary: "de_DE", language: "de")
    let path = language.startWordsPath(cache, candidates: candidates)
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(try language.startWords().words == words)
    #expect(language.startWordsPath(cache, candidates: Array("other\n".utf8)) != path)
  }
}
