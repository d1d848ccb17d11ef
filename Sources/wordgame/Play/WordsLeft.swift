import WordScramble

/// What is left to find, giving nothing away but the first letters: `:grid`
/// and `:two`, over the required words not found yet.
extension PlaySession {
  /// What `:grid` shows: the required words left, counted by first letter ×
  /// length (as the Spelling Bee hint grid), then as blanks by length (as Text
  /// Twist shows them). Nothing about a word is given away but its first letter.
  func gridLines() -> [ShownLine] {
    let left = game.missedKeys
    guard !left.isEmpty else { return [ShownLine(text: messages("No words left to find."))] }
    // A word's length as it is spelled, as hints and the missed words count
    // it (German `aß` has 2 letters, though its key `ass` has 3).
    func length(_ key: String) -> Int {
      Normalization.letterCount(game.round.spelling(of: key))
    }
    let lengths = Set(left.map(length)).sorted()
    var counts: [String: [Int: Int]] = [:]
    for word in left {
      let first = Escaping.forDisplay(game.round.tiles(of: String(word.prefix(1)))[0])
      counts[first, default: [:]][length(word), default: 0] += 1
    }
    func row(_ label: String, _ cells: [String]) -> ShownLine {
      .cells([label.padding(3)] + cells.map { $0.padding(4, left: true) })
    }
    var lines = [
      ShownLine(text: messages("Words left (%d), by first letter and length:", left.count)),
      row("", lengths.map(String.init) + ["Σ"]),
    ]
    for first in Collation.sorted(Array(counts.keys), language: game.round.language) {
      let cells = lengths.map { counts[first]?[$0].map(String.init) ?? "-" }
      lines.append(row(first, cells + [String(counts[first]!.values.reduce(0, +))]))
    }
    let totals = lengths.map { total in left.filter { length($0) == total }.count }
    lines.append(row("Σ", totals.map(String.init) + [String(left.count)]))
    // One line of blanks a length, within the width (the rest counted), so
    // a big round's grid stays on the screen.
    for (label, (length, total)) in zip(lengthLabels(lengths), zip(lengths, totals)) {
      lines.append(.blanks("  " + label, length: length, count: total))
    }
    return lines
  }

  /// What `:two` shows: the required words left counted by their first two
  /// letters, a line for each first letter (`SI-3 SK-1 SL-2`), as Spelling
  /// Bee's two-letter list. The letters are those of the words' keys, shown as
  /// tiles, as `:grid` shows first letters (`élevée` counts under `EL`).
  /// In screen-reader mode a line reads `S, I: 4; S, K: 2; S, L: 2.`
  func twoLetterLines() -> [ShownLine] {
    let left = game.missedKeys
    guard !left.isEmpty else { return [ShownLine(text: messages("No words left to find."))] }
    var counts: [String: [String: Int]] = [:]
    for word in left {
      let tiles = game.round.tiles(of: String(word.prefix(2))).map(Escaping.forDisplay)
      // A reader says `IL` as a word (`ill`), `E I` as words in Portuguese
      // (`e`, the conjunction); a letter before a comma it names (`E, I`).
      let pair = tiles.joined(separator: screenReader ? ", " : "")
      counts[tiles[0], default: [:]][pair, default: 0] += 1
    }
    var lines = [
      ShownLine(text: messages("Words left (%d), by their first two letters:", left.count))
    ]
    // In the language's alphabetical order (`AÇ` as `AC`, before `AF`).
    let language = game.round.language
    for first in Collation.sorted(Array(counts.keys), language: language) {
      let pairs = Collation.sorted(Array(counts[first]!.keys), language: language)
      let counted = pairs.map { (key: $0, value: counts[first]![$0]!) }
      // In screen-reader mode the letters apart and no dash: `S, I: 4; S, K: 2.`
      guard !screenReader else {
        let items = counted.map { messages("%s: %s", $0.key, String($0.value)) }
        // Translators: between the items of a spoken list (`S, I: 4; S, K: 2.`).
        let separator = messages(context: "between a spoken list's items", "; ")
        lines.append(ShownLine(text: items.joined(separator: separator) + "."))
        continue
      }
      // A line a first letter, broken between items only on a narrow terminal.
      lines.append(.spaced("  ", counted.map { "\($0.key)-\($0.value)" }))
    }
    return lines
  }
}

extension String {
  /// The string padded with spaces to `width` characters, on the left when `left`.
  func padding(_ width: Int, left: Bool = false) -> String {
    let spaces = String(repeating: " ", count: max(0, width - count))
    return left ? spaces + self : self + spaces
  }
}

/// The labels of lists by length (`3 letters: `…), padded to the widest, so
/// the lists start in one column where a language's plural forms differ in
/// length (Russian `3 буквы:`, `5 букв:`; Polish `3 litery:`, `5 liter:`):
/// `:grid`, the words missed at a round's end, yesterday's answers.
func lengthLabels(_ lengths: [Int]) -> [String] {
  let labels = lengths.map { messages.plural("%d letter: ", "%d letters: ", count: $0) }
  let width = labels.map(\.count).max() ?? 0
  return labels.map { $0.padding(width) }
}
