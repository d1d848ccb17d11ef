"""Italian (scripts/lib/lang/it.py): what its docstring says of its examples."""
from tests.sample import LanguageSample


class Italian(LanguageSample):
    LANGUAGE = "it"
    DICTIONARY = "it_IT"
    WORDS = ["roma", "mario", "giacomo", "cesare", "libia", "mao", "fiorella", "pdf", "kg",
             "mq", "souvenir", "cliché", "senior", "stop", "atterrò", "amerai", "traeva",
             "agirà", "abolì", "ilo", "umo", "cambiato", "scelgono", "stato", "protetta",
             "tagliata", "manterrà", "adagi", "adagio", "afidi", "afide", "acini", "acino"]

    def test_names(self):
        self.assertTags({"name"}, "roma", "mario", "giacomo", "cesare", "libia", "mao",
                        "fiorella")

    def test_abbreviations(self):
        self.assertTags({"abbreviation"}, "pdf", "kg")
        self.assertTagged("abbreviation", "mq")

    def test_foreign_words(self):
        self.assertTags({"foreign"}, "souvenir", "cliché")

    def test_english_words_italian_uses_stay_answers(self):
        self.assertTags(set(), "senior", "stop")

    def test_rare_verb_forms(self):
        self.assertTags({"form"}, "atterrò", "amerai", "traeva", "agirà", "abolì")

    def test_short_rare_words(self):
        self.assertTags({"rare"}, "ilo", "umo")

    def test_dictionary_forms_can_be_start_words(self):
        self.assertLemma(True, "stato", "adagio", "acino")
        self.assertLemma(False, "cambiato", "scelgono", "protetta", "tagliata", "manterrà",
                         "atterrò", "adagi", "acini")

    def test_plurals_keep_to_their_singular(self):
        self.assertPlural("adagi", "adagio")
        self.assertPlural("afidi", "afide")
        self.assertPlural("acini", "acino")
        self.assertPlural("acino", None)

    def test_lemmas(self):
        self.assertLemmas("cambiato", "cambiare")
        self.assertLemmas("scelgono", "scegliere")
        self.assertLemmas("traeva", "trarre")
        self.assertLemmas("agirà", "agire")
        self.assertLemmas("protetta", "protetto")
