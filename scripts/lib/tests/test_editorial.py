"""The editors' decisions (scripts/editorial/decisions) and the committed
lists they decide: every file reads, and the lists keep every decision."""
import pathlib
import unittest

import editorial

ROOT = pathlib.Path(__file__).resolve().parents[3]
TIERS = ROOT / "Resources" / "tiers"
NOT_REQUIRED = {"bonus", "sensitive", "vulgar", "blocked"}


def words(path: pathlib.Path) -> set[str]:
    """A committed list's words (its comment lines left out)."""
    return {line for line in path.read_text(encoding="utf-8").splitlines()
            if line and not line.startswith("#")}


def required(name: str) -> set[str]:
    path = TIERS / ("en_US.required.txt" if name == "en_US" else f"required/{name}.txt")
    return words(path)


class Decisions(unittest.TestCase):
    names = sorted(p.stem for p in editorial.HERE.glob("*.tsv"))

    def test_every_file_reads(self):
        self.assertGreaterEqual(len(self.names), 11)
        for name in self.names:
            with self.subTest(name=name):
                self.assertTrue(editorial.read(editorial.path(name)), name)

    def test_a_malformed_line_is_an_error(self):
        file = ROOT / ".build" / "malformed-decisions.tsv"
        file.parent.mkdir(exist_ok=True)
        file.write_text("Haus\tkeep\nMaus\tmaybe\n", encoding="utf-8")
        with self.assertRaisesRegex(ValueError, "malformed-decisions.tsv:2"):
            editorial.read(file)
        file.unlink()

    def test_no_word_the_editors_left_out_is_required(self):
        for name in self.names:
            decided = editorial.load(name)
            out = {w for w, d in decided.items() if d.decision in NOT_REQUIRED}
            with self.subTest(name=name):
                self.assertEqual(sorted(out & required(name))[:10], [], name)

    def test_british_english_reads_the_american_decisions_but_regional_ones(self):
        american = editorial.read(editorial.path("en_US"))
        british = editorial.load("en_GB")
        own = editorial.read(editorial.path("en_GB"))
        for word, decision in american.items():
            if word in own:
                continue
            with self.subTest(word=word):
                if decision.cls == "regional":
                    self.assertNotIn(word, british)
                else:
                    self.assertEqual(british[word], decision)

    def test_only_required_decisions_allow_start_words(self):
        self.assertTrue(editorial.Decision("keep").start)
        self.assertTrue(editorial.Decision("promote").start)
        self.assertFalse(editorial.Decision("nostart").start)
        self.assertTrue(editorial.Decision("nostart").required)
        self.assertFalse(editorial.Decision("sensitive").required)
