import Foundation
import Testing

@testable import WordScramble
@testable import wordgame

/// One command of a transcript in the docs, as shown after `$ `.
struct TranscriptStep: Sendable {
  enum Kind: Sendable {
    /// `wordgame play` at a terminal (in this process, on the day given), each
    /// line typed shown after its prompt, as a terminal echoes it.
    case play([Typed])
    /// `wordgame stats`, in this process, on the day given.
    case stats
    /// The built binary, its standard input the text given (`printf '…' |`),
    /// with the environment given; standard output only.
    case piped(input: String, environment: [String: String])
  }

  var arguments: [String]
  var kind: Kind
  /// The player's day for the in-process steps.
  var day = "2026-12-01"
  /// A comment shown after the command (`# the next day`).
  var comment: String?

  /// The command line shown.
  func commandLine(program: String) -> String {
    var line = "$ "
    if case .piped(let input, let environment) = kind {
      let escaped = input.replacing("\n", with: "\\n")
      line += "printf '\(escaped)' | "
      line += environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value) " }.joined()
    }
    let command: [String]
    if case .stats = kind { command = ["stats"] } else { command = [] }
    line += ([program] + command + arguments).joined(separator: " ")
    return line + (comment.map { "     # " + $0 } ?? "")
  }
}

/// A transcript in the docs: a `text` block right after the line
/// `<!-- transcript NAME: … -->` in `file`, made by playing its steps in order
/// as one player. `scripts/transcripts` writes them; the test below checks
/// every one is what the game prints now.
struct DocTranscript: Sendable, CustomTestStringConvertible {
  var name: String
  var file: String
  var program = "wordgame"
  var steps: [TranscriptStep]

  var testDescription: String { "\(file): \(name)" }

  /// The repository's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The transcript, as the block shows it (without its fences).
  func played() throws -> String {
    let player = try Player(today: steps.first?.day ?? "2026-12-01")
    var text = ""
    for step in steps {
      player.today = try #require(CalendarDate(step.day))
      text += step.commandLine(program: program) + "\n"
      switch step.kind {
      case .play(let typed):
        // A terminal of 80 columns.
        text +=
          try player.play(step.arguments, typed, interactive: true, echoes: true, columns: 80)
          .stdout
      case .stats:
        text += try player.stats(step.arguments).stdout
      case .piped(let input, let environment):
        // As a reader runs it: the dictionary the locale picks, not the tests' en_US.
        let run = try wordgame(
          step.arguments, input: Array(input.utf8),
          environment: environment.merging(
            ["XDG_STATE_HOME": player.state.path, "WORDGAME_DICT": ""]) { $1 })
        text += run.stdout
      }
    }
    // A prompt left waiting at the end is shown as the terminal shows it.
    return text.hasSuffix("\n") ? text : text + "\n"
  }

  /// The marker line that names this transcript.
  var marker: String { "<!-- transcript \(name):" }

  /// The block's text in `document` and where it is, or nil when the marker
  /// or its block is missing.
  static func block(in document: String, marker: String) -> (String, Range<String.Index>)? {
    guard let markerLine = document.range(of: marker),
      let open = document.range(of: "```text\n", range: markerLine.upperBound..<document.endIndex),
      let close = document.range(of: "\n```\n", range: open.upperBound..<document.endIndex)
    else { return nil }
    let body = open.upperBound..<close.lowerBound
    return (String(document[body]) + "\n", body)
  }

  static let all: [DocTranscript] = [
    DocTranscript(
      name: "round", file: "README.md", program: ".build/release/wordgame",
      steps: [
        TranscriptStep(
          arguments: ["--root", "silkworm", "--seed", "1"],
          kind: .play(
            ["silk", "worms", "milk", "milk", "silks", "skirl", ":hint", ":quit"].map(Typed.line)))
      ]),
    DocTranscript(
      name: "german", file: "docs/languages.md",
      steps: [
        TranscriptStep(
          arguments: ["--root", "Schwalbe", "--seed", "1"],
          kind: .piped(input: "Wal\nxyz\n", environment: ["LANG": "de_DE.UTF-8"]))
      ]),
    DocTranscript(
      name: "scripted", file: "docs/commands.md",
      steps: [
        TranscriptStep(
          arguments: ["--root", "silkworm", "--seed", "1", "--min-length", "5"],
          kind: .piped(input: "silk\nsilks\n:score\n", environment: [:]))
      ]),
    DocTranscript(
      name: "hausfrau", file: "docs/languages.md",
      steps: [
        TranscriptStep(
          arguments: ["--dict", "de_DE", "--root", "Hausfrau", "--seed", "1"],
          kind: .play(["haus", "HAUS", "frau", ":quit"].map(Typed.line)))
      ]),
    // Lines typed before the time is said stay in the terminal's input: the
    // line after `milk` is read after it; those typed before time's up are
    // flushed unread.
    DocTranscript(
      name: "screen-reader", file: "docs/commands.md",
      steps: [
        TranscriptStep(
          arguments: ["--root", "silkworm", "--seed", "1", "--screen-reader", "--time", "45"],
          kind: .play([
            .line("silk"), .line("silks"), .line(":hint"), .line(":grid"), .wait(15),
            .line("milk"), .line("worm"), .wait(20), .line("swim"), .wait(10), .line("silo"),
            .line(":quit"),
          ]))
      ]),
    DocTranscript(
      name: "daily-life", file: "docs/commands.md",
      steps: [
        TranscriptStep(
          arguments: ["--daily"],
          kind: .play([.line("light"), .line(":hint"), .signal(SIGINT)])),
        TranscriptStep(
          arguments: ["--daily"],
          kind: .play(["tidy", ":quit", "n", ":quit", "y"].map(Typed.line))),
        TranscriptStep(arguments: ["--daily"], kind: .play([])),
        TranscriptStep(
          arguments: ["--daily"], kind: .play(["tidy", ":quit", "y"].map(Typed.line)),
          day: "2026-12-02", comment: "the next day"),
        TranscriptStep(arguments: ["--dict", "en_US"], kind: .stats, day: "2026-12-02"),
      ]),
  ]
}

@Suite(
  "The transcripts in the docs are what the game prints (scripts/transcripts writes them)",
  .serialized)
struct DocsTranscriptTests {
  @Test("Each transcript, played again, prints what its block shows", arguments: DocTranscript.all)
  func matches(_ transcript: DocTranscript) throws {
    let url = DocTranscript.root.appendingPathComponent(transcript.file)
    var document = try String(contentsOf: url, encoding: .utf8)
    let (shown, range) = try #require(
      DocTranscript.block(in: document, marker: transcript.marker),
      "no block after '\(transcript.marker)' in \(transcript.file)")
    let played = try transcript.played()
    if ProcessInfo.processInfo.environment["WORDGAME_RECORD_TRANSCRIPTS"] == "1" {
      document.replaceSubrange(range, with: played.dropLast())
      try document.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      shown == played,
      "\(transcript.file)'s \(transcript.name) has drifted: run scripts/transcripts\n\(played)")
  }
}
