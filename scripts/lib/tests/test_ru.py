"""Russian (scripts/lib/lang/ru.py): what its docstring says of its examples."""
from tests.sample import LanguageSample


class Russian(LanguageSample):
    LANGUAGE = "ru"
    DICTIONARY = "ru_RU"
    WORDS = ["ежик", "ёжик", "сати", "петров", "варя", "лора", "калифорнии", "вера", "лев",
             "роман", "мороз", "доп", "отв", "тов", "кво", "лор", "лоры", "ах", "ой", "комп",
             "сука", "суки", "сук", "пикник", "пикники", "пикников", "пикника", "подать",
             "подал", "подали", "поданных", "поданным", "соя", "сои", "сое", "пир", "пира",
             "пиры", "пире", "паяц", "паяца", "паяцы", "ящур", "ящура", "изабелла", "камчатка",
             "линкольн", "народный", "народной", "пион", "пионы", "человек", "люди", "быль",
             "были", "быть", "песик", "пёсик", "пёсики", "песики", "аэрофлот", "иже"]

    def test_names(self):
        self.assertTags({"name"}, "сати", "петров", "варя", "лора", "калифорнии", "линкольн",
                        "аэрофлот")

    def test_a_common_headword_besides_a_name_is_no_name(self):
        self.assertTags(set(), "вера", "лев", "роман", "мороз")

    def test_abbreviations(self):
        self.assertTags({"abbreviation"}, "доп", "отв", "тов", "кво", "лор", "лоры")

    def test_interjections_and_informal_words(self):
        self.assertTags({"interjection"}, "ах", "ой")
        self.assertTags({"informal"}, "комп", "сука", "суки")
        self.assertTags(set(), "сук")

    def test_seldom_written_forms(self):
        self.assertTags({"form"}, "пикников", "поданным", "сое", "пире")

    def test_rare_words(self):
        self.assertTags({"rare"}, "паяц", "ящур", "иже")

    def test_nouns_in_their_dictionary_form_can_be_start_words(self):
        self.assertLemma(True, "пион", "пикник", "человек", "быль", "соя", "ежик", "ёжик")
        self.assertLemma(False, "изабелла", "камчатка", "линкольн", "поданным", "пикников",
                         "народной", "пионы")

    def test_plurals_keep_to_their_singular(self):
        self.assertPlural("пионы", "пион")
        self.assertPlural("пикники", "пикник")
        self.assertPlural("лоры", "лор")
        self.assertPlural("люди", None)
        self.assertPlural("были", None)
        self.assertPlural("пион", None)
        # A nominative plural is no seldom-written form.
        self.assertTags(set(), "пионы", "пикники")

    def test_a_plural_pairs_with_the_spelling_the_lists_keep(self):
        self.assertPlural("пёсики", "песик")

    def test_lemmas_are_spelled_with_yo(self):
        self.assertLemmas("ежик", "ёжик")
        self.assertLemmas("ёжик", "ёжик")
        self.assertLemmas("пикников", "пикник")
        self.assertLemmas("люди", "человек")
