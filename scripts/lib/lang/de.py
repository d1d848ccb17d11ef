"""German (de): what German nouns from Wiktionary, the Hanover Tagger,
a names list and wordfreq say of the de_DE dictionary's words
(scripts/lib/tagging.py has the interface). Used when the lists are
generated, never at run time.

Sources:
- german-nouns 1.2.5 (PyPI; CC BY-SA 4.0, its data from the German
  Wiktionary, CC BY-SA 4.0): about 100,000 nouns with their part of speech (common
  noun, or `Vorname`, `Nachname`, `Toponym`, `Eigenname`: first name,
  surname, place, other name; `Abkürzung`: abbreviation), gender and every
  case form (`Gerichts` is the genitive singular of `Gericht`, `Seen` the
  nominative plural of `See`).
- HanTa 1.2.1 (PyPI, the Hanover Tagger by Christian Wartena; code and its
  German model, trained on the TIGER corpus, LGPL-3.0-or-later): a word's
  lemma and part of speech (STTS tags: `NE` proper name, `NN` noun,
  `VV(INF)` infinitive, `VV(PP)` participle, `ADJ(D)` base adjective, `ITJ`
  interjection, `FM` foreign material), asked of each word the frequency
  list knows.
- names-dataset 3.3.1 (PyPI; MIT; data from Facebook profiles, see its
  README): the rank of first names and surnames in Germany, Austria and
  Switzerland.
- the dictionary de_DE itself (igerman98 by Björn Jacke, Debian
  `hunspell-de-de`, GPL-2+) through `hunspell -s` (its stems).
- wordfreq 3.1.1 (PyPI; code Apache-2.0, data CC BY-SA 4.0, see
  Resources/tiers/WORDFREQ-LICENSE.txt): which words are worth asking the
  tagger about.

What it says of a word of the list (nouns and names capitalized, as
`wordgame` lists them):
- a capitalized word (a noun or a name) is looked up among german-nouns'
  forms; when it is not there, by its last part (`Hausboote`: `Boote`, the
  plural of `Boot`, so the plural of `Hausboot`). It is a name when its only
  readings there are names (`Wien`, `Lisa`, `Hamburgs`), or, for a word
  german-nouns does not have as a common noun nor as a plural without a
  gender (`Ravioli`, `Moneten`), when HanTa takes it for a
  proper name (`Michaela`, `Lenin`) or names-dataset ranks it among the
  NAME_RANK commonest first names or surnames; an abbreviation when it has
  two capitals or more (`ADAC`, `GmbH`) or german-nouns has it as an
  abbreviation only (`Lkw`). A word that is a common noun besides a name
  (`Dietrich`, `Koch`) stays an answer but is no start word.
- lemma (a possible start word): a noun in the nominative singular
  (german-nouns' headword); a lowercase word that is its own stem in the
  dictionary and its own lemma for HanTa, not a finite verb form or
  participle (`umdrehen`, `schön`, `spannend`; not `rauchend`, `gehörend`,
  `zugelegt`, `ging`).
- plural_of: the noun a word is the nominative plural of (`Seen` -> `See`,
  `Bastarde` -> `Bastard`).
- tags, besides name and abbreviation: interjection (HanTa's `ITJ`, when
  rarer than SOUND_ZIPF), abbreviation for a word without a vowel or in
  ABBREVIATIONS (`bzw`, `usw`, `Gst`, `dpi`), foreign for HanTa's foreign
  material (`FM`) not known to the dictionary as a stem of its own.
  Besides: a name HanTa knows only as a proper name that german-nouns or
  names-dataset also has as a name is a name even where german-nouns has a
  rare common noun of that spelling (`Klaus`, `Anke`, `Tibet`, `Dietrich`),
  and so is a place or name that is only an inflected form of a common noun
  (`Polen`, `Bayern`, `Bremen`, `Jochen`); a word of a place (`Bochumer`,
  `Berliner`) unless HanTa knows it as a noun (`Hamburger`); a name's
  genitive (`Wagners`). NAMES, FOREIGN and INFORMAL hold what the sources
  miss, read in the samples (brands, organizations, English and Latin words).

THRESHOLD is 2.5 (the script's default for German is 2.8): `senil`, `Nabe`,
`Lid` stand at 2.5 to 2.8; with the names, abbreviations and foreign words out,
76-81% of the required answers of 20 rounds still have a zipf of 3 or more.
"""
from __future__ import annotations

