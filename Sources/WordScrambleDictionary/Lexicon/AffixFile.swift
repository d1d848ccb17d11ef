/// The parts of a Hunspell `.aff` file that decide which words a dictionary
/// accepts: the flag syntax, flag aliases, prefix and suffix rules, and the
/// features (compounding, ignored characters, input conversion) that derive
/// words beyond one prefix and up to two suffixes.
struct AffixFile {
  /// How flags are written (`FLAG`): one character, two characters, or numbers.
  enum FlagSyntax {
    case character, long, numeric
  }

  /// One prefix or suffix rule (`PFX`/`SFX` line).
  struct Rule {
    var isPrefix: Bool
    var crossProduct: Bool
    var strip: [Unicode.Scalar]
    var append: [Unicode.Scalar]
    var continuation: [Int]
    var condition: Condition
  }

  /// A rule's condition: a sequence of `.`, a character, or a bracket class.
  struct Condition {
    enum Element {
      case any
      case scalar(Unicode.Scalar)
      case set(Set<Unicode.Scalar>, negated: Bool)

      func matches(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .any: true
        case .scalar(let expected): scalar == expected
        case .set(let set, let negated): set.contains(scalar) != negated
        }
      }
    }
    var elements: [Element]

    init(_ text: String) {
      var elements: [Element] = []
      var scalars = text.unicodeScalars.makeIterator()
      while let scalar = scalars.next() {
        switch scalar {
        case ".": elements.append(.any)
        case "[":
          var set = Set<Unicode.Scalar>()
          var negated = false
          var first = true
          while let inner = scalars.next(), inner != "]" {
            if first && inner == "^" { negated = true } else { set.insert(inner) }
            first = false
          }
          elements.append(.set(set, negated: negated))
        default: elements.append(.scalar(scalar))
        }
      }
      self.elements = text == "." ? [] : elements
    }

