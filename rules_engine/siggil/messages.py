"""Siggil's sentences — events, refusals, bot reasons — in English, Latvian, Finnish and Russian.

The engine logs message ids with parameters (cards as their JSON); these templates make
the words when someone reads them (rules_engine.i18n explains the syntax). Vocabulary: the
Latvian follows the seed (sigils, gars, brīvs gars, dzimta, skaitlis, komplekts, sagūstīt,
pieejama kārts, atkritumu kaudze, vieglā / uzlabotā versija).
"""

from __future__ import annotations

from ..ganjifa.messages import RANK_CASES, RANK_NAMES
from ..i18n import Formatter, Messages
from .cards import Card

#: a family card's name; the Finnish one is ICU for the widgets (``ui.siggil.card``): card_name
#: builds it from Ganjifa's declinable rank names
_CARD = {
    "en": "{n} of family {f}",
    "lv": "{f}. dzimtas {n}",
    "fi": "suvun {f} {n, select, 1 {ykkönen} 2 {kakkonen} 3 {kolmonen} 4 {nelonen} 5 {vitonen} 6 {kuutonen} "
    "other {seiska}}",
    "ru": "{n} рода {f}",
}
_SPIRIT = {"en": "spirit {k}", "lv": "gars {k}", "fi": "henki {k}", "ru": "дух {k}"}
_FACE_DOWN = {
    "en": "a face-down card",
    "lv": "ar seju uz leju apgriezta kārts",
    "fi": "kuvapuoli alaspäin oleva kortti",
    "ru": "карта рубашкой вверх",
}
_NONE = {"en": "none", "lv": "neviens", "fi": "ei yhtään", "ru": "нет"}
_LAYOUT: dict[str, dict[str, str]] = {
    "lv": {"pyramids": "piramīdas", "wall": "siena", "ring": "gredzens"},
    "fi": {"pyramids": "pyramidit", "wall": "muuri", "ring": "rengas"},
    "ru": {"pyramids": "пирамиды", "wall": "стена", "ring": "кольцо"},
}
_LEVEL = {
    "en": {"easy": "easy", "advanced": "advanced"},
    "lv": {"easy": "vieglā", "advanced": "uzlabotā"},
    "fi": {"easy": "helppo", "advanced": "edistynyt"},
    "ru": {"easy": "лёгкий", "advanced": "сложный"},
}


#: a spirit in the cases sentences need, as Ganjifa's cards have them (``{spirit, spirit_acc}``:
#: "garu 3", "hengen 3", "духа 3"), so a sentence never wraps it: "garu (gars 3)"
SPIRIT_CASES = {
    "spirit_acc": {"lv": "garu {k}", "fi": "hengen {k}", "ru": "духа {k}"},
    "spirit_gen": {"lv": "gara {k}", "fi": "hengen {k}", "ru": "духа {k}"},
    "spirit_dat": {"lv": "garam {k}", "fi": "hengelle {k}", "ru": "духу {k}"},
    "spirit_ins": {"lv": "garu {k}", "fi": "hengellä {k}", "ru": "духом {k}"},
    "spirit_part": {"lv": "garu {k}", "fi": "henkeä {k}", "ru": "духа {k}"},
}

#: a family card in Finnish is named by its rank, as Ganjifa's are ("suvun 7 kakkonen"), so it
#: declines: "Otit suvun 7 kakkosen", "suvun 2 seiskalla"; Latvian and Russian write the
#: number, which does not decline ("3. dzimtas 5", "5 рода 3")
_FI_RANKS: dict[str | None, tuple[str, ...]] = {
    None: RANK_NAMES["fi"][:7],
    **{case: RANK_CASES["fi"][case][:7] for case in ("gen", "part", "ade")},
}
#: formatter -> the Finnish case it names (``card_acc``: the total object, the genitive)
CARD_CASES = {"card_acc": "gen", "card_gen": "gen", "card_part": "part", "card_ade": "ade"}


def card_name(card, lang: str = "en", case: str | None = None) -> str:
    """``5 of family 3`` / ``3. dzimtas 5`` / ``suvun 3 vitonen`` / ``5 рода 3``; a spirit: ``spirit 3``.
    ``case``: a Finnish case of :data:`CARD_CASES` ("gen": ``suvun 3 vitosen``)."""
    card = Card.from_json(card)
    if card.spirit:
        return _SPIRIT[lang].format(k=card.family) if case is None else _spirit_case(card.family, lang, case)
    if lang == "fi":
        return f"suvun {card.family} {_FI_RANKS[case][card.number - 1]}"
    return _CARD[lang].format(f=card.family, n=card.number)


_FI_SPIRIT_CASE = {"gen": "spirit_gen", "part": "spirit_part", "ade": "spirit_ins"}


def _spirit_case(k, lang: str, case: str) -> str:
    style = _FI_SPIRIT_CASE.get(case, case) if lang == "fi" else case
    return SPIRIT_CASES.get(style, {}).get(lang, _SPIRIT[lang]).format(k=k)


def _spirit_formatter(style: str):
    return lambda k, lang: _spirit_case(k, lang, style)


def _card_formatter(case: str):
    fi_case = CARD_CASES[case]
    return lambda card, lang: card_name(card, lang, fi_case if lang == "fi" else None)


def place_name(card, lang: str = "en") -> str:
    """A card in the sigil as the table sees it: its name, or "a face-down card" (None)."""
    return _FACE_DOWN[lang] if card is None else card_name(card, lang)


def _listed(items, lang, one) -> str:
    return ", ".join(one(i, lang) for i in items) if items else _NONE[lang]


FORMATTERS: dict[str, Formatter] = {
    "card": card_name,
    # a card's name opening a sentence: "Spirit 3 is available now"
    "card_first": lambda card, lang: (lambda s: s[:1].upper() + s[1:])(card_name(card, lang)),
    "cards": lambda cards, lang: _listed(cards, lang, card_name),
    "place": place_name,
    "places": lambda cards, lang: _listed(cards, lang, place_name),
    "spirit": lambda k, lang: _SPIRIT[lang].format(k=k),
    "spirits": lambda ks, lang: _listed(ks, lang, lambda k, lg: _SPIRIT[lg].format(k=k)),
    **{style: _spirit_formatter(style) for style in SPIRIT_CASES},
    **{style: _card_formatter(style) for style in CARD_CASES},
    "cards_ade": lambda cards, lang: _listed(cards, lang, _card_formatter("card_ade")),
    "numbers": lambda ns, lang: _listed(ns, lang, lambda n, lg: str(n)),
    "layout": lambda name, lang: _LAYOUT.get(lang, {}).get(name) or name,
    "level": lambda d, lang: _LEVEL[lang].get(d, str(d)),
    # a set as the learner counts them, from 1 (the engine's index, from 0, stays in the data)
    "set": lambda i, lang: str(int(i) + 1),
}

