import WordScramble

/// A REPL command: a line that starts with `:`.
enum PlayCommandWord: String, CaseIterable {
  case help, new, words, score, shuffle, hint, grid, define, reveal, quit

  /// The command `name` names: its full name, `h` for help, or a prefix of one
  /// command only (`:q` is `:quit`, `:sc` is `:score`; `:s` is ambiguous).
  init?(abbreviation name: String) {
    if let exact = PlayCommandWord(rawValue: name) ?? (name == "h" ? .help : nil) {
      self = exact
      return
    }
    let matches = name.isEmpty ? [] : Self.allCases.filter { $0.rawValue.hasPrefix(name) }
    guard matches.count == 1 else { return nil }
    self = matches[0]
  }

  var summary: String {
    switch self {
    case .help: "Show this help."
    case .new: "Give up this round and start one with a new start word."
    case .words: "List the words found, newest first (:words abc, :words long), bonus words marked."
    case .score: "Show the score, progress and rank."
    case .shuffle: "Show the letters in a new order."
    case .hint: "Show a word not found yet, a letter more each time (1 point each)."
    case .grid: "Count the words left by first letter and length, and show them as blanks."
    case .define: "Define a word found this round or one of the last round's (:define silk)."
    case .reveal: "End this round showing the words missed, then start a new one."
    case .quit: "End the game showing the words missed (also Ctrl-D)."
    }
  }

  /// `count` and `noun`, with an s when count is not one.
  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// What `:help` shows.
  static var helpLines: [ShownLine] {
    [ShownLine(text: "Type a word made from the letters, or a command:")]
      + allCases.map { command in
        let name = ":" + command.rawValue
        return ShownLine(
          text: "  " + name + String(repeating: " ", count: 10 - name.count) + command.summary)
      }
  }
}

/// The lines the game shows: openings, progress and summaries.
extension PlaySession {
  /// The lines that open a round: the start word, its letters, the puzzle's size.
  mutating func opening() -> [ShownLine] {
    let solution = game.solution
    let bonus =
      solution.bonus.isEmpty
      ? "" : " (and \(PlayCommandWord.count(solution.bonus.count, "bonus word")))"
    let full = solution.fullWords.count
    let fullText =
      full == 0
      ? ""
      : " \(full == 1 ? "One uses" : "\(full) use") every letter: double points."
    let time = timeLeftClock.map { " You have \($0)." } ?? ""
    let daily = source.daily.map { [ShownLine(text: "Daily puzzle of \($0).", style: .heading)] }
    return (daily ?? []) + [
      ShownLine(
        text: "Start word: \(shown(game.round.startWord ?? ""))", style: .heading),
      lettersLine(),
      ShownLine(
        text:
          "Find \(PlayCommandWord.count(solution.count, "word")) worth \(PlayCommandWord.count(solution.points, "point"))\(bonus).\(fullText)\(time)"
      ),
    ]
  }

  /// The lines a resumed round opens with.
  mutating func resumption() -> [ShownLine] {
    [ShownLine(text: "Resuming your unfinished round.")] + opening() + [
      wordsFoundLine(), scoreLine(showingHints: true),
    ]
  }

  mutating func lettersLine() -> ShownLine {
    let letters = game.round.shuffledLetters(using: &generator)
    let tiles = game.round.tiles(of: String(letters))
    return ShownLine(text: "Letters: " + tiles.map(Escaping.forDisplay).joined(separator: " "))
  }

  /// A rejected answer's line, `WORD: TITLE — MESSAGE`: a word used already
  /// and the start word as the dictionary spells them (`reçu`, `Fußballs`).
  func rejection(_ key: String, _ error: WordError) -> String {
    var (word, error) = (Escaping.forDisplay(key), error)
    let start = game.round.startWord.map(shown) ?? ""
    switch error {
    case .usedAlready: word = shown(key)
    case .notPossible: error = .notPossible(startWord: start)
    case .startWord: error = .startWord(start)
    default: break
    }
    return "\(word): \(error.title) — \(error.message)"
  }

  /// A key as the dictionary spells it (`Haus` for `haus`), escaped for display.
  func shown(_ key: String) -> String {
    Escaping.forDisplay(game.round.dictionary.dictionarySpelling(of: key))
  }

