"""Every English message has its translator's note in the ``en.descriptions.json`` beside it
(what a tool shows beside the source): what the message is for, what each placeholder holds
(named as the message writes it, ``{card_acc}``) and an example rendering.
tools/describe_messages.py writes them, rendering the examples with the real renderer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules_engine.i18n import placeholders

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = sorted(
    p.parent
    for p in ROOT.glob("**/locale/**/en.json")
    if not any(part in ("node_modules", ".venv") for part in p.parts)
) + sorted(p.parent for p in ROOT.glob("*/locale/en.json"))
FOLDERS = sorted(set(FOLDERS))


def _read(folder: Path) -> tuple[dict[str, str], dict[str, str]]:
    english = json.loads((folder / "en.json").read_text(encoding="utf-8"))
    return english, json.loads((folder / "en.descriptions.json").read_text(encoding="utf-8"))


def test_the_folders_are_found():
    names = {str(f.relative_to(ROOT)) for f in FOLDERS}
    assert {"rules_engine/locale", "widgets/locale", "rules_engine/siggil/locale/lessons", "apps/locale"} <= names
    assert len(names) >= 16, names


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda f: str(f.relative_to(ROOT)))
def test_every_message_has_a_description_naming_each_placeholder(folder):
    english, descriptions = _read(folder)
    assert [k for k in english if k not in descriptions] == []
    assert [k for k in descriptions if k not in english] == []
    unnamed = {
        msg_id: missing
        for msg_id, template in english.items()
        if (missing := sorted(n for n in placeholders(template) if f"{{{n}}}" not in descriptions[msg_id]))
    }
    assert unnamed == {}


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda f: str(f.relative_to(ROOT)))
def test_every_description_says_what_the_message_is_for_and_shows_an_example(folder):
    """A purpose before the placeholders (not a bare section name), and an example; a
    message with a placeholder says what it holds."""
    english, descriptions = _read(folder)
    weak = []
    for msg_id, text in descriptions.items():
        purpose = text.split(" Placeholders: ")[0].split(" No placeholders.")[0]
        if len(purpose) < 12 or "Example" not in text:
            weak.append(f"{msg_id}: {text[:80]}")
        if placeholders(english[msg_id]) and " Placeholders: " not in text:
            weak.append(f"{msg_id}: says nothing of its placeholders")
    assert weak == []
