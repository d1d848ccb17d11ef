"""Russian (ru_RU): what the sources say of the dictionary's words.

Sources (all at generation time only, never at run time):
- PyPI `pymorphy3` 2.0.6 (MIT) with `pymorphy3-dicts-ru` 2.4.417150.4580142
  (MIT package; its data is OpenCorpora's dictionary, CC BY-SA 3.0): each
  word's parses with their lemma (normal form), part of speech, case,
  number, the tags Name, Surn, Patr, Geox, Orgn, Trad (names), Abbr
  (abbreviations), Infr, Slng (informal), Poss (possessive), INTJ, and an
  estimated probability of each parse. Only parses of OpenCorpora's own
  dictionary count (not its guesses for unknown words).
- Hunspell's ru_RU dictionary (Debian `hunspell-ru` 1:7.5.0-1 of
  libreoffice-dictionaries; A. Lebedev's dictionary, LGPL/MPL-1.1/GPL-3 as
  Debian lists it): the word list and its stems (`hunspell -s`).
- PyPI `wordfreq` 3.1.1 (Apache-2.0, data CC BY-SA 4.0): frequencies.
- Written for this project (below): abbreviations OpenCorpora tags as plain
  nouns (`лор`), names and brands it takes for common nouns (`аэрофлот`),
  archaic or foreign short words (`иже`), interjections.

Rules:
- lemmas: the normal forms of the word's OpenCorpora parses (spelled with
  `ё` as OpenCorpora does, so `ежик` and `ёжик` share one family).
- name: the name parses have a share of NAME_SHARE or more (`чита`, `сати`);
  or the word is a name and otherwise only an inflected form, whose frequency
  is the name's (`петров`, `варя`, `лора`, `калифорнии`); a word with a
  common headword parse is not (`вера`, `лев`, `роман`, `мороз`).
- abbreviation: the likely parses are abbreviations (`доп`), or OpenCorpora
  does not know a word of four letters or fewer (`отв`, `тов`, `кво`), or
  the word or the noun it is the plural of is in ABBREVIATIONS (`лор`, `лоры`).
- interjection, informal: most of the parses are one (`ах`, `ой`; `комп`,
  `инет`), or the word is listed; forms of `сука` (not of `сук`, a branch).
- form: the word is only an inflected form (not a headword: nominative
  noun, infinitive, full masculine adjective, an uninflected word; and not
  the nominative plural of a noun) with a zipf below FORM_ZIPF of its own
  (`пикников`, `поданным`, `сое`, `пире`): a form people seldom write.
- rare: OpenCorpora does not know the word (five letters or more); or its lexeme (the frequencies
  of all the forms of its likely lemmas, summed) is below LEXEME_ZIPF
  (`паяц`, `ящур`); or a form far more frequent than its rare lemmas;
  or listed in RARE.
- lemma (can be a start word): a noun in the nominative (singular, or a
  plural-only noun) that is its own normal form, with a probability of
  START_SHARE or more among its parses, with no likely name parse
  (`изабелла`, `камчатка`, `линкольн` are not), untagged, not in
  NOT_HEADWORDS: players of «Слова из слова» expect a noun in its dictionary
  form (`поданным`, `пикников`, `народной` are not).
- plural_of: the noun this word is the nominative plural of (`пионы` of
  `пион`), when the plural shares the lemma's beginning (not `люди` of
  `человек`) and the parse is not unlikely (`были` is not `быль`'s); of two
  spellings with and without `ё` the lists keep the more frequent, so the
  plural is paired with that one (`песик`, not `пёсик`).
"""
from __future__ import annotations

import hashlib
import math
import os
import pathlib
import pickle

import frequency
from tagging import Analysis

