import Testing
import WordScramble

/// The message catalogs: plural rules, formats, the locale's choice, and the
/// catalogs the bundle ships (compiled by msgfmt from po/LL.po).
@Suite struct MessageCatalogTests {
  static let polish =
    "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
  static let russian =
    "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"

  @Test(
    "plural rules choose gettext's forms: Polish and Russian have three, French counts 0 as one")
  func pluralRules() throws {
    let counts = [0, 1, 2, 4, 5, 11, 12, 21, 22, 25, 101, 111, 112]
    let polish = try #require(PluralRule(header: Self.polish))
    #expect(counts.map(polish.form) == [2, 0, 1, 1, 2, 2, 2, 2, 1, 2, 2, 2, 2])
    let russian = try #require(PluralRule(header: Self.russian))
    #expect(counts.map(russian.form) == [2, 0, 1, 1, 2, 2, 2, 0, 1, 2, 0, 2, 2])
    let french = try #require(PluralRule(header: "nplurals=2; plural=(n > 1);"))
    #expect([0, 1, 2].map(french.form) == [0, 0, 1])
    #expect([0, 1, 2].map(PluralRule.english.form) == [1, 0, 1])
    #expect(PluralRule(header: " nplurals = 1 ; plural = 0 ; ")?.form(for: 7) == 0)
  }

  @Test("a plural header that does not parse is refused, never trusted or crashed on")
  func badPluralRules() {
    let deep = String(repeating: "(", count: 500) + "n" + String(repeating: ")", count: 500)
    for header in [
      "nplurals=2; plural=(n != 1;", "nplurals=0; plural=0;", "nplurals=2;", "plural=n;",
      "nplurals=2; plural=n ? ;", "nplurals=2; plural=n $ 1;", "nplurals=2; plural=\(deep);",
      "nplurals=2; plural=" + String(repeating: "!", count: 500) + "n;",
    ] {
      #expect(PluralRule(header: header) == nil, "\(header.prefix(40))")
    }
    // A form out of range, or a division by zero, is form 0.
    #expect(PluralRule(header: "nplurals=2; plural=n+5;")?.form(for: 1) == 0)
    #expect(PluralRule(header: "nplurals=2; plural=1/(n-n);")?.form(for: 3) == 0)
  }

  @Test("formats take values in order or by position; %% is a percent sign")
  func formats() {
    #expect(MessageFormat.format("%s: +%d points", ["silk", "4"]) == "silk: +4 points")
    #expect(MessageFormat.format("%2$s: +%1$d", ["4", "silk"]) == "silk: +4")
    #expect(MessageFormat.format("%d%% done", ["80"]) == "80% done")
    #expect(MessageFormat.format("%s and %s", ["one"]) == "one and ")
    #expect(MessageFormat.format("50%x %", []) == "50%x %")
    #expect(MessageCatalog.english("100% sure") == "100% sure")
  }

