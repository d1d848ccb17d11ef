"""Dutch (scripts/lib/lang/nl.py): what its docstring says of its examples."""
from tests.sample import LanguageSample


class Dutch(LanguageSample):
    LANGUAGE = "nl"
    DICTIONARY = "nl"
    WORDS = ["rvs", "bnp", "pdf", "ivf", "lto", "havo", "gps", "noël", "nero", "the", "jeune",
             "gamer", "login", "vitae", "dát", "katten", "kat", "huizen", "huis", "mooie", "mooi",
             "verdwijn", "verdwijnen", "jongeren", "jong", "haha", "oh", "oei", "piet", "jan"]

    def test_abbreviations(self):
        self.assertTags({"abbreviation"}, "rvs", "ivf", "lto", "havo")
        self.assertTagged("abbreviation", "bnp", "pdf", "gps")

    def test_names(self):
        self.assertTags({"name"}, "nero")
        self.assertTagged("name", "noël")

    def test_words_that_are_words_too_are_no_names(self):
        self.assertTags(set(), "piet")
        self.assertTags({"abbreviation"}, "jan")

    def test_foreign_words(self):
        self.assertTags({"foreign"}, "gamer", "login", "jeune", "vitae")
        self.assertTagged("foreign", "the")

    def test_interjections_are_neither_foreign_nor_names(self):
        self.assertTags({"interjection"}, "haha", "oh", "oei")

    def test_words_never_suggested_are_rare(self):
        self.assertTags({"rare"}, "dát")

    def test_plurals_keep_to_their_singular(self):
        self.assertPlural("katten", "kat")
        self.assertPlural("huizen", "huis")
        self.assertPlural("kat", None)
        self.assertPlural("huis", None)

    def test_headwords_can_be_start_words(self):
        self.assertLemma(True, "kat", "huis", "mooi", "verdwijnen", "jong")
        self.assertLemma(False, "katten", "huizen", "mooie", "verdwijn", "jongeren")

    def test_tagged_words_are_no_start_words(self):
        self.assertLemma(False, "rvs", "havo", "nero", "gamer", "jeune", "haha", "dát")

    def test_lemmas(self):
        self.assertLemmas("katten", "kat")
        self.assertLemmas("huizen", "huis")
        self.assertLemmas("mooie", "mooi")
        self.assertLemmas("verdwijn", "verdwijnen")
