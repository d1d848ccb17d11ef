"""English (en_US and en_GB): what SCOWL, WordNet, lemminflect, names-dataset
and wordfreq say of the dictionary's words (scripts/lib/tagging.py has the
interface). Used when the lists are generated, never at run time.

Sources:
- SCOWL (Debian package `scowl` 2020.12.07, /usr/share/dict/scowl; copyright
  Kevin Atkinson, MIT-like licence, see /usr/share/doc/scowl/copyright): the
  size of the smallest list that has a word (10 common … 95 obscure), and its
  abbreviations, proper-names and upper lists.
- WordNet 3.0 (Debian package `wordnet-base`; WordNet 3.0 licence, BSD-like,
  Princeton University): headwords, and the words it writes only capitalized.
- lemminflect 0.2.3 (PyPI; MIT licence per its repository, its PyPI metadata
  states none; data derived from the NIH SPECIALIST Lexicon, open use): lemmas and regular plurals.
- names-dataset 3.3.1 (PyPI; MIT licence, code and data: first and last
  names by country): a lowercase word that SCOWL does not list among its
  common words and that is a popular first or last name owes its frequency
  to the name (`milos`, `anil`).
- wordfreq 3.1.1 (PyPI; code Apache-2.0, data CC BY-SA 4.0, see
  Resources/tiers/WORDFREQ-LICENSE.txt): a rare English word more frequent in
  another language (`sola`, `tali`) is foreign.

Tags (any keeps a word out of the required list and out of start words; a
word's `root` is the word, or the lemma it is the regular plural of):
- abbreviation: a word without a vowel (`nth`; the sounds of SOUNDS are
  interjections), or one SCOWL lists as an abbreviation and not among its
  words up to size 60 (`decd`, `recd`, `proc`, `inst`, `conc`), unless a
  clipped word of CLIPPINGS (`app`, `uni`, `pic`);
- name: SCOWL writes it (or its root) capitalized in its lists up to size 50
  and its word lists up to 50 lack it (`charlie`, as the script's own rule,
  so that a plural does not bring it back); or, beyond SCOWL's words up to
  size 60, WordNet writes it only capitalized, or SCOWL's proper-name lists
  have it and names-dataset ranks it NAME_RANK or better in some country
  (`costa`, `milos`, `anil`);
- foreign: beyond SCOWL's words up to size 55, not in WordNet, below zipf
  FOREIGN_BELOW and 10 times as frequent in one of FOREIGN's languages (`sola`,
  `tali`), unless an -er word of a common English one;
- informal: in scripts/informal/en.txt, or the plural of one;
- rare: a root of three letters or fewer beyond SCOWL's common lists (`kor`,
  `hin`: `kors`, `hins`, unless a CLIPPINGS word); a rare word (own family
  below RARE_ZIPF) that looks like a slip for a far more common one (`raper`,
  `earing`); beyond SCOWL's words up to size 60 and below zipf 2 (`taler`,
  `gater`, `mols`); a rare word of a rare family, below zipf 2 with its
  lemma's forms below RARE_ZIPF (beyond SCOWL's size 35 lists; below 1.5 and
  2 in them: `niter`, `varlet`, `naiad`); SCOWL's obscure lists only (80 or
  more) and below zipf 3 (`nigra`); unknown to WordNet and lemminflect and
  below zipf 2 (`yest`).

`lemma` (a possible start word): lemminflect gives the word as its own lemma
(a form of a verb too, as `admitted`, only where WordNet has it: `balanced`),
or, for a word lemminflect does not know, WordNet or Hunspell does; never a
plural. `plural_of`: lemminflect's regular plural of a noun, or for a word it
does not know, Hunspell's stem plus -s, -es or -ies (`apps`, `pics`; `unis`
by lemminflect's rules).
"""
from __future__ import annotations

import gzip
import json
import os
import pathlib
import pickle
import re
import unicodedata

from lemminflect import getAllInflections, getAllInflectionsOOV, getAllLemmas, getAllLemmasOOV

import frequency
from tagging import Analysis

