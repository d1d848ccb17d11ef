import CommandLineOptions
import Foundation
import Testing
import WordScramble

@testable import wordgame

/// The real binary in the player's language, chosen by the locale variables on
/// a machine that has generated no locale but C.UTF-8 (glibc's `setlocale`
/// would fall back to C for each of these).
@Suite("Messages in the player's language")
struct LocalizationTests {
  /// A round on silkworm with seed 1: an answer, the same again, an
  /// impossible one, two hints (the rank kept below its points), :ranks, then :quit.
  static let roundInput = "silk\nsilk\nxyz\n:hint\n:hint\n:ranks\n:quit\n"

  /// What a player of each language reads in that round (the words missed aside).
  static let roundCases: [(locale: String, lines: [String])] = [
    (
      "de_DE.UTF-8",
      [
        "Startwort: silkworm",
        "Buchstaben: W R M O K L S I",
        "Finde 37 Wörter im Wert von 142 Punkten (und 42 Bonuswörter).",
        "silk: +4 Punkte – 4 von 142 Punkten, 1 von 37 Wörtern – Rang: Lehrling",
        "silk: Wort schon gefunden. Jedes Wort zählt nur einmal.",
        "xyz: Wort nicht bildbar. Die Buchstaben von „silkworm“ reichen dafür nicht.",
        "Tipp: ein Wort mit 4 Buchstaben: R _ _ _ (-1 Punkt)",
        "Tipp: ein Wort mit 4 Buchstaben: R I _ _ (-1 Punkt)",
        "Die Ränge und die dafür nötigen Punkte (deine Punktzahl: 2 von 142 Punkten):",
        "Ein erreichter Rang bleibt: Tipps kosten Punkte, nie einen Rang.",
        "Verpasste Wörter (36):",
        "Runde vorbei. Startwort: silkworm",
        "Gefundene Wörter (1): silk",
        "Punktzahl: 2 von 142 Punkten, 1 von 37 Wörtern, Rang Lehrling (2 Tipps)",
      ]
    ),
    (
      "fr_FR.UTF-8",
      [
        "Mot de départ\u{00A0}: silkworm",
        "Lettres\u{00A0}: W R M O K L S I",
        "Trouvez 37 mots valant 142 points (et 42 mots bonus).",
        "silk\u{00A0}: +4 points — 4 sur 142 points, 1 sur 37 mots — rang\u{00A0}: Initiation",
        "silk\u{00A0}: mot déjà trouvé. Chaque mot ne compte qu'une fois.",
        "xyz\u{00A0}: mot impossible à former. Les lettres du mot «\u{00A0}silkworm\u{00A0}» ne suffisent pas.",
        "Indice\u{00A0}: un mot de 4 lettres, R _ _ _ (−1 point)",
        "Indice\u{00A0}: un mot de 4 lettres, R I _ _ (−1 point)",
        "Les rangs et les points requis (votre score\u{00A0}: 2 sur 142 points)\u{00A0}:",
        "Un rang atteint est conservé\u{00A0}: les indices coûtent des points, jamais un rang.",
        "Mots manqués (36)\u{00A0}:",
        "Manche terminée. Mot de départ\u{00A0}: silkworm",
        "Mots trouvés (1)\u{00A0}: silk",
        "Score\u{00A0}: 2 sur 142 points, 1 sur 37 mots, rang Initiation (2 indices)",
      ]
    ),
    (
      "es_ES.UTF-8",
      [
        "Palabra inicial: silkworm",
        "Letras: W R M O K L S I",
        "Encuentra 37 palabras por un total de 142 puntos (además, hay 42 palabras extra).",
        "silk: +4 puntos — 4 de 142 puntos, 1 de 37 palabras — rango: Principiante",
        "silk: palabra repetida. Ya la has encontrado.",
        "xyz: palabra imposible de formar. No sale con las letras de «silkworm».",
        "Pista: una palabra de 4 letras: R _ _ _ (-1 punto)",
        "Pista: una palabra de 4 letras: R I _ _ (-1 punto)",
        "Los rangos y los puntos necesarios (tu puntuación: 2 de 142 puntos):",
        "Un rango alcanzado se conserva: las pistas restan puntos, nunca un rango.",
        "Palabras que faltaron (36):",
        "Ronda terminada. Palabra inicial: silkworm",
        "Palabras encontradas (1): silk",
        "Puntuación: 2 de 142 puntos, 1 de 37 palabras, rango Principiante (2 pistas)",
      ]
    ),
    (
      "it_IT.UTF-8",
      [
        "Parola di partenza: silkworm",
        "Lettere: W R M O K L S I",
        "Trova 37 parole, per un totale di 142 punti (e 42 parole bonus).",
        "silk: +4 punti — 4 su 142 punti, 1 su 37 parole — grado: Esordiente",
        "silk: parola già trovata. Cercane un'altra.",
        "xyz: parola non componibile. Le lettere di «silkworm» non bastano per formarla.",
        "Suggerimento: una parola di 4 lettere: R _ _ _ (un punto in meno)",
        "Suggerimento: una parola di 4 lettere: R I _ _ (un punto in meno)",
        "I gradi e i punti che richiedono (il tuo punteggio: 2 su 142 punti):",
        "Un grado raggiunto resta: i suggerimenti tolgono punti, mai un grado.",
        "Parole mancate (36):",
        "Partita finita. Parola di partenza: silkworm",
        "Parole trovate (1): silk",
        "Punteggio: 2 su 142 punti, 1 su 37 parole, grado Esordiente (2 suggerimenti)",
      ]
    ),
    (
      "pl_PL.UTF-8",
      [
        "Słowo startowe: silkworm",
        "Litery: W R M O K L S I",
        "Znajdź 37 słów o wartości 142 punktów (oraz 42 słowa dodatkowe).",
        "silk: +4 punkty – 4 z 142 punktów, 1 z 37 słów – nowa ranga: Rozgrzewka",
        "silk: słowo już użyte. Każde słowo liczy się tylko raz.",
        "xyz: słowo nie do ułożenia. W słowie „silkworm” brakuje potrzebnych liter.",
        "Podpowiedź: słowo 4-literowe: R _ _ _ (minus 1 punkt)",
        "Podpowiedź: słowo 4-literowe: R I _ _ (minus 1 punkt)",
        "Rangi i potrzebne do nich punkty (twój wynik: 2 z 142 punktów):",
        "Zdobyta ranga zostaje: podpowiedzi odbierają punkty, ale nigdy rangi.",
        "Pominięte słowa (36):",
        "Koniec rundy. Słowo startowe: silkworm",
        "Znalezione słowa (1): silk",
        "Wynik: 2 z 142 punktów, 1 z 37 słów, ranga Rozgrzewka (2 podpowiedzi)",
      ]
    ),
    (
      "ru_RU.UTF-8",
      [
        "Исходное слово: silkworm",
        "Буквы: W R M O K L S I",
        "Найдите 37 слов на 142 очка (есть ещё 42 бонусных слова).",
        "silk: +4 очка — 4 из 142 очков, 1 из 37 слов — новый ранг: Дебютант",
        "silk: повтор. Это слово уже найдено.",
        "xyz: нельзя составить. В слове «silkworm» не хватает нужных букв.",
        "Подсказка: слово из 4 букв — R _ _ _ (минус 1 очко)",
        "Подсказка: слово из 4 букв — R I _ _ (минус 1 очко)",
        "Ранги и нужные для них очки (ваш счёт: 2 из 142 очков):",
        "Достигнутый ранг сохраняется: подсказки отнимают очки, но не ранг.",
        "Пропущенные слова (36):",
        "Раунд окончен. Исходное слово: silkworm",
        "Найденные слова (1): silk",
        "Счёт: 2 из 142 очков, 1 из 37 слов, ранг «Дебютант» (2 подсказки)",
      ]
    ),
    (
      "pt_PT.UTF-8",
      ["Palavra inicial: silkworm", "silk: palavra repetida. Essa já conta. Procure outra."]
    ),
    (
      "nl_NL.UTF-8",
      ["Startwoord: silkworm", "silk: woord al gevonden. Elk woord telt maar één keer."]
    ),
    ("sv_SE.UTF-8", ["Startord: silkworm", "silk: redan hittat. Varje ord räknas bara en gång."]),
  ]

