extension SavedRound {
  private enum CodingKeys: String, CodingKey {
    case version, game, solved, dictionary, score, seed, generatorState, options, timeLeft, id
    // The record's fields, flat in version 1 and 2 files.
    case startWord, minimumLength, words, hintsUsed, answers, hint, bonus, attempts
  }

  /// Reads a version 3 file (the record under `game`), or a version 1 or 2
  /// file (its fields flat).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let fileVersion = try container.decode(Int.self, forKey: .version)
    // Read from any version it can read, the value is of the current one (it
    // saves as that); another number stays, for ``isValid`` to refuse.
    version = (1...Self.currentVersion).contains(fileVersion) ? Self.currentVersion : fileVersion
    dictionary = try container.decode(String.self, forKey: .dictionary)
    score = try container.decode(Int.self, forKey: .score)
    seed = try container.decodeIfPresent(UInt64.self, forKey: .seed)
    generatorState = try container.decode(UInt64.self, forKey: .generatorState)
    options = try container.decodeIfPresent(Options.self, forKey: .options)
    timeLeft = try container.decodeIfPresent(Double.self, forKey: .timeLeft)
    id = try container.decodeIfPresent(String.self, forKey: .id)
    if fileVersion >= 3 {
      record = try container.decode(Game.Record.self, forKey: .game)
      isSolved = try container.decodeIfPresent(Bool.self, forKey: .solved) ?? true
      return
    }
    let startWord = try container.decode(String.self, forKey: .startWord)
    let minimumLength = try container.decode(Int.self, forKey: .minimumLength)
    let answers = try container.decodeIfPresent([String].self, forKey: .answers)
    record = Game.Record(
      round: .init(
        startWord: startWord, minimumLength: minimumLength,
        words: try container.decode([String].self, forKey: .words)),
      solution: Solution(
        startWord: startWord, minimumLength: minimumLength, answers: answers ?? [],
        bonus: try container.decodeIfPresent([String].self, forKey: .bonus) ?? []),
      hintsUsed: try container.decode(Int.self, forKey: .hintsUsed),
      hint: try container.decodeIfPresent(HintProgress.self, forKey: .hint),
      attempts: try container.decodeIfPresent(Int.self, forKey: .attempts) ?? 0)
    isSolved = answers != nil
  }

  /// Writes version 3: the envelope's fields and the record under `game`.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.currentVersion, forKey: .version)
    try container.encode(record, forKey: .game)
    // A version 1 round not solved yet says so: its record has no answers.
    if !isSolved { try container.encode(false, forKey: .solved) }
    try container.encode(dictionary, forKey: .dictionary)
    try container.encode(score, forKey: .score)
    try container.encodeIfPresent(seed, forKey: .seed)
    try container.encode(generatorState, forKey: .generatorState)
    try container.encodeIfPresent(options, forKey: .options)
    try container.encodeIfPresent(timeLeft, forKey: .timeLeft)
    try container.encodeIfPresent(id, forKey: .id)
  }
}
