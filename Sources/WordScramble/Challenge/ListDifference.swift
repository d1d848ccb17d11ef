/// How a player's round differs from the round here when it was played on
/// other word lists (another dictionary version, another release's lists):
/// the answers here their round lacked, and theirs not here.
///
/// A result code holds its round's answers only as a fingerprint (their
/// count and a hash) and the words found written out: the answers of their
/// round are known word for word (``isExact``) when they are those here
/// with at most three left out, and the words they found that are not here
/// added, and the fingerprint says so. Else the comparison is over the
/// answers here, and ``notOurs`` holds what is known: the words they found
/// that are not here.
public struct ListDifference: Equatable, Sendable {
  /// The player's position in ``Comparison/players``.
  public var player: Int
  /// How many answers (required and bonus) the player's round had.
  public var theirCount: Int
  /// How many answers (required and bonus) the round here has.
  public var ourCount: Int
  /// Whether the player's answers are known word for word.
  public var isExact: Bool
  /// How many required answers the player's round had (the rest were bonus words).
  public var theirRequired = 0
  /// How many required answers the round here has.
  public var ourRequired = 0
  /// Answers here the player's round did not have (empty unless exact), as
  /// the dictionary spells them.
  public var notTheirs: [String]
  /// The player's answers that are not here: every one when exact, else
  /// those the player found (as their code holds them: keys).
  public var notOurs: [String]
}

extension ListDifference {
  /// How the round of a result with the answers `fingerprint`, in which
  /// `found` were found, differs from `solution`'s.
  init(player: Int, fingerprint: AnswerFingerprint, found: [String], solution: Solution) {
    self.player = player
    theirCount = fingerprint.count
    ourCount = solution.answerKeys.count + solution.bonusKeys.count
    theirRequired = fingerprint.required
    ourRequired = solution.answerKeys.count
    let ours = Set(solution.answerKeys + solution.bonusKeys)
    notOurs =
      Solution(
        startWord: solution.startWordKey, minimumLength: solution.minimumLength,
        answers: Set(found).subtracting(ours)
      ).answerKeys
    let left = Self.leftOut(fingerprint, found: found, extra: notOurs, solution: solution)
    isExact = left != nil
    notTheirs = (left ?? []).map(solution.spelling(of:))
  }

  /// The most candidate lists tried against a fingerprint.
  static let searchLimit = 50_000

  /// The answers (keys) of `solution` the round of `fingerprint` lacked, when its
  /// answers are `solution`'s less those (at most three, none of `found`)
  /// and plus `extra` (each required or bonus); nil when no such list has
  /// the fingerprint.
  private static func leftOut(
    _ fingerprint: AnswerFingerprint, found: [String], extra: [String], solution: Solution
  ) -> [String]? {
    guard extra.count <= 6 else { return nil }
    let kept = Set(found)
    let required = solution.answerKeys.filter { !kept.contains($0) }
    let bonus = solution.bonusKeys.filter { !kept.contains($0) }
    for mask in 0..<(1 << extra.count) {
      let extraRequired = extra.indices.filter { mask & 1 << $0 != 0 }.map { extra[$0] }
      let extraBonus = extra.indices.filter { mask & 1 << $0 == 0 }.map { extra[$0] }
      let dropRequired = solution.answerKeys.count + extraRequired.count - fingerprint.required
      let dropBonus = solution.bonusKeys.count + extraBonus.count - fingerprint.bonus
      guard dropRequired >= 0, dropBonus >= 0, dropRequired + dropBonus <= 3,
        choices(required.count, dropRequired) * choices(bonus.count, dropBonus) <= searchLimit
      else { continue }
      let theirs = Solution(
        startWord: solution.startWordKey, minimumLength: solution.minimumLength,
        answers: solution.answerKeys + extraRequired, bonus: solution.bonusKeys + extraBonus)
      for droppedRequired in subsets(of: required, size: dropRequired) {
        let requiredLeft = theirs.answerKeys.filter { !droppedRequired.contains($0) }
        for droppedBonus in subsets(of: bonus, size: dropBonus) {
          let candidate = AnswerFingerprint(
            required: requiredLeft, bonus: theirs.bonusKeys.filter { !droppedBonus.contains($0) },
            minimumLength: solution.minimumLength)
          if candidate == fingerprint {
            return solution.answerKeys.filter(droppedRequired.contains)
              + solution.bonusKeys.filter(droppedBonus.contains)
          }
        }
      }
    }
    return nil
  }

  /// How many ways there are to choose `k` of `n` (capped past the search limit).
  private static func choices(_ n: Int, _ k: Int) -> Int {
    guard k <= n else { return 0 }
    var result = 1
    for step in 0..<k {
      result = result * (n - step) / (step + 1)
      if result > searchLimit { return searchLimit + 1 }
    }
    return result
  }

  /// Every set of `size` of `words` (`size` at most three).
  private static func subsets(of words: [String], size: Int) -> [Set<String>] {
    guard size > 0 else { return [[]] }
    var sets: [Set<String>] = []
    func extend(_ chosen: Set<String>, from start: Int) {
      guard chosen.count < size else { return sets.append(chosen) }
      for index in start..<words.count { extend(chosen.union([words[index]]), from: index + 1) }
    }
    extend([], from: 0)
    return sets
  }
}
