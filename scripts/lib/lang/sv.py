"""Swedish (sv_SE): what the lemma lists, the dictionary's own flags,
names-dataset and wordfreq say of the dictionary's words
(scripts/lib/tagging.py has the interface). Used when the lists are
generated, never at run time. scripts/lib/lang/nl.py shares the helpers.

Sources:
- spacy-lookups-data 1.0.5 (PyPI; licence MIT; its sv_lemma_lookup table,
  660,000 forms with their lemma, derived from Michal Boleslav Měchura's
  lemmatization lists, Open Database License): lemmas, headwords.
- simplemma 2.0.0 (PyPI; code MIT; its Swedish dictionary, 960,000 forms,
  built from Měchura's lemmatization lists (ODbL), Wiktionary via kaikki.org
  (CC BY-SA) and spacy-lookups-data): lemmas, headwords, and abbreviations
  (it maps `kr`, `ca`, `nr` to `krona`, `circa`, `nummer`).
- The dictionary itself, Debian's hunspell-sv (sv_SE, Göran Andersson and
  others, LGPL-3): its entries' flags: `r` (may take a hyphen, written for
  abbreviations and acronyms: `bnp`, `usb`, `html`), NOSUGGEST `!` (vulgar
  and odd words), entries written only capitalized (names).
- names-dataset 3.3.1 (PyPI; code Apache-2.0, data: first and last names
  by country, Apache-2.0): Swedish first and last names.
- wordfreq 3.1.1 (PyPI; code Apache-2.0, data CC BY-SA 4.0, see
  Resources/tiers/WORDFREQ-LICENSE.txt): Swedish and English frequencies.

Tags (any keeps a word out of the required list and out of start words):
- abbreviation: a word without a vowel (`ggr`, `tfn`), an entry flagged `r`
  but for the words of HYPHENED, a word simplemma expands to a longer lemma
  it is a contraction of (`ca` → `circa`), a word of up to four letters the
  dictionary writes only in capitals (`PS`, `DNA`), or one of ABBREVIATIONS;
- name: a word the dictionary writes only capitalized that neither lemma
  list knows (`superettan`), a popular Swedish name neither list knows, or an
  inflected form more frequent than its lemma (by a zipf of 0.5) that is a
  popular name anywhere and as frequent in English (`ryan`, the rug `rya`'s
  definite form; `holmes`), a lemma the dictionary also writes
  capitalized that is a popular Swedish name and whose own forms are far
  rarer (`alf`, `olle`, `valborg`), or one of NAMES;
- foreign: a word neither lemma list knows that is about as frequent in
  English as in Swedish or more (`twitter`, `babe`), or one of FOREIGN;
- informal: `skit`- compounds (`skitjobb`);
- interjection: sounds (INTERJECTIONS, `haha`, `sååå`);
- rare: words the dictionary never suggests (NOSUGGEST: vulgar words, slang
  and odd compounds; but for SUGGESTED, such as the pronoun `hen`);
- genitive: genitives of nouns (`bilens`, `lärares`, `els`): Swedish word
  games following SAOL do not allow them; not a verb in -s written at least
  as often as that noun (`hoppas`, `lyckas`).

A headword (a possible start word) is a word both lemma lists give as its
own lemma, or that other forms point to (`rättvisa`, `intervju`, `besluten`:
a noun, verb or adjective of its own), and no inflected form by its ending
(a plural, a definite or genitive form, a comparative).
A regular plural (`katter`, `timmar`, `äpplen`) is the
plural of a noun lemma that has a definite singular form in the lists.
"""
from __future__ import annotations

import collections
import gzip
import json
import os
import pathlib
import pickle
import re
import unicodedata

import frequency
from tagging import Analysis

LANGUAGE = "sv"
DICTIONARY = pathlib.Path("/usr/share/hunspell/sv_SE.dic")
VOWELS = set("aeiouyåäöéèáàüâ")
# Words flagged `r` (hyphenated in compounds, as abbreviations are) that
# are words of their own.
HYPHENED = {"alfa", "app", "nej", "icke", "prao", "raid", "sim", "tv", "it", "away", "pro",
            "jas"}
