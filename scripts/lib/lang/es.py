"""Spanish (es_ES): what the sources say of the dictionary's words.

Sources (all at generation time only, never at run time):
- Hunspell's es_ES dictionary (Debian `hunspell-es`, RLA-ES, GPL-3/LGPL-3/MPL-1.1):
  its entries are headwords (infinitives, singular nouns, masculine singular
  adjectives), `hunspell -s` gives each form's entries; its capitalized
  entries (`Susana`, `García`) are names.
- PyPI `simplemma` 2.0.0 (code MIT; its Spanish data from Wiktionary and
  Michal Měchura's lemmatization lists, CC BY-SA / ODbL): which words are
  known Spanish words.
- PyPI `spacy-lookups-data` 1.0.5 (MIT; data: `es_lemma_lookup` from the same
  lemmatization lists, ODbL; `es_lemma_index` and `es_lexeme_prob` from spaCy's
  corpora, MIT): known forms and their lemmas, the nouns, adjectives and verbs
  spaCy indexes, and how often a word is written capitalized.
- PyPI `names-dataset` 3.3.1 (MIT, data MIT): first and last names ranked in
  Spanish-speaking countries and the US.
- PyPI `wordfreq` 3.1.1 (Apache-2.0, data CC BY-SA 4.0): Spanish and English
  frequencies.
- Written for this project (below): interjections, informal slang,
  abbreviations the rules miss, and plain words the lemma sources lack (`tan`).

Tags:
- name: a word spaCy's corpus writes capitalized NAME_SHARE_ENTRY times as
  often as not that the dictionary also has capitalized, or NAME_SHARE times
  as often without (`garcía`, `japón`, `maría`, `bernardo`, `parís`), unless
  spaCy's lemma index has it (`león`, `república`) or it is a form of a word
  that is not a name (`estados`, `unidos`); a word neither lemma source knows
  that is a capitalized entry or a names-dataset name and written capitalized
  twice as often (`susana`, `goya`); the plural of a name (`perús`).
- a word neither lemma source knows: a verb with clitic pronouns (`clavarle`,
  `llámanos`, `léanlo`) is a form people seldom write below a zipf of
  CLITIC_ZIPF (`hacerlo` stays);
  a short one (four letters or fewer) or one without a vowel is an
  abbreviation (`sto`, `sta`, `sr`, `vol`, `núm`); one English uses as much
  is foreign (`mouse`, `bonus`).
- form: a form of a verb only (not a headword, not a plural or feminine of a
  noun or adjective) below a zipf of FORM_ZIPF (`dudéis`, `orinaba`,
  `encantas`): inflected forms nobody is expected to think of.
- regional: voseo (`pensá`, `tenés`).

A headword (`lemma`): a dictionary entry of its own (`hunspell -s` gives the
word itself), untagged, not the feminine or plural of a more frequent entry
(`centrada` of `centrado`), not a verb form the dictionary lists as an entry
(`fuésemos`, `gobierna`: spaCy gives a verb as its lemma and does not index it
as a noun or adjective), not a plural or feminine spaCy gives another lemma
for (`aquellos`, `amateurs`). `plural_of`: the entry this word is the regular
plural of (`casas` of `casa`, `lápices` of `lápiz`, `canciones` of
`canción`), unless nobody writes it and the entry is also a verb form (`caís`).
"""
from __future__ import annotations

import gzip
import json
import math
import pathlib
import re
import unicodedata

import frequency
import simplemma
from tagging import Analysis

# A family needs this zipf to be required (the script's default for Spanish
# is 3.2: everyday nouns such as `lejía`, `jalea`, `lija` (2.9), `tuba` (2.7)
# were bonus). Measured (--report, 20 rounds): 78% of required answers have a
# zipf of 3 or more once rare verb forms, names and abbreviations are out.
THRESHOLD = 2.6
START_ZIPF = 3.0
# A verb form with clitic pronouns the lemma sources lack is required only
# from this zipf of its own (`hacerlo`, `darle`, not `clavarle`).
CLITIC_ZIPF = 3.5
# A form of a verb only is required only from this zipf of its own.
FORM_ZIPF = 2.8

DICTIONARY = pathlib.Path("/usr/share/hunspell/es_ES.dic")
VOWELS = set("aeiouáéíóúü")
CLITICS = re.compile(r"(?:me|te|se|le|les|lo|los|la|las|nos|os)$")
NAME_RANK = 5000
# How many times more often a word is written capitalized than not to be a
# name: with a capitalized entry in the dictionary, and without.
NAME_SHARE_ENTRY = 6.0
NAME_SHARE = 20.0

