import Rendering
import WordScramble
import WordScrambleBatch

/// The lines the game shows: openings, progress and summaries.
extension PlaySession {
  /// The lines that open a round: the start word, its letters, the puzzle's size.
  mutating func opening() -> [ShownLine] {
    let solution = game.solution
    var find = messages.plural("Find %d word", "Find %d words", count: solution.count)
    find += messages.plural(" worth %d point", " worth %d points", count: solution.points)
    if !solution.bonusKeys.isEmpty {
      find += messages.plural(
        " (and %d bonus word)", " (and %d bonus words)", count: solution.bonusKeys.count)
    }
    find += "."
    let full = solution.fullWords.count
    if full == 1 && solution.count == 1 {
      find += messages(" It uses every letter: double points.")
    } else if full == 1 {
      find += messages(" One of them uses every letter: double points.")
    } else if full > 1 {
      find += messages.plural(
        " %d of them use every letter: double points.",
        " %d of them use every letter: double points.", count: full)
    }
    // The time in words (`2 minutes`): a clock's `2:00` reads as a time of day.
    if let left = timeLeft {
      find += messages(" You have %s.", ScreenReader.spoken(Int(left.rounded(.up))))
    }
    var daily: [ShownLine] = []
    if let date = source.puzzle?.date {
      daily.append(
        ShownLine(text: messages("Daily puzzle of %s.", date.text(in: messages)), style: .heading))
      if let pause = dailyPauseLine { daily.append(pause) }
    }
    return daily + [
      ShownLine(
        text: messages("Start word: %s", shown(game.round.startWord ?? "")), style: .heading),
      lettersLine(),
      ShownLine(text: find),
    ]
  }

  /// The lines a resumed round opens with.
  mutating func resumption() -> [ShownLine] {
    [ShownLine(text: messages("Resuming your unfinished round."))] + opening() + [
      wordsFoundLine(), scoreLine(showingHints: true),
    ]
  }

  mutating func lettersLine() -> ShownLine {
    let tiles = rounds.shuffledTiles()
    // A tile that counts as two letters (German `ẞ` as `SS`, French `Œ` as
    // `OE`) says so: a player looks for `Sand` in `U N R E A D ẞ` only when told.
    var twice: [(tile: String, letters: String)] = []
    for tile in tiles where !twice.contains(where: { $0.tile == tile }) {
      let letters = game.round.key(tile).uppercased()
      if letters.count > 1 { twice.append((tile, letters)) }
    }
    let separator = screenReader ? ", " : " "
    // `SS`, as the letters are written; spelled `S, S` for a screen reader.
    let notes = twice.map { tile, letters in
      messages(
        " (%1$s counts as %2$s)", Escaping.forDisplay(tile),
        screenReader ? letters.map(String.init).joined(separator: ", ") : letters)
    }
    return ShownLine(
      // Commas for a screen reader, which otherwise reads `E B O` as words.
      text: messages(
        "Letters: %s",
        tiles.map(Escaping.forDisplay).joined(separator: separator)) + notes.joined())
  }

  /// A rejected answer's line, `WORD: TITLE — MESSAGE`: a word the
  /// dictionary may hold as it is written (`Gebühr` for `gebühr`; as typed
  /// where the dictionary takes that form, `Maße`; else as typed, `Aufnahmen`,
  /// never lower-cased), a word used already as
  /// the dictionary spells it (`reçu`); the engine's messages name the start
  /// word as spelled already (`Fußballs`).
  func rejection(_ key: String, _ error: WordError, typed: String?) -> String {
    let written = { Escaping.forDisplay(self.game.round.spelling(of: key, typed: typed ?? key)) }
    var word =
      switch error {
      case .usedAlready: shown(key)
      case .tooShort, .startWord, .notPossible, .blocked, .excluded, .notRecognized: written()
      default: Escaping.forDisplay(key)
      }
    let lowers =
      // Translators: "lower" where your language writes an error's title in
      // lower case after the word and its colon (Russian `вино: слово уже
      // использовано.`, from the titles "inside a sentence"), else "as is".
      // Not a text to translate: a switch, left in English.
      messages(context: "an error's title after a word and a colon", "as is") == "lower"
    let title = lowers ? error.reason(in: messages) : error.title(in: messages)
    var message = error.message(
      in: messages, vulgarAllowed: identity.options.allowVulgar ?? false)
    // Another word of the same letters found already (Spanish `dudo` after
    // `dudó`): the line names the word typed, and the one it counts as.
    // A form the dictionary does not take as written (French `recu`) is the
    // word found, misspelled: said as before.
    if case .usedAlready = error, typed != nil, written().lowercased() != word.lowercased() {
      message = WordError.countsAsMessage(word, in: messages)
      word = written()
    }
    return messages("%s: %s — %s", word, title, message)
  }