# Abbreviations the sources do not tell.
ABBREVIATIONS = {"ibn", "säpo", "sfi", "ordf", "kcal", "jfr", "tkr", "tfn", "obs", "bnp", "usb",
                 "hg", "dm", "sm", "ps", "ad", "au", "si", "ob", "mg", "nm", "lp", "dj", "pc",
                 "vhs", "vvs", "kungl", "abc", "aids", "etc", "ggr", "resp", "bl", "dvs", "mfl",
                 "osv", "pga", "mha", "bla", "tex", "st", "ca", "kl", "kr", "nr", "dr", "vm", "em",
                 "km", "kg", "pm", "ms", "et", "los", "las", "mm", "cm", "hd", "pr", "pk", "kd",
                 "mp", "sd", "fp", "ok", "okt", "nov", "dec", "jan", "feb", "apr", "aug", "sep",
                 "sept", "tis", "ons", "tors", "fre", "lör", "sön"}
# Sounds and exclamations (not `ja`, `nej`, `hej`, `tack`: words a learner knows).
INTERJECTIONS = {"haha", "hahaha", "hehe", "hihi", "hoho", "huh", "hm", "hmm", "oj", "ojoj",
                 "åh", "aj", "ajaj", "usch", "fy", "wow", "ah", "äh", "aha", "oh", "jaha", "jaja",
                 "nja", "tja", "japp", "jepp", "nä", "nää", "jaa", "nåja", "aja", "asså", "puh",
                 "pust", "hallå", "hejsan", "tjena", "tjenare", "tjabba", "mja", "hoppsan",
                 "oops", "hurra", "bu", "pang", "bom", "plask", "mums", "äsch", "ähh", "öh",
                 "eh", "ehh", "mm", "mmm", "hu", "uh", "ha", "he", "hej", "oi", "oh", "ojdå",
                 "fan", "jösses", "herregud", "vafan", "fasen", "tusan", "attans", "sjutton",
                 "nämen", "jamen", "åhå", "oho", "ack", "ve", "o", "hopp", "schas", "pyttsan",
                 "jodå", "nejdå", "joho", "nehej", "hmpf", "jävlar", "fanimej", "tamejfan",
                 "fanken", "sablar", "tjoho", "hallåja", "godnatt", "godmorgon", "goddag"}
INTERJECTIONS -= {"hej", "fan", "ve", "o", "ack", "hopp", "pang", "bom", "godnatt", "goddag",
                  "godmorgon", "hallå", "sjutton"}
# Words the dictionary never suggests that are common words all the same.
SUGGESTED = {"hen", "podcast", "podd", "botande", "fiskande", "tilde", "kippa", "grappa",
             "haggis", "tapp", "diff", "tilt"}
# Names and foreign words the sources do not tell (found reading the lists).
NAMES = {"malmberg", "stenmark", "sjöstrand", "älvdalen", "viktoria", "bordeaux", "sterling",
         "superettan", "hemköp", "pressbyrån", "piggelin", "rosén", "ågren", "allsvenskan"}
FOREIGN = {"bullshit", "approach", "audition", "crossfit", "league", "sir", "mister"}
# Lemmas that are names too, but common words first (`björn`, a bear).
NOT_NAMES = {"per", "björn", "stig", "bror", "hans", "maj", "ek", "alm", "lind", "sten",
             "berg", "ström", "lund", "dag", "kaj", "bo", "rosen"}
NAME_RANK = 1000
NEVER = 10 ** 9
PLURAL_ENDINGS = ("or", "ar", "er", "r", "n")


def normal(word: str) -> str:
    return unicodedata.normalize("NFC", word.lower())


def vowelless(word: str, vowels=VOWELS) -> bool:
    return not any(c in vowels for c in word)