# Written for this project: words the lemma sources lack.
INTERJECTIONS = set("""
ah ajá aj ay bah bla caramba caray ea eh ejem epa guau hala hum ja je ji jo
oh ojo olé puaj puf pum uf uh uy uta zas órale ajo ey ups
""".split()) - {"ojo", "ajo"}
INFORMAL = set("""
pelotudo pelotuda pelotudos pelotudas boludo boluda boludos boludas profe
profes profa profas peli pelis birra birras chido chida chidos chidas chava
chavas trucho truchos trucha chucha guay finde cole tele bici porfa
""".split()) - {"trucha"}
ABBREVIATIONS = set("""
aprox depto dpto avda univ srta srtas sres sras gral núm nro trad etc pág
""".split())
WORDS = set("""
tan cuán jamás antes ojalá dí viceversa del al
""".split())


def _plain(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word)
                   if not unicodedata.combining(c))


def _spacy(name: str):
    import spacy_lookups_data
    data = pathlib.Path(spacy_lookups_data.__file__).parent / "data"
    with gzip.open(data / f"es_{name}.json.gz", "rt", encoding="utf-8") as f:
        return json.load(f)


def _known() -> tuple[set[str], dict[str, str]]:
    """Words the lemma sources know, and spaCy's form -> lemma table."""
    lookup = _spacy("lemma_lookup")
    return set(lookup) | set(lookup.values()), lookup


def _capital_share(word: str, probabilities: dict[str, float]) -> float:
    """How many times more often spaCy's corpus writes the word capitalized
    than in lowercase (99: only capitalized; 0: never)."""
    upper = probabilities.get(word[:1].upper() + word[1:])
    if upper is None:
        return 0.0
    lower = probabilities.get(word)
    return 99.0 if lower is None else math.exp(min(upper - lower, 4.6))


def _names() -> set[str]:
    """First and last names ranked within NAME_RANK in a Spanish-speaking
    country or the US (names-dataset)."""
    import pickle

    import names_dataset
    folder = pathlib.Path(names_dataset.__file__).parent / "v3"
    countries = {"ES", "MX", "AR", "CO", "CL", "PE", "VE", "EC", "GT", "CU", "BO", "DO",
                 "HN", "PY", "SV", "NI", "CR", "PA", "UY", "PR", "US"}
    found = set()
    for kind in ("first_names", "last_names"):
        with gzip.open(folder / f"{kind}.pkl.gz") as f:
            table = pickle.load(f)
        for name, info in table.items():
            ranks = [r for c, r in (info.get("rank") or {}).items()
                     if c in countries and r is not None]
            if ranks and min(ranks) <= NAME_RANK:
                found.add(name.lower())
        del table
    return found


def _capitalized() -> set[str]:
    """The dictionary's capitalized entries, lowercased (`susana`, `goya`)."""
    found = set()
    for line in DICTIONARY.read_text(encoding="utf-8").splitlines()[1:]:
        entry = line.split("/")[0].strip()
        if entry[:1].isupper():
            found.add(entry.lower())
    return found


def _is_verb(stem: str) -> bool:
    return stem.endswith(("ar", "er", "ir", "ír"))


def _voseo(verb: str) -> set[str]:
    """The voseo imperative and present of an -ar or -er verb (`pensá`,
    `pensás`; not of -ir verbs, whose `salí`, `salís` are standard forms too)."""
    accented = {"ar": "á", "er": "é"}.get(verb[-2:])
    if not accented:
        return set()
    return {verb[:-2] + accented, verb[:-2] + accented + "s"}


def plurals(lemma: str) -> set[str]:
    """The regular plurals of a noun or adjective."""
    found = {lemma + "s", lemma + "es"}
    if lemma.endswith("z"):
        found.add(lemma[:-1] + "ces")
    # canción -> canciones, inglés -> ingleses: the stress mark goes.
    if re.search(r"[áéíóú][nsl]$", lemma):
        found.add(lemma[:-2] + _plain(lemma[-2]) + lemma[-1] + "es")
    return found


def nominal_forms(lemma: str) -> set[str]:
    """A noun's or adjective's forms: plurals, and feminine ones."""
    found = plurals(lemma)
    feminine = None
    if lemma.endswith("o"):
        feminine = lemma[:-1] + "a"
    elif re.search(r"(or|ón|án|ín|és|l)$", lemma):
        feminine = lemma[:-2] + _plain(lemma[-2]) + lemma[-1] + "a"
    if feminine:
        found |= {feminine, feminine + "s"}
    return found


