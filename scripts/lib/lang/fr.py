"""French (fr): what the French Hunspell dictionary's own morphology and
wordfreq say of its words (scripts/lib/tagging.py has the interface). Used
when the lists are generated, never at run time.

Sources:
- the dictionary fr itself: Grammalecte's "Dictionnaire orthographique du
  français" 7.0 by Olivier R. (Dicollecte; Debian package
  `hunspell-fr-classical` 1:7.0-1, /usr/share/hunspell/fr.dic; MPL 2.0). Its entries carry
  morphological fields (`po:nom`, `po:adj`, `po:infi`, `po:npr` proper noun,
  `po:prn` first name, `po:patr` surname, `po:titr` title abbreviation,
  `po:pfx` prefix, `po:interj`, the tenses `po:ipsi` passé simple and
  `po:simp` subjonctif imparfait, `is:sg`/`is:pl`…), read with
  `hunspell -d fr -m` (Debian package `hunspell`, LGPL/MPL), and its
  KEEPCASE flag `||`, which marks units and symbols (`kHz`, `mbar`), and
  its prefix flag for units (`fl:U`: `zeptosecondes`).
- simplemma 2.0.0 (PyPI; code MIT; its French lexicon is derived from
  Wiktionary data, CC BY-SA): a word it does not know is a candidate
  foreign word (below).
- wordfreq 3.1.1 (PyPI; code Apache-2.0, data CC BY-SA 4.0, see
  Resources/tiers/WORDFREQ-LICENSE.txt): the word's own frequency for the
  literary forms and the names below, and frequencies in other languages.

THRESHOLD is 2.7 (the script's French default is 3.0): everyday words such
as `quille`, `osier`, `lubie`, `buée` stand at 2.7 to 3.0, and with the tags
below 77% of a round's required answers still have a zipf of 3 or more.

What it says of a word of the list (lowercase, as `wordgame` lists it):
- lemmas: the `st:` fields of its analyses (`chevaux` -> `cheval`);
- lemma (a possible start word): one of its analyses is the headword itself:
  an infinitive, a singular noun, a masculine (or epicene) singular
  adjective, an adverb or another invariable word, not a name;
- plural_of: the singular of the same entry that a plural noun or adjective
  ends like (`quilles` -> `quille`, `chevaux` -> `cheval`);
- tags (any keeps a word out of the required list and out of start words):
  - name: the dictionary has it capitalized only, as a proper noun, first
    name or surname (`paris` as the city is `Paris`; lowercase `paris` is
    the plural of `pari` but owes its frequency to the city: a word whose
    capitalized form is a name and that is more frequent than its own
    lemma's family by ZIPF_MARGIN is a name), its lowercase analyses are
    all names (`ibn`), or it is written in NAMES (read in the samples: a
    rare common noun that owes its frequency to a surname, `lebel`);
  - rare (units): a unit made with a prefix (`zeptosecondes`) below
    RARE_UNIT, which its unit would lift;
  - abbreviation: only uppercase in the dictionary (`SNCF`), a title
    (`Mme`), a unit or symbol (KEEPCASE entries), or a word without a vowel
    (`km`, `cf`), unless it is a sound (SOUNDS), or written in ABBREVIATIONS
    (short invariable nouns: `oct`, `hab`);
  - rare: only a prefix, suffix, elided form or part of a locution in the
    dictionary (`sino`, `vitam`, `visu`), or written in RARE (read in the
    samples: `néo`, in use the prefix; `tempi`, `vau`, `conf`);
  - form: every analysis a literary tense (passé simple, subjonctif
    imparfait: `noua`, `mangeâmes`, `eussions`) and the word itself below
    LITERARY_ZIPF (`fut`, `fit`, `dit` stay): a form people seldom write;
  - foreign: unknown to simplemma's French lexicon, below FOREIGN_BELOW, the
    most frequent of its family, and more frequent in German, Spanish,
    Italian, Portuguese or Dutch by FOREIGN_MARGIN (`modo`, `grosso`,
    `contrario`), unless written in FRENCH (loans French uses: `pesto`);
  - foreign (English): more frequent in English by ENGLISH_MARGIN (`new`,
    `girl`), unless written in NATIVE (`senior`, `stop`) or a form of a
    lemma that is not (`issues`);
  - interjection: every analysis an interjection and the word below
    SOUND_ZIPF (`hélas`, `zut`, `chut`, `argh` and `bof` stay: they are commoner).
"""
from __future__ import annotations

import hashlib
import json
import os
import pathlib
import re
import subprocess

import simplemma

import frequency
from keys import key
from tagging import Analysis

