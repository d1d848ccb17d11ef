/// The exit statuses of `wordgame`.
enum ExitStatus {
  /// Every answer accepted; help or version shown; a round ended normally.
  static let success: Int32 = 0
  /// At least one answer rejected.
  static let rejected: Int32 = 1
  /// Could not run: a usage error, an unknown dictionary, an unreadable file.
  static let couldNotRun: Int32 = 2
  /// Standard output was closed by its reader (128 + SIGPIPE, as a shell reports it).
  static let outputClosed: Int32 = 141
}
