/// The parts of a Hunspell `.aff` file that decide which words a dictionary
/// accepts: the flag syntax, flag aliases, prefix and suffix rules, and the
/// features (compounding, ignored characters, input conversion) that derive
/// words beyond one prefix and up to two suffixes.
struct AffixFile {
  /// How flags are written (`FLAG`): one character, two characters, or numbers.
  enum FlagSyntax {
    case character, long, numeric
  }

  /// One prefix or suffix rule (`PFX`/`SFX` line): a class, so that going
  /// through a flag's thousands of rules (pl_PL) copies no arrays. Sendable:
  /// nothing changes once the file is read (``aloneCut`` is set then).
  final class Rule: @unchecked Sendable {
    let isPrefix: Bool
    let crossProduct: Bool
    let strip: [Unicode.Scalar]
    let append: [Unicode.Scalar]
    let continuation: [Int]
    let condition: Condition
    /// How many scalars it strips and appends.
    let stripCount: Int
    let appendCount: Int
    /// How many scalars a suffix and the affixes that may follow it cut from
    /// the start and the end of a stem without prefixes (see ``AffixFile/margins``).
    fileprivate(set) var aloneCut = (start: 0, end: 0)

    init(
      isPrefix: Bool, crossProduct: Bool, strip: [Unicode.Scalar], append: [Unicode.Scalar],
      continuation: [Int], condition: Condition
    ) {
      (self.isPrefix, self.crossProduct, self.strip, self.append) = (
        isPrefix, crossProduct, strip, append
      )
      (self.continuation, self.condition) = (continuation, condition)
      (stripCount, appendCount) = (strip.count, append.count)
    }
  }

  /// A rule's condition: a sequence of `.`, a character, or a bracket class.
  struct Condition {
    enum Element {
      case any
      case scalar(Unicode.Scalar)
      /// A bracket class: its scalars (few: searched in order, never hashed).
      case set([Unicode.Scalar], negated: Bool)

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
          var set: [Unicode.Scalar] = []
          var negated = false
          var first = true
          while let inner = scalars.next(), inner != "]" {
            if first && inner == "^" {
              negated = true
            } else if !set.contains(inner) {
              set.append(inner)
            }
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

  /// A flag's rules as expansion looks them up: its prefixes, and its
  /// suffixes by the last scalar of the words they can apply to (the last of
  /// what they strip, or of what their condition asks for).
  struct FlagRules {
    var prefixes: [Rule] = []
    var suffixesByLast: [Unicode.Scalar: [Rule]] = [:]
    /// Suffixes that may apply whatever a word ends with.
    var suffixesAfterAny: [Rule] = []

    /// The rules of a flag; each list of suffixes sorted for the expander to
    /// stop early: those that may cut a stem's start first, then by how much
    /// they cut from its end, most first.
    init(_ rules: [Rule]) {
      defer {
        func order(_ rules: inout [Rule]) {
          rules.sort {
            ($0.aloneCut.start > 0 ? 1 : 0, $0.aloneCut.end) > (
              $1.aloneCut.start > 0 ? 1 : 0, $1.aloneCut.end
            )
          }
        }
        order(&suffixesAfterAny)
        for key in suffixesByLast.keys { order(&suffixesByLast[key]!) }
      }
      for rule in rules {
        if rule.isPrefix {
          prefixes.append(rule)
        } else if let last = rule.strip.last {
          suffixesByLast[last, default: []].append(rule)
        } else if case .scalar(let last)? = rule.condition.elements.last {
          suffixesByLast[last, default: []].append(rule)
        } else if case .set(let set, negated: false)? = rule.condition.elements.last {
          for last in set { suffixesByLast[last, default: []].append(rule) }
        } else {
          suffixesAfterAny.append(rule)
        }
      }
    }

    /// The suffixes that may apply to a word ending with `last`, in two lists
    /// (not joined: no rule is copied).
    func suffixes(after last: Unicode.Scalar?) -> [[Rule]] {
      guard let last, let ending = suffixesByLast[last] else { return [suffixesAfterAny] }
      return [suffixesAfterAny, ending]
    }
  }

  var flagSyntax = FlagSyntax.character
  var aliases: [[Int]] = []
  var rules: [Int: [Rule]] = [:]
  /// ``rules`` by flag, for lookup.
  private(set) var byFlag: [Int: FlagRules] = [:]
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
    setCuts()
    byFlag = rules.mapValues(FlagRules.init)
    if inputConversions.contains(where: { !isHarmless($0) }) {
      incompleteness = incompleteness ?? "it converts letters on input (ICONV)"
    }
  }

  /// Sets each suffix's ``Rule/aloneCut``: what it and the affixes its
  /// continuation allows may cut from a stem without prefixes.
  private func setCuts() {
    let margins = margins
    let prefixed = Set(rules.filter { $0.value.contains(where: \.isPrefix) }.keys)
    for rule in rules.values.joined() where !rule.isPrefix {
      let followed = !rule.continuation.isEmpty
      rule.aloneCut = (
        rule.continuation.contains(where: prefixed.contains) ? margins.start : 0,
        rule.stripCount + (followed ? max(0, margins.end - rule.appendCount) : 0)
      )
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

  /// The most scalars any prefix strips, and any suffix.
  var margins: (start: Int, end: Int) {
    var margins = (start: 0, end: 0)
    for rule in rules.values.joined() {
      if rule.isPrefix {
        margins.start = max(margins.start, rule.strip.count)
      } else {
        margins.end = max(margins.end, rule.strip.count)
      }
    }
    return margins
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
