import WordScramble

/// The manual page `wordgame.1` (roff), generated from the subcommands'
/// declarations, the rules' titles and messages, and the REPL's commands
/// (`wordgame --generate-manual`). `make install` puts it in `share/man/man1`.
enum Manual {
  static var page: String {
    var page = """
      .TH WORDGAME 1 "" "wordgame \(WordGame.version)" "User Commands"
      .nh
      .ad l
      .SH NAME
      wordgame \\- make words from the letters of an eight\\-letter word
      .SH SYNOPSIS

      """
    for command in WordGame.subcommands {
      page += ".HP\n" + escaped(command.usage) + "\n"
    }
    page += ".SH DESCRIPTION\n" + paragraphs(description)
    page += ".SS Rules\n" + paragraphs(rulesIntroduction)
    for (check, error) in rules {
      page += ".TP\n" + escaped(check) + "\n" + escaped("\(error.title): \(error.message)") + "\n"
    }
    page += paragraphs(tiers)
    for command in WordGame.subcommands { page += section(command) }
    page += ".SH COMMANDS\n" + paragraphs("Typed instead of a word while playing:")
    for command in PlayCommandWord.allCases {
      page += ".TP\n.B :\(command.rawValue)\n" + escaped(command.summary) + "\n"
    }
    for (title, items) in [("FILES", files), ("ENVIRONMENT", environment), ("EXIT STATUS", exits)] {
      page += ".SH \(title)\n"
      for (name, text) in items { page += ".TP\n.B " + escaped(name) + "\n" + escaped(text) + "\n" }
    }
    page += ".SH EXAMPLES\n"
    for (text, command) in examples {
      page += escaped(text) + "\n.PP\n.RS\n.nf\n" + escaped(command) + "\n.fi\n.RE\n.PP\n"
    }
    return page + ".SH SEE ALSO\n.BR hunspell (1)\n"
  }

  /// One section a subcommand: what it does, its usage, its options, then its
  /// own sections (output, exit status) as written for `--help`.
  static func section(_ command: any Subcommand.Type) -> String {
    var text = ".SH \"WORDGAME \(command.name.uppercased())\"\n" + paragraphs(command.abstract)
    if !command.discussion.isEmpty { text += paragraphs(command.discussion) }
    for argument in command.arguments {
      text += ".TP\n.I \(escaped(argument.name)) ...\n" + escaped(argument.help) + "\n"
    }
    for option in command.options {
      let value = option.synopsis.split(separator: " ").dropFirst().joined()
      text += ".TP\n.B \(escaped("--" + option.name))"
      text += value.isEmpty ? "\n" : " \(escaped(value))\n"
      text += escaped(option.helpWithDefault) + "\n"
    }
    return text + formatted(command.sections)
  }

