import Synchronization

/// The word lists of single rounds, each built when a round first needs it:
/// the words one start word spells (see ``LetterBudget``), a fraction of a
/// second to build where the dictionary's full list takes seconds (pl_PL: 9 s
/// cold). A game opened before its full list is cached solves its rounds
/// from these.
package final class RoundLists: Sendable {
  private let dictionary: any DictionaryFiles
  private let options: Lexicon.Options
  /// The lists built so far (the latest first), each kept while the game runs.
  private let built = Mutex<[Lexicon]>([])

  /// Lists of `dictionary`'s words made with `options` (their rules, added
  /// words and bounds), each scoped to a round.
  package init(dictionary: any DictionaryFiles, options: Lexicon.Options) {
    self.dictionary = dictionary
    var options = options
    (options.progress, options.helper, options.maximumLength) = (nil, nil, nil)
    self.options = options
  }

  /// The list of every accepted word whose key fits `key`'s letters (a key
  /// under the options' rules), built now unless one already covers it; nil
  /// when it cannot be built (too many forms, an unreadable file).
  package func lexicon(covering key: String) -> Lexicon? {
    built.withLock { lists in
      if let list = lists.first(where: { $0.scope?.fits(key) == true }) { return list }
      var options = options
      let budget = LetterBudget(keys: [key])
      options.scope = budget
      options.maximumLength = budget.letterCount
      guard let list = try? Lexicon.build(files: dictionary, options: options) else { return nil }
      lists.insert(list, at: 0)
      return list
    }
  }
}