  /// A key as the dictionary spells it (`Haus` for `haus`), escaped for display.
  func shown(_ key: String) -> String {
    Escaping.forDisplay(game.round.spelling(of: key))
  }

  /// `S of P points (+B bonus), F of N words`.
  var progressText: String {
    Self.progress(
      score: game.score, points: game.solution.points, bonus: game.bonusScore,
      found: game.wordsFound, words: game.solution.count, spoken: screenReader)
  }

  /// A score as shown; `spoken`, below zero with its minus in words (a
  /// reader says `-2` as `two`).
  static func score(_ score: Int, spoken: Bool) -> String {
    TextRenderer.score(score, spoken: spoken, in: messages)
  }

  /// `S of P points (+B bonus), F of N words`: a round's progress, in play or
  /// kept; `spoken`, a score below zero says its minus in words (a reader
  /// says `-2` as `two`).
  static func progress(
    score: Int, points: Int, bonus: Int = 0, found: Int, words: Int, spoken: Bool = false
  ) -> String {
    let shownScore = Self.score(score, spoken: spoken)
    var text = messages.plural(
      "%1$d of %2$d point", "%1$d of %2$d points", count: points, shownScore, points)
    if bonus > 0 { text += messages.plural(" (+%d bonus)", " (+%d bonus)", count: bonus) }
    return text + ", "
      + messages.plural("%1$d of %2$d word", "%1$d of %2$d words", count: words, found, words)
  }

  /// ` (N hints)` after a score where hints were taken, else nothing.
  static func hints(_ count: Int) -> String {
    count > 0 ? messages.plural(" (%d hint)", " (%d hints)", count: count) : ""
  }

  /// `Score: PROGRESS, rank R` and the hints taken, if any are shown.
  static func score(progress: String, rank: Rank, hints: Int) -> String {
    messages("Score: %s, rank %s", progress, rank.name(in: messages))
      + Self.hints(hints)
  }

  /// The lines that close a round (or, `paused`, leave it for later): the words
  /// missed (when `reveal`), the start word, the words found, the score and rank
  /// with the hints used.
  func summary(reveal: Bool, paused: Bool = false) -> [ShownLine] {
    var lines: [ShownLine] = []
    if reveal {
      let missed = game.missedWords
      let hinted = game.hint.map { game.solution.spelling(of: $0.word) }
      lines.append(
        ShownLine(
          text: missed.isEmpty
            ? messages("No words missed.") : messages("Words missed (%d):", missed.count)))
      let groups = game.missedWordsByLength
      for (group, label) in zip(groups, lengthLabels(groups.map(\.length))) {
        lines.append(
          .list(
            "  " + label,
            group.words.map {
              Escaping.forDisplay($0) + ($0 == hinted ? messages(" (hinted)") : "")
            }))
      }
    }
    let start = shown(game.round.startWord ?? "")
    return lines + [
      ShownLine(
        text: paused
          ? messages("Round paused. Start word: %s", start)
          : reveal
            ? messages("Round over. Start word: %s", start)
            // `:new`: the round is given up, and counted as abandoned.
            : messages("Round abandoned. Start word: %s", start),
        style: .heading),
      wordsFoundLine(), scoreLine(showingHints: true),
    ]
  }

  /// `Words found (N): …` in the language's alphabetical order, as every
  /// other list of words (or `none`), bonus words marked and counted apart
  /// (`Words found (3 required, 1 bonus): milk, silk, skirl (bonus), …`), as
  /// the score line counts the required ones.
  func wordsFoundLine() -> ShownLine {
    let language = game.round.language
    let words = game.round.usedWords.sorted {
      Collation.precedes(shown($0), shown($1), language: language)
    }
    guard !words.isEmpty else { return ShownLine(text: messages("Words found (0): none")) }
    let items = words.map {
      shown($0) + (game.isRequired($0) ? "" : messages(context: "a word found", " (bonus)"))
    }
    return .list(
      messages("Words found (%s): %s", foundCount(words), items.joined(separator: ", ")),
      endingWith: items)
  }

