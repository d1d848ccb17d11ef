import Testing

@testable import WordScrambleDictionary
@testable import WordScrambleText

/// A word list tabled on a start word's letters first (#49: `check --root`
/// starts without tabling every word) answers every word as the whole table does.
@Suite("A word list tabled on a start word")
struct StartWordTableTests {
  @Test("Words of the start word's letters, words past them and non-words: the same answers")
  func sameAnswers() throws {
    let dictionary = try english()
    let lexicon = try englishLexiconResult.get()
    let whole = try #require(LexiconChecker(lexicon: lexicon, location: dictionary.location))
    let scoped = try #require(
      LexiconChecker(lexicon: lexicon, location: dictionary.location, startWord: "silkworm"))
    let words = [
      "silk", "worm", "worms", "milk", "skirl", "silkworm", "smirk", "zebra", "apple", "wormy",
      "mmm", "xyzzy", "kilowatts", "café", "", "s", "slimwork",
    ]
    for word in words {
      #expect(scoped.isCorrect(word) == whole.isCorrect(word), "\(word)")
    }
    // Each word has one line, and the line gives the word back.
    for word in words where whole.isCorrect(word) {
      var key = word
      let line = try #require(key.withUTF8 { scoped.line(of: $0) })
      #expect(scoped.word(atLine: line) == word)
      #expect(line < scoped.count)
    }
    #expect(scoped.count > whole.count, "its own words, then every word")
  }

  @Test("A batch of lookups past the start word's letters finds them too")
  func batchLookups() throws {
    let dictionary = try english()
    let lexicon = try englishLexiconResult.get()
    let scoped = try #require(
      LexiconChecker(lexicon: lexicon, location: dictionary.location, startWord: "silkworm"))
    let text = Array("silkzebrawormqqqq".utf8)
    var lookups = [
      WordLookup(end: 4, length: 4), WordLookup(end: 9, length: 5),
      WordLookup(end: 13, length: 4), WordLookup(end: 17, length: 4),
    ]
    text.withUnsafeBufferPointer { bytes in
      lookups.withUnsafeMutableBufferPointer { scoped.lookUp($0, in: bytes) }
    }
    #expect(lookups.map { $0.line >= 0 } == [true, true, true, false])
    #expect(
      lookups.map { $0.line < 0 ? "" : scoped.word(atLine: Int($0.line)) } == [
        "silk", "zebra", "worm", "",
      ])
  }

  @Test("Newlines are found eight bytes at a time, the last ones one by one")
  func newlines() {
    for text in [
      "", "\n", "a\nbb\n\n", "abcdefgh\nijklmnop\nq", String(repeating: "word\n", count: 9),
    ] {
      var found: [Int] = []
      Array(text.utf8).withUnsafeBytes { Newlines.forEach(in: $0) { found.append($0) } }
      let expected = Array(text.utf8).indices.filter { Array(text.utf8)[$0] == 0x0A }
      #expect(found == expected, "\(text.debugDescription)")
    }
  }
}
