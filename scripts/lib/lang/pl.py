"""Polish (pl_PL): what the sources say of the dictionary's words.

Sources (all at generation time only, never at run time):
- PyPI `morfeusz2` 1.99.15 (Morfeusz 2 analyser, BSD-2-Clause) with its SGJP
  dictionary (Grammatical Dictionary of Polish, sgjp-2026.06.01, BSD-2-Clause;
  © 2007–2026 M. Woliński, Z. Bronk, W. Gruszczyński, W. Kieraś, Z. Saloni,
  D. Skowrońska, R. Wołosz): every form's lemmas, grammatical tags (`subst:sg:nom`,
  `inf`, `brev` for abbreviations, `interj`, `ign` for a word SGJP does not
  know), the class of a proper name (`imię`, `nazwisko`, `nazwa_geograficzna`…)
  and usage labels (`daw.` archaic, `przest.` dated, `rzad.` rare, `gwar.`
  dialect, `wulg.` vulgar…); its generator gives each noun's nominative plural.
- PyPI `wordfreq` 3.1.1 (Apache-2.0, data CC BY-SA 4.0): Polish and English
  frequencies (a word SGJP does not know that English uses as much is foreign:
  `micro`, `ray`; a rarely used inflected form is rare).
- Hunspell's pl_PL dictionary (Debian `hunspell-pl`, sjp.pl, GPL/LGPL/MPL/
  Apache/CC BY-SA): its word list and stems (`hunspell -s`) are the script's.
- Written for this project (below): words read as names though SGJP also has a
  lowercase common noun of them (`warszawa`, the car), and the few words SGJP
  lacks that are plain Polish (`hashtag`).

Rules: a word SGJP does not know (`ign`) is foreign when English uses it at
least as much (`micro`, `ray`, `the`), else an abbreviation when it is short
(`odp`, `ukr`, `godz`), else rare (`wszytko`, `społeczno`). A word SGJP knows
only as an abbreviation (`brev`) is an abbreviation; only as a proper name
(a capitalized lemma: `obr`, a form of the river Obra) a name; only as an
interjection an interjection (`dyr`, `ach`); only with archaic, dated, rare or
dialect labels rare or regional; only as vulgar informal. A word English uses
more than Polish is foreign when it is rare in Polish (`parr`; SGJP's common
loanwords `hotel`, `album` stay Polish). A noun lemma more frequent than all
its other forms by OUTLIER owes its frequency to homographs (`nom`):
its plurals do not stand with it, and a short one is rare. A rare word that
is a much commoner word with a mark left out (`znal` for `znał`) is rare. An inflected form (neither a lemma nor a
noun's nominative plural) rarer than FORM_ZIPF is a form people seldom
write (tag `form`): players think of
`trzymasz` but not of `robiącym`. A headword (`lemma`): SGJP's lemma of a
reading that is the word itself as a nominative singular noun (or a noun with
no singular: `drzwi`), an infinitive or the masculine singular base adjective.
`plural_of`: the headword noun whose nominative plural the word is (`koty` of
`kot`), when the plural is used (a zipf of PLURAL_ZIPF or more) or, unlisted,
the noun is common (GENERATED_ZIPF).
"""
from __future__ import annotations

import re

import frequency
from tagging import Analysis

# A family needs this zipf to be required (the script's default for Polish is
# 3.0: everyday nouns such as `rdza`, `udręka`, `romb` (2.48-2.98) were bonus;
# over ten seeded draws of 20 start words 78% of the answers have a zipf of 3
# or more at 2.45, as at 2.5).
THRESHOLD = 2.45
START_ZIPF = 3.0
# An inflected form (not a lemma, not a nominative plural) is required only
# from this zipf of its own (`trzymasz` 3.7, not `robiącym` 2.3).
FORM_ZIPF = 3.0
# A noun more frequent than all its other forms by this much owes its
# frequency to homographs (abbreviations, names, English: `nr`, `won`, `oz`).
OUTLIER = 1.5
# A nominative plural stands with its noun from this zipf of its own, or when
# wordfreq does not list it, from this zipf of the noun's.
PLURAL_ZIPF = 1.5
GENERATED_ZIPF = 3.0
# A word SGJP knows that English uses more is foreign below this zipf.
FOREIGN_ZIPF = 3.0

VOWELS = set("aąeęioóuy")
# SGJP's usage labels, as it writes them (a label joined to a field's, as in
# `przest.,paleont.`, marks a sense, not the word).
RARE_LABELS = {"daw.", "przest.", "rzad.", "przest._dziś_książk.", "daw._dziś_gwar.", "daw.,rzad.",
               "daw.,char."}
