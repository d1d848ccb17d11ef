import CommandLineOptions
import WordScramble

/// A positional argument a command takes.
struct Argument: Sendable {
  /// The name shown as `<name>`.
  var name: String
  /// One or more sentences for `--help`.
  var help: String
}

/// A `wordgame` subcommand, in swift-argument-parser's shape: declare the
/// arguments and options once (usage and help are generated from them), parse
/// them (throwing a ``UsageError``), then run and return the exit status.
protocol Subcommand {
  /// The name typed after `wordgame`.
  static var name: String { get }
  /// One line: what the command does.
  static var abstract: String { get }
  /// Paragraphs after the overview, or "".
  static var discussion: String { get }
  /// Positional arguments (each may be repeated).
  static var arguments: [Argument] { get }
  /// The options, `--help` aside.
  static var options: [Option] { get }
  /// Sections after the options (OUTPUT, EXIT STATUS…), or "".
  static var sections: String { get }
  /// The sections in the language of `messages`.
  static func sections(in messages: MessageCatalog) -> String
  /// Validates what the parser read.
  init(parsed: ParsedArguments) throws(UsageError)
  /// Runs the command; returns the exit status.
  func run() -> Int32
}

extension Subcommand {
  static var discussion: String { "" }
  static var arguments: [Argument] { [] }
  static var sections: String { "" }
  static func sections(in messages: MessageCatalog) -> String {
    sections.isEmpty ? "" : messages(sections)
  }

  /// Parses `arguments` with this command's options (and `--help`).
  static func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    try ArgumentParser.parse(arguments, options: options + [.help])
  }

  /// The one-line usage: `wordgame check [--root <word>] … [<file> ...]`.
  static var usage: String { usage(in: .english) }

  /// The one-line usage in the language of `messages`, its placeholders
  /// named as the help names them (`[--root <WORT>]`).
  static func usage(in messages: MessageCatalog) -> String {
    (["wordgame", name] + options.map { "[\($0.synopsis(in: messages))]" }
      + arguments.map { "[<\(Option.placeholder($0.name, in: messages))> ...]" })
      .joined(separator: " ")
  }

  /// The full help text in the reader's language, generated from the declarations.
  static var help: String {
    var text = HelpText.paragraph(messages("OVERVIEW: %s", messages(abstract))) + "\n\n"
    if !discussion.isEmpty { text += messages(discussion) + "\n\n" }
    let indent = messages("USAGE: ")
    let hanging = String(repeating: " ", count: indent.count + 2)
    text += HelpText.wrap(usage(in: messages), width: 80, indent: indent, hanging: hanging)
    text += "\n\n"
    if !arguments.isEmpty {
      text += messages("ARGUMENTS:") + "\n"
      text += arguments.map {
        HelpText.row("<\(Option.placeholder($0.name, in: messages))>", messages($0.help))
      }.joined()
      text += "\n"
    }
    text += messages("OPTIONS:") + "\n"
    text += options.map {
      HelpText.row($0.synopsis(in: messages), $0.helpWithDefault(in: messages))
    }.joined()
    text += HelpText.row("-h, --help", messages(Option.help.help))
    let sections = sections(in: messages)
    if !sections.isEmpty { text += "\n" + sections + "\n" }
    return text
  }
}

/// Laying out help text in 80 columns.
enum HelpText {
  /// `text` wrapped at 80 columns, its lines starting at the margin (the
  /// overview: a translation can be longer than the English line).
  static func paragraph(_ text: String) -> String {
    wrap(text, width: 80, indent: "", hanging: "")
  }

  /// `text` wrapped at `width` columns, the first line after `indent`, the
  /// others after `hanging`.
  /// A line never ends on a one-letter word or a number: each stays with
  /// the word after it (Polish `w tej`, `2 minuty`, English `a word`). A word
  /// too long for a line breaks after a `<TAB>` of its own (a line's fields,
  /// `WORD<TAB>ANSWERS<TAB>…`).
  static func wrap(_ text: String, width: Int, indent: String, hanging: String) -> String {
    var lines: [String] = []
    var line = indent
    var lineIsEmpty = true
    for word in units(of: text) {
      let pieces = word.count > width - hanging.count ? fields(of: word) : [word]
      for (index, piece) in pieces.enumerated() {
        let joiner = index == 0 ? " " : ""
        if !lineIsEmpty && line.count + joiner.count + piece.count > width {
          lines.append(line)
          // A word that fits a line only without the indent goes without it
          // (a result code of 79 letters), rather than be cut by the terminal.
          line = hanging.count + piece.count > width && piece.count <= width ? "" : hanging
          lineIsEmpty = true
        }
        line += (lineIsEmpty ? "" : joiner) + piece
        lineIsEmpty = false
      }
    }
    return (lines + [line]).joined(separator: "\n")
  }