def analyse(words: list[str], stems: dict[str, set[str]]) -> dict[str, Analysis]:
    known, lookup = _known()
    names = _names()
    capitalized = _capitalized()
    probabilities = _spacy("lexeme_prob")
    index = _spacy("lemma_index")
    indexed = set().union(*map(set, index.values()))
    nominal = set(index["noun"]) | set(index["adj"])
    # Written mostly capitalized (spaCy's corpus), the dictionary has it
    # capitalized too, and spaCy's lemma index lacks it: a name (`garcía`,
    # `japón`, `maría`, `bernardo`); written only capitalized: a name even
    # without a capitalized entry (`parís`, `napoleón`).
    def named(word: str) -> bool:
        if word in indexed or word in WORDS:
            return False
        share = _capital_share(word, probabilities)
        return share >= NAME_SHARE_ENTRY and word in capitalized or share >= NAME_SHARE
    named_words = {w for w in words if w.islower() and named(w)}
    z = lambda w: frequency.zipf(w, "es")  # noqa: E731
    result: dict[str, Analysis] = {}
    for word in words:
        own = stems.get(word, set())
        lemmas = tuple(sorted(own)) if own else ((lookup[word],) if word in lookup else ())
        headword = word in own
        # The nouns and adjectives whose plural or feminine this word is.
        of = {s for s in own if s != word and not _is_verb(s) and word in nominal_forms(s)}
        plural_of = next((s for s in sorted(of) if word in plurals(s)), None)
        # A plural nobody writes of a headword that is also a verb form
        # (`caís` of `caí`) does not stand with it.
        if plural_of and z(word) == 0 and any(_is_verb(s) for s in stems.get(plural_of, ())):
            plural_of = None
        verb_form = (not headword and not of and any(_is_verb(s) for s in own))
        tags = set()
        zipf = z(word)
        if word not in known and word not in WORDS and not simplemma.is_known(word, lang="es"):
            if word in INTERJECTIONS:
                tags.add("interjection")
            elif verb_form and CLITICS.search(word):
                if zipf < CLITIC_ZIPF:
                    tags.add("form")
            elif len(word) >= 3 and word not in ABBREVIATIONS and (
                    word in capitalized or word in names) and (
                    _capital_share(word, probabilities) >= 2):
                tags.add("name")
            elif len(word) <= 4 and set(word) & VOWELS and any(_is_verb(s) for s in own):
                tags.add("rare")
            elif word in ABBREVIATIONS or not (set(word) & VOWELS) or len(word) <= 4:
                tags.add("abbreviation")
            elif frequency.zipf(word, "en") >= zipf > 0:
                tags.add("foreign")
        # A name, unless it is a form of a word that is not one (`estados`,
        # `unidos`, `santa`).
        if word in named_words and (
                _capital_share(word, probabilities) >= NAME_SHARE
                or not any(s not in named_words for s in (of or (own - {word})))):
            tags.add("name")
        if word in INFORMAL:
            tags.add("informal")
        if word in ABBREVIATIONS:
            tags.add("abbreviation")
        if word in INTERJECTIONS:
            tags.add("interjection")
        # Voseo (`pensá`, `tené`, `pensás`, `tenés`): the River Plate's and
        # Central America's forms, not the standard a puzzle asks for. Not a
        # word written more often than the verb it would be the voseo of: it
        # is another, common word (`además`, `jamás`, `ojalá`, `maná`, the
        # future `amarás`; not forms of the rare `ademar`, `jamar`, `ojalar`,
        # `manar`, `amarar`), which would otherwise lose its key to a rare
        # unaccented homograph (`ademas`, the plural of `adema`).
        if not of and word not in nominal and word != "creé" and any(
                word in _voseo(s) and zipf <= z(s)
                for s in own if _is_verb(s) and len(s) > 3):
            tags.add("regional")
        if verb_form and 0 < zipf < FORM_ZIPF:
            tags.add("form")
        # A headword, unless it is the feminine or plural of a more frequent entry.
        # Nor a verb form the dictionary lists as an entry (`fuésemos`,
        # `gobierna`): spaCy takes it for a verb's form, and its index of
        # nouns and adjectives lacks it.
        lemma = (headword and not any(z(s) >= zipf for s in of) and not tags
                 and not (lookup.get(word, word) != word and _is_verb(lookup[word])
                          and word not in nominal)
                 # nor a plural or feminine spaCy gives another lemma for
                 # (`aquellos`, `amateurs`, `capitana`), unless a noun itself.
                 and not (lookup.get(word, word) != word and not _is_verb(lookup[word])
                          and (word.endswith("s") or word in nominal_forms(lookup[word]))
                          and word not in index["noun"]))
        result[word] = Analysis(lemmas=lemmas, tags=frozenset(tags), lemma=lemma,
                                plural_of=plural_of)
    # The plural of a name, an abbreviation or a foreign word is one too (`perús`).
    for word, analysis in result.items():
        lemma = result.get(analysis.plural_of or "")
        if lemma and lemma.tags - analysis.tags - {"rare"}:
            result[word] = Analysis(lemmas=analysis.lemmas, tags=analysis.tags | lemma.tags,
                                    lemma=False, plural_of=analysis.plural_of)
    return result