REGIONAL_LABELS = {"gwar.", "reg."}
VULGAR_LABELS = {"wulg."}
# Polish letters and the plain ones they are typed as when marks are left out.
MARKS = {"a": "ą", "c": "ć", "e": "ę", "l": "ł", "n": "ń", "o": "ó", "s": "ś", "z": "źż"}
# A rare word that is a commoner word with its marks left out (`znal`, `znał`)
# owes its frequency to that word when the other is more frequent by this much.
UNMARKED = 1.5
COMMON_CLASSES = {"nazwa_pospolita", "nazwa pospolita"}

# Written for this project: lowercase words a Polish player reads as names,
# places or brands, though SGJP also lists a common noun so spelled
# (`warszawa` and `skoda`, cars; `kowalski`, an adjective).
NAMES = set("""
warszawa warszawy warszawie warszawę warszawą kraków krakowa krakowie
marek tomek meksyk kanada york jork lublin berlin szczecin chiny henry bill jack
roman don ben lee max donald daniel jordan poznań gdańsk wrocław toruń kielce
rzym paryż londyn moskwa wiedeń praga madryt ateny tokio pekin kair waszyngton
sosnowiec filip carmen maks jarek ludwik sącz maciek sabina majka zośka jola milka
giżycko kłodzko jasło brzesko mielec szczyrk kraśnik morąg trójmiasto pomorze tybet
jamajka czerwiński nałęcz długosz brożek bujak karski herkules lucyfer neptun
kowalski nowakowski wiśniewski kamiński lewandowski zieliński szymański dąbrowski
kozłowski jankowski wojciechowski kwiatkowski piotrowski grabowski pawłowski
michalski jabłoński nowicki majewski olszewski jaworski malinowski witkowski
rutkowski ostrowski tomaszewski zalewski wróblewski jasiński zawadzki sadowski
chmielewski borkowski czarnecki sawicki sokołowski urbański maciejewski szczepański
kucharski kalinowski wysocki adamski wasilewski andrzejewski głowacki zakrzewski
sikorski krajewski gajewski baranowski laskowski brzeziński makowski ziółkowski
przybylski borowski piasecki polański
skoda opel wołga łada fiat volvo audi mercedes polonez trabant ford renault peugeot
citroen toyota honda mazda jelcz ursus nokia adidas seicento franklin kingston
napoleon robinson lipiński superman
""".split())
# Short nouns used mostly in one form, in set phrases (`w tym sęk`).
SHORT_WORDS = set("""
sęk prym lift surf zen fit bis ibis
""".split())
# Plain Polish words SGJP lacks.
WORDS = set("""
hashtag pendrive latte leginsy czipsy blogosfera
""".split())


def _readings(morfeusz, word: str) -> list[tuple[str, str, tuple[str, ...], tuple[str, ...]]]:
    """(lemma, tag, name classes, labels) of each of SGJP's readings."""
    found = []
    for _, _, (_, lemma, tag, names, labels) in morfeusz.analyse(word):
        found.append((lemma.split(":")[0], tag, tuple(names), tuple(labels)))
    return found


def _labels(reading) -> set[str]:
    return set(reading[3])


def _marked(word: str) -> set[str]:
    """The word with one plain letter given its mark (`znal` -> `znał`)."""
    return {word[:i] + m + word[i + 1:] for i, c in enumerate(word) for m in MARKS.get(c, "")}


def _proper(reading) -> bool:
    lemma, _, names, _ = reading
    return lemma[:1].isupper() or bool(set(names) - COMMON_CLASSES)


def _headword(word: str, reading) -> bool:
    lemma, tag, _, _ = reading
    if lemma != word:
        return False
    parts = tag.split(":")
    if parts[0] == "subst":
        return "nom" in parts[2].split(".") and (parts[1] == "sg" or "pt" in parts)
    if parts[0] == "inf":
        return True
    if parts[0] == "adj":
        return (parts[1] == "sg" and "nom" in parts[2].split(".")
                and "m1" in parts[3].split(".") and parts[-1] == "pos")
    return False


def _nominative_plural(tag: str) -> bool:
    parts = tag.split(":")
    return (parts[0] == "subst" and parts[1] == "pl" and "nom" in parts[2].split(".")
            and "pt" not in parts)


