"""Italian (it_IT): what Morph-it! (through spacy-lookups-data), the Italian
Hunspell dictionary, simplemma and wordfreq say of the dictionary's words
(scripts/lib/tagging.py has the interface). Used when the lists are
generated, never at run time.

Sources:
- spacy-lookups-data 1.0.5 (PyPI; code MIT): its Italian part-of-speech
  lemma tables (`it_lemma_lookup_noun`, `_adj`, `_verb`, `_adv`…) by
  Giovanni Toffoli, extracted from Morph-it! 48 by Marco Baroni and Eros
  Zanchetta (data dual-licensed CC BY-SA 2.0 and LGPL; see the package's
  `it_license.txt`): lemmas, parts of speech, which forms are headwords.
- the dictionary it_IT itself (Debian package `hunspell-it` 1:7.5.0-1,
  /usr/share/hunspell/it_IT.dic, GPL 3; Italian Writing Aids extension, from
  Gianluca Turconi's dictionary): its stems (`hunspell -s`, given to
  `analyse`) and its capitalized entries (names: `Roma`, `Mario`) and
  uppercase ones (abbreviations: `PDF`).
- simplemma 2.0.0 (PyPI; code MIT; its Italian lexicon is derived from
  Wiktionary data, CC BY-SA): a word neither it nor Morph-it knows is a
  candidate foreign word.
- names-dataset 3.3.1 (PyPI; code Apache-2.0, data Apache-2.0: first and
  last names by country): names among the dictionary's lowercase entries.
- wordfreq 3.1.1 (PyPI; code Apache-2.0, data CC BY-SA 4.0, see
  Resources/tiers/WORDFREQ-LICENSE.txt): frequencies in Italian and in the
  languages of FOREIGN.

What it says of a word of the list (lowercase, as `wordgame` lists it):
- lemmas: Morph-it's lemmas of the word, else Hunspell's stems;
- lemma (a possible start word): Morph-it lists the word as its own lemma
  as a noun, an adjective (masculine singular), an infinitive or an adverb,
  and it is not also a form of another verb (`cambiato`, `scelgono` are
  not; a noun such as `stato` is) nor of another adjective (`protetta`,
  `tagliata`); a word Morph-it does not know is a headword when Hunspell
  stems it to itself, simplemma knows it as its own lemma (not
  `manterrà`) and it does not end in -i;
- plural_of: the singular (a Hunspell stem or Morph-it noun or adjective
  lemma, not an infinitive) it is the regular plural of: -o/-e -> -i, -a ->
  -e or -i, -co/-go -> -chi/-ghi, -ca/-ga -> -che/-ghe, -io -> -i, -cia/-gia
  -> -ce/-ge (`adagi` -> `adagio`, `afidi` -> `afide`, `acini` -> `acino`),
  so a plural stands with its lemma's family;
- tags (any keeps a word out of the required list and out of start words):
  - name: Hunspell takes it only capitalized (`roma`, `mario`), or it is a
    lowercase entry without affix flags that neither Morph-it nor
    simplemma know, below NAME_BELOW, and a popular first or last name in
    names-dataset (rank NAME_RANK or better in some country: `giacomo`,
    `cesare`, `libia`), unless written in ITALIAN; or written in NAMES
    (read in the samples: `mao`, `fiorella`);
  - abbreviation: Hunspell takes it only in capitals (`pdf`), or a word
    without a vowel (`kg`, `mq`), unless a sound of SOUNDS;
  - foreign: neither Morph-it nor simplemma know it or its stems, below
    FOREIGN_BELOW in Italian and at least FOREIGN_MARGIN more frequent in
    one of FOREIGN; or a flagless lowercase entry neither
    knows, below FOREIGN_BELOW and FLAGLESS_MARGIN more frequent in one of
    FOREIGN (`souvenir`, `cliché`);
  - foreign (English): more frequent in English by ENGLISH_MARGIN (`new`,
    `girl`), unless written in NATIVE (`senior`, `stop`) or a form of a
    lemma that is not (`issues`);
  - form: a word Morph-it knows only as an inflected verb form (not an
    infinitive) below VERB_FORM_ZIPF of its own (`atterrò`, `amerai`,
    `traeva`; and, as Morph-it's tables lack them, a form ending in an
    accented vowel that Hunspell stems only to an infinitive: `agirà`,
    `abolì`): a form people seldom write is not lifted by its common verb;
  - rare: a word of SHORT letters or fewer below SHORT_ZIPF of its own
    (`ilo`, `umo`); or written in RARE.
"""
from __future__ import annotations

import gzip
import json
import os
import pathlib
import re

import simplemma
import spacy_lookups_data

import frequency
from keys import key
from tagging import Analysis

