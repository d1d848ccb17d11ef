import WordScramble

/// The lines typed on a terminal, kept across games in
/// `$XDG_STATE_HOME/wordgame/history` (one a line, oldest first, the last
/// ``limit``), so Up recalls them in the next game, as in sqlite3 and python.
///
/// The file is read only if it is a regular file of at most 1 MiB (never
/// through a link), and rewritten atomically after each line; a line with a
/// control character is not kept. Failures are silent: history is a comfort.
struct InputHistory {
  /// Where the history is kept, or nil for none.
  let path: String?
  /// The lines kept, oldest first.
  private(set) var lines: [String] = []

  /// How many lines are kept.
  static let limit = 500
  /// The largest history file read.
  static let maximumBytes = 1 << 20

  /// The history in the folder `folder` (the game's state folder), read now.
  init(folder: String?) {
    path = folder.map { $0 + "/history" }
    guard let path,
      case .success(let bytes) = SystemFiles.regularFile(at: path, limit: Self.maximumBytes)
    else { return }
    lines = bytes.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
      .filter(Self.isKept).suffix(Self.limit).map { $0 }
  }

  /// Whether `line` is kept: not empty, no control character.
  static func isKept(_ line: String) -> Bool {
    !line.isEmpty && !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
  }

  /// Adds `line` and saves the history (the oldest lines past ``limit`` dropped).
  mutating func add(_ line: String) {
    guard Self.isKept(line) else { return }
    lines.append(line)
    if lines.count > Self.limit { lines.removeFirst(lines.count - Self.limit) }
    guard let path else { return }
    SystemFiles.createFolder(SystemFiles.folder(of: path))
    _ = SystemFiles.writeAtomically(Array(lines.map { $0 + "\n" }.joined().utf8), to: path)
  }
}