def analyse(words: list[str], stems: dict[str, set[str]]) -> dict[str, Analysis]:
    import morfeusz2
    morfeusz = morfeusz2.Morfeusz(expand_tags=False)
    polish = frequency.table("pl")
    english = frequency.table("en")
    accepted = set(words)
    result: dict[str, Analysis] = {}
    readings = {}
    for word in words:
        if polish.get(word, 0.0) > 0:
            readings[word] = _readings(morfeusz, word)
    # A noun lemma whose own frequency is its homographs' (`nr`, `won`, `oz`):
    # more frequent than all its other forms by OUTLIER.
    outliers: set[str] = set()
    for word, found in readings.items():
        if any(r[0] == word and r[1].startswith("subst:sg:nom") for r in found):
            others = {f for f, full, *_ in morfeusz.generate(word)
                      if f != word and full.split(":")[0] == word}
            if others and polish[word] - max(polish.get(f, 0.0) for f in others) > OUTLIER:
                outliers.add(word)
    noun_lemmas: set[str] = set()
    candidates = {}
    # Untagged headwords (not English ones: `bar`, `talie` of `talia`).
    nouns: set[str] = set()
    for word, found in readings.items():
        zipf = polish[word]
        known = [r for r in found if r[1] != "ign"]
        # Fragments of set phrases (`pro` of `pro forma`) are not words.
        common = [r for r in known if not _proper(r) and r[1] not in ("brev", "frag")]
        tags: set[str] = set()
        en = english.get(word, 0.0)
        if word in WORDS:
            pass
        elif not known:
            if en >= zipf - 0.5 and en > 0:
                tags.add("foreign")
            elif len(word) <= 4 or not set(word) & VOWELS:
                tags.add("abbreviation")
            else:
                tags.add("rare")
        elif not common:
            tags.add("abbreviation" if any(r[1] == "brev" for r in known)
                     else "rare" if all(r[1] == "frag" for r in known) else "name")
        else:
            labels = [_labels(r) for r in common]
            if all(r[1] == "interj" for r in common):
                tags.add("interjection")
            if all(l & VULGAR_LABELS for l in labels):
                tags.add("informal")
            elif all(l & REGIONAL_LABELS for l in labels):
                tags.add("regional")
            elif all(l & (RARE_LABELS | REGIONAL_LABELS) for l in labels):
                tags.add("rare")
            # SGJP knows most loanwords (`hotel`, `album`, `internet`): only a
            # rare one that English uses more is foreign (`parr`).
            if en > zipf and zipf < FOREIGN_ZIPF:
                tags.add("foreign")
            if (word in outliers and len(word) <= 4 and word not in SHORT_WORDS
                    and all(r[0] == word for r in common)):
                tags.add("rare")
        own = {r[0] for r in common}
        if zipf < FORM_ZIPF and any(
                polish.get(m, 0.0) >= zipf + UNMARKED and m in accepted
                and not own & {r[0] for r in readings.get(m, ())} for m in _marked(word)):
            tags.add("rare")
        if word in NAMES or common and all(r[0] in NAMES for r in common):
            tags.add("name")
        lemmas = sorted({r[0] for r in common}) or sorted(stems.get(word, ()))
        base = any(r[0] == word for r in common)
        # A headword, unless the word is mostly a form of a commoner lemma
        # (`kota`, a rare noun, but mostly a form of `kot`).
        # Nor a plural of another word's (`marzenia`, `klawisze`), nor an English
        # word (`software`, `football`: SGJP has them, a player expects Polish).
        headword = (any(_headword(word, r) for r in common)
                    and not any(polish.get(r[0], 0.0) > zipf for r in common if r[0] != word)
                    and not any(r[0] != word and ":pl:" in r[1] + ":"
                                and "nom" in r[1].split(":")[2].split(".")
                                for r in common if r[1].count(":") >= 2))
        headword = headword and en < zipf
        if headword and not tags:
            nouns.add(word)
        plurals = {r[0] for r in common if _nominative_plural(r[1]) and r[0] != word
                   and r[0] in accepted and (zipf >= 2.0 or r[0] not in outliers)}
        if any(r[0] == word and r[1].startswith("subst") for r in common):
            noun_lemmas.add(word)
        result[word] = Analysis(lemmas=tuple(lemmas), tags=frozenset(tags),
                                lemma=headword and not tags)
        candidates[word] = (plurals, base)
    # The noun a word is the nominative plural of: an untagged one, and the
    # plural used (`koty`), not a plural nobody writes (`czerwce`, `szały`).
    for word, (plurals, base) in candidates.items():
        fit = sorted((l for l in plurals if l in nouns and polish[word] >= PLURAL_ZIPF),
                     key=lambda l: (-polish.get(l, 0.0), l))
        found = result[word]
        tags = set(found.tags)
        if not base and not fit and polish[word] < FORM_ZIPF:
            tags.add("form")
        result[word] = Analysis(lemmas=found.lemmas, tags=frozenset(tags), lemma=found.lemma,
                                plural_of=fit[0] if fit else None)
    # Nominative plurals wordfreq does not list stand with their noun (`romby`).
    for lemma in sorted(noun_lemmas):
        if (lemma not in nouns or polish.get(lemma, 0.0) < GENERATED_ZIPF
                or lemma in outliers):
            continue
        for form, full, tag, names, labels in morfeusz.generate(lemma):
            if (form in accepted and form not in result and form != lemma
                    and full.split(":")[0] == lemma and _nominative_plural(tag)):
                result[form] = Analysis(lemmas=(lemma,), plural_of=lemma)
    return result
