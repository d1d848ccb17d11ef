import CommandLineOptions
import Rendering
import WordScramble

/// Options more than one command takes, declared once.
enum CommonOptions {
  static let root = Option(
    name: "root", value: .text("word"), help: "The start word to make words from.")
  static let roots = Option(
    name: "roots", value: .text("file"),
    help: "Start words, one per line; every line is checked and the unusable ones are reported.")
  static let dictionary = Option(
    name: "dict", value: .text("name|path"),
    help:
      "A Hunspell dictionary: a name searched in $DICPATH and the system folders (a language alone, such as pl or de, is its installed regional dictionary, pl_PL or de_DE), or a path to NAME.dic or NAME.",
    defaultText: "$WORDGAME_DICT, else your language's when installed, else en_US")
  static let minimumLength = Option(
    name: "min-length", value: .integer("n", range: 1...100, default: 3),
    help: "The fewest letters an answer may have.")
  static let required = Option(
    name: "required", value: .text("file"),
    help:
      "The required answers, one word per line, instead of the dictionary's list; other accepted words are bonus words.",
    defaultText: "the language's common words, by frequency")
  static let exactLetters = Option(
    name: "exact-letters",
    help:
      "Count letters as the dictionary writes them: no accent folding (é is not e), ß and ё are letters of their own."
  )
  static let personal = Option(
    name: "personal", value: .text("file"),
    help:
      "More words to accept, one per line (a personal dictionary, as hunspell -p takes): bonus words unless required."
  )
  static let allowVulgar = Option(
    name: "allow-vulgar",
    help:
      "Accept vulgar words that are not slurs (as bonus words); slurs stay blocked."
  )
  /// `--format`: the output of check, solve and stats, one of ``OutputFormat``'s cases.
  static let format = Option(
    name: "format", value: .choice("format", choices: OutputFormat.allCases.map(\.rawValue)),
    help:
      "The output format: text (the default), json or csv (RFC 4180: a header row naming the columns, JSON's keys, then one record a line, each ending in CRLF)."
  )
  static let block = Option(
    name: "block", value: .text("file"),
    help:
      "More words to block, one per line: never answers, never shown, \"Word left out\" when typed."
  )

  /// The output format `--format` names, `--json` (the command's `json`)
  /// being `--format json`; text when neither is given.
  static func outputFormat(_ parsed: ParsedArguments, json: Option) throws(UsageError)
    -> OutputFormat
  {
    let named = try parsed.choice(format).flatMap(OutputFormat.init(rawValue:))
    guard parsed.has(json) else { return named ?? .text }
    if let named, named != .json {
      throw UsageError(
        "--json is --format json: give one or the other, not --format %s", named.rawValue)
    }
    return .json
  }
}

/// The six options that choose a dictionary and the word lists a round is
/// judged with, read once for `check`, `solve` and `why`: their values, and
/// the language they open.
struct WordListOptions {
  /// The options, in the order usage lines list them.
  static let all = [
    CommonOptions.dictionary, CommonOptions.required, CommonOptions.block,
    CommonOptions.allowVulgar, CommonOptions.personal, CommonOptions.exactLetters,
  ]

  /// `--dict`: a name or a path (``Languages/defaultDictionary(_:)`` when not given).
  var dictionary: String
  /// `--required`, `--block` and `--personal`: the lists' paths.
  var requiredFile: String?
  var blockFile: String?
  var personalFile: String?
  /// `--allow-vulgar`: vulgar words that are not slurs are bonus words.
  var allowsVulgarWords: Bool
  /// `--exact-letters`: no letter folding.
  var exactLetters: Bool

  /// The options as `parsed` gives them.
  init(_ parsed: ParsedArguments) {
    dictionary =
      parsed.text(CommonOptions.dictionary)
      ?? Languages.defaultDictionary(SystemFiles.environment)
    requiredFile = parsed.text(CommonOptions.required)
    blockFile = parsed.text(CommonOptions.block)
    personalFile = parsed.text(CommonOptions.personal)
    allowsVulgarWords = parsed.has(CommonOptions.allowVulgar)
    exactLetters = parsed.has(CommonOptions.exactLetters)
  }

  /// The language these options name, with its word list built as `need`
  /// says; nil after saying why it cannot be opened.
  func open(need: WordListNeed) -> GameLanguage? {
    Languages.open(
      dictionary, need: need, exactLetters: exactLetters, requiredFile: requiredFile,
      blockFile: blockFile, personalFile: personalFile, allowsVulgarWords: allowsVulgarWords)
  }
}
