"""The class server's own words in English, Latvian, Finnish and Russian: its refusals
(rendered in the reader's language; syntax: rules_engine.i18n) and the labels of the
class page (``ui.*``, sent to the page: its JavaScript hard-codes no language).

The words are the translators' files, tabletop_tutor_classroom/locale/<lang>.json
(CONTRIBUTING.md, "Add a language")."""

from __future__ import annotations

from typing import Any

from rules_engine.core import IllegalAction
from rules_engine.i18n import Messages, load_tables

__all__ = ["CLASS_MESSAGES", "page_labels", "refuse"]

CLASS_MESSAGES = Messages("classroom", load_tables(__package__))


def refuse(rule: str, msg_id: str, **params: Any) -> IllegalAction:
    """A refusal in the class server's own words, rendered in the reader's language (raise
    it): the rooms', the activities' and the results' alike. An id the table lacks is a
    MessageError here, where the refusal is made."""
    return IllegalAction(rule, CLASS_MESSAGES.msg(msg_id, **params), CLASS_MESSAGES)


def page_labels(lang: str) -> dict[str, str]:
    """The class pages' own labels in ``lang`` (templates; the page fills in the names).
    A seat's table gets the widgets' labels besides: ``widgets.messages.ui_strings``."""
    return {key: CLASS_MESSAGES.template(key, lang) for key in CLASS_MESSAGES.ids if key.startswith("ui.")}