  /// Help sections as roff: a line ending in `:` is a bold heading; an
  /// indented `NAME  text` row (with its continuation lines) is a tagged
  /// paragraph, another indented line keeps its line break; other lines are
  /// filled; blank lines separate paragraphs.
  static func formatted(_ sections: String) -> String {
    guard !sections.isEmpty else { return "" }
    var text = ".PP\n"
    var inParagraph = false
    for line in sections.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = line.prefix { $0 == " " }.count
      let content = String(line.dropFirst(indent))
      let wasInParagraph = inParagraph
      inParagraph = false
      if line.isEmpty {
        text += ".PP\n"
      } else if indent >= 8 {
        text += escaped(content) + "\n"
      } else if indent > 0, let gap = content.firstRange(of: "  ") {
        let name = String(content[..<gap.lowerBound])
        let help = content[gap.upperBound...].drop { $0 == " " }
        text += ".TP\n" + escaped(name) + "\n" + escaped(String(help)) + "\n"
      } else if indent > 0 {
        inParagraph = true
        text += (wasInParagraph ? "" : ".PP\n") + escaped(content) + "\n"
      } else if line.hasSuffix(":") && line.first?.isUppercase == true {
        text += ".PP\n.B " + escaped(content) + "\n.br\n"
      } else {
        text += escaped(content) + "\n"
      }
    }
    return text
  }

  /// The rules in their order, each with an example of its rejection.
  static let rules: [(String, WordError)] = [
    ("letters only, fewer than the minimum (default 3)", .tooShort(minimum: 3)),
    ("the start word itself", .startWord("silkworm")),
    ("accepted before in this round", .usedAlready),
    ("a letter not in the start word, or used too often", .notPossible(startWord: "silkworm")),
    ("a slur or vulgar word (a blocked word)", .blocked),
    ("not made of letters, or not in the dictionary", .notRecognized),
  ]

  static let description = """
    A player gets a start word (say silkworm) and makes other words from its letters \
    (silk, worm, milks), one per line, in a terminal (wordgame play, the default). \
    Puzzle makers and scripts check word lists in batch mode (wordgame check), \
    list every answer of a start word (wordgame solve), and read the statistics \
    (wordgame stats). Words are checked with a Hunspell dictionary (en_US by default).
    """

  static let rulesIntroduction = """
    An answer is lowercased and trimmed (and put in Unicode NFC); an empty answer is \
    ignored. The first check that fails decides; an accepted word scores one point a letter.
    """

  static let tiers = """
    Every accepted word is a required answer (an ordinary word: it makes the round's \
    total, score, rank and hints) or a bonus word (scored apart, never missed); slurs \
    and vulgar words are blocked. In the shipped languages the required answers are \
    the dictionary's words common enough by word frequency (wordfreq), judged by word \
    family. --required FILE replaces the required list, --block FILE adds words to \
    block and --personal FILE adds words to accept (a personal dictionary).
    """

  static let files = [
    (
      "$XDG_STATE_HOME/wordgame/round.json",
      "The unfinished round, saved after every word (default ~/.local/state/wordgame)."
    ),
    (
      "$XDG_STATE_HOME/wordgame/daily-DAY.json",
      "An unfinished daily puzzle, one file a day, kept apart."
    ),
    ("$XDG_STATE_HOME/wordgame/statistics.json", "The statistics across rounds."),
    ("$XDG_STATE_HOME/wordgame/.lock", "Held while either file is read or written."),
    (
      "$XDG_STATE_HOME/wordgame/history",
      "The last 500 lines typed on a terminal, recalled with Up in later games."
    ),
    (
      "$XDG_CACHE_HOME/wordgame/lexicon-HASH.txt",
      "A dictionary's accepted words, built on first use (default ~/.cache/wordgame); -maxN: those a round of N letters needs."
    ),
    (
      "$XDG_CACHE_HOME/wordgame/start-words-HASH-LANGUAGE.txt",
      "The start words made from a dictionary's own words (every dictionary but en_US)."
    ),
    (
      "$XDG_CACHE_HOME/wordgame/.seal-key",
      "The secret the caches are sealed with (mode 0600), made with the first cache."
    ),
    (
      "PREFIX/share/wordgame/WordScramble_WordScramble.resources",
      "The start words and the word tiers."
    ),
    (
      "PREFIX/share/wordgame/WordScramble_WordScrambleEvidence.resources",
      "The evidence wordgame why shows: frequencies, lemmas, editors' decisions."
    ),
  ]

  static let environment = [
    (
      "DICPATH",
      "Folders (separated by :) searched for a dictionary named with --dict, before the system folders."
    ),
    (
      "WORDGAME_DICT",
      "The dictionary played when --dict is not given; without it, the installed dictionary of the language LANGUAGE, LC_ALL, LC_MESSAGES or LANG names (fr_FR.UTF-8 plays fr_FR), else en_US."
    ),
    ("NO_COLOR", "When set and not empty, no color on a terminal."),
    (
      "WORDGAME_SCREEN_READER",
      "1 (or any value but 0, no, false, off) plays in screen-reader mode, as --screen-reader does; 0 turns it off whatever ACCESSIBLE says."
    ),
    (
      "ACCESSIBLE",
      "Set (not empty, not 0) as other tools read it: screen-reader mode, unless WORDGAME_SCREEN_READER says otherwise."
    ),
    (
      "TERM",
      "dumb turns off color and line editing; a name ending in 256color gives rejected answers in orange rather than yellow."
    ),
    (
      "COLUMNS",
      "The width play lays its lines out to on a terminal that does not tell its own (else 80)."
    ),
    ("COLORTERM", "truecolor or 24bit: 256 colors or more, as a TERM ending in 256color."),
    ("XDG_STATE_HOME", "Where rounds and statistics are kept (default ~/.local/state)."),
    ("XDG_CACHE_HOME", "Where word lists are cached (default ~/.cache)."),
    ("HOME", "The base of the default folders."),
    (
      "WORDSCRAMBLE_RESOURCES",
      "A folder holding the resource bundle, looked in before the executable's own folders."
    ),
  ]

  static let exits = [
    ("0", "Success: every answer accepted, a round ended normally, help shown."),
    ("1", "check: at least one answer rejected; solve: some --roots lines unusable."),
    ("2", "Could not run: a usage error, an unknown dictionary, an unreadable file."),
    ("130, 143, 129", "play ended by SIGINT (Ctrl-C), SIGTERM or SIGHUP; the round is saved."),
    ("141", "The reader of standard output went away."),
  ]

  static let examples = [
    ("Play a round on a given start word:", "wordgame --root silkworm"),
    (
      "Check a word list against a start word, as JSON Lines:",
      "wordgame check --root silkworm --json words.txt"
    ),
    (
      "Every answer of two start words, five letters and up:",
      "wordgame solve silkworm stickups --min-length 5"
    ),
    (
      "Complete wordgame's options in the running bash:",
      "source <(wordgame --generate-completion-script bash)"
    ),
  ]

  /// Text as roff paragraphs: blank lines separate them.
  static func paragraphs(_ text: String) -> String {
    text.split(separator: "\n\n").map { ".PP\n" + escaped(String($0)) + "\n" }.joined()
  }

  /// Text safe in roff: backslashes and hyphens escaped, characters beyond
  /// ASCII as `\[uXXXX]`, no line starting with a control character.
  static func escaped(_ text: String) -> String {
    var out = ""
    var atLineStart = true
    for scalar in text.unicodeScalars {
      if atLineStart && (scalar == "." || scalar == "'") { out += "\\&" }
      atLineStart = scalar == "\n"
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      case _ where scalar.value > 0x7E:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
