"""Dutch (nl): what spaCy's lemma tables, simplemma, the dictionary's own
morphology and flags, names-dataset and wordfreq say of the dictionary's
words (scripts/lib/tagging.py has the interface). Used when the lists are
generated, never at run time. The shared helpers are in sv.py.

Sources:
- spacy-lookups-data 1.0.5 (PyPI; licence MIT): its nl_lemma_lookup table
  (inflected form → lemma) and nl_lemma_index (the lemmas of nouns, verbs and
  adjectives): lemmas and headwords.
- simplemma 2.0.0 (PyPI; code MIT; its Dutch dictionary built from Michal
  Boleslav Měchura's lemmatization lists (ODbL), Wiktionary via kaikki.org
  (CC BY-SA) and spacy-lookups-data): lemmas, and abbreviations it expands.
- The dictionary itself, Debian's hunspell-nl (OpenTaal 2.20, BSD-3-Clause
  or CC BY 3.0): `hunspell -m`'s analyses (`ts:NN2`, a plural, with its stem
  `st:`; `ts:AJe`, `ts:VBh`... inflected forms), its flags (`Cl`/`Cw` for
  letter words such as `pdf`, `ivf`; KEEPCASE `Kc`; NOSUGGEST `NS`), its
  names (entries written capitalized with the genitive flag `PN`) and its
  entries without flags (uninflected: function words, but also English and
  French words: `the`, `jeune`).
- names-dataset 3.3.1 (PyPI; code Apache-2.0, data Apache-2.0): Dutch and
  Belgian first and last names.
- wordfreq 3.1.1 (PyPI; code Apache-2.0, data CC BY-SA 4.0, see
  Resources/tiers/WORDFREQ-LICENSE.txt): Dutch, English and French
  frequencies.

Tags (any keeps a word out of the required list and out of start words):
- abbreviation: a word without a vowel (`rvs`, `bnp`), a lowercase entry
  flagged `Cl` or `Cw` (letter words: `pdf`, `lto`), a KEEPCASE entry of four
  letters or fewer the lemma index lacks (`havo`, `gps`), a word simplemma
  expands to a longer lemma it is a contraction of, or one of ABBREVIATIONS;
- name: a popular Dutch or Belgian name, or a word the dictionary also has
  as a name (`PN`), that none of the lemma tables knows (`noël`, `nero`); a
  name the dictionary has whose own forms are far rarer; or one of NAMES;
- foreign: a word the lemma index and lookup do not know, or an entry
  without flags the index lacks, that is about as frequent in English or
  French as in Dutch or more (`gamer`, `login`, `jeune`, `vitae`), or one of
  FOREIGN;
- interjection: sounds (INTERJECTIONS);
- rare: words the dictionary never suggests (NOSUGGEST: stressed spellings
  such as `dát`, slurs).

A headword (a possible start word) is a noun, verb or adjective of the lemma
index (or a word simplemma gives as its own lemma) that spaCy's lookup does
not send to another lemma and that `hunspell -m` analyses as no inflected
form of another word (`katten`, `mooie`, `verdwijn`, `jongeren` are not).
A regular plural is what `hunspell -m` analyses as `ts:NN2` of a stem
(`katten` of `kat`, `huizen` of `huis`).
"""
from __future__ import annotations

import hashlib
import json
import os
import pathlib
import re
import subprocess

import frequency
from tagging import Analysis
from lang.sv import (NEVER, contraction, dictionary_entries, inverse, lookup, name_ranks,
                     normal, simplemma_table, spacy_table)

