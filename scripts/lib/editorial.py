"""The editors' decisions (scripts/editorial/decisions/NAME.tsv): every word a
round can ask for, read by a native-speaker editor and decided. A line is
`WORD<TAB>DECISION<TAB>CLASS<TAB>NOTE[<TAB>LEMMA]` (class and note where the
decision is not the default; LEMMA where the sources give the word a wrong
lemma, which `wordgame why` then names instead: Russian `режу`, `резать`).
The generator (scripts/make-required-lists) applies them after its own rules,
so a decision always has the last word:

- keep: required (a start word stays one); promote: a bonus word made required;
- bonus: accepted, never required, never a start word;
- sensitive: as bonus, and named in `wordgame why` as the editor's choice;
- vulgar: blocked unless the player allows vulgar words (scripts/make-blocked-lists);
- blocked: never accepted (a slur);
- nostart: required, but never a start word (a participle, a form, a name).

en_GB reads en_US's decisions too (its own file holds only its words the
American list lacks, and wins), less the American editor's calls on British
words (class `regional`).
"""
import dataclasses
import pathlib

HERE = pathlib.Path(__file__).resolve().parent.parent / "editorial" / "decisions"
DECISIONS = ("keep", "promote", "bonus", "sensitive", "vulgar", "blocked", "nostart")
REQUIRED = {"keep", "promote", "nostart"}
CLASSES = ("name", "abbreviation", "foreign", "archaic", "regional", "slang", "interjection",
           "technical", "obscure", "form nobody types", "genitive", "sensitive", "vulgar", "slur",
           "not a headword", "everyday", "")
# Where a list reads another's decisions first.
INHERITS = {"en_GB": "en_US"}


@dataclasses.dataclass(frozen=True)
class Decision:
    decision: str
    cls: str = ""
    note: str = ""
    lemma: str = ""

    @property
    def required(self) -> bool:
        return self.decision in REQUIRED

    @property
    def start(self) -> bool:
        """Whether the word may be a start word."""
        return self.decision == "keep" or self.decision == "promote"


def path(name: str) -> pathlib.Path:
    return HERE / f"{name}.tsv"


def read(file: pathlib.Path) -> dict[str, Decision]:
    """The decisions of one file; raises ValueError on a malformed line."""
    result: dict[str, Decision] = {}
    if not file.exists():
        return result
    for number, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        decision = Decision(*[f.strip() for f in fields[1:5]])
        if decision.decision not in DECISIONS or decision.cls not in CLASSES:
            raise ValueError(f"{file}:{number}: unknown decision or class: {line!r}")
        result[fields[0]] = decision
    return result


def load(name: str) -> dict[str, Decision]:
    """The decisions that apply to the list `name` (en_US, de…)."""
    decisions: dict[str, Decision] = {}
    parent = INHERITS.get(name)
    if parent:
        decisions = {w: d for w, d in load(parent).items() if d.cls != "regional"}
    decisions.update(read(path(name)))
    return decisions
