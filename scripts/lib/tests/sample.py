"""What the generator's tests share: a language's analysis of a pinned sample
of words, as scripts/make-required-lists asks for it (the words with their
Hunspell stems, from the installed dictionary)."""
from __future__ import annotations

import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

import dictionary_words  # noqa: E402
import tagging  # noqa: E402


def analyse(language: str, dictionary: str, words: list[str]) -> dict[str, tagging.Analysis]:
    """`language`'s analysis of `words` (a sample of `dictionary`'s list,
    written as wordgame lists them: lowercase, German nouns capitalized)."""
    stems = dictionary_words.stems(dictionary, words)
    return tagging.load(language).analyse(list(words), stems)


class LanguageSample(unittest.TestCase):
    """A language's pinned sample: subclasses set LANGUAGE, DICTIONARY and
    WORDS (every word the expectations name, with the words the analysis
    needs beside them, as a plural needs its singular), and assert on
    `self.analysis`, computed once."""

    LANGUAGE = ""
    DICTIONARY = ""
    WORDS: list[str] = []
    _analyses: dict[str, dict[str, tagging.Analysis]] = {}

    @property
    def analysis(self) -> dict[str, tagging.Analysis]:
        key = self.__class__.__name__
        if key not in self._analyses:
            self._analyses[key] = analyse(self.LANGUAGE, self.DICTIONARY, self.WORDS)
        return self._analyses[key]

    def assertTags(self, tags: set[str], *words: str) -> None:
        """Each of `words` has exactly `tags`."""
        for word in words:
            with self.subTest(word=word):
                self.assertEqual(set(self.analysis[word].tags), tags, word)

    def assertTagged(self, tag: str, *words: str) -> None:
        """Each of `words` has `tag`, among others the docstring does not rule out."""
        for word in words:
            with self.subTest(word=word):
                self.assertIn(tag, self.analysis[word].tags, word)

    def assertLemma(self, is_lemma: bool, *words: str) -> None:
        """Each of `words` is (or is not) a dictionary form, a possible start word."""
        for word in words:
            with self.subTest(word=word):
                self.assertEqual(self.analysis[word].lemma, is_lemma, word)

    def assertPlural(self, plural: str, of: str | None) -> None:
        """`plural` is the regular plural of `of` (None: of nothing)."""
        self.assertEqual(self.analysis[plural].plural_of, of, plural)

    def assertLemmas(self, word: str, *lemmas: str) -> None:
        """`word`'s lemmas include each of `lemmas`."""
        for lemma in lemmas:
            with self.subTest(word=word, lemma=lemma):
                self.assertIn(lemma, self.analysis[word].lemmas, word)
