import CommandLineOptions
import Rendering
import WordScramble
import WordScrambleBatch

/// Screen-reader mode (`--screen-reader`, `WORDGAME_SCREEN_READER=1`, or the
/// `ACCESSIBLE` convention other command-line tools follow): for screen
/// readers (Orca, Speakup) and braille displays. Nothing is redrawn in place:
/// lines are read as the terminal reads them (no line editor, no countdown in
/// the prompt) and the time left is said at intervals on lines of its own;
/// `:grid` and hints are said in words; verdicts carry no ✓ or ✗. Everything
/// else (the words, the verdicts) is as in the usual mode.
enum ScreenReader {
  static let option = Option(
    name: "screen-reader",
    help:
      "Play for a screen reader or braille display: nothing redrawn in place, the time left said at intervals, :grid and hints in words, no marks or symbols (also WORDGAME_SCREEN_READER=1 or ACCESSIBLE=1)."
  )

  /// Whether the mode is on: asked by `--screen-reader`, else by
  /// `WORDGAME_SCREEN_READER` (on unless empty or `0`, `no`, `false`, `off`),
  /// else by `ACCESSIBLE` (the same values), which other tools read too.
  static func isOn(option: Bool, environment: [String: String]) -> Bool {
    if option { return true }
    for name in ["WORDGAME_SCREEN_READER", "ACCESSIBLE"] {
      guard let value = environment[name]?.lowercased(), !value.isEmpty else { continue }
      return !["0", "no", "false", "off"].contains(value)
    }
    return false
  }

  /// The seconds left at which the time is said: each whole minute, then 30
  /// and 10 seconds.
  static func isAnnounced(_ seconds: Int64) -> Bool {
    seconds > 0 && (seconds % 60 == 0 || seconds == 30 || seconds == 10)
  }

  /// The next moment to say the time left after saying `seconds` (or, at a
  /// round's start, after its opening said it): the largest of those
  /// ``isAnnounced(_:)`` below it, or nil when none is left.
  static func nextAnnouncement(below seconds: Int64) -> Int64? {
    guard seconds > 10 else { return nil }
    if seconds > 60 { return (seconds - 1) / 60 * 60 }
    return seconds > 30 ? 30 : 10
  }

  /// `seconds` in words: `2 minutes`, `1 minute and 30 seconds`, `1 hour`.
  static func spoken(_ seconds: Int) -> String {
    TextRenderer.spokenDuration(seconds, in: messages)
  }

  /// `line` without the share line's separators (`·`), which a screen reader
  /// reads out as symbols: commas instead.
  static func plain(_ line: String) -> String { line.replacing(" · ", with: ", ") }

  /// The line that says the time left: `30 seconds left.`
  static func timeLeftLine(_ seconds: Int64) -> ShownLine {
    ShownLine(text: messages("%s left.", spoken(Int(seconds))), style: .heading)
  }
}

extension Countdown {
  /// The countdown as a screen reader gets it: no clock in the prompt, and
  /// an alarm when the time left is next said after `announced` seconds.
  func spoken(after announced: Int64) -> Countdown {
    var countdown = self
    countdown.showsClock = false
    countdown.alarm = ScreenReader.nextAnnouncement(below: announced).map {
      deadline - $0 * 1000
    }
    return countdown
  }
}

extension TerminalStyle {
  /// The style in screen-reader mode: plain lines read by the terminal itself
  /// (nothing redrawn), no marks; colour stays as asked (it is no character).
  mutating func readScreen() {
    screenReader = true
    editsLines = false
    marks = false
  }
}

extension PlaySession {
  /// What an arrow or other special key typed without line editing gets:
  /// it does not work here (screen-reader mode, or `TERM=dumb`).
  var specialKeyNote: String {
    screenReader
      ? messages(
        "Arrow and other special keys do not work in screen-reader mode. Type a word and press Enter."
      )
      : messages(
        "Arrow and other special keys do not work here (no line editing with TERM=dumb). Type a word and press Enter."
      )
  }

