#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// Every word a dictionary accepts that can be an answer: letters only, in NFC,
/// lowercase (and, for a language that capitalizes its nouns, capitalized).
/// Built once per dictionary by expanding its stems with its affix rules and
/// keeping the words Hunspell itself accepts; cached on disk, keyed by the
/// dictionary files' contents and what was asked for (words up to a length).
///
/// When the dictionary derives words in ways expansion does not cover,
/// ``incompleteness`` says how. Words made only by compounding are not listed
/// (they are bonus words when typed); for any other gap ``Solver`` falls back to
/// checking every arrangement instead.
public struct Lexicon: Sendable {
  /// The words, one per line, in UTF-8 (sorted).
  let text: [UInt8]
  /// Why this lexicon may miss words the dictionary accepts, or nil when it
  /// holds every one.
  public let incompleteness: String?
  /// The most letters a word listed has (nil: no bound).
  package let maximumLength: Int?
  /// Words the dictionary marks in some way.
  package let marks: Marks
  /// The letter rules the words were keyed by.
  package let rules: LetterRules
  /// The words' keys under ``rules``, one per line, sorted, each once (the
  /// text itself when the rules are exact).
  let keyText: [UInt8]
  /// The spelling of each key that is not itself a word listed (`gelee` → `gelée`).
  package let respellings: [String: String]
  /// The letters every word listed fits (a round's list), or nil for a
  /// list of every word (up to ``maximumLength``).
  package let scope: LetterBudget?

  /// Words a dictionary marks, each list sorted.
  package struct Marks: Sendable, Equatable {
    /// The words it forbids (`FORBIDDENWORD`), lowercase.
    package var forbidden: [String] = []
    /// The words it never suggests (`NOSUGGEST`), lowercase.
    package var unsuggested: [String] = []
    /// Its own entries (not derived forms) of ``Lexicon/headwordLength``
    /// letters: the likeliest start words.
    package var headwords: [String] = []
    /// The forms of its entries without a vowel (`sr` gives `asr`): symbols
    /// and abbreviations, lowercase.
    package var abbreviations: [String] = []

    /// The lists in the order a cache file holds them.
    var lists: [[String]] {
      get { [forbidden, unsuggested, headwords, abbreviations] }
      set {
        (forbidden, unsuggested, headwords, abbreviations) = (
          newValue[0], newValue[1], newValue[2], newValue[3]
        )
      }
    }
    static let names = ["forbidden", "unsuggested", "headwords", "abbreviations"]
  }

  package var forbidden: [String] { marks.forbidden }
  package var unsuggested: [String] { marks.unsuggested }
  package var headwords: [String] { marks.headwords }

  /// How long ``Marks/headwords`` are: a drawn start word's length.
  package static let headwordLength = 8

  /// Bump when the expansion changes, so old caches are rebuilt.
  static let formatVersion = "wordgame-lexicon 8"
  /// The ``incompleteness`` of a dictionary that compounds letter stems.
  static let compoundsReason = "letter stems take part in compounds"

