"""Word frequencies from PyPI's `wordfreq` (code Apache-2.0, data CC BY-SA 4.0;
see Resources/tiers/WORDFREQ-LICENSE.txt), as zipf values: log10 of a word's
frequency per billion words (`the` is about 7.7, a word seen once in a million
words 3, once in a hundred million 1; 0 for a word wordfreq does not list).

Used by the generating scripts only, never at run time.
"""
import math
import unicodedata

import wordfreq

_tables: dict[str, dict[str, float]] = {}


def table(language: str) -> dict[str, float]:
    """Every word wordfreq lists for `language`, with its zipf value (its
    `large` list where there is one, else `small`)."""
    if language not in _tables:
        size = "large" if language in wordfreq.available_languages("large") else "small"
        frequencies = wordfreq.get_frequency_dict(language, size)
        _tables[language] = {word: round(math.log10(f) + 9, 2) for word, f in frequencies.items()
                             if f > 0}
    return _tables[language]


def zipf(word: str, language: str) -> float:
    """The zipf value of `word` (any case) in `language`; 0 when unlisted."""
    key = unicodedata.normalize("NFC", word.lower())
    if language == "de":
        key = key.replace("ß", "ss")  # wordfreq lists German ß as ss (`strasse`)
    return table(language).get(key, 0.0)