DIC = pathlib.Path("/usr/share/hunspell/fr.dic")
VOWEL = re.compile("[aeiouyàâäéèêëîïôöùûüÿœæ]")
SOUNDS = {"hm", "hmm", "pff", "pfft", "psst", "pst", "chh", "brr", "grr", "zzz", "tss", "mm"}
# Rare common nouns that owe their frequency to a surname (read in the samples).
NAMES = {"lebel", "ibn", "portland"}
# Words the dictionary has as nouns that are in use prefixes or clipped
# forms of them (read in the samples).
RARE = set("""néo sino déc rem dole vine oit ois magne cana hale lite mir vitae tempi bravi nove
vau tomer sars sirs réas boras leu encor condé conf var galle obi miro élevon alim
nec tin rems mins tees tins""".split())
# Words more frequent in English that are French words too (read in the lists).
NATIVE = set("""an or but do case senior job stop show set fun lot sole ring four are hit spot
staff support planning mile panel""".split())
ENGLISH_MARGIN = 1.0
LITERARY = {"ipsi", "simp"}
TENSES = {"infi", "ppre", "ppas", "ipre", "iimp", "ipsi", "ifut", "cond", "spre", "simp", "impe"}
RARE_UNIT = 2.5
# English is the script's own check (English words are bonus when a zipf
# of 1 more frequent in English); English loans are mostly French words.
FOREIGN = ["de", "es", "it", "pt", "nl"]
FOREIGN_BELOW = 3.5
FOREIGN_MARGIN = 0.5
# Loans that rule would call foreign but that French uses (read in its output).
FRENCH = set("""cadenas huis buis silicone gratis salsa credo glas minus expresso mozzarella
volleyball basketball fitness selfie hertz pesto taekwondo samurai sumo espresso smoothie jumbo
legging ersatz relax scan mono ester fez oud mana zig raja sinus""".split())
# A lemma this common makes its forms its own (`ans` of `an`, not `Ans`).
NAME_FAMILY = 4.5
# Short invariable nouns that are abbreviations (read in the samples).
ABBREVIATIONS = {"oct", "hab", "coll", "cit", "ter", "gal"}
LITERARY_ZIPF = 3.0
SOUND_ZIPF = 3.0
ZIPF_MARGIN = 1.0
NAME_PARTS = {"npr", "prn", "patr", "loc.patr"}
# A family needs this standing for its words to be required (the script's
# default for French is 3.0: common words such as `quille`, `osier`, `lubie`,
# `buée` stand at 2.7 to 3.0).
THRESHOLD = 2.7


def _run_morph(words: list[str]) -> dict[str, list[str]]:
    out = subprocess.run(["hunspell", "-d", "fr", "-m"], input="\n".join(words) + "\n",
                         capture_output=True, text=True, check=True).stdout
    result: dict[str, list[str]] = {}
    for line in out.splitlines():
        if not line.strip():
            continue
        word, _, rest = line.partition(" ")
        if "st:" in rest:
            result.setdefault(word, []).append(rest.strip())
    return result


def _morphology(words: list[str]) -> dict[str, dict[str, list[str]]]:
    """`hunspell -m`'s analyses of each word as written, and, for the words
    it does not take lowercase, of their capitalized and uppercase forms;
    kept in $WORDLIST_CACHE (or /tmp)."""
    digest = hashlib.sha256("\n".join(words).encode()).hexdigest()[:16]
    folder = pathlib.Path(os.environ.get("WORDLIST_CACHE") or "/tmp")
    kept = folder / f"fr.{digest}.morph.json"
    if kept.exists():
        return json.loads(kept.read_text(encoding="utf-8"))
    lower = _run_morph(words)
    missing = [w for w in words if w not in lower]
    capital = _run_morph([w[:1].upper() + w[1:] for w in words])
    upper = _run_morph([w.upper() for w in missing])
    result = {"lower": lower,
              "capital": {w.lower(): a for w, a in capital.items()},
              "upper": {w.lower(): a for w, a in upper.items()}}
    kept.write_text(json.dumps(result, ensure_ascii=False), encoding="utf-8")
    return result


def _keepcase_roots() -> set[str]:
    """Lowercase roots every entry of which has the KEEPCASE flag (units)."""
    keep: dict[str, bool] = {}
    for line in DIC.read_text(encoding="utf-8").splitlines()[1:]:
        head = line.split(" ")[0]
        root, _, flags = head.partition("/")
        if root.islower():
            keep[root] = keep.get(root, True) and "||" in flags
    return {r for r, k in keep.items() if k}


def _fields(analysis: str, name: str) -> set[str]:
    return set(re.findall(rf"\b{name}:(\S+)", analysis))