# Written for this project: lemmas the sources give wrongly (`bono`, the
# dialect form of `buono`, is stemmed as a form of `bere`).
OWN_LEMMAS = {"bono": "buono"}

DIC = pathlib.Path("/usr/share/hunspell/it_IT.dic")
TABLES = ["noun", "adj", "verb", "adv", "adp", "aux", "det", "num", "pron", "other"]
HEADWORD_TABLES = ["noun", "adj", "adv", "adp", "det", "num", "pron"]
VOWEL = re.compile("[aeiouyàèéìíòóùú]")
SOUNDS = {"pst", "hm", "mh", "mm", "sst", "brr", "grr", "zzz", "pff"}
# Spanish and Portuguese share too many words with Italian (`falda`,
# `mostarda`) to tell a loan by frequency.
FOREIGN = ["en", "fr", "de"]
FOREIGN_BELOW = 3.5
FOREIGN_MARGIN = 1.0
# Words more frequent in English that are Italian words too (read in the lists).
NATIVE = set("""do stop stage senior ago rate pipe rape stole acre arse tube score bit goal
triple""".split())
ENGLISH_MARGIN = 1.0
STEM_LENGTH = 15
NEVER = 10 ** 9
NAME_RANK = 5000
NAME_BELOW = 4.5
FLAGLESS_MARGIN = 0.5
VERB_FORM_ZIPF = 3.0
# A word this short needs this zipf of its own (`ilo`, `ime`, `umo`, `rii`).
SHORT = 3
SHORT_ZIPF = 3.0
# Flagless words those rules would tag that Italian uses (read in their output).
ITALIAN = set("""datti begli dalia tofu curry pony manga memo mascara manicure koala ramen karma
guru demo labrador kart tris banjo ribes yak bacon gong dinamo judo""".split())
# Read in the samples: names, Latin and junk the dictionary has lowercase.
NAMES = {"mao", "emi", "fiorella", "bisanzio"}
RARE = set("""acta valentia ipso une ecci ecce omni iure iute noir ing ione olone tot""".split())
# A family needs this standing for its words to be required (the script's
# default for Italian is 3.0: everyday nouns such as `abaco`, `acino`,
# `afide` stand at 2.4 to 2.7 (`afidi` 2.48); at 2.45, with rare verb forms
# and short words left to their own frequency, 76% of a round's required
# answers have a zipf of 3 or more; 2.6 gives 78% but loses `abaco`, `afidi`).
THRESHOLD = 2.45
# Plural endings: (singular ending, plural ending).
PLURALS = [("co", "chi"), ("go", "ghi"), ("ca", "che"), ("ga", "ghe"), ("cia", "ce"),
           ("gia", "ge"), ("io", "i"), ("o", "i"), ("e", "i"), ("a", "e"), ("a", "i"),
           ("co", "ci"), ("go", "gi")]


def _tables() -> dict[str, dict[str, str]]:
    folder = pathlib.Path(spacy_lookups_data.__file__).parent / "data"
    return {name: json.loads(gzip.open(folder / f"it_lemma_lookup_{name}.json.gz").read())
            for name in TABLES}


def _capitalized() -> tuple[set[str], set[str]]:
    """The dictionary's capitalized roots (names) and uppercase ones
    (abbreviations), lowercased."""
    names, capitals = set(), set()
    for line in DIC.read_text(encoding="utf-8", errors="replace").splitlines()[1:]:
        root = line.split("/")[0].strip()
        if root[:1].isupper():
            (capitals if len(root) > 1 and root.isupper() else names).add(root.lower())
    return names, capitals


def _flagless() -> set[str]:
    """The dictionary's lowercase entries without affix flags: invariable
    words, and the names and foreign words it writes lowercase (`giacomo`,
    `libia`, `mozart`, `business`)."""
    return {line.strip() for line in
            DIC.read_text(encoding="utf-8", errors="replace").splitlines()[1:]
            if "/" not in line and line.strip().islower()}


def _name_ranks() -> dict[str, int]:
    """names-dataset's first and last names with their best rank in any
    country (scripts/lib/lang/en.py builds and keeps the table)."""
    folder = os.environ.get("WORDLIST_CACHE")
    kept = pathlib.Path(folder) / "names-dataset-3.3.1.ranks.json" if folder else None
    if kept and kept.exists():
        return json.loads(kept.read_text())
    from lang.en import _names
    return _names()


def _plural(word: str, single: str) -> bool:
    return any(single.endswith(s) and word == single[:len(single) - len(s)] + p
               for s, p in PLURALS)


