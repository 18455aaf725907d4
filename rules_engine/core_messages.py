"""The engine core's own refusals (input that is no action, a game that is over) in
English, Latvian, Finnish and Russian. Syntax: rules_engine.i18n."""

from __future__ import annotations

from .i18n import Messages, load_tables

#: the words are the translators' files, rules_engine/locale/<lang>.json (i18n.load_tables)
CORE_MESSAGES = Messages(
    "core",
    load_tables(__package__),
    {"action": lambda action, lang: action.describe(lang)},
)
