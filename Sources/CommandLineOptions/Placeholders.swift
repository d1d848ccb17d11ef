import WordScrambleText

// The placeholders of usage lines in the reader's language: a catalog message
// each, so `--root <word>` reads `--root <Wort>` in German, as the help does.
extension Option {
  /// `--root <word>` in the language of `messages` (`--root <WORT>`), its
  /// placeholder named as the help's sentences name it.
  package func synopsis(in messages: MessageCatalog) -> String {
    switch value {
    case .none: "--" + name
    case .text(let placeholder), .integer(let placeholder, _, _), .unsigned(let placeholder),
      .choice(let placeholder, _):
      "--\(name) <\(Self.placeholder(placeholder, in: messages))>"
    }
  }

  /// A placeholder of a usage line (`word` of `<word>`) in the language of
  /// `messages`; one the catalogs do not know is shown as it is.
  package static func placeholder(_ name: String, in messages: MessageCatalog) -> String {
    switch name {
    // Translators: a placeholder of usage lines (--root <word>), named as the help's sentences name it (WORD).
    case "word": messages(context: "placeholder", "word")
    // Translators: a placeholder of usage lines (--roots <file>), named as the help's sentences name it (FILE).
    case "file": messages(context: "placeholder", "file")
    // Translators: a placeholder of usage lines (--dict <name|path>): a dictionary's name or its path (NAME, PATH/TO/NAME.dic in the help).
    case "name|path": messages(context: "placeholder", "name|path")
    // Translators: a placeholder of usage lines (--seed <n>): a number (N in the help).
    case "n": messages(context: "placeholder", "n")
    // Translators: a placeholder of usage lines (--challenge <code>): a challenge's or result's code (CODE).
    case "code": messages(context: "placeholder", "code")
    // Translators: a placeholder of usage lines (--time <duration>), named as the help's sentences name it (DURATION).
    case "duration": messages(context: "placeholder", "duration")
    // Translators: a placeholder of usage lines (--names <list>): players' names separated by commas.
    case "list": messages(context: "placeholder", "list")
    // Translators: a placeholder of usage lines (--date <yyyy-mm-dd>), the date's shape as --date's messages write it (YYYY-MM-DD).
    case "yyyy-mm-dd": messages(context: "placeholder", "yyyy-mm-dd")
    // Translators: a placeholder of usage lines (--format <format>): text, json or csv.
    case "format": messages(context: "placeholder", "format")
    // Translators: a placeholder of usage lines (--difficulty <level>): easy, medium or hard.
    case "level": messages(context: "placeholder", "level")
    // Translators: a placeholder of the usage line (wordgame [<subcommand>]): play, check, solve…
    case "subcommand": messages(context: "placeholder", "subcommand")
    // Translators: a placeholder of the usage line (wordgame [<options>]).
    case "options": messages(context: "placeholder", "options")
    // Translators: a placeholder of wordgame --help (--generate-completion-script <shell>): bash, zsh or fish.
    case "shell": messages(context: "placeholder", "shell")
    default: name
    }
  }
}
