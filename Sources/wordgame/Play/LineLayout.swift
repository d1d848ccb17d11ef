/// How a line is broken to fit a terminal's width. Piped output shows each
/// line's text as it is (one line a line, for scripts); on a terminal the
/// line is laid out again at the terminal's width, never breaking inside a
/// word, a list item (`mows (hinted)`) or a cell.
enum LineLayout: Equatable {
  /// Wrapped at spaces, continuation lines indented four more than the line.
  case prose
  /// Wrapped as prose, but never inside `kept` (a hint's `M _ _ _`).
  case keeping(String)
  /// Wrapped as prose with `command` (a command to copy) kept whole; a
  /// command too long for the width is broken at its spaces as a shell
  /// continues a line (` \` at each break), so it still copies and runs.
  case command(String)
  /// `prefix`, then `items` separated by commas, broken between items only;
  /// continuation lines start under the first item (four past the prefix's
  /// indent when the prefix takes more than half the width).
  case list(prefix: String, items: [String])
  /// A command and what it does: in two columns when the description's
  /// column is wide enough (``LineLayout/narrowestColumn``), its lines
  /// wrapped within it; else the name alone and the description below it.
  case entry(name: String, text: String)
  /// `prefix`, then `items` separated by spaces (`SI-4 SK-2`), broken
  /// between items only; continuation lines start under the first item.
  case spaced(prefix: String, items: [String])
  /// A table row of cells, each already padded: broken between cells only.
  case cells([String])
  /// `count` blanks of `length` letters after `prefix`, one line: as many as
  /// fit, then `+N` for the rest.
  case blanks(prefix: String, length: Int, count: Int)

  /// The column a command's description starts at: two spaces and the name,
  /// padded (the longest, `:challenge`, with two spaces after it).
  static let entryColumn = 14
  /// The fewest columns a description keeps beside its name.
  static let narrowestColumn = 40
  /// The width piped output is laid out to where a layout needs one (blanks).
  static let pipedWidth = 80

  /// A share line's layout: whole where it fits, else broken only before a
  /// ` · ` (never inside a part: `1 hint`, `Perfectionist`).
  static func share(_ line: String) -> LineLayout {
    let parts = line.split(separator: " · ", omittingEmptySubsequences: false).map(String.init)
    return .spaced(
      prefix: "", items: parts.enumerated().map { $0.offset == 0 ? $0.element : "· " + $0.element })
  }

  /// The lines showing `text`, laid out this way, at `width` columns.
  func lines(_ text: String, width: Int) -> [String] {
    switch self {
    case .prose: return TerminalStyle.wrap(text, width: width)
    case .keeping(let kept):
      // No-break spaces hold the kept part together while the text is wrapped.
      let joined = kept.replacing(" ", with: "\u{A0}")
      return TerminalStyle.wrap(text.replacing(kept, with: joined), width: width)
        .map { $0.replacing("\u{A0}", with: " ") }
    case .command(let command):
      let kept = Self.keeping(command).lines(text, width: width)
      guard kept.contains(where: { $0.count > width }), let range = text.firstRange(of: command)
      else { return kept }
      return Self.command(
        before: String(text[..<range.lowerBound]), command: String(text[range.lowerBound...]),
        width: width) ?? kept
    case .list(let prefix, let items): return Self.list(prefix, items, width: width)
    case .spaced(let prefix, let items):
      let hanging = String(repeating: " ", count: prefix.count)
      return Self.fill(items, first: prefix, hanging: hanging, separator: " ", width: width)
    case .entry(let name, let text): return Self.entry(name, text, width: width)
    case .cells(let cells):
      let hanging = String(repeating: " ", count: cells.first?.count ?? 0)
      return Self.fill(cells, first: "", hanging: hanging, separator: "", width: width)
    case .blanks(let prefix, let length, let count):
      return [Self.blanks(prefix, length: length, count: count, width: width)]
    }
  }

  /// `before` wrapped as prose, then `command` from the next line, indented
  /// four more than the text, broken at spaces with ` \` ending each line
  /// but the last; an option keeps its value (`--players 2`). Nil when even
  /// so a line would not fit: the command is then better kept whole.
  private static func command(before: String, command: String, width: Int) -> [String]? {
    let indent = before.prefix { $0 == " " }
    let text = before.hasSuffix(" ") ? String(before.dropLast()) : before
    let lines = text.allSatisfy { $0 == " " } ? [] : TerminalStyle.wrap(text, width: width)
    let hanging = String(indent) + "    "
    var units: [String] = []
    for token in command.split(separator: " ").map(String.init) {
      if let last = units.last, last.hasPrefix("--"), !last.contains(Character(" ")),
        !token.hasPrefix("-")
      {
        units[units.count - 1] += " " + token
      } else {
        units.append(token)
      }
    }
    var broken: [String] = []
    var line = hanging
    for unit in units {
      if line != hanging && line.count + 1 + unit.count > width - 2 {
        broken.append(line + " \\")
        line = hanging + unit
      } else {
        line += (line == hanging ? "" : " ") + unit
      }
    }
    broken.append(line)
    return broken.allSatisfy({ $0.count <= width }) ? lines + broken : nil
  }

