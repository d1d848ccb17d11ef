import CommandLineOptions

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
      "A Hunspell dictionary: a name searched in $DICPATH and the system folders, or a path to NAME.dic or NAME.",
    defaultText: "en_US")
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
  static let block = Option(
    name: "block", value: .text("file"),
    help:
      "More words to block, one per line: never answers, never shown, \"Word not allowed\" when typed."
  )
}
