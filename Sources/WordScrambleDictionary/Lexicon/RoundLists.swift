import Synchronization

/// The word lists of single rounds, each built when a round first needs it:
/// the words one start word spells (see ``LetterBudget``), a fraction of a
/// second to build where the dictionary's full list takes seconds (pl_PL: 9 s
/// cold). A game opened before its full list is cached solves its rounds
/// from these.
package final class RoundLists: Sendable {
  private let dictionary: any DictionaryFiles
  private let options: Lexicon.Options
  /// The lists built so far (the latest first), each with the letters it
  /// covers, ready for solving (``Lexicon/forSolving(under:)``); kept while
  /// the game runs.
  private let built = Mutex<[(scope: LetterBudget, list: Lexicon?)]>([])
  /// The whole list ready for solving, once built (asked for, or once
  /// ``roundsBeforeWhole`` lists were built).
  private let whole = Mutex<Lexicon??>(nil)
  /// How many rounds' lists are built before the whole list is (solving
  /// thousands of start words one list each would take minutes).
  static let roundsBeforeWhole = 8

  /// Lists of `dictionary`'s words made with `options` (their rules, added
  /// words and bounds), each scoped to a round.
  package init(dictionary: any DictionaryFiles, options: Lexicon.Options) {
    self.dictionary = dictionary
    var options = options
    (options.progress, options.helper, options.maximumLength) = (nil, nil, nil)
    self.options = options
  }

  /// The list of every accepted word whose key fits `key`'s letters (a key
  /// under the options' rules), ready for solving: built now unless one
  /// already covers it (past ``roundsBeforeWhole`` lists, the whole list);
  /// nil when it cannot be built (too many forms, an unreadable file) or
  /// cannot serve a solver.
  package func lexicon(covering key: String) -> Lexicon? {
    if let whole = whole.withLock({ $0 }) { return whole }
    let list = built.withLock { lists -> Lexicon?? in
      if let built = lists.first(where: { $0.scope.fits(key) }) { return built.list }
      guard lists.count < Self.roundsBeforeWhole else { return .none }
      var options = options
      let budget = LetterBudget(keys: [key])
      options.scope = budget
      options.maximumLength = budget.letterCount
      guard let list = try? Lexicon.build(files: dictionary, options: options) else {
        return .some(nil)
      }
      let ready = list.forSolving(under: options.rules)
      lists.insert((budget, ready), at: 0)
      return ready
    }
    return list ?? wholeList()
  }

  /// The list of every word the dictionary accepts, ready for solving, built
  /// once (about as long as a first game took before round lists: pl_PL
  /// 9 s); nil when it cannot be built or serve a solver.
  package func wholeList() -> Lexicon? {
    whole.withLock { whole in
      if let whole { return whole }
      let list = (try? Lexicon.build(files: dictionary, options: options))
      let ready = list?.forSolving(under: options.rules)
      if list != nil { whole = .some(ready) }
      return ready
    }
  }
}