import csv
import gzip
import hashlib
import json
import os
import pathlib
import pickle
import re

import frequency
from tagging import Analysis

NAME_POS = {"Toponym", "Vorname", "Nachname", "Eigenname", "Straßenname"}
ABBREVIATION_POS = {"Abkürzung", "Symbol", "Buchstabe"}
GENUS = ["genus", "genus 1", "genus 2", "genus 3", "genus 4"]
VOWEL = re.compile("[aeiouyäöü]")
SOUNDS = {"hm", "hmm", "pst", "psst", "brr", "pff", "grr", "sch", "tss"}
# Lowercase abbreviations spelled with a vowel (read in the samples).
ABBREVIATIONS = {"usw", "bzw", "evtl", "inkl", "vgl", "ca", "ggf", "ua", "zb", "abs", "allg",
                 "bzgl", "betr", "gem", "jh", "jhd", "lt", "max", "min", "mio", "mrd", "nr",
                 "tel", "tsd", "usf", "va", "zt", "ggü", "etc", "ca", "od", "ehem", "ev",
                 "kath", "evang", "urspr", "möbl", "gegr", "geb", "gest", "verh", "led",
                 "bspw", "sog", "insb", "dt", "engl", "franz", "ital", "lat", "griech", "inst", "dpi"}
# Names and foreign words the sources miss (read in the samples): a brand,
# an organization, an adjective of a place; Latin.
NAMES = {"Bahncard", "Interpol", "bergisch", "Kent", "Sacher", "Stasi", "Microsoft", "Siemens",
         "Volkswagen", "Borussia", "Rheinland", "Nissan", "Berlinale", "Hamas", "Gestapo", "Mosel",
         "Beatles", "Nutella", "Reuters", "Bohlen", "Barbie", "Bavaria", "Westerwald",
         "Lindenstraße", "Bosporus", "Nasdaq", "Gameboy", "Treuhand", "Transrapid", "Robinson",
         "Stevens", "Götze", "Jean", "Khan", "Yang", "Yin", "Alfa", "Coca", "Pazifik", "Euler",
         "Antifa", "Amazon", "Telekom", "Android", "Wikipedia", "Google", "Facebook", "Twitter",
         "Youtube", "Apple", "Samsung", "Porsche", "Mercedes", "Audi", "Opel", "Lufthansa",
         "Adidas", "Puma", "Lego", "Playmobil", "Tesla", "Netflix", "Olympia", "Oscar", "Elbe",
         "Harz", "Ruhr", "Schiller", "Goethe", "Einstein", "Grimm", "Manchester", "Boston",
         "Jersey", "Werder", "Hertha", "Schalke", "Hagen", "Konstanz", "Böhmen", "Anhalt",
         "Preußen", "Westfalen", "Niedersachsen", "Sachsen", "Hessen", "Bayern", "Aldi", "Lidl",
         "Edeka", "Rewe", "Debian", "Linux", "Windows", "Ikea", "Duden", "Alba", "Henry",
         "Franziska", "Taunus", "Noah", "Orleans", "Volksbank", "Augustus", "Motors", "Circus",
         "Namur", "Gloria", "Mac", "Perl", "Kreml", "Guinea"}
FOREIGN = {"absurdum", "Vista", "Review", "Reviews", "Future", "Futures", "Base", "Trans",
           "Port", "Ports", "Fortune", "Television", "Implementation", "Telegraph", "Tribune",
           "Basics", "Evergreens", "First", "Services", "Airlines", "Center", "Journal", "Queen",
           "hoc", "peu", "cetera", "facto", "dato", "jure", "puncto", "natura", "summa", "cum",
           "et", "de", "ad", "eo", "spe", "ultima", "acta", "web", "Consulting"}
