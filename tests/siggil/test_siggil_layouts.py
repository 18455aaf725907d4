"""Siggil layouts as data (siggil.sigil): every shipped layout is valid and drawn; a
broken one is refused with a sentence naming what is wrong; a teacher's own layout (a
mapping or a JSON file) plays without touching the engine."""

import copy
import json
import random
import re

import pytest

from rules_engine.siggil import LAYOUTS, LayoutError, Siggil, layout, load_layout
from rules_engine.siggil.layouts import SHIPPED, parse, svg


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_each_shipped_layout_is_valid(name):
    """siggil.sigil: 56 positions, covering only by existing positions, no cycle, every
    card reachable (taking uncovered cards again and again empties it), a dealing order."""
    lay = layout(name)
    assert len(lay.positions) == 56 and sorted(lay.deal_order) == list(range(56))
    above = [len(p.covered_by) for p in lay.positions]
    taken, free = 0, [p for p in range(56) if above[p] == 0]
    while free:
        p = free.pop()
        taken += 1
        for under in lay.covers[p]:
            above[under] -= 1
            if not above[under]:
                free.append(under)
    assert taken == 56
    assert parse(lay.to_json()) == lay  # the data round-trips


def test_pyramids_is_two_pyramids_of_28_as_the_rules_say():
    """siggil.sigil: rows of 7..1 from the bottom; each card under the two adjacent cards of
    the row above (edges under one); rows of 7, 5, 3, 1 face down."""
    lay = layout("pyramids")
    rows, start = [], 0
    for _pyramid in range(2):
        for n in range(7, 0, -1):
            rows.append(list(range(start, start + n)))
            start += n
    for r, row in enumerate(rows):
        for i, p in enumerate(row):
            assert lay.positions[p].face_up == (len(row) % 2 == 0)
            if len(row) == 1:
                assert lay.positions[p].covered_by == ()
                continue
            above = rows[r + 1]
            expected = tuple(above[j] for j in (i - 1, i) if 0 <= j < len(above))
            assert lay.positions[p].covered_by == expected
    assert sum(1 for p in lay.positions if not p.covered_by) == 2


def test_the_own_layouts_differ_from_pyramids_and_each_other():
    shapes = {name: tuple(p.covered_by for p in layout(name).positions) for name in LAYOUTS}
    assert len(set(shapes.values())) == len(LAYOUTS) >= 3
    # most covered cards lie under two cards, as on the publisher's sheet
    for name in ("wall", "ring"):
        covered = [p for p in layout(name).positions if p.covered_by]
        assert sum(len(p.covered_by) == 2 for p in covered) > len(covered) / 2


def broken(change):
    data = copy.deepcopy(SHIPPED["pyramids"])
    data["name"] = "broken"
    change(data)
    return data


def test_55_positions_are_refused():
    with pytest.raises(LayoutError, match=r"has 55 positions.*exactly 56"):
        parse(broken(lambda d: d["positions"].pop()))


def test_a_cycle_of_covering_is_refused_naming_it():
    def cycle(d):
        d["positions"][27]["covered_by"] = [0]  # the top card under a bottom card

    with pytest.raises(LayoutError) as err:
        parse(broken(cycle))
    message = str(err.value)
    assert "covering cycle" in message
    loop = [int(p) for p in re.search(r"cycle ([\d >-]+)", message).group(1).split(" -> ")]
    assert loop[0] == loop[-1] and 27 in loop and 0 in loop


def test_a_card_on_itself_is_a_cycle():
    def on_itself(d):
        d["positions"][3]["covered_by"] = [3]

    with pytest.raises(LayoutError, match="position 3 lies on top of itself"):
        parse(broken(on_itself))


def test_an_unreachable_card_is_refused():
    """A card under a position that does not exist could never be taken."""

    def dangling(d):
        d["positions"][27]["covered_by"] = [70]

    with pytest.raises(LayoutError, match=r"position 27 is covered by position 70, which does not exist.*unreachable"):
        parse(broken(dangling))


def test_cards_under_a_cycle_are_named_unreachable():
    def cycle_above(d):
        d["positions"][27]["covered_by"] = [7]  # 7 lies under 13 .. 27: a cycle, and 0, 1 lie under 7

    with pytest.raises(LayoutError, match=r"positions .*\b0\b.* lie under it and are unreachable"):
        parse(broken(cycle_above))


def test_other_mistakes_say_what_is_wrong():
    with pytest.raises(LayoutError, match="face_up must be true or false"):
        parse(broken(lambda d: d["positions"][0].update(face_up="yes")))
    with pytest.raises(LayoutError, match="deal_order"):
        parse(broken(lambda d: d.update(deal_order=[*list(range(55)), 0])))
    with pytest.raises(LayoutError, match="no layout called 'spiral'"):
        Siggil(layout="spiral")


def test_a_teachers_layout_plays_without_touching_the_engine(tmp_path):
    """A mapping (or a JSON file) in the layout format: here the ring dealt in reverse."""
    data = copy.deepcopy(SHIPPED["ring"])
    data["name"] = "teachers-ring"
    data["deal_order"] = list(reversed(range(56)))
    path = tmp_path / "teachers-ring.json"
    path.write_text(json.dumps(data))
    lay = load_layout(path)
    assert lay.name == "teachers-ring" and lay.deal_order[0] == 55
    game = Siggil(players=1, seed=4, layout=data)
    assert game.options["layout"]["name"] == "teachers-ring"
    pile = [game.dealt[p] for p in lay.deal_order]
    assert [i for i, c in enumerate(pile) if c.spirit] == [7, 15, 23, 31, 39, 47, 55]
    rng = random.Random(1)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    again = Siggil.from_json(json.loads(json.dumps(game.to_json())))
    assert again.view(None) == game.view(None)


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_each_layout_is_drawn_by_the_projects_code(name, tmp_path):
    picture = svg(name)
    assert picture.startswith("<svg") and picture.count("<rect") == 56
    assert f"{name}: 56 positions" in picture
    from rules_engine.siggil.layouts import main

    main([str(tmp_path)])
    assert (tmp_path / f"{name}.svg").read_text() == picture


@pytest.mark.parametrize("name", sorted(LAYOUTS))
def test_the_committed_pictures_are_up_to_date(name):
    """docs/layouts/<name>.svg is what ``python -m rules_engine.siggil.layouts docs/layouts/`` draws."""
    import pathlib

    root = pathlib.Path(__file__).resolve().parents[2]
    assert (root / "docs" / "layouts" / f"{name}.svg").read_text(encoding="utf-8") == svg(name)