EN = {
    # events
    "setup": "Setup for {players} players: all 56 cards are shuffled and dealt as the {layout, layout} layout. "
    "Spirits to win: {goal}; a free spirit is captured with {size} cards.",
    "solo-setup": "Solo game, {difficulty, level}: the 7 spirits and the 49 other cards are shuffled apart, a spirit "
    "after every 7 cards, and dealt as the {layout, layout} layout. Spirits to capture: {goal}, each "
    "with "
    "{size} cards.",
    "flip": "{card, card_first} is available now and is turned face up.",
    "free": "Spirit {spirit} is uncovered: it leaves the sigil as a free spirit.",
    "turn": "Player {seat} to play.",
    "take": "Player {seat} takes a card from the sigil into their hand.",
    "take-own": "You took {card, card}.",
    "discard": "Player {seat} discards {card, card}, face up.",
    "discard-down": "Player {seat} discards a card, face down.",
    "take-skipped": "The discard left no card to take: player {seat} skips the take.",
    "capture": "Player {seat} captures {spirit, spirit} with {cards, cards}.",
    "steal": "Player {seat} steals {spirit, spirit} from player {holder} with {cards, cards}: {size} cards "
    "against {held}.",
    "recapture": "Player {seat} extends their set {set, set} with {cards, cards} to {size} cards (player {holder}'s set "
    "has {held}) and takes {spirit, spirit}.",
    "pass": "Player {seat} makes no capture this turn.",
    "win": "Player {seat} holds {spirits} spirits and wins at once!",
    "last-card": "The last card of the sigil is taken: the game ends. Spirits held: {held, numbers}; cards in hand: "
    "{hand_sizes, numbers}. Winner: player {winners, numbers}.",
    "release-needed": "Spirit {spirit} comes free, but only 3 spirits may wait: it stays, and one of the three "
    "that were waiting ({waiting, spirits}) goes to the discard pile. Choose which.",
    "lost": "Spirit {spirit} goes to the discard pile and can no longer be captured.",
    "solo-won": "You have captured {captured} spirits: you win!",
    "solo-lost-reach": "{lost} spirits are lost, so {goal} captures are out of reach: the game is lost "
    "(captured: {captured}).",
    "solo-lost-empty": "The sigil is empty, so the game ends with this turn: it is lost (captured: {captured} of "
    "{goal}).",
    # refusals
    "refuse.no-position": "There is no position {position}: positions are numbered 0 to {last}.",
    "refuse.empty": "No card lies at position {position} any more; available now: {available, cards}.",
    "refuse.covered": "Not available: {card, place}, covered by {on_top, places}. Available now: {available, cards}.",
    "refuse.take-first": "Take a card first: a capture or a pass comes after the take, at most one capture a turn.",
    "refuse.taken-already": "You have taken your card this turn: now capture, or pass.",
    "refuse.not-solo": "Discarding belongs to the solo game; with 2 to 4 players you take a card.",
    "refuse.discard-first": "First discard an available card (available now: {available, cards}).",
    "refuse.discarded-already": "You have already discarded this turn; now {phase, select, take {take a card} "
    "other {capture or pass}}.",
    "refuse.solo-steal": "In the solo game nobody holds a spirit to steal: capture a free spirit.",
    "refuse.no-spirit": "There is no spirit {spirit}: the spirits are 1 to 7.",
    "refuse.spirit-card": "{card, card} is a spirit: a set is laid down from the family cards in your hand.",
    "refuse.not-in-hand": "{card, card} is not in your hand.",
    "refuse.not-free": "Spirit {spirit} is not a free spirit now; free spirits: {free, spirits}.",
    "refuse.set-size": "Capturing {spirit, spirit} takes exactly {size} cards, not {count}.",
    "refuse.no-match": "{cards, cards} do not all share family {spirit}, nor all share number {spirit}.",
    "refuse.not-held": "{mine, select, yes {You already hold {spirit, spirit}.} other {No player holds "
    "{spirit, spirit}.}}",
    "refuse.steal-size": "Player {holder}'s set under {spirit, spirit} has {held} cards: stealing it takes exactly "
    "{size}, not {count}.",
    "refuse.no-set": "You have no set {set, set} (your sets: {count}; the first is set 1).",
    "refuse.set-has-spirit": "Your set {set, set} already carries {spirit, spirit}: only a set with no spirit is extended.",
    "refuse.set-way": "Your set {set, set} and the added cards must all share family {spirit}, or all share number "
    "{spirit}.",
    "refuse.recapture-size": "Player {holder}'s set under {spirit, spirit} has {held} cards, so yours must reach "
    "exactly {size}: your set {set, set} has {has}, and {count} added make {total}.",
    "refuse.recapture-whole": "{count, plural, one {{cards, cards} already lies} other {{cards, cards} already lie}} "
    "in your set {set, set}: a recapture names only the cards you add from your hand, not the "
    "whole extended set.",
    "refuse.release-first": "First choose which of {waiting, spirits} goes to the discard pile: {spirit, spirit} has "
    "just come free and stays.",
    "refuse.release-which": "{which, select, newcomer {{spirit, spirit} has just come free and stays} other "
    "{{spirit, spirit} is not one of the three spirits that were waiting when "
    "{newcomer, spirit} came free}}: the one to go is one of {waiting, spirits}.",
    "refuse.no-release": "No spirit has to go: that choice comes only when a fourth free spirit appears in the "
    "solo game.",
    # bad input
    "input.card-list": "'cards' must be a list of cards, not {value}.",
    "input.card": "{value} is not a card: a card has a family and a number, each 1 to 7.",
    "input.no-cards": "A '{kind}' lays down at least one card.",
    "input.card-twice": "{card, card} is named twice.",
    # bots (rules_engine/siggil/bots.py): only what the whole table can see
    "bot.capture": "I capture {spirit, spirit} with {cards, cards}: it was free.",
    "bot.steal": "I steal {spirit, spirit} from player {holder}: my {size} cards beat their {held}.",
    "bot.recapture": "I extend my set {set, set} to {size} cards and take {spirit, spirit} from player {holder}.",
    "bot.pass": "I make no capture this turn.",
    "bot.take-spirit": "I take {card, card}: it shares a family or number with "
    "{spirit, spirit}, which is free or held by another player.",
    "bot.take-plain": "I take {card, card}: it matches no free or held spirit, but of the "
    "available cards it scores best for the spirits still in the sigil (it uncovers {uncovers} "
    "cards).",
    "bot.discard": "I discard {card, card}: of the available cards it helps least "
    "towards the spirits still to capture.",
    "bot.release": "I let {spirit, spirit} go: of the free spirits it is the furthest from a set I could lay down.",
    "bot.look": "Looking one turn ahead, I take {card, card}: it scores best for me "
    "after the next player's best reply (it frees {frees} spirits for them).",
}