# --- Shared helpers (nl.py uses them too) ---

SPACY = None


def spacy_table(name: str) -> dict:
    """A table of spacy-lookups-data (`sv_lemma_lookup`, `nl_lemma_index`...)."""
    import spacy_lookups_data
    folder = pathlib.Path(spacy_lookups_data.__file__).parent / "data"
    path = folder / f"{name}.json.gz"
    if path.exists():
        with gzip.open(path, "rt", encoding="utf-8") as f:
            return json.load(f)
    return json.loads((folder / f"{name}.json").read_text(encoding="utf-8"))


def lookup(table: dict) -> dict[str, str]:
    """A form → lemma table, letters only, lowercase entries only (a
    capitalized entry, `Twitter`, `Ryan`, is a name)."""
    result: dict[str, str] = {}
    for form, lemma in table.items():
        if not isinstance(lemma, str) or form != form.lower() or lemma != lemma.lower():
            continue
        form, lemma = normal(form), normal(lemma)
        if form.isalpha() and lemma.replace(" ", "").replace("-", "").isalpha():
            result.setdefault(form, lemma)
    return result


def simplemma_table(language: str) -> dict[str, str]:
    from simplemma.strategies.dictionaries import DefaultDictionaryFactory
    found = DefaultDictionaryFactory().get_dictionary(language)
    table = {}
    for form, lemma in found.items():
        form = form.decode() if isinstance(form, bytes) else form
        lemma = lemma.decode() if isinstance(lemma, bytes) else lemma
        table[form] = lemma
    return lookup(table)


def inverse(*tables: dict[str, str]) -> dict[str, set[str]]:
    """Each lemma's other forms, in any of the tables."""
    forms: dict[str, set[str]] = collections.defaultdict(set)
    for table in tables:
        for form, lemma in table.items():
            if form != lemma:
                forms[lemma].add(form)
    return forms


def name_ranks(countries: tuple[str, ...]) -> tuple[dict[str, int], dict[str, int]]:
    """names-dataset's first and last names (lowercased, letters only) with
    their best rank in these countries, and in any country; kept in
    $WORDLIST_CACHE (loading the data takes seconds and a gigabyte)."""
    folder = os.environ.get("WORDLIST_CACHE")
    name = f"names-dataset-3.3.1.{'-'.join(countries)}.json"
    kept = pathlib.Path(folder) / name if folder else None
    if kept and kept.exists():
        local, anywhere = json.loads(kept.read_text())
        return local, anywhere
    import names_dataset
    base = pathlib.Path(names_dataset.__file__).parent / "v3"
    local: dict[str, int] = {}
    anywhere: dict[str, int] = {}
    for kind in ("first", "last"):
        with gzip.open(base / f"{kind}_names.pkl.gz") as f:
            table = pickle.load(f)
        for person, info in table.items():
            low = normal(person)
            if not low.isalpha():
                continue
            ranks = info.get("rank") or {}
            found = [r for r in ranks.values() if r is not None]
            if found:
                anywhere[low] = min(anywhere.get(low, NEVER), min(found))
            here = [r for c, r in ranks.items() if c in countries and r is not None]
            if here:
                local[low] = min(local.get(low, NEVER), min(here))
        del table
    if kept:
        kept.write_text(json.dumps([local, anywhere]))
    return local, anywhere


def dictionary_entries(path: pathlib.Path, flag_size: int = 1) -> tuple[
        dict[str, set[str]], dict[str, set[str]]]:
    """The .dic file's entries: lowercase entries with their flags, and the
    entries written capitalized (lowercased) with theirs."""
    lower: dict[str, set[str]] = collections.defaultdict(set)
    upper: dict[str, set[str]] = collections.defaultdict(set)
    lines = path.read_text(encoding="utf-8", errors="replace").split("\n")[1:]
    for line in lines:
        line = line.split("\t")[0].strip()
        if not line:
            continue
        word, _, flags = line.partition("/")
        flags = flags.split()[0] if flags else ""
        split = {flags[i:i + flag_size] for i in range(0, len(flags), flag_size)}
        if word != word.lower() and len(word) > 1 and word == word.upper():
            split.add("CAPS")
        (lower if word == word.lower() else upper)[normal(word)].update(split)
    return lower, upper