# Informal words (read in the samples).
INFORMAL = {"Ami", "Amis", "Spezi"}
# A first name or surname among the commonest of Germany, Austria and
# Switzerland (names-dataset) is a name when german-nouns has no common
# noun of that spelling.
NAME_RANK = 2000
# A common noun that is also as common a name (`Dietrich`, `Fischer`) is no
# start word.
START_NAME_RANK = 1000
SOUND_ZIPF = 3.0
# A family needs this standing for its words to be required (the script's
# default for German is 2.8: common words such as `senil`, `Nabe` stand at
# 2.5 to 2.8).
THRESHOLD = 2.5
# Finite forms, participles, imperatives and inflected words are no headwords.
NOT_HEADWORD = re.compile(r"\((FIN|PP|IMP|IZU)\)|^(NN|NE|ART|PPER|PPOSAT|PDAT|PIAT|PRELS|PRF|"
                          r"APPRART|CARD|XY|FM)")


def _cache(name: str) -> pathlib.Path:
    return pathlib.Path(os.environ.get("WORDLIST_CACHE") or "/tmp") / name


def _nouns() -> dict[str, list[tuple[str, str, bool, bool]]]:
    """german-nouns' forms: each form's readings (lemma, kind, whether the
    form is a nominative singular, a nominative plural). Kind: `name`,
    `place`, `abbreviation`, `common` (a noun with a gender), `weak` (a noun without
    a gender: plural-only nouns, languages, some names)."""
    import german_nouns
    path = pathlib.Path(german_nouns.__path__[0]) / "nouns.csv"
    forms: dict[str, list[tuple[str, str, bool, bool]]] = {}
    with path.open(encoding="utf-8") as f:
        for row in csv.DictReader(f):
            lemma = row["lemma"]
            if " " in lemma or "-" in lemma:
                continue
            pos = set(row["pos"].split(","))
            kind = ("place" if "Toponym" in pos else "name" if pos & NAME_POS
                    else "abbreviation" if pos & ABBREVIATION_POS else "common" if any(row[g] for g in GENUS)
                    or "adjektivische Deklination" in pos else "weak")
            seen: dict[str, list[bool]] = {lemma: [True, False]}
            for column, value in row.items():
                if not value or column in ("lemma", "pos") or column.startswith("genus"):
                    continue
                entry = seen.setdefault(value, [False, False])
                if column.startswith("nominativ singular"):
                    entry[0] = True
                if column.startswith("nominativ plural"):
                    entry[1] = True
            for form, (singular, plural) in seen.items():
                forms.setdefault(form, []).append((lemma, kind, singular, plural))
    return forms


def _tagger(words: list[str]) -> dict[str, tuple[str, str, list[str]]]:
    """HanTa's lemma, part of speech and likeliest parts of speech of each
    word, kept in $WORDLIST_CACHE (or /tmp)."""
    digest = hashlib.sha256("\n".join(words).encode()).hexdigest()[:16]
    kept = _cache(f"de.{digest}.hanta.json")
    if kept.exists():
        return json.loads(kept.read_text(encoding="utf-8"))
    from HanTa import HanoverTagger
    tagger = HanoverTagger.HanoverTagger("morphmodel_ger.pgz")
    result = {}
    for word in words:
        lemma, pos = tagger.analyze(word)
        result[word] = (lemma, pos, [t for t, _ in tagger.tag_word(word)[:3]])
    kept.write_text(json.dumps(result, ensure_ascii=False), encoding="utf-8")
    return result


# How much likelier (natural log) HanTa must find the capitalized noun than
# the lowercase spelling for the noun to be shown (`Angst` over `angst`,
# not `Bitte` over `bitte`: 0.004, nor `Montags` over `montags`).
CAPITAL_MARGIN = 1.0
# The lowercase words that stay whatever the margin: an infinitive
# (`essen`, `beschämen`) or an adjective (`kühler`, `komplex`).
SMALL_KEPT_TAGS = ("VV(INF)", "VA(INF)", "VM(INF)", "ADJ")


