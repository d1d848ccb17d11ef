#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import WordScramble

/// How a line of the game's output is meant to look.
enum LineStyle {
  case plain
  case accepted
  case rejected
  case heading
}

/// Whether the game talks to a person at a terminal, and how.
struct TerminalStyle {
  /// Standard input is a terminal: show prompts and the welcome line.
  var isInteractive: Bool
  /// Use libedit for line editing and history.
  var editsLines: Bool
  /// Colour the output.
  var colors: Bool
  /// Mark verdicts with ✓ and ✗ (standard output is a terminal: never colour alone).
  var marks = false
  /// Screen-reader mode (``ScreenReader``): nothing redrawn, no marks.
  var screenReader = false
  /// The terminal shows 256 colours (`TERM=…-256color`, `COLORTERM=truecolor`):
  /// a rejected answer is orange there, yellow on terminals of 8 or 16 colours.
  var hasManyColors = false

  /// Decides from the file descriptors and the environment: colour and line
  /// editing only on a terminal, never with `TERM=dumb`; no colour with `NO_COLOR`.
  static func detect(environment: [String: String]) -> TerminalStyle {
    let inputIsTerminal = isatty(StandardStreams.current.input) == 1
    let outputIsTerminal = isatty(StandardStreams.current.output) == 1
    let dumb = !hasTerminalEntry(environment)
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let term = environment["TERM"] ?? ""
    return TerminalStyle(
      isInteractive: inputIsTerminal,
      editsLines: inputIsTerminal && outputIsTerminal && !dumb,
      colors: inputIsTerminal && outputIsTerminal && !dumb && !noColor,
      marks: inputIsTerminal && outputIsTerminal,
      hasManyColors: term.hasSuffix("256color") || term.hasSuffix("direct")
        || ["truecolor", "24bit"].contains(environment["COLORTERM"] ?? ""),
      environmentColumns: environment["COLUMNS"].flatMap { Int($0) }.flatMap {
        (1...10_000).contains($0) ? $0 : nil
      })
  }

  /// Whether `TERM` names a terminal the line editor and colours can drive:
  /// not `dumb`, a plain name (no escape sequences or paths: libedit would
  /// print it raw in its "No entry for terminal type" message), with a
  /// terminfo entry. Without one the game reads plain lines.
  static func hasTerminalEntry(_ environment: [String: String]) -> Bool {
    guard let term = environment["TERM"], term != "dumb", !term.isEmpty, term.utf8.count <= 64,
      term.utf8.allSatisfy({ byte in
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
          || (0x61...0x7A).contains(byte) || "-_.+".utf8.contains(byte)
      }), term.first != "."
    else { return false }
    var folders = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
    if let own = environment["TERMINFO"], own.hasPrefix("/") { folders.insert(own, at: 0) }
    if let home = environment["HOME"], home.hasPrefix("/") { folders.append(home + "/.terminfo") }
    let first = term.first!
    let hex = String(first.asciiValue!, radix: 16)
    return folders.contains { folder in
      SystemFiles.isFile("\(folder)/\(first)/\(term)")
        || SystemFiles.isFile("\(folder)/\(hex)/\(term)")
    }
  }

  /// The width lines are laid out to, in place of the terminal's (tests).
  var width: Int?
  /// `COLUMNS`, the width of a terminal that does not tell its own.
  var environmentColumns: Int?

  /// The width the game's lines are laid out to when they go to a terminal
  /// (`descriptor`, with the player typing): the terminal's, read at each
  /// call so a resized window is followed, else `COLUMNS`, else 80 (at least
  /// 20). Nil when they do not: piped output keeps one line a line.
  func columns(of descriptor: Int32) -> Int? {
    if let width { return max(20, width) }
    // A screen reader reads a line whole; the terminal (or a braille
    // display) wraps it by itself: a break of ours would cut a sentence.
    guard isInteractive, !screenReader else { return nil }
    return Self.terminalColumns(descriptor, columnsVariable: environmentColumns)
  }

  /// The width of the terminal `descriptor` is, or nil when it is none: the
  /// terminal's own, else `columnsVariable` (`COLUMNS`), else 80 for one that
  /// does not tell its size (`script`, a serial line); at least 20.
  static func terminalColumns(
    _ descriptor: Int32,
    columnsVariable: Int? = SystemFiles.environment["COLUMNS"].flatMap { Int($0) }
  ) -> Int? {
    guard isatty(descriptor) == 1 else { return nil }
    var size = winsize()
    if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return max(20, Int(size.ws_col))
    }
    return max(20, columnsVariable ?? LineLayout.pipedWidth)
  }

  /// Each line of `text` wrapped as ``wrap(_:width:)`` wraps one (nil: as it is).
  static func wrapLines(_ text: String, width: Int?) -> String {
    guard let width else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .flatMap { wrap(String($0), width: width) }.joined(separator: "\n")
  }

  /// `text` wrapped at spaces to `width` columns (nil: not wrapped), its
  /// continuation lines indented two more than its own indent, so a long list
  /// never breaks inside a word.
  static func wrap(_ text: String, width: Int?) -> [String] {
    guard let width, text.count > width else { return [text] }
    let indent = String(text.prefix { $0 == " " })
    return HelpText.wrap(text, width: width, indent: indent, hanging: indent + "    ")
      .split(separator: "\n").map(String.init)
  }

  /// The mark a verdict line starts with on a terminal: `✓ ` or `✗ `.
  func mark(_ style: LineStyle) -> String {
    guard marks else { return "" }
    return style == .accepted ? "✓ " : "✗ "
  }

  /// `text` dressed for `style`, with its newline.
  ///
  /// The palette is safe for colour-blind players: an accepted answer is
  /// bold blue, a rejected one orange (yellow with 8 or 16 colours), a pair
  /// told apart without red and green and, being bold or not, in lightness
  /// too; the marks (✓, ✗) and the words say it besides.
  func render(_ text: String, _ style: LineStyle) -> String {
    guard colors else { return text + "\n" }
    switch style {
    case .plain: return text + "\n"
    case .accepted: return "\u{1B}[1;34m" + text + "\u{1B}[0m\n"
    case .rejected:
      return (hasManyColors ? "\u{1B}[38;5;208m" : "\u{1B}[33m") + text + "\u{1B}[0m\n"
    case .heading: return "\u{1B}[1m" + text + "\u{1B}[0m\n"
    }
  }
}
