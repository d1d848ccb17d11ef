import Foundation
import Testing

/// espeak-ng (Debian's `espeak-ng`, which `make test` installs), if installed.
private let espeak = [
  "/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng", "/opt/homebrew/bin/espeak-ng",
]
.first { FileManager.default.isExecutableFile(atPath: $0) }

/// The phonemes espeak-ng says for `text` (`-q -x`: nothing played, its
/// phoneme mnemonics printed), on one line.
private func spoken(_ text: String, voice: String = "en-us") throws -> String {
  let result = try run(
    URL(fileURLWithPath: try #require(espeak)), ["-q", "-x", "-v", voice, text],
    environment: [:])
  try #require(result.status == 0, "\(result.stderr)")
  return result.stdout.replacing("\n", with: " ")
}

/// Screen-reader mode checked by ear: what espeak-ng (the speech of Orca and
/// Speakup) says of the lines, as phonemes.
@Suite("Screen-reader mode, as espeak-ng says it, and keys it cannot use")
struct ScreenReaderSpeechTests {
  @Test(
    ":two's letter pairs are said as letters (I L, not ill), a hint's cost as a cost",
    .enabled(if: espeak != nil, "espeak-ng is not installed (make test installs it)"))
  func lettersAndCosts() throws {
    let player = try Player()
    let result = try player.play(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"],
      [.line("silk"), .line(":two"), .line(":hint"), .line(":quit")])
    let lines = result.stdoutLines
    let two = try #require(lines.firstIndex(of: "Words left (36), by their first two letters:"))
    // The letters' names: I (aI), L (El), R (A@), S (Es), O (oU), W (double-u).
    let pairs = try spoken(lines[two + 1])
    #expect(pairs.contains("aI 'El") && pairs.contains("'A@"), "\(pairs)")
    let sows = try spoken(try #require(lines.first { $0.hasPrefix("S, I: ") }))
    #expect(sows.contains("'Es 'oU"), "SO as letters, not so: \(sows)")
    let owls = try spoken(try #require(lines.first { $0.hasPrefix("O, I: ") }))
    #expect(owls.contains("d'Vb@Lj"), "OW as letters, not oh: \(owls)")
    // The old writing is what the test hears wrong: IL is `ill`, SO `so`.
    #expect(!(try spoken("IL 1, IR 2.")).contains("'El"))
    #expect(!(try spoken("SO 2.")).contains("'Es"))
    let hint = try spoken(try #require(lines.first { $0.hasPrefix("Hint: ") }))
    // `costs one point` (k'O2sts w'Vn p'OInt); `(-1 point)` is said `one point`.
    #expect(hint.contains("sts w") && hint.contains("p'OInt"), "\(hint)")
    let minus = try spoken("Hint: a 4-letter word (-1 point)")
    #expect(!minus.contains("sts w") && !minus.contains("aIn@s"), "\(minus)")
  }

  @Test(
    "Portuguese letters are named: E and O before a comma or stop, not the words e and o",
    .enabled(if: espeak != nil, "espeak-ng is not installed (make test installs it)"))
  func portugueseLetters() throws {
    let result = try wordgameCommand(
      ["--dict", "pt_PT", "--root", "biosfera", "--screen-reader"],
      input: Array(":two\n:hint\n:hint\n:quit\n".utf8))
    let lines = result.stdoutLines
    let es = try #require(lines.first { $0.hasPrefix("E, I: ") }, "\(result.stdout)")
    // The letter E is `'E` (é); the conjunction e is `i`, the article o `U`.
    let saidEs = try spoken(es, voice: "pt")
    #expect(saidEs.hasPrefix("'E 'i "), "\(saidEs)")
    let os = try #require(lines.first { $0.hasPrefix("O, ") })
    let saidOs = try spoken(os, voice: "pt")
    #expect(saidOs.hasPrefix("'O "), "\(saidOs)")
    let old = try spoken("E I: 2, O B: 3.", voice: "pt")
    #expect(old.hasPrefix("i; 'i"), "the old writing: \(old)")
    let hint = try #require(lines.last { $0.hasPrefix("Hint: ") })
    #expect(hint.contains(", ") && hint.contains(". It costs 1 point."), "\(hint)")
  }

  @Test("An arrow key typed in screen-reader mode is dropped: the half-typed word is played")
  func arrowKeys() throws {
    let session = try TerminalSession(
      ["--root", "silkworm", "--seed", "1", "--screen-reader"],
      environment: ["TERM": "xterm-256color", "LC_ALL": "C"], columns: 80)
    // `sil`, Up (ESC [ A), `k`, Enter; then `wo`, Left (ESC O D), `rm`.
    #expect(session.typeAtPrompt("sil\u{1B}[Ak\r", after: "Find 37 words"))
    #expect(
      session.waitFor("silk: +4 points — 4 of 142 points"), "\(session.screen.debugDescription)")
    // The note, laid out at 80 columns, before the word's verdict.
    #expect(
      session.screen.contains("Arrow and other special keys do not work in screen-reader mode."))
    #expect(session.typeAtPrompt("wo\u{1B}ODrm\r", after: "4 of 142 points"))
    #expect(
      session.waitFor("worm: +4 points — 8 of 142 points"), "\(session.screen.debugDescription)")
    #expect(!session.screen.contains("Control character"))
    #expect(session.typeAtPrompt(":quit\r", after: "8 of 142 points"))
    #expect(session.waitFor("Round over. Start word: silkworm"))
    #expect(session.exitStatus() == 0)
  }
}