def preferred_case(pairs: list[tuple[str, str]]) -> dict[str, str]:
    """Of each pair of spellings of one key (`reise`, `Reise`), the one to
    show, by the lowercase one. The capitalized one where it is a common noun
    (HanTa's likeliest tag `NN`, or a common noun's form in german-nouns:
    `Angel`, `Nagel`, which HanTa takes for surnames) that HanTa finds
    likelier, written so, than the lowercase one (its model knows case,
    wordfreq does not) by CAPITAL_MARGIN, the lowercase one being no
    infinitive or adjective (SMALL_KEPT_TAGS): `Reise`, `Zeit`, `Angst`;
    `nicht`, `bitte`, `montags`, `kühler` and `essen` stay. The lowercase one
    where the capitalized one is no common noun at all (`such`, not `Such`).
    HanTa's answers are kept in $WORDLIST_CACHE (or /tmp)."""
    words = sorted({w for pair in pairs for w in pair})
    digest = hashlib.sha256("\n".join(words).encode()).hexdigest()[:16]
    kept = _cache(f"de.{digest}.hanta-case.json")
    if kept.exists():
        best = json.loads(kept.read_text(encoding="utf-8"))
    else:
        from HanTa import HanoverTagger
        tagger = HanoverTagger.HanoverTagger("morphmodel_ger.pgz")
        best = {}
        for word in words:
            tags = tagger.tag_word(word)
            best[word] = (tags[0][0], float(tags[0][1])) if tags else ("", float("-inf"))
        kept.write_text(json.dumps(best, ensure_ascii=False), encoding="utf-8")
    nouns = _nouns()

    def noun(word: str) -> bool:
        return best[word][0] == "NN" or any(k == "common" for _, k, _, _ in nouns.get(word, []))

    return {lower: capital if noun(capital) and best[capital][1] > best[lower][1] + CAPITAL_MARGIN
            and not best[lower][0].startswith(SMALL_KEPT_TAGS)
            else lower if not noun(capital) else None
            for lower, capital in pairs}


def _names() -> dict[str, dict[str, int]]:
    """names-dataset's first names and surnames with their best rank in
    Germany, Austria or Switzerland, kept in $WORDLIST_CACHE (or /tmp)."""
    kept = _cache("de.names-dataset-3.3.1.json")
    if kept.exists():
        return json.loads(kept.read_text(encoding="utf-8"))
    import names_dataset
    base = pathlib.Path(names_dataset.__file__).parent / "v3"
    result: dict[str, dict[str, int]] = {}
    for kind in ("first", "last"):
        with gzip.open(base / f"{kind}_names.pkl.gz") as f:
            table = pickle.load(f)
        result[kind] = {}
        for name, info in table.items():
            ranks = [r for c, r in (info.get("rank") or {}).items()
                     if c in ("DE", "AT", "CH") and r is not None]
            if ranks:
                result[kind][name] = min(ranks)
        del table
    kept.write_text(json.dumps(result, ensure_ascii=False), encoding="utf-8")
    return result


def _split(word: str, nouns: dict) -> tuple[str, list] | None:
    """A compound's head and its last part's common readings, the longest
    last part german-nouns knows (`Hausboote`: `Haus`, `Boote`)."""
    for i in range(2, len(word) - 2):
        tail = word[i].upper() + word[i + 1:]
        readings = [r for r in nouns.get(tail, ()) if r[1] in ("common", "weak")]
        if readings and not any(r[1] in ("name", "place") for r in nouns.get(tail, ())):
            return word[:i], readings
    return None