  /// The items after the prefix, each but the last with its comma.
  private static func list(_ prefix: String, _ items: [String], width: Int) -> [String] {
    let indent = prefix.prefix { $0 == " " }.count
    let hanging = String(
      repeating: " ", count: prefix.count <= width / 2 ? prefix.count : indent + 4)
    let pieces = items.enumerated().map {
      $0.offset < items.count - 1 ? $0.element + "," : $0.element
    }
    return fill(pieces, first: prefix, hanging: hanging, separator: " ", width: width)
  }

  private static func entry(_ name: String, _ text: String, width: Int) -> [String] {
    let label = "  " + name
    if width - entryColumn >= narrowestColumn && label.count < entryColumn {
      let column = String(repeating: " ", count: entryColumn)
      let body = HelpText.wrap(text, width: width, indent: column, hanging: column)
      return [label + body.dropFirst(label.count)]
        .flatMap { $0.split(separator: "\n").map(String.init) }
    }
    let below = String(repeating: " ", count: 6)
    return [label]
      + HelpText.wrap(text, width: width, indent: below, hanging: below)
      .split(separator: "\n").map(String.init)
  }

  /// `pieces` after `first`, as many a line as fit `width`, the next lines
  /// after `hanging`; a piece wider than a line has one of its own.
  private static func fill(
    _ pieces: [String], first: String, hanging: String, separator: String, width: Int
  ) -> [String] {
    var lines: [String] = []
    var line = first
    var empty = true
    for piece in pieces {
      if !empty && line.count + separator.count + piece.count > width {
        lines.append(line)
        (line, empty) = (hanging, true)
      }
      line += (empty ? "" : separator) + piece
      empty = false
    }
    return lines + [line]
  }

  /// One line of blanks within `width`: the rest counted (`+13`), so a big
  /// round's blanks stay one line a length.
  static func blanks(_ prefix: String, length: Int, count: Int, width: Int) -> String {
    let blank = String(repeating: "_", count: length)
    let fitting = max(1, (width - prefix.count - 6) / (length + 1))
    let shown = count > fitting ? max(1, fitting - 1) : count
    let more = count > shown ? " +\(count - shown)" : ""
    return prefix + Array(repeating: blank, count: shown).joined(separator: " ") + more
  }
}

extension ShownLine {
  /// A list: `prefix`, then `items` separated by commas.
  static func list(_ prefix: String, _ items: [String]) -> ShownLine {
    ShownLine(
      text: prefix + items.joined(separator: ", "), layout: .list(prefix: prefix, items: items))
  }

  /// `text`, which ends with `items` separated by commas (a message such as
  /// `Words found (%d): %s`): laid out as a list when it does, as every
  /// catalog puts them, else as prose.
  static func list(_ text: String, endingWith items: [String]) -> ShownLine {
    let joined = items.joined(separator: ", ")
    guard !items.isEmpty, text.hasSuffix(joined) else { return ShownLine(text: text) }
    return .list(String(text.dropLast(joined.count)), items)
  }

  /// `prefix`, then `items` separated by spaces.
  static func spaced(_ prefix: String, _ items: [String]) -> ShownLine {
    ShownLine(
      text: prefix + items.joined(separator: " "), layout: .spaced(prefix: prefix, items: items))
  }

  /// A command's name and what it does, in two columns.
  static func entry(_ name: String, _ text: String) -> ShownLine {
    let label = "  " + name
    let gap = String(repeating: " ", count: max(2, LineLayout.entryColumn - label.count))
    return ShownLine(text: label + gap + text, layout: .entry(name: name, text: text))
  }

  /// A table row of padded cells.
  static func cells(_ cells: [String]) -> ShownLine {
    ShownLine(text: cells.joined(), layout: .cells(cells))
  }

  /// `count` blanks of `length` letters after `prefix`.
  static func blanks(_ prefix: String, length: Int, count: Int) -> ShownLine {
    ShownLine(
      text: LineLayout.blanks(prefix, length: length, count: count, width: LineLayout.pipedWidth),
      layout: .blanks(prefix: prefix, length: length, count: count))
  }

  /// The line as shown at `width` columns (nil: piped, as it is), after `mark`.
  func laidOut(width: Int?, mark: String = "") -> [String] {
    guard let width else { return [mark + text] }
    switch layout {
    case .prose, .keeping: return layout.lines(mark + text, width: width)
    default: return layout.lines(text, width: width)
    }
  }
}