  /// How many of `words` were found: `N`, or `R required, B bonus` when
  /// some are bonus words.
  func foundCount(_ words: [String]) -> String {
    let bonus = words.filter { !game.isRequired($0) }.count
    guard bonus > 0 else { return "\(words.count)" }
    // Translators: the words found, counted: 3 required, 1 bonus.
    return messages(
      context: "words found", "%1$s, %2$s",
      messages.plural("%d required", "%d required", count: words.count - bonus),
      messages.plural("%d bonus", "%d bonus", count: bonus))
  }

  /// What `:words` shows: the words found with their letter counts, bonus
  /// words marked, newest first (`:words abc`: alphabetically; `:words
  /// long`: longest first).
  func wordsLines(order: String? = nil) -> [ShownLine] {
    var words = game.round.usedWords
    if words.isEmpty {
      // After its end, a round is no longer waiting for words.
      let none =
        isBetweenRounds
        ? messages("No words found in that round.") : messages("No words found yet.")
      return [ShownLine(text: none)]
    }
    var heading = messages("newest first")
    // Translators: what a player types after :words for alphabetical order
    // (`abc` unless the language has a word of its own; the English one
    // always works too); keep the help lines that name it (:words abc) the same.
    let alphabetical = messages(context: "the argument of :words for alphabetical order", "abc")
    // Translators: what a player types after :words for longest first (Dutch
    // `lang`, Swedish `lång`); keep the help lines that name it the same.
    let longest = messages(context: "the argument of :words for longest first", "long")
    var argument = order?.lowercased()
    if argument == alphabetical.lowercased() { argument = "abc" }
    if argument == longest.lowercased() { argument = "long" }
    switch argument {
    case nil, "": break
    case "abc":
      // As the language's dictionaries sort words, capitals among the rest:
      // `Aue, auf, Fan`, `aço` before `aos`.
      let language = game.round.language
      (words, heading) = (
        words.sorted { Collation.precedes(shown($0), shown($1), language: language) },
        messages("alphabetically")
      )
    case "long":
      // Longest first, words of one length in the language's order (Polish `łza` before `osa`).
      let language = game.round.language
      words = words.sorted {
        let (first, second) = (Normalization.letterCount($0), Normalization.letterCount($1))
        guard first == second else { return first > second }
        return Collation.precedes(shown($0), shown($1), language: language)
      }
      heading = messages("longest first")
    default:
      return [
        ShownLine(
          text: messages(
            ":words lists newest first; ':words abc' alphabetically, ':words long' longest first."))
      ]
    }
    return [ShownLine(text: messages("Words found (%s), %s:", foundCount(words), heading))]
      + words.map { word in
        let letters = Normalization.letterCount(word)
        // In screen-reader mode the word first, its length in words after it.
        guard screenReader else {
          return ShownLine(
            text: "  \(letters)  \(shown(word))"
              + (game.isRequired(word) ? "" : messages("  (bonus)")))
        }
        return ShownLine(
          text: "  "
            + (game.isRequired(word)
              ? messages.plural(
                "%2$s (%1$d letter)", "%2$s (%1$d letters)", count: letters, letters, shown(word))
              : messages.plural(
                "%2$s (%1$d letter, bonus)", "%2$s (%1$d letters, bonus)", count: letters, letters,
                shown(word))))
      }
  }

  /// `Score: S of P points, F of N words, rank NAME`, with the hints used if asked.
  func scoreLine(showingHints: Bool = false, showingNextRank: Bool = false) -> ShownLine {
    var next = ""
    if showingNextRank, let rank = game.rank.next {
      let needed = rank.points(of: game.solution.points) - game.score
      let left = max(0, game.solution.count - game.wordsFound)
      next =
        rank == .perfect || needed <= 0
        ? messages.plural(
          " — %1$d word left for %2$s", " — %1$d words left for %2$s", count: left, left,
          rank.name(in: messages))
        : messages.plural(
          " — %1$d point to %2$s", " — %1$d points to %2$s", count: needed, needed,
          rank.name(in: messages))
    }
    let hints = showingHints ? game.hintsUsed : 0
    return ShownLine(
      text: Self.score(progress: progressText, rank: game.rank, hints: hints) + next)
  }
}