LANGUAGE = "nl"
DICTIONARY = pathlib.Path("/usr/share/hunspell/nl.dic")
VOWELS = set("aeiouyáéíóúàèëïöüâêîôû")
ABBREVIATIONS = {"atb", "atv", "pda", "vso", "fte", "ngo", "rvs", "lto", "ivf", "bnp", "btw",
                 "bv", "nv", "ca", "cq", "dwz", "ev", "evt", "bijv", "mbt", "nl", "nr", "pvda",
                 "vvd", "cda", "sp", "tv", "dvd", "cd", "pc", "gps", "gsm", "sms", "mms", "bh",
                 "wc", "ok", "hbo", "mbo", "vwo", "havo", "vmbo", "aow", "ov", "obs", "enz",
                 "etc", "mr", "dr", "ir", "ing", "drs", "prof", "st", "jl", "jr", "sr", "vs",
                 "resp", "aug", "sept", "okt", "nov", "dec", "jan", "feb", "apr", "aids", "hiv",
                 "abc", "det", "ede", "ito", "ddr", "rai", "elo", "epo", "ipa", "tri", "demi", "aed",
                 "lsd", "ict", "kmo", "sma", "bso", "soa", "ggz", "ocmw", "vdab"}
NAMES = {"noël", "nero", "napoleon", "hercules", "beaufort", "rio", "lego", "thomas", "hans",
         "max", "piet", "jan", "kees", "klaas", "anne", "marie", "els", "ans", "roel",
         "sinterklaas", "facebook", "google", "twitter", "youtube", "whatsapp", "instagram",
         "rowan", "sara", "serge", "cito", "earl", "claus", "merkel", "boston", "juan", "hannes",
         "pascal", "maxime", "erica", "henry", "steven", "wouter", "bram", "dirk", "dries",
         "koot", "ferry", "weber", "axel", "waterloo", "christus", "westhoek"}
NAMES -= {"piet", "jan"}    # `een hoge piet`, `Jan en alleman`: words too
FOREIGN = {"the", "new", "to", "no", "up", "world", "social", "free", "black", "all", "go",
           "jeune", "jeu", "soit", "vitae", "faire", "tics", "cols", "locs", "gamer", "login",
           "jingle", "comedian", "lipstick", "parttime", "hardcore", "gadget", "tea", "roti",
           "ito", "fastfood", "streamen", "googelen", "ciao", "acte", "cité", "ace", "loc", "col",
           "colt", "lemon", "oasis", "amor", "merci", "adieu", "leur", "immer", "nicht", "doch",
           "wieder", "mort", "monde", "leve", "sans", "tres", "vin", "wo", "yo", "yup", "mom",
           "boy", "boys", "girl", "king", "lady", "happy", "green", "gray", "grey", "long",
           "made", "more", "nor", "ne", "es", "os", "uk", "eg", "ti", "ia", "re", "va"}
FOREIGN -= {"fastfood", "streamen", "googelen", "gadget", "roti"}
INTERJECTIONS = {"oh", "ah", "hè", "hé", "hoi", "hallo", "oké", "ok", "haha", "hihi", "hoho",
                 "hehe", "oei", "oeps", "au", "ai", "bah", "jee", "jeetje", "tja", "nou", "hm",
                 "hmm", "poeh", "foei", "amai", "allee", "joh", "hup", "ho", "wauw", "wow",
                 "jippie", "hoera", "pfff", "pff", "sst", "ssst", "boe", "miauw", "woef",
                 "bam", "boem", "pats", "hatsjoe", "oef", "ach", "och", "ocharme", "zeg", "verdorie",
                 "potverdorie", "jeminee", "sapperloot", "hela"}
INTERJECTIONS -= {"hallo", "nou", "zeg", "ach", "och"}  # words a learner knows
NAME_RANK = 1000
# Analyses of inflected forms (`hunspell -m`'s ts: fields).
INFLECTED = re.compile(r"^(NN2|NN1r|NN2r|AJ|VB|PP|DT)")


def _vowelless(word: str) -> bool:
    return not any(c in VOWELS for c in word) and "ij" not in word


def morphology(words: list[str]) -> dict[str, list[tuple[str, str]]]:
    """`hunspell -d nl -m`'s analyses of each word: (stem, ts field) pairs;
    kept in $WORDLIST_CACHE."""
    digest = hashlib.sha256("\n".join(words).encode()).hexdigest()[:16]
    folder = os.environ.get("WORDLIST_CACHE")
    kept = pathlib.Path(folder) / f"nl.{digest}.morph.json" if folder else None
    if kept and kept.exists():
        return {w: [tuple(p) for p in ps] for w, ps in json.loads(kept.read_text()).items()}
    out = subprocess.run(["hunspell", "-d", "nl", "-m"], input="\n".join(words) + "\n",
                         capture_output=True, text=True, check=True).stdout
    result: dict[str, list[tuple[str, str]]] = {}
    for line in out.splitlines():
        parts = line.split()
        if not parts:
            continue
        stem = next((p[3:] for p in parts[1:] if p.startswith("st:")), "")
        ts = next((p[3:] for p in parts[1:] if p.startswith("ts:")), "")
        result.setdefault(parts[0], []).append((normal(stem), ts))
    if kept:
        kept.write_text(json.dumps(result))
    return result


