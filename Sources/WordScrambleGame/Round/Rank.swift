/// How well a round is going: ten named steps by the share of the round's
/// points scored, the top one only for finding every answer. The steps follow
/// Spelling Bee's (Genius at 70%, the top one for every word); ``Game/rank``
/// keeps the highest reached, as Spelling Bee's never falls.
public enum Rank: Int, CaseIterable, Comparable, Sendable, Codable {
  /// 0% of the round's points or more.
  case beginner
  /// 2% of the round's points or more.
  case novice
  /// 5% of the round's points or more.
  case apprentice
  /// 10% of the round's points or more.
  case wordsmith
  /// 20% of the round's points or more.
  case skilled
  /// 30% of the round's points or more.
  case expert
  /// 45% of the round's points or more.
  case master
  /// 60% of the round's points or more.
  case virtuoso
  /// 70% of the round's points or more (as Spelling Bee's Genius).
  case genius
  /// Every required answer found.
  case perfect

  /// The rank's name.
  public var name: String { name(in: .english) }

  /// The rank's name in the language of `messages`.
  public func name(in messages: MessageCatalog) -> String {
    switch self {
    case .beginner: messages("Beginner")
    case .novice: messages("Novice")
    case .apprentice: messages("Apprentice")
    case .wordsmith: messages("Wordsmith")
    case .skilled: messages("Skilled")
    case .expert: messages("Expert")
    case .master: messages("Master")
    case .virtuoso: messages("Virtuoso")
    case .genius: messages("Genius")
    case .perfect: messages("Perfect")
    }
  }

  /// The share of the round's points, in percent, that reaches this rank
  /// (`perfect` needs every answer found, not a share).
  public var minimumPercent: Int {
    switch self {
    case .beginner: 0
    case .novice: 2
    case .apprentice: 5
    case .wordsmith: 10
    case .skilled: 20
    case .expert: 30
    case .master: 45
    case .virtuoso: 60
    case .genius: 70
    case .perfect: 100
    }
  }

  /// The rank after this one, or nil at ``perfect``.
  public var next: Rank? { Rank(rawValue: rawValue + 1) }

  /// The fewest points of `possiblePoints` that reach this rank (``perfect``
  /// takes every required word, not points: all of them).
  public func points(of possiblePoints: Int) -> Int {
    (minimumPercent * max(0, possiblePoints) + 99) / 100
  }

  /// The rank for `score` of `possiblePoints`, with every answer found or not.
  public init(score: Int, possiblePoints: Int, foundAll: Bool) {
    if foundAll {
      self = .perfect
      return
    }
    // In floating point: a score or total from a tampered save cannot overflow.
    let percent =
      possiblePoints > 0 ? Int(min(100, Double(max(0, score)) * 100 / Double(possiblePoints))) : 0
    self = Rank.allCases.last { $0 != .perfect && percent >= $0.minimumPercent } ?? .beginner
  }

  /// Ranks compare by their order.
  public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
}
