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
  /// Whether the letters a form keeps may fit a round's list (nil: any may).
  var gate: LetterGate? {
    didSet {
      margins = affixes.margins
      cuts = gate == nil ? [:] : Cut.ofFlags(affixes, margins)
      strippingPrefixes = Set(
        affixes.byFlag.filter { $0.value.prefixes.contains { $0.stripCount > 0 } }.keys)
    }
  }
  /// The most each flag's suffixes and prefixes cut from a stem, with what
  /// later affixes may cut: the part of a stem every form keeps.
  private var cuts: [Int: (suffixes: Cut, prefixes: Cut)] = [:]
  /// The most scalars any prefix strips, and any suffix.
  private var margins = (start: 0, end: 0)
  /// The flags with a prefix that strips letters: a cross-product prefix of
  /// another keeps a suffixed form's start (French elisions: `l'`).
  private var strippingPrefixes: Set<Int> = []
  /// Whether the stem being expanded is let through whole (no gate).
  private var isOpen = false

  /// Letters (scalars) of forms still to be made: forms of thousands of
  /// letters bound the work in bytes, not only in words.
  private var scalarsLeft: Int
  /// When expansion stops, whatever is left (nil: never).
  private let deadline: ContinuousClock.Instant?
  /// Forms made since the clock was last read.
  private var sinceClock = 0

  init(
    affixes: AffixFile, maximumForms: Int = .max, maximumScalars: Int = .max,
    deadline: ContinuousClock.Instant? = nil
  ) {
    self.affixes = affixes
    self.incompleteness = affixes.incompleteness
    self.formsLeft = maximumForms
    self.scalarsLeft = maximumScalars
    self.deadline = deadline
  }

  /// Whether expansion stopped at its bound of forms.
  var isExhausted: Bool { formsLeft <= 0 }

  /// Calls `emit` with the stem and every form derived from it, until the
  /// bound of forms is reached; every form when not `gated`, else only those
  /// the ``gate`` may let through (and some others).
  mutating func expand(
    stem: [Unicode.Scalar], flags: [Int], gated: Bool = true, emit: ([Unicode.Scalar]) -> Void
  ) {
    var left = formsLeft
    var scalars = scalarsLeft
    var sinceClock = self.sinceClock
    let deadline = self.deadline
    isOpen = !gated
    defer {
      (formsLeft, isOpen) = (left, false)
      (scalarsLeft, self.sinceClock) = (scalars, sinceClock)
    }
    guard left > 0 else { return }
    // How much of the stem's start fits: a rule that keeps no more fits.
    let stemFits = fit(stem)
    func send(_ form: [Unicode.Scalar]) {
      left -= 1
      scalars -= form.count
      sinceClock += 1
      // Past the letters or the time allowed: exhausted, as past the forms.
      if scalars < 0 { left = -1 }
      if sinceClock >= 1024, let deadline {
        sinceClock = 0
        if ContinuousClock.now > deadline { left = -1 }
      }
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
    let hasRoom = { left > 0 }
    let crossSuffixed = expandSuffixes(stem, flags, stemFits, hasRoom, send)
    expandPrefixes(stem, flags, stemFits, crossSuffixed, hasRoom, send)
  }

  /// The stem's suffixed forms, each sent, and those a cross-product prefix
  /// may be added to (returned).
  private mutating func expandSuffixes(
    _ stem: [Unicode.Scalar], _ flags: [Int], _ stemFits: Fit, _ hasRoom: () -> Bool,
    _ send: ([Unicode.Scalar]) -> Void
  ) -> [[Unicode.Scalar]] {
    var crossSuffixed: [[Unicode.Scalar]] = []
    // Without prefixes that strip, a stem's suffixes keep its start: sorted by
    // what they cut from its end, the first that keeps too much ends the list.
    let prefixed = gate != nil && !isOpen && flags.contains(where: strippingPrefixes.contains)
    for flag in flags where hasRoom() {
      if let cut = cuts[flag]?.suffixes, !keeps(stem, cut, stemFits) { continue }
      for rules in affixes.byFlag[flag]?.suffixes(after: stem.last) ?? [] {
        for rule in rules where hasRoom() {
          if gate != nil && !isOpen {
            let cut =
              prefixed
              ? Cut(rule, later: Cut.isFollowed(rule), margins)
              : Cut(start: rule.aloneCut.start, end: rule.aloneCut.end)
            guard keeps(stem, cut, stemFits) else {
              if !prefixed && cut.start == 0 { break }
              continue
            }
          }
          guard let form = apply(rule, to: stem, fit: nil) else { continue }
          send(form)
          if rule.crossProduct { crossSuffixed.append(form) }
          let formFits = rule.continuation.isEmpty ? Fit(form.count) : fit(form)
          for continuation in rule.continuation {
            guard let next = affixes.byFlag[continuation] else { continue }
            for second in ([next.prefixes] + next.suffixes(after: form.last)).joined()
            where hasRoom() {
              let crossed = rule.crossProduct && !second.isPrefix
              guard let twice = apply(second, to: form, fit: formFits, later: crossed)
              else { continue }
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
    }
    return crossSuffixed
  }

  /// The stem's prefixed forms, alone, with the `crossSuffixed` forms and
  /// with the suffixes the prefixes' continuations allow, each sent.
  private func expandPrefixes(
    _ stem: [Unicode.Scalar], _ flags: [Int], _ stemFits: Fit,
    _ crossSuffixed: [[Unicode.Scalar]], _ hasRoom: () -> Bool, _ send: ([Unicode.Scalar]) -> Void
  ) {
    for flag in flags where hasRoom() {
      if crossSuffixed.isEmpty, let cut = cuts[flag]?.prefixes, !keeps(stem, cut, stemFits) {
        continue
      }
      for rule in affixes.byFlag[flag]?.prefixes ?? [] where hasRoom() {
        // A prefix's condition is asked of the stem, with cross products too.
        guard let form = apply(rule, to: stem, fit: nil) else { continue }
        let fits = keeps(stem, Cut(rule, later: Cut.isFollowed(rule), margins), stemFits)
        if fits { send(form) }
        if rule.crossProduct {
          for suffixed in crossSuffixed where hasRoom() {
            if let both = apply(rule, to: suffixed, fit: fit(suffixed)) { send(both) }
          }
        }
        guard fits else { continue }
        // A prefix's continuation flags name suffixes allowed after it.
        let formFits = rule.continuation.isEmpty ? Fit(form.count) : fit(form)
        for continuation in rule.continuation {
          for second in (affixes.byFlag[continuation]?.suffixes(after: form.last) ?? []).joined() {
            if let both = apply(second, to: form, fit: formFits) { send(both) }
          }
        }
      }
    }
  }

  /// `rule` applied to `word`, or nil when it does not apply or the form and
  /// those made of it (`later`: more affixes may follow) would keep letters
  /// that do not fit the gate (`fit`: how much of `word` fits; nil: the
  /// caller has asked the gate).
  private func apply(
    _ rule: AffixFile.Rule, to word: [Unicode.Scalar], fit: Fit?, later: Bool = false
  ) -> [Unicode.Scalar]? {
    guard word.count >= rule.stripCount else { return nil }
    if let fit, !keeps(word, Cut(rule, later: later, margins), fit) {
      return nil
    }
    guard rule.condition.matches(word, atStart: rule.isPrefix) else { return nil }
    if rule.isPrefix {
      guard word.starts(with: rule.strip) else { return nil }
      return rule.append + word.dropFirst(rule.strip.count)
    }
    guard word.suffix(rule.strip.count).elementsEqual(rule.strip) else { return nil }
    return word.dropLast(rule.strip.count) + rule.append
  }

  /// How much of a word fits the gate: the length of its longest start that
  /// fits, and of its longest part from ``margins``' start on that fits (a
  /// rule that keeps no more fits; every shorter part fits too).
  struct Fit {
    var fromStart: Int
    var fromMargin: Int

    /// A word of `count` scalars that fits whole.
    init(_ count: Int) {
      (fromStart, fromMargin) = (count, count)
    }

    init(fromStart: Int, fromMargin: Int) {
      (self.fromStart, self.fromMargin) = (fromStart, fromMargin)
    }
  }

  /// How much of `word` fits the gate (all of it without one).
  private func fit(_ word: [Unicode.Scalar]) -> Fit {
    guard let gate, !isOpen else { return Fit(word.count) }
    let fromStart = gate.fittingLength(word[...])
    let margin = margins.start
    guard margin > 0 else { return Fit(fromStart: fromStart, fromMargin: fromStart) }
    let fromMargin = margin < word.count ? gate.fittingLength(word[margin...]) : 0
    return Fit(fromStart: fromStart, fromMargin: fromMargin)
  }

  /// Whether the part of `word` that `cut` leaves fits the gate (an empty
  /// part always does), `fit` telling how much of `word` fits.
  private func keeps(_ word: [Unicode.Scalar], _ cut: Cut, _ fit: Fit) -> Bool {
    guard let gate, !isOpen, cut.start + cut.end < word.count else { return true }
    if cut.start == 0 { return word.count - cut.end <= fit.fromStart }
    if cut.start == margins.start { return word.count - cut.end - cut.start <= fit.fromMargin }
    return gate.fits(word[cut.start..<(word.count - cut.end)])
  }

  /// How many scalars a rule (and the affixes that may follow it) may cut
  /// from the start and the end of the word it is applied to.
  struct Cut {
    var start = 0
    var end = 0

    init(start: Int = 0, end: Int = 0) {
      (self.start, self.end) = (start, end)
    }

    /// The cut of `rule`, with room for more affixes when `later` (a prefix
    /// may strip `margins.start` more, a second suffix `margins.end` more
    /// than the first appended).
    init(_ rule: AffixFile.Rule, later: Bool, _ margins: (start: Int, end: Int)) {
      if rule.isPrefix {
        (start, end) = (rule.stripCount, later ? margins.end : 0)
      } else {
        start = later ? margins.start : 0
        end = rule.stripCount + (later ? max(0, margins.end - rule.appendCount) : 0)
      }
    }

    /// Whether other affixes may follow `rule` applied to a stem.
    static func isFollowed(_ rule: AffixFile.Rule) -> Bool {
      !rule.continuation.isEmpty || (rule.crossProduct && !rule.isPrefix)
    }

    /// The largest cut of each flag's suffixes and of its prefixes.
    static func ofFlags(_ affixes: AffixFile, _ margins: (start: Int, end: Int))
      -> [Int: (suffixes: Cut, prefixes: Cut)]
    {
      affixes.rules.mapValues { rules in
        var (suffixes, prefixes) = (Cut(), Cut())
        for rule in rules {
          let cut = Cut(rule, later: isFollowed(rule), margins)
          if rule.isPrefix {
            prefixes = Cut(start: max(prefixes.start, cut.start), end: max(prefixes.end, cut.end))
          } else {
            suffixes = Cut(start: max(suffixes.start, cut.start), end: max(suffixes.end, cut.end))
          }
        }
        return (suffixes, prefixes)
      }
    }
  }
}
