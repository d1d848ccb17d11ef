/// One JSON object on one line, members in the order added, strings escaped by
/// ``Escaping/forJSON(_:)``: the JSON Lines of `check`, `solve` and `stats`.
package struct JSONObject {
  private var text = "{"

  /// An empty object.
  package init() {}

  private mutating func key(_ name: String) {
    if text.utf8.count > 1 { text += "," }
    text += "\"" + name + "\":"
  }

  /// Adds a string member.
  package mutating func add(_ name: String, _ value: String) {
    key(name)
    text += "\"" + Escaping.forJSON(value) + "\""
  }

  /// Adds a number member.
  package mutating func add(_ name: String, _ value: Int) {
    key(name)
    text += String(value)
  }

  /// Adds a `true` or `false` member.
  package mutating func add(_ name: String, _ value: Bool) {
    key(name)
    text += value ? "true" : "false"
  }

  /// Adds an array of strings.
  package mutating func add(_ name: String, _ values: [String]) {
    key(name)
    text += "[" + values.map { "\"" + Escaping.forJSON($0) + "\"" }.joined(separator: ",") + "]"
  }

  /// Adds an array of objects.
  package mutating func add(_ name: String, _ objects: [JSONObject]) {
    key(name)
    text += "[" + objects.map { $0.text + "}" }.joined(separator: ",") + "]"
  }

  /// The object and its newline.
  package var line: String { text + "}\n" }
}