LV = {
    "setup": "Sagatavošanās {players, plural, zero {# spēlētājiem} one {# spēlētājam} other {# spēlētājiem}}: visas 56 kārtis izsijātas un izklātas shēmā „{layout, layout}“. Gari uzvarai: {goal}; brīvu garu sagūsta ar {size, plural, zero {# kārtīm} one {# kārti} other {# kārtīm}}.",
    "solo-setup": "Spēle vienam, {difficulty, level} versija: 7 garu kārtis un pārējās 49 kārtis izsijātas atsevišķi, gars ik pēc 7 kārtīm, izklāts shēmā „{layout, layout}“. Jāsagūsta {goal, plural, zero {# garu} one {# gars} other {# gari}}, katrs ar {size, plural, zero {# kārtīm} one {# kārti} other {# kārtīm}}.",
    "flip": "Kārts {card, card} tagad ir pieejama un tiek pagriezta ar seju uz augšu.",
    "free": "Gars {spirit} ir atsegts: tas atstāj sigilu kā brīvs gars.",
    "turn": "Gājiens: spēlētājs {seat}.",
    "take": "Spēlētājs {seat} paņem rokā kārti no sigila.",
    "take-own": "Jūs paņēmāt kārti {card, card}.",
    "discard": "Spēlētājs {seat} nomet kārti {card, card} ar seju uz augšu.",
    "discard-down": "Spēlētājs {seat} nomet kārti ar seju uz leju.",
    "take-skipped": "Pēc nomešanas nav ko paņemt: spēlētājs {seat} izlaiž ņemšanu.",
    "capture": "Spēlētājs {seat} sagūsta {spirit, spirit_acc} ar kārtīm {cards, cards}.",
    "steal": "Spēlētājs {seat} sagūsta spēlētāja {holder} {spirit, spirit_acc} ar kārtīm {cards, cards}: {size, plural, zero {# kāršu} one {# kārts} other {# kārtis}} pret {held}.",
    "recapture": "Spēlētājs {seat} papildina savu komplektu {set, set} ar {cards, cards} līdz {size, plural, zero {# kārtīm} one {# kārtij} other {# kārtīm}} (spēlētāja {holder} komplektā ir {held}) un atkārtoti sagūsta {spirit, spirit_acc}.",
    "pass": "Spēlētājs {seat} šajā gājienā nesagūsta.",
    "win": "Spēlētājam {seat} ir {spirits, plural, zero {# garu} one {# gars} other {# gari}}, un viņš uzvar uzreiz!",
    "last-card": "Pēdējā sigila kārts ir paņemta: spēle beidzas. Gari: {held, numbers}; kārtis rokā: "
    "{hand_sizes, numbers}. Uzvar spēlētājs {winners, numbers}.",
    "release-needed": "Gars {spirit} izbēg, bet blakus sigilam drīkst gaidīt tikai 3 gari: tas paliek un aizvieto vienu no trim, kas gaidīja ({waiting, spirits}). Izvēlieties, kurš tiek nosūtīts uz atkritumu kaudzi.",
    "lost": "Gars {spirit} tiek nosūtīts uz atkritumu kaudzi un vairs nevar tikt sagūstīts.",
    "solo-won": "Jūs esat sagūstījis {captured, plural, zero {# garu} one {# garu} other {# garus}}: jūs uzvarat!",
    "solo-lost-reach": "{lost, plural, zero {Zaudēti # garu} one {Zaudēts # gars} other {Zaudēti # gari}}, tāpēc {goal, plural, zero {# garu} one {# garu} other {# garus}} vairs nav iespējams sagūstīt: spēle zaudēta (sagūstīti: {captured}).",
    "solo-lost-empty": "Sigils ir tukšs, tāpēc spēle beidzas ar šo gājienu: tā ir zaudēta (sagūstīti: {captured} no "
    "{goal}).",
    "refuse.no-position": "Nav {position}. vietas: vietas numurētas no 0 līdz {last}.",
    "refuse.empty": "{position}. vietā vairs nav kārts; tagad pieejamas: {available, cards}.",
    "refuse.covered": "Nav pieejama: {card, place}; to sedz {on_top, places}. Tagad pieejamas: {available, cards}.",
    "refuse.take-first": "Vispirms paņemiet kārti: sagūstīšana vai atteikšanās nāk pēc ņemšanas, ne vairāk kā viena sagūstīšana gājienā.",
    "refuse.taken-already": "Šajā gājienā kārti jūs jau paņēmāt: tagad sagūstiet vai atsakieties.",
    "refuse.not-solo": "Nomešana ir tikai spēlē vienam; 2–4 spēlētāju spēlē ņem kārti.",
    "refuse.discard-first": "Vispirms nometiet pieejamu kārti (tagad pieejamas: {available, cards}).",
    "refuse.discarded-already": "Šajā gājienā jūs jau nometāt kārti; tagad {phase, select, take {paņemiet kārti} other {sagūstiet vai atsakieties}}.",
    "refuse.solo-steal": "Spēlē vienam nevienam nav gara, ko sagūstīt: sagūstiet brīvu garu.",
    "refuse.no-spirit": "Nav gara {spirit}: gari ir no 1 līdz 7.",
    "refuse.spirit-card": "Kārts {card, card} ir gars: komplektu izspēlē no dzimtu kārtīm rokā.",
    "refuse.not-in-hand": "Kārts {card, card} nav jūsu rokā.",
    "refuse.not-free": "Gars {spirit} tagad nav brīvs; brīvie gari: {free, spirits}.",
    "refuse.set-size": "Garu {spirit} sagūsta ar tieši {size, plural, zero {# kārtīm} one {# kārti} other {# kārtīm}}, nevis {count}.",
    "refuse.no-match": "Kārtis {cards, cards} nav visas {spirit}. dzimtas un nav visas ar skaitli {spirit}.",
    "refuse.not-held": "{mine, select, yes {Gars {spirit} jau ir jums.} other {Garu {spirit} neviens nav sagūstījis.}}",
    "refuse.steal-size": "Spēlētāja {holder} komplektā zem {spirit, spirit_gen} ir {held, plural, zero {# kāršu} one {# kārts} other {# kārtis}}: lai to sagūstītu, vajag tieši {size}, nevis {count}.",
    "refuse.no-set": "Jums nav komplekta {set, set} (jūsu komplekti: {count}; pirmais ir komplekts 1).",
    "refuse.set-has-spirit": "Uz jūsu komplekta {set, set} jau ir {spirit, spirit}: papildina tikai komplektu bez gara.",
    "refuse.set-way": "Jūsu komplektam {set, set} un pieliktajām kārtīm visām jābūt {spirit}. dzimtas vai visām ar skaitli {spirit}.",
    "refuse.recapture-size": "Spēlētāja {holder} komplektā zem {spirit, spirit_gen} ir {held, plural, zero {# kāršu} one {# kārts} other {# kārtis}}, tāpēc jūsējā jābūt tieši {size}: komplektā {set, set} ir {has}, un pieliekot {count}, būtu {total}.",
    "refuse.recapture-whole": "{count, plural, zero {Kārtis {cards, cards} jau ir} one {Kārts {cards, cards} jau ir} other {Kārtis {cards, cards} jau ir}} jūsu komplektā {set, set}: atkārtoti sagūstot, nosauciet tikai kārtis, ko pieliekat no rokas, nevis visu papildināto komplektu.",
    "refuse.release-first": "Vispirms izvēlieties, kurš no gariem ({waiting, spirits}) tiek nosūtīts uz atkritumu kaudzi: {spirit, spirit} tikko izbēga un paliek.",
    "refuse.release-which": "{which, select, newcomer {Gars {spirit} tikko izbēga un paliek} other {Gars {spirit} nav starp trim gariem, kas gaidīja, kad izbēga {newcomer, spirit}}}: jāaiziet vienam no gariem ({waiting, spirits}).",
    "refuse.no-release": "Nevienam garam nav jāaiziet: šī izvēle ir tikai tad, kad spēlē vienam parādās ceturtais "
    "brīvais gars.",
    "input.card-list": "'cards' jābūt kāršu sarakstam, nevis {value}.",
    "input.card": "{value} nav kārts: kārtij ir dzimta un skaitlis, katrs no 1 līdz 7.",
    "input.no-cards": "Darbībā '{kind}' izspēlē vismaz vienu kārti.",
    "input.card-twice": "Kārts {card, card} nosaukta divreiz.",
    "bot.capture": "Sagūstu {spirit, spirit_acc} ar kārtīm {cards, cards}: tas bija brīvs.",
    "bot.steal": "Sagūstu spēlētāja {holder} {spirit, spirit_acc}: manas {size, plural, zero {# kārtis} one {# kārts} other {# kārtis}} pārspēj viņa {held}.",
    "bot.recapture": "Papildinu savu komplektu {set, set} līdz {size, plural, zero {# kārtīm} one {# kārtij} other {# kārtīm}} un atkārtoti sagūstu {spirit, spirit_acc} no spēlētāja {holder}.",
    "bot.pass": "Šajā gājienā nesagūstu.",
    "bot.take-spirit": "Paņemu kārti {card, card}: tai ir kopīga dzimta vai skaitlis ar {spirit, spirit_acc}, kas ir brīvs vai pie cita spēlētāja.",
    "bot.take-plain": "Paņemu kārti {card, card}: tā neatbilst nevienam brīvam vai sagūstītam "
    "garam, bet no pieejamajām kārtīm tā ir visvērtīgākā gariem, kas vēl ir sigilā (tā atsedz "
    "kārtis: {uncovers}).",
    "bot.discard": "Nometu kārti {card, card}: no pieejamajām tā vismazāk palīdz sagūstīt atlikušos garus.",
    "bot.release": "Atlaižu {spirit, spirit_acc}: no brīvajiem gariem tam man ir vistālāk līdz komplektam.",
    "bot.look": "Skatoties vienu gājienu uz priekšu, paņemu kārti {card, card}: pēc nākamā "
    "spēlētāja labākās atbildes tā man ir visizdevīgākā (tā viņam atbrīvo garus: {frees}).",
}

