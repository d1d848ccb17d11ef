/// The answer counts that split a start-word list into difficulty bands: a
/// third of its words each, as for the bundled list.
package struct DifficultyBands: Equatable, Sendable {
  /// The most required answers a hard word has.
  package var hardest: Int
  /// The most required answers a medium word has.
  package var medium: Int

  /// The answer counts of `difficulty`.
  package func answerCounts(_ difficulty: Difficulty) -> ClosedRange<Int> {
    switch difficulty {
    case .hard: 1...max(1, hardest)
    case .medium: (hardest + 1)...max(hardest + 1, medium)
    case .easy: (medium + 1)...Int.max
    }
  }

  /// The bands that split `counts` in thirds.
  package init(counts: [Int]) {
    let sorted = counts.sorted()
    hardest = sorted.isEmpty ? 0 : sorted[sorted.count / 3]
    medium = sorted.isEmpty ? 0 : max(hardest, sorted[sorted.count * 2 / 3])
  }

  package init(hardest: Int, medium: Int) {
    self.hardest = hardest
    self.medium = medium
  }
}

extension StartWords {
  /// How many letters a drawn start word has, in every language.
  package static let drawnLength = Lexicon.headwordLength
  /// How many required answers (of three letters or more) a generated start word needs.
  package static let generatedMinimumAnswers = 20
  /// How many words of the right length are tried, spread over the list.
  static let generatedSample = 6_000

  /// Start words made from a dictionary's own words: required keys of
  /// ``drawnLength`` letters (as `rules` count them) with at least
  /// ``generatedMinimumAnswers`` required answers of three letters or more
  /// (at least 10 when too few have 20), and the difficulty bands of their
  /// answer counts. Nil when no word qualifies.
  /// `candidates` (keys), when given, are the words a player of the
  /// language knows well enough to start a round with (see
  /// scripts/make-required-lists): only they are drawn.
  package static func generated(
    from lexicon: Lexicon, rules: LetterRules, tiers: WordTiers,
    candidates known: Set<String>? = nil, isCancelled: () -> Bool = { false }
  ) -> StartWords? {
    let lexicon = lexicon.rules.keysLike(rules) ? lexicon : lexicon.rekeyed(by: rules)
    let keys = Set(lexicon.keys.filter { tiers.tier(of: $0) == .required })
    var candidates: [String]
    if let known {
      candidates = keys.filter { $0.count == drawnLength && known.contains($0) }.sorted()
    } else {
      // The dictionary's own entries make the likeliest start words (`maison`,
      // not an inflected `lohntest`); all words of the length when too few are.
      let headwords = Set(
        lexicon.headwords.map { rules.key(Normalization.composed($0.lowercased())) })
      candidates = headwords.filter { keys.contains($0) && $0.count == drawnLength }.sorted()
      if candidates.count < 500 { candidates = keys.filter { $0.count == drawnLength }.sorted() }
    }
    return generated(candidates: candidates, requiredKeys: keys, isCancelled: isCancelled)
  }

  /// Start words of a language whose `tiers` list their required words:
  /// those of `known` (keys a player knows well enough to start a round
  /// with) that are required, counted as
  /// ``generated(from:rules:tiers:candidates:)`` counts them, without a word
  /// list. Every required word is taken to be accepted (the lists shipped are
  /// made of the dictionary's own words): the same list whether or not the
  /// dictionary's word list is cached. Nil without a required list.
  package static func generated(
    tiers: WordTiers, known: Set<String>, isCancelled: () -> Bool = { false }
  ) -> StartWords? {
    guard let required = tiers.required else { return nil }
    let keys = Set(required.words.filter { tiers.tier(of: $0) == .required })
    let candidates = known.filter { $0.count == drawnLength && keys.contains($0) }
    if isCancelled() { return nil }
    return generated(
      candidates: candidates.sorted(), requiredKeys: keys, isCancelled: isCancelled)
  }

  /// Start words of `candidates` (sorted keys of ``drawnLength`` letters) by
  /// their answer counts among the required `keys`; nil as soon as
  /// `isCancelled` says so.
  private static func generated(
    candidates: [String], requiredKeys keys: Set<String>, isCancelled: () -> Bool
  ) -> StartWords? {
    // Required words by their letters: an answer of a start word is a word
    // whose letters are a part of the start word's.
    var groups: [UInt64: Int] = [:]
    for key in keys where key.count >= 3 && key.count <= drawnLength {
      groups[LetterGroup.hash(key.unicodeScalars.map(\.value).sorted()), default: 0] += 1
    }
    let step = max(1, candidates.count / generatedSample)
    var counted: [(word: String, count: Int)] = []
    if isCancelled() { return nil }
    for (number, index) in stride(from: 0, to: candidates.count, by: step).enumerated() {
      if number % 256 == 0 && isCancelled() { return nil }
      let word = candidates[index]
      counted.append((word, answerCount(of: word, groups: groups) - 1))
    }
    for minimum in [generatedMinimumAnswers, 10] {
      let chosen = counted.filter { $0.count >= minimum }
      if chosen.count >= 30 || (minimum == 10 && !chosen.isEmpty) {
        var list = StartWords(words: chosen.map(\.word), path: "")
        list.bands = DifficultyBands(counts: chosen.map(\.count))
        return list
      }
    }
    return nil
  }

  /// How many words of `groups` have letters that are a part of `word`'s:
  /// each part of its letters (up to 256 of eight letters) looked up by its
  /// hash, worked out letter by letter as the parts are enumerated.
  private static func answerCount(of word: String, groups: [UInt64: Int]) -> Int {
    var letters: [(letter: UInt32, count: Int)] = []
    for value in word.unicodeScalars.map(\.value).sorted() {
      if letters.last?.letter == value {
        letters[letters.count - 1].count += 1
      } else {
        letters.append((value, 1))
      }
    }
    var total = 0
    func choose(_ index: Int, _ hash: UInt64, _ length: Int) {
      guard index < letters.count else {
        if length >= 3 { total += groups[hash] ?? 0 }
        return
      }
      var hash = hash
      choose(index + 1, hash, length)
      for taken in 1...letters[index].count {
        hash = LetterGroup.step(hash, letters[index].letter)
        choose(index + 1, hash, length + taken)
      }
    }
    choose(0, LetterGroup.seed, 0)
    return total
  }
}

/// A word's letters as a group: the FNV-1a hash of its scalars, sorted.
enum LetterGroup {
  static let seed: UInt64 = 0xCBF2_9CE4_8422_2325

  @inline(__always)
  static func step(_ hash: UInt64, _ scalar: UInt32) -> UInt64 {
    (hash ^ UInt64(scalar)) &* 0x100_0000_01B3
  }

  /// The hash of `sorted` (scalar values in order).
  static func hash(_ sorted: [UInt32]) -> UInt64 {
    sorted.reduce(seed, step)
  }
}
