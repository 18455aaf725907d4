"""A game is a folder, its styles too: widgets/js/<game>/styles.css holds the rules that are
that game's alone, and build.mjs (widgets/js/stylesheet.mjs) puts each part of it where a
``/* @game <game> part N: ... */`` line stands in the shared widgets/js/styles.css, so the one
sheet every widget gets (widgets/static/styles.css) keeps the cascade's order."""

from __future__ import annotations

import json
import pathlib
import re
import shutil
import subprocess

import pytest

from widgets._static import STATIC

ROOT = pathlib.Path(__file__).resolve().parents[2]
JS = ROOT / "widgets" / "js"
SHARED = JS / "styles.css"
#: a game folder is one with a view.js, as build.mjs finds them
GAMES = sorted(view.parent.name for view in JS.glob("*/view.js"))
MARKER = re.compile(r"^/\* @game (\S+?)(?: part (\S+?))?: .* \*/$", re.M)
PART = re.compile(r"^/\* @part (\S+?)(?::.*)? \*/$", re.M)
#: the class prefixes the games' own front ends write (Exacto's classes have none: its own
#: are found from its JS, test_a_class_only_one_game_writes_is_styled_only_in_its_folder)
PREFIXES = {"ganjifa": "tt-g-", "deductio": "tt-d-", "siggil": "tt-sg-"}


def parts(game: str) -> dict[str, str]:
    """The parts of a game's stylesheet by name ("" for a file without parts), as the build
    reads them: the text before the first part line is the file's own note."""
    text = (JS / game / "styles.css").read_text()
    heads = list(PART.finditer(text))
    if not heads:
        return {"": text.strip("\n")}
    ends = [head.start() for head in heads[1:]] + [len(text)]
    return {head[1]: text[head.end() : end].strip("\n") for head, end in zip(heads, ends, strict=True)}