FI = {
    "setup": "Valmistelu, {players, plural, one {# pelaaja} other {# pelaajaa}}: kaikki 56 korttia sekoitetaan ja jaetaan ”{layout, layout}”-asetelmaan. Henkiä voittoon: {goal}; vapaa henki vangitaan {size} kortilla.",
    "solo-setup": "Yksinpeli, {difficulty, level}: 7 henkeä ja 49 muuta korttia sekoitetaan erikseen, henki joka 7 kortin jälkeen, ja jaetaan ”{layout, layout}”-asetelmaan. Vangittavia henkiä: {goal}, kukin {size} kortilla.",
    "flip": "Nyt vapaa ja kuvapuoli ylöspäin käännetty: {card, card}.",
    "free": "Henki {spirit} paljastuu: se lähtee sinetistä vapaaksi hengeksi.",
    "turn": "Vuorossa: pelaaja {seat}.",
    "take": "Pelaaja {seat} ottaa sinetistä kortin käteensä.",
    "take-own": "Otit {card, card_acc}.",
    "discard": "Pelaaja {seat} poistaa {card, card_acc} kuvapuoli ylöspäin.",
    "discard-down": "Pelaaja {seat} poistaa kortin kuvapuoli alaspäin.",
    "take-skipped": "Poiston jälkeen otettavaa ei ole: pelaaja {seat} ohittaa ottamisen.",
    "capture": "Pelaaja {seat} vangitsee {spirit, spirit_acc} {cards, cards_ade}.",
    "steal": "Pelaaja {seat} varastaa {spirit, spirit_acc} pelaajalta {holder} {cards, cards_ade}: {size, plural, one {# kortti} other {# korttia}} vastaan {held}.",
    "recapture": "Pelaaja {seat} täydentää sarjaansa {set, set} ({cards, cards_ade}) niin, että siinä on {size, plural, one {# kortti} other {# korttia}} (pelaajan {holder} sarjassa {held}), ja vangitsee {spirit, spirit_acc} takaisin.",
    "pass": "Pelaaja {seat} ei vangitse tällä vuorolla.",
    "win": "Pelaajalla {seat} on {spirits, plural, one {# henki} other {# henkeä}}, ja hän voittaa heti!",
    "last-card": "Sinetin viimeinen kortti on otettu: peli päättyy. Henkiä: {held, numbers}; kortteja kädessä: "
    "{hand_sizes, numbers}. Voittaja: pelaaja {winners, numbers}.",
    "release-needed": "Henki {spirit} vapautuu, mutta sinetin vieressä saa odottaa vain 3 henkeä: se jää, ja yksi niistä kolmesta, jotka odottivat ({waiting, spirits}), menee poistopinoon. Valitse mikä.",
    "lost": "Henki {spirit} menee poistopinoon eikä sitä voi enää vangita.",
    "solo-won": "Olet vanginnut {captured, plural, one {# hengen} other {# henkeä}}: voitit!",
    "solo-lost-reach": "Menetettyjä henkiä: {lost}, joten {goal, plural, one {# henkeä} other {# henkeä}} ei voi enää vangita: peli hävitty (vangittu: {captured}).",
    "solo-lost-empty": "Sinetti on tyhjä, joten peli päättyy tähän vuoroon: se hävittiin (vangittu: "
    "{captured}/{goal}).",
    "refuse.no-position": "Paikkaa {position} ei ole: paikat on numeroitu 0–{last}.",
    "refuse.empty": "Paikalla {position} ei ole enää korttia; nyt vapaina: {available, cards}.",
    "refuse.covered": "Ei vapaa: {card, place}; sen päällä on {on_top, places}. Nyt vapaina: {available, cards}.",
    "refuse.take-first": "Ota ensin kortti: vangitseminen tai ohitus tulee ottamisen jälkeen, enintään yksi "
    "vangitseminen vuorossa.",
    "refuse.taken-already": "Olet jo ottanut korttisi tällä vuorolla: vangitse nyt tai ohita.",
    "refuse.not-solo": "Poistaminen kuuluu yksinpeliin; 2–4 pelaajan pelissä otetaan kortti.",
    "refuse.discard-first": "Poista ensin vapaa kortti (nyt vapaina: {available, cards}).",
    "refuse.discarded-already": "Olet jo poistanut kortin tällä vuorolla; nyt {phase, select, take {ota kortti} "
    "other {vangitse tai ohita}}.",
    "refuse.solo-steal": "Yksinpelissä kenelläkään ei ole varastettavaa henkeä: vangitse vapaa henki.",
    "refuse.no-spirit": "Henkeä {spirit} ei ole: henget ovat 1–7.",
    "refuse.spirit-card": "Kortti {card, card} on henki: sarja kootaan kätesi sukukorteista.",
    "refuse.not-in-hand": "Kädessäsi ei ole {card, card_part}.",
    "refuse.not-free": "Henki {spirit} ei ole nyt vapaa; vapaat henget: {free, spirits}.",
    "refuse.set-size": "Hengen {spirit} vangitsemiseen tarvitaan tasan {size, plural, one {# kortti} other {# korttia}}, ei {count}.",
    "refuse.no-match": "Kortit {cards, cards} eivät ole kaikki suvusta {spirit} eikä niillä kaikilla ole lukua "
    "{spirit}.",
    "refuse.not-held": "{mine, select, yes {Henki {spirit} on jo sinulla.} other {Kenelläkään ei ole henkeä {spirit}.}}",
    "refuse.steal-size": "Pelaajan {holder} sarjassa hengen {spirit} alla on {held, plural, one {# kortti} other {# korttia}}: sen varastamiseen tarvitaan tasan {size}, ei {count}.",
    "refuse.no-set": "Sinulla ei ole sarjaa {set, set} (sarjojasi: {count}; ensimmäinen on sarja 1).",
    "refuse.set-has-spirit": "Sarjasi {set, set} päällä on jo henki {spirit}: vain hengetöntä sarjaa täydennetään.",
    "refuse.set-way": "Sarjasi {set, set} ja lisättävien korttien on kaikkien oltava suvusta {spirit} tai kaikilla "
    "luku {spirit}.",
    "refuse.recapture-size": "Pelaajan {holder} sarjassa hengen {spirit} alla on {held, plural, one {# kortti} other {# korttia}}, joten sinun sarjasi pitää olla tasan {size}: sarjassa {set, set} on {has}, ja {count} lisättynä tulee {total}.",
    "refuse.recapture-whole": "{count, plural, one {{cards, cards} on jo} other {{cards, cards} ovat jo}} sarjassasi "
    "{set, set}: takaisin vangitessa nimetään vain kädestä lisättävät kortit, ei koko "
    "täydennettyä sarjaa.",
    "refuse.release-first": "Valitse ensin, mikä hengistä ({waiting, spirits}) menee poistopinoon: "
    "{spirit, spirit} vapautui juuri ja jää.",
    "refuse.release-which": "{which, select, newcomer {Henki {spirit} vapautui juuri ja jää} other {Henki {spirit} ei ole niiden kolmen joukossa, jotka odottivat, kun {newcomer, spirit} vapautui}}: lähtevä on jokin hengistä ({waiting, spirits}).",
    "refuse.no-release": "Yhdenkään hengen ei tarvitse lähteä: valinta tulee vasta, kun yksinpelissä ilmestyy "
    "neljäs vapaa henki.",
    "input.card-list": "'cards' pitää olla korttien lista, ei {value}.",
    "input.card": "{value} ei ole kortti: kortilla on suku ja luku, kumpikin 1–7.",
    "input.no-cards": "Toiminnossa '{kind}' pelataan vähintään yksi kortti.",
    "input.card-twice": "Kortti {card, card} on mainittu kahdesti.",
    "bot.capture": "Vangitsen {spirit, spirit_acc} {cards, cards_ade}: se oli vapaa.",
    "bot.steal": "Varastan {spirit, spirit_acc} pelaajalta {holder}: {size, plural, one {# korttini voittaa} other {# korttiani voittavat}} hänen {held}.",
    "bot.recapture": "Täydennän sarjaani {set, set} niin, että siinä on {size, plural, one {# kortti} other {# korttia}}, ja vangitsen {spirit, spirit_acc} takaisin pelaajalta {holder}.",
    "bot.pass": "En vangitse tällä vuorolla.",
    "bot.take-spirit": "Otan {card, card_acc}: sillä on sama suku tai luku kuin hengellä {spirit}, joka on vapaa tai toisella pelaajalla.",
    "bot.take-plain": "Otan {card, card_acc}: se ei sovi mihinkään vapaaseen tai vangittuun henkeen, mutta vapaista korteista se on arvokkain sinetissä vielä oleville hengille (se paljastaa kortteja: {uncovers}).",
    "bot.discard": "Poistan {card, card_acc}: vapaista korteista se auttaa vähiten jäljellä olevien henkien vangitsemisessa.",
    "bot.release": "Päästän {spirit, spirit_acc} menemään: vapaista hengistä siihen on minulla pisin matka sarjaan.",
    "bot.look": "Vuoron eteenpäin katsoen otan {card, card_acc}: seuraavan pelaajan parhaan vastauksen jälkeen se on minulle paras (se vapauttaa hänelle henkiä: {frees}).",
}