# The zipf a word's family needs (words of SCOWL's common lists need less: the
# script's SCOWL_THRESHOLD). Measured: 2.4 adds some 440 words, mostly
# technical (`mycobacterium`, `angiotensin`), few everyday ones (`yurt`,
# `meerkat`); 2.5 keeps 75-77% of a round's answers at zipf 3 or more.
THRESHOLD = 2.5

SCOWL = pathlib.Path("/usr/share/dict/scowl")
WORDNET = pathlib.Path("/usr/share/wordnet")
INFORMAL = pathlib.Path(__file__).resolve().parents[2] / "informal" / "en.txt"
VOWEL = re.compile("[aeiouy]")
# Words without a vowel that are sounds, not abbreviations.
SOUNDS = {"hmm", "hm", "mm", "mmm", "shh", "sh", "brr", "grr", "psst", "pst", "tsk", "tsktsk",
          "pfft", "zzz", "hmmm", "shhh", "brrr", "grrr", "tsktsks", "tsks"}
# Clipped words SCOWL lists as abbreviations that English speakers say as
# words (their plurals follow them).
CLIPPINGS = {"app", "bro", "veg", "loo", "git", "fab", "biz", "vac", "mag", "intro", "tech", "info", "demo", "memo", "photo", "pic", "mic", "bot",
             "uni", "vet", "lab", "gym", "exam", "ad", "fax", "ref", "rep", "sub", "hippo",
             "limo", "math", "maths", "temp", "promo", "mag", "prof", "gator", "auto", "bio",
             "disco", "typo", "combo", "condo", "deli", "dorm", "fridge", "flu", "gas", "pro",
             "con", "ego", "mod", "pop", "rehab", "sitcom", "sci", "telly", "vibe", "vibes",
             "cig", "zen"}
FOREIGN = ["es", "it", "pt", "fr", "de", "nl", "sv", "da", "nb", "pl", "fi", "tr",
           "ro", "hu", "cs", "ca", "sl", "sk", "lt", "lv"]
NAME_RANK = 3000
NEVER = 10 ** 9
FOREIGN_BELOW = 3.5
RARE_ZIPF = 2.5
SLIP = 1.5
COMMON_SIZE = 50
KNOWN_SIZE = 60


def _scowl() -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
    """The smallest size of SCOWL's word lists (English, American, British and
    their variants) with each lowercase word, and of its abbreviation lists and
    its proper-name and upper lists with each word (lowercased)."""
    words: dict[str, int] = {}
    abbreviations: dict[str, int] = {}
    names: dict[str, int] = {}
    for path in SCOWL.iterdir():
        kind, _, size = path.name.rpartition(".")
        if kind.startswith(("australian", "canadian")) or kind.startswith("special"):
            continue
        size = int(size)
        for line in path.read_text(encoding="utf-8", errors="replace").split("\n"):
            if not line:
                continue
            if kind.endswith("-words") and line.islower() and not line.endswith("'s"):
                table = words
            elif kind.endswith("-abbreviations"):
                table = abbreviations
            elif kind.endswith(("-proper-names", "-upper")) or kind.endswith("-words"):
                table = names
            else:
                continue
            w = _bare(line.lower())
            table[w] = min(table.get(w, 999), size)
    return words, abbreviations, names


