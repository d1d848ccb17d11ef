/// The output of `wordgame check`: one line per judged input line.
public enum BatchFormat: Sendable {
  /// `WORD<TAB>ok<TAB>POINTS` or `WORD<TAB>TITLE<TAB>MESSAGE`, the word escaped
  /// for display.
  case text
  /// JSON Lines: `{"word":…,"ok":true,"points":N}` or
  /// `{"word":…,"ok":false,"code":…,"title":…,"message":…}`.
  case json

  /// The output line for `verdict`, with its newline.
  public func line(for verdict: Verdict) -> String {
    switch (self, verdict) {
    case (.text, .accepted(let word, let points)):
      return Escaping.forDisplay(word) + "\tok\t" + String(points) + "\n"
    case (.text, .rejected(let word, let error)):
      return Escaping.forDisplay(word) + "\t" + error.title + "\t" + error.message + "\n"
    case (.json, .accepted(let word, let points)):
      return "{\"word\":\"" + Escaping.forJSON(word) + "\",\"ok\":true,\"points\":"
        + String(points) + "}\n"
    case (.json, .rejected(let word, let error)):
      return "{\"word\":\"" + Escaping.forJSON(word) + "\",\"ok\":false,\"code\":\"" + error.code
        + "\",\"title\":\"" + Escaping.forJSON(error.title) + "\",\"message\":\""
        + Escaping.forJSON(error.message) + "\"}\n"
    }
  }
}

/// Counts of a batch run, for the summary line.
public struct BatchSummary: Equatable, Sendable {
  /// Answers accepted.
  public var accepted = 0
  /// Answers and lines rejected.
  public var rejected = 0
  /// Points of the accepted answers.
  public var score = 0

  /// An empty summary.
  public init() {}

  /// Counts `verdict`.
  public mutating func add(_ verdict: Verdict) {
    switch verdict {
    case .accepted(_, let points):
      accepted += 1
      score += points
    case .rejected:
      rejected += 1
    }
  }

  /// `N accepted, M rejected, score S`.
  public var description: String {
    "\(accepted) accepted, \(rejected) rejected, score \(score)"
  }
}