# The script's family standing (the highest zipf of a family's forms) needs
# only this: the lexeme's summed frequency (LEXEME_ZIPF) decides instead, as a
# Russian word's uses are spread over a dozen forms. (The script's default
# for Russian, 3.2, left everyday nouns such as `пинок`, `пион`, `ёжик`,
# `инок` bonus.)
THRESHOLD = 2.0
# A lexeme (all the forms of a lemma) needs this zipf, the sum of its forms'
# frequencies, for its words to be required (`кивок`: 2.3 of its own, 2.7
# with `кивком`, `кивки`, `кивка`…); the rest are tagged rare.
LEXEME_ZIPF = 2.7
START_ZIPF = 3.0
# An inflected form (not a headword, not a nominative plural) is required
# only from this zipf of its own.
FORM_ZIPF = 3.0
# A form (not a headword) SPURIOUS_GAP more frequent than its lemmas, all
# rarer than SPURIOUS_BASE, is rare.
SPURIOUS_BASE = 3.0
SPURIOUS_GAP = 1.0
# Parses less probable than this are ignored when deciding tags.
LIKELY = 0.1
# A word is a name when its name parses have this share or more and no
# common-word parse is likely.
NAME_SHARE = 0.9
# A start word's nominative-singular-noun parse needs this probability.
START_SHARE = 0.3

NAME_TAGS = {"Name", "Surn", "Patr", "Geox", "Orgn", "Trad"}
INFORMAL_TAGS = {"Infr", "Slng", "Erro", "Dist"}
UNINFLECTED = {"ADVB", "PREP", "CONJ", "PRCL", "INTJ", "PRED", "GRND"}

# Written for this project: abbreviations OpenCorpora parses as words, read
# letter by letter or clipped (ЛОР, ТАСС, вуз is a word and stays).
ABBREVIATIONS = set("""
лор мид мвд фсб кгб нии гэс аэс тэц ссср рсфср сша оон нато фрг гдр мчс гибдд
гаи рф снг ес ооо зао оао пао тов отв кво доп зам зав проф доц акад ост га
""".split())
# Names OpenCorpora parses as common nouns too, whose frequency is the name's.
NAMES = set("""
линкольн аэрофлот сбербанк навальный кант картер тони эли шемякин
""".split())
# Words OpenCorpora also parses as a noun's dictionary form that a player
# takes for another word (`напрокат` an adverb, `прививок` a form of
# `прививка`) or for informal speech (`приветик`): never start words.
NOT_HEADWORDS = set("""
напрокат прививок приветик полсотни
""".split())
# Written for this project: archaic, dialect or foreign words whose frequency
# comes from other uses (`тет` of phrases, `иже` of a set phrase).
RARE = set("""
аки али иже ужо яко эка фра фру фот удэ тет нон фат юты юзы бэр бош дат чес
""".split())
INFORMAL = {"хер", "отсос"}
# Vulgar words with an innocent homograph the blocked lists would block too
# (`сука`'s forms `сук`, `суков` are a branch's): their forms are bonus at most.
VULGAR = {"сука"}
INTERJECTIONS = set("""
ах ох ух эх ой ай эй ого ага угу ква уф фу тьфу бах бум хм ха хе хи ой
""".split())


def _yo(word: str) -> str:
    return word.replace("ё", "е")


