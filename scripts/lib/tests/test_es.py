"""Spanish (scripts/lib/lang/es.py): what its docstring says of its examples."""
from tests.sample import LanguageSample


class Spanish(LanguageSample):
    LANGUAGE = "es"
    DICTIONARY = "es_ES"
    WORDS = ["garcía", "japón", "maría", "bernardo", "parís", "león", "república", "estados",
             "estado", "unidos", "unido", "susana", "goya", "perú", "perús", "clavarle",
             "llámanos", "léanlo", "hacerlo", "sto", "sta", "sr", "vol", "núm", "mouse",
             "bonus", "dudéis", "orinaba", "encantas", "pensá", "pensar", "tenés", "tener",
             "centrado", "centrada", "fuésemos", "gobierna", "aquellos", "aquel", "amateurs",
             "amateur", "casa", "casas", "lápiz", "lápices", "canción", "canciones", "caí",
             "caís", "tan"]

    def test_names(self):
        self.assertTags({"name"}, "garcía", "japón", "maría", "bernardo", "parís", "susana",
                        "goya")

    def test_the_plural_of_a_name_is_a_name(self):
        self.assertTags({"name"}, "perú", "perús")
        self.assertPlural("perús", "perú")
        self.assertLemma(False, "perús")

    def test_indexed_words_and_forms_of_common_words_are_not_names(self):
        self.assertTags(set(), "león", "república", "estados", "unidos")

    def test_clitic_verb_forms_nobody_writes(self):
        self.assertTags({"form"}, "clavarle", "llámanos", "léanlo")
        self.assertTags(set(), "hacerlo")

    def test_abbreviations(self):
        self.assertTags({"abbreviation"}, "sto", "sta", "sr", "vol", "núm")

    def test_foreign(self):
        self.assertTags({"foreign"}, "mouse", "bonus")

    def test_rare_verb_forms(self):
        self.assertTags({"form"}, "dudéis", "orinaba", "encantas")

    def test_voseo_is_regional(self):
        self.assertTagged("regional", "pensá")
        self.assertTags({"regional"}, "tenés")
        self.assertTags(set(), "pensar", "tener")

    def test_plain_words_the_lemma_sources_lack(self):
        self.assertTags(set(), "tan")

    def test_plurals_keep_to_their_singular(self):
        self.assertPlural("casas", "casa")
        self.assertPlural("lápices", "lápiz")
        self.assertPlural("canciones", "canción")
        self.assertPlural("casa", None)

    def test_a_plural_nobody_writes_of_a_verb_form_stands_alone(self):
        self.assertPlural("caís", None)

    def test_headwords_can_be_start_words(self):
        self.assertLemma(True, "casa", "lápiz", "canción", "centrado", "pensar", "tener",
                         "tan", "león")
        self.assertLemma(False, "centrada", "fuésemos", "gobierna", "aquellos", "amateurs",
                         "casas", "lápices", "canciones", "garcía", "sto", "mouse", "dudéis",
                         "tenés")

    def test_lemmas(self):
        self.assertLemmas("casas", "casa")
        self.assertLemmas("lápices", "lápiz")
        self.assertLemmas("canciones", "canción")
        self.assertLemmas("centrada", "centrado")
        self.assertLemmas("gobierna", "gobernar")
        self.assertLemmas("tenés", "tener")
        self.assertLemmas("llámanos", "llamar")
