import WordScramble

/// A REPL command: a line that starts with `:`.
enum PlayCommandWord: String, CaseIterable {
  case help, new, words, score, ranks, shuffle, hint, grid, two, define, challenge, compare, reveal
  case quit

  /// The command `name` names: its full name, `h` for help, or a prefix of one
  /// command only (`:q` is `:quit`, `:sc` is `:score`; `:s` and `:r` are ambiguous).
  init?(abbreviation name: String) {
    if let exact = PlayCommandWord(rawValue: name) ?? (name == "h" ? .help : nil) {
      self = exact
      return
    }
    let matches = name.isEmpty ? [] : Self.allCases.filter { $0.rawValue.hasPrefix(name) }
    guard matches.count == 1 else { return nil }
    self = matches[0]
  }

  /// What the command does, in English (the manual's language).
  var summary: String { summary(in: .english) }

  /// What the command does, in the language of `messages`; `spoken`, its
  /// example as a screen reader reads `:two`'s lines (letters apart).
  func summary(in messages: MessageCatalog, spoken: Bool = false) -> String {
    switch self {
    case .grid where spoken:
      messages("Say how many words are left by first letter and by length.")
    case .two where spoken:
      messages("Count the words left by their first two letters (S, I: 3; S, K: 1).")
    case .help: messages("Show this help.")
    case .new: messages("Give up this round and start one with a new start word.")
    case .words:
      messages(
        "List the words found, newest first (:words abc, :words long), bonus words marked.")
    case .score: messages("Show the score, progress and rank.")
    case .ranks: messages("List the ranks and the points each takes in this round.")
    case .shuffle: messages("Show the letters in a new order.")
    case .hint: messages("Show a word not found yet, a letter more each time (1 point each).")
    case .grid:
      messages("Count the words left by first letter and length, and show them as blanks.")
    case .two: messages("Count the words left by their first two letters (SI-3 SK-1).")
    case .define:
      messages(
        "Define a word found, the start word, or the last round's (English words only: :define silk; alone, the start word)."
      )
    case .challenge:
      messages("Show the round's challenge code, to send a friend, and your result code.")
    case .compare:
      messages("Compare your words with a friend's result code (:compare R1-…): shows theirs.")
    case .reveal: messages("End this round showing the words missed, then start a new one.")
    case .quit: messages("End the game showing the words missed (also Ctrl-D).")
    }
  }

  /// The commands a party round does not play: a new round, the answers, the codes.
  static let notInParty: [PlayCommandWord] = [.new, .reveal, .challenge, .compare]

  /// The commands a party's turn takes (`:quit` is its `:done`).
  static let inParty = allCases.filter { !notInParty.contains($0) && $0 != .quit }

  /// What `:help` shows in the language of `messages`: a command and what it
  /// does a line, laid out in two columns where the terminal is wide enough.
  /// In a party round (`party`), only the commands a turn takes, and `:done`;
  /// for a screen reader (`spoken`), examples as this mode prints them.
  static func helpLines(
    in messages: MessageCatalog, party: Bool = false, spoken: Bool = false
  ) -> [ShownLine] {
    let commands = party ? inParty : allCases
    return [ShownLine(text: messages("Type a word made from the letters, or a command:"))]
      + commands.map { .entry(":" + $0.rawValue, $0.summary(in: messages, spoken: spoken)) }
      + (party ? [.entry(":done", messages("End your turn (:quit too)."))] : [])
  }
}
