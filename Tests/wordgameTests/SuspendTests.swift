import Foundation
import Testing

/// Ctrl-Z (SIGTSTP) and `fg` (SIGCONT) at a terminal, the game's line editor
/// in the middle of a word: the shell gets its terminal back as it left it,
/// and the game takes its own again.
@Suite("wordgame play stopped and continued on a terminal")
struct SuspendTests {
  @Test(
    "Ctrl-Z gives the terminal back in its own mode; fg redraws the prompt and the half-typed word, and the keys edit again"
  )
  func stopAndContinue() throws {
    let session = try TerminalSession(["--root", "silkworm"])
    #expect(session.typeAtPrompt("orm", after: "Letters:"))
    #expect(session.waitFor("> orm"))
    #expect(!session.isCooked, "the line editor reads keys itself")
    let pid = session.process.processIdentifier
    kill(pid, SIGTSTP)
    #expect(session.waitUntilStopped())
    #expect(session.isCooked, "stopped, the terminal echoes and edits lines again, for the shell")
    let stopped = session.screen.endIndex
    kill(pid, SIGCONT)
    #expect(session.waitFor("> orm", after: stopped), "the prompt and the word are drawn again")
    #expect(!session.isCooked, "continued, the line editor has its mode back")
    // Left three times, then w: the arrows move the cursor, they are not typed.
    let edited = session.screen.endIndex
    session.type("\u{1B}[D\u{1B}[D\u{1B}[Dw\r")
    #expect(session.waitFor("✓ worm: +4 points", after: edited))
    #expect(!session.screen.contains("^["), "no arrow key echoed raw")
    // Stopped without being asked (SIGSTOP, as by a debugger): the shell
    // puts its own mode back, and SIGCONT still takes the editor's again.
    #expect(session.typeAtPrompt("sil", after: "✓ worm"))
    #expect(session.waitFor("> sil"))
    kill(pid, SIGSTOP)
    #expect(session.waitUntilStopped())
    session.setCooked()
    let again = session.screen.endIndex
    kill(pid, SIGCONT)
    #expect(session.waitFor("> sil", after: again))
    #expect(!session.isCooked)
    session.type("k\r")
    #expect(session.waitFor("✓ silk: +4 points — 8 of 142 points"))
    #expect(session.typeAtPrompt("\u{04}", after: "8 of 142 points"))
    #expect(session.waitFor("Words found (2): silk, worm"))
    #expect(session.exitStatus() == 0)
  }

  @Test("A word half typed after Ctrl-Z and fg is still dropped when the time runs out")
  func halfTypedWordAfterContinue() throws {
    let session = try TerminalSession(["--root", "silkworm", "--time", "3"])
    #expect(session.waitFor("You have 3 seconds."))
    let opened = try #require(session.screen.range(of: "You have 3 seconds."))
    #expect(session.waitFor("> ", after: opened.upperBound))
    let pid = session.process.processIdentifier
    kill(pid, SIGTSTP)
    #expect(session.waitUntilStopped())
    session.setCooked()
    let stopped = session.screen.endIndex
    kill(pid, SIGCONT)
    #expect(session.waitFor("> ", after: stopped))
    session.type("wor")
    #expect(session.waitFor("> wor", after: stopped))
    #expect(session.waitFor("Time's up!"), "screen: \(session.screen.debugDescription)")
    // Enter alone begins the next round: "wor" went with the round.
    #expect(session.typeAtPrompt("\r", after: "Press Enter for a new round"))
    let next = try #require(session.screen.range(of: "Press Enter for a new round"))
    #expect(session.waitFor("You have 3 seconds.", after: next.upperBound))
    #expect(!session.screen.contains("That round is over"))
    #expect(!session.screen.contains("wor:"), "the half-typed word is never judged")
    #expect(session.typeAtPrompt("\u{04}", after: "You have 3 seconds."))
    #expect(session.exitStatus() == 0)
  }

  @Test("In screen-reader mode the terminal keeps its own mode; after fg the prompt is shown again")
  func screenReader() throws {
    let session = try TerminalSession(["--root", "silkworm", "--screen-reader"])
    #expect(session.typeAtPrompt("wor", after: "Letters:"))
    #expect(session.waitFor("> wor"))
    #expect(session.isCooked, "no line editor: the terminal edits the line")
    let pid = session.process.processIdentifier
    kill(pid, SIGTSTP)
    #expect(session.waitUntilStopped())
    let stopped = session.screen.endIndex
    kill(pid, SIGCONT)
    #expect(session.waitFor("> ", after: stopped), "the prompt again")
    session.type("m\r")
    #expect(session.waitFor("worm: +4 points"), "the word typed before Ctrl-Z is kept")
    #expect(session.typeAtPrompt("\u{04}", after: "worm: +4 points"))
    #expect(session.exitStatus() == 0)
  }
}
