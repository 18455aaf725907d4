"""Every widget switched to Latvian, Finnish and Russian in a real Chromium: no English
label left on screen, the log and refusals in the language, a screenshot of each (the four
games' tables, a lesson and a quiz)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from support.browser import keep_for_docs

from rules_engine.exacto import Exacto
from widgets.messages import WIDGET_MESSAGES

NOTEBOOK = "tests/browser/notebooks/languages.ipynb"
#: the notebook's widgets, in order: Exacto and Ganjifa tables, a lesson, a quiz, Deductio
#: and Siggil tables
WIDGETS = 6
KERNEL_START = 90_000
#: the README's pictures of the other languages: (language, widget) -> file in docs/screenshots
README_SHOTS = {
    ("ru", 0): "exacto_table_ru.png",
    ("fi", 1): "ganjifa_table_fi.png",
    ("lv", 4): "deductio_table_lv.png",
    ("ru", 5): "siggil_table_ru.png",
}


def english_only_labels(lang: str) -> set[str]:
    """The front end's English labels with no placeholder that read differently in ``lang``:
    none of them may be on a page in ``lang``."""
    en, other = WIDGET_MESSAGES.tables["en"], WIDGET_MESSAGES.tables[lang]
    out = set()
    for key, text in en.items():
        # (a label the language keeps inside its own, such as Dukal in "Dukal-sarja", is fine)
        if (
            key.startswith("ui.")
            and "{" not in text
            and len(text) >= 4
            and text not in other.get(key, "")
            and re.search(r"[A-Za-z]{4,}", text)
        ):
            out.add(text)
    return out


@pytest.mark.parametrize("lang", ["lv", "fi", "ru"])
def test_every_widget_speaks_the_language(page, voila_url, artifacts, lang):
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"{voila_url}/voila/render/{NOTEBOOK}?lang={lang}")
    for testid in ("table", "lesson", "quiz", "deductio-table", "siggil-table"):
        expect(page.get_by_test_id(testid).first).to_be_visible(timeout=KERNEL_START)
    expect(page.locator(".tt-root")).to_have_count(WIDGETS, timeout=KERNEL_START)
    roots = page.locator(".tt-root")

    # The Exacto log opens with the round sentence in the language, as the engine renders it.
    first = Exacto(players=3, seed=5).log[0].render(lang, you=0)  # the learner is "you"
    expect(roots.nth(0).get_by_test_id("log")).to_contain_text(first, timeout=20_000)

    for i in range(WIDGETS):
        roots.nth(i).scroll_into_view_if_needed()
        roots.nth(i).screenshot(path=str(artifacts / f"lang_{lang}_{i}.png"))
        if (lang, i) in README_SHOTS:
            keep_for_docs(artifacts / f"lang_{lang}_{i}.png", README_SHOTS[lang, i])

    # every tab of every widget lies inside its widget: long words wrap, never run off
    outside = page.evaluate("""() => [...document.querySelectorAll('.tt-root')].flatMap((root, i) => {
        const edge = root.getBoundingClientRect().right;
        return [...root.querySelectorAll('.tt-tab')].filter((tab) => tab.getClientRects().length
          && tab.getBoundingClientRect().right > edge + 1).map((tab) => `${i}: ${tab.textContent}`);
      })""")
    assert not outside, f"tabs past their widget's edge in {lang}: {outside}"

    visible = "\n".join(roots.nth(i).inner_text() for i in range(WIDGETS))
    # rule ids (siggil.available, exacto.raise) read the same in every language, by design
    visible = re.sub(r"\b(?:exacto|ganjifa|deductio|siggil)\.[a-z0-9-]+", " ", visible)
    left = sorted(
        label for label in english_only_labels(lang) if re.search(rf"(?<!\w){re.escape(label)}(?!\w)", visible)
    )
    assert not left, f"English left on a {lang} page: {left}"
    for word in ("Undo", "Rules", "Log", "Hint", "Check", "New game", "Round", "Player", "Mage", "random"):
        assert not re.search(rf"(?<!\w){word}(?!\w)", visible), f"{word!r} on a {lang} page"

    # The learner switches the table back to English with its own selector.
    exacto = roots.nth(0)
    exacto.get_by_test_id("language-select").select_option("en")
    expect(exacto.get_by_test_id("undo-button")).to_contain_text("Undo", timeout=20_000)
    expect(exacto.get_by_test_id("log")).to_contain_text(Exacto(players=3, seed=5).log[0].render("en", you=0))