def _features(words: list[str]) -> dict[str, tuple]:
    """Per word, what its OpenCorpora parses say: None when OpenCorpora does
    not know it, else ((lemma, share), …), name share, abbreviation share, interjection
    share, informal share, headword share, nominative singular noun share,
    plural-of lemma, its share)."""
    import pymorphy3
    from pymorphy3.units.by_lookup import DictionaryAnalyzer
    morph = pymorphy3.MorphAnalyzer()
    result = {}
    for word in words:
        parses = [p for p in morph.parse(word)
                  if type(p.methods_stack[0][0]) is DictionaryAnalyzer]
        if not parses:
            result[word] = None
            continue
        total = sum(p.score for p in parses) or 1.0
        shares: dict[str, float] = {}
        for p in parses:
            shares[p.normal_form] = shares.get(p.normal_form, 0.0) + p.score / total
        lemmas = tuple(shares.items())
        name = abbr = intj = informal = head = noun = 0.0
        plural, plural_share = None, 0.0
        for p in parses:
            share = p.score / total
            grammemes = p.tag.grammemes
            pos = p.tag.POS
            if grammemes & NAME_TAGS:
                name += share
            if "Abbr" in grammemes:
                abbr += share
            if pos == "INTJ":
                intj += share
            if grammemes & INFORMAL_TAGS:
                informal += share
            own = _yo(p.normal_form) == _yo(word)
            if own and not grammemes & NAME_TAGS and "Poss" not in grammemes and (pos in ("NOUN", "INFN", "ADJF", "NUMR", "NPRO", "ADJS", "PRTF")
                        or pos in UNINFLECTED or pos is None):
                if pos not in ("ADJS", "PRTF", "GRND"):
                    head += share
            if pos == "NOUN" and own and "nomn" in grammemes and not grammemes & NAME_TAGS \
                    and "Abbr" not in grammemes:
                noun += share
            if pos == "NOUN" and not own and "plur" in grammemes and "nomn" in grammemes \
                    and not grammemes & NAME_TAGS:
                base = p.normal_form
                stem = _yo(base)[:max(1, len(base) - 2)]
                if _yo(word).startswith(stem) and share > plural_share:
                    plural, plural_share = base, share
        result[word] = (lemmas, name, abbr, intj, informal, head, noun, plural, plural_share)
    return result


# Written for this project: words whose OpenCorpora parses weigh both
# spellings alike or the е one more, where a player means the ё word (`лён`,
# flax; `лен`, a fief, is a historical term; `остриё`, `клёцка` beside `клёцки`).
YO_CHOSEN = {"лен": "лён", "острие": "остриё", "рытье": "рытьё", "клецка": "клёцка",
             "могилевский": "могилёвский"}


# Written for this project: words OpenCorpora writes with ё that are written
# with е (`сбоев`, сбо́ев, inflected there as `боёв`).
YO_KEPT = {"сбоев"}


def written_with_yo(words: list[str]) -> dict[str, str]:
    """Of `words` written with е, those OpenCorpora writes with ё in most of
    its weight of parses (YO_SHARE), as that spelling (`учёных` for `ученых`,
    `объём` for `объем`, whose other reading is a rare form of `объесть`), and
    those of YO_CHOSEN, but not those of YO_KEPT. A word whose readings weigh alike is another word with
    ё (`лет`/`лёт`, `небо`/`нёбо`, `черт`/`чёрт`) and keeps its е. The game
    shows the ё spelling even where the dictionary lacks it (`умён`): it folds
    ё into е."""
    import pymorphy3
    from pymorphy3.units.by_lookup import DictionaryAnalyzer
    morph = pymorphy3.MorphAnalyzer()
    result = {}
    for word in words:
        if "е" not in word or "ё" in word or word in YO_KEPT:
            continue
        if word in YO_CHOSEN:
            result[word] = YO_CHOSEN[word]
            continue
        parses = [p for p in morph.parse(word)
                  if type(p.methods_stack[0][0]) is DictionaryAnalyzer]
        total = sum(p.score for p in parses) or 1.0
        shares: dict[str, float] = {}
        for p in parses:
            shares[p.word] = shares.get(p.word, 0.0) + p.score / total
        if shares:
            yo = max(shares, key=lambda spelled: shares[spelled])
            if yo != word and _yo(yo) == word and shares[yo] >= YO_SHARE:
                result[word] = yo
    return result


# The share of a word's parse weight its ё spelling needs (`желёз` 0.75,
# `сверла` as `свёрла` 0.75; `осел`/`осёл` at 0.25 stays).
YO_SHARE = 0.7


def _cached_features(words: list[str]) -> dict[str, tuple]:
    folder = os.environ.get("WORDLIST_CACHE")
    digest = hashlib.sha256(("v4\n" + "\n".join(words)).encode()).hexdigest()[:16]
    kept = pathlib.Path(folder) / f"ru_RU.pymorphy3.{digest}.pkl" if folder else None
    if kept and kept.exists():
        with kept.open("rb") as f:
            return pickle.load(f)
    found = _features(words)
    if kept:
        with kept.open("wb") as f:
            pickle.dump(found, f, protocol=pickle.HIGHEST_PROTOCOL)
    return found


