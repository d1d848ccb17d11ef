/// How many points an accepted answer scores: one a letter, and as many again
/// when it uses every letter of the start word (a *full word*: `triangle` from
/// `integral`), as word games reward their longest find. A full word is any
/// possible answer as long as the start word (both counted in letters), the
/// start word itself excepted.
package enum Scoring {
  /// The points of an answer of `length` letters in a round whose start word
  /// has `startLength` letters (nil: a plain word list, no full words).
  @inlinable @inline(__always)
  package static func points(length: Int, startLength: Int?) -> Int {
    isFull(length: length, startLength: startLength) ? 2 * length : length
  }

  /// Whether a possible answer of `length` letters uses every letter of a
  /// start word of `startLength` (nil: no start word, no full words).
  @inlinable @inline(__always)
  package static func isFull(length: Int, startLength: Int?) -> Bool {
    length == startLength
  }

  /// The points of `word` (a key) in a round on `startWord` (a key, or nil).
  package static func points(of word: String, startWord: String?) -> Int {
    points(
      length: Normalization.letterCount(word),
      startLength: startWord.map(Normalization.letterCount))
  }

  /// Whether `word` uses every letter of `startWord` (both possible keys).
  package static func usesEveryLetter(_ word: String, startWord: String?) -> Bool {
    isFull(
      length: Normalization.letterCount(word),
      startLength: startWord.map(Normalization.letterCount))
  }
}