  /// `word` in pieces that each end on its `<TAB>`s (the last one on the rest).
  private static func fields(of word: String) -> [String] {
    let parts = word.components(separatedBy: "<TAB>")
    return parts.dropLast().map { $0 + "<TAB>" } + [parts.last ?? ""]
  }

  /// The words of `text` as lines are broken between them: a one-letter
  /// word or a number joined to the word after it, a word of up to three
  /// letters between numbers to the one after it (`6 de 78 palabras` stays
  /// whole), and a short quotation
  /// (`„wordgame --dict pl_PL”`, up to six words) or an option in a usage
  /// line (`[--required <plik>]`) kept whole.
  private static func units(of text: String) -> [String] {
    var units: [String] = []
    var pending = ""
    let words = quotations(text.split(separator: " ").map(String.init))
    for (index, word) in words.enumerated() {
      let unit = pending.isEmpty ? String(word) : pending + " " + word
      // After an opening bracket or quote too: `(1 punt`, `«2 minuty`. A
      // command and its word stay together (`:words abc`; not a list of
      // commands, `:hint :grid`), and so do the items of a pair example
      // (`SI-3 SK-1`).
      let bare = word.drop { "([{„“«‘¿¡".contains($0) }
      let next = index + 1 < words.count ? words[index + 1].drop { "([{„“«‘¿¡".contains($0) } : ""
      let bindsToNext =
        !bare.isEmpty
        && ((bare.count == 1 && bare.first!.isLetter)
          // A number after a no-break space counts too (Spanish `de 2`).
          || Self.isNumber(String(bare))
          // A short word between numbers: `6 de 78 palabras`, `6 of 78 words`.
          || (bare.count <= 3 && bare.allSatisfy(\.isLetter) && next.first?.isNumber == true
            && index > 0 && Self.isNumber(words[index - 1]))
          // Not before a one-letter word, a conjunction (`:quit e Ctrl-D`).
          || (Self.isCommandOrPair(bare) && next.first != ":" && next.count > 1)
          // An option and its number or date: `--date 2020-01-01`, `--players 2`.
          || (bare.hasPrefix("--") && next.first?.isNumber == true)
          // The program and its first option: `wordgame --date 2020-01-01`.
          || (bare == "wordgame" && next.hasPrefix("--")))
      if bindsToNext {
        pending = unit
      } else {
        units.append(unit)
        pending = ""
      }
    }
    if !pending.isEmpty { units.append(pending) }
    return units
  }

  /// Whether `word` is a number (after a no-break space: `de 2`).
  private static func isNumber(_ word: String) -> Bool {
    let last = word.split(separator: "\u{00A0}").last ?? word[...]
    return !last.isEmpty && last.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Whether `word` is a game command (`:words`) or a pair example (`SI-3`),
  /// each kept with the word after it.
  private static func isCommandOrPair(_ word: Substring) -> Bool {
    if word.count > 1, word.first == ":", word.dropFirst().allSatisfy(\.isLetter) { return true }
    return word.wholeMatch(of: /\p{Lu}{1,2}-[0-9]+/) != nil
  }

  /// `words` with each quotation of up to six words that opens on one and
  /// closes on a later one joined into one.
  private static func quotations(_ words: [String]) -> [String] {
    let opening: Set<Character> = ["„", "“", "«", "‘", "'", "\"", "‹", "”", "["]
    let closing: Set<Character> = ["”", "“", "»", "’", "'", "\"", "›", "]"]
    let trailing: Set<Character> = [",", ".", ":", ";", ")", "}", "!", "?", "\u{00A0}"]
    func closes(_ word: String) -> Bool {
      guard let last = word.reversed().first(where: { !trailing.contains($0) }) else {
        return false
      }
      return closing.contains(last)
    }
    var joined: [String] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if let first = word.first, opening.contains(first), word.count > 1, !closes(word),
        let end = words[(index + 1)..<min(words.count, index + 6)].firstIndex(where: closes)
      {
        joined.append(words[index...end].joined(separator: " "))
        index = end + 1
      } else {
        joined.append(word)
        index += 1
      }
    }
    return joined
  }

  /// A row of a list: `  NAME` in 24 columns, then `help` wrapped to 80.
  static func row(_ name: String, _ help: String) -> String {
    let column = String(repeating: " ", count: 26)
    let body = wrap(help, width: 80, indent: column, hanging: column)
    let label = "  " + name
    if label.count < 25 {
      return label + String(body.dropFirst(label.count)) + "\n"
    }
    return label + "\n" + body + "\n"
  }
}
