"""The rules live in the repository: docs/rules/<game>.md holds every rule id of its game,
each game's catalog (the Rules tab) holds exactly the ids of its rules file, and the
docstrings and docs point at files a clone has."""

from __future__ import annotations

import pathlib
import re

import pytest

from rules_engine import games

ROOT = pathlib.Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules"


def ids_in(game: str) -> set[str]:
    text = (RULES / f"{game}.md").read_text(encoding="utf-8")
    return set(re.findall(rf"`({game}\.[a-z0-9-]+)`", text))


@pytest.mark.parametrize("game", sorted(games()))
def test_every_rule_id_of_the_rules_file_is_in_the_catalog_and_the_other_way_round(game):
    documented = ids_in(game)
    catalog = set(games()[game](seed=1).catalog.ids)
    assert documented, f"docs/rules/{game}.md names no rule id"
    assert documented - catalog == set(), "rule ids documented but not in the game's catalog"
    assert catalog - documented == set(), "rule ids in the catalog that docs/rules does not document"


def test_every_game_has_a_rules_file_and_no_rules_file_is_without_a_game():
    assert {p.stem for p in RULES.glob("*.md")} == set(games())


def test_the_docs_point_at_files_a_clone_has():
    """Docstrings cite docs/rules/<game>.md and docs/architecture.md, never a file outside."""
    outside = re.compile(
        r"\.\./shared/|shared/rules/|DESIGN\.md|(?<!docs/rules/)\b(exacto|ganjifa|deductio|siggil)\.md"
    )
    found = [
        f"{p.relative_to(ROOT)}:{i}"
        for folder in ("rules_engine", "widgets", "tabletop_tutor_site", "tabletop_tutor_classroom", "apps")
        for p in (ROOT / folder).rglob("*.py")
        for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if outside.search(line)
    ]
    assert found == []
    assert (ROOT / "docs" / "architecture.md").is_file()


def test_code_and_tests_say_what_they_require_not_which_issue_asked():
    """An issue number means nothing to a clone: a docstring or comment says the requirement."""
    cited = re.compile(r"\b[Ii]ssue \d+|\bissue #\d+")
    found = [
        f"{p.relative_to(ROOT)}:{i}"
        for folder in (
            "rules_engine",
            "widgets",
            "tabletop_tutor_site",
            "tabletop_tutor_classroom",
            "apps",
            "tests",
            "bench",
        )
        for p in (ROOT / folder).rglob("*")
        if p.suffix in (".py", ".js", ".css", ".ipynb")
        and "node_modules" not in p.parts
        and "static" not in p.parts
        and "artifacts" not in p.parts
        for i, line in enumerate(p.read_text(encoding="utf-8", errors="ignore").splitlines(), 1)
        if cited.search(line)
    ]
    assert found == []
