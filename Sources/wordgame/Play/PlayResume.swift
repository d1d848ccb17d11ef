import WordScramble

/// Which saved round a `play` command resumes: the options a round is saved
/// with, and whether a saved round fits the options given.
extension PlayCommand {
  /// The options a new round is saved with, to be resumed only under the same.
  var savedOptions: SavedRound.Options {
    .init(
      difficulty: level?.rawValue, roots: rootsFile, required: requiredFile, block: blockFile,
      personal: personalFile, exactLetters: exactLetters ? true : nil,
      daily: dailyDate?.description, time: timeLimit, allowVulgar: allowsVulgarWords ? true : nil)
  }

  /// The texts of a round's lists by path, and the start words of `--roots`.
  typealias Lists = (texts: [String: String], roots: [UInt8]?)

  /// Reads a new round's list files once (a pipe has no second reading) and,
  /// when `store` is given, keeps them for a resume: in `options.lists` when
  /// they fit in the round (``SavedRound/listsLimit``), else each a copy in
  /// the state folder (`options.copies`), saying so when one cannot be kept.
  /// Returns the texts, or nil after saying why a file cannot be read.
  static func readLists(_ options: inout SavedRound.Options, keepingIn store: StateStore?)
    -> Lists?
  {
    var texts: [String: String] = [:]
    var roots: [UInt8]?
    guard InputFile.readRoots(options.roots, into: &roots) else { return nil }
    if let path = options.roots { texts[path] = String(decoding: roots ?? [], as: UTF8.self) }
    for path in [options.required, options.block, options.personal].compactMap({ $0 })
    where texts[path] == nil {
      do throws(GameLanguageError) {
        texts[path] = try GameLanguage.listText(atPath: path)
      } catch {
        Languages.report(error)
        return nil
      }
    }
    let size = texts.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
    if size <= SavedRound.listsLimit {
      options.lists = texts.isEmpty ? nil : texts
      return (texts, roots)
    }
    guard let store else { return (texts, roots) }
    var copies: [String: String] = [:]
    for (path, text) in texts {
      switch store.keepList(text) {
      case .success(let hash): copies[path] = hash
      case .failure(let problem):
        printError(
          messages(
            "Warning: the list '%s' cannot be kept with the round (%s): the round cannot be resumed",
            Escaping.forDisplay(path), described(problem)))
      }
    }
    options.copies = copies
    return (texts, roots)
  }

  /// A saved round's lists as it kept them, in round.json or in the state
  /// folder: never read again from the paths they were given by (a pipe
  /// there now holds other text, a FIFO would wait, a file may be another).
  static func keptLists(_ options: SavedRound.Options, in store: StateStore?)
    -> Result<Lists, StateStore.ListProblem>
  {
    var texts: [String: String] = [:]
    for path in [options.roots, options.required, options.block, options.personal]
      .compactMap({ $0 }) where texts[path] == nil
    {
      if let text = options.lists?[path] {
        texts[path] = text
      } else if let store, let hash = options.copies?[path] {
        switch store.keptList(hash, list: path) {
        case .success(let text): texts[path] = text
        case .failure(let problem): return .failure(problem)
        }
      } else {
        return .failure(.notKept(list: path))
      }
    }
    return .success((texts, options.roots.flatMap { texts[$0] }.map { Array($0.utf8) }))
  }

  /// The lists of the round about to be played: a resumed round's as kept
  /// (``keptLists(_:in:)``), a new one's read and kept
  /// (``readLists(_:keepingIn:)``). A resumed round whose lists cannot be
  /// read back is set aside, saying why (`.setAside`: start again).
  func roundLists(
    _ options: inout SavedRound.Options, resumed: SavedRound?, _ persistence: Persistence
  ) -> ListsOutcome {
    guard let resumed else {
      return Self.readLists(&options, keepingIn: persistence.store).map { .read($0) } ?? .failed
    }
    switch Self.keptLists(options, in: persistence.store) {
    case .success(let lists): return .read(lists)
    case .failure(let problem): return persistence.setAside(resumed, because: problem)
    }
  }

