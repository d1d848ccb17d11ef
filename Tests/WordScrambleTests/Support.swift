import Foundation
import Testing

@testable import WordScramble
@testable import WordScrambleDictionary
@testable import WordScrambleGame
@testable import WordScrambleText

/// The real en_US dictionary, loaded once for all tests.
let englishResult = Result { () throws(DictionaryError) in try HunspellDictionary("en_US") }

/// The real en_US dictionary, or a test failure explaining why it is missing.
func english() throws -> HunspellDictionary {
  try englishResult.get()
}

/// The path of a file in the test fixtures.
func fixture(_ name: String) throws -> String {
  let url = try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil))
  return url.path
}

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("wordscramble-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