def analyse(words: list[str], stems: dict[str, set[str]]) -> dict[str, Analysis]:
    spacy = lookup(spacy_table("nl_lemma_lookup"))
    index = spacy_table("nl_lemma_index")
    parts = {normal(w): part for part in ("verb", "adj", "noun") for w in index.get(part, ())}
    simple = simplemma_table("nl")
    forms = inverse(spacy)
    lower, upper = dictionary_entries(DICTIONARY, flag_size=2)
    flagless = {w for w, f in lower.items() if not f}
    local, _ = name_ranks(("NL", "BE"))
    plain = [w for w in words if w.isalpha() and w.islower()]
    analyses = morphology(plain)
    z = lambda w: frequency.zipf(w, LANGUAGE)  # noqa: E731
    other = lambda w: max(frequency.zipf(w, "en"), frequency.zipf(w, "fr"))  # noqa: E731
    result: dict[str, Analysis] = {}
    for word in words:
        found = stems.get(word, set())
        if not word.isalpha() or not word.islower():
            result[word] = Analysis(lemmas=tuple(sorted(found)), lemma=False)
            continue
        a, b = spacy.get(word), simple.get(word)
        expansion = b if b and contraction(word, b) else None
        if expansion:
            b = None
        morph = analyses.get(word, [])
        inflected = [(s, ts) for s, ts in morph if s and s != word and INFLECTED.match(ts)]
        plural = next((s for s, ts in morph if ts == "NN2" and s and s != word), None)
        lemmas = [l for l in (a, plural, *(s for s, _ in inflected)) if l] \
            or ([word] if word in parts else [l for l in (b,) if l]) or sorted(found) or [word]
        known = word in parts or word in spacy or word in forms
        headword = (word in parts or b == word) and a in (None, word) and not inflected
        flags = lower.get(word, set())
        tags = set()
        if _vowelless(word) or word in ABBREVIATIONS:
            tags.add("interjection" if word in INTERJECTIONS else "abbreviation")
        if flags & {"Cl", "Cw"} or "Kc" in flags and len(word) <= 4 and word not in parts:
            tags.add("abbreviation")
        if expansion and not known:
            tags.add("abbreviation")
        if word in INTERJECTIONS or re.search(r"(.)\1\1", word) \
                or re.fullmatch(r"(ha|he|hi|ho)\1+", word):
            tags.add("interjection")
        if word in NAMES:
            tags.add("name")
        if word in FOREIGN:
            tags.add("foreign")
        if not known and b != word:
            if local.get(word, NEVER) <= NAME_RANK or word in upper and "PN" in upper[word]:
                tags.add("name")
        # An interjection is one, however common in English (`haha`, `oh`).
        if (not known or word in flagless and word not in parts) and b != word \
                and other(word) >= z(word) - 0.5 and "interjection" not in tags:
            tags.add("foreign")
        # A name the dictionary has (`PN`) that is a popular Dutch name, whose
        # own forms are far rarer.
        if "PN" in upper.get(word, ()) and local.get(word, NEVER) <= 3000 \
                and max((z(f) for f in forms.get(word, ())), default=0) < z(word) - 1.2 \
                and word not in parts:
            tags.add("name")
        if "NS" in flags:
            tags.add("rare")
        # A word of the interjection list is that, not a name (`oei`).
        if word in INTERJECTIONS:
            tags.discard("name")
        result[word] = Analysis(lemmas=tuple(dict.fromkeys(lemmas)), tags=frozenset(tags),
                                lemma=headword and not tags,
                                plural_of=plural)
    return result