def analyse(words: list[str], stems: dict[str, set[str]]) -> dict[str, Analysis]:
    morph = _morphology(words)
    lower, capital, upper = morph["lower"], morph["capital"], morph["upper"]
    units = _keepcase_roots()
    z = lambda w: frequency.zipf(w, "fr")  # noqa: E731
    wordset = set(words)
    result: dict[str, Analysis] = {}

    def english(w: str) -> bool:
        return frequency.zipf(w, "en") >= z(w) + ENGLISH_MARGIN

    # The spelling the lists keep of each key (the most frequent: `abonde`,
    # not `abondé`): a lemma and its plural are paired only when both are
    # kept, as the game counts keys.
    kept: dict[str, str] = {}
    for word in sorted(words):
        k = key(word, "fr")
        if k not in kept or z(word) > z(kept[k]):
            kept[k] = word
    # The zipf of each lemma's family (the lemma and its forms).
    family: dict[str, float] = {}
    for word, analyses in lower.items():
        for a in analyses:
            for st in _fields(a, "st"):
                family[st] = max(family.get(st, 0.0), z(word), z(st))
    for word in words:
        analyses = lower.get(word, [])
        tags: set[str] = set()
        parts = [_fields(a, "po") for a in analyses]
        lemmas = tuple(sorted({st for a in analyses for st in _fields(a, "st")}))
        if not analyses:
            caps = capital.get(word, [])
            if caps and all(_fields(a, "po") & NAME_PARTS for a in caps):
                tags.add("name")
            elif caps and any(_fields(a, "po") & {"titr"} for a in caps):
                tags.add("abbreviation")
            elif upper.get(word) and not caps:
                tags.add("abbreviation")
            else:
                tags.add("name")
            lemmas = tuple(sorted({st.lower() for a in caps or upper.get(word, [])
                                   for st in _fields(a, "st")}))
        else:
            if all(p & NAME_PARTS for p in parts):
                tags.add("name")
            if all(p & {"pfx", "sfx", "err"} or all(q.startswith("loc.") for q in p)
                   for p in parts) or word in RARE:
                tags.add("rare")
            if all("titr" in p and "nom" not in p for p in parts):
                tags.add("abbreviation")
            if len(word) <= 4 and all(_fields(a, "st") <= units and "po:nom" in a
                                      for a in analyses):
                tags.add("abbreviation")
            tenses = [p & TENSES for p in parts]
            if all(t and t <= LITERARY for t in tenses) and z(word) < LITERARY_ZIPF:
                tags.add("form")
            # Rare prefixed units (`zeptosecondes`, `hectohenry`; not
            # `centimètres`): their unit would lift them.
            if all("fl:U" in a for a in analyses) and z(word) < RARE_UNIT:
                tags.add("rare")
            # Short invariable nouns that are abbreviations (`oct`, `hab`).
            if word in ABBREVIATIONS:
                tags.add("abbreviation")
            # A word simplemma's French lexicon does not know, at least as
            # frequent in another language, rare in French and not a form of
            # a common French family (`mir`, `mali`, `dan`, `modo`).
            if (z(word) < FOREIGN_BELOW and all(family.get(l, 0.0) <= z(word) for l in lemmas)
                    and any(frequency.zipf(word, other) >= z(word) + FOREIGN_MARGIN
                            for other in FOREIGN)
                    and not simplemma.is_known(word, lang="fr") and word not in FRENCH):
                tags.add("foreign")
            if all(p & {"interj"} for p in parts) and z(word) < SOUND_ZIPF:
                tags.add("interjection")
            # A word whose capitalized form is a name, more frequent than its
            # own lemma's family: the name's frequency (`paris`).
            caps = capital.get(word) or []
            if (any(_fields(a, "po") & NAME_PARTS for a in caps) and word not in lemmas
                    and max((z(l) for l in lemmas), default=0.0) < NAME_FAMILY):
                own = max((z(l) for l in lemmas if l != word), default=0.0)
                forms = max((z(f) for f in (word + "s", word[:-1]) if f in wordset and f != word),
                            default=0.0)
                if z(word) > max(own, forms) + ZIPF_MARGIN:
                    tags.add("name")
        if not VOWEL.search(word) and word not in SOUNDS:
            tags.add("abbreviation")
        if word in NAMES:
            tags.add("name")
        headword = False
        plural_of = None
        for a, p in zip(analyses, parts):
            numbers = _fields(a, "is")
            if word in _fields(a, "st") and not p & NAME_PARTS:
                if "infi" in p:
                    headword = True
                elif "nom" in p and "pl" not in numbers:
                    headword = True
                elif "adj" in p and "pl" not in numbers and "fem" not in numbers:
                    headword = True
                elif p & {"adv", "mg", "prep", "loc.adv"} and not any(
                        q.startswith("v") and len(q) > 2 for q in p):
                    headword = True
            if "pl" in numbers and p & {"nom", "adj"} and plural_of is None:
                sts = _fields(a, "st")
                for single in ([word[:-1]] if word[-1:] in "sx" else []) + sorted(sts):
                    if (single == word or single not in wordset or kept[key(word, "fr")] != word
                            or kept[key(single, "fr")] != single):
                        continue
                    if any(single in _fields(b, "st") & sts and ("sg" in _fields(b, "is")
                                                                 or "inv" in _fields(b, "is"))
                           and _fields(b, "po") & {"nom", "adj"} and not _fields(b, "po") & TENSES
                           for b in lower.get(single, [])):
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
