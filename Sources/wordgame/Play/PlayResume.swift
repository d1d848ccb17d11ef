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
