"""Answer keys as the game counts letters (Sources/WordScrambleText/Text/
LetterRules.swift): lowercase, and in French, Spanish, Italian, Portuguese,
Dutch, Catalan and Swedish accents folded (Spanish keeps ñ, Portuguese and
Catalan ç, Swedish å, ä and ö), German ß = ss, Russian ё = е. The scripts
use keys to count a start word's answers and a key's length."""
import unicodedata

ACCENTS = {"fr", "es", "it", "pt", "nl", "ca", "sv"}
KEPT = {"es": {"ñ"}, "pt": {"ç"}, "ca": {"ç"}, "sv": {"å", "ä", "ö"}}
LIGATURES = {"œ": "oe", "æ": "ae", "ĳ": "ij"}


def key(word: str, language: str) -> str:
    word = unicodedata.normalize("NFC", word.lower())
    if language == "de":
        return word.replace("ß", "ss")
    if language in ("ru", "uk", "be"):
        return word.replace("ё", "е")
    if language not in ACCENTS:
        return word
    out = []
    for character in word:
        if character in KEPT.get(language, ()):
            out.append(character)
        elif character in LIGATURES:
            out.append(LIGATURES[character])
        else:
            base = unicodedata.normalize("NFD", character)[0]
            out.append(base if base.isascii() else character)
    return "".join(out)
