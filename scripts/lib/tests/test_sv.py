"""Swedish (scripts/lib/lang/sv.py): what its docstring says of its examples."""
from tests.sample import LanguageSample


class Swedish(LanguageSample):
    LANGUAGE = "sv"
    DICTIONARY = "sv_SE"
    WORDS = ["ggr", "tfn", "ca", "circa", "kr", "krona", "nr", "nummer", "ps", "dna", "bnp",
             "usb", "html", "superettan", "ryan", "rya", "holmes", "holme", "alf", "olle",
             "valborg", "twitter", "babe", "skitjobb", "jobb", "haha", "sååå", "hen", "ajvar",
             "bilens", "bil", "bilen", "lärares", "lärare", "läraren", "els", "el", "elen",
             "hoppas", "hoppa", "lyckas", "lycka", "rättvisa", "intervju", "besluten",
             "katter", "katt", "katten", "timmar", "timme", "timmen", "äpplen", "äpple",
             "äpplet"]

    def test_abbreviations(self):
        # without a vowel, one of ABBREVIATIONS, a contraction of its lemma,
        # written only in capitals
        self.assertTags({"abbreviation"}, "ggr", "tfn", "ca", "kr", "nr", "dna", "bnp")
        # flagged `r` (html and usb are also about as frequent in English)
        self.assertTagged("abbreviation", "ps", "usb", "html")

    def test_names(self):
        self.assertTags({"name"}, "superettan", "ryan", "holmes", "alf", "olle", "valborg")

    def test_foreign_words(self):
        self.assertTags({"foreign"}, "twitter", "babe")

    def test_informal_skit_compounds(self):
        self.assertTags({"informal"}, "skitjobb")
        self.assertTags(set(), "jobb")

    def test_interjections(self):
        self.assertTags({"interjection"}, "haha", "sååå")

    def test_words_never_suggested_are_rare_but_the_suggested_ones(self):
        self.assertTags({"rare"}, "ajvar")
        self.assertTags(set(), "hen")
        self.assertLemma(True, "hen")

    def test_genitives(self):
        self.assertTags({"genitive"}, "bilens", "lärares", "els")
        self.assertTags(set(), "bil", "bilen", "lärare", "el")

    def test_verbs_in_s_are_not_genitives(self):
        self.assertTags(set(), "hoppas", "lyckas")

    def test_regular_plurals_keep_to_their_singular(self):
        self.assertPlural("katter", "katt")
        self.assertPlural("timmar", "timme")
        self.assertPlural("äpplen", "äpple")
        self.assertPlural("katt", None)
        self.assertPlural("äpple", None)

    def test_headwords_can_be_start_words(self):
        self.assertLemma(True, "rättvisa", "intervju", "besluten", "rya", "bil", "lärare", "el",
                         "katt", "timme", "äpple", "krona", "circa", "nummer")
        self.assertLemma(False, "katter", "timmar", "äpplen", "bilen", "katten", "äpplet",
                         "bilens", "lärares", "els", "ggr", "ca", "kr", "ryan", "holmes",
                         "alf", "twitter", "skitjobb", "haha", "ajvar")

    def test_lemmas(self):
        self.assertLemmas("ryan", "rya")
        self.assertLemmas("holmes", "holme")
        self.assertLemmas("kr", "krona")
        self.assertLemmas("bilens", "bil")
        self.assertLemmas("lärares", "lärare")
        self.assertLemmas("els", "el")
        self.assertLemmas("katter", "katt")
        self.assertLemmas("timmar", "timme")
        self.assertLemmas("äpplen", "äpple")