RU = {
    "setup": "Подготовка для {players, plural, one {# игрока} few {# игроков} many {# игроков} other {# игрока}}: все 56 карт перемешаны и разложены по схеме „{layout, layout}“. Для победы нужно {goal, plural, one {# дух} few {# духа} many {# духов} other {# духа}}; свободного духа ловят {size, plural, one {# картой} few {# картами} many {# картами} other {# карты}}.",
    "solo-setup": "Игра в одиночку, уровень {difficulty, level}: 7 духов и 49 остальных карт перемешаны отдельно, дух после каждых 7 карт, разложено по схеме „{layout, layout}“. Нужно поймать {goal, plural, one {# духа} few {# духа} many {# духов} other {# духа}}, каждого — {size, plural, one {# картой} few {# картами} many {# картами} other {# карты}}.",
    "flip": "Карта {card, card} теперь доступна и переворачивается лицом вверх.",
    "free": "Дух {spirit} открыт: он покидает сигил свободным духом.",
    "turn": "Ходит игрок {seat}.",
    "take": "Игрок {seat} берёт в руку карту из сигила.",
    "take-own": "Вы взяли карту {card, card}.",
    "discard": "Игрок {seat} сбрасывает карту {card, card} лицом вверх.",
    "discard-down": "Игрок {seat} сбрасывает карту рубашкой вверх.",
    "take-skipped": "После сброса брать нечего: игрок {seat} пропускает взятие.",
    "capture": "Игрок {seat} ловит {spirit, spirit_acc} картами {cards, cards}.",
    "steal": "Игрок {seat} отнимает {spirit, spirit_acc} у игрока {holder} картами {cards, cards}: {size, plural, one {# карта} few {# карты} many {# карт} other {# карты}} против {held}.",
    "recapture": "Игрок {seat} дополняет свой набор {set, set} картами {cards, cards} до {size, plural, one {# карты} few {# карт} many {# карт} other {# карты}} (у игрока {holder} в наборе {held, plural, one {# карта} few {# карты} many {# карт} other {# карты}}) и снова ловит {spirit, spirit_acc}.",
    "pass": "Игрок {seat} в этот ход никого не ловит.",
    "win": "У игрока {seat} уже {spirits, plural, one {# дух} few {# духа} many {# духов} other {# духа}} — он сразу побеждает!",
    "last-card": "Последняя карта сигила взята: игра окончена. Духов: {held, numbers}; карт в руке: "
    "{hand_sizes, numbers}. Победитель: игрок {winners, numbers}.",
    "release-needed": "Дух {spirit} освобождается, но рядом с сигилом могут ждать только 3 духа: он остаётся и заменяет одного из трёх ждавших ({waiting, spirits}). Выберите, кто уходит в сброс.",
    "lost": "Дух {spirit} уходит в сброс и больше не может быть пойман.",
    "solo-won": "Вы поймали {captured, plural, one {# духа} few {# духа} many {# духов} other {# духа}} — победа!",
    "solo-lost-reach": "{lost, plural, one {Потерян # дух} few {Потеряно # духа} many {Потеряно # духов} other {Потеряно # духа}}, поэтому поймать {goal, plural, one {# духа} few {# духа} many {# духов} other {# духа}} уже нельзя: игра проиграна (поймано: {captured}).",
    "solo-lost-empty": "Сигил пуст, поэтому игра кончается этим ходом: она проиграна (поймано: {captured} из {goal}).",
    "refuse.no-position": "Места {position} нет: места пронумерованы от 0 до {last}.",
    "refuse.empty": "На месте {position} карты больше нет; сейчас доступны: {available, cards}.",
    "refuse.covered": "Недоступна: {card, place}; её накрывает: {on_top, places}. Сейчас доступны: {available, cards}.",
    "refuse.take-first": "Сначала возьмите карту: поимка или пас идут после взятия, не больше одной поимки за ход.",
    "refuse.taken-already": "В этот ход вы уже взяли карту: теперь ловите или пасуйте.",
    "refuse.not-solo": "Сброс бывает только в игре в одиночку; при 2–4 игроках берут карту.",
    "refuse.discard-first": "Сначала сбросьте доступную карту (сейчас доступны: {available, cards}).",
    "refuse.discarded-already": "В этот ход вы уже сбросили карту; теперь {phase, select, take {возьмите карту} "
    "other {ловите или пасуйте}}.",
    "refuse.solo-steal": "В игре в одиночку ни у кого нет духа, которого можно отнять: ловите свободного духа.",
    "refuse.no-spirit": "Духа {spirit} нет: духи — от 1 до 7.",
    "refuse.spirit-card": "Карта {card, card} — это дух: набор выкладывают из карт родов в руке.",
    "refuse.not-in-hand": "Карты {card, card} нет у вас в руке.",
    "refuse.not-free": "Дух {spirit} сейчас не свободен; свободные духи: {free, spirits}.",
    "refuse.set-size": "Чтобы поймать {spirit, spirit_acc}, нужно ровно {size, plural, one {# карта} few {# карты} many {# карт} other {# карты}}, а не {count}.",
    "refuse.no-match": "Карты {cards, cards} не все рода {spirit} и не все с числом {spirit}.",
    "refuse.not-held": "{mine, select, yes {Дух {spirit} уже у вас.} other {Духа {spirit} никто не держит.}}",
    "refuse.steal-size": "В наборе игрока {holder} под {spirit, spirit_ins} {held, plural, one {# карта} few {# карты} many {# карт} other {# карты}}; чтобы отнять его, нужно ровно {size}, а не {count}.",
    "refuse.no-set": "У вас нет набора {set, set} (ваших наборов: {count}; первый — набор 1).",
    "refuse.set-has-spirit": "На вашем наборе {set, set} уже лежит {spirit, spirit}: дополняют только набор без духа.",
    "refuse.set-way": "Ваш набор {set, set} и добавленные карты должны быть все рода {spirit} или все с числом {spirit}.",
    "refuse.recapture-size": "В наборе игрока {holder} под {spirit, spirit_ins} {held, plural, one {# карта} few {# карты} many {# карт} other {# карты}}, поэтому в вашем должно стать ровно {size}: в наборе {set, set} их {has}, с добавленными ({count}) будет {total}.",
    "refuse.recapture-whole": "{count, plural, one {{cards, cards} уже лежит} few {{cards, cards} уже лежат} "
    "many {{cards, cards} уже лежат} other {{cards, cards} уже лежат}} в вашем наборе {set, set}: "
    "при повторной поимке называют только карты, добавляемые из руки, а не весь "
    "дополненный набор.",
    "refuse.release-first": "Сначала выберите, кто из духов ({waiting, spirits}) уходит в сброс: {spirit, spirit} "
    "только что освободился и остаётся.",
    "refuse.release-which": "{which, select, newcomer {Дух {spirit} только что освободился и остаётся} other {Дух {spirit} не из тех трёх, что ждали, когда освободился {newcomer, spirit}}}: уйти должен один из духов ({waiting, spirits}).",
    "refuse.no-release": "Никому не нужно уходить: этот выбор бывает, только когда в игре в одиночку появляется "
    "четвёртый свободный дух.",
    "input.card-list": "'cards' должно быть списком карт, а не {value}.",
    "input.card": "{value} — не карта: у карты есть род и число, каждое от 1 до 7.",
    "input.no-cards": "В действии '{kind}' выкладывают хотя бы одну карту.",
    "input.card-twice": "Карта {card, card} названа дважды.",
    "bot.capture": "Ловлю {spirit, spirit_acc} картами {cards, cards}: он был свободен.",
    "bot.steal": "Отнимаю {spirit, spirit_acc} у игрока {holder}: мои {size, plural, one {# карта бьёт} few {# карты бьют} many {# карт бьют} other {# карты бьют}} его {held}.",
    "bot.recapture": "Дополняю свой набор {set, set} до {size, plural, one {# карты} few {# карт} many {# карт} other {# карты}} и снова ловлю {spirit, spirit_acc} у игрока {holder}.",
    "bot.pass": "В этот ход никого не ловлю.",
    "bot.take-spirit": "Беру карту {card, card}: у неё тот же род или число, что у {spirit, spirit_gen}, который свободен или у другого игрока.",
    "bot.take-plain": "Беру карту {card, card}: она не подходит ни к свободному, ни к пойманному духу, но из доступных карт она ценнее всех для духов, ещё лежащих в сигиле (она открывает {uncovers, plural, one {# карту} few {# карты} many {# карт} other {# карты}}).",
    "bot.discard": "Сбрасываю карту {card, card}: из доступных она меньше всех помогает поймать оставшихся духов.",
    "bot.release": "Отпускаю {spirit, spirit_acc}: из свободных духов до набора для него мне дальше всего.",
    "bot.look": "Глядя на ход вперёд, беру карту {card, card}: после лучшего ответа следующего игрока она для меня лучше всех (она освобождает ему {frees, plural, one {# духа} few {# духа} many {# духов} other {# духа}}).",
}