def contraction(word: str, lemma: str) -> bool:
    """Whether `word` is a contraction of the longer `lemma` (`ca` of
    `circa`, `nr` of `nummer`): its letters in order, the first alike,
    and not its beginning (`kom` is a form of `komma`)."""
    if not lemma or lemma == word or len(lemma) < len(word) + 2 or lemma[0] != word[0]:
        return False
    if lemma.startswith(word):
        return False
    rest = iter(lemma)
    return all(c in rest for c in word)


# --- Swedish ---

def _gender(lemma: str, tables) -> str | None:
    """`n` (neuter) or `u` (common) by the definite singular forms the lists
    give the noun `lemma`, or None when they give none."""
    def points(form):
        return any(t.get(form) == lemma for t in tables)
    if lemma[-1] in VOWELS:
        if points(lemma + "t"):
            return "n"
        if points(lemma + "n"):
            return "u"
        return None
    if points(lemma + "et"):
        return "n"
    if points(lemma + "en") or lemma[-2:-1] == "e" and points(lemma + "n"):
        return "u"     # katten, cykeln
    return None


def _plural_of(word: str, lemma: str, tables) -> str | None:
    """The noun lemma `word` is the regular indefinite plural of, if any."""
    if not lemma or lemma == word or len(lemma) < 2 or not lemma.isalpha():
        return None
    gender = _gender(lemma, tables)
    if gender is None:
        return None
    last = lemma[-1]
    if gender == "n":
        # äpple → äpplen, frö → frön; land → länder is irregular
        candidates = {lemma + "n"} if last in VOWELS else set()
    elif last == "a":
        candidates = {lemma[:-1] + "or"}   # flicka → flickor
    elif last == "e":
        candidates = {lemma[:-1] + "ar"}   # timme → timmar
    elif last in VOWELS:
        candidates = {lemma + "r"}         # sko → skor
    else:
        candidates = {lemma + "ar", lemma + "er"}  # bil → bilar, katt → katter
        # cykel → cyklar, sommar → somrar, fröken → fröknar
        if len(lemma) > 3 and lemma[-2] in "eao" and lemma[-3] not in VOWELS:
            short = lemma[:-2] + lemma[-1]
            candidates |= {short + "ar", short + "er"}
            if len(lemma) > 4 and lemma[-3] == lemma[-4]:
                candidates.add(lemma[:-3] + lemma[-1] + "ar")
    return lemma if word in candidates else None


INFLECTED = re.compile(
    r"(orna|arna|erna|ornas|arnas|ernas|ens|ets|ars|ors|ers|aste)$")