def _bare(word: str) -> str:
    """The word without its marks (SCOWL writes `café`, the dictionary `cafe`)."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


def _wordnet() -> tuple[set[str], set[str], set[str]]:
    """WordNet's lemmas written in lowercase somewhere, those written only
    capitalized (names), and its lemmas that are not nouns."""
    lower: set[str] = set()
    upper: set[str] = set()
    other: set[str] = set()
    for part in ["noun", "verb", "adj", "adv"]:
        for line in (WORDNET / f"data.{part}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            fields = line.split()
            count = int(fields[3], 16)
            for lemma in fields[4:4 + 2 * count:2]:
                lemma = re.sub(r"\(.*\)$", "", lemma)
                (lower if lemma.islower() else upper).add(lemma.lower())
                if part != "noun":
                    other.add(lemma.lower())
    return lower, upper - lower, other


def _names() -> dict[str, int]:
    """names-dataset's first and last names (lowercased, letters only) with
    their best rank in any country; kept in $WORDLIST_CACHE (it takes
    seconds and gigabytes to load)."""
    folder = os.environ.get("WORDLIST_CACHE")
    kept = pathlib.Path(folder) / "names-dataset-3.3.1.ranks.json" if folder else None
    if kept and kept.exists():
        return json.loads(kept.read_text())
    import names_dataset
    base = pathlib.Path(names_dataset.__file__).parent / "v3"
    ranks: dict[str, int] = {}
    for kind in ("first", "last"):
        with gzip.open(base / f"{kind}_names.pkl.gz") as f:
            table = pickle.load(f)
        for name, info in table.items():
            low = name.lower()
            if not re.fullmatch("[a-z]+", low):
                continue
            found = [r for r in (info.get("rank") or {}).values() if r is not None]
            if found:
                ranks[low] = min(ranks.get(low, 10 ** 9), min(found))
        del table
    if kept:
        kept.write_text(json.dumps(ranks))
    return ranks


def _plural_of(word: str, lemmas: dict, accepted: set[str], stems: set[str]) -> str | None:
    """The lemma `word` is the regular plural of (`apps` → `app`), if any."""
    if not word.endswith("s") or len(word) < 4:
        return None
    for lemma in lemmas.get("NOUN", ()):
        if lemma != word and lemma in accepted and len(lemma) >= 3 \
                and word in getAllInflections(lemma, "NOUN").get("NNS", ()) \
                and word in (lemma + "s", lemma + "es", lemma[:-1] + "ies"):
            return lemma
    if lemmas:
        return None
    # A word lemminflect does not know: Hunspell's stem, or lemminflect's
    # rules' lemma, when adding -s, -es or -ies to it gives the word.
    guessed = set(getAllLemmasOOV(word, "NOUN").get("NOUN", ()))
    for lemma in (word[:-1], word[:-2], word[:-3] + "y"):
        if len(lemma) >= 3 and lemma in accepted \
                and (lemma in stems or lemma in guessed and len(lemma) <= 4) \
                and word in (lemma + "s", lemma + "es", lemma[:-1] + "ies"):
            return lemma
    return None


def _doublings(word: str) -> set[str]:
    """The word with one letter doubled, or one doubled letter single."""
    found = {word[:i] + word[i] + word[i:] for i in range(len(word))}
    found |= {word[:i] + word[i + 1:] for i in range(len(word) - 1) if word[i] == word[i + 1]}
    return found - {word}


def _inflections(lemma: str) -> set[str]:
    """The forms lemminflect gives a lemma: those it knows, and the regular
    ones its rules make for a noun or a verb."""
    forms = {f for fs in getAllInflections(lemma).values() for f in fs}
    for pos in ("NOUN", "VERB"):
        forms.update(f for fs in getAllInflectionsOOV(lemma, pos).values() for f in fs)
    return forms


def analyse(words: list[str], stems: dict[str, set[str]]) -> dict[str, Analysis]:
    level, abbreviations, proper = _scowl()
    net, net_names, not_nouns = _wordnet()
    ranks = _names()
    accepted = set(words)
    informal = {line.strip() for line in INFORMAL.read_text(encoding="utf-8").splitlines()
                if line.strip() and not line.startswith("#")}
    z = lambda w: frequency.zipf(w, "en")  # noqa: E731
    result: dict[str, Analysis] = {}
    for word in words:
        found = stems.get(word, set())
        if not word.islower() or not word.isalpha():
            result[word] = Analysis(lemmas=tuple(sorted(found)), lemma=False)
            continue
        known = dict(getAllLemmas(word))
        plural = _plural_of(word, known, accepted, found)
        # Not a plural where WordNet has the word as itself and not its lemma
        # (`dibs`, `pecs`), or as no noun (`alas`).
        if plural and not known and word in net and (plural not in net or word in not_nouns):
            plural = None
        # Hunspell's stems the word is no inflection of (`raper` of `rap`,
        # `realigned` of `align`): derivations.
        derived_from = {s for s in found if s != word and s != plural
                        and word not in _inflections(s)}
        lemmas = sorted({l for ls in known.values() for l in ls}) or (
            [plural] if plural else sorted(found - derived_from) or [word])
        if known:
            headword = any(word in ls for ls in known.values())
            # Also a form of a verb (`admitted`, `drowning`): a headword where
            # WordNet has it as one (`balanced`, `building`).
            if headword and any(word not in ls for ls in known.values()):
                headword = word in net
        else:
            headword = word in net or word in found or not found
        headword = headword and plural is None
        # The word's own family: it, its lemmas and their regular forms.
        family = {word, *lemmas}
        for l in lemmas:
            for forms in getAllInflections(l).values():
                family.update(forms)
            if l == plural:
                family.add(l + "s")
        own = max(z(f) for f in family)
        root = plural or word
        # The smallest SCOWL list with the word or the lemma it is the plural of.
        size = min(level.get(word, 999), level.get(root, 999))
        clipped = root in CLIPPINGS or word in CLIPPINGS
        derived = any(word.endswith(end) and level.get(word[:-len(end)], 999) <= COMMON_SIZE
                      for end in ("r", "er", "rs", "ers"))
        in_net = bool({word, root, *lemmas} & net)
        tags = set()
        if word in informal or root in informal:
            tags.add("informal")
        # Words SCOWL writes capitalized in its common lists (`charlie`,
        # `danish`), and their plurals, where its common word lists lack them
        # (as the script's own rule; so a plural does not bring them back).
        if any(proper.get(w, 999) <= COMMON_SIZE and level.get(w, 999) > COMMON_SIZE
               for w in {word, root}) and not clipped:
            tags.add("name")
        # A short word SCOWL's common lists lack (`kor`, `daw`), with its plural.
        if len(root) <= 3 and level.get(root, 999) > COMMON_SIZE and not clipped:
            tags.add("rare")
        if not VOWEL.search(word):
            tags.add("interjection" if word in SOUNDS else "abbreviation")
        if word in abbreviations and size > KNOWN_SIZE and not clipped:
            tags.add("abbreviation")
        rank = min(ranks.get(root, NEVER), ranks.get(word, NEVER))
        if size > KNOWN_SIZE and not clipped and (
                word in net_names or root in net_names
                or (word in proper or root in proper) and rank <= NAME_RANK):
            tags.add("name")
        if size > 55 and not clipped and not in_net and not derived \
                and 0 < z(word) < FOREIGN_BELOW \
                and max(frequency.zipf(word, other) for other in FOREIGN) >= z(word) + 1.0:
            tags.add("foreign")
        # A rare word that looks like a slip for a far more common one, a
        # letter doubled or not (`raper` for `rapper`, `earing` for `earring`).
        if size > COMMON_SIZE and own < RARE_ZIPF and not clipped \
                and any(z(v) >= z(word) + SLIP and v in accepted for v in _doublings(word)):
            tags.add("rare")
        # A rare form of a rare sense (`earing`) or of a rare word (`hins`).
        if size > KNOWN_SIZE and z(word) < 2.0 and not clipped \
                and not (plural and level.get(plural, 999) <= KNOWN_SIZE):
            tags.add("rare")
        # A rare word of a rare family (`niter`, `varlet`, `naiad`: crossword
        # words); in SCOWL's lists up to size 35 (`gawky`, `yokel`) rarer still.
        if not clipped and (z(word) < 2.0 and own < RARE_ZIPF and level.get(word, 999) > 35
                            or z(word) < 1.5 and own < 2.0):
            tags.add("rare")
        # SCOWL's obscure lists only (`nigra`).
        if min([size] + [level.get(l, 999) for l in lemmas]) >= 80 and z(word) < 3.0 \
                and not clipped:
            tags.add("rare")
        # Neither WordNet nor lemminflect know it, and it is rare (`yest`).
        if not known and not in_net and not (found - {word}) & net and z(word) < 2.0 \
                and plural is None:
            tags.add("rare")
        result[word] = Analysis(lemmas=tuple(lemmas), tags=frozenset(tags), lemma=headword,
                                plural_of=plural)
    return result