  @Test(
    "piped, a round speaks the locale's language: opening, verdicts, hint and summary",
    arguments: roundCases)
  func round(locale: String, lines: [String]) throws {
    let result = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: Self.roundInput, environment: ["LANG": locale])
    #expect(result.status == 0)
    let shown = result.stdoutLines.filter { !$0.hasPrefix("  ") }
    for line in lines { #expect(shown.contains(line), "\(locale): \(line)\n\(shown)") }
  }

  /// Each language's share line for the daily puzzle of December 1, 2026, revealed at once.
  static let shareLineCases: [(String, String)] = [
    ("de_DE.UTF-8", "WordScramble #1 2026-12-01 · 0/126 Punkte · 0/34 Wörter · Neuling"),
    ("fr_FR.UTF-8", "WordScramble #1 2026-12-01 · 0/126 points · 0/34 mots · Premiers pas"),
    ("es_ES.UTF-8", "WordScramble #1 2026-12-01 · 0/126 puntos · 0/34 palabras · Debutante"),
    ("it_IT.UTF-8", "WordScramble #1 2026-12-01 · 0/126 punti · 0/34 parole · Principiante"),
    ("pl_PL.UTF-8", "WordScramble #1 2026-12-01 · 0 z 126 punktów · 0 z 34 słów · Początek"),
    ("ru_RU.UTF-8", "WordScramble #1 2026-12-01 · 0 из 126 очков · 0 из 34 слов · Новичок"),
  ]

