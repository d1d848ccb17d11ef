"""German (scripts/lib/lang/de.py): what its docstring says of its examples."""
from tests.sample import LanguageSample


class German(LanguageSample):
    LANGUAGE = "de"
    DICTIONARY = "de_DE"
    WORDS = ["Wien", "Lisa", "Hamburgs", "See", "Seen", "Bastard", "Bastarde", "ADAC",
             "GmbH", "Lkw", "Dietrich", "Koch", "umdrehen", "schön", "spannend", "rauchend",
             "gehörend", "zugelegt", "ging", "Hausboot", "Hausboote", "Boot", "Boote", "bzw",
             "usw", "Bochum", "Bochumer", "Berlin", "Berliner", "Hamburger", "Wagners",
             "Polen", "Bayern", "Gericht", "Gerichts"]

    def test_names(self):
        self.assertTags({"name"}, "Wien", "Lisa", "Hamburgs", "Dietrich", "Polen", "Bayern",
                        "Wagners", "Bochumer", "Berliner")

    def test_a_common_noun_besides_a_name_stays_an_answer(self):
        self.assertTags(set(), "Koch", "Hamburger", "Gericht", "Gerichts")

    def test_abbreviations(self):
        self.assertTags({"abbreviation"}, "ADAC", "GmbH", "Lkw", "bzw", "usw")

    def test_plurals_keep_to_their_singular(self):
        self.assertPlural("Seen", "See")
        self.assertPlural("Bastarde", "Bastard")
        self.assertPlural("Hausboote", "Hausboot")
        self.assertPlural("See", None)

    def test_dictionary_forms_can_be_start_words(self):
        self.assertLemma(True, "umdrehen", "schön", "spannend", "See", "Gericht", "Hausboot")
        self.assertLemma(False, "rauchend", "gehörend", "zugelegt", "ging", "Seen", "Gerichts",
                         "Koch", "Dietrich")

    def test_lemmas(self):
        self.assertLemmas("ging", "gehen")
        self.assertLemmas("Gerichts", "Gericht")
