"""Dashavatara Ganjifa's rule texts, keyed by rule id (English; more languages are more mappings)."""
from ..core import RuleCatalog

CATALOG = RuleCatalog("ganjifa", {"en": {
    "ganjifa.objective": (
        "Objective",
        "Three independent players compete for captured cards. Every captured card scores one "
        "point; numbers and courts give nothing extra. The 120 points are all shared out."),
    "ganjifa.deal": (
        "The deal",
        "All 120 cards — ten avatar suits of 1 to 10, Mantri (minister) and Raja (king) — are "
        "dealt in packets of four, counter-clockwise: 40 cards to each player."),
    "ganjifa.day-night": (
        "Day or night",
        "Before the deal, day or night is chosen and stays fixed for the deal. By day Rama is "
        "the trump suit; by night Krishna is."),
    "ganjifa.opening-lead": (
        "The opening lead",
        "Whoever holds the Raja of the trump suit leads it, alone, to the first trick. No Dukal "
        "may open the deal."),
    "ganjifa.rank": (
        "Two rank orders",
        "In the first five suits (Matsya, Kurma, Varaha, Narasimha, Vamana) the order is Raja > "
        "Mantri > 1 > 2 > ... > 10. In the last five (Parashurama, Rama, Krishna, Buddha, Kalki) "
        "it is Raja > Mantri > 10 > 9 > ... > 1."),
    "ganjifa.follow": (
        "Follow suit",
        "Each player plays one card to a trick, in turn, counter-clockwise. If you hold a card "
        "of the suit that was led, you must play one."),
    "ganjifa.void": (
        "When you can't follow",
        "With no card of the led suit you must play a trump, or a card of the first suit after "
        "the led suit in avatar order that you hold (the order wraps from Kalki to Matsya)."),
    "ganjifa.trick-winner": (
        "Who wins the trick",
        "The highest trump played wins the trick; if no trump was played, the highest card of "
        "the led suit wins. Cards of other suits never win."),
    "ganjifa.capture": (
        "Capture",
        "The trick's winner captures its cards and leads the next trick."),
    "ganjifa.dukal": (
        "Dukal",
        "When leading (never to the first trick) you may lead a Dukal instead: the Raja, the "
        "Mantri and at least three numbers in an unbroken run, all of one suit. It wins at once: "
        "each opponent discards as many cards as the Dukal has, any cards they like, and the "
        "leader captures them all with the Dukal and leads again. A Dukal may not be larger than "
        "any player's remaining hand."),
    "ganjifa.end": (
        "The end",
        "When all hands are played out, each player scores the cards they captured (120 in "
        "all). The highest score wins; players tied for highest share the win."),
}})
