"""Polish (scripts/lib/lang/pl.py): what its docstring says of its examples."""
from tests.sample import LanguageSample


class Polish(LanguageSample):
    LANGUAGE = "pl"
    DICTIONARY = "pl_PL"
    WORDS = ["micro", "ray", "the", "odp", "ukr", "godz", "wszytko", "społeczno", "obr",
             "warszawa", "dyr", "ach", "parr", "hotel", "album", "nom", "nomy", "znal", "znał",
             "trzymasz", "robiącym", "drzwi", "kot", "koty", "hashtag"]

    def test_words_sgjp_does_not_know_that_english_uses_are_foreign(self):
        self.assertTags({"foreign"}, "micro", "ray", "the")

    def test_rare_words_english_uses_more_are_foreign(self):
        self.assertTags({"foreign"}, "parr")

    def test_common_loanwords_stay_polish(self):
        self.assertTags(set(), "hotel", "album", "hashtag")

    def test_abbreviations(self):
        self.assertTags({"abbreviation"}, "odp", "ukr", "godz")

    def test_names(self):
        self.assertTags({"name"}, "obr", "warszawa")

    def test_interjections(self):
        self.assertTags({"interjection"}, "ach")
        self.assertTagged("interjection", "dyr")

    def test_rare_words(self):
        self.assertTags({"rare"}, "wszytko", "społeczno", "nom")

    def test_a_word_with_a_mark_left_out_is_rare(self):
        self.assertTags({"rare"}, "znal")
        self.assertTags(set(), "znał")

    def test_seldom_written_forms(self):
        self.assertTags({"form"}, "robiącym")
        self.assertTags(set(), "trzymasz")

    def test_headwords_can_be_start_words(self):
        self.assertLemma(True, "drzwi", "kot")
        self.assertLemma(False, "koty", "trzymasz", "robiącym")

    def test_plurals_keep_to_their_singular(self):
        self.assertPlural("koty", "kot")
        self.assertPlural("kot", None)
        self.assertPlural("nomy", None)

    def test_lemmas(self):
        self.assertLemmas("koty", "kot")
        self.assertLemmas("trzymasz", "trzymać")
        self.assertLemmas("robiącym", "robić")
        self.assertLemmas("znał", "znać")
