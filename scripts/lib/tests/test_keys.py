"""Answer keys (scripts/lib/keys.py) count letters as the game does
(Sources/WordScrambleText/Text/LetterRules.swift)."""
import unittest

from keys import key


class Keys(unittest.TestCase):
    def test_german_sharp_s_is_two_letters(self):
        self.assertEqual(key("Fuß", "de"), "fuss")
        self.assertEqual(key("Äpfel", "de"), "äpfel", "German umlauts are letters")

    def test_accents_fold_where_the_language_plays_them_so(self):
        self.assertEqual(key("élevées", "fr"), "elevees")
        self.assertEqual(key("œil", "fr"), "oeil")
        self.assertEqual(key("perché", "it"), "perche")
        self.assertEqual(key("café", "nl"), "cafe")

    def test_letters_a_language_keeps(self):
        self.assertEqual(key("niño", "es"), "niño")
        self.assertEqual(key("canción", "es"), "cancion")
        self.assertEqual(key("coração", "pt"), "coraçao")
        self.assertEqual(key("idé", "sv"), "ide")
        self.assertEqual(key("påsk", "sv"), "påsk")
        self.assertEqual(key("Öl", "sv"), "öl")

    def test_russian_yo_is_ye(self):
        self.assertEqual(key("ёлка", "ru"), "елка")

    def test_other_languages_keep_every_letter(self):
        self.assertEqual(key("żółw", "pl"), "żółw")
        self.assertEqual(key("Straße", "en"), "straße")