  @Test("the daily puzzle's share line is in the player's language", arguments: shareLineCases)
  func shareLine(locale: String, line: String) throws {
    let result = try wordgameCommand(
      ["--date", "2026-12-01"], input: ":reveal\n", environment: ["LANG": locale])
    #expect(result.stdoutLines.last == line, "\(result.stdout)")
  }

  /// The 22 answers of silkworm the plural tests make required, a prefix at a time.
  static let answers = [
    "ilk", "irk", "ism", "low", "mil", "mow", "oil", "owl", "rim", "row", "sim", "sir", "ski",
    "sol", "sow", "wok", "ilks", "irks", "kilo", "limo", "lows", "milk",
  ]

  /// How each language opens a round of 1, 2, 5 and 22 words, and counts as
  /// many answers in `solve`.
  static let pluralCases: [(locale: String, find: [String], answers: [String])] = [
    (
      "de_DE.UTF-8", ["Finde 1 Wort ", "Finde 2 Wörter ", "Finde 5 Wörter ", "Finde 22 Wörter "],
      ["1 Antwort", "2 Antworten", "5 Antworten", "22 Antworten"]
    ),
    (
      "fr_FR.UTF-8", ["Trouvez 1 mot ", "Trouvez 2 mots ", "Trouvez 5 mots ", "Trouvez 22 mots "],
      ["1 réponse", "2 réponses", "5 réponses", "22 réponses"]
    ),
    (
      "es_ES.UTF-8",
      [
        "Encuentra 1 palabra ", "Encuentra 2 palabras ", "Encuentra 5 palabras ",
        "Encuentra 22 palabras ",
      ],
      ["1 respuesta", "2 respuestas", "5 respuestas", "22 respuestas"]
    ),
    (
      "it_IT.UTF-8", ["Trova 1 parola,", "Trova 2 parole,", "Trova 5 parole,", "Trova 22 parole,"],
      ["1 risposta", "2 risposte", "5 risposte", "22 risposte"]
    ),
    (
      "pl_PL.UTF-8",
      ["Znajdź 1 słowo ", "Znajdź 2 słowa ", "Znajdź 5 słów ", "Znajdź 22 słowa "],
      ["1 odpowiedź", "2 odpowiedzi", "5 odpowiedzi", "22 odpowiedzi"]
    ),
    (
      "ru_RU.UTF-8",
      ["Найдите 1 слово ", "Найдите 2 слова ", "Найдите 5 слов ", "Найдите 22 слова "],
      ["1 ответ", "2 ответа", "5 ответов", "22 ответа"]
    ),
  ]

