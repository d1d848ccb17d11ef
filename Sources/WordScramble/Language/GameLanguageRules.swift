extension GameLanguage {
  /// The language with `rules` as the app's own rules instead of its
  /// ``rules``: a house rule toggled without opening the language again (its
  /// dictionary, word list and tiers are shared). A rule that needs the
  /// dictionary takes it from the language opened first:
  ///
  /// ```swift
  /// let english = try GameLanguage.open("en_US")
  /// let dictionary = english.dictionary
  /// let noPlurals = AnswerRule(
  ///   CustomRejection(code: "noPlural", title: "No plurals", message: "Find the singular."),
  ///   before: .notRecognized
  /// ) { word, _ in !(word.hasSuffix("s") && dictionary.isCorrect(String(word.dropLast()))) }
  /// let house = english.withRules([noPlurals])
  /// ```
  public func withRules(_ rules: [AnswerRule]) -> GameLanguage {
    var language = self
    language.rules = rules
    return language
  }
}

extension GameLanguage: CustomStringConvertible, CustomReflectable {
  /// A short description: the dictionary's name and what it was opened with
  /// (`GameLanguage(de_DE, 4,112 required words, 1 rule)`), never its words.
  public var description: String {
    let required = tiers.required.map { ", \($0.count) required words" } ?? ""
    let rules =
      self.rules.isEmpty ? "" : ", \(self.rules.count) rule\(self.rules.count == 1 ? "" : "s")"
    return "GameLanguage(\(name)\(required)\(rules))"
  }

  /// What `dump` and a debugger show: the name and the description, not the
  /// word lists (megabytes of them).
  public var customMirror: Mirror {
    Mirror(self, children: ["name": name, "description": description], displayStyle: .struct)
  }
}
