import CommandLineOptions
import WordScramble

/// `--players N` and `--names`: a party round on one terminal. Two to eight
/// players take turns at the same start word with the same time, and the
/// round ends with who found what. A party is not saved (Ctrl-C ends it with
/// the turns played) and counts in no statistics or streak.
struct Party: Equatable {
  static let players = Option(
    name: "players", value: .text("n"),
    help:
      "A party round on one terminal: 2 to 8 players take turns at the same start word, each with the same time (--time, else 2 minutes), and it ends with who found what. A party round is not saved and not counted in the statistics."
  )
  static let names = Option(
    name: "names", value: .text("list"),
    help:
      "The players' names in a party round, separated by commas (Ana,Ben); without --players, one player a name."
  )
  /// A party's time a turn, in seconds, when `--time` is not given.
  static let defaultTime = 120
  /// The options a party refuses: a daily puzzle is each player's own, and
  /// a party has no saved round to resume or set aside.
  static let refused = [
    DailyOptions.daily, DailyOptions.date, PlayCommand.yesterday, PlayCommand.startNew,
  ]
  /// The longest name, in characters.
  static let longestName = 20

  /// Each player's name as it is shown, in the order they play: `Player 1`…
  /// when not named. A name is escaped as words are (``Escaping``), once,
  /// here: `Ana` and `Ana` with a zero-width space never look the same, and a
  /// bidi control never reorders a line.
  var names: [String]
  /// Whether the players named themselves (`--names`).
  var isNamed = false

  /// The names as they stand at `place` (inside a sentence, after `Only`):
  /// ``names``, but the default ones in the form the language needs there.
  func names(at place: ComparisonText.NamePlace) -> [String] {
    isNamed ? names : names.indices.map { ComparisonText.defaultName($0 + 1, at: place) }
  }

  /// The party `parsed` asks for, or nil for a game of one player; throws
  /// on a count out of 2…8, bad names or an option a party does not take.
  init?(_ parsed: ParsedArguments) throws(UsageError) {
    guard parsed.has(Self.players) || parsed.has(Self.names) else { return nil }
    let named = try parsed.text(Self.names).map(Self.names)
    var count = named?.count ?? 2
    if let text = parsed.text(Self.players) {
      guard let number = Int(text), (2...8).contains(number) else {
        throw UsageError(
          "The value '%s' is invalid for '--%s': expected a whole number from %s to %s", text,
          Self.players.name, "2", "8")
      }
      if let named, named.count != number {
        throw UsageError(
          "--names gives %s names but --players asks for %s", String(named.count), text)
      }
      count = number
    }
    // The party option the player typed is the one named (`--names` alone is a party too).
    let typed = parsed.has(Self.players) ? Self.players.name : Self.names.name
    for other in Self.refused where parsed.has(other) {
      throw UsageError("--%s plays a party round; it does not go with --%s", typed, other.name)
    }
    names = named?.map(Escaping.forDisplay) ?? (1...count).map { ComparisonText.defaultName($0) }
    isNamed = named != nil
  }

  /// The names `text` lists: two to eight, different, each of printable
  /// characters, spaces around them left out.
  static func names(_ text: String) throws(UsageError) -> [String] {
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map { name in
      String(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
    guard (2...8).contains(names.count), Set(names).count == names.count,
      names.allSatisfy({ name in
        !name.isEmpty && name.count <= longestName
          && !name.unicodeScalars.contains { $0.properties.generalCategory == .control }
      })
    else {
      throw UsageError(
        "The value '%s' is invalid for '--names': expected 2 to 8 different names separated by commas (Ana,Ben), each of 1 to 20 characters",
        text)
    }
    return names
  }

  /// The heading of player `index`'s turn: `Player 2 of 3, your turn.`
  func heading(_ index: Int) -> String {
    isNamed
      ? messages("%1$s (player %2$d of %3$d), your turn.", names[index], index + 1, names.count)
      : messages("Player %1$d of %2$d, your turn.", index + 1, names.count)
  }
}
