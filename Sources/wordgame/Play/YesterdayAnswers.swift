import CommandLineOptions
import Rendering
import WordScramble

/// `--yesterday`: the answers of yesterday's daily puzzle, as Spelling Bee
/// shows "Yesterday's answers": never today's, whose day is not over.
extension PlayCommand {
  static let yesterday = Option(
    name: "yesterday",
    help:
      "Show the answers of yesterday's daily puzzle (never today's, whose day is not over) and your result if you played it, then exit; with --dict, that dictionary's."
  )

  /// The options `--yesterday` refuses: those that play a round.
  static let notWithYesterday = [
    root, CommonOptions.roots, difficulty, DailyOptions.daily, DailyOptions.date, seed,
    TimeLimit.option, startNew,
  ]

  /// Throws when `--yesterday` comes with an option that plays a round.
  static func checkYesterday(_ parsed: ParsedArguments) throws(UsageError) {
    guard parsed.has(yesterday) else { return }
    for other in notWithYesterday where parsed.has(other) {
      throw UsageError("--yesterday shows answers; it does not go with --%s", other.name)
    }
  }

  /// Shows the answers of the daily puzzle of the day before `world`'s
  /// today, by length, with the words that use every letter, and the share
  /// line of the player's result if that day was played to its end (its
  /// `·` commas in screen-reader mode), the words found marked `(found)`.
  func showYesterday(in world: PlayWorld) -> Int32 {
    guard world.today.dayNumber > 0 else {
      printError(
        messages(
          "Error: there is no daily puzzle before %s", CalendarDate(dayNumber: 0).text(in: messages)
        ))
      return ExitStatus.couldNotRun
    }
    let day = CalendarDate(dayNumber: world.today.dayNumber - 1)
    let name = dictionary ?? Languages.defaultDictionary(world.environment)
    var options = savedOptions
    guard let (texts, _) = Self.readLists(&options, keepingIn: nil),
      let language = open(name, options, texts, [], world.environment)
    else { return ExitStatus.couldNotRun }
    let game: Game
    do throws(GameLanguageError) {
      game = try language.game(
        for: language.dailyPuzzle(on: day, today: world.today), minimumLength: minimumLength)
    } catch {
      Languages.report(error)
      return ExitStatus.couldNotRun
    }
    let played = Persistence(environment: world.environment).store?.loadStatistics().statistics
      .dailyResult(on: day, dictionary: name)
    var lines = Self.answerLines(game, day: day, played: played)
    let screenReader = ScreenReader.isOn(option: asksScreenReader, environment: world.environment)
    if screenReader { lines = lines.map { ShownLine(text: ScreenReader.plain($0.text)) } }
    return Output.printLaidOut(
      lines, to: world.output, screenReader: screenReader, keepingLast: played != nil)
  }

  /// What `--yesterday` prints of `game`, the puzzle of `day`.
  static func answerLines(_ game: Game, day: CalendarDate, played: DailyResult?) -> [ShownLine] {
    // The engine spells the words (its missed words are spelled); the
    // result keeps keys.
    let shown = { (key: String) in Escaping.forDisplay(game.solution.spelling(of: key)) }
    let found = Set((played?.found ?? []).map(game.solution.spelling(of:)))
    let marked = { (word: String) in
      Escaping.forDisplay(word) + (found.contains(word) ? messages(" (found)") : "")
    }
    // The number and the date apart, each its own words: "#4 4. Dezember"
    // ran them together, and a screen reader read them as one.
    let startWord = shown(game.round.startWord ?? "")
    let heading =
      DailyPuzzle.number(of: day).map {
        messages(
          "Yesterday's daily puzzle, No. %1$d, %2$s: %3$s", $0, day.text(in: messages), startWord)
      } ?? messages("Yesterday's daily puzzle, %1$s: %2$s", day.text(in: messages), startWord)
    var lines = [ShownLine(text: heading)]
    let groups = game.missedWordsByLength
    for (group, label) in zip(groups, lengthLabels(groups.map(\.length))) {
      // Continued under the first word, as the missed words at a round's end.
      let prefix = "  " + label
      let items = group.words.map(marked)
      lines.append(
        ShownLine(
          text: prefix + items.joined(separator: ", "),
          layout: .list(prefix: prefix, items: items)))
    }
    let full = game.solution.fullWords
    if !full.isEmpty {
      lines.append(
        ShownLine(
          text: messages(
            "Every letter, double points (%d): %s", full.count,
            full.map(game.solution.spelling(of:)).map(marked).joined(separator: ", "))))
    }
    let solution = game.solution
    lines.append(
      ShownLine(
        text: messages(
          "%s: %s", shown(game.round.startWord ?? ""),
          messages.plural("%d answer", "%d answers", count: solution.count) + ", "
            + messages.plural("%d point", "%d points", count: solution.points))))
    if let played {
      lines += [ShownLine(text: ""), ShownLine(text: played.shareLine(in: messages))]
    }
    return lines
  }
}
