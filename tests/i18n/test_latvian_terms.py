"""Latvian terms that drifted (the 2026-12-01 audit): one word and one form for one thing.

* a card suit, "masts", is feminine ("šīs masts", "sekot mastij"): "masta", "mastam" and
  "mastā" are a ship's mast; the trump suit is "trumpju masts";
* a deal is "partija" ("dalījums" is arithmetic's quotient; a bot's imagined distribution of
  the unseen cards is a "sadalījums");
* the game is "Siggil" (the seed's title; "sigils" is the layout), and taking another player's
  spirit is "sagūstīt" as in the seed and the log, not "nozagt";
* quotation marks are „…“ (not «…»); cards are shuffled with the seed's "izsijāt";
* Deductio's card is the seed's "pavediena kārts" (pl. "pavedienu kārtis"), never "pavediens"
  alone, and a number guessed right is "atminēts" (the seed; the log says "atminēti"), not a
  "trofeja".
"""

from __future__ import annotations

import re

import pytest
from test_no_english_words import _texts

from widgets.messages import WIDGET_MESSAGES

DRIFT = {
    r"\bmast(a|am|ā)\b": "masts is feminine: masts, mastij, mastī",
    r"\btrumpja masts?\b": "trumpju masts",
    r"(?<!sa)\bdalījum\w*": "a deal is a partija",
    r"\bnoz(a|o)g\w*|\bzog\b": "sagūstīt cita spēlētāja garu",
    r"[«»]": "Latvian quotes are „…“",
    # the genitive may stand before what it qualifies: pavediena kārts, pavedienu kaudzīte,
    # pavedienu rinda, pavediena izspēle, pavediena spēja; any other form names the card alone
    r"\bpavedien\w*\b(?![ \u00a0]+(kārt|kārš|kaudzīt|rind|izspēl|izspēļ|spēj))": "pavediena kārts (the seed's card)",
    r"\btrofej\w*": "atminēts skaitlis (the seed; the log says atminēti)",
}


@pytest.mark.parametrize("pattern", DRIFT)
def test_latvian_terms_do_not_drift(pattern):
    found = [f"{where}: {m.group(0)}" for where, text in _texts("lv") for m in re.finditer(pattern, text, re.I)]
    assert found == [], DRIFT[pattern]


def test_siggil_shuffles_with_the_seeds_word():
    """The Siggil seed shuffles with "izsijāt" (the log and the catalog did; the lessons said
    "sajaukt"). Deductio's own seed says "sajaukt", so only Siggil is read."""
    found = [
        f"{where}: {m.group(0)}"
        for where, text in _texts("lv")
        if where.startswith("siggil")
        for m in re.finditer(r"\bsajau(k|c)\w*", text)
    ]
    assert found == []


def test_the_game_is_called_siggil():
    assert WIDGET_MESSAGES.render("w.title.siggil", {}, "lv") == "Siggil"
    assert WIDGET_MESSAGES.template("ui.siggil.root", "lv").startswith("Siggil.")


#: the singular forms that the polite plural (rules_engine/i18n.py: LEARNER_ADDRESS) replaces
TU_FORMS = re.compile(
    r"\b(tu|tev|tevi|tavs|tava|tavu|tavi|tavas|tavā|tavām|taviem|tavai|tavam|tavus|tavos|tavās|tavējā|tavējais"
    r"|izvēlies|atsakies|sagūsti|pamēģini|izlasi|paturi)\b",
    re.IGNORECASE,
)


def test_latvian_addresses_the_learner_as_jus():
    """One way to address the learner in Latvian: jūs (the buttons, Exacto, Ganjifa and the
    Siggil seed already did); the audit found tu and jūs on one page."""
    found = [f"{where}: {m.group(0)}" for where, text in _texts("lv") for m in TU_FORMS.finditer(text)]
    assert found == []


#: "kāds", "neviens", "katrs" take the third person (paņem, liek); a second person plural after
#: them is what the move to jūs left behind („pirms kāds paņemiet kārti“); iziet, aiziet… are
#: the third person of "iet"
AFTER_SOMEONE = re.compile(
    r"\b(kāds|neviens|katrs|cits)[ \u00a0]+(?!(iz|ai|pie|no|ie|pār|sa|at|ap)?iet\b)\w+(iet|at)\b"
)


def test_a_pass_is_the_buttons_atteikties():
    """The Pass button of Deductio and Siggil reads „Atteikties“ and the refusals say
    „atsakieties“; the keys and statuses said „izlaist“ (2026-12-02 audit). Skipping a take
    that is not there is another thing („izlaiž ņemšanu“), as the rule texts' skips are."""
    found = [
        f"{where}: {m.group(0)}"
        for where, text in _texts("lv")
        if "catalog" not in where
        for m in re.finditer(r"\bizlai(d|ž|st)\w*\b(?![ \u00a0]+ņemšanu)", text)
    ]
    assert found == []


def test_someone_takes_the_third_person():
    found = [f"{where}: {m.group(0)}" for where, text in _texts("lv") for m in AFTER_SOMEONE.finditer(text)]
    assert found == []


def test_one_learner_is_singular_after_jus():
    """The polite jūs takes the singular in participles and predicates („esat minējis“), so
    the learner goes out „nākamais“, not „nākamie“ (2026-12-02 audit)."""
    found = [f"{where}: {m.group(0)}" for where, text in _texts("lv") for m in re.finditer(r"\bnākamie\b", text)]
    assert found == []
