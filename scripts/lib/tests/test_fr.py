"""French (scripts/lib/lang/fr.py): what its docstring says of its examples."""
from tests.sample import LanguageSample


class French(LanguageSample):
    LANGUAGE = "fr"
    DICTIONARY = "fr"
    WORDS = ["chevaux", "cheval", "quilles", "quille", "osier", "lubie", "buée", "paris",
             "pari", "ibn", "lebel", "zeptosecondes", "seconde", "sncf", "mme", "khz", "mbar",
             "km", "cf", "oct", "hab", "sino", "vitam", "visu", "néo", "tempi", "vau", "conf",
             "noua", "nouer", "mangeâmes", "manger", "eussions", "avoir", "fut", "fit", "dit",
             "modo", "grosso", "contrario", "pesto", "new", "girl", "senior", "stop", "issues",
             "issue", "hélas", "zut", "chut"]

    def test_everyday_words_stay_answers(self):
        self.assertTags(set(), "quille", "quilles", "osier", "lubie", "buée", "cheval",
                        "chevaux", "pari")

    def test_names(self):
        self.assertTags({"name"}, "paris", "lebel")
        self.assertTagged("name", "ibn")

    def test_abbreviations_units_and_titles(self):
        self.assertTags({"abbreviation"}, "mme", "km", "oct", "hab")
        self.assertTagged("abbreviation", "sncf", "khz", "mbar", "cf")

    def test_prefixes_locutions_and_rare_units(self):
        self.assertTags({"rare"}, "zeptosecondes", "vitam", "visu", "néo", "tempi", "vau",
                        "conf")
        self.assertTagged("rare", "sino")

    def test_literary_tenses_are_forms_unless_common(self):
        self.assertTags({"form"}, "noua", "mangeâmes", "eussions")
        self.assertTags(set(), "fut", "fit", "dit")

    def test_foreign_words(self):
        self.assertTagged("foreign", "modo", "grosso", "contrario")
        self.assertTags({"foreign"}, "new", "girl")

    def test_loans_and_forms_of_french_words_are_not_foreign(self):
        self.assertTags(set(), "pesto", "senior", "stop", "issues")

    def test_common_interjections_stay(self):
        self.assertTags(set(), "hélas", "zut", "chut")

    def test_plurals_keep_to_their_singular(self):
        self.assertPlural("chevaux", "cheval")
        self.assertPlural("quilles", "quille")
        self.assertPlural("paris", "pari")
        self.assertPlural("cheval", None)
        self.assertPlural("quille", None)

    def test_dictionary_forms_can_be_start_words(self):
        self.assertLemma(True, "cheval", "quille", "pari", "osier", "lubie", "buée", "nouer",
                         "manger", "avoir")
        self.assertLemma(False, "chevaux", "quilles", "paris", "ibn", "noua", "mangeâmes",
                         "eussions")

    def test_lemmas(self):
        self.assertLemmas("chevaux", "cheval")
        self.assertLemmas("quilles", "quille")
        self.assertLemmas("noua", "nouer")
        self.assertLemmas("mangeâmes", "manger")
        self.assertLemmas("eussions", "avoir")
        self.assertLemmas("tempi", "tempo")
