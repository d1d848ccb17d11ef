"""English (scripts/lib/lang/en.py): what its docstring says of its examples."""
from tests.sample import LanguageSample


class English(LanguageSample):
    LANGUAGE = "en"
    DICTIONARY = "en_US"
    WORDS = ["milos", "anil", "costa", "charlie", "charlies", "sola", "tali", "nth", "decd",
             "recd", "proc", "inst", "conc", "app", "apps", "uni", "unis", "pic", "pics", "hmm",
             "gonna", "kinda", "kor", "kors", "hin", "hins", "raper", "rapper", "earing",
             "earring", "taler", "gater", "mol", "mols", "niter", "varlet", "naiad", "nigra",
             "yest", "admitted", "balanced"]

    def test_names(self):
        self.assertTags({"name"}, "milos", "anil", "costa", "charlie", "charlies")

    def test_rare_words_more_frequent_in_another_language_are_foreign(self):
        self.assertTags({"foreign"}, "tali")
        self.assertTagged("foreign", "sola")

    def test_abbreviations(self):
        self.assertTags({"abbreviation"}, "nth")
        self.assertTagged("abbreviation", "decd", "recd", "proc", "inst", "conc")

    def test_clippings_are_words(self):
        self.assertTags(set(), "app", "uni", "pic", "apps", "unis", "pics")

    def test_sounds_are_interjections(self):
        self.assertTagged("interjection", "hmm")
        self.assertNotIn("abbreviation", self.analysis["hmm"].tags)

    def test_informal(self):
        self.assertTags({"informal"}, "gonna", "kinda")

    def test_rare(self):
        self.assertTags({"rare"}, "kor", "hin", "kors", "hins", "raper", "earing", "taler",
                        "gater", "mols", "niter", "varlet", "naiad", "nigra", "yest")

    def test_plurals_keep_to_their_singular(self):
        self.assertPlural("apps", "app")
        self.assertPlural("pics", "pic")
        self.assertPlural("unis", "uni")
        self.assertPlural("kors", "kor")
        self.assertPlural("hins", "hin")
        self.assertPlural("charlies", "charlie")
        self.assertPlural("app", None)

    def test_dictionary_forms_can_be_start_words(self):
        self.assertLemma(True, "balanced", "app", "pic")
        self.assertLemma(False, "admitted", "apps", "pics", "unis", "kors", "hins")

    def test_lemmas(self):
        self.assertLemmas("admitted", "admit")
        self.assertLemmas("apps", "app")
