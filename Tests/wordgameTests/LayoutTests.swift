import Foundation
import Testing
import WordScramble

@testable import wordgame

/// The game's lines laid out to the terminal's width: `:help` in columns,
/// `:grid` a line a row, word lists broken between words only.
@Suite("Lines laid out to the terminal's width")
struct LayoutTests {
  /// The lines the player sees, prompts taken off (the typed line is not in
  /// the captured output, so a prompt and the answer's first line share one).
  static func screenLines(_ output: String) -> [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var line = Substring(line)
      while line.hasPrefix("> ") { line = line.dropFirst(2) }
      return String(line)
    }
  }

  /// The lines from the one starting with `first` up to (not including) the
  /// next that starts with `end`.
  static func section(_ lines: [String], from first: String, to end: String) -> [String] {
    guard let start = lines.firstIndex(where: { $0.hasPrefix(first) }) else { return [] }
    let rest = lines[(start + 1)...]
    return Array(rest.prefix { !$0.hasPrefix(end) })
  }

  /// Checks `:help`'s command lines at `width`: every line fits; from 60
  /// columns a name and its description share a line, the description's
  /// other lines under it at column 14 (``LineLayout/entryColumn``); narrower, the name stands alone and
  /// the description follows, indented 6. No word is lost.
  static func checkHelp(
    _ lines: [String], width: Int, summaries: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(lines.allSatisfy { $0.count <= width }, "\(lines)", sourceLocation: sourceLocation)
    let names = lines.filter { $0.hasPrefix("  :") }
    #expect(names.count == PlayCommandWord.allCases.count, sourceLocation: sourceLocation)
    if width >= 60 {
      #expect(
        names.allSatisfy { $0.count > 14 && $0.dropFirst(14).first != " " },
        "two columns", sourceLocation: sourceLocation)
      #expect(
        lines.filter { !$0.hasPrefix("  :") }.allSatisfy {
          $0.hasPrefix(String(repeating: " ", count: 14)) && $0.dropFirst(14).first != " "
        }, "descriptions continue in their column", sourceLocation: sourceLocation)
    } else {
      #expect(
        names.allSatisfy { !$0.dropFirst(3).contains(" ") }, "a name alone on its line",
        sourceLocation: sourceLocation)
      #expect(
        lines.filter { !$0.hasPrefix("  :") }.allSatisfy {
          $0.hasPrefix("      ") && $0.dropFirst(6).first != " "
        }, sourceLocation: sourceLocation)
    }
    var written: [String] = []
    for (command, summary) in zip(PlayCommandWord.allCases, summaries) {
      written.append(":" + command.rawValue)
      written += summary.split(separator: " ").map(String.init)
    }
    let shown: [String] = lines.flatMap { (line: String) -> [String] in
      line.split(separator: " ").map(String.init)
    }
    #expect(
      shown == written, "every word of every description, in order", sourceLocation: sourceLocation)
  }

  @Test(
    ":help keeps its columns where they fit, else a name over its description",
    arguments: [50, 60, 80, 100])
  func help(width: Int) throws {
    let player = try Player()
    let result = try player.play(
      ["--root", "silkworm", "--seed", "1"], [.line(":help"), .line(":quit")], interactive: true,
      columns: width)
    let lines = Self.section(
      Self.screenLines(result.stdout), from: "Type a word made from the letters", to: "Words missed"
    )
    Self.checkHelp(
      lines, width: width, summaries: PlayCommandWord.allCases.map { $0.summary(in: messages) })
  }

  @Test(
    "In German, whose descriptions are longer, :help keeps its columns at 60, 80 and 100",
    arguments: [50, 60, 80, 100])
  func germanHelp(width: Int) throws {
    let german = MessageCatalog.forEnvironment(["LANGUAGE": "de", "LANG": "de_DE.UTF-8"])
    let lines = PlayCommandWord.helpLines(in: german).dropFirst().flatMap {
      $0.laidOut(width: width)
    }
    #expect(lines.contains { $0.contains("Bonuswörter") }, "the German catalog")
    Self.checkHelp(
      lines, width: width, summaries: PlayCommandWord.allCases.map { $0.summary(in: german) })
    // The old layout broke five of ten descriptions out of their column at 80.
    let piped = PlayCommandWord.helpLines(in: german).dropFirst().map(\.text)
    #expect(piped.filter { $0.count > 80 }.count >= 5)
  }

  @Test(
    ":grid: a line a row, the blanks that fit and the rest counted, never a cell split",
    arguments: [50, 60, 80, 100])
  func grid(width: Int) throws {
    let player = try Player()
    let result = try player.play(
      ["--root", "silkworm", "--seed", "1"], [.line(":grid"), .line(":quit")], interactive: true,
      columns: width)
    let lines = Self.section(
      Self.screenLines(result.stdout), from: "Words left (37)", to: "Words missed")
    #expect(lines.allSatisfy { $0.count <= width }, "\(lines)")
    // The table as piped output shows it: rows are never broken at 50 columns and up.
    #expect(lines.first == "      3   4   5   Σ")
    #expect(lines.contains("Σ    12  19   6  37"))
    let blanks = lines.filter { $0.hasPrefix("  ") && $0.contains("letters: ") }
    #expect(blanks.count == 3, "one line a length: \(lines)")
    for (line, (length, total)) in zip(blanks, [(3, 12), (4, 19), (5, 6)]) {
      let cells = line.split(separator: ":", maxSplits: 1)[1].split(separator: " ")
      let shown = cells.filter { $0.allSatisfy { $0 == "_" } }
      #expect(shown.allSatisfy { $0.count == length }, "whole blanks: \(line)")
      let more = cells.last.flatMap { $0.hasPrefix("+") ? Int($0.dropFirst()) : nil } ?? 0
      #expect(shown.count + more == total, "\(line)")
    }
    if width >= 80 {
      #expect(
        blanks[2] == "  5 letters: " + Array(repeating: "_____", count: 6).joined(separator: " "))
    }
  }

  @Test(
    "Word lists break between words only: 'miso (hinted)' stays whole",
    arguments: [50, 60, 80, 100])
  func wordLists(width: Int) throws {
    let player = try Player()
    let script: [Typed] = [.line("silk"), .line("worm"), .line(":hint"), .line(":quit")]
    let result = try player.play(
      ["--root", "silkworm", "--seed", "1"], script, interactive: true, columns: width)
    let piped = try player.play(["--root", "silkworm", "--seed", "1", "--new"], script)
    let lines = Self.section(
      Self.screenLines(result.stdout), from: "Words missed (35)", to: "Round over.")
    #expect(lines.allSatisfy { $0.count <= width }, "\(lines)")
    #expect(
      lines.contains { $0.range(of: #"[a-z]+ \(hinted\)"#, options: .regularExpression) != nil },
      "the hinted word and its mark on one line: \(lines)")
    #expect(
      lines.allSatisfy {
        !$0.hasPrefix(" ") || !$0.trimmingCharacters(in: .whitespaces).hasPrefix("(hinted)")
      })
    // Continuation lines start under the first word.
    for line in lines where !line.contains("letters: ") {
      #expect(line.hasPrefix(String(repeating: " ", count: 13)) && line.dropFirst(13).first != " ")
    }
    // The same words as piped output, which keeps one line a length.
    let pipedLines = Self.section(
      Self.screenLines(piped.stdout), from: "Words missed (35)", to: "Round over.")
    #expect(pipedLines.count == 3)
    let shownWords: [Substring] = lines.joined(separator: " ").split(separator: " ")
    let pipedWords: [Substring] = pipedLines.joined(separator: " ").split(separator: " ")
    #expect(shownWords == pipedWords)
  }

  @Test("A hint's pattern is never broken apart, even on a narrow terminal")
  func hintPattern() throws {
    let player = try Player()
    let result = try player.play(
      ["--root", "silkworm", "--seed", "1"], [.line(":hint"), .line(":quit")], interactive: true,
      columns: 26)
    let lines = Self.screenLines(result.stdout)
    let hint = try #require(lines.firstIndex { $0.hasPrefix("Hint: ") })
    // Broken at spaces alone, it would be "Hint: a 4-letter word: R _" and "_ _".
    #expect(lines[hint] == "Hint: a 4-letter word:")
    #expect(lines[hint + 1] == "    R _ _ _ (-1 point)")
  }

  @Test(
    "On a terminal in German: its width read as the game goes (80, then resized to 50), COLUMNS when it tells none"
  )
  func germanTerminal() throws {
    let german = ["TERM": "xterm", "LANG": "de_DE.UTF-8", "LANGUAGE": "de"]
    let session = try TerminalSession(
      ["--root", "silkworm", "--seed", "1"], environment: german, columns: 80)
    let catalog = MessageCatalog.forEnvironment(german)
    let summaries = PlayCommandWord.allCases.map { $0.summary(in: catalog) }
    let heading = "Tippe ein Wort aus den Buchstaben oder einen Befehl:"
    for (width, after) in [(80, "Buchstaben:"), (50, "Strg+D).")] {
      #expect(session.resize(columns: width))
      let mark = session.screen.endIndex
      #expect(session.typeAtPrompt(":help\r", after: after))
      #expect(session.waitFor("Strg+D).", after: mark))
      let lines = Self.section(
        session.lines(after: mark), from: heading.prefix(20).description, to: ">")
      // The heading may take two lines at 50 columns: the commands follow it.
      let commands = lines.filter { !$0.isEmpty }.drop { !$0.hasPrefix("  :") }
      Self.checkHelp(Array(commands), width: width, summaries: summaries)
    }
    #expect(session.typeAtPrompt(":hint\r", after: "Strg+D)."))
    #expect(session.typeAtPrompt(":quit\r", after: "Tipp: ein Wort"))
    #expect(session.waitFor("Rang"))
    #expect(session.exitStatus() == 0)
    let missed = Self.section(
      session.lines(after: session.screen.startIndex), from: "Verpasste", to: "Runde vorbei")
    #expect(missed.allSatisfy { $0.count <= 50 }, "\(missed)")
    #expect(
      missed.contains { $0.range(of: #"[a-z]+ \(mit Tipp\)"#, options: .regularExpression) != nil })

    let sized = try TerminalSession(
      ["--root", "silkworm", "--seed", "1", "--new"],
      environment: german.merging(["COLUMNS": "60"]) { $1 })
    #expect(sized.typeAtPrompt(":help\r", after: "Buchstaben:"))
    #expect(sized.waitFor("Strg+D"))
    #expect(sized.typeAtPrompt(":quit\r", after: "Strg+D"))
    #expect(sized.exitStatus() == 0)
    let lines = Self.section(
      sized.lines(after: sized.screen.startIndex), from: "Tippe ein Wort", to: ">")
    Self.checkHelp(lines.filter { !$0.isEmpty }, width: 60, summaries: summaries)
  }

  @Test(":two on a narrow terminal breaks between its items, the next line under the first")
  func twoLetters() throws {
    let player = try Player()
    let result = try player.play(
      ["--root", "silkworm", "--seed", "1"], [.line("silk"), .line(":two"), .line(":quit")],
      interactive: true, columns: 20)
    // The heading is prose, wrapped as usual; the items follow it.
    let lines = Self.section(
      Self.screenLines(result.stdout), from: "Words left (36), by", to: "Words missed"
    ).filter { $0.contains(#/[A-Z]{2}-\d/#) }
    #expect(lines.allSatisfy { $0.count <= 20 }, "\(lines)")
    #expect(lines.contains("  SI-2 SK-2 SL-2") && lines.contains("  SM-1 SO-2 SW-2"), "\(lines)")
    #expect(lines.count == 9, "one line more than the eight first letters: \(lines)")
  }

  @Test(":compare's word lists break between words only, every word kept")
  func compare() throws {
    let player = try Player()
    let friend = try player.play(
      ["--root", "silkworm", "--seed", "1"],
      [.line("silk"), .line("worms"), .line(":challenge"), .line(":quit")])
    let codes = friend.stdout.matches(of: #/\b([CR]1-[A-Za-z0-9-]+)/#).map { String($0.output.1) }
    let challenge = try #require(codes.first { $0.hasPrefix("C") })
    let result = try #require(codes.first { $0.hasPrefix("R") })
    let script: [Typed] = [.line("milk"), .line(":compare " + result), .line(":quit")]
    let piped = try player.play(["--challenge", challenge], script)
    let narrow = try player.play(
      ["--challenge", challenge, "--new"], script, interactive: true, columns: 30)
    let wanted = try #require(piped.stdoutLines.first { $0.hasPrefix("Missed by both (") })
    let screen = Self.screenLines(narrow.stdout)
    let first = try #require(screen.firstIndex { $0.hasPrefix("Missed by both (") })
    let laidOut = [screen[first]] + screen[(first + 1)...].prefix { $0.hasPrefix("    ") }
    #expect(laidOut.count > 5 && laidOut.allSatisfy { $0.count <= 30 }, "\(laidOut)")
    #expect(
      laidOut.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == wanted)
  }
}