def analyse(words: list[str], stems: dict[str, set[str]]) -> dict[str, Analysis]:
    z = lambda w: frequency.zipf(w, "de")  # noqa: E731
    nouns = _nouns()
    tagged = _tagger([w for w in words if z(w) > 0])
    names = _names()
    first, last = names["first"], names["last"]
    wordset = set(words)
    result: dict[str, Analysis] = {}
    for word in words:
        tags: set[str] = set()
        lemmas: set[str] = set()
        headword = False
        plural_of = None
        hanta = tagged.get(word)
        own_stems = stems.get(word, set())
        rank = min(first.get(word, 10 ** 9), last.get(word, 10 ** 9))
        if word[:1].isupper():
            readings = nouns.get(word, [])
            common = [r for r in readings if r[1] == "common"]
            weak = [r for r in readings if r[1] == "weak"]
            named = [r for r in readings if r[1] in ("name", "place")]
            proper = hanta is not None and hanta[1] == "NE"
            if sum(c.isupper() for c in word) >= 2:
                tags.add("abbreviation")
            # A noun without a gender is a name's reading where a source
            # names it, unless it is a plural (`Ravioli`, `Moneten`: no name).
            named_only = (not common and weak and not any(r[3] for r in weak)
                          and (named or proper or rank <= NAME_RANK))
            if named_only:
                weak = []
            nounish = common or weak
            if not nounish and readings:
                abbreviation = any(r[1] == "abbreviation" for r in readings)
                tags.add("abbreviation" if abbreviation and not named and not named_only
                         else "name")
            split = None
            infinitive = word.lower() in wordset or (word.endswith("ens")
                                                     and word[:-1].lower() in wordset)
            if not readings and infinitive:
                # A verb's infinitive as a noun (`Abheben`, genitive `Abhebens`).
                lemmas.add(word[:-1] if word.endswith("ens") else word)
                headword = not word.endswith("ens")
            elif not readings:
                split = _split(word, nouns)
                if proper or rank <= NAME_RANK:
                    tags.add("name")
                elif split:
                    head, parts = split
                    nounish = [(head + l.lower(), k, s, p) for l, k, s, p in parts]
                elif hanta is not None and hanta[1] == "NN":
                    lemmas.add(hanta[0])
                    headword = hanta[0] == word
            for lemma, kind, singular, plural in nounish:
                lemmas.add(lemma)
                if lemma == word:
                    headword = True
                if plural and lemma != word and lemma in wordset and plural_of is None:
                    plural_of = lemma
            if split and hanta is not None and hanta[0] != word:
                headword = False
            if named or proper or rank <= START_NAME_RANK:
                headword = False
            # A name that is also a rare common noun (`Klaus`, `Anke`, `Meier`,
            # `Tibet`, `China`, genitive `Chinas`): HanTa knows it as a proper
            # name only, and german-nouns (for it or its lemma) or names-dataset
            # as a name. (`Koch`, `Fischer`, `Wolf`: HanTa knows them as nouns
            # too.)
            if nounish and hanta is not None and set(hanta[2]) == {"NE"} and (
                    any(r[1] != "common" and r[1] != "weak"
                        for l in {word} | lemmas for r in nouns.get(l, ()))
                    or rank <= NAME_RANK):
                tags.add("name")
            # A place or a name that is only an inflected form of a common
            # noun (`Polen`, `Bayern`, `Bremen`, `Jochen`, `Maria`): HanTa
            # takes it for a name first.
            if named and proper and not any(r[0] == word for r in common + weak):
                tags.add("name")
        else:
            lemmas |= {s for s in own_stems if s.islower()}
            if hanta is not None:
                if hanta[0].islower():
                    lemmas.add(hanta[0])
                headword = ((not own_stems or word in own_stems) and hanta[0] == word
                            and not NOT_HEADWORD.search(hanta[1]))
                if hanta[1] == "ITJ" and z(word) < SOUND_ZIPF:
                    tags.add("interjection")
                if hanta[1] == "FM" and word not in own_stems:
                    tags.add("foreign")
            if (not VOWEL.search(word) and word not in SOUNDS) or word in ABBREVIATIONS:
                tags.add("abbreviation")
        if word in NAMES:
            tags.add("name")
        if word in FOREIGN:
            tags.add("foreign")
        if word in INFORMAL:
            tags.add("informal")
        if word.lower() in ABBREVIATIONS or not VOWEL.search(word.lower()) \
                and word.lower() not in SOUNDS:
            tags.add("abbreviation")
        if tags:
            headword = False
        result[word] = Analysis(lemmas=tuple(sorted(lemmas)), tags=frozenset(tags),
                                lemma=headword, plural_of=plural_of)
    for word, analysis in result.items():
        # A word of a place (`Bochumer`, `Aachener`, `Dresdner`): a name,
        # unless HanTa knows it as a noun of its own (`Hamburger`).
        if word[:1].isupper() and word.endswith("er") and any(
                "name" in (result.get(place) or Analysis()).tags
                for place in (word[:-2], word[:-2] + "en", word[:-3] + "en")):
            hanta = tagged.get(word)
            proper = hanta is None or hanta[1] != "NN"
            result[word] = Analysis(lemmas=analysis.lemmas, plural_of=analysis.plural_of,
                                    tags=analysis.tags | ({"name"} if proper else set()))
    # A name's genitive or plural (`Wagners`, `Annas`), HanTa's proper name.
    for word, analysis in result.items():
        if word[:1].isupper() and not analysis.tags and word.endswith("s") \
                and "name" in (result.get(word[:-1]) or Analysis()).tags \
                and (tagged.get(word) or ("", ""))[1] == "NE":
            result[word] = Analysis(lemmas=(word[:-1],), tags=frozenset({"name"}))
    return result
