"""Real JupyterLab: the widget renders inside a notebook and plays; after a kernel restart
it says it is disconnected."""

import re

from playwright.sync_api import expect
from support.browser import keep_for_docs, open_in_lab


def open_and_run(page, lab_server, notebook: str) -> None:
    """Open a test notebook in JupyterLab, run every cell, wait for the table."""
    open_in_lab(page, lab_server, notebook)
    expect(page.get_by_test_id("table")).to_be_visible(timeout=90_000)


def test_exacto_table_plays_in_jupyterlab(page, lab_server, artifacts):
    open_and_run(page, lab_server, "exacto_table.ipynb")
    page.get_by_test_id("quantity").select_option("2")
    page.get_by_test_id("face-3").click()
    page.get_by_test_id("bid-button").click()
    expect(page.get_by_test_id("bid")).to_have_attribute("aria-label", re.compile(r"2 fives"), timeout=20_000)
    page.screenshot(path=str(artifacts / "jupyterlab_exacto.png"))
    keep_for_docs(artifacts / "jupyterlab_exacto.png")


def test_after_a_kernel_restart_the_old_table_says_it_is_disconnected(page, lab_server, artifacts):
    """The old table must not look live: after a restart it says so and clicking it does
    nothing (before, a click raised an uncaught error in the page)."""
    errors = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    open_and_run(page, lab_server, "exacto_table.ipynb")
    expect(page.get_by_test_id("disconnected")).to_have_count(0)
    page.evaluate("""async () => {
        const panel = window.jupyterapp.shell.currentWidget;
        await panel.sessionContext.session.kernel.restart();
    }""")
    note = page.get_by_test_id("disconnected")
    expect(note).to_be_visible(timeout=30_000)
    expect(note).to_contain_text("Run its cell again")
    page.get_by_test_id("bid-button").click(force=True, timeout=5_000)
    note.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "jupyterlab_disconnected.png"))
    assert not errors, errors