def analyse(words: list[str], stems: dict[str, set[str]]) -> dict[str, Analysis]:
    spacy = lookup(spacy_table("sv_lemma_lookup"))
    simple = simplemma_table("sv")
    forms = inverse(spacy, simple)
    heads = set(spacy.values()) | set(simple.values())
    lower, upper = dictionary_entries(DICTIONARY)
    local, anywhere = name_ranks(("SE",))
    z = lambda w: frequency.zipf(w, LANGUAGE)  # noqa: E731
    en = lambda w: frequency.zipf(w, "en")  # noqa: E731
    result: dict[str, Analysis] = {}
    for word in words:
        found = stems.get(word, set())
        if not word.isalpha() or not word.islower():
            result[word] = Analysis(lemmas=tuple(sorted(found)), lemma=False)
            continue
        a, b = spacy.get(word), simple.get(word)
        if b and contraction(word, b):
            # simplemma's expansion of an abbreviation, not a lemma (`bo`: `brottsoffer`)
            expansion, b = b, None
        else:
            expansion = None
        known = word in spacy or word in simple or word in heads
        lemmas = [l for l in (a, b) if l and l.isalpha()]
        if not lemmas:
            lemmas = sorted(found) or [word]
        own = (a in (None, word)) and (b in (None, word))
        headword = known and (own or len(forms.get(word, ())) >= 2
                              and not INFLECTED.search(word))
        # A present participle (`flygande`, `kämpande`) is the verb's form,
        # but for the common nouns (`beroende`, `utseende`).
        if word.endswith(("ande", "ende")) and z(word) < 4.0:
            verb = word[:-4] + ("a" if word.endswith("ande") else "")
            if verb in spacy or verb in simple:
                headword = False
        plural = None
        for lemma in dict.fromkeys([l for l in (a, b) if l and word not in (a, b)]
                                   + (sorted(found) if word not in (a, b) else [])):
            plural = _plural_of(word, lemma, (spacy, simple))
            if plural:
                break
        if plural:
            headword = False
        flags = lower.get(word, set())
        tags = set()
        # Abbreviations.
        if vowelless(word) or word in ABBREVIATIONS:
            tags.add("interjection" if word in INTERJECTIONS else "abbreviation")
        if "r" in flags and word not in HYPHENED:
            tags.add("abbreviation")
        if word not in lower and "CAPS" in upper.get(word, ()) and (len(word) <= 3 or not known):
            tags.add("abbreviation")
        if expansion and word not in spacy and not forms.get(word):
            tags.add("abbreviation")
        # Sounds.
        if word in INTERJECTIONS or re.search(r"(.)\1\1", word) \
                or re.fullmatch(r"(ha|he|hi|ho|hä)\1+", word):
            tags.add("interjection")
        # Names and foreign words.
        if not known:
            if word not in lower and word in upper:
                tags.add("name")
            elif local.get(word, NEVER) <= NAME_RANK:
                tags.add("name")
            if en(word) >= z(word) - 0.5:
                tags.add("foreign")
        elif not own and not headword:
            lemma = a if a and a != word else b
            if lemma and z(word) > z(lemma) + 0.5 and en(word) >= z(word) \
                    and anywhere.get(word, NEVER) <= NAME_RANK:
                tags.add("name")
        if word in NAMES:
            tags.add("name")
        if word in FOREIGN:
            tags.add("foreign")
        # A lemma that is first a name: the dictionary writes it capitalized
        # too, it is a popular Swedish name, and its own forms are far rarer
        # (`alf`, `egon`, `olle`, `valborg`).
        if word in upper and word not in NOT_NAMES and local.get(word, NEVER) <= 3000 \
                and max((z(f) for f in forms.get(word, ())), default=0) < z(word) - 1.2:
            tags.add("name")
        if word.startswith("skit") and len(word) > 5:
            tags.add("informal")
        if "!" in flags and word not in SUGGESTED:
            tags.add("rare")
        # A genitive (`bilens`, `lärares`, `els`): not allowed in Swedish
        # word games (SAOL's Scrabble rules), bonus here.
        if word.endswith("s") and not own and len(word) > 2:
            lemma = a or b
            # (not a verb's passive: `görs`, `lärs` of `gör`, `lär`)
            passive = lemma and lemma.endswith("a") and word.endswith("rs")
            # nor a verb in -s written more than the noun it would be the
            # genitive of (`hoppas`, `lyckas`: deponents; a genitive is far
            # rarer than its noun, `bilens` than `bilen`)
            deponent = lemma and z(word) >= z(lemma)
            if lemma and not passive and not deponent \
                    and _gender(lemma, (spacy, simple)) is not None \
                    and (word[:-1] == lemma or spacy.get(word[:-1]) == lemma
                         or simple.get(word[:-1]) == lemma):
                tags.add("genitive")
        result[word] = Analysis(lemmas=tuple(dict.fromkeys(lemmas)), tags=frozenset(tags),
                                lemma=headword and not tags, plural_of=plural)
    return result