def analyse(words: list[str], stems: dict[str, set[str]]) -> dict[str, Analysis]:
    accepted = set(words)
    features = _cached_features(words)
    # Of two spellings with and without `ё` (`брёвна`, `бревна`) the lists
    # keep the more frequent (the game folds `ё`): the other is no plural.
    spellings: dict[str, list[str]] = {}
    for word in words:
        if "ё" in word or ("е" in word and word.replace("е", "ё") != word):
            spellings.setdefault(_yo(word), []).append(word)
    respelt = set()
    for forms in spellings.values():
        if len(forms) > 1:
            best = max(sorted(forms), key=lambda w: frequency.zipf(w, "ru"))
            respelt |= set(forms) - {best}

    def spelt(lemma: str) -> str | None:
        """The lemma as the lists keep it (of `ёжик` and `ежик`, the more
        frequent), or None when the dictionary lacks it."""
        forms = [f for f in spellings.get(_yo(lemma), [lemma]) if f in accepted]
        if not forms:
            return None
        return max(sorted(forms), key=lambda w: frequency.zipf(w, "ru"))

    # A lexeme's frequency: the sum of its forms' (a form of several lemmas
    # shared by its parses' probabilities), as a zipf value.
    lexeme: dict[str, float] = {}
    for word in words:
        found = features.get(word)
        z = frequency.zipf(word, "ru")
        if found is None or z == 0:
            continue
        for lemma, share in found[0]:
            lexeme[lemma] = lexeme.get(lemma, 0.0) + share * 10 ** z
    lexeme = {lemma: math.log10(total) for lemma, total in lexeme.items()}
    result = {}
    for word in words:
        found = features.get(word)
        own_zipf = frequency.zipf(word, "ru")
        tags = set()
        if found is None:
            lemmas = tuple(sorted(stems.get(word, ())))
            tags.add("abbreviation" if len(word) <= 4 else "rare")
            result[word] = Analysis(lemmas=lemmas, tags=frozenset(tags))
            continue
        lemma_shares, name, abbr, intj, informal, head, noun, plural, plural_share = found
        lemmas = tuple(lemma for lemma, _ in lemma_shares)
        likely = [lemma for lemma, share in lemma_shares if share >= LIKELY] or lemmas
        plural_of = None
        if plural is not None and plural_share >= LIKELY and word not in respelt:
            plural_of = spelt(plural)
        if name >= NAME_SHARE or word in NAMES \
                or name >= LIKELY and head < LIKELY and plural_of is None:
            # A form that is also a name owes its frequency to the name
            # (`карпов`, `варя`, `лора`, `ока`).
            tags.add("name")
        if abbr >= 0.5 or word in ABBREVIATIONS:
            tags.add("abbreviation")
        if intj >= 0.5 or word in INTERJECTIONS:
            tags.add("interjection")
        if word in RARE:
            tags.add("rare")
        if informal >= 0.5 or word in INFORMAL or set(lemmas) <= VULGAR \
                or set(likely) & VULGAR and word not in set(likely) - VULGAR:
            tags.add("informal")
        if plural_of in ABBREVIATIONS:
            tags.add("abbreviation")
        if head < LIKELY and plural_of is None and own_zipf < FORM_ZIPF:
            tags.add("form")
        if max(lexeme.get(lemma, 0.0) for lemma in likely) < LEXEME_ZIPF:
            tags.add("rare")
        # A form far more frequent than its rare lemmas owes its frequency to
        # something else (`ера` of the letter `ер`: a slip for `эра`).
        if head < LIKELY:
            base = max(max(frequency.zipf(l, "ru"), frequency.zipf(_yo(l), "ru")) for l in likely)
            if base < SPURIOUS_BASE and own_zipf > base + SPURIOUS_GAP:
                tags.add("rare")
        result[word] = Analysis(
            lemmas=lemmas, tags=frozenset(tags), plural_of=plural_of,
            lemma=noun >= START_SHARE and name < LIKELY and not tags
            and word not in NOT_HEADWORDS)
    return result
