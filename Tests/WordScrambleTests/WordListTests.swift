import Testing

@testable import WordScrambleDictionary
@testable import WordScrambleText

@Suite("Word lists")
struct WordListTests {
  static let file = Array("# a comment\nbagel\ndonut\nsnuck\n".utf8)

  @Test("A sorted list file with words added answers for both, each word once")
  func sortedFileWithWordsAdded() {
    let list = WordList(sortedLines: Self.file).adding(["zorblax", "donut", "frobnitz"])
    for word in ["bagel", "donut", "snuck", "zorblax", "frobnitz"] {
      #expect(list.contains(word), "\(word)")
    }
    for word in ["", "# a comment", "bage", "bagels", "zorbla", "a"] {
      #expect(!list.contains(word), "\(word)")
    }
    #expect(list.count == 5)
    #expect(list.words.sorted() == ["bagel", "donut", "frobnitz", "snuck", "zorblax"])
    var seen: [String] = []
    list.forEachWord { seen.append(String(decoding: $0, as: UTF8.self)) }
    #expect(seen.sorted() == list.words.sorted())
  }

  @Test("The added words' cache name is the same in any order and changes with any word")
  func cacheNameOfAddedWords() {
    let fromFile = WordList(sortedLines: Self.file).adding(["zorblax", "quux"])
    let otherOrder = WordList(sortedLines: Self.file).adding(["quux", "zorblax"])
    let other = WordList(sortedLines: Self.file).adding(["zorblay", "quux"])
    #expect(Lexicon.Cache.hash(fromFile) == Lexicon.Cache.hash(otherOrder))
    #expect(Lexicon.Cache.hash(fromFile) != Lexicon.Cache.hash(other))
    #expect(Lexicon.Cache.hash(fromFile) != Lexicon.Cache.hash(WordList(sortedLines: Self.file)))
    // Sets alone: any order, any word.
    let set = WordList(["zorblax", "snuck", "donut", "bagel"])
    #expect(
      Lexicon.Cache.hash(set)
        == Lexicon.Cache.hash(WordList(["bagel", "donut", "snuck", "zorblax"])))
    #expect(
      Lexicon.Cache.hash(set)
        != Lexicon.Cache.hash(WordList(["zorblax", "snuck", "donut", "bagels"])))
    // One changed byte of the file changes it.
    var changed = Self.file
    changed[changed.count - 2] ^= 1
    #expect(
      Lexicon.Cache.hash(WordList(sortedLines: changed))
        != Lexicon.Cache.hash(WordList(sortedLines: Self.file)))
  }
}
