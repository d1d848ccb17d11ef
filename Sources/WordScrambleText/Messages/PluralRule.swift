/// A catalog's plural rule: the C expression of its `Plural-Forms` header
/// (`nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : …);`), parsed once and
/// evaluated for each count, as GNU gettext's `ngettext` does.
public struct PluralRule: Sendable, Equatable {
  /// How many forms a message has.
  public let count: Int
  /// The expression's nodes, each naming its operands by index (a flat array,
  /// not a tree of boxes: nothing to leak, nothing deep to free).
  private let nodes: [Node]

  /// English's rule (and the fallback for a header that does not parse): one
  /// form for 1, the other for every other count.
  public static let english = PluralRule(
    count: 2, nodes: [.n, .number(1), .binary(.notEqual, 0, 1)])

  private init(count: Int, nodes: [Node]) {
    self.count = count
    self.nodes = nodes
  }

  /// The rule of a `Plural-Forms` header value, or nil when it does not parse
  /// (an unknown operator, unbalanced parentheses, a count out of 1...6, an
  /// expression of more than 1,000 parts).
  public init?(header: String) {
    var count: Int?
    var nodes: [Node]?
    for part in header.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1)
      guard pair.count == 2 else { continue }
      let key = pair[0].trimmingSpaces
      if key == "nplurals" {
        count = Int(pair[1].trimmingSpaces)
      } else if key == "plural" {
        var parser = Parser(text: Array(pair[1].utf8))
        nodes = parser.parseWhole().map { _ in parser.nodes }
      }
    }
    guard let count, (1...6).contains(count), let nodes, !nodes.isEmpty else { return nil }
    self.init(count: count, nodes: nodes)
  }

  /// The index of the form for `n`, within `0..<count`.
  public func form(for n: Int) -> Int {
    let value = value(of: nodes.count - 1, n: n)
    return value >= 0 && value < count ? value : 0
  }

  /// The value of node `index` (the root is the last node: operands come first).
  private func value(of index: Int, n: Int) -> Int {
    switch nodes[index] {
    case .n: return n
    case .number(let value): return value
    case .not(let operand): return value(of: operand, n: n) == 0 ? 1 : 0
    case .choice(let condition, let then, let otherwise):
      return value(of: condition, n: n) != 0 ? value(of: then, n: n) : value(of: otherwise, n: n)
    case .binary(let op, let left, let right):
      return op.apply(value(of: left, n: n), value(of: right, n: n))
    }
  }
}

extension PluralRule {
  fileprivate enum Node: Sendable, Equatable {
    case n
    case number(Int)
    case not(Int)
    case binary(Operator, Int, Int)
    case choice(Int, Int, Int)
  }

  fileprivate enum Operator: String, Sendable, CaseIterable {
    case or = "||", and = "&&", equal = "==", notEqual = "!="
    case lessOrEqual = "<=", greaterOrEqual = ">=", less = "<", greater = ">"
    case plus = "+", minus = "-", times = "*", divided = "/", remainder = "%"

    /// The operators, longest spelling first.
    static let byLength = allCases.sorted { $0.rawValue.count > $1.rawValue.count }

    /// Binding strength, C's order: `||` loosest, `* / %` tightest.
    var precedence: Int {
      switch self {
      case .or: 1
      case .and: 2
      case .equal, .notEqual: 3
      case .lessOrEqual, .greaterOrEqual, .less, .greater: 4
      case .plus, .minus: 5
      case .times, .divided, .remainder: 6
      }
    }

    func apply(_ left: Int, _ right: Int) -> Int {
      switch self {
      case .or: left != 0 || right != 0 ? 1 : 0
      case .and: left != 0 && right != 0 ? 1 : 0
      case .equal: left == right ? 1 : 0
      case .notEqual: left != right ? 1 : 0
      case .lessOrEqual: left <= right ? 1 : 0
      case .greaterOrEqual: left >= right ? 1 : 0
      case .less: left < right ? 1 : 0
      case .greater: left > right ? 1 : 0
      case .plus: left &+ right
      case .minus: left &- right
      case .times: left &* right
      // Division by zero is 0 here, not a crash (a catalog is data).
      case .divided: right == 0 ? 0 : left / right
      case .remainder: right == 0 ? 0 : left % right
      }
    }
  }

  /// A recursive-descent parser of gettext's plural expressions: C's
  /// conditional, logical, comparison and arithmetic operators over `n` and
  /// whole numbers. Nesting is bounded so a hostile header cannot exhaust the stack.
  fileprivate struct Parser {
    let text: [UInt8]
    var position = 0
    var depth = 0
    /// The nodes made so far; an operand is always made before its operator.
    var nodes: [Node] = []

    init(text: [UInt8]) { self.text = text }

    /// The root's index, or nil when the text is not one whole expression.
    mutating func parseWhole() -> Int? {
      guard let root = parseChoice() else { return nil }
      skipSpaces()
      return position == text.count && root == nodes.count - 1 ? root : nil
    }

    mutating func add(_ node: Node) -> Int? {
      guard nodes.count < 1000 else { return nil }
      nodes.append(node)
      return nodes.count - 1
    }

    mutating func parseChoice() -> Int? {
      depth += 1
      defer { depth -= 1 }
      guard depth < 64, let condition = parseBinary(minimum: 1) else { return nil }
      guard take("?") else { return condition }
      guard let then = parseChoice(), take(":"), let otherwise = parseChoice() else { return nil }
      return add(.choice(condition, then, otherwise))
    }

    mutating func parseBinary(minimum: Int) -> Int? {
      guard var left = parseUnary() else { return nil }
      while let op = peekOperator(), op.precedence >= minimum {
        position += op.rawValue.utf8.count
        guard let right = parseBinary(minimum: op.precedence + 1),
          let node = add(.binary(op, left, right))
        else { return nil }
        left = node
      }
      return left
    }

    mutating func parseUnary() -> Int? {
      skipSpaces()
      guard position < text.count else { return nil }
      let byte = text[position]
      if byte == UInt8(ascii: "!") && !(position + 1 < text.count && text[position + 1] == 0x3D) {
        position += 1
        depth += 1
        defer { depth -= 1 }
        guard depth < 64, let operand = parseUnary() else { return nil }
        return add(.not(operand))
      }
      if byte == UInt8(ascii: "(") {
        position += 1
        guard let inner = parseChoice(), take(")") else { return nil }
        return inner
      }
      if byte == UInt8(ascii: "n") {
        position += 1
        return add(.n)
      }
      var value = 0
      let start = position
      while position < text.count, (0x30...0x39).contains(text[position]), value < 1 << 40 {
        value = value * 10 + Int(text[position] - 0x30)
        position += 1
      }
      return position > start ? add(.number(value)) : nil
    }

    mutating func peekOperator() -> Operator? {
      skipSpaces()
      // Longest first, so `<=` is not read as `<`.
      for op in Operator.byLength {
        let bytes = op.rawValue.utf8
        if position + bytes.count <= text.count,
          text[position..<position + bytes.count].elementsEqual(bytes)
        {
          return op
        }
      }
      return nil
    }

    mutating func take(_ character: Character) -> Bool {
      skipSpaces()
      guard position < text.count, text[position] == character.asciiValue else { return false }
      position += 1
      return true
    }

    mutating func skipSpaces() {
      while position < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[position]) {
        position += 1
      }
    }
  }
}

extension Substring {
  fileprivate var trimmingSpaces: String {
    String(
      drop { $0 == " " || $0 == "\t" || $0 == "\n" }.reversed().drop {
        $0 == " " || $0 == "\t" || $0 == "\n"
      }.reversed())
  }
}