  /// `S of P points (+B bonus), F of N words`.
  var progressText: String {
    Self.progress(
      score: game.score, points: game.solution.points, bonus: game.bonusScore,
      found: game.wordsFound, words: game.solution.count)
  }

  /// `S of P points (+B bonus), F of N words`: a round's progress, in play or kept.
  static func progress(score: Int, points: Int, bonus: Int = 0, found: Int, words: Int) -> String {
    let bonus = bonus > 0 ? " (+\(bonus) bonus)" : ""
    return
      "\(score) of \(PlayCommandWord.count(points, "point"))\(bonus), \(found) of \(PlayCommandWord.count(words, "word"))"
  }

  /// `Score: PROGRESS, rank R` and the hints taken, if any are shown.
  static func score(progress: String, rank: Rank, hints: Int) -> String {
    "Score: \(progress), rank \(rank.name)"
      + (hints > 0 ? " (\(PlayCommandWord.count(hints, "hint")))" : "")
  }

  /// The lines that close a round (or, `paused`, leave it for later): the words
  /// missed (when `reveal`), the start word, the words found, the score and rank
  /// with the hints used.
  func summary(reveal: Bool, paused: Bool = false) -> [ShownLine] {
    var lines: [ShownLine] = []
    if reveal {
      let missed = game.missedWords
      lines.append(
        ShownLine(text: missed.isEmpty ? "No words missed." : "Words missed (\(missed.count)):"))
      for group in game.missedWordsByLength {
        lines.append(
          ShownLine(
            text: "  \(PlayCommandWord.count(group.length, "letter")): "
              + group.words.map { shown($0) + ($0 == game.hint?.word ? " (hinted)" : "") }
              .joined(separator: ", ")))
      }
    }
    let heading = paused ? "Round paused" : "Round over"
    return lines + [
      ShownLine(
        text: "\(heading). Start word: \(shown(game.round.startWord ?? ""))",
        style: .heading),
      wordsFoundLine(), scoreLine(showingHints: true),
    ]
  }

  /// `Words found (N): newest, …, oldest` (or `none`).
  func wordsFoundLine() -> ShownLine {
    let words = game.round.usedWords
    return ShownLine(
      text: "Words found (\(words.count)): "
        + (words.isEmpty ? "none" : words.map(shown).joined(separator: ", ")))
  }

  /// What `:words` shows: the words found with their letter counts, bonus
  /// words marked, newest first (`:words abc`: alphabetically; `:words
  /// long`: longest first).
  func wordsLines(order: String? = nil) -> [ShownLine] {
    var words = game.round.usedWords
    if words.isEmpty { return [ShownLine(text: "No words found yet.")] }
    var heading = "newest first"
    switch order?.lowercased() {
    case nil, "": break
    case "abc":
      (words, heading) = (words.sorted { shown($0) < shown($1) }, "alphabetically")
    case "long":
      words = words.sorted {
        (Normalization.letterCount($0), $1) > (Normalization.letterCount($1), $0)
      }
      heading = "longest first"
    default:
      return [
        ShownLine(
          text:
            ":words lists newest first; ':words abc' alphabetically, ':words long' longest first.")
      ]
    }
    let bonus = words.filter { !game.isRequired($0) }.count
    let counts = bonus == 0 ? "\(words.count)" : "\(words.count - bonus) required, \(bonus) bonus"
    return [ShownLine(text: "Words found (\(counts)), \(heading):")]
      + words.map {
        ShownLine(
          text: "  \(Normalization.letterCount($0))  \(shown($0))"
            + (game.isRequired($0) ? "" : "  (bonus)"))
      }
  }

  /// `Score: S of P points, F of N words, rank NAME`, with the hints used if asked.
  func scoreLine(showingHints: Bool = false, showingNextRank: Bool = false) -> ShownLine {
    var next = ""
    if showingNextRank, let rank = game.rank.next {
      let needed = rank.points(of: game.solution.points) - game.score
      next =
        rank == .perfect || needed <= 0
        ? " — every word left for \(rank.name)"
        : " — \(PlayCommandWord.count(needed, "point")) to \(rank.name)"
    }
    let hints = showingHints ? game.hintsUsed : 0
    return ShownLine(
      text: Self.score(progress: progressText, rank: game.rank, hints: hints) + next)
  }
}

