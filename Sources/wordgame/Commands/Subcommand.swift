/// A `wordgame` subcommand, in swift-argument-parser's shape: parse the
/// arguments (throwing a ``UsageError``), then run and return the exit status.
protocol Subcommand {
  /// The name typed after `wordgame`.
  static var name: String { get }
  /// The one-line usage shown with a usage error.
  static var usage: String { get }
  /// The full help text.
  static var help: String { get }
  /// Parses and validates the arguments.
  init(arguments: [String]) throws(UsageError)
  /// Runs the command; returns the exit status.
  func run() -> Int32
}