#: how each level of bot plays, in one clause (the tables' Why?; the bots' own reasons
#: name public facts only, so they are shown at once)
BOT_METHODS = {
    "en": {
        "bot.method.beginner": "it captures every free spirit it can, but sees a steal or a recapture only about half the time; it takes the card that matches the most spirits.",
        "bot.method.medium": "it captures, steals and denies whenever it can, and takes the card that matches the most spirits in play.",
        "bot.method.strong": "it captures as the medium bot does, and chooses each card by looking one turn ahead: its own best capture against the next player's best reply.",
    },
    "lv": {
        "bot.method.beginner": "tas sagūsta katru brīvo garu, ko var, bet cita spēlētāja gara sagūstīšanu vai atgūšanu pamana tikai apmēram pusē gadījumu; tas ņem kārti, kas atbilst visvairāk gariem.",
        "bot.method.medium": "tas sagūsta brīvus un citu spēlētāju garus un liedz, kad vien var, un ņem kārti, kas atbilst visvairāk spēlē esošiem gariem.",
        "bot.method.strong": "tas sagūsta kā vidējais robots un katru kārti izvēlas, skatoties vienu gājienu uz priekšu: savs labākais sagūstījums pret nākamā spēlētāja labāko atbildi.",
    },
    "fi": {
        "bot.method.beginner": "se vangitsee jokaisen vapaan hengen, jonka voi, mutta huomaa varastuksen tai takaisinvangitsemisen vain noin puolet kerroista; se ottaa kortin, joka sopii useimpiin henkiin.",
        "bot.method.medium": "se vangitsee, varastaa ja estää aina kun voi, ja ottaa kortin, joka sopii useimpiin pelissä oleviin henkiin.",
        "bot.method.strong": "se vangitsee kuten keskitason botti ja valitsee jokaisen kortin katsomalla vuoron eteenpäin: oma paras vangitseminen seuraavan pelaajan parasta vastausta vastaan.",
    },
    "ru": {
        "bot.method.beginner": "он захватывает каждого свободного духа, какого может, но кражу или перехват замечает лишь примерно в половине случаев; берёт карту, подходящую большинству духов.",
        "bot.method.medium": "он захватывает, крадёт и мешает, когда только может, и берёт карту, подходящую большинству духов в игре.",
        "bot.method.strong": "он захватывает, как средний бот, а каждую карту выбирает, глядя на ход вперёд: свой лучший захват против лучшего ответа следующего игрока.",
    },
}


