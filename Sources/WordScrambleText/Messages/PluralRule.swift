/// A catalog's plural rule: the C expression of its `Plural-Forms` header
/// (`nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : …);`), parsed once and
/// evaluated for each count, as GNU gettext's `ngettext` does.
public struct PluralRule: Sendable, Equatable {
  /// How many forms a message has.
  public let count: Int
  private let expression: Expression

  /// English's rule (and the fallback for a header that does not parse): one
  /// form for 1, the other for every other count.
  public static let english = PluralRule(count: 2, expression: .notEqual(.n, .number(1)))

  private init(count: Int, expression: Expression) {
    self.count = count
    self.expression = expression
  }

  /// The rule of a `Plural-Forms` header value, or nil when it does not parse
  /// (an unknown operator, unbalanced parentheses, a count out of 1...6).
  public init?(header: String) {
    var count: Int?
    var expression: Expression?
    for part in header.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1)
      guard pair.count == 2 else { continue }
      let key = pair[0].trimmingSpaces
      if key == "nplurals" {
        count = Int(pair[1].trimmingSpaces)
      } else if key == "plural" {
        var parser = Parser(text: Array(pair[1].utf8))
        expression = parser.parseWhole()
      }
    }
    guard let count, (1...6).contains(count), let expression else { return nil }
    self.init(count: count, expression: expression)
  }

  /// The index of the form for `n`, within `0..<count`.
  public func form(for n: Int) -> Int {
    let value = expression.value(n: n)
    return value >= 0 && value < count ? value : 0
  }
}

extension PluralRule {
  fileprivate indirect enum Expression: Sendable, Equatable {
    case n
    case number(Int)
    case not(Expression)
    case binary(Operator, Expression, Expression)
    case choice(Expression, Expression, Expression)

    static func notEqual(_ left: Expression, _ right: Expression) -> Expression {
      .binary(.notEqual, left, right)
    }

    func value(n: Int) -> Int {
      switch self {
      case .n: return n
      case .number(let value): return value
      case .not(let operand): return operand.value(n: n) == 0 ? 1 : 0
      case .choice(let condition, let then, let otherwise):
        return condition.value(n: n) != 0 ? then.value(n: n) : otherwise.value(n: n)
      case .binary(let op, let left, let right):
        return op.apply(left.value(n: n), right.value(n: n))
      }
    }
  }

  fileprivate enum Operator: String, Sendable, CaseIterable {
    case or = "||", and = "&&", equal = "==", notEqual = "!="
    case lessOrEqual = "<=", greaterOrEqual = ">=", less = "<", greater = ">"
    case plus = "+", minus = "-", times = "*", divided = "/", remainder = "%"

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

    init(text: [UInt8]) { self.text = text }

    mutating func parseWhole() -> Expression? {
      guard let expression = parseChoice() else { return nil }
      skipSpaces()
      return position == text.count ? expression : nil
    }

    mutating func parseChoice() -> Expression? {
      depth += 1
      defer { depth -= 1 }
      guard depth < 64, let condition = parseBinary(minimum: 1) else { return nil }
      guard take("?") else { return condition }
      guard let then = parseChoice(), take(":"), let otherwise = parseChoice() else { return nil }
      return .choice(condition, then, otherwise)
    }

    mutating func parseBinary(minimum: Int) -> Expression? {
      guard var left = parseUnary() else { return nil }
      while let op = peekOperator(), op.precedence >= minimum {
        position += op.rawValue.utf8.count
        guard let right = parseBinary(minimum: op.precedence + 1) else { return nil }
        left = .binary(op, left, right)
      }
      return left
    }

    mutating func parseUnary() -> Expression? {
      skipSpaces()
      guard position < text.count else { return nil }
      let byte = text[position]
      if byte == UInt8(ascii: "!") && !(position + 1 < text.count && text[position + 1] == 0x3D) {
        position += 1
        depth += 1
        defer { depth -= 1 }
        return depth < 64 ? parseUnary().map(Expression.not) : nil
      }
      if byte == UInt8(ascii: "(") {
        position += 1
        guard let inner = parseChoice(), take(")") else { return nil }
        return inner
      }
      if byte == UInt8(ascii: "n") {
        position += 1
        return .n
      }
      var value = 0
      let start = position
      while position < text.count, (0x30...0x39).contains(text[position]), value < 1 << 40 {
        value = value * 10 + Int(text[position] - 0x30)
        position += 1
      }
      return position > start ? .number(value) : nil
    }

    mutating func peekOperator() -> Operator? {
      skipSpaces()
      // Longest first, so `<=` is not read as `<`.
      for op in Operator.allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count }) {
        let bytes = Array(op.rawValue.utf8)
        if position + bytes.count <= text.count,
          Array(text[position..<position + bytes.count]) == bytes
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