  /// The words, sorted.
  public var words: [String] {
    text.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The keys of the words under ``rules``, sorted, each once.
  package var keys: [String] {
    keyText.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The keys as a word list, searched in place.
  package var keyList: WordList { WordList(sortedLines: keyText) }

  /// Whether every word but the ones only compounding makes is listed (up to
  /// ``maximumLength``).
  package var listsEverySimpleWord: Bool {
    incompleteness == nil || incompleteness == Self.compoundsReason
  }

  /// A word list of exactly `words`: the solver takes it to hold every
  /// answer, so give it every word your dictionary accepts.
  public init(words: some Sequence<String>) {
    self.init(words: Array(Set(words)), incompleteness: nil)
  }

  /// The words of this list that `checker` accepts, for a checker that
  /// wraps this list's dictionary (house rules): the solver then never lists
  /// an answer the round rejects.
  public func filtered(by checker: any SpellChecker) -> Lexicon {
    let kept = words.filter(checker.isCorrect)
    return Lexicon(
      words: kept, incompleteness: incompleteness, maximumLength: maximumLength, marks: marks,
      rules: rules, scope: scope)
  }

  init(
    words: [String], incompleteness: String?, maximumLength: Int? = nil,
    marks: Marks = Marks(), rules: LetterRules = .exact, scope: LetterBudget? = nil
  ) {
    var text: [UInt8] = []
    // Sorted by bytes, so the words can be searched in place (``WordList``).
    for word in words.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      text += word.utf8
      text.append(0x0A)
    }
    var keyText: [UInt8] = []
    var respellings: [String: String] = [:]
    if !rules.isExact { (keyText, respellings) = Self.keys(of: words, rules: rules) }
    self.init(
      text: text, incompleteness: incompleteness, maximumLength: maximumLength,
      marks: marks, rules: rules, keyText: keyText, respellings: respellings, scope: scope)
  }

  init(
    text: [UInt8], incompleteness: String?, maximumLength: Int? = nil,
    marks: Marks = Marks(), rules: LetterRules = .exact, keyText: [UInt8] = [],
    respellings: [String: String] = [:], scope: LetterBudget? = nil
  ) {
    self.scope = scope
    self.marks = marks
    self.rules = rules
    self.keyText = rules.isExact ? text : keyText
    self.respellings = respellings
    self.text = text
    self.incompleteness = incompleteness
    self.maximumLength = maximumLength
  }

  /// What to build: all words or those up to a length, which forms to keep,
  /// and who helps and hears about it.
  package struct Options: Sendable {
    /// Keep only words of at most this many letters (nil: every word).
    package var maximumLength: Int?
    /// The letter rules to key the words by; capitalized forms are kept too
    /// where they count (see ``LetterRules/capitalizedNouns``).
    package var rules = LetterRules.exact
    /// A second checker (another process with its own handle) that checks half the words.
    /// Makes a second checker (another process with its own handle) to check
    /// half the words, when there are enough (``helpedCount``) to gain.
    package var helper: (@Sendable () -> (any SpellChecker)?)?
    /// Whether to mark junk words (see ``JunkWords``): not needed with bundled tiers.
    package var marksJunk = true
    /// Told the fraction done, from 0 to 1, on the calling thread.
    package var progress: (@Sendable (Double) -> Void)?
    /// Asked while the list is built: true stops the build (an app's task
    /// was cancelled), whose list is then neither whole nor cached.
    package var isCancelled: (@Sendable () -> Bool)?
    /// Told what was noticed and gone on without (a damaged cache), a sentence each.
    package var warning: (@Sendable (String) -> Void)?
    /// The catalog ``warning``'s sentences are in.
    package var messages = MessageCatalog.english
    /// Whether expansion is bounded in forms and words kept (for a dictionary
    /// outside the system folders): past the bound the build fails with
    /// ``DictionaryError/tooManyForms(path:limit:)``.
    package var boundsExpansion = false
    /// A bounded expansion's bound in forms, if not its entries' (for tests).
    package var formLimit: Int?
    /// Read only the forbidden and never-suggested words (no word is listed or checked).
    package var marksOnly = false
    /// Whether a marks-only list has the forms of entries without a vowel
    /// too (derived tiers make them bonus; tiers with a shipped required
    /// list do not need them, nor so a pass over every entry where the
    /// dictionary marks none: pl_PL, ru_RU, it_IT, es_ES).
    package var marksAbbreviations = true
    /// Words added to the dictionary's own (``AddedWords``), listed as
    /// candidates too; lists with other added words are cached apart.
    package var addedWords = WordList()
    /// List only the words that fit these letters (a round's list, see
    /// ``LetterBudget``): built in a fraction of the time, never cached.
    package var scope: LetterBudget?

    /// Options that read the forbidden and never-suggested words alone.
    package static var marksOnly: Options {
      var options = Options()
      options.marksOnly = true
      return options
    }

    /// Options for the words a game in `rules`' language needs, up to `maximumLength` letters.
    package init(maximumLength: Int? = nil, rules: LetterRules = .exact) {
      self.maximumLength = maximumLength
      self.rules = rules
    }
  }

  /// Builds the lexicon of `dictionary` from its files (about a second for en_US).
  public static func build(for dictionary: HunspellDictionary) throws(DictionaryError) -> Lexicon {
    try build(files: dictionary)
  }

  /// Builds the lexicon of any dictionary read from Hunspell's files (the game's
  /// worker process for a dictionary it does not trust included).
  package static func build(files dictionary: any DictionaryFiles, options: Options = Options())
    throws(DictionaryError) -> Lexicon
  {
    try keyedBuild(files: dictionary, options: options).lexicon
  }

  /// ``build(files:options:)``, with the cache key of the very bytes it
  /// expanded (``sourceKey(affix:dictionary:)``).
  static func keyedBuild(files dictionary: any DictionaryFiles, options: Options)
    throws(DictionaryError) -> (lexicon: Lexicon, source: String)
  {
    let location = dictionary.location
    let affixBytes = try bytes(of: location.affixPath)
    let dictionaryBytes = try bytes(of: location.dictionaryPath)
    let source = sourceKey(affix: affixBytes, dictionary: dictionaryBytes)
    let files = try ExpansionSource.reading(key: source + dictionary.encoding) {
      () throws(DictionaryError) in
      ExpansionSource(
        key: source + dictionary.encoding,
        affixText: try decoded(affixBytes, dictionary.encoding, path: location.affixPath),
        dictionaryText: try decoded(
          dictionaryBytes, dictionary.encoding, path: location.dictionaryPath))
    }
    let expansion = Self.expand(files, options)
    if expansion.isExhausted {
      throw .tooManyForms(path: location.dictionaryPath, limit: expansion.formLimit)
    }
    let words = Array(expansion.candidates)
    let verdicts = check(words, with: dictionary, options: options)
    // A word the dictionary forbids in any case is not listed (Hunspell lets a
    // lowercase compound through when the forbidden entry is capitalized).
    let forbidden = expansion.forbidden
    let accepted = words.indices.filter {
      verdicts[$0] && (forbidden.isEmpty || !forbidden.contains(words[$0].lowercased()))
    }.map { words[$0] }
    let acceptedSet = Set(accepted)
    let failure = dictionary.hasFailed ? "the spell checker failed on some words" : nil
    let incompleteness =
      options.marksOnly
      ? "it lists the forbidden and never-suggested words only"
      : expansion.incompleteness ?? failure
    let lexicon = Lexicon(
      words: accepted, incompleteness: incompleteness,
      maximumLength: options.maximumLength,
      marks: Marks(
        forbidden: expansion.forbidden.sorted(), unsuggested: expansion.unsuggested.sorted(),
        headwords: expansion.headwords.filter(acceptedSet.contains).sorted(),
        abbreviations: Self.abbreviations(expansion, accepted: acceptedSet, options)),
      rules: options.rules, scope: options.scope)
    return (lexicon, source)
  }

  /// The forms of vowelless entries and, where onsets tell, the words that
  /// begin with a rare one (see ``JunkWords``), accepted ones only, sorted.
  private static func abbreviations(
    _ expansion: Expansion, accepted: Set<String>, _ options: Options
  ) -> [String] {
    var words = expansion.abbreviations
    if !options.marksOnly { words.formIntersection(accepted) }
    if options.marksJunk {
      words.formUnion(
        JunkWords.rareOnsets(
          Array(accepted), onsets: expansion.onsets, language: options.rules.language))
    }
    return words.sorted()
  }
}