# The learner's own moves read in the second person, as Exacto's and Ganjifa's do:
# core.Event.render picks a ``you.`` variant when a seat parameter is the reader.
_YOU = {
    "en": {
        "you.turn": "Your turn.",
        "you.take": "You take a card from the sigil into your hand.",
        "you.discard": "You discard {card, card}, face up.",
        "you.discard-down": "You discard a card, face down.",
        "you.take-skipped": "The discard left no card to take: you skip the take.",
        "you.capture": "You capture {spirit, spirit} with {cards, cards}.",
        "you.steal": "{seat, select, you {You steal {spirit, spirit} from player {holder} with {cards, cards}: {size} cards against {held}.} other {Player {seat} steals {spirit, spirit} from you with {cards, cards}: {size} cards against your {held}.}}",
        "you.recapture": "{seat, select, you {You extend your set {set, set} with {cards, cards} to {size} cards (player {holder}'s set has {held}) and take {spirit, spirit}.} other {Player {seat} extends their set {set, set} with {cards, cards} to {size} cards (your set has {held}) and takes {spirit, spirit} from you.}}",
        "you.pass": "You make no capture this turn.",
        "you.win": "You hold {spirits} spirits and win at once!",
    },
    "lv": {
        "you.turn": "Jūsu gājiens.",
        "you.take": "Jūs paņemat rokā kārti no sigila.",
        "you.discard": "Jūs nometat kārti {card, card} ar seju uz augšu.",
        "you.discard-down": "Jūs nometat kārti ar seju uz leju.",
        "you.take-skipped": "Pēc nomešanas nav ko paņemt: jūs izlaižat ņemšanu.",
        "you.capture": "Jūs sagūstāt {spirit, spirit_acc} ar kārtīm {cards, cards}.",
        "you.steal": "{seat, select, you {Jūs sagūstāt spēlētāja {holder} {spirit, spirit_acc} ar kārtīm {cards, cards}: {size, plural, zero {# kāršu} one {# kārts} other {# kārtis}} pret {held}.} other {Spēlētājs {seat} sagūsta jūsu {spirit, spirit_acc} ar kārtīm {cards, cards}: {size, plural, zero {# kāršu} one {# kārts} other {# kārtis}} pret jūsu {held}.}}",
        "you.recapture": "{seat, select, you {Jūs papildināt savu komplektu {set, set} ar {cards, cards} līdz {size, plural, zero {# kārtīm} one {# kārtij} other {# kārtīm}} (spēlētāja {holder} komplektā ir {held}) un atkārtoti sagūstāt {spirit, spirit_acc}.} other {Spēlētājs {seat} papildina savu komplektu {set, set} ar {cards, cards} līdz {size, plural, zero {# kārtīm} one {# kārtij} other {# kārtīm}} (jūsu komplektā ir {held}) un atkārtoti sagūsta jūsu {spirit, spirit_acc}.}}",
        "you.pass": "Jūs šajā gājienā nesagūstāt.",
        "you.win": "Jums ir {spirits, plural, zero {# garu} one {# gars} other {# gari}}, un jūs uzvarat uzreiz!",
    },
    "fi": {
        "you.turn": "Sinun vuorosi.",
        "you.take": "Otat sinetistä kortin käteesi.",
        "you.discard": "Poistat {card, card_acc} kuvapuoli ylöspäin.",
        "you.discard-down": "Poistat kortin kuvapuoli alaspäin.",
        "you.take-skipped": "Poiston jälkeen otettavaa ei ole: ohitat ottamisen.",
        "you.capture": "Vangitset {spirit, spirit_acc} {cards, cards_ade}.",
        "you.steal": "{seat, select, you {Varastat {spirit, spirit_acc} pelaajalta {holder} {cards, cards_ade}: {size, plural, one {# kortti} other {# korttia}} vastaan {held}.} other {Pelaaja {seat} varastaa sinulta {spirit, spirit_acc} {cards, cards_ade}: {size, plural, one {# kortti} other {# korttia}} vastaan sinun {held}.}}",
        "you.recapture": "{seat, select, you {Täydennät sarjaasi {set, set} ({cards, cards_ade}) niin, että siinä on {size, plural, one {# kortti} other {# korttia}} (pelaajan {holder} sarjassa {held}), ja vangitset {spirit, spirit_acc} takaisin.} other {Pelaaja {seat} täydentää sarjaansa {set, set} ({cards, cards_ade}) niin, että siinä on {size, plural, one {# kortti} other {# korttia}} (sinun sarjassasi {held}), ja vangitsee sinulta {spirit, spirit_acc}.}}",
        "you.pass": "Et vangitse tällä vuorolla.",
        "you.win": "Sinulla on {spirits, plural, one {# henki} other {# henkeä}}, ja voitat heti!",
    },
    "ru": {
        "you.turn": "Ваш ход.",
        "you.take": "Вы берёте в руку карту из сигила.",
        "you.discard": "Вы сбрасываете карту {card, card} лицом вверх.",
        "you.discard-down": "Вы сбрасываете карту рубашкой вверх.",
        "you.take-skipped": "После сброса брать нечего: вы пропускаете взятие.",
        "you.capture": "Вы ловите {spirit, spirit_acc} картами {cards, cards}.",
        "you.steal": "{seat, select, you {Вы отнимаете {spirit, spirit_acc} у игрока {holder} картами {cards, cards}: {size, plural, one {# карта} few {# карты} many {# карт} other {# карты}} против {held}.} other {Игрок {seat} отнимает у вас {spirit, spirit_acc} картами {cards, cards}: {size, plural, one {# карта} few {# карты} many {# карт} other {# карты}} против ваших {held}.}}",
        "you.recapture": "{seat, select, you {Вы дополняете свой набор {set, set} картами {cards, cards} до {size, plural, one {# карты} few {# карт} many {# карт} other {# карты}} (у игрока {holder} в наборе {held, plural, one {# карта} few {# карты} many {# карт} other {# карты}}) и снова ловите {spirit, spirit_acc}.} other {Игрок {seat} дополняет свой набор {set, set} картами {cards, cards} до {size, plural, one {# карты} few {# карт} many {# карт} other {# карты}} (в вашем наборе {held, plural, one {# карта} few {# карты} many {# карт} other {# карты}}) и забирает у вас {spirit, spirit_acc}.}}",
        "you.pass": "Вы в этот ход никого не ловите.",
        "you.win": "У вас уже {spirits, plural, one {# дух} few {# духа} many {# духов} other {# духа}} — вы сразу побеждаете!",
    },
}

MESSAGES = Messages(
    "siggil",
    {
        lang: {**words, **BOT_METHODS[lang], **_YOU[lang]}
        for lang, words in (("en", EN), ("lv", LV), ("fi", FI), ("ru", RU))
    },
    FORMATTERS,
)
MESSAGES.seat_params = ("seat", "holder")

__all__ = ["MESSAGES", "FORMATTERS", "SPIRIT_CASES", "CARD_CASES", "card_name"]
