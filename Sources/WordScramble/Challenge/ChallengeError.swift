/// Why a challenge or result code cannot be read, or results not compared.
public enum ChallengeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text does not begin as a code does (`C1-…`, `R1-…`).
  case notACode
  /// A code of a version this release does not read (a newer one's).
  case unsupportedVersion(Int)
  /// The checksum does not match: a character was mistyped or lost, or the
  /// code was cut short.
  case checksum
  /// The checksum matches but the contents do not make a round.
  case malformed
  /// A result code was given where a challenge code is wanted.
  case resultCode
  /// A challenge code was given where a result code is wanted.
  case challengeCode
  /// The code names a dictionary by a number this release does not know.
  case unknownDictionary(Int)
  /// The code's dictionary is not an installed dictionary's name (`en_US`)
  /// but a file's or a path (`evil.dic`): a code never names a file.
  case notADictionaryName(String)
  /// The round has a list of its own (`--required`, `--block`,
  /// `--personal`, by the option's name) that was not given, or another one.
  case list(String)
  /// The round was made without a list of that kind (by the option's name),
  /// and one was given.
  case noList(String)
  /// Results of different challenges cannot be compared.
  case differentChallenges
  /// A comparison takes two to eight results (the number given).
  case playerCount(Int)
  /// A result was played on other word lists than the round's answers here
  /// (the answers it was played on, the answers here: as many when only
  /// the words differ).
  case otherWordLists(theirs: Int, ours: Int)

  /// The short title, in English.
  public var title: String { title(in: .english) }

  /// The short title in the language of `messages`.
  public func title(in messages: MessageCatalog) -> String {
    switch self {
    case .notACode, .unsupportedVersion, .checksum, .malformed, .resultCode, .challengeCode,
      .unknownDictionary, .notADictionaryName:
      messages("Bad code")
    case .list: messages("List missing")
    case .noList: messages("List not used")
    case .differentChallenges, .playerCount, .otherWordLists: messages("Cannot compare")
    }
  }

  /// A sentence for the player, in English.
  public var description: String { description(in: .english) }

  /// The sentence in the language of `messages`.
  public func description(in messages: MessageCatalog) -> String {
    switch self {
    case .notACode:
      messages("this is not a challenge or result code (they begin C1- or R1-)")
    case .unsupportedVersion(let version):
      messages("this code is of version %d, made by a newer wordgame: update to play it", version)
    case .checksum:
      messages(
        "this code has a typo or is cut short: compare it letter by letter with the one you were sent"
      )
    case .malformed: messages("this code is damaged: it holds no round")
    case .resultCode:
      messages("this is a result code (R1-…): give it to 'wordgame compare', not --challenge")
    case .challengeCode:
      messages(
        "this is a challenge code (C1-…): play it with --challenge; compare result codes (R1-…)")
    case .unknownDictionary(let number):
      messages(
        "this code names dictionary number %d, unknown to this wordgame: update to play it", number)
    case .notADictionaryName(let name):
      messages(
        "this code names '%s' as its dictionary: a code names an installed dictionary (such as en_US), never a file",
        Escaping.forDisplay(name))
    case .list(let option):
      messages("this round uses a list of its own: give the same file with --%s", option)
    case .noList(let option):
      messages("this round was made without a --%1$s list: leave --%1$s out", option)
    case .differentChallenges: messages("these results are of different rounds")
    case .playerCount(let count):
      messages("a comparison takes 2 to 8 result codes, not %d", count)
    case .otherWordLists(let theirs, let ours) where theirs == ours:
      // As many answers, other ones: the counts would say nothing.
      messages.plural(
        "a result was played with other word lists: the round has %d answer here too, but not the same one",
        "a result was played with other word lists: the round has %d answers here too, but not the same ones",
        count: ours)
    case .otherWordLists(let theirs, let ours):
      messages.plural(
        "a result was played with other word lists: the round has %1$d answer there, %2$d here",
        "a result was played with other word lists: the round has %1$d answers there, %2$d here",
        count: theirs, theirs, ours)
    }
  }
}
