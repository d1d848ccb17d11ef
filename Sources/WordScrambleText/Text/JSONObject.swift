/// One JSON object on one line, members in the order added, strings escaped
/// (control characters, quotes, backslashes and unpaired surrogates' bytes as
/// `\uXXXX`): the one JSON writer of `check`, `solve` and `stats`, and of an
/// app that prints the same lines.
///
/// ```swift
/// var object = JSONObject()
/// object.add("word", "silk")
/// object.add("ok", true)
/// object.line  // {"word":"silk","ok":true}\n
/// ```
public struct JSONObject: Sendable, Equatable {
  private var text = "{"

  /// An empty object.
  public init() {}

  private mutating func key(_ name: String) {
    if text.utf8.count > 1 { text += "," }
    text += "\"" + name + "\":"
  }

  /// Adds a string member.
  public mutating func add(_ name: String, _ value: String) {
    key(name)
    text += "\"" + Escaping.forJSON(value) + "\""
  }

  /// Adds a number member.
  public mutating func add(_ name: String, _ value: Int) {
    key(name)
    text += String(value)
  }

  /// Adds a number member already written as JSON (`2.5`).
  public mutating func add(_ name: String, number: String) {
    key(name)
    text += number
  }

  /// Adds a `true` or `false` member.
  public mutating func add(_ name: String, _ value: Bool) {
    key(name)
    text += value ? "true" : "false"
  }

  /// Adds an array of strings.
  public mutating func add(_ name: String, _ values: [String]) {
    key(name)
    text += "[" + values.map { "\"" + Escaping.forJSON($0) + "\"" }.joined(separator: ",") + "]"
  }

  /// Adds an array of objects.
  public mutating func add(_ name: String, _ objects: [JSONObject]) {
    key(name)
    text += "[" + objects.map { $0.text + "}" }.joined(separator: ",") + "]"
  }

  /// The object and its newline.
  public var line: String { text + "}\n" }
}