  /// The saved round to resume, if one fits the options. One that does not
  /// (or any, with `--new`) is `replaced`: set aside only once the new round
  /// is ready (``setAside(_:_:)``), so a typo in `--root` or a list's path
  /// never costs it.
  func resumableRound(_ persistence: Persistence, replaced: inout SavedRound?) -> SavedRound? {
    // Another game still playing the saved round keeps it: this one plays its own.
    guard persistence.store?.holdRound() ?? true else {
      printError(
        messages(
          "Note: another wordgame is playing your saved round; this one starts a round of its own."
        ))
      return nil
    }
    guard let saved = persistence.loadRound() else { return nil }
    if startsNew || !matches(saved) {
      replaced = saved
      return nil
    }
    if seed != nil && dailyDate == nil && seed != saved.seed {
      // The resumed round's opening names it ("Resuming your unfinished round."):
      // the note says only what happened to the option.
      printError(
        messages("Note: --seed is ignored while a round is unfinished (--new starts one with it)."))
    }
    return saved
  }

  /// Sets aside the saved round a new one replaces (counted as abandoned if
  /// anything was played in it), saying so unless `--new` asked for it.
  func setAside(_ replaced: SavedRound?, _ persistence: Persistence) {
    guard let replaced else { return }
    persistence.abandon(replaced)
    if !startsNew {
      printError(
        messages(
          "Note: your unfinished round on '%s' was set aside: it was started with other options.",
          Escaping.forDisplay(replaced.startWord)))
    }
  }

  /// Whether a saved round fits the options given: each of a start word,
  /// `--roots`, `--difficulty`, dictionary, minimum length and word lists asked
  /// for must be the saved round's own. Options not given match any round.
  func matches(_ saved: SavedRound) -> Bool {
    let options = saved.options ?? .init()
    if let root,
      GameLanguage.key(
        root, inDictionary: saved.dictionary, exactLetters: options.exactLetters ?? false,
        environment: SystemFiles.environment) != saved.startWord
    {
      return false
    }
    if let rootsFile, rootsFile != options.roots { return false }
    if let level, level.rawValue != options.difficulty { return false }
    if let requiredFile, requiredFile != options.required { return false }
    if let blockFile, blockFile != options.block { return false }
    if let personalFile, personalFile != options.personal { return false }
    if dailyDate?.description != options.daily { return false }
    if exactLetters && options.exactLetters != true { return false }
    if allowsVulgarWords && options.allowVulgar != true { return false }
    if let timeLimit, timeLimit != options.time { return false }
    if let dictionary, dictionary != saved.dictionary { return false }
    if minimumLengthGiven && minimumLength != saved.minimumLength { return false }
    return true
  }
}

/// What became of the lists of the round about to be played.
enum ListsOutcome {
  /// Their texts.
  case read(PlayCommand.Lists)
  /// The saved round could not have them back and was set aside: play again.
  case setAside
  /// Said why: the game stops (exit 2).
  case failed
}

extension Persistence {
  /// Sets aside the saved round `saved`, whose lists cannot be read back
  /// (`problem`), saying so: moved to `round.json.unreadable-…`, never played
  /// on other text. A copy the system refused to read stays as it is (exit 2).
  func setAside(_ saved: SavedRound, because problem: StateStore.ListProblem) -> ListsOutcome {
    let shown = Escaping.forDisplay(saved.startWord)
    let why = problem.description(in: messages)
    guard let store else { return .failed }
    if case .cannotRead = problem {
      printError(
        messages(
          "Error: your unfinished round on '%s' cannot be resumed: %s; it was left as it is",
          shown, why))
      return .failed
    }
    switch store.setAsideRound(id: saved.id) {
    case .success(let aside?):
      printError(
        messages(
          "Warning: your unfinished round on '%s' cannot be resumed: %s; it was moved to '%s'; starting a new round",
          shown, why, Escaping.forDisplay(aside)))
    case .success(nil):
      printError(
        messages(
          "Warning: your unfinished round on '%s' cannot be resumed: %s; starting a new round",
          shown, why))
    case .failure(let failure):
      printError(
        messages(
          "Error: your unfinished round on '%s' cannot be resumed: %s, nor set aside: %s", shown,
          why, described(failure)))
      return .failed
    }
    return .setAside
  }
}

extension PlayCommand {
  /// This command with its dictionary named as installed, or nil when it is
  /// already: the round, its statistics and its codes keep the installed
  /// dictionary's name (`--dict pl` plays, and counts as, `pl_PL`).
  func namingInstalled(_ environment: [String: String]) -> PlayCommand? {
    guard let dictionary else { return nil }
    let installed = Languages.installedName(dictionary, environment)
    guard installed != dictionary else { return nil }
    var command = self
    command.dictionary = installed
    return command
  }
}
