"""A language without sources of its own: Hunspell's stems as lemmas, no tags,
and every word taken as a possible headword."""
from tagging import Analysis


def analyse(words: list[str], stems: dict[str, set[str]]) -> dict[str, Analysis]:
    return {w: Analysis(lemmas=tuple(sorted(stems.get(w, ()))),
                        lemma=not stems.get(w) or w.lower() in stems[w]) for w in words}
