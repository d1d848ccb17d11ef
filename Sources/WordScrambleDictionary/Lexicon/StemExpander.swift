/// Expands the stems of a `.dic` file with the affix rules of its `.aff` file,
/// as hunspell's `unmunch` does: every stem, each suffix it allows, a second
/// suffix by continuation, each prefix it allows, and prefix plus suffix where
/// both rules allow cross products.
///
/// It may produce words Hunspell rejects (the lexicon checks every one); what
/// matters is that it misses none Hunspell accepts. Where the affix file uses
/// features beyond these (compounding of letter stems, ignored characters,
/// letter conversion, deeper continuation), ``incompleteness`` says so.
struct StemExpander {
  let affixes: AffixFile
  private(set) var incompleteness: String?
  /// How many more forms may be made (an untrusted dictionary's rules can
  /// make billions from a few stems); at zero nothing more is expanded.
  private(set) var formsLeft: Int

  init(affixes: AffixFile, maximumForms: Int = .max) {
    self.affixes = affixes
    self.incompleteness = affixes.incompleteness
    self.formsLeft = maximumForms
  }

  /// Whether expansion stopped at its bound of forms.
  var isExhausted: Bool { formsLeft <= 0 }

  /// Calls `emit` with the stem and every form derived from it, until the
  /// bound of forms is reached.
  mutating func expand(stem: [Unicode.Scalar], flags: [Int], emit: ([Unicode.Scalar]) -> Void) {
    var left = formsLeft
    defer { formsLeft = left }
    guard left > 0 else { return }
    func send(_ form: [Unicode.Scalar]) {
      left -= 1
      if left >= 0 { emit(form) }
    }
    send(stem)
    // A compound is a word of letters only when all its parts are; en_US, say,
    // compounds only numbers ("0th", "1st").
    if !affixes.compoundFlags.isEmpty, flags.contains(where: affixes.compoundFlags.contains),
      WordShape.isLettersOnly(String(String.UnicodeScalarView(stem)))
    {
      incompleteness = incompleteness ?? "letter stems take part in compounds"
    }
    var crossSuffixed: [[Unicode.Scalar]] = []
    for flag in flags where left > 0 {
      for rule in affixes.rules[flag] ?? [] where !rule.isPrefix && left > 0 {
        guard let form = apply(rule, to: stem) else { continue }
        send(form)
        if rule.crossProduct { crossSuffixed.append(form) }
        for continuation in rule.continuation {
          for second in affixes.rules[continuation] ?? [] where left > 0 {
            guard let twice = apply(second, to: form) else { continue }
            send(twice)
            // Twice suffixed, a word still takes a cross-product prefix (re+do+s+t).
            if rule.crossProduct && !second.isPrefix { crossSuffixed.append(twice) }
            if !second.continuation.isEmpty {
              incompleteness = incompleteness ?? "affixes continue more than two levels deep"
            }
          }
        }
      }
    }
    for flag in flags where left > 0 {
      for rule in affixes.rules[flag] ?? [] where rule.isPrefix && left > 0 {
        guard let form = apply(rule, to: stem) else { continue }
        send(form)
        if rule.crossProduct {
          for suffixed in crossSuffixed where left > 0 {
            if let both = apply(rule, to: suffixed) { send(both) }
          }
        }
        // A prefix's continuation flags name suffixes allowed after it.
        for continuation in rule.continuation {
          for second in affixes.rules[continuation] ?? [] where !second.isPrefix {
            if let both = apply(second, to: form) { send(both) }
          }
        }
      }
    }
  }

  private func apply(_ rule: AffixFile.Rule, to word: [Unicode.Scalar]) -> [Unicode.Scalar]? {
    guard word.count >= rule.strip.count, rule.condition.matches(word, atStart: rule.isPrefix)
    else { return nil }
    if rule.isPrefix {
      guard word.starts(with: rule.strip) else { return nil }
      return rule.append + word.dropFirst(rule.strip.count)
    }
    guard word.suffix(rule.strip.count).elementsEqual(rule.strip) else { return nil }
    return word.dropLast(rule.strip.count) + rule.append
  }
}
