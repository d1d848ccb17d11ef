import Synchronization

/// The lexicon's every word for a checker tabled on a start word's
/// (``LexiconChecker/init(lexicon:location:startWord:)``): tabled when first
/// needed, once, whichever thread asks.
final class RestOfLexicon: Sendable {
  private let lexicon: Lexicon
  private let location: DictionaryLocation
  private let tabled = Mutex<LexiconChecker?>(nil)
  /// How many words the lexicon holds.
  let count: Int

  init(lexicon: Lexicon, location: DictionaryLocation, count: Int) {
    self.lexicon = lexicon
    self.location = location
    self.count = count
  }

  /// The checker of every word, tabled now if it was not yet.
  var checker: LexiconChecker {
    tabled.withLock { checker in
      if let checker { return checker }
      // Complete and unscoped: the initializer cannot fail here.
      let made = LexiconChecker(lexicon: lexicon, location: location)!
      checker = made
      return made
    }
  }
}