def analyse(words: list[str], stems: dict[str, set[str]]) -> dict[str, Analysis]:
    tables = _tables()
    known = set().union(*(set(t) for t in tables.values()))
    names, capitals = _capitalized()
    flagless = _flagless()
    ranks = _name_ranks()
    z = lambda w: frequency.zipf(w, "it")  # noqa: E731
    wordset = set(words)
    # The spelling the lists keep of each key (the most frequent): a lemma
    # and its plural are paired only when both are kept.
    kept: dict[str, str] = {}
    for word in words:
        k = key(word, "it")
        if k not in kept or z(word) > z(kept[k]) or (z(word) == z(kept[k]) and word < kept[k]):
            kept[k] = word
    verb, noun, adj = tables["verb"], tables["noun"], tables["adj"]
    result: dict[str, Analysis] = {}

    def english(w: str) -> bool:
        return frequency.zipf(w, "en") >= z(w) + ENGLISH_MARGIN

    for word in words:
        found = stems.get(word)
        morph = {t[word] for t in tables.values() if word in t}
        lemmas = ((OWN_LEMMAS[word],) if word in OWN_LEMMAS
                  else tuple(sorted(morph or found or {word})))
        tags: set[str] = set()
        if found is None and len(word) <= STEM_LENGTH:
            tags.add("abbreviation" if word in capitals else "name")
        if not VOWEL.search(word) and word not in SOUNDS:
            tags.add("abbreviation")
        if word in RARE:
            tags.add("rare")
        if word in NAMES:
            tags.add("name")
        # A flagless lowercase entry neither lexicon knows: a popular name
        # (`giacomo`, `cesare`) or a word more frequent in English, French or
        # German (`business`, `souvenir`).
        if word in flagless and word not in known and word not in ITALIAN and (
                not simplemma.is_known(word, lang="it")):
            if ranks.get(word, NEVER) <= NAME_RANK and z(word) < NAME_BELOW:
                tags.add("name")
            elif z(word) < FOREIGN_BELOW and any(frequency.zipf(word, o) >= z(word)
                                                 + FLAGLESS_MARGIN for o in FOREIGN):
                tags.add("foreign")
        if len(word) <= SHORT and z(word) < SHORT_ZIPF:
            tags.add("rare")
        # A rare form Morph-it knows only as a form of a verb (`atterrò`,
        # `amerai`, `traeva`): its own frequency decides, not its verb's.
        if (z(word) < VERB_FORM_ZIPF and word in known
                and all(t in ("verb", "aux") for t in tables if word in tables[t])
                and verb.get(word, tables["aux"].get(word)) != word):
            tags.add("form")
        # Morph-it's tables lack the forms that end in an accented vowel:
        # one Hunspell stems only to an infinitive is a verb form (`agirà`,
        # `abolì`, `salpò`).
        if (z(word) < VERB_FORM_ZIPF and word not in known and word[-1:] in "àèéìòù"
                and found and all(st != word and st.endswith(("are", "ere", "ire", "rre"))
                                  for st in found)):
            tags.add("form")
        if (word not in known and not any(s in known for s in found or ())
                and z(word) < FOREIGN_BELOW
                and any(frequency.zipf(word, o) >= z(word) + FOREIGN_MARGIN for o in FOREIGN)
                and not simplemma.is_known(word, lang="it")):
            tags.add("foreign")
        if word in known:
            headword = (any(tables[t].get(word) == word for t in HEADWORD_TABLES)
                        or (verb.get(word) == word and word.endswith(("are", "ere", "ire", "rre"))))
            if verb.get(word, word) != word and noun.get(word) != word:
                headword = False
            # A feminine or plural form of an adjective or participle, even
            # where Morph-it also lists it as a noun (`protetta`, `tagliata`).
            if adj.get(word, word) != word:
                headword = False
        else:
            headword = (found is not None and word in found and not word.endswith("i")
                        and simplemma.is_known(word, lang="it")
                        and simplemma.lemmatize(word, lang="it") == word)
        plural_of = None
        if word[-1:] in ("i", "e") and kept.get(key(word, "it")) == word:
            candidates = sorted(({noun.get(word), adj.get(word)} | set(found or ())) - {None, word})
            for single in candidates:
                if (single in wordset and _plural(word, single)
                        and (not single.endswith(("are", "ere", "ire", "rre"))
                             or single in (noun.get(word), adj.get(word)))
                        and kept.get(key(single, "it")) == single):
                    plural_of = single
                    break
        # A word more frequent in English by ENGLISH_MARGIN (`new`, `girl`,
        # `party`): foreign, unless NATIVE has it or it is a form of a word
        # that is not (`issues` of `issue`, Italian `accurate` of `accurato`).
        if english(word) and word not in NATIVE and not any(
                l != word and (l in NATIVE or not english(l)) for l in lemmas):
            tags.add("foreign")
        result[word] = Analysis(lemmas=lemmas, tags=frozenset(tags), lemma=headword,
                                plural_of=plural_of)
    return result
