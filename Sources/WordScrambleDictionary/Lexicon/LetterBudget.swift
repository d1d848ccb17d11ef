/// The letters a few start words offer: the most times each letter of their
/// keys occurs in one of them. A word *fits* when its key asks no letter more
/// often than that; every answer of those start words fits.
///
/// A round's word list (``Lexicon/Options/scope``) is built of the words that
/// fit: expanding a dictionary, no affix is applied whose form would keep
/// letters that do not fit (``LetterGate``), so a first game need not expand
/// and check the millions of forms a full list has (it_IT: 36 million).
package struct LetterBudget: Sendable {
  /// Each letter offered (a scalar of a key) and how many times, sorted by letter.
  private(set) var offered: [(letter: UInt32, count: Int)]

  /// The budget of start words given by their keys under some ``LetterRules``.
  package init(keys: [String]) {
    var most: [UInt32: Int] = [:]
    for key in keys {
      var counts: [UInt32: Int] = [:]
      for scalar in key.unicodeScalars { counts[scalar.value, default: 0] += 1 }
      most.merge(counts, uniquingKeysWith: max)
    }
    offered = most.map { (letter: $0.key, count: $0.value) }.sorted { $0.letter < $1.letter }
  }

  /// The most letters a word that fits can have.
  package var letterCount: Int { offered.reduce(0) { $0 + $1.count } }

  /// Whether `key` (a key under the rules the budget's keys were made by) fits.
  package func fits(_ key: String) -> Bool {
    var left = offered.map(\.count)
    for scalar in key.unicodeScalars where !take(scalar.value, from: &left) { return false }
    return true
  }

  /// Takes one `letter` from `left` (counts parallel to ``offered``); false
  /// when none is left.
  @inline(__always)
  func take(_ letter: UInt32, from left: inout [Int]) -> Bool {
    for index in offered.indices where offered[index].letter == letter {
      guard left[index] > 0 else { return false }
      left[index] -= 1
      return true
    }
    return false
  }
}

/// Whether the letters a form keeps of the word an affix is applied to fit a
/// ``LetterBudget``: asked before each affix is applied (what an affix strips
/// no form keeps; what it appends is judged with the whole form), so that no
/// form is made of a stem whose kept letters do not fit. Scalars are keyed
/// one by one under the language's rules (lowercased, accents folded) through
/// a table made once.
struct LetterGate {
  /// For each scalar below ``tableEnd``: the slot of its key letter in the
  /// budget, ``notOffered``, ``noLetter`` or ``several`` (a key of two letters).
  private let slots: [Int8]
  private let letters: [UInt32]
  private let counts: SIMD16<Int16>
  /// The key letters of scalars past the table or keyed to several letters.
  private let rules: LetterRules
  private let conversions: [Unicode.Scalar: String]
  private static let tableEnd: UInt32 = 0x530
  private static let notOffered: Int8 = -1
  private static let noLetter: Int8 = -2
  private static let several: Int8 = -3
  private static let combining: Int8 = -4

  /// A gate for `budget` under `rules`, with the affix file's output
  /// conversions (nil when the budget has over 16 letters or a conversion
  /// turns several letters into others: no gate then).
  init?(budget: LetterBudget, rules: LetterRules, affixes: AffixFile) {
    guard budget.offered.count <= 16 else { return nil }
    var conversions: [Unicode.Scalar: String] = [:]
    for conversion in affixes.outputConversions {
      let from = Array(conversion.from.unicodeScalars)
      guard from.count == 1 else { return nil }
      conversions[from[0]] = conversion.to
    }
    self.conversions = conversions
    self.rules = rules
    letters = budget.offered.map(\.letter)
    var counts = SIMD16<Int16>(repeating: 0)
    for (index, entry) in budget.offered.enumerated() { counts[index] = Int16(entry.count) }
    self.counts = counts
    var slots = [Int8](repeating: Self.notOffered, count: Int(Self.tableEnd))
    for value in 0..<Self.tableEnd {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if scalar.properties.canonicalCombiningClass != .notReordered {
        slots[Int(value)] = Self.combining
        continue
      }
      let key = Self.key(of: scalar, rules: rules, conversions: conversions)
      switch key.count {
      case 0: slots[Int(value)] = Self.noLetter
      case 1: slots[Int(value)] = Int8(letters.firstIndex(of: key[0]) ?? -1)
      default: slots[Int(value)] = Self.several
      }
    }
    self.slots = slots
  }

  /// The key letters of one scalar of a dictionary form.
  private static func key(
    of scalar: Unicode.Scalar, rules: LetterRules, conversions: [Unicode.Scalar: String]
  ) -> [UInt32] {
    let text = conversions[scalar] ?? String(scalar)
    return rules.key(Normalization.composed(text.lowercased())).unicodeScalars.map(\.value)
  }

  /// Whether the letters of `part` (scalars of a dictionary form) fit.
  func fits(_ part: ArraySlice<Unicode.Scalar>) -> Bool {
    fittingLength(part) == part.count
  }

  /// How many of the first scalars of `part` fit together: the length of its
  /// longest start that fits (every shorter start fits too). A combining mark
  /// may compose with the letter before it into another letter: a part with
  /// one fits whole, as far as the gate can tell.
  func fittingLength(_ part: ArraySlice<Unicode.Scalar>) -> Int {
    var left = counts
    var length = 0
    scan: for scalar in part {
      let value = scalar.value
      let slot = value < Self.tableEnd ? slots[Int(value)] : Self.several
      if slot >= 0 {
        left[Int(slot)] -= 1
        if left[Int(slot)] < 0 { break }
      } else if slot == Self.notOffered {
        break
      } else if slot != Self.noLetter {
        if slot == Self.combining || Self.isCombining(scalar) { return part.count }
        for letter in Self.key(of: scalar, rules: rules, conversions: conversions) {
          guard let index = letters.firstIndex(of: letter) else { break scan }
          left[index] -= 1
          if left[index] < 0 { break scan }
        }
      }
      length += 1
    }
    guard length < part.count else { return length }
    for scalar in part.dropFirst(length) {
      let value = scalar.value
      if value < Self.tableEnd ? slots[Int(value)] == Self.combining : Self.isCombining(scalar) {
        return part.count
      }
    }
    return length
  }

  private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x300 && scalar.properties.canonicalCombiningClass != .notReordered
  }
}