extension PlaySession {
  /// What `:grid` shows: the required words left, counted by first letter ×
  /// length (as the Spelling Bee hint grid), then as blanks by length (as Text
  /// Twist shows them). Nothing about a word is given away but its first letter.
  func gridLines() -> [ShownLine] {
    let left = game.missedWords
    guard !left.isEmpty else { return [ShownLine(text: "No words left to find.")] }
    let lengths = Set(left.map(Normalization.letterCount)).sorted()
    var counts: [String: [Int: Int]] = [:]
    for word in left {
      let first = Escaping.forDisplay(game.round.tiles(of: String(word.prefix(1)))[0])
      counts[first, default: [:]][Normalization.letterCount(word), default: 0] += 1
    }
    func row(_ label: String, _ cells: [String]) -> ShownLine {
      ShownLine(text: ([label.padding(3)] + cells.map { $0.padding(4, left: true) }).joined())
    }
    var lines = [
      ShownLine(text: "Words left (\(left.count)), by first letter and length:"),
      row("", lengths.map(String.init) + ["Σ"]),
    ]
    for first in counts.keys.sorted() {
      let cells = lengths.map { counts[first]?[$0].map(String.init) ?? "-" }
      lines.append(row(first, cells + [String(counts[first]!.values.reduce(0, +))]))
    }
    let totals = lengths.map { length in
      left.filter { Normalization.letterCount($0) == length }.count
    }
    lines.append(row("Σ", totals.map(String.init) + [String(left.count)]))
    // One line of blanks a length, within 80 columns (the rest counted), so
    // a big round's grid stays on the screen.
    for (length, total) in zip(lengths, totals) {
      let label = "  \(PlayCommandWord.count(length, "letter")): "
      let blank = String(repeating: "_", count: length)
      let fitting = max(1, (80 - label.count - 6) / (length + 1))
      let shown = total > fitting ? max(1, fitting - 1) : total
      let more = total > shown ? " +\(total - shown)" : ""
      lines.append(
        ShownLine(
          text: label + Array(repeating: blank, count: shown).joined(separator: " ")
            + more))
    }
    return lines
  }
}

extension String {
  /// The string padded with spaces to `width` characters, on the left when `left`.
  fileprivate func padding(_ width: Int, left: Bool = false) -> String {
    let spaces = String(repeating: " ", count: max(0, width - count))
    return left ? spaces + self : self + spaces
  }
}

extension PlaySession {
  /// What `:define WORD` shows: WordNet's senses of a word found this round,
  /// or of any word of the round before; the same refusal for every other word,
  /// so it never tells whether an unfound word is real.
  func definitionLines(_ argument: String?) -> [ShownLine] {
    let word = argument.map(game.round.key) ?? ""
    guard !word.isEmpty else {
      return [ShownLine(text: "Type :define and a word you found, such as :define silk.")]
    }
    let shown = Escaping.forDisplay(word)
    guard game.round.usedWords.contains(word) || previousWords.contains(word) else {
      let text =
        isBetweenRounds
        ? "'\(shown)' is no word of the round that ended: define one of its words."
        : "Define '\(shown)' once you have found it, or after its round."
      return [ShownLine(text: text, style: .rejected)]
    }
    guard ["en", ""].contains(game.round.language) else {
      return [ShownLine(text: "Definitions are from WordNet, in English only.", style: .rejected)]
    }
    guard let wordNet = definitions else {
      return [
        ShownLine(
          text:
            "Definitions need WordNet's files: install wordnet-base (apt-get install wordnet-base).",
          style: .rejected)
      ]
    }
    let senses = wordNet.senses(of: word)
    guard !senses.isEmpty else {
      return [ShownLine(text: "WordNet has no definition of '\(shown)'.")]
    }
    return senses.map {
      ShownLine(text: "\(Escaping.forDisplay($0.word)) (\($0.part)): \($0.gloss)")
    }
  }
}
