"""Every game's rule lessons in marimo: pick a language and a lesson, then play it.

    uv run marimo run apps/marimo/lessons.py     # the app, as a class or a learner sees it
    uv run marimo edit apps/marimo/lessons.py    # the same, with its code

Each lesson is the notebooks' own ``Lesson`` widget: its instruction, hints on request,
your move judged with its rule, and the engine's refusal of a move the rules forbid.
Choosing another language or lesson starts that lesson afresh (marimo runs the cells
that depend on the choice again).
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo

    from rules_engine.deductio.lessons import LESSONS as DEDUCTIO
    from rules_engine.exacto.lessons import LESSONS as EXACTO
    from rules_engine.ganjifa.lessons import LESSONS as GANJIFA
    from rules_engine.lessons import say
    from rules_engine.siggil.lessons import LESSONS as SIGGIL
    from widgets import Lesson

    #: the games in the order the tutorials take them, each with its lessons in rule-book order
    GAMES = {"Exacto": EXACTO, "Dashavatara Ganjifa": GANJIFA, "Deductio": DEDUCTIO, "Siggil": SIGGIL}
    #: the lesson each game opens with: the one whose mistake is the game's first rule
    FIRST = {
        "Exacto": "opening-bid",
        "Dashavatara Ganjifa": "follow-suit",
        "Deductio": "true-clue",
        "Siggil": "capture-free",
    }
    return FIRST, GAMES, Lesson, mo, say


@app.cell
def _(mo):
    language = mo.ui.dropdown(
        {"English": "en", "Latviešu": "lv", "Suomi": "fi", "Русский": "ru"},
        value="English",
        label="Language / Valoda / Kieli / Язык",
    )
    language
    return (language,)


@app.cell
def _(FIRST, GAMES, language, mo, say):
    def lesson_choice(game):
        """A dropdown of the game's lessons by their titles in the chosen language."""
        lessons = {say(spec.title, language.value): spec for spec in GAMES[game]}
        first = next(title for title, spec in lessons.items() if spec.id == FIRST[game])
        return mo.ui.dropdown(lessons, value=first, label=game)

    # one global a dropdown: marimo reruns only the cells that use the one a learner changed
    exacto_choice, ganjifa_choice, deductio_choice, siggil_choice = (lesson_choice(game) for game in GAMES)
    return deductio_choice, exacto_choice, ganjifa_choice, siggil_choice


@app.cell
def _(Lesson, language, mo):
    def shown(choice):
        """The chosen lesson, afresh, under its dropdown (its own cell: another game's
        choice leaves it as it is)."""
        return mo.vstack([choice, mo.ui.anywidget(Lesson(choice.value, language=language.value, bot_delay_ms=300))])

    return (shown,)


@app.cell
def _(exacto_choice, shown):
    shown(exacto_choice)
    return


@app.cell
def _(ganjifa_choice, shown):
    shown(ganjifa_choice)
    return


@app.cell
def _(deductio_choice, shown):
    shown(deductio_choice)
    return


@app.cell
def _(siggil_choice, shown):
    shown(siggil_choice)
    return


if __name__ == "__main__":
    app.run()
