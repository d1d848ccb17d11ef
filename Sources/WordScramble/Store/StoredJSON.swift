extension SavedRound {
  /// The round as the JSON object its file holds (no `seed` key without a seed).
  public var json: JSON {
    var members: [String: JSON] = [
      "version": .number(String(version)),
      "startWord": .string(startWord),
      "dictionary": .string(dictionary),
      "minimumLength": .number(String(minimumLength)),
      "words": .array(words.map(JSON.string)),
      "score": .number(String(score)),
      "hintsUsed": .number(String(hintsUsed)),
      "generatorState": .number(String(generatorState)),
    ]
    if let seed { members["seed"] = .number(String(seed)) }
    return .object(members)
  }

  /// The round in `json`: every key but `seed` must be there, with its type;
  /// other keys are ignored.
  public init(json: JSON) throws(JSON.DecodingError) {
    let seed = try json.member("seed")
    self.init(
      startWord: try json.required("startWord").string(),
      dictionary: try json.required("dictionary").string(),
      minimumLength: try json.required("minimumLength").integer(),
      words: try json.required("words").strings(),
      score: try json.required("score").integer(),
      hintsUsed: try json.required("hintsUsed").integer(),
      seed: seed == nil || seed == .null ? nil : try seed!.integer(),
      generatorState: try json.required("generatorState").integer())
    version = try json.required("version").integer()
  }
}

extension Statistics {
  /// The statistics as the JSON object their file (and `stats --json`) holds.
  public var json: JSON {
    .object([
      "version": .number(String(version)),
      "roundsPlayed": .number(String(roundsPlayed)),
      "roundsFinished": .number(String(roundsFinished)),
      "roundsAbandoned": .number(String(roundsAbandoned)),
      "wordsFound": .number(String(wordsFound)),
      "bestScore": .number(String(bestScore)),
      "bestPercent": .number(String(bestPercent)),
      "longestWord": .string(longestWord),
      "currentStreak": .number(String(currentStreak)),
    ])
  }

  /// The statistics in `json`: every key must be there, with its type; other
  /// keys are ignored.
  public init(json: JSON) throws(JSON.DecodingError) {
    self.init()
    version = try json.required("version").integer()
    roundsPlayed = try json.required("roundsPlayed").integer()
    roundsFinished = try json.required("roundsFinished").integer()
    roundsAbandoned = try json.required("roundsAbandoned").integer()
    wordsFound = try json.required("wordsFound").integer()
    bestScore = try json.required("bestScore").integer()
    bestPercent = try json.required("bestPercent").integer()
    longestWord = try json.required("longestWord").string()
    currentStreak = try json.required("currentStreak").integer()
  }
}