  /// How each language counts the words found (one required and one bonus,
  /// then two and one), marks a bonus word and quotes a start word.
  static let writingCases: [(locale: String, one: String, found: String, quoted: String)] = [
    (
      "de_DE.UTF-8", "(1 Pflichtwort, 1 Bonuswort)",
      "Gefundene Wörter (2 Pflichtwörter, 1 Bonuswort): silk, skirl (Bonus), worm", "„silkworm“"
    ),
    (
      "fr_FR.UTF-8", "(1 obligatoire, 1 bonus)",
      "Mots trouvés (2 obligatoires, 1 bonus)\u{00A0}: silk, skirl (bonus), worm",
      "«\u{00A0}silkworm\u{00A0}»"
    ),
    (
      "es_ES.UTF-8", "(1 obligatoria, 1 extra)",
      "Palabras encontradas (2 obligatorias, 1 extra): silk, skirl (extra), worm", "«silkworm»"
    ),
    (
      "it_IT.UTF-8", "(1 obbligatoria, 1 bonus)",
      "Parole trovate (2 obbligatorie, 1 bonus): silk, skirl (bonus), worm", "«silkworm»"
    ),
    (
      "nl_NL.UTF-8", "(1 verplicht woord, 1 bonuswoord)",
      "Gevonden woorden (2 verplichte woorden, 1 bonuswoord): silk, skirl (bonus), worm",
      "‘silkworm’"
    ),
    (
      "pl_PL.UTF-8", "(1 obowiązkowe, 1 dodatkowe)",
      "Znalezione słowa (2 obowiązkowe, 1 dodatkowe): silk, skirl (dodatkowe), worm", "„silkworm”"
    ),
    (
      "pt_PT.UTF-8", "(1 obrigatória, 1 bónus)",
      "Palavras encontradas (2 obrigatórias, 1 bónus): silk, skirl (bónus), worm", "«silkworm»"
    ),
    (
      "ru_RU.UTF-8", "(1 обязательное, 1 бонусное)",
      "Найденные слова (2 обязательных, 1 бонусное): silk, skirl (бонус), worm", "«silkworm»"
    ),
    (
      "sv_SE.UTF-8", "(1 obligatoriskt ord, 1 bonusord)",
      "Hittade ord (2 obligatoriska ord, 1 bonusord): silk, skirl (bonus), worm", "”silkworm”"
    ),
  ]

