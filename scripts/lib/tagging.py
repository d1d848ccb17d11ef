"""What a language's linguistic sources say of a dictionary's words, for the
generating scripts (never at run time).

Each language may have a module `scripts/lib/lang/LL.py` with

    def analyse(words: list[str], stems: dict[str, set[str]]) -> dict[str, Analysis]

(`words`: the dictionary's full word list as `wordgame` lists it, lowercase but
German nouns capitalized; `stems`: Hunspell's stems of each, `hunspell -s`) and
optionally the settings below. A language without one gets `default`: no tags,
Hunspell's stems as lemmas. The module's docstring names its sources, their
versions and licences (the derived lists ship that attribution).

An Analysis says of one word:
- `lemmas`: its dictionary forms (headwords), as the dictionary spells them;
- `tags`: what keeps it from being required, any of TAGS;
- `lemma`: whether the word is itself a dictionary form a native would give
  as a headword (a nominative singular noun, an infinitive, a base adjective):
  only such words can be start words;
- `plural_of`: the lemma this word is the regular (nominative) plural of, so
  the two are kept in one tier (`apps` with `app`).
"""
from __future__ import annotations

import dataclasses
import importlib
import pathlib

TAGS = {
    "name": "a name of a person, place, brand or organization",
    "abbreviation": "an abbreviation or symbol",
    "foreign": "a word of another language",
    "interjection": "an interjection or sound",
    "informal": "informal, slang or a clipped form",
    "regional": "another region's spelling",
    "rare": "rare or technical; the sources do not know it as a word of the language",
    "form": "an inflected form people seldom write (its own frequency is low)",
    "genitive": "a noun's genitive, which the language's word games leave out (Swedish)",
}


@dataclasses.dataclass
class Analysis:
    lemmas: tuple[str, ...] = ()
    tags: frozenset[str] = frozenset()
    lemma: bool = False
    plural_of: str | None = None


class Settings:
    """A language's settings with their defaults."""

    def __init__(self, module):
        self.module = module

    def __getattr__(self, name):
        return getattr(self.module, name, DEFAULTS.get(name))


DEFAULTS = {
    # The zipf a word's family needs for the word to be required (None: the
    # script's THRESHOLDS).
    "THRESHOLD": None,
    # The zipf a start word needs of its own.
    "START_ZIPF": 3.0,
}


def load(language: str):
    """The language's module, or `default`."""
    here = pathlib.Path(__file__).resolve().parent / "lang"
    name = language if (here / f"{language}.py").exists() else "default"
    return importlib.import_module(f"lang.{name}")
