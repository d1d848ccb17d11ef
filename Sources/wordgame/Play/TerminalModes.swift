#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// The terminal's two modes while a line is edited: its own (the shell's,
/// cooked: the terminal echoes and edits) and the line editor's (raw: libedit
/// reads each key and draws the line). Ctrl-Z (SIGTSTP) hands the shell its
/// own mode back before the game stops; `fg` (SIGCONT) takes the editor's mode
/// again and asks the reader to redraw the prompt and the line typed so far.
///
/// The modes are read on the main thread (``keepOwnMode()`` when the reader
/// starts, ``editingBegan()`` when libedit has switched to its mode) and only
/// set in the signal handlers (`tcsetattr`, `tcgetpgrp` and `getpgrp` are
/// async-signal-safe).
enum TerminalModes {
  /// [0]: the terminal's own mode; [1]: the line editor's.
  nonisolated(unsafe) private static let modes: UnsafeMutablePointer<termios> = {
    let modes = UnsafeMutablePointer<termios>.allocate(capacity: 2)
    modes.initialize(repeating: termios(), count: 2)
    return modes
  }()
  /// The terminal's own mode is known.
  private static let ownModeKnown = Atomic<Bool>(false)
  /// A line is being edited, in the editor's mode (kept in `modes[1]`).
  private static let editing = Atomic<Bool>(false)
  /// The process was continued (SIGCONT) since the reader last looked.
  private static let continued = Atomic<Bool>(false)

  /// Catches SIGCONT; touches the globals the handlers use, so they are
  /// initialized before a signal can arrive.
  static func catchContinues() {
    _ = modes
    _ = ownModeKnown.load(ordering: .relaxed)
    _ = continued.load(ordering: .relaxed)
    Signals.handle(SIGCONT, with: { _ in TerminalModes.onContinue() })
    // A parent may have started us with it blocked, as with SIGINT.
    Signals.unblock(SIGCONT)
  }

  /// Keeps the terminal's own mode (standard input's), read before the line
  /// editor first changes it.
  static func keepOwnMode() {
    guard isatty(0) == 1, tcgetattr(0, modes) == 0 else { return }
    ownModeKnown.store(true, ordering: .releasing)
  }

  /// The line editor has put the terminal in its mode for a line: keeps it.
  static func editingBegan() {
    guard ownModeKnown.load(ordering: .acquiring), tcgetattr(0, modes + 1) == 0 else { return }
    editing.store(true, ordering: .releasing)
  }

  /// The line editor has given the terminal its own mode back.
  static func editingEnded() {
    editing.store(false, ordering: .releasing)
  }

  /// Whether the process was continued since the last call: the reader then
  /// redraws what the shell's lines pushed away.
  static func takeContinued() -> Bool {
    continued.exchange(false, ordering: .acquiring)
  }

  /// Before stopping (SIGTSTP): the terminal gets its own mode back, so the
  /// shell finds it as it left it. Async-signal-safe.
  static func onStop() {
    guard editing.load(ordering: .acquiring), isForeground else { return }
    tcsetattr(0, TCSADRAIN, modes)
  }

  /// On SIGCONT: the line editor's mode again (the shell has put its own
  /// back), and a wake-up for the reader to redraw. Async-signal-safe.
  private static func onContinue() {
    if editing.load(ordering: .acquiring) && isForeground { tcsetattr(0, TCSADRAIN, modes + 1) }
    continued.store(true, ordering: .releasing)
    Signals.wake()
  }

  /// Whether the process may set the terminal's mode now: it is in the
  /// terminal's foreground (after `bg` it is not; its next `fg` continues it
  /// again), or standard input is not its controlling terminal.
  private static var isForeground: Bool {
    let group = tcgetpgrp(0)
    return group == -1 || group == getpgrp()
  }
}
