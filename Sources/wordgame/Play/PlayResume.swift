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

  /// Reads a round's list files once (a pipe has no second reading), keeping
  /// their texts in `options.lists` when they fit in the round
  /// (``SavedRound/listsLimit``), so that it resumes after the files are gone.
  /// A resumed round that kept them reads nothing. Returns the texts by path
  /// and the start words of `--roots`, or nil after saying why a file cannot
  /// be read.
  static func readLists(_ options: inout SavedRound.Options)
    -> (texts: [String: String], roots: [UInt8]?)?
  {
    if let kept = options.lists {
      return (kept, options.roots.flatMap { kept[$0] }.map { Array($0.utf8) })
    }
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
    } else {
      printError(
        messages(
          "Note: the lists given are too large to keep with the round: it resumes only while they can be read again."
        ))
    }
    return (texts, roots)
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
