"""Exacto's rule texts, keyed by rule id (English; a further language is one more mapping)."""
from ..core import RuleCatalog

CATALOG = RuleCatalog("exacto", {"en": {
    "exacto.roll": (
        "Roll",
        "Every round starts with every mage who still has dice rolling all of them under "
        "their cup. You see only your own dice."),
    "exacto.opening-bid": (
        "The opening bid",
        "The starting mage must bid a quantity and a face from 2 to 6: \"under all cups there "
        "are at least this many dice showing this face\". Nobody may call before the first bid, "
        "and no bid may be for more dice than are on the table."),
    "exacto.wild-ones": (
        "Ones are wild",
        "When the dice are counted, every 1 counts toward the face that was bid. Ones "
        "themselves cannot be bid (variant: Perudo's rule lets you bid ones — switching to ones "
        "needs at least half the quantity, rounded up; switching back needs double plus one)."),
    "exacto.raise": (
        "Raise, LIAR or EXACTO",
        "On your turn you raise, call LIAR or call EXACTO. A raise is the same quantity of a "
        "higher face (five 2s -> five 3s) or a higher quantity of the same or a higher face "
        "(five 2s -> six 2s or six 4s). Variant perudo: any higher quantity, of any face. "
        "Mages who are out are skipped."),
    "exacto.liar": (
        "LIAR",
        "Calling LIAR ends the round. All cups are lifted and the dice showing the bid face "
        "plus all ones are counted. If there are at least as many as bid, the caller loses a "
        "die; otherwise the bidder loses a die."),
    "exacto.exacto": (
        "EXACTO",
        "Calling EXACTO ends the round the same way. If the count equals the bid exactly, the "
        "caller gains a die and the bidder loses one; otherwise the caller loses a die. Nobody "
        "holds more than 5 dice: a caller who already has 5 gains nothing."),
    "exacto.elimination": (
        "Out of the game",
        "A mage with no dice left is out of the game."),
    "exacto.next-round": (
        "Who starts next",
        "The mage who lost a die starts the next round; if that mage is out, the next mage in "
        "seat order who still has dice starts."),
    "exacto.winner": (
        "The winner",
        "The game ends when only one mage has dice left: that mage wins."),
}})