  @Test("the locale variables choose the language as GNU programs do")
  func locale() {
    func languages(_ environment: [String: String]) -> [String] {
      MessageLocale.languages(environment: environment)
    }
    #expect(languages([:]) == [])
    #expect(languages(["LANG": "de_DE.UTF-8"]) == ["de_DE", "de"])
    #expect(languages(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]) == ["fr_FR", "fr"])
    #expect(languages(["LC_MESSAGES": "fr_FR", "LC_ALL": "ru_RU.UTF-8@x"]) == ["ru_RU", "ru"])
    #expect(
      languages(["LANG": "de_DE.UTF-8", "LANGUAGE": "pt_BR:sv"])
        == ["pt_BR", "pt", "sv", "de_DE", "de"])
    // LANGUAGE is ignored when the locale is plain C or POSIX or none is set,
    // as glibc does (`LANGUAGE=fr ls /nonexistent` under each), and read
    // under C.UTF-8, the one locale Debian images generate.
    #expect(languages(["LANG": "C", "LANGUAGE": "fr"]) == [])
    #expect(languages(["LC_ALL": "POSIX", "LANGUAGE": "fr"]) == [])
    #expect(languages(["LANGUAGE": "fr"]) == [])
    #expect(languages(["LANG": "C.UTF-8", "LANGUAGE": "fr"]) == ["fr"])
    #expect(languages(["LC_ALL": "C.utf8", "LANGUAGE": "pt_BR:sv"]) == ["pt_BR", "pt", "sv"])
    #expect(languages(["LANG": ""]) == [])
  }

  /// Each shipped catalog's words for 1, 2, 5 and 22 points.
  static let points: [(String, [String])] = [
    ("de", ["1 Punkt", "2 Punkte", "5 Punkte", "22 Punkte"]),
    ("fr", ["1 point", "2 points", "5 points", "22 points"]),
    ("es", ["1 punto", "2 puntos", "5 puntos", "22 puntos"]),
    ("it", ["1 punto", "2 punti", "5 punti", "22 punti"]),
    ("pt", ["1 ponto", "2 pontos", "5 pontos", "22 pontos"]),
    ("nl", ["1 punt", "2 punten", "5 punten", "22 punten"]),
    ("sv", ["1 poäng", "2 poäng", "5 poäng", "22 poäng"]),
    ("pl", ["1 punkt", "2 punkty", "5 punktów", "22 punkty"]),
    ("ru", ["1 очко", "2 очка", "5 очков", "22 очка"]),
  ]

  @Test("every shipped catalog loads and says 1, 2, 5 and 22 points in its language")
  func shippedCatalogs() throws {
    for (language, expected) in Self.points {
      let catalog = try #require(MessageCatalog.bundled(language: language), "\(language)")
      let shown = [1, 2, 5, 22].map {
        catalog.plural("%d point", "%d points", count: $0)
      }
      #expect(shown == expected, "\(language)")
      #expect(catalog("Word not possible") != "Word not possible", "\(language)")
      #expect(catalog("no message has this text") == "no message has this text")
    }
    let polish = try #require(MessageCatalog.bundled(language: "pl"))
    #expect(polish.pluralRule.count == 3)
    #expect(
      [1, 2, 5, 22].map { polish.plural("%d letter: ", "%d letters: ", count: $0) } == [
        "1 litera: ", "2 litery: ", "5 liter: ", "22 litery: ",
      ])
    #expect(MessageCatalog.bundled(language: "../../etc/passwd") == nil)
    #expect(MessageCatalog.bundled(language: "xx") == nil)
    #expect(MessageCatalog.forEnvironment(["LANG": "xx_YY.UTF-8"]).isEnglish)
    #expect(MessageCatalog.forEnvironment(["LANG": "pt_BR.UTF-8"]).language == "pt")
  }

  @Test("the library's errors and ranks speak the catalog's language; English by default")
  func libraryText() throws {
    let german = try #require(MessageCatalog.bundled(language: "de"))
    let error = WordError.notPossible(startWord: "silkworm")
    #expect(error.title(in: german) == "Wort nicht bildbar")
    #expect(error.message(in: german) == "Die Buchstaben von „silkworm“ reichen dafür nicht.")
    #expect(error.title == "Word not possible")
    #expect(Rank.genius.name(in: german) == "Genie")
    let russian = try #require(MessageCatalog.bundled(language: "ru"))
    #expect(
      [1, 2, 5, 22].map { WordError.tooShort(minimum: $0).message(in: russian) } == [
        "Нужна хотя бы 1 буква.", "Нужно хотя бы 2 буквы.", "Нужно хотя бы 5 букв.",
        "Нужно хотя бы 22 буквы.",
      ])
  }

  @Test("a context (msgctxt) keeps one English text's translations apart; English without one")
  func contexts() throws {
    let german = try #require(MessageCatalog.bundled(language: "de"))
    #expect(german(context: "no word", "none yet") == "noch keines")
    #expect(german(context: "no timed rounds", "none yet") == "noch keine")
    #expect(german(context: "month in a date", "March") == "März")
    // No context is not a context: the plain message is not translated here.
    #expect(german("none yet") == "none yet")
    #expect(german(context: "no such context", "none yet") == "none yet")
    let italian = try #require(MessageCatalog.bundled(language: "it"))
    #expect(italian(context: "no word", "none yet") == "ancora nessuna")
    #expect(italian(context: "no timed rounds", "none yet") == "ancora nessuna")
    #expect(MessageCatalog.english(context: "no word", "none yet") == "none yet")
    #expect(
      MessageCatalog.english.plural(context: "any", "%d point", "%d points", count: 2) == "2 points"
    )
  }

  @Test("a damaged or foreign .mo file is refused, so the messages stay English")
  func damagedCatalogs() throws {
    let path = try #require(StartWords.bundledResource("locale/de.mo"))
    let bytes = try #require(SystemFiles.input(at: path, limit: 1 << 30))
    #expect(MessageCatalog(language: "de", mo: bytes) != nil)
    #expect(MessageCatalog(language: "de", mo: Array(bytes.prefix(bytes.count / 2))) == nil)
    #expect(MessageCatalog(language: "de", mo: Array("not a catalog at all, no".utf8)) == nil)
    #expect(MessageCatalog(language: "de", mo: []) == nil)
    // A table offset past the end of the file.
    var broken = bytes
    broken[12] = 0xFF
    broken[13] = 0xFF
    broken[14] = 0xFF
    #expect(MessageCatalog(language: "de", mo: broken) == nil)
    // Every one-byte change is refused or read, never a crash.
    for index in stride(from: 0, to: min(bytes.count, 4096), by: 7) {
      var changed = bytes
      changed[index] ^= 0x5A
      _ = MessageCatalog(language: "de", mo: changed)
    }
  }
}
