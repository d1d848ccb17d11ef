"""Helpers the generating scripts share: a dictionary's full word list (as
`wordgame` lists and caches it) and Hunspell's stems of words.

Both run Debian's programs: the built `wordgame` (swift build -c release) and
`hunspell` (Debian package `hunspell`) with the system dictionaries.
"""
import hashlib
import json
import os
import pathlib
import subprocess
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
WORDGAME = ROOT / ".build" / "release" / "wordgame"


def _kept(name: str):
    """A file in $WORDLIST_CACHE (a folder to keep lists in between runs), or None."""
    folder = os.environ.get("WORDLIST_CACHE")
    return pathlib.Path(folder) / name if folder else None


def full_list(dictionary: str) -> list[str]:
    """Every word of the dictionary, from the word list `wordgame` caches:
    letters only, lowercase (capitalized where the language capitalizes
    nouns), words made only by compounding left out."""
    kept = _kept(dictionary + ".txt")
    if kept and kept.exists():
        return [w for w in kept.read_text(encoding="utf-8").split("\n") if w]
    words = _built_list(dictionary)
    if kept:
        kept.write_text("\n".join(words) + "\n", encoding="utf-8")
    return words


def unsuggested(dictionary: str) -> set[str]:
    """The words the dictionary marks never to suggest (NOSUGGEST), as
    `wordgame` lists them."""
    kept = _kept(dictionary + ".unsuggested.txt")
    if kept and kept.exists():
        return {w for w in kept.read_text(encoding="utf-8").split("\n") if w}
    lines = _lexicon_lines(dictionary)
    fields = _counts(lines)
    start = 4 + int(fields["forbidden"])
    words = {line.decode() for line in lines[start:start + int(fields["unsuggested"])] if line}
    if kept:
        kept.write_text("\n".join(sorted(words)) + "\n", encoding="utf-8")
    return words


def _counts(lines: list[bytes]) -> dict[str, str]:
    counts = lines[3].decode().split()
    return dict(zip(counts[0::2], counts[1::2]))


def _lexicon_lines(dictionary: str) -> list[bytes]:
    with tempfile.TemporaryDirectory() as cache:
        subprocess.run([str(WORDGAME), "solve", "--dict", dictionary, "--roots", "-"],
                       input="zzzz\n", capture_output=True, text=True,
                       env={"XDG_CACHE_HOME": cache, "PATH": "/usr/bin:/bin"})
        files = [f for f in (pathlib.Path(cache) / "wordgame").iterdir()
                 if f.name.startswith("lexicon-") and not f.name.endswith("-marks.txt")]
        return files[0].read_bytes().split(b"\n")


def _built_list(dictionary: str) -> list[str]:
    lines = _lexicon_lines(dictionary)
    # lines: format, seal, completeness, counts, the marks' lines, respellings, keys, words.
    fields = _counts(lines)
    skip = sum(int(fields[name]) for name in
               ("forbidden", "unsuggested", "headwords", "abbreviations", "respellings"))
    rest = b"\n".join(lines[4 + skip:])
    rest = rest[int(fields["keys"]):]
    return [line.decode() for line in rest.split(b"\n") if line]


def stems(dictionary: str, words: list[str]) -> dict[str, set[str]]:
    """Hunspell's stems of each word (`hunspell -s`), lowercase; a word
    Hunspell does not analyse has none."""
    digest = hashlib.sha256("\n".join(words).encode()).hexdigest()[:16]
    kept = _kept(f"{dictionary}.{digest}.stems.json")
    if kept and kept.exists():
        return {w: set(s) for w, s in json.loads(kept.read_text(encoding="utf-8")).items()}
    out = subprocess.run(["hunspell", "-d", dictionary, "-s"], input="\n".join(words) + "\n",
                         capture_output=True, text=True, check=True).stdout
    result: dict[str, set[str]] = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2:
            result.setdefault(parts[0], set()).add(parts[1].lower())
    if kept:
        kept.write_text(json.dumps({w: sorted(s) for w, s in result.items()}), encoding="utf-8")
    return result