  /// A line typed with arrow or other special keys where nothing edits lines
  /// (their escape sequences in it): the keys are dropped and the rest of
  /// the line, the half-typed word, is played, after a note that they do not work.
  mutating func withoutSpecialKeys(_ text: String) -> PlayStep {
    var kept = String.UnicodeScalarView()
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1B}" else {
        kept.append(scalar)
        continue
      }
      // CSI (`ESC [ 1 ; 5 A`): parameters, then one final byte; SS3 (`ESC O A`): one more.
      switch scalars.first {
      case "["?:
        scalars = scalars.dropFirst().drop { !(0x40...0x7E).contains($0.value) }.dropFirst()
      case "o"?, "O"?: scalars = scalars.dropFirst(2)
      default: break
      }
    }
    let note = ShownLine(text: specialKeyNote, style: .rejected)
    let rest = Array(String(kept).utf8).withUnsafeBytes { InputLine.decode($0) }
    var step = rest == .blank ? PlayStep() : handle(rest)
    step.lines.insert(note, at: 0)
    return step
  }

  /// A hint's line, `cost` after it: its pattern (`Hint: a 4-letter word:
  /// M _ _ _`), or in screen-reader mode its letters in words (`Hint: a
  /// 4-letter word starting with M`).
  func hintLine(_ hint: Game.Hint, cost: String) -> ShownLine {
    let tiles = hint.letters.map {
      $0.map { Escaping.forDisplay(game.round.tiles(of: String($0))[0]) }
    }
    guard screenReader else {
      let pattern = tiles.map { $0 ?? "_" }.joined(separator: " ")
      let text = messages.plural(
        "Hint: a %d-letter word: %s", "Hint: a %d-letter word: %s", count: hint.letters.count,
        hint.letters.count, pattern)
      return ShownLine(text: text + cost, layout: .keeping(pattern))
    }
    let letters = tiles.prefix { $0 != nil }.compactMap { $0 }
    // Translators: the letters a screen reader's hint names, all but the
    // last (R, I), then the last (T); Portuguese joins the last with `e`.
    let named =
      letters.count > 1
      ? messages(
        context: "a screen reader's hint: the letters before the last, then the last",
        "%1$s, %2$s", letters.dropLast().joined(separator: ", "), letters.last ?? "")
      : letters.joined()
    // Two letters or more may need their own words (Polish `od litery W`,
    // `od liter W, I`).
    var text =
      letters.count > 1
      ? messages.plural(
        context: "a screen reader's hint, two letters or more shown",
        "Hint: a %1$d-letter word starting with %2$s",
        "Hint: a %1$d-letter word starting with %2$s",
        count: hint.letters.count, hint.letters.count, named)
      : messages.plural(
        "Hint: a %1$d-letter word starting with %2$s",
        "Hint: a %1$d-letter word starting with %2$s",
        count: hint.letters.count, hint.letters.count, named)
    // A letter before a comma or full stop is named (`M, O.`); before a
    // bracket a reader takes it for a word (`o`, the article): the sentence
    // ends on the letters, and the cost is a sentence of its own.
    if text.hasSuffix(named) { text += "." }
    return ShownLine(text: text + cost)
  }

  /// What `:grid` says in screen-reader mode: the required words left by
  /// first letter, then by length, in sentences (no table, no blanks).
  func gridInWords() -> [ShownLine] {
    let left = game.missedKeys
    guard !left.isEmpty else { return [ShownLine(text: messages("No words left to find."))] }
    func counted(_ words: [String]) -> String {
      // As spelled, as :grid counts them (German `aß`: 2 letters).
      let lengths = Dictionary(grouping: words) {
        Normalization.letterCount(game.round.spelling(of: $0))
      }
      return lengths.keys.sorted().map { length in
        let count = lengths[length]!.count
        // Words of one letter apart: a language may write the length in
        // the singular (`1 palavra de 1 letra`), which one plural cannot.
        guard length != 1 else {
          // Translators: the same as "%1$d %2$d-letter word", where %2$d is 1.
          return messages.plural(
            context: "words of one letter", "%1$d %2$d-letter word", "%1$d %2$d-letter words",
            count: count, count, length)
        }
        return messages.plural(
          "%1$d %2$d-letter word", "%1$d %2$d-letter words", count: count, count, length)
      }.joined(separator: ", ")
    }
    let byFirst = Dictionary(grouping: left) {
      Escaping.forDisplay(game.round.tiles(of: String($0.prefix(1)))[0])
    }
    var lines = [
      ShownLine(text: messages("Words left (%d), by first letter and length:", left.count))
    ]
    for first in Collation.sorted(Array(byFirst.keys), language: game.round.language) {
      let words = byFirst[first]!
      lines.append(
        ShownLine(
          text: messages.plural(
            "Starting with %2$s, %1$d word: %3$s.", "Starting with %2$s, %1$d words: %3$s.",
            count: words.count, words.count, first, counted(words))))
    }
    lines.append(ShownLine(text: messages("By length: %s.", counted(left))))
    return lines
  }
}