    /// Whether the condition matches the start (prefix) or end (suffix) of `word`.
    func matches(_ word: [Unicode.Scalar], atStart: Bool) -> Bool {
      guard elements.count <= word.count else { return false }
      let offset = atStart ? 0 : word.count - elements.count
      for (index, element) in elements.enumerated() where !element.matches(word[offset + index]) {
        return false
      }
      return true
    }
  }

  var flagSyntax = FlagSyntax.character
  var aliases: [[Int]] = []
  var rules: [Int: [Rule]] = [:]
  /// Flags that mark a stem as part of compounds.
  var compoundFlags: Set<Int> = []
  /// Why words may be accepted beyond what expanding stems with affixes gives,
  /// or nil when expansion covers every accepted word.
  var incompleteness: String?
  /// The flag of words the dictionary forbids (`FORBIDDENWORD`).
  var forbiddenFlag: Int?
  /// The flag of words never suggested (`NOSUGGEST`): vulgar words and slurs.
  var noSuggestFlag: Int?
  /// Output conversions between letters (`OCONV ĳ ij`): applied to the forms,
  /// which Hunspell converts back on input (`ICONV ij ĳ`).
  var outputConversions: [(from: String, to: String)] = []
  /// Input conversions of letters, checked once the file is read.
  private var inputConversions: [(from: String, to: String)] = []

  /// Parses the text of an `.aff` file (already decoded from its encoding).
  init(text: String) {
    var headers: [String: (isPrefix: Bool, crossProduct: Bool, remaining: Int)] = [:]
    var sawAliasCount = false
    for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
      let fields = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      guard let keyword = fields.first, !keyword.hasPrefix("#") else { continue }
      switch keyword {
      case "FLAG" where fields.count > 1:
        switch fields[1] {
        case "long": flagSyntax = .long
        case "num": flagSyntax = .numeric
        default: flagSyntax = .character
        }
      case "AF" where fields.count > 1:
        // The first AF line gives the count; the following ones the aliased flag sets.
        if sawAliasCount { aliases.append(parseFlags(fields[1])) } else { sawAliasCount = true }
      case "PFX", "SFX":
        guard fields.count >= 4 else { continue }
        let key = keyword + fields[1]
        if let header = headers[key], header.remaining > 0 {
          headers[key]?.remaining -= 1
          let flag = parseFlags(fields[1]).first ?? 0
          rules[flag, default: []].append(rule(fields, header.isPrefix, header.crossProduct))
        } else {
          headers[key] = (keyword == "PFX", fields[2] == "Y", Int(fields[3]) ?? 0)
        }
      case "COMPOUNDFLAG", "COMPOUNDBEGIN", "COMPOUNDMIDDLE", "COMPOUNDEND", "COMPOUNDLAST":
        if fields.count > 1 { compoundFlags.formUnion(parseFlags(fields[1])) }
      case "COMPOUNDRULE" where fields.count > 1 && Int(fields[1]) == nil:
        let pattern = fields[1].filter { !"*?()".contains($0) }
        compoundFlags.formUnion(parseFlags(pattern))
      case "IGNORE":
        incompleteness = "it ignores characters (IGNORE)"
      case "COMPLEXPREFIXES":
        incompleteness = "it uses two-fold prefixes (COMPLEXPREFIXES)"
      case "ICONV" where fields.count > 2:
        inputConversions.append((fields[1], fields[2]))
      case "OCONV" where fields.count > 2:
        if WordShape.isLettersOnly(fields[1]) && WordShape.isLettersOnly(fields[2]) {
          outputConversions.append((fields[1], fields[2]))
        }
      case "FORBIDDENWORD" where fields.count > 1:
        forbiddenFlag = parseFlags(fields[1]).first
      case "NOSUGGEST" where fields.count > 1:
        noSuggestFlag = parseFlags(fields[1]).first
      default:
        continue
      }
    }
    if inputConversions.contains(where: { !isHarmless($0) }) {
      incompleteness = incompleteness ?? "it converts letters on input (ICONV)"
    }
  }

  /// The rule of a `PFX`/`SFX` line's fields (after its header line).
  private func rule(_ fields: [String], _ isPrefix: Bool, _ crossProduct: Bool) -> Rule {
    var appendField = fields[3]
    var continuation: [Int] = []
    if let slash = appendField.firstIndex(of: "/") {
      // Continuation classes may be AF aliases too (defined earlier, as Hunspell reads them).
      continuation = flags(ofEntry: String(appendField[appendField.index(after: slash)...]))
      appendField = String(appendField[..<slash])
    }
    return Rule(
      isPrefix: isPrefix, crossProduct: crossProduct,
      strip: fields[2] == "0" ? [] : Array(fields[2].unicodeScalars),
      append: appendField == "0" ? [] : Array(appendField.unicodeScalars),
      continuation: continuation,
      condition: Condition(fields.count > 4 ? fields[4] : "."))
  }

  /// Whether an input conversion cannot make a word of letters the expansion
  /// misses: its source is not letters, not in NFC, a ligature (`ﬁ`, `ſ`), or
  /// the output of an output conversion that the forms already had applied.
  private func isHarmless(_ conversion: (from: String, to: String)) -> Bool {
    let from = conversion.from
    if !WordShape.isLettersOnly(from)
      || !Normalization.composed(from).unicodeScalars.elementsEqual(from.unicodeScalars)
    {
      return true
    }
    if from.unicodeScalars.allSatisfy({ (0xFB00...0xFB4F).contains($0.value) || $0 == "ſ" }) {
      return true
    }
    return outputConversions.contains { $0.from == conversion.to && $0.to == from }
  }

  /// The flags of a `.dic` entry or rule continuation, resolving `AF` aliases.
  func flags(ofEntry text: String) -> [Int] {
    if !aliases.isEmpty, let index = Int(text), index >= 1, index <= aliases.count {
      return aliases[index - 1]
    }
    return parseFlags(text)
  }

  func parseFlags(_ text: String) -> [Int] {
    switch flagSyntax {
    case .character:
      return text.unicodeScalars.map { Int($0.value) }
    case .long:
      let scalars = Array(text.unicodeScalars)
      return stride(from: 0, to: scalars.count, by: 2).map { index in
        let second = index + 1 < scalars.count ? Int(scalars[index + 1].value) : 0
        return Int(scalars[index].value) << 21 | second
      }
    case .numeric:
      return text.split(separator: ",").compactMap { Int($0) }
    }
  }
}