  @Test(
    "counts agree in number, bonus words are marked, start words quoted as the language quotes",
    arguments: writingCases)
  func writing(locale: String, one: String, found: String, quoted: String) throws {
    let result = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: "silk\nskirl\n:words\nworm\nxyz\n:quit\n",
      environment: ["LANG": locale])
    let lines = result.stdoutLines
    #expect(lines.contains { $0.contains(one) }, "\(locale): \(lines)")
    #expect(lines.contains(found), "\(locale): \(lines)")
    let impossible = try #require(lines.first { $0.hasPrefix("xyz") })
    #expect(impossible.contains(quoted) && !impossible.contains("'silkworm'"), "\(impossible)")
  }

  @Test("Dutch ranks climb from Nieuwkomer to Beginner, not the other way")
  func dutchRanks() throws {
    let result = try wordgameCommand(
      ["--root", "silkworm", "--seed", "1"], input: ":ranks\n:quit\n",
      environment: ["LANG": "nl_NL.UTF-8"])
    let ranks = result.stdoutLines.filter { $0.hasPrefix("   ") }
    #expect(ranks.first?.contains(" 0  Nieuwkomer") == true, "\(result.stdout)")
    #expect(ranks.dropFirst().first?.contains(" 3  Beginner") == true, "\(result.stdout)")
  }

  @Test("plurals for 1, 2, 5 and 22 follow each language's rule", arguments: pluralCases)
  func plurals(locale: String, find: [String], answers: [String]) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, count) in [1, 2, 5, 22].enumerated() {
      let list = folder.appendingPathComponent("required-\(count).txt")
      try (Self.answers.prefix(count).joined(separator: "\n") + "\n").write(
        to: list, atomically: true, encoding: .utf8)
      let environment = ["LANG": locale]
      let play = try wordgameCommand(
        ["--root", "silkworm", "--required", list.path], input: ":quit\n",
        environment: environment)
      #expect(play.stdoutLines[2].hasPrefix(find[index]), "\(locale): \(play.stdoutLines[2])")
      let solve = try wordgameCommand(
        ["solve", "silkworm", "--required", list.path], environment: environment)
      let summary = solve.stdoutLines.last ?? ""
      // The catalog's colon: French writes `silkworm : 1 réponse`.
      let colon = locale.hasPrefix("fr") ? "\u{00A0}: " : ": "
      #expect(
        summary.hasPrefix("silkworm\(colon)\(answers[index]), "), "\(locale): \(summary)")
    }
  }

  @Test("JSON and CSV output and check's codes are byte for byte the same in every language")
  func machineOutput() throws {
    let answers = "silk\nsilk\nxyz\nmilks\nSilkworm\nqqqq\n"
    let runs: [([String], String)] = [
      (["check", "--root", "silkworm", "--json"], answers),
      (["check", "--json"], answers),
      (["solve", "silkworm", "--json"], ""),
      (["solve", "--roots", "-", "--json"], "silkworm\nzzzzzzzz\n"),
      (["stats", "--json"], ""),
      (["check", "--root", "silkworm", "--format", "csv"], answers),
      (["solve", "--roots", "-", "--format", "csv"], "silkworm\nzzzzzzzz\n"),
      (["stats", "--format", "csv"], ""),
    ]
    for (arguments, input) in runs {
      let english = try wordgameCommand(arguments, input: input, environment: ["LANG": "C.UTF-8"])
      #expect(!english.stdout.isEmpty, "\(arguments)")
      for locale in ["de_DE.UTF-8", "fr_FR.UTF-8", "pl_PL.UTF-8", "ru_RU.UTF-8"] {
        let other = try wordgameCommand(arguments, input: input, environment: ["LANG": locale])
        #expect(other.stdout == english.stdout, "\(arguments) in \(locale)")
        #expect(other.status == english.status, "\(arguments) in \(locale)")
      }
    }
    // The tab-separated lines keep the word, `ok` and the points; the title
    // and message columns are the reader's language.
    let german = try wordgameCommand(
      ["check", "--root", "silkworm"], input: "silk\nxyz\n",
      environment: ["LANG": "de_DE.UTF-8"])
    #expect(
      german.stdoutLines == [
        "silk\tok\t4",
        "xyz\tWort nicht bildbar\tDie Buchstaben von „silkworm“ reichen dafür nicht.",
      ])
    #expect(german.stderr == "1 angenommen, 1 abgelehnt, Punktzahl 4\n")
  }

  /// How each language heads the daily puzzle of the first of a month.
  static let dateCases: [(locale: String, heading: String)] = [
    ("C.UTF-8", "Daily puzzle of March 1, 2026."),
    ("de_DE.UTF-8", "Tagesrätsel vom 1. März 2026."),
    ("fr_FR.UTF-8", "Énigme du 1er mars 2026."),
    ("es_ES.UTF-8", "Reto del día 1 de marzo de 2026."),
    ("it_IT.UTF-8", "Rompicapo del 1º marzo 2026."),
    ("pl_PL.UTF-8", "Łamigłówka dnia: 1 marca 2026"),
    ("ru_RU.UTF-8", "Головоломка дня: 1 марта 2026 года"),
    ("sv_SE.UTF-8", "Dagspusslet den 1 mars 2026."),
  ]

  @Test(
    "a daily puzzle's date reads as the language writes it; the share line keeps ISO",
    arguments: dateCases)
  func dates(locale: String, heading: String) throws {
    let result = try wordgameCommand(
      ["--date", "2026-03-01"], input: ":reveal\n", environment: ["LANG": locale])
    #expect(result.stdoutLines.first == heading, "\(result.stdout)")
    #expect(result.stdoutLines.last?.hasPrefix("WordScramble 2026-03-01 ") == true)
    #expect(result.stdoutLines.last?.contains(" 2026-03-01 ") == true, "\(result.stdout)")
  }

  @Test("one English 'none yet' takes each language's grammar where it stands (msgctxt)")
  func noneYet() throws {
    // One round played, with no word found: the statistics have no longest word.
    let state = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: state) }
    let played = try wordgameCommand(
      ["--root", "silkworm"], input: "xyz\n:quit\n", environment: ["XDG_STATE_HOME": state.path])
    #expect(played.status == 0)
    func stats(_ locale: String) throws -> RunResult {
      try wordgameCommand(["stats"], environment: ["LANG": locale, "XDG_STATE_HOME": state.path])
    }
    let german = try stats("de_DE.UTF-8")
    #expect(german.stdoutLines.contains("Längstes Wort: noch keines"), "\(german.stdout)")
    #expect(
      german.stdoutLines.contains(
        "Beste Zeitrunden (--time): noch keine"))
    let italian = try stats("it_IT.UTF-8")
    #expect(italian.stdoutLines.contains("Parola più lunga: ancora nessuna"), "\(italian.stdout)")
    #expect(
      italian.stdoutLines.contains(
        "Migliori partite a tempo (--time), punteggio e percentuale: ancora nessuna"))
    let french = try stats("fr_FR.UTF-8")
    #expect(french.stdoutLines.contains("Mot le plus long\u{00A0}: aucun pour l'instant"))
    #expect(
      french.stdoutLines.contains(
        "Meilleures manches chronométrées (score et pourcentage, par durée)\u{00A0}: aucune pour l'instant"
      ))
  }

  @Test("--help, usage errors and stats speak the locale's language")
  func helpAndErrors() throws {
    let german = ["LANG": "de_DE.UTF-8"]
    let help = try wordgameCommand(["check", "--help"], environment: german)
    #expect(
      help.stdout.hasPrefix("ÜBERSICHT: Antworten aus Dateien oder der Standardeingabe prüfen."))
    #expect(help.stdout.contains("\nOPTIONEN:\n"))
    #expect(
      help.stdout.contains(
        "  --min-length <n>        Die Mindestzahl an Buchstaben einer Antwort\n"))
    // The default inside the sentence, never split from its value.
    #expect(help.stdout.contains("(Standard:\u{00A0}3).\n"))
    let play = try wordgameCommand(["play", "--help"], environment: german)
    #expect(play.stdout.contains("Dieses Startwort statt eines zufälligen spielen."))
    #expect(play.stdout.contains("BEFEHLE (statt eines Wortes eingeben):"))
    let top = try wordgameCommand(["--help"], environment: ["LANG": "ru_RU.UTF-8"])
    #expect(top.stdout.contains("ПОДКОМАНДЫ:"))
    let bad = try wordgameCommand(["check", "--bogus"], environment: german)
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("Fehler: Unbekannte Option „--bogus“.\nAufruf: wordgame check "))
    let missing = try wordgameCommand(["--dict", "xx_NOPE"], input: "", environment: german)
    #expect(missing.stderr.hasPrefix("Fehler: Kein Hunspell-Wörterbuch „xx_NOPE“ gefunden"))
    let stats = try wordgameCommand(["stats"], environment: ["LANG": "fr_FR.UTF-8"])
    #expect(
      stats.stdoutLines.first
        == "Aucune manche jouée\u{00A0}: jouez-en une avec «\u{00A0}wordgame play\u{00A0}».")
  }

  @Test(
    "every declared help text has a translation in every catalog (none was missed by extraction)")
  func everyHelpTranslated() throws {
    // Play's sections are put together from these (its commands, then how it goes).
    var texts = PlayCommandWord.allCases.map(\.summary) + [PlayCommand.playing]
    for command in WordGame.subcommands {
      texts += [command.abstract, command.discussion].filter { !$0.isEmpty }
      if command != PlayCommand.self && !command.sections.isEmpty { texts.append(command.sections) }
      texts += command.arguments.map(\.help)
      texts += (command.options + [Option.help]).map(\.help)
      texts += command.options.compactMap(\.defaultText).filter { $0.contains(" ") }
    }
    for language in ["de", "fr", "es", "it", "pt", "nl", "sv", "pl", "ru"] {
      let catalog = try #require(MessageCatalog.bundled(language: language))
      for text in texts {
        #expect(catalog(text) != text, "\(language): \(text.prefix(60))")
      }
    }
  }

  @Test("LANGUAGE comes first, C and unknown languages are English, --dict changes nothing")
  func choice() throws {
    func opening(_ environment: [String: String], _ extra: [String] = []) throws -> String {
      let result = try wordgameCommand(
        ["--root", "silkworm"] + extra, input: ":quit\n", environment: environment)
      return result.stdoutLines.first ?? ""
    }
    #expect(
      try opening(["LANG": "de_DE.UTF-8", "LANGUAGE": "fr"]) == "Mot de départ\u{00A0}: silkworm")
    #expect(try opening(["LC_ALL": "C", "LANGUAGE": "fr"]) == "Start word: silkworm")
    // Under C.UTF-8 (Debian's one generated locale) LANGUAGE counts, as in glibc's programs.
    #expect(
      try opening(["LANG": "C.UTF-8", "LANGUAGE": "it"]) == "Parola di partenza: silkworm")
    #expect(try opening(["LANG": "xx_YY.UTF-8"]) == "Start word: silkworm")
    #expect(try opening(["LANG": "pt_BR.UTF-8"]) == "Palavra inicial: silkworm")
    #expect(
      try opening(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "sv_SE.UTF-8"]) == "Startord: silkworm")
    let english = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Hausfrau"], input: ":quit\n",
      environment: ["LANG": "C.UTF-8"])
    #expect(english.stdoutLines.first == "Start word: Hausfrau")
  }

  @Test(":define outside English says so in the player's language")
  func defineInAnotherLanguage() throws {
    let result = try wordgameCommand(
      ["--dict", "de_DE", "--root", "Hausfrau"], input: "Haus\n:define Haus\n:quit\n",
      environment: ["LANG": "de_DE.UTF-8"])
    #expect(
      result.stdoutLines.contains(
        "Bedeutungen gibt es nur in Runden mit einem englischen Wörterbuch (aus WordNet, --dict en_US); in dieser Runde ist für „Haus“ keine verfügbar."
      ), "\(result.stdout)")
  }
}