def selectors(css: str) -> list[str]:
    """Every selector (and at-rule prelude) of a sheet: what comes before each ``{``."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    return [s.strip() for s in re.findall(r"([^{};]+)\{", css)]


def owner_of(selector: str, owns) -> str | None:
    """Whose rule a selector list is: a game's when every selector in it names a class of
    that game (``owns(cls)`` gives a class's game, or None), else shared (None). A list that
    groups a shared selector with a game's (``.tt-select, .tt-quantity``) is one shared rule:
    splitting it would change the sheet."""
    games = {
        frozenset(g for cls in re.findall(r"\.(tt-[a-z0-9-]+)", item) if (g := owns(cls)))
        for item in re.split(r",(?![^()]*\))", selector)  # the commas outside :not(...)
    }
    if len(games) == 1 and len(only := next(iter(games))) == 1:
        return next(iter(only))
    assert all(len(g) <= 1 for g in games), f"{selector} mixes two games' classes"
    return None


def strays(owns) -> list[tuple[str, str, str]]:
    """(sheet, owner, selector) for each rule in a sheet not its owner's: a game's rule outside
    its folder, or a shared one in a game's file (the shared sheet's owner is "")."""
    return [
        (sheet, got, " ".join(selector.split()))
        for sheet, css in sheets().items()
        for selector in selectors(css)
        if not re.fullmatch(r"@.*|from|to|[\d.%, ]+", selector, re.S)  # at-rules, keyframe stops
        and (got := owner_of(selector, owns) or "") != sheet
    ]


def sheets() -> dict[str, str]:
    """Each stylesheet source by owner: "" the shared sheet, else the game."""
    return {"": SHARED.read_text(), **{g: (JS / g / "styles.css").read_text() for g in GAMES}}


def test_every_game_folder_has_its_styles_in_the_built_sheet():
    assert {"exacto", "ganjifa", "deductio", "siggil"} <= set(GAMES)
    built = (STATIC / "styles.css").read_text()
    for game in GAMES:
        assert (JS / game / "styles.css").is_file(), f"widgets/js/{game}/styles.css: a game's styles live in its folder"
        for name, text in parts(game).items():
            assert text and text in built, (
                f"{game} part {name!r} is not in widgets/static/styles.css: run `npm run build`"
            )
    assert "@game" not in built and "@part" not in built, "every marker is replaced by its part"


def test_every_marker_names_a_game_folder_and_every_part_has_its_marker():
    """Adding a game is adding its folder: a stylesheet whose parts no marker places fails the
    build; one without parts needs no marker (the build appends it)."""
    markers = [(m[1], m[2] or "") for m in MARKER.finditer(SHARED.read_text())]
    assert len(markers) == len(set(markers)), "a part is placed once"
    for game, name in markers:
        assert game in GAMES, f"styles.css names {game}, which has no folder with a view.js"
        assert name in parts(game), f"widgets/js/{game}/styles.css has no part {name!r}"
    for game in GAMES:
        placed = {name for g, name in markers if g == game}
        assert placed == set(parts(game)) or (not placed and set(parts(game)) == {""}), game


@pytest.mark.parametrize("game,prefix", sorted(PREFIXES.items()))
def test_a_games_prefixed_selectors_live_only_in_its_folder(game, prefix):
    """The classes a game's own front end writes (its prefix, its root class tt-<game>) are
    styled in its folder and nowhere else: the shared sheet holds what every game shares."""

    def owns(cls: str) -> str | None:
        return game if cls.startswith(prefix) or cls == f"tt-{game}" else None

    assert any(owner_of(sel, owns) == game for sel in selectors(sheets()[game])), game
    assert [x for x in strays(owns) if game in x[:2]] == []


def _classes_in(paths) -> set[str]:
    return {c for p in paths for c in re.findall(r"\btt-[a-z0-9]+(?:-[a-z0-9]+)*\b", p.read_text())}


def test_a_class_only_one_game_writes_is_styled_only_in_its_folder():
    """A class that one game's JS writes and no other code does (shared/, the other entries,
    the class server's pages) is that game's: no other sheet may style it."""
    front_end = [p for p in JS.rglob("*.js") if "tests" not in p.parts and p.name != "games.generated.js"]
    for folder in ("tabletop_tutor_site", "tabletop_tutor_classroom"):
        front_end += [*(ROOT / folder).rglob("*.js"), *(ROOT / folder).rglob("*.html")]
    front_end += list((ROOT / "widgets").glob("*.py"))
    owners: dict[str, str] = {}
    for game in GAMES:
        mine = [p for p in front_end if p.is_relative_to(JS / game)]
        others = _classes_in(p for p in front_end if p not in mine)
        owners |= {c: game for c in _classes_in(mine) - others} | {f"tt-{game}": game}
    assert {"tt-table", "tt-bid", "tt-g-felt", "tt-d-table", "tt-sg-sigil"} <= set(owners)

    def owns(cls: str) -> str | None:  # a prefixed class may be written as `tt-g-seat-${side}`
        return owners.get(cls) or next((g for g, prefix in PREFIXES.items() if cls.startswith(prefix)), None)

    assert strays(owns) == []


def _join(tmp_path, shared: str, games: dict[str, str]) -> str:
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not installed: the stylesheet is joined by widgets/js/stylesheet.mjs")
    (tmp_path / "styles.css").write_text(shared)
    for game, css in games.items():
        (tmp_path / game).mkdir()
        (tmp_path / game / "styles.css").write_text(css)
    script = (
        f"import {{ joinStyles }} from {json.dumps((JS / 'stylesheet.mjs').as_uri())};"
        f"process.stdout.write(await joinStyles({json.dumps(str(tmp_path))}, {json.dumps(sorted(games))}));"
    )
    proc = subprocess.run([node, "--input-type=module", "-e", script], capture_output=True, text=True, timeout=60)
    if proc.returncode:
        raise RuntimeError(proc.stderr)
    return proc.stdout


def test_the_build_puts_parts_at_their_markers_and_a_new_game_at_the_end(tmp_path):
    shared = "a {\n}\n/* @game one part 2: x */\nb {\n}\n/* @game one part 1: x */\n"
    one = "/* one's note */\n\n/* @part 1: first */\n.one1 {\n}\n\n/* @part 2: second */\n.one2 {\n}\n"
    assert _join(tmp_path, shared, {"one": one, "two": ".two {\n}\n"}) == (
        "a {\n}\n.one2 {\n}\nb {\n}\n.one1 {\n}\n\n.two {\n}\n"
    )


@pytest.mark.parametrize(
    "shared,one,error",
    [
        ("/* @game nobody part 1: x */\n", "/* @part 1 */\n.x {\n}\n", "names no such game or part"),
        ("/* @game one part 2: x */\n", "/* @part 1 */\n.x {\n}\n", "names no such game or part"),
        ("/* @game one part 1: x */\n/* @game one part 1: x */\n", "/* @part 1 */\n.x {\n}\n", "comes twice"),
        ("/* @game one part 1: x */\n", "/* @part 1 */\n.x {\n}\n/* @part 2 */\n.y {\n}\n", "places part(s) 2"),
    ],
)
def test_the_build_refuses_a_marker_or_part_out_of_place(tmp_path, shared, one, error):
    with pytest.raises(RuntimeError, match=re.escape(error)):
        _join(tmp_path, shared, {"one": one})
