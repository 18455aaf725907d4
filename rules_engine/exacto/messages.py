"""Exacto's sentences — events, refusals, the bots' reasons — in English, Latvian, Finnish and Russian.

The engine logs message ids with parameters; these templates make the words when someone
reads them (rules_engine.i18n explains the syntax). The Russian follows the seed's own
vocabulary (маг, чаша, кубик, «ЛЖЕЦ», единицы-джокеры). A parameter whose name starts
with ``_`` is only for the sentence; the others are the event's data.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..i18n import Messages, join_or, plural_category

# A face as a counted noun: [singular, plural] in English; the plural categories elsewhere.
_EN = {
    1: ("one", "ones"),
    2: ("two", "twos"),
    3: ("three", "threes"),
    4: ("four", "fours"),
    5: ("five", "fives"),
    6: ("six", "sixes"),
}
_RU = {  # one (nominative), few (nominative plural), many (genitive plural)
    1: ("единица", "единицы", "единиц"),
    2: ("двойка", "двойки", "двоек"),
    3: ("тройка", "тройки", "троек"),
    4: ("четвёрка", "четвёрки", "четвёрок"),
    5: ("пятёрка", "пятёрки", "пятёрок"),
    6: ("шестёрка", "шестёрки", "шестёрок"),
}
_LV = {  # one (nominative), other (nominative plural), zero (genitive plural), dative plural
    1: ("vieninieks", "vieninieki", "vieninieku", "vieniniekiem"),
    2: ("divnieks", "divnieki", "divnieku", "divniekiem"),
    3: ("trijnieks", "trijnieki", "trijnieku", "trijniekiem"),
    4: ("četrinieks", "četrinieki", "četrinieku", "četriniekiem"),
    5: ("piecinieks", "piecinieki", "piecinieku", "pieciniekiem"),
    6: ("sešinieks", "sešinieki", "sešinieku", "sešiniekiem"),
}
_FI = {  # nominative, partitive (after a number > 1), allative plural ("on fours")
    1: ("ykkönen", "ykköstä", "ykkösille"),
    2: ("kakkonen", "kakkosta", "kakkosille"),
    3: ("kolmonen", "kolmosta", "kolmosille"),
    4: ("nelonen", "nelosta", "nelosille"),
    5: ("vitonen", "vitosta", "vitosille"),
    6: ("kuutonen", "kuutosta", "kuutosille"),
}
_ONE = {"en": "one", "lv": "viens", "fi": "yksi", "ru": "одна"}
#: every face's counted forms per language, for whoever renders bids elsewhere (the front end)
FACE_FORMS: dict[str, Mapping[int, tuple[str, ...]]] = {"en": _EN, "ru": _RU, "lv": _LV, "fi": _FI}


def bid_words(quantity: int, face: int, lang: str = "en") -> str:
    """ "5 fours", "one four"; "5 četrinieki", "5 nelosta", "5 четвёрок"."""
    cat = plural_category(lang, quantity)
    number = _ONE[lang] if quantity == 1 else str(quantity)
    if lang == "en":
        return f"{number} {_EN[face][0 if quantity == 1 else 1]}"
    if lang == "ru":
        return f"{number} {_RU[face][{'one': 0, 'few': 1}.get(cat, 2)]}"
    if lang == "lv":
        return f"{number} {_LV[face][{'one': 0, 'zero': 2}.get(cat, 1)]}"
    return f"{number} {_FI[face][0 if quantity == 1 else 1]}"


def face_plural(face: int, lang: str = "en") -> str:
    """The face as the thing a bid is on: "fours" (en), "четвёрки", "četriniekiem", "nelosille"."""
    return {"en": _EN[face][1], "ru": _RU[face][1], "lv": _LV[face][3], "fi": _FI[face][2]}[lang]


def face_nominative(face: int, lang: str = "en") -> str:
    """The face as a subject, nominative plural: "fours", "četrinieki", "neloset", "четвёрки"
    (the odds line lists what counts: „(četrinieki un vieninieki džokeri)“)."""
    if lang == "lv":
        return _LV[face][1]
    if lang == "fi":
        return _FI[face][2].removesuffix("ille") + "et"
    return face_plural(face, lang)


def _bid(value, lang):
    return bid_words(value.quantity, value.face, lang)


FORMATTERS = {
    "bid": _bid,
    "bids": lambda bids, lang: ", ".join(_bid(b, lang) for b in bids),
    "dice": lambda dice, lang: " ".join(map(str, dice)),
    "face": face_plural,
    "face_nom": lambda face, lang: face_nominative(face, lang),
    "faces_or": lambda faces, lang: join_or([face_plural(f, lang) for f in faces], lang),
}

_DICE = {
    "en": "{n, plural, one {# die} other {# dice}}",
    "lv": "{n, plural, zero {# kauliņu} one {# kauliņš} other {# kauliņi}}",
    "fi": "{n, plural, one {# noppa} other {# noppaa}}",
    "ru": "{n, plural, one {# кубик} few {# кубика} many {# кубиков} other {# кубика}}",
}


def _dice(lang: str, name: str) -> str:
    """The counted-dice phrase for parameter ``name``."""
    return _DICE[lang].replace("{n,", "{" + name + ",")


EN = {
    # the table's odds line (widgets.ExactoTable, from the learner's own dice only)
    "hint.odds": "You hold {k} that count ({_face, face}{_face, select, 1 {} other { and wild ones}}); the other "
    "{unknown} dice add {_mean, number, 1} on average. P(at least {_bid, bid}) = {_at_least, percent}, "
    "P(exactly {_q}) = {_exactly, percent}.",
    # events
    "round": "Round {round}: every mage rolls under their cup; {total_dice} dice on the table. "
    "Mage {starter} opens the bidding.",
    "roll": "Mage {seat} rolled {dice, dice}.",
    "bid": "Mage {seat} bids {_bid, bid}.",
    "call": "Mage {seat} calls {call, select, liar {LIAR} other {EXACTO}} on Mage {bidder}'s {_bid, bid}.",
    "reveal": "Cups up: {count, plural, =0 {no die shows} one {1 die shows} other {# dice show}} {face}"
    "{face, select, 1 {} other { or 1 (wild)}}; the bid was {quantity}.",
    "gain": "{_why}: Mage {seat} gains a die.",
    "gain-capped": "{_why}, but a mage never holds more than {_max} dice: Mage {seat} gains nothing.",
    "gained-roll": "Mage {seat} rolls the die gained with EXACTO: {_new, dice}. Cup: {dice, dice}.",
    "lose": "Mage {seat} loses a die: {_why}. {dice, plural, =0 {None} other {#}} left.",
    "eliminated": "Mage {seat} has no dice left and is out of the game.",
    "winner": "Only Mage {seat} has dice left: Mage {seat} wins!",
    "next-round": "Next round: {_why}.",
    # the reasons inside them
    "why.exact-right": "Exactly {count}: Mage {caller}'s EXACTO is right",
    "why.exact-wrong": "EXACTO was wrong ({count}, not {quantity})",
    "why.hit-exactly": "Mage {bidder}'s bid was hit exactly",
    "why.at-least": "{count, plural, =0 {there are none} one {there is 1} other {there are #}}, "
    "at least the {quantity} bid",
    "why.fewer": "{count, plural, =0 {there are none} one {there is only 1} other {there are only #}}, "
    "fewer than the {quantity} bid",
    "why.loser-starts": "Mage {loser} lost a die, so Mage {loser} starts",
    "why.next-starts": "Mage {loser} is out, so the next mage in seat order with dice starts: Mage {starter}",
    # refusals
    "refuse.call-first": "Nobody may call {call, select, liar {LIAR} other {EXACTO}} before the first bid of the round.",
    "refuse.face": "A bid names a face from {low} to 6, not {face}.",
    "refuse.ones-wild": "Ones are wild and cannot be bid; bid a face from 2 to 6.",
    "refuse.open-on-ones": "The opening bid names a face from 2 to 6: even in the bid_ones variant, ones are "
    "bid only by switching from a standing bid.",
    "refuse.too-few": "A bid is for at least one die, not {quantity}.",
    "refuse.too-many": "There are only {total} dice on the table; a bid of {quantity} can't be made.",
    "refuse.no-raise-left": "A bid of {_new, bid} does not raise {_old, bid}, and with {total} dice on the "
    "table no bid does: call LIAR or EXACTO.",
    "refuse.raise": "A bid of {_new, bid} does not raise {_old, bid}: {_why}. Least legal raises: {_least, bids} "
    "(more of the same face also raises, up to {total}){_tail}",
    "raise.need": "on {_face, face} you need at least {quantity}",
    "raise.never": "no bid on {_face, face} is a raise now",
    "raise.end": ".",
    "raise.end-none": "; no bid on {_faces, faces_or} raises it.",
    # the bots' reasons (rules_engine.exacto.bots): what they weighed, from their own dice
    "bot.exacto": "EXACTO: given my dice, P(exactly {bid, bid}) = {p_exact, number, 2}, and P(at least {bid, bid}) "
    "= {p_true, number, 2}.",
    "bot.liar": "LIAR: given my dice, P(at least {bid, bid}) = {p_true, number, 2}; my most plausible raise, "
    "{best, bid}, holds only with P = {p_best, number, 2}.",
    "bot.liar-last": "LIAR: given my dice, P(at least {bid, bid}) = {p_true, number, 2}, and no higher bid is left.",
    "bot.open": "Open with {bid, bid}: given my dice, P(at least {bid, bid}) = {p, number, 2}, the highest bid true "
    "with P >= {target, number, 2}.",
    "bot.open-bluff": "Open with {bid, bid} (a bluff): given my dice, P(at least {bid, bid}) = {p, number, 2}.",
    "bot.raise": "Raise to {bid, bid} ({bluff, select, yes {a bluff} other {my most plausible raise}}): given my "
    "dice, P(at least {bid, bid}) = {p, number, 2}, while P(at least {standing, bid}) = "
    "{p_standing, number, 2}.",
    # the same sentences read by the mage they name (a page renders its log for its learner)
    "you.round": "Round {round}: every mage rolls under their cup; {total_dice} dice on the table. "
    "{starter, select, you {You open} other {Mage {starter} opens}} the bidding.",
    "you.roll": "You rolled {dice, dice}.",
    "you.bid": "You bid {_bid, bid}.",
    "you.call": "{seat, select, you {You call {call, select, liar {LIAR} other {EXACTO}} on Mage {bidder}'s} "
    "other {Mage {seat} calls {call, select, liar {LIAR} other {EXACTO}} on your}} {_bid, bid}.",
    "you.gain": "{_why}: you gain a die.",
    "you.gain-capped": "{_why}, but a mage never holds more than {_max} dice: you gain nothing.",
    "you.gained-roll": "You roll the die gained with EXACTO: {_new, dice}. Cup: {dice, dice}.",
    "you.lose": "You lose a die: {_why}. {dice, plural, =0 {None} other {#}} left.",
    "you.eliminated": "You have no dice left and are out of the game.",
    "you.winner": "Only you have dice left: you win!",
    "you.why.exact-right": "Exactly {count}: your EXACTO is right",
    "you.why.hit-exactly": "your bid was hit exactly",
    "you.why.loser-starts": "you lost a die, so you start",
    "you.why.next-starts": "{loser, select, you {you are out, so the next mage in seat order with dice starts: "
    "Mage {starter}} other {Mage {loser} is out, so the next mage in seat order with dice "
    "starts: you}}",
}

RU = {
    "hint.odds": "У вас {k, plural, one {# подходящий кубик} few {# подходящих кубика} many {# подходящих кубиков} "
    "other {# подходящего кубика}} ({_face, face}{_face, select, 1 {} other { и единицы-джокеры}}); "
    "{unknown, plural, one {оставшийся # кубик даёт} few {остальные # кубика дают} many {остальные # кубиков дают} "
    "other {остальные # кубика дают}} в среднем ещё {_mean, number, 1}. P(не меньше: {_bid, bid}) = {_at_least, percent}, "
    "P(ровно {_q}) = {_exactly, percent}.",
    "round": "Раунд {round}: каждый маг встряхивает свою чашу; на столе " + _dice("ru", "total_dice") + ". "
    "Торги открывает маг {starter}.",
    "roll": "Маг {seat} выбросил: {dice, dice}.",
    "bid": "Маг {seat} ставит: {_bid, bid}.",
    "call": "Маг {seat} объявляет {call, select, liar {«ЛЖЕЦ»} other {«EXACTO»}} на ставку мага {bidder} "
    "({_bid, bid}).",
    "reveal": "Чаши подняты: {count, plural, =0 {ни один кубик не показывает} one {# кубик показывает} "
    "few {# кубика показывают} many {# кубиков показывают} other {# кубика показывают}} {face}"
    "{face, select, 1 {} other { или 1 (джокер)}}; ставка была {quantity}.",
    "gain": "{_why}: маг {seat} получает кубик.",
    "gain-capped": "{_why}, но у мага не бывает больше {_max, plural, one {# кубика} few {# кубиков} many {# кубиков} "
    "other {# кубика}}: маг {seat} ничего не получает.",
    "gained-roll": "Маг {seat} бросает кубик, выигранный по EXACTO: {_new, dice}. В чаше: {dice, dice}.",
    "lose": "Маг {seat} теряет кубик: {_why}. {dice, plural, =0 {Не осталось ни одного} one {Остался #} "
    "few {Осталось #} many {Осталось #} other {Осталось #}}.",
    "eliminated": "У мага {seat} не осталось кубиков: он выбывает из игры.",
    "winner": "Кубики остались только у мага {seat}: маг {seat} побеждает!",
    "next-round": "Следующий раунд: {_why}.",
    "why.exact-right": "Ровно {count}: EXACTO мага {caller} верно",
    "why.exact-wrong": "EXACTO неверно ({count}, а не {quantity})",
    "why.hit-exactly": "ставка мага {bidder} угадана точно",
    "why.at-least": "{count, plural, =0 {их нет вовсе} one {есть #} few {есть #} many {есть #} other {есть #}}, "
    "не меньше ставки {quantity}",
    "why.fewer": "{count, plural, =0 {их нет вовсе} one {есть лишь #} few {есть лишь #} many {есть лишь #} "
    "other {есть лишь #}}, меньше ставки {quantity}",
    "why.loser-starts": "маг {loser} потерял кубик, поэтому начинает маг {loser}",
    "why.next-starts": "маг {loser} выбыл, поэтому начинает следующий по порядку маг с кубиками: маг {starter}",
    "refuse.call-first": "Никто не может объявить {call, select, liar {«ЛЖЕЦ»} other {«EXACTO»}} до первой "
    "ставки раунда.",
    "refuse.face": "Ставка называет грань от {low} до 6, а не {face}.",
    "refuse.ones-wild": "Единицы — джокеры, на них ставить нельзя; назовите грань от 2 до 6.",
    "refuse.open-on-ones": "Первая ставка называет грань от 2 до 6: даже в варианте «ставки на единицы» на единицы "
    "переходят только со сделанной ставки.",
    "refuse.too-few": "Ставка — это хотя бы один кубик, а не {quantity}.",
    "refuse.too-many": "На столе всего " + _dice("ru", "total") + "; ставку {quantity} сделать нельзя.",
    "refuse.no-raise-left": "Ставка «{_new, bid}» не повышает «{_old, bid}», а когда на столе "
    + _dice("ru", "total")
    + ", её не повышает никакая ставка: объявите «ЛЖЕЦ» или «EXACTO».",
    "refuse.raise": "Ставка «{_new, bid}» не повышает «{_old, bid}»: {_why}. Наименьшие допустимые повышения: "
    "{_least, bids} (больше той же грани — тоже повышение, до {total}){_tail}",
    "raise.need": "на {_face, face} нужно не меньше {quantity}",
    "raise.never": "сейчас никакая ставка на {_face, face} не повышает",
    "raise.end": ".",
    "raise.end-none": "; ставки на {_faces, faces_or} её не повышают.",
    "bot.exacto": "«EXACTO»: по моим кубикам P(ровно: {bid, bid}) = {p_exact, number, 2}, а P(не меньше: "
    "{bid, bid}) = {p_true, number, 2}.",
    "bot.liar": "«ЛЖЕЦ»: по моим кубикам P(не меньше: {bid, bid}) = {p_true, number, 2}; моё самое правдоподобное "
    "повышение, «{best, bid}», верно лишь с P = {p_best, number, 2}.",
    "bot.liar-last": "«ЛЖЕЦ»: по моим кубикам P(не меньше: {bid, bid}) = {p_true, number, 2}, а повышать больше "
    "некуда.",
    "bot.open": "Открываю ставкой «{bid, bid}»: по моим кубикам P(не меньше: {bid, bid}) = {p, number, 2}, это "
    "самая высокая ставка, верная с P >= {target, number, 2}.",
    "bot.open-bluff": "Открываю ставкой «{bid, bid}» (блеф): по моим кубикам P(не меньше: {bid, bid}) = "
    "{p, number, 2}.",
    "bot.raise": "Повышаю до «{bid, bid}» ({bluff, select, yes {блеф} other {моё самое правдоподобное "
    "повышение}}): по моим кубикам P(не меньше: {bid, bid}) = {p, number, 2}, а P(не меньше: "
    "{standing, bid}) = {p_standing, number, 2}.",
    "you.round": "Раунд {round}: каждый маг встряхивает свою чашу; на столе " + _dice("ru", "total_dice") + ". "
    "{starter, select, you {Торги открываете вы} other {Торги открывает маг {starter}}}.",
    "you.roll": "Вы выбросили: {dice, dice}.",
    "you.bid": "Вы ставите: {_bid, bid}.",
    "you.call": "{seat, select, you {Вы объявляете {call, select, liar {«ЛЖЕЦ»} other {«EXACTO»}} на ставку мага "
    "{bidder}} other {Маг {seat} объявляет {call, select, liar {«ЛЖЕЦ»} other {«EXACTO»}} на вашу "
    "ставку}} ({_bid, bid}).",
    "you.gain": "{_why}: вы получаете кубик.",
    "you.gain-capped": "{_why}, но у мага не бывает больше {_max, plural, one {# кубика} few {# кубиков} many {# кубиков} "
    "other {# кубика}}: вы ничего не получаете.",
    "you.gained-roll": "Вы бросаете кубик, выигранный по EXACTO: {_new, dice}. В чаше: {dice, dice}.",
    "you.lose": "Вы теряете кубик: {_why}. {dice, plural, =0 {Не осталось ни одного} one {Остался #} "
    "few {Осталось #} many {Осталось #} other {Осталось #}}.",
    "you.eliminated": "У вас не осталось кубиков: вы выбываете из игры.",
    "you.winner": "Кубики остались только у вас: вы побеждаете!",
    "you.why.exact-right": "Ровно {count}: ваше EXACTO верно",
    "you.why.hit-exactly": "ваша ставка угадана точно",
    "you.why.loser-starts": "вы потеряли кубик, поэтому начинаете вы",
    "you.why.next-starts": "{loser, select, you {вы выбыли, поэтому начинает следующий по порядку маг с кубиками: "
    "маг {starter}} other {маг {loser} выбыл, поэтому начинаете вы — следующий по "
    "порядку маг с кубиками}}",
}

LV = {
    "hint.odds": "Jums ir {k, plural, zero {# derīgu kauliņu} one {# derīgs kauliņš} other {# derīgi kauliņi}} "
    "({_face, face_nom}{_face, select, 1 {} other { un vieninieki džokeri}}); {unknown, plural, "
    "zero {pārējie # kauliņi} one {pārējais # kauliņš} other {pārējie # kauliņi}} vidēji dod vēl {_mean, number, 1}. P(vismaz {_bid, bid}) = {_at_least, percent}, "
    "P(tieši {_q}) = {_exactly, percent}.",
    "round": "{round}. kārta: katrs burvis met kauliņus zem sava kausa; uz galda ir "
    + _dice("lv", "total_dice")
    + ". Solīšanu sāk burvis {starter}.",
    "roll": "Burvis {seat} uzmeta: {dice, dice}.",
    "bid": "Burvis {seat} sola: {_bid, bid}.",
    "call": "Burvis {seat} sauc {call, select, liar {„MELIS“} other {„EXACTO“}} burvja {bidder} solījumam "
    "({_bid, bid}).",
    "reveal": "Kausi pacelti: {count, plural, =0 {neviens kauliņš nerāda} zero {# kauliņi rāda} "
    "one {# kauliņš rāda} other {# kauliņi rāda}} {face}{face, select, 1 {} other { vai 1 (džokers)}}; "
    "solījums bija {quantity}.",
    "gain": "{_why}: burvis {seat} iegūst kauliņu.",
    "gain-capped": "{_why}, taču burvim nekad nav vairāk par {_max, plural, zero {# kauliņiem} one {# kauliņu} "
    "other {# kauliņiem}}: burvis {seat} neiegūst neko.",
    "gained-roll": "Burvis {seat} met ar EXACTO iegūto kauliņu: {_new, dice}. Kausā: {dice, dice}.",
    "lose": "Burvis {seat} zaudē kauliņu: {_why}. {dice, plural, =0 {Neviens nav palicis} zero {Palikuši #} "
    "one {Palicis #} other {Palikuši #}}.",
    "eliminated": "Burvim {seat} nav palicis neviena kauliņa: viņš izstājas no spēles.",
    "winner": "Kauliņi palikuši tikai burvim {seat}: uzvar burvis {seat}!",
    "next-round": "Nākamā kārta: {_why}.",
    "why.exact-right": "Tieši {count}: burvja {caller} EXACTO ir pareizs",
    "why.exact-wrong": "EXACTO bija nepareizs ({count}, nevis {quantity})",
    "why.hit-exactly": "burvja {bidder} solījums trāpīts precīzi",
    "why.at-least": "{count, plural, =0 {nav neviena} zero {ir #} one {ir #} other {ir #}}, "
    "ne mazāk, nekā solīts ({quantity})",
    "why.fewer": "{count, plural, =0 {nav neviena} zero {ir tikai #} one {ir tikai #} other {ir tikai #}}, "
    "mazāk, nekā solīts ({quantity})",
    "why.loser-starts": "burvis {loser} zaudēja kauliņu, tāpēc sāk burvis {loser}",
    "why.next-starts": "burvis {loser} ir izstājies, tāpēc sāk nākamais burvis ar kauliņiem: burvis {starter}",
    "refuse.call-first": "Neviens nedrīkst saukt {call, select, liar {„MELIS“} other {„EXACTO“}} pirms kārtas "
    "pirmā solījuma.",
    "refuse.face": "Solījums nosauc skaldni no {low} līdz 6, nevis {face}.",
    "refuse.ones-wild": "Vieninieki ir džokeri, un uz tiem solīt nedrīkst; nosauciet skaldni no 2 līdz 6.",
    "refuse.open-on-ones": "Pirmais solījums nosauc skaldni no 2 līdz 6: pat variantā „solīt uz vieniniekiem“ uz vieniniekiem "
    "pāriet tikai no jau izteikta solījuma.",
    "refuse.too-few": "Solījums ir vismaz par vienu kauliņu, nevis {quantity}.",
    "refuse.too-many": "Uz galda ir tikai " + _dice("lv", "total") + "; solījumu {quantity} izteikt nevar.",
    "refuse.no-raise-left": "Solījums „{_new, bid}“ nepārsola „{_old, bid}“, un, kad uz galda ir "
    + _dice("lv", "total")
    + ", to nepārsola neviens solījums: sauciet „MELIS“ vai „EXACTO“.",
    "refuse.raise": "Solījums „{_new, bid}“ nepārsola „{_old, bid}“: {_why}. Mazākie atļautie pārsolījumi: "
    "{_least, bids} (vairāk tās pašas skaldnes arī pārsola, līdz {total}){_tail}",
    "raise.need": "uz {_face, face} vajag vismaz {quantity}",
    "raise.never": "neviens solījums uz {_face, face} tagad nepārsola",
    "raise.end": ".",
    "raise.end-none": "; solījumi uz {_faces, faces_or} to nepārsola.",
    "bot.exacto": "„EXACTO“: pēc maniem kauliņiem P(tieši {bid, bid}) = {p_exact, number, 2}, un P(vismaz "
    "{bid, bid}) = {p_true, number, 2}.",
    "bot.liar": "„MELIS“: pēc maniem kauliņiem P(vismaz {bid, bid}) = {p_true, number, 2}; mans ticamākais "
    "pārsolījums, „{best, bid}“, ir patiess tikai ar P = {p_best, number, 2}.",
    "bot.liar-last": "„MELIS“: pēc maniem kauliņiem P(vismaz {bid, bid}) = {p_true, number, 2}, un augstāka "
    "solījuma vairs nav.",
    "bot.open": "Atveru ar „{bid, bid}“: pēc maniem kauliņiem P(vismaz {bid, bid}) = {p, number, 2}, tas ir "
    "augstākais solījums, kas patiess ar P >= {target, number, 2}.",
    "bot.open-bluff": "Atveru ar „{bid, bid}“ (blefs): pēc maniem kauliņiem P(vismaz {bid, bid}) = {p, number, 2}.",
    "bot.raise": "Pārsolu ar „{bid, bid}“ ({bluff, select, yes {blefs} other {mans ticamākais pārsolījums}}): pēc "
    "maniem kauliņiem P(vismaz {bid, bid}) = {p, number, 2}, bet P(vismaz {standing, bid}) = "
    "{p_standing, number, 2}.",
    "you.round": "{round}. kārta: katrs burvis met kauliņus zem sava kausa; uz galda ir "
    + _dice("lv", "total_dice")
    + ". {starter, select, you {Solīšanu sākat jūs} "
    "other {Solīšanu sāk burvis {starter}}}.",
    "you.roll": "Jūs uzmetāt: {dice, dice}.",
    "you.bid": "Jūs solāt: {_bid, bid}.",
    "you.call": "{seat, select, you {Jūs saucat {call, select, liar {„MELIS“} other {„EXACTO“}} burvja {bidder} "
    "solījumam} other {Burvis {seat} sauc {call, select, liar {„MELIS“} other {„EXACTO“}} jūsu "
    "solījumam}} ({_bid, bid}).",
    "you.gain": "{_why}: jūs iegūstat kauliņu.",
    "you.gain-capped": "{_why}, taču burvim nekad nav vairāk par {_max, plural, zero {# kauliņiem} one {# kauliņu} "
    "other {# kauliņiem}}: jūs neiegūstat neko.",
    "you.gained-roll": "Jūs metat ar EXACTO iegūto kauliņu: {_new, dice}. Kausā: {dice, dice}.",
    "you.lose": "Jūs zaudējat kauliņu: {_why}. {dice, plural, =0 {Neviens nav palicis} zero {Palikuši #} "
    "one {Palicis #} other {Palikuši #}}.",
    "you.eliminated": "Jums nav palicis neviena kauliņa: jūs izstājaties no spēles.",
    "you.winner": "Kauliņi palikuši tikai jums: jūs uzvarat!",
    "you.why.exact-right": "Tieši {count}: jūsu EXACTO ir pareizs",
    "you.why.hit-exactly": "jūsu solījums trāpīts precīzi",
    "you.why.loser-starts": "jūs zaudējāt kauliņu, tāpēc sākat jūs",
    "you.why.next-starts": "{loser, select, you {jūs esat izstājies, tāpēc sāk nākamais burvis ar kauliņiem: "
    "burvis {starter}} other {burvis {loser} ir izstājies, tāpēc kā nākamie ar kauliņiem "
    "sākat jūs}}",
}

FI = {
    "hint.odds": "Sinulla on {k, plural, one {# sopiva noppa} other {# sopivaa noppaa}} "
    "({_face, face_nom}{_face, select, 1 {} other { ja jokeriykköset}}); {unknown, plural, "
    "one {viimeinen piilossa oleva noppa tuo} other {muut # noppaa tuovat}} keskimäärin {_mean, number, 1} lisää. P(vähintään {_bid, bid}) = "
    "{_at_least, percent}, P(tasan {_q}) = {_exactly, percent}.",
    "round": "Kierros {round}: jokainen velho heittää noppansa kuppinsa alla; pöydällä on "
    + _dice("fi", "total_dice")
    + ". Velho {starter} aloittaa tarjoamisen.",
    "roll": "Velho {seat} heitti: {dice, dice}.",
    "bid": "Velho {seat} tarjoaa: {_bid, bid}.",
    "call": "Velho {seat} huutaa {call, select, liar {VALEHTELIJA} other {EXACTO}} velhon {bidder} tarjoukseen "
    "({_bid, bid}).",
    "reveal": "Kupit ylös: {count, plural, =0 {yksikään noppa ei näytä} one {# noppa näyttää} "
    "other {# noppaa näyttää}} {face}{face, select, 1 {} other { tai 1 (jokeri)}}; tarjous oli {quantity}.",
    "gain": "{_why}: velho {seat} saa nopan.",
    "gain-capped": "{_why}, mutta velholla ei ole koskaan yli {_max, plural, one {# nopan} other {# noppaa}}: velho {seat} ei saa mitään.",
    "gained-roll": "Velho {seat} heittää EXACTOlla voittamansa nopan: {_new, dice}. Kupissa: {dice, dice}.",
    "lose": "Velho {seat} menettää nopan: {_why}. {dice, plural, =0 {Yhtään ei jäänyt} one {Jäljellä #} "
    "other {Jäljellä #}}.",
    "eliminated": "Velholla {seat} ei ole noppia jäljellä: hän putoaa pelistä.",
    "winner": "Vain velholla {seat} on noppia jäljellä: velho {seat} voittaa!",
    "next-round": "Seuraava kierros: {_why}.",
    "why.exact-right": "Tasan {count}: velhon {caller} EXACTO on oikein",
    "why.exact-wrong": "EXACTO oli väärin ({count}, ei {quantity})",
    "why.hit-exactly": "velhon {bidder} tarjous osui täsmälleen",
    "why.at-least": "{count, plural, =0 {niitä ei ole yhtään} one {niitä on #} other {niitä on #}}, "
    "vähintään tarjottu määrä ({quantity})",
    "why.fewer": "{count, plural, =0 {niitä ei ole yhtään} one {niitä on vain #} other {niitä on vain #}}, "
    "vähemmän kuin tarjottu määrä ({quantity})",
    "why.loser-starts": "velho {loser} menetti nopan, joten velho {loser} aloittaa",
    "why.next-starts": "velho {loser} on pudonnut, joten aloittaa seuraava velho, jolla on noppia: velho {starter}",
    "refuse.call-first": "Kukaan ei saa huutaa {call, select, liar {VALEHTELIJA} other {EXACTO}} ennen kierroksen "
    "ensimmäistä tarjousta.",
    "refuse.face": "Tarjous nimeää silmäluvun {low}–6, ei {face}.",
    "refuse.ones-wild": "Ykköset ovat jokereita, eikä niitä voi tarjota; tarjoa silmälukua 2–6.",
    "refuse.open-on-ones": "Avaustarjous nimeää silmäluvun 2–6: bid_ones-muunnelmassakin ykkösiin siirrytään "
    "vain voimassa olevasta tarjouksesta.",
    "refuse.too-few": "Tarjous koskee vähintään yhtä noppaa, ei {quantity}.",
    "refuse.too-many": "Pöydällä on vain " + _dice("fi", "total") + "; tarjousta {quantity} ei voi tehdä.",
    "refuse.no-raise-left": "Tarjous ”{_new, bid}” ei korota tarjousta ”{_old, bid}”, eikä mikään tarjous korota "
    "sitä, kun pöydällä on " + _dice("fi", "total") + ": huuda VALEHTELIJA tai EXACTO.",
    "refuse.raise": "Tarjous ”{_new, bid}” ei korota tarjousta ”{_old, bid}”: {_why}. Pienimmät sallitut "
    "korotukset: {_least, bids} (useampi saman silmäluvun noppa korottaa myös, {total} asti){_tail}",
    "raise.need": "tarjous {_face, face} vaatii vähintään {quantity}",
    "raise.never": "mikään tarjous {_face, face} ei nyt korota",
    "raise.end": ".",
    "raise.end-none": "; tarjoukset {_faces, faces_or} eivät korota sitä.",
    "bot.exacto": "EXACTO: noppieni perusteella P(tasan {bid, bid}) = {p_exact, number, 2} ja P(vähintään "
    "{bid, bid}) = {p_true, number, 2}.",
    "bot.liar": "VALEHTELIJA: noppieni perusteella P(vähintään {bid, bid}) = {p_true, number, 2}; uskottavin "
    "korotukseni, {best, bid}, pitää paikkansa vain todennäköisyydellä P = {p_best, number, 2}.",
    "bot.liar-last": "VALEHTELIJA: noppieni perusteella P(vähintään {bid, bid}) = {p_true, number, 2}, eikä "
    "korkeampaa tarjousta ole enää jäljellä.",
    "bot.open": "Avaan tarjouksella {bid, bid}: noppieni perusteella P(vähintään {bid, bid}) = {p, number, 2}, "
    "korkein tarjous, joka on tosi todennäköisyydellä P >= {target, number, 2}.",
    "bot.open-bluff": "Avaan tarjouksella {bid, bid} (bluffi): noppieni perusteella P(vähintään {bid, bid}) = "
    "{p, number, 2}.",
    "bot.raise": "Korotan tarjoukseen {bid, bid} ({bluff, select, yes {bluffi} other {uskottavin korotukseni}}): "
    "noppieni perusteella P(vähintään {bid, bid}) = {p, number, 2}, kun taas P(vähintään "
    "{standing, bid}) = {p_standing, number, 2}.",
    "you.round": "Kierros {round}: jokainen velho heittää noppansa kuppinsa alla; pöydällä on "
    + _dice("fi", "total_dice")
    + ". {starter, select, you {Sinä aloitat} "
    "other {Velho {starter} aloittaa}} tarjoamisen.",
    "you.roll": "Heitit: {dice, dice}.",
    "you.bid": "Tarjoat: {_bid, bid}.",
    "you.call": "{seat, select, you {Huudat {call, select, liar {VALEHTELIJA} other {EXACTO}} velhon {bidder} "
    "tarjoukseen} other {Velho {seat} huutaa {call, select, liar {VALEHTELIJA} other {EXACTO}} "
    "tarjoukseesi}} ({_bid, bid}).",
    "you.gain": "{_why}: saat nopan.",
    "you.gain-capped": "{_why}, mutta velholla ei ole koskaan yli {_max, plural, one {# nopan} other {# noppaa}}: et saa mitään.",
    "you.gained-roll": "Heität EXACTOlla voittamasi nopan: {_new, dice}. Kupissa: {dice, dice}.",
    "you.lose": "Menetät nopan: {_why}. {dice, plural, =0 {Yhtään ei jäänyt} one {Jäljellä #} other {Jäljellä #}}.",
    "you.eliminated": "Sinulla ei ole noppia jäljellä: putoat pelistä.",
    "you.winner": "Vain sinulla on noppia jäljellä: voitit!",
    "you.why.exact-right": "Tasan {count}: EXACTOsi on oikein",
    "you.why.hit-exactly": "tarjouksesi osui täsmälleen",
    "you.why.loser-starts": "menetit nopan, joten sinä aloitat",
    "you.why.next-starts": "{loser, select, you {olet pudonnut, joten aloittaa seuraava velho, jolla on noppia: "
    "velho {starter}} other {velho {loser} on pudonnut, joten sinä aloitat seuraavana, "
    "jolla on noppia}}",
}

#: how each bot plays, in one clause with nothing hidden: the tables' "Why?" before the
#: bot's own numbers may be shown (widgets/base.py)
BOT_METHODS = {
    "en": {
        "bot.method.probability": "from its own dice it works out how likely each bid is; it calls LIAR on unlikely bids, EXACTO when the exact count is likely enough, and otherwise makes the most plausible raise.",
        "bot.method.cautious": "like the probability bot, but careful: it bids only what is likely true, calls LIAR sooner and never bluffs.",
        "bot.method.beginner": "like the probability bot, but reckless, as people new to the game are: it opens high, raises where it should call, bluffs one raise in two and calls EXACTO on long shots.",
        "bot.method.bold": "like the probability bot, but daring: it opens high, keeps raising where others would call, and often bluffs.",
    },
    "lv": {
        "bot.method.probability": "pēc saviem kauliņiem tas aprēķina, cik ticams ir katrs solījums; neticamam solījumam tas sauc „MELIS“, „EXACTO“ — kad precīzais skaits ir pietiekami ticams, bet citādi pārsola ar visticamāko solījumu.",
        "bot.method.cautious": "kā varbūtību robots, bet piesardzīgs: solās tikai to, kas visticamāk ir patiesība, ātrāk sauc „MELIS“ un nekad neblefo.",
        "bot.method.beginner": "kā varbūtību robots, bet neapdomīgs, kā spēles iesācēji: sāk augstu, pārsola, kur vajadzētu saukt „MELIS“, blefo ik otrā pārsolījumā un sauc „EXACTO“ uz labu laimi.",
        "bot.method.bold": "kā varbūtību robots, bet pārdrošs: sāk augstu, turpina pārsolīt tur, kur citi sauktu „MELIS“, un bieži blefo.",
    },
    "fi": {
        "bot.method.probability": "se laskee omista nopistaan, kuinka todennäköinen kukin tarjous on; epätodennäköiseen tarjoukseen se huutaa VALEHTELIJA, EXACTOn silloin, kun tarkka määrä on tarpeeksi todennäköinen, ja muuten se korottaa uskottavimmalla tarjouksella.",
        "bot.method.cautious": "kuin todennäköisyysbotti, mutta varovainen: se tarjoaa vain sen, mikä on todennäköisesti totta, huutaa VALEHTELIJA herkemmin eikä koskaan bluffaa.",
        "bot.method.beginner": "kuin todennäköisyysbotti, mutta uhkarohkea kuin pelin aloittelijat: se aloittaa korkealta, korottaa siinä, missä pitäisi huutaa, bluffaa joka toisella korotuksella ja huutaa EXACTO pienilläkin mahdollisuuksilla.",
        "bot.method.bold": "kuin todennäköisyysbotti, mutta rohkea: se aloittaa korkealta, korottaa siinä, missä muut huutaisivat, ja bluffaa usein.",
    },
    "ru": {
        "bot.method.probability": "по своим кубикам он считает, насколько вероятна каждая ставка; на маловероятную ставку объявляет «ЛЖЕЦ», «EXACTO» — когда точное число достаточно вероятно, а иначе делает самое правдоподобное повышение.",
        "bot.method.cautious": "как вероятностный бот, но осторожный: ставит только то, что скорее всего правда, раньше объявляет «ЛЖЕЦ» и никогда не блефует.",
        "bot.method.beginner": "как вероятностный бот, но безрассудный, как новички: начинает с высоких ставок, повышает там, где стоило бы объявить «ЛЖЕЦ», блефует через раз и объявляет «EXACTO» наудачу.",
        "bot.method.bold": "как вероятностный бот, но смелый: начинает с высоких ставок, повышает там, где другие объявили бы «ЛЖЕЦ», и часто блефует.",
    },
}

# the levels a table names are bots described above: the same words
for _methods in BOT_METHODS.values():
    _methods["bot.method.medium"], _methods["bot.method.strong"] = (
        _methods["bot.method.bold"],
        _methods["bot.method.probability"],
    )

MESSAGES = Messages(
    "exacto",
    {lang: {**words, **BOT_METHODS[lang]} for lang, words in (("en", EN), ("lv", LV), ("fi", FI), ("ru", RU))},
    FORMATTERS,
)
#: the parameters that name a mage: the one reading the log reads "you" ("you." sentences)
MESSAGES.seat_params = ("seat", "bidder", "caller", "loser", "starter")
