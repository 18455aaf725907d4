"""Ganjifa's sentences — events, refusals — in English, Latvian, Finnish and Russian.

The engine logs message ids with parameters; these templates make the words when someone
reads them (rules_engine.i18n explains the syntax). A parameter whose name starts with
``_`` is only for the sentence; the others are the event's data.

Vocabulary: the Finnish follows the seed's own rules page (valtti, maa, johdettu maa,
tikki, avaustikki, vangita, Dukal-sarja, päivä / yö, jako, heittää pois); Latvian and
Russian use the ordinary card-table words (trumpis, stiķis, kārts; козырь, взятка, карта,
масть). Card names are written in the nominative everywhere (sentences put them after a
colon or as a subject), so each language needs one form of a card's name and two of a
suit's (the name, and the genitive a card's name and "after ..." need). Sentences that
need a card in another case (the bots' reasons, the lessons' feedback: "Izspēlēju Kalki
sešinieku", "Pelasin Kalkin kuutosen", "Хожу шестёркой Калки") use the formatters
``card_acc``, ``card_gen``, ``card_dat``, ``card_ins`` and ``card_part`` (:data:`CARD_CASES`
says which case each is in each language); English has one form.

The bots' reasons (``bot.*``, :mod:`.bots`) are here too: a bot speaks in the first
person, in the present tense in Russian (no past-tense gender to guess).
"""

from __future__ import annotations

from ..i18n import Messages
from .cards import CARDS, SUIT_INDEX, SUIT_TITLES, Card

# ----------------------------------------------------------------------- game terms

#: a suit's name and its genitive ("Raja of Rama": Ramas Radža, Raman Raja, Раджа Рамы)
SUIT_NAMES = {
    "en": (SUIT_TITLES, SUIT_TITLES),
    "lv": (
        ("Matsja", "Kurma", "Varaha", "Narasimha", "Vamana", "Parašurama", "Rama", "Krišna", "Buda", "Kalki"),
        ("Matsjas", "Kurmas", "Varahas", "Narasimhas", "Vamanas", "Parašuramas", "Ramas", "Krišnas", "Budas", "Kalki"),
    ),
    "fi": (
        SUIT_TITLES,
        (
            "Matsyan",
            "Kurman",
            "Varahan",
            "Narasimhan",
            "Vamanan",
            "Parashuraman",
            "Raman",
            "Krishnan",
            "Buddhan",
            "Kalkin",
        ),
    ),
    "ru": (
        ("Матсья", "Курма", "Вараха", "Нарасимха", "Вамана", "Парашурама", "Рама", "Кришна", "Будда", "Калки"),
        ("Матсьи", "Курмы", "Варахи", "Нарасимхи", "Ваманы", "Парашурамы", "Рамы", "Кришны", "Будды", "Калки"),
    ),
}

#: a rank's name, in deck order: 1..10, Mantri, Raja
RANK_NAMES = {
    "lv": (
        "vieninieks",
        "divnieks",
        "trijnieks",
        "četrinieks",
        "piecinieks",
        "sešinieks",
        "septiņnieks",
        "astoņnieks",
        "deviņnieks",
        "desmitnieks",
        "Mantri",
        "Radža",
    ),
    "fi": (
        "ykkönen",
        "kakkonen",
        "kolmonen",
        "nelonen",
        "vitonen",
        "kuutonen",
        "seiska",
        "kasi",
        "ysi",
        "kymppi",
        "Mantri",
        "Raja",
    ),
    "ru": (
        "единица",
        "двойка",
        "тройка",
        "четвёрка",
        "пятёрка",
        "шестёрка",
        "семёрка",
        "восьмёрка",
        "девятка",
        "десятка",
        "Мантри",
        "Раджа",
    ),
}


def _card_name(index: int, lang: str) -> str:
    suit, slot = divmod(index, 12)
    if lang == "en":
        return str(CARDS[index])  # "6 of Kalki", "Raja of Rama"
    if lang == "ru":
        return f"{RANK_NAMES['ru'][slot]} {SUIT_NAMES['ru'][1][suit]}"  # шестёрка Калки, Раджа Рамы
    return f"{SUIT_NAMES[lang][1][suit]} {RANK_NAMES[lang][slot]}"  # Kalki sešinieks, Kalkin kuutonen


#: every card's name in every language, made once (a card is named on every log read)
CARD_NAMES = {lang: tuple(_card_name(i, lang) for i in range(len(CARDS))) for lang in SUIT_NAMES}

#: a rank's name in the other cases sentences need, in deck order (1..10, Mantri, Raja).
#: Latvian: accusative (also after "ar"), genitive, dative; Finnish: genitive (also the
#: total object), partitive, adessive ("-lla": with); Russian: accusative, genitive,
#: dative, instrumental. Mantri does not decline in Latvian and Russian.
RANK_CASES = {
    "lv": {
        "acc": (
            "vieninieku",
            "divnieku",
            "trijnieku",
            "četrinieku",
            "piecinieku",
            "sešinieku",
            "septiņnieku",
            "astoņnieku",
            "deviņnieku",
            "desmitnieku",
            "Mantri",
            "Radžu",
        ),
        "gen": (
            "vieninieka",
            "divnieka",
            "trijnieka",
            "četrinieka",
            "piecinieka",
            "sešinieka",
            "septiņnieka",
            "astoņnieka",
            "deviņnieka",
            "desmitnieka",
            "Mantri",
            "Radžas",
        ),
        "dat": (
            "vieniniekam",
            "divniekam",
            "trijniekam",
            "četriniekam",
            "pieciniekam",
            "sešiniekam",
            "septiņniekam",
            "astoņniekam",
            "deviņniekam",
            "desmitniekam",
            "Mantri",
            "Radžam",
        ),
    },
    "fi": {
        "gen": (
            "ykkösen",
            "kakkosen",
            "kolmosen",
            "nelosen",
            "vitosen",
            "kuutosen",
            "seiskan",
            "kasin",
            "ysin",
            "kympin",
            "Mantrin",
            "Rajan",
        ),
        "part": (
            "ykköstä",
            "kakkosta",
            "kolmosta",
            "nelosta",
            "vitosta",
            "kuutosta",
            "seiskaa",
            "kasia",
            "ysiä",
            "kymppiä",
            "Mantria",
            "Rajaa",
        ),
        "ade": (
            "ykkösellä",
            "kakkosella",
            "kolmosella",
            "nelosella",
            "vitosella",
            "kuutosella",
            "seiskalla",
            "kasilla",
            "ysillä",
            "kympillä",
            "Mantrilla",
            "Rajalla",
        ),
    },
    "ru": {
        "acc": (
            "единицу",
            "двойку",
            "тройку",
            "четвёрку",
            "пятёрку",
            "шестёрку",
            "семёрку",
            "восьмёрку",
            "девятку",
            "десятку",
            "Мантри",
            "Раджу",
        ),
        "gen": (
            "единицы",
            "двойки",
            "тройки",
            "четвёрки",
            "пятёрки",
            "шестёрки",
            "семёрки",
            "восьмёрки",
            "девятки",
            "десятки",
            "Мантри",
            "Раджи",
        ),
        "dat": (
            "единице",
            "двойке",
            "тройке",
            "четвёрке",
            "пятёрке",
            "шестёрке",
            "семёрке",
            "восьмёрке",
            "девятке",
            "десятке",
            "Мантри",
            "Радже",
        ),
        "ins": (
            "единицей",
            "двойкой",
            "тройкой",
            "четвёркой",
            "пятёркой",
            "шестёркой",
            "семёркой",
            "восьмёркой",
            "девяткой",
            "десяткой",
            "Мантри",
            "Раджой",
        ),
    },
}

#: formatter -> the case it names in each language (a language without it: the nominative)
CARD_CASES = {
    "card_acc": {"lv": "acc", "fi": "gen", "ru": "acc"},
    "card_gen": {"lv": "gen", "fi": "gen", "ru": "gen"},
    "card_dat": {"lv": "dat", "ru": "dat"},
    "card_ins": {"lv": "acc", "fi": "ade", "ru": "ins"},
    "card_part": {"fi": "part"},
}


def _card_case(index: int, lang: str, case: str | None) -> str:
    if case is None:
        return CARD_NAMES[lang][index]
    suit, slot = divmod(index, 12)
    rank = RANK_CASES[lang][case][slot]
    if lang == "ru":
        return f"{rank} {SUIT_NAMES['ru'][1][suit]}"
    return f"{SUIT_NAMES[lang][1][suit]} {rank}"


#: every card's name in every case a formatter names, made once: {formatter: {lang: names}}
CARD_CASE_NAMES = {
    style: {lang: tuple(_card_case(i, lang, cases.get(lang)) for i in range(len(CARDS))) for lang in SUIT_NAMES}
    for style, cases in CARD_CASES.items()
}


def _index(card) -> int:
    """A card as an index: from an index, a Card or a card's JSON."""
    if isinstance(card, int):
        return card
    if not isinstance(card, Card):
        card = Card.from_json(card)
    return card.index


def _suit(suit) -> int:
    return suit if isinstance(suit, int) else SUIT_INDEX[suit]


def card_name(card, lang: str = "en") -> str:
    """A card's name (a Card, its JSON or its index): "6 of Kalki", "Kalki sešinieks",
    "Kalkin kuutonen", "шестёрка Калки"."""
    return CARD_NAMES[lang][_index(card)]


def suit_name(suit, lang: str = "en", genitive: bool = False) -> str:
    """A suit's name (its index or its name, "rama"): Rama; the genitive Ramas, Raman, Рамы."""
    return SUIT_NAMES[lang][genitive][_suit(suit)]


def card_case(card, lang: str = "en", style: str = "card_acc") -> str:
    """A card's name in the case ``style`` names (see :data:`CARD_CASES`): "Kalki sešinieku",
    "Kalkin kuutosen", "шестёрку Калки"; English has one form, "6 of Kalki"."""
    return CARD_CASE_NAMES[style][lang][_index(card)]


def _case_formatter(style: str):
    names = CARD_CASE_NAMES[style]
    return lambda card, lang: names[lang][card if isinstance(card, int) else _index(card)]


#: an action in words, for a reason that names the move itself (``bot.equivalent``)
_DUKAL_ACTION = {
    "en": "Dukal of {n} in {suit}",
    "lv": "{suit_gen} Dukals no {n} kārtīm",
    "fi": "{suit_gen} Dukal-sarja ({n} korttia)",
    "ru": "Дукал из {n} карт масти {suit}",
}
_DISCARD_ACTION = {
    "en": "discard {cards}",
    "lv": "nomest {cards}",
    "fi": "heittää pois {cards}",
    "ru": "сбросить {cards}",
}
#: the case of the cards an infinitive names ("nomest Ramas divnieku"; Finnish: the nominative)
_DISCARD_CASE = {"lv": "card_acc", "ru": "card_acc"}


def action_words(action, lang: str = "en") -> str:
    """A Ganjifa action in ``lang``: a played card's name, "Dukal of 6 in Kalki", "discard ..."
    (English as ``str(action)``)."""
    cards = getattr(action, "cards", None)
    if cards is None:
        return CARD_NAMES[lang][_index(action.card)]
    if action.kind == "dukal":
        suit = _suit(cards[0].suit)
        return _DUKAL_ACTION[lang].format(
            n=len(cards), suit=suit_name(suit, lang), suit_gen=suit_name(suit, lang, genitive=True)
        )
    style = _DISCARD_CASE.get(lang)
    names = ", ".join(card_case(c, lang, style) if style else card_name(c, lang) for c in cards)
    return _DISCARD_ACTION[lang].format(cards=names)


_PLAYER = {"en": "player {}: {}", "lv": "spēlētājs {}: {}", "fi": "pelaaja {}: {}", "ru": "игрок {} — {}"}
_AND = {"en": "and", "lv": "un", "fi": "ja", "ru": "и"}


def _seats(seats, lang: str) -> str:
    """ "0 and 2", "0, 1 un 2"."""
    names = [str(s) for s in seats]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {_AND[lang]} {names[-1]}"


def _winners_en(seats, lang: str) -> str:
    """ "Player 0 and player 2" (the English sentence names each winner)."""
    names = " and ".join(f"player {w}" for w in seats)
    return names[0].upper() + names[1:]


FORMATTERS = {
    "card": card_name,
    "cards": lambda cards, lang: ", ".join(card_name(c, lang) for c in cards),
    "suit": lambda suit, lang: suit_name(suit, lang),
    "suit_gen": lambda suit, lang: suit_name(suit, lang, genitive=True),
    "numbers": lambda numbers, lang: ", ".join(map(str, numbers)),
    "scores": lambda scores, lang: ", ".join(_PLAYER[lang].format(s, n) for s, n in enumerate(scores)),
    "winners": _winners_en,
    "scores_of": lambda pairs, lang: ", ".join(_PLAYER[lang].format(s, n) for s, n in pairs),
    "seats": _seats,
    **{style: _case_formatter(style) for style in CARD_CASES},
    "action": action_words,
}

# --------------------------------------------------------------------------- English

EN = {
    # events
    "period": "It is {period}: {trump, suit} is the trump suit.",
    "deal": "All 120 cards are dealt in packets of four, counter-clockwise: {cards_each} to each player.",
    "opening": "Player {seat} holds the {_raja, card} and must lead it, alone.",
    "lead": "Player {seat} leads the {card, card}.",
    "follow": "Player {seat} follows with the {card, card}.",
    "void": "Player {seat}, void in {_led, suit}, plays the {card, card}.",
    "trick": "Player {winner} wins the trick with the {card, card}: {_why}.",
    "why.trump": "the highest trump ({_suit, suit})",
    "why.led": "the highest {_suit, suit}, and no trump was played",
    "capture": "Player {seat} captures {cards} cards{_then, select, lead { and leads} other {}}.",
    "capture-dukal": "Player {seat} captures the Dukal and the discards: {cards} cards"
    "{_then, select, lead {, and leads again} other {}}.",
    "dukal": "Player {seat} leads a Dukal of {_n} {_suit, suit}: it wins at once; each opponent discards "
    "{_n, plural, one {# card} other {# cards}}.",
    "discard": "Player {seat} discards {cards, cards} to the Dukal.",
    "end": "All hands are played out. Captured cards: {scores, scores}. "
    "{winners, winners} {_shared, select, yes {win (a shared win)} other {wins}}.",
    "you.end": "All hands are played out. Captured cards: you: {_mine}, {others, scores_of}. "
    "{_result, select, won {You win.} shared {You share the win with {_n, plural, one {player} other {players}} "
    "{winners, seats}.} other {{winners, winners} {_shared, select, yes {win (a shared win)} other {wins}}.}}",
    # refusals
    "refuse.no-dukal": "There is no Dukal to discard to.",
    "refuse.discard-first": "Player {leader} led a Dukal: discard {owed, plural, one {# card} other {# cards}} "
    "of your choice first.",
    "refuse.not-held": "You don't hold the {card, card}.",
    "refuse.owe": "You owe {owed, plural, one {# card} other {# cards}} to the Dukal, not {count}.",
    "refuse.opening": "The deal opens with the {_raja, card} led alone"
    "{dukal, select, yes { — no Dukal may open it} other {}}.",
    "refuse.follow": "{led, suit} was led and you hold {led, suit}: follow suit.",
    "refuse.void": "You have no {led, suit}: {_choices}.",
    "void.trump-next": "play a trump ({trump, suit}), which is also the first suit you hold after {led, suit}",
    "void.trump-or": "play a trump ({trump, suit}) or {first, suit}, the first suit you hold after {led, suit}",
    "void.no-trump": "play {first, suit}, the first suit you hold after {led, suit} (you hold no trump)",
    "refuse.dukal-led-only": "A Dukal can only be led, not played to a trick in progress.",
    "refuse.dukal-too-big": "A Dukal may not be larger than any player's hand "
    "({limit, plural, one {# card} other {# cards}}); this one has {size}.",
    "dukal.one-suit": "A Dukal's cards are all of one suit.",
    "dukal.courts": "A Dukal needs the Raja and the Mantri of its suit.",
    "dukal.too-short": "A Dukal needs at least {least} numbers besides the Raja and Mantri.",
    "dukal.broken": "The numbers {numbers, numbers} are not an unbroken run.",
    # refusals of input that is no card (rule "input"): for a student's bot
    "input.card-shape": "A card is an object like {example}, not {value}.",
    "input.no-suit": "There is no suit {value}; the ten avatars are {suits}.",
    "input.no-rank": 'There is no rank {value}; a rank is 1 to 10, "mantri" or "raja".',
    "input.card-list": "'cards' must be a list of cards, not {value}.",
    "input.card-type": "{field, select, card {'card'} other {Each of 'cards'}} must be a Card such as "
    "Card('rama', 7), not {value}.",
    "input.card-tuple": "'cards' must be a list or tuple of Cards such as [Card('rama', 7)], not {value}.",
    "input.no-cards": "A '{kind}' action names at least one card.",
    "input.twice": "The {card, card} is named twice.",
    # the bots' reasons (rules_engine.ganjifa.bots): what each weighed, from its own seat
    "bot.only": "Played the {card, card}: {opening, select, yes {the deal opens with it, led alone "
    "(ganjifa.opening-lead)} other {it is my only legal card}}; 1 legal action of 1.",
    "bot.discard": "Discarded the {card, card} to the Dukal: my weakest card left (strength {strength} of 12), "
    "{more} more to give; keeping my {trumps, plural, one {# trump} other {# trumps}}, "
    "{winners, plural, one {# sure winner} other {# sure winners}} and "
    "{material, plural, one {# card} other {# cards}} of Dukal material.",
    "bot.lead-dukal": "Led a Dukal of {n} {suit, suit} cards: it wins at once, capturing {captured} cards ({n} "
    "discarded by each opponent), and I lead again.",
    "bot.lead-top": "Led the {card, card}: no unseen {suit, suit} card ranks higher, "
    "{out, plural, one {# {suit, suit} card is} other {# {suit, suit} cards are}} still out, and "
    "{trump, select, yes {it is a trump} other {the chance an opponent trumps it is "
    "{risk, number, 2}}}.",
    "bot.lead-low": "Led the {card, card}, {n, plural, =1 {my only {suit, suit} card} other {the lowest of my # "
    "{suit, suit} cards}} (my longest {side, select, yes {side } other {}}suit): {why, select, "
    "trumped {my only sure winners could be trumped (chance {risk, number, 2})} other {every card I "
    "hold has a higher card of its suit still unseen}}.",
    "bot.win-last": "Won the trick cheaply with the {card, card}: the lowest of my "
    "{wins, plural, one {# card} other {# cards}} that beat the {best, card}, and nobody plays "
    "after me.",
    "bot.win-cheap": "Played the {card, card} to win the trick cheaply: it beats the {best, card}, "
    "{higher, plural, one {# higher card of its suit is} other {# higher cards of its suit are}} "
    "still out, and player {next} (still to play) can beat it with chance {p, number, 2}.",
    "bot.throw-risk": "Threw the {card, card}, my lowest playable card: my best try, the {best_try, card}, would still "
    "lose to player {next} with chance {p, number, 2}.",
    "bot.throw": "Threw the {card, card}, my lowest playable card: none of my "
    "{plays, plural, one {# playable card} other {# playable cards}} beats the {best, card}.",
    "bot.equivalent": "Played {action, action}: my {n} legal choices are all equivalent (no unseen card ranks "
    "between them).",
    "bot.search": "{move}: over {deals, plural, one {# deal} other {# deals}} of the "
    "{unseen, plural, one {# card} other {# cards}} I cannot see, each played out to the end, it "
    "captured {mean, number, 1} of the {remaining, plural, one {# card} other {# cards}} still in "
    "play on average{alt, select, yes {; {alt_move} {alt_mean, number, 1}} other {}} "
    "({playouts, plural, one {# playout} other {# playouts}}{cut, select, yes {, cut short by the "
    "time limit} other {}}).",
    "bot.move.play": "Played the {card, card}",
    "bot.move.dukal": "Led a Dukal of {n} {suit, suit} cards",
    "bot.move.discard": "Discarded the {card, card}",
    "bot.alt.play": "the {card, card}",
    "bot.alt.dukal": "a Dukal of {n}",
    "bot.alt.discard": "discarding the {card, card}",
    # the same sentences read by the player they name (a page renders its log for its learner)
    "you.opening": "You hold the {_raja, card} and must lead it, alone.",
    "you.lead": "You lead the {card, card}.",
    "you.follow": "You follow with the {card, card}.",
    "you.void": "Void in {_led, suit}, you play the {card, card}.",
    "you.trick": "You win the trick with the {card, card}: {_why}.",
    "you.capture": "You capture {cards} cards{_then, select, lead { and lead} other {}}.",
    "you.capture-dukal": "You capture the Dukal and the discards: {cards} cards"
    "{_then, select, lead {, and lead again} other {}}.",
    "you.dukal": "You lead a Dukal of {_n} {_suit, suit}: it wins at once; each opponent discards "
    "{_n, plural, one {# card} other {# cards}}.",
    "you.discard": "You discard {cards, cards} to the Dukal.",
}

# --------------------------------------------------------------------------- Latvian

_LV_CARDS_ACC = "{0, plural, zero {# kāršu} one {# kārti} other {# kārtis}}"  # paņem, nomet ...
_LV_CARDS_NOM = "{0, plural, zero {# kāršu} one {# kārts} other {# kārtis}}"  # ir, jānomet ...


def _lv(form: str, name: str) -> str:
    return form.replace("{0,", "{" + name + ",")


LV = {
    "period": "Ir {period, select, day {diena} other {nakts}}: {trump, suit} ir trumpju masts.",
    "deal": "Visas 120 kārtis izdalītas pa četrām, pretēji pulksteņrādītāja virzienam: katram spēlētājam pa "
    "{cards_each, plural, zero {# kārtīm} one {# kārtij} other {# kārtīm}}.",
    "opening": "Spēlētājam {seat} ir {_raja, card}: ar šo kārti viņam jāiziet pirmajā stiķī, un tikai ar to.",
    "lead": "Spēlētājs {seat} iziet: {card, card}.",
    "follow": "Spēlētājs {seat} seko mastij: {card, card}.",
    "void": "Spēlētājam {seat} nav {_led, suit_gen} kāršu; viņš izspēlē: {card, card}.",
    "trick": "Stiķi paņem spēlētājs {winner}: {card, card} — {_why}.",
    "why.trump": "augstākais trumpis ({_suit, suit})",
    "why.led": "augstākā {_suit, suit_gen} kārts, un trumpju nebija",
    "capture": "Spēlētājs {seat} paņem "
    + _lv(_LV_CARDS_ACC, "cards")
    + "{_then, select, lead { un iziet nākamais} other {}}.",
    "capture-dukal": "Spēlētājs {seat} paņem Dukalu un nomestās kārtis: "
    + _lv(_LV_CARDS_NOM, "cards")
    + "{_then, select, lead { un atkal iziet} other {}}.",
    "dukal": "Spēlētājs {seat} iziet ar {_suit, suit_gen} Dukalu no "
    "{_n, plural, zero {# kārtīm} one {# kārts} other {# kārtīm}}: tas uzvar uzreiz; katrs pretinieks "
    "nomet " + _lv(_LV_CARDS_ACC, "_n") + ".",
    "discard": "Spēlētājs {seat} nomet Dukalam: {cards, cards}.",
    "end": "Visas kārtis izspēlētas. Paņemtās kārtis: {scores, scores}. "
    "{_shared, select, yes {Uzvaru dala spēlētāji {winners, seats}} other {Uzvar spēlētājs {winners, seats}}}.",
    "you.end": "Visas kārtis izspēlētas. Paņemtās kārtis: jūs: {_mine}, {others, scores_of}. "
    "{_result, select, won {Jūs uzvarat.} shared {Jūs dalāt uzvaru ar {_n, plural, zero {spēlētājiem} "
    "one {spēlētāju} other {spēlētājiem}} {winners, seats}.} other {{_shared, select, yes {Uzvaru dala "
    "spēlētāji {winners, seats}} other {Uzvar spēlētājs {winners, seats}}}.}}",
    "refuse.no-dukal": "Nav Dukala, kam nomest kārtis.",
    "refuse.discard-first": "Spēlētājs {leader} izgāja ar Dukalu: vispirms nometiet "
    + _lv(_LV_CARDS_ACC, "owed")
    + " pēc savas izvēles.",
    "refuse.not-held": "Jums nav šīs kārts: {card, card}.",
    "refuse.owe": "Dukalam jums jānomet " + _lv(_LV_CARDS_NOM, "owed") + ", nevis {count}.",
    "refuse.opening": "Pirmajā stiķī iziet tikai ar vienu kārti: {_raja, card}"
    "{dukal, select, yes {; ar Dukalu partiju sākt nedrīkst} other {}}.",
    "refuse.follow": "Stiķis sākts ar {led, suit_gen} kārti, un jums tādas ir: sekojiet mastij.",
    "refuse.void": "Jums nav {led, suit_gen} kāršu: {_choices}.",
    "void.trump-next": "izspēlējiet trumpi ({trump, suit}); tā ir arī pirmā masts pēc {led, suit_gen}, kas jums ir",
    "void.trump-or": "izspēlējiet trumpi ({trump, suit}) vai {first, suit_gen} kārti, jo {first, suit} ir pirmā "
    "masts pēc {led, suit_gen}, kas jums ir",
    "void.no-trump": "izspēlējiet {first, suit_gen} kārti, jo {first, suit} ir pirmā masts pēc {led, suit_gen}, "
    "kas jums ir (trumpju jums nav)",
    "refuse.dukal-led-only": "Ar Dukalu var tikai iziet, nevis to likt jau sāktā stiķī.",
    "refuse.dukal-too-big": "Dukalā nedrīkst būt vairāk kāršu, nekā ir jebkura spēlētāja rokā ("
    + _lv(_LV_CARDS_NOM, "limit")
    + "); šajā ir {size}.",
    "dukal.one-suit": "Visām Dukala kārtīm jābūt vienā mastī.",
    "dukal.courts": "Dukalam vajag savas masts Radžu un Mantri.",
    "dukal.too-short": "Dukalam bez Radžas un Mantri vajag vismaz "
    "{least, plural, zero {# skaitļu kāršu} one {# skaitļa kārti} other {# skaitļu kārtis}} "
    "pēc kārtas.",
    "dukal.broken": "Skaitļi {numbers, numbers} neveido nepārtrauktu virkni.",
    "input.card-shape": "Kārts ir objekts, piemēram, {example}, nevis {value}.",
    "input.no-suit": "Masts {value} nav; desmit avatāru mastis ir {suits}.",
    "input.no-rank": 'Ranga {value} nav; rangs ir no 1 līdz 10, "mantri" vai "raja".',
    "input.card-list": "'cards' jābūt kāršu sarakstam, nevis {value}.",
    "input.card-type": "{field, select, card {'card'} other {Katram 'cards' elementam}} jābūt objektam Card, "
    "piemēram, Card('rama', 7), nevis {value}.",
    "input.card-tuple": "'cards' jābūt Card objektu sarakstam vai kortežam, piemēram, [Card('rama', 7)], nevis {value}.",
    "input.no-cards": "Darbība '{kind}' nosauc vismaz vienu kārti.",
    "input.twice": "Kārts nosaukta divreiz: {card, card}.",
    "bot.only": "Izspēlēju {card, card_acc}: {opening, select, yes {ar šo kārti sākas partija, un ar to jāiziet "
    "vienai pašai (ganjifa.opening-lead)} other {tā ir mana vienīgā atļautā kārts}}; atļautais gājiens "
    "ir tikai 1 no 1.",
    "bot.discard": "Nometu Dukalam {card, card_acc}: tā ir mana vājākā atlikusī kārts (stiprums {strength} no 12), "
    "jānomet vēl {more}; paturu {trumps, plural, zero {# trumpju} one {# trumpi} other {# trumpjus}}, "
    "{winners, plural, zero {# droši uzvarošu kāršu} one {# droši uzvarošu kārti} "
    "other {# droši uzvarošas kārtis}} un {material, plural, zero {# kāršu} one {# kārti} "
    "other {# kārtis}} Dukala veidošanai.",
    "bot.lead-dukal": "Izgāju ar {suit, suit_gen} Dukalu no {n, plural, zero {# kārtīm} one {# kārts} "
    "other {# kārtīm}}: tas uzvar uzreiz un paņem {captured, plural, zero {# kāršu} one {# kārti} "
    "other {# kārtis}} (katrs pretinieks nomet {n}), un es izeju atkal.",
    "bot.lead-top": "Izgāju ar {card, card_acc}: neviena neredzēta {suit, suit_gen} kārts nav augstāka, pretinieku "
    "rokās vēl ir {out, plural, zero {# {suit, suit_gen} kāršu} one {# {suit, suit_gen} kārts} "
    "other {# {suit, suit_gen} kārtis}}, un {trump, select, yes {tā ir trumpis} other {varbūtība, ka "
    "pretinieks to nositīs ar trumpi, ir {risk, number, 2}}}.",
    "bot.lead-low": "Izgāju ar {card, card_acc}, {n, plural, =1 {savu vienīgo {suit, suit_gen} kārti} other {zemāko "
    "no savām {n, plural, zero {# {suit, suit_gen} kārtīm} one {# {suit, suit_gen} kārts} "
    "other {# {suit, suit_gen} kārtīm}}}} ({side, select, yes {tā ir mana garākā masts, neskaitot "
    "trumpjus} other {tā ir mana garākā masts}}): {why, select, trumped {manas vienīgās droši "
    "uzvarošās kārtis varētu nosist ar trumpi (varbūtība {risk, number, 2})} other {katrai manai "
    "kārtij tās mastī vēl ir kāda augstāka neredzēta kārts}}.",
    "bot.win-last": "Lēti paņēmu stiķi ar {card, card_acc}: {wins, plural, =1 {tā ir mana vienīgā kārts, kas pārsit} other {tā ir zemākā no manām # kārtīm, kas pārsit}} {best, card_acc}, un pēc manis neviens vairs neliek.",
    "bot.win-cheap": "Izspēlēju {card, card_acc}, lai lēti paņemtu stiķi: tā pārsit {best, card_acc}, pretinieku "
    "rokās vēl ir {higher, plural, zero {# augstāku šīs masts kāršu} one {# augstāka šīs masts "
    "kārts} other {# augstākas šīs masts kārtis}}, un spēlētājs {next} (viņš vēl liks) to var "
    "pārsist ar varbūtību {p, number, 2}.",
    "bot.throw-risk": "Iemetu {card, card_acc}, zemāko kārti, ko drīkstu likt: pat mans labākais mēģinājums, "
    "{best_try, card}, ar varbūtību {p, number, 2} zaudētu spēlētājam {next}.",
    "bot.throw": "Iemetu {card, card_acc}, zemāko kārti, ko drīkstu likt: {plays, plural, =1 {mana vienīgā atļautā kārts nepārsit} other {neviena no manām # atļautajām kārtīm nepārsit}} {best, card_acc}.",
    "bot.equivalent": "Izvēlējos: {action, action}; atļauto gājienu man ir {n}, un visi ir līdzvērtīgi (starp tiem "
    "rangā nav nevienas neredzētas kārts).",
    "bot.search": "{move}: pārbaudīju {deals, plural, zero {# sadalījumu} one {# sadalījumu} other {# sadalījumus}} "
    "tām {unseen, plural, zero {# kārtīm} one {# kārtij} other {# kārtīm}}, ko neredzu, katru "
    "izspēlējot līdz beigām; vidēji šis gājiens paņēma {mean, number, 1} no "
    "{remaining, plural, zero {# kārtīm} one {# kārts} other {# kārtīm}}, kas vēl ir spēlē"
    "{alt, select, yes {; {alt_move}: {alt_mean, number, 1}} other {}} "
    "({playouts, plural, zero {# izspēļu} one {# izspēle} other {# izspēles}}"
    "{cut, select, yes {; laika limits meklēšanu pārtrauca} other {}}).",
    "bot.move.play": "Izspēlēju {card, card_acc}",
    "bot.move.dukal": "Izgāju ar {suit, suit_gen} Dukalu no {n, plural, zero {# kārtīm} one {# kārts} "
    "other {# kārtīm}}",
    "bot.move.discard": "Nometu {card, card_acc}",
    "bot.alt.play": "izspēlējot {card, card_acc}",
    "bot.alt.dukal": "izejot ar Dukalu no {n, plural, zero {# kārtīm} one {# kārts} other {# kārtīm}}",
    "bot.alt.discard": "nometot {card, card_acc}",
    "you.opening": "Jums ir {_raja, card}: ar šo kārti jums jāiziet pirmajā stiķī, un tikai ar to.",
    "you.lead": "Jūs izejat: {card, card}.",
    "you.follow": "Jūs sekojat mastij: {card, card}.",
    "you.void": "Jums nav {_led, suit_gen} kāršu; jūs izspēlējat: {card, card}.",
    "you.trick": "Stiķi paņemat jūs: {card, card} — {_why}.",
    "you.capture": "Jūs paņemat "
    + _lv(_LV_CARDS_ACC, "cards")
    + "{_then, select, lead { un izejat nākamie} other {}}.",
    "you.capture-dukal": "Jūs paņemat Dukalu un nomestās kārtis: "
    + _lv(_LV_CARDS_NOM, "cards")
    + "{_then, select, lead { un atkal izejat} other {}}.",
    "you.dukal": "Jūs izejat ar {_suit, suit_gen} Dukalu no "
    "{_n, plural, zero {# kārtīm} one {# kārts} other {# kārtīm}}: tas uzvar uzreiz; katrs pretinieks "
    "nomet " + _lv(_LV_CARDS_ACC, "_n") + ".",
    "you.discard": "Jūs nometat Dukalam: {cards, cards}.",
}

# --------------------------------------------------------------------------- Finnish

FI = {
    "period": "On {period, select, day {päivä} other {yö}}: {trump, suit} on valtti.",
    "deal": "Kaikki 120 korttia on jaettu neljän kortin pakkauksina vastapäivään: "
    "{cards_each, plural, one {# kortti} other {# korttia}} kullekin pelaajalle.",
    "opening": "Pelaajalla {seat} on {_raja, card}: hänen on aloitettava avaustikki pelkästään sillä.",
    "lead": "Pelaaja {seat} aloittaa: {card, card}.",
    "follow": "Pelaaja {seat} seuraa maata: {card, card}.",
    "void": "Pelaajalla {seat} ei ole {_led, suit_gen} kortteja; hän pelaa: {card, card}.",
    "trick": "Pelaaja {winner} voittaa tikin: {card, card} — {_why}.",
    "why.trump": "korkein valtti ({_suit, suit})",
    "why.led": "korkein {_suit, suit_gen} kortti, eikä valttia pelattu",
    "capture": "Pelaaja {seat} vangitsee {cards, plural, one {# kortin} other {# korttia}}"
    "{_then, select, lead { ja aloittaa seuraavan tikin} other {}}.",
    "capture-dukal": "Pelaaja {seat} vangitsee Dukal-sarjan ja pois heitetyt kortit: "
    "{cards, plural, one {# kortti} other {# korttia}}{_then, select, lead { ja aloittaa uudelleen} "
    "other {}}.",
    "dukal": "Pelaaja {seat} aloittaa Dukal-sarjalla: "
    "{_n, plural, one {# {_suit, suit_gen} kortti} other {# {_suit, suit_gen} korttia}}. Se voittaa heti; "
    "jokainen vastustaja heittää pois {_n, plural, one {# kortin} other {# korttia}}.",
    "discard": "Pelaaja {seat} heittää pois Dukal-sarjalle: {cards, cards}.",
    "end": "Kaikki kädet on pelattu loppuun. Vangitut kortit: {scores, scores}. "
    "{_shared, select, yes {Pelaajat {winners, seats} jakavat voiton} other {Pelaaja {winners, seats} voittaa}}.",
    "you.end": "Kaikki kädet on pelattu loppuun. Vangitut kortit: sinä: {_mine}, {others, scores_of}. "
    "{_result, select, won {Sinä voitat.} shared {Jaat voiton {_n, plural, one {pelaajan} other {pelaajien}} "
    "{winners, seats} kanssa.} other {{_shared, select, yes {Pelaajat {winners, seats} jakavat voiton} "
    "other {Pelaaja {winners, seats} voittaa}}.}}",
    "refuse.no-dukal": "Ei ole Dukal-sarjaa, jolle heittää kortteja pois.",
    "refuse.discard-first": "Pelaaja {leader} aloitti Dukal-sarjalla: heitä ensin pois "
    "{owed, plural, one {# valitsemasi kortti} other {# valitsemaasi korttia}}.",
    "refuse.not-held": "Sinulla ei ole tätä korttia: {card, card}.",
    "refuse.owe": "Sinun on heitettävä Dukal-sarjalle pois {owed, plural, one {# kortti} other {# korttia}}, "
    "ei {count}.",
    "refuse.opening": "Jako avataan pelkästään valttirajalla: {_raja, card}"
    "{dukal, select, yes {; Dukal-sarja ei voi avata jakoa} other {}}.",
    "refuse.follow": "Johdettu maa on {led, suit}, ja sinulla on sitä: seuraa maata.",
    "refuse.void": "Sinulla ei ole {led, suit_gen} kortteja: {_choices}.",
    "void.trump-next": "pelaa valtti ({trump, suit}), joka on myös ensimmäinen {led, suit_gen} jälkeinen maa, "
    "jota sinulla on",
    "void.trump-or": "pelaa valtti ({trump, suit}) tai {first, suit_gen} kortti, sillä {first, suit} on "
    "ensimmäinen {led, suit_gen} jälkeinen maa, jota sinulla on",
    "void.no-trump": "pelaa {first, suit_gen} kortti, sillä {first, suit} on ensimmäinen {led, suit_gen} jälkeinen "
    "maa, jota sinulla on (sinulla ei ole valtteja)",
    "refuse.dukal-led-only": "Dukal-sarjalla voi vain aloittaa; sitä ei voi pelata kesken tikin.",
    "refuse.dukal-too-big": "Dukal-sarja ei saa olla suurempi kuin kenenkään jäljellä oleva käsi "
    "({limit, plural, one {# kortti} other {# korttia}}); tässä on {size}.",
    "dukal.one-suit": "Dukal-sarjan kaikki kortit ovat samaa maata.",
    "dukal.courts": "Dukal-sarjaan tarvitaan oman maansa Raja ja Mantri.",
    "dukal.too-short": "Dukal-sarjaan tarvitaan Rajan ja Mantrin lisäksi vähintään "
    "{least, plural, one {# numero} other {# peräkkäistä numeroa}}.",
    "dukal.broken": "Numerot {numbers, numbers} eivät ole katkeamaton sarja.",
    "input.card-shape": "Kortti on olio kuten {example}, ei {value}.",
    "input.no-suit": "Maata {value} ei ole; kymmenen avatar-maata ovat {suits}.",
    "input.no-rank": 'Arvoa {value} ei ole; arvo on 1–10, "mantri" tai "raja".',
    "input.card-list": "'cards' on oltava korttien lista, ei {value}.",
    "input.card-type": "{field, select, card {'card'} other {Jokaisen 'cards'-alkion}} on oltava Card, kuten "
    "Card('rama', 7), ei {value}.",
    "input.card-tuple": "'cards' on oltava Card-olioiden lista tai monikko, kuten [Card('rama', 7)], ei {value}.",
    "input.no-cards": "'{kind}'-toiminto nimeää vähintään yhden kortin.",
    "input.twice": "Kortti on nimetty kahdesti: {card, card}.",
    "bot.only": "Pelasin {card, card_acc}: {opening, select, yes {jako avataan sillä, pelkästään sillä "
    "(ganjifa.opening-lead)} other {se on ainoa sallittu korttini}}; sallittuja siirtoja 1/1.",
    "bot.discard": "Heitin Dukal-sarjalle pois {card, card_acc}: se on heikoin jäljellä oleva korttini (vahvuus "
    "{strength}/12), vielä {more, plural, one {# heitettävä} other {# heitettävää}}; pidän {trumps, plural, one {# valttini} "
    "other {# valttiani}}, {winners, plural, one {# varman voittokorttini} other {# varmaa "
    "voittokorttiani}} ja {material, plural, one {# Dukal-sarjaan sopivan korttini} other {# Dukal-"
    "sarjaan sopivaa korttiani}}.",
    "bot.lead-dukal": "Aloitin {suit, suit_gen} Dukal-sarjalla ({n, plural, one {# kortti} other {# korttia}}): se "
    "voittaa heti ja vangitsee {captured, plural, one {# kortin} other {# korttia}} (kukin "
    "vastustaja heittää pois {n}), ja aloitan uudelleen.",
    "bot.lead-top": "Aloitin {card, card_ins}: yksikään näkymätön {suit, suit_gen} kortti ei ole sitä korkeampi, "
    "näkymättä on vielä {out, plural, one {# {suit, suit_gen} kortti} other {# {suit, suit_gen} "
    "korttia}}, ja {trump, select, yes {se on valtti} other {todennäköisyys, että vastustaja lyö "
    "sen valtilla, on {risk, number, 2}}}.",
    "bot.lead-low": "Aloitin {card, card_ins}, {n, plural, =1 {ainoalla {suit, suit_gen} kortillani} "
    "other {alimmalla {suit, suit_gen} kortillani}} ({suit, suit} on pisin maani{side, select, "
    "yes { valtteja lukuun ottamatta} other {}}: {n, plural, one {# kortti} other {# korttia}}): "
    "{why, select, trumped {ainoat varmat "
    "voittokorttini voitaisiin lyödä valtilla (todennäköisyys {risk, number, 2})} other {jokaisen "
    "korttini maassa on vielä näkymättä korkeampi kortti}}.",
    "bot.win-last": "Voitin tikin halvalla {card, card_ins}: {wins, plural, one {se on ainoa korttini, joka lyö} "
    "other {se on alin niistä korteistani (#), jotka lyövät}} {best, card_acc}, eikä kukaan pelaa "
    "jälkeeni.",
    "bot.win-cheap": "Pelasin {card, card_acc} voittaakseni tikin halvalla: se lyö {best, card_acc}, näkymättä on "
    "vielä {higher, plural, one {# saman maan korkeampi kortti} other {# saman maan korkeampaa "
    "korttia}}, ja pelaaja {next} (pelaa vielä minun jälkeeni) voi lyödä sen todennäköisyydellä "
    "{p, number, 2}.",
    "bot.throw-risk": "Pelasin {card, card_acc}, alimman pelattavan korttini: paras yritykseni, {best_try, card}, "
    "häviäisi silti pelaajalle {next} todennäköisyydellä {p, number, 2}.",
    "bot.throw": "Pelasin {card, card_acc}, alimman pelattavan korttini: {plays, plural, one {ainoa pelattava "
    "korttini ei lyö} other {mikään pelattavista korteistani (niitä on #) ei lyö}} {best, card_part}.",
    "bot.equivalent": "Valitsin: {action, action}; kaikki {n, plural, one {# sallittu siirtoni} other {# sallittua siirtoani}} ovat samanarvoisia (niiden "
    "välissä ei ole yhtään näkymätöntä korttia).",
    "bot.search": "{move}: jaoin {unseen, plural, one {# näkymättömän kortin} other {# näkymätöntä korttia}} "
    "uudelleen {deals, plural, one {# kerran} other {# kertaa}} ja pelasin joka jaon loppuun; siirto "
    "vangitsi keskimäärin {mean, number, 1} niistä {remaining, plural, one {# kortista} "
    "other {# kortista}}, jotka ovat vielä pelissä{alt, select, yes {; {alt_move}: "
    "{alt_mean, number, 1}} other {}} ({playouts, plural, one {# läpipeluu} other {# läpipeluuta}}"
    "{cut, select, yes {; aikaraja katkaisi haun} other {}}).",
    "bot.move.play": "Pelasin {card, card_acc}",
    "bot.move.dukal": "Aloitin {suit, suit_gen} Dukal-sarjalla ({n, plural, one {# kortti} other {# korttia}})",
    "bot.move.discard": "Heitin pois {card, card_acc}",
    "bot.alt.play": "pelaamalla {card, card_acc}",
    "bot.alt.dukal": "aloittamalla {n} kortin Dukal-sarjalla",
    "bot.alt.discard": "heittämällä pois {card, card_acc}",
    "you.opening": "Sinulla on {_raja, card}: sinun on aloitettava avaustikki pelkästään sillä.",
    "you.lead": "Aloitat: {card, card}.",
    "you.follow": "Seuraat maata: {card, card}.",
    "you.void": "Sinulla ei ole {_led, suit_gen} kortteja; pelaat: {card, card}.",
    "you.trick": "Voitat tikin: {card, card} — {_why}.",
    "you.capture": "Vangitset {cards, plural, one {# kortin} other {# korttia}}"
    "{_then, select, lead { ja aloitat seuraavan tikin} other {}}.",
    "you.capture-dukal": "Vangitset Dukal-sarjan ja pois heitetyt kortit: "
    "{cards, plural, one {# kortti} other {# korttia}}{_then, select, lead { ja aloitat "
    "uudelleen} other {}}.",
    "you.dukal": "Aloitat Dukal-sarjalla: "
    "{_n, plural, one {# {_suit, suit_gen} kortti} other {# {_suit, suit_gen} korttia}}. Se voittaa "
    "heti; jokainen vastustaja heittää pois {_n, plural, one {# kortin} other {# korttia}}.",
    "you.discard": "Heität pois Dukal-sarjalle: {cards, cards}.",
}

# --------------------------------------------------------------------------- Russian

_RU_CARDS_ACC = "{0, plural, one {# карту} few {# карты} many {# карт} other {# карты}}"  # забирает, сбросьте
_RU_CARDS_NOM = "{0, plural, one {# карта} few {# карты} many {# карт} other {# карты}}"


def _ru(form: str, name: str) -> str:
    return form.replace("{0,", "{" + name + ",")


RU = {
    "period": "Сейчас {period, select, day {день} other {ночь}}: козырная масть — {trump, suit}.",
    "deal": "Все 120 карт розданы пачками по четыре против часовой стрелки: каждому игроку — "
    + _ru(_RU_CARDS_NOM, "cards_each")
    + ".",
    "opening": "У игрока {seat} — {_raja, card}: он обязан открыть игру этой картой, и только ею.",
    "lead": "Игрок {seat} ходит: {card, card}.",
    "follow": "Игрок {seat} отвечает в масть: {card, card}.",
    "void": "У игрока {seat} нет масти {_led, suit}; он играет: {card, card}.",
    "trick": "Игрок {winner} берёт взятку: {card, card} — {_why}.",
    "why.trump": "старший козырь ({_suit, suit})",
    "why.led": "старшая карта масти {_suit, suit}, а козырей не было",
    "capture": "Игрок {seat} забирает "
    + _ru(_RU_CARDS_ACC, "cards")
    + "{_then, select, lead { и ходит следующим} other {}}.",
    "capture-dukal": "Игрок {seat} забирает Дукал и сброшенные карты: "
    + _ru(_RU_CARDS_NOM, "cards")
    + "{_then, select, lead { и снова ходит} other {}}.",
    "dukal": "Игрок {seat} ходит Дукалом из {_n, plural, one {# карты} few {# карт} many {# карт} other {# карты}} "
    "масти {_suit, suit}: он сразу выигрывает; каждый соперник сбрасывает " + _ru(_RU_CARDS_ACC, "_n") + ".",
    "discard": "Игрок {seat} сбрасывает на Дукал: {cards, cards}.",
    "end": "Все карты сыграны. Взятые карты: {scores, scores}. "
    "{_shared, select, yes {Победу делят игроки {winners, seats}} other {Побеждает игрок {winners, seats}}}.",
    "you.end": "Все карты сыграны. Взятые карты: вы — {_mine}, {others, scores_of}. "
    "{_result, select, won {Вы побеждаете.} shared {Вы делите победу с {_n, plural, one {игроком} "
    "few {игроками} many {игроками} other {игроками}} {winners, seats}.} other {{_shared, select, "
    "yes {Победу делят игроки {winners, seats}} other {Побеждает игрок {winners, seats}}}.}}",
    "refuse.no-dukal": "Сейчас нет Дукала, на который нужно сбрасывать карты.",
    "refuse.discard-first": "Игрок {leader} пошёл Дукалом: сначала сбросьте "
    + _ru(_RU_CARDS_ACC, "owed")
    + " на ваш выбор.",
    "refuse.not-held": "У вас нет этой карты: {card, card}.",
    "refuse.owe": "На Дукал вы должны сбросить " + _ru(_RU_CARDS_ACC, "owed") + ", а не {count}.",
    "refuse.opening": "Первый ход — только одна карта: {_raja, card}"
    "{dukal, select, yes {; Дукалом открывать игру нельзя} other {}}.",
    "refuse.follow": "Ход сделан в масти {led, suit}, и эта масть у вас есть: отвечайте в масть.",
    "refuse.void": "У вас нет масти {led, suit}: {_choices}.",
    "void.trump-next": "сыграйте козырь ({trump, suit}) — это и первая после {led, suit_gen} масть, которая у вас есть",
    "void.trump-or": "сыграйте козырь ({trump, suit}) или карту масти {first, suit}, потому что {first, suit} — "
    "первая после {led, suit_gen} масть, которая у вас есть",
    "void.no-trump": "сыграйте карту масти {first, suit}, потому что {first, suit} — первая после {led, suit_gen} "
    "масть, которая у вас есть (козырей у вас нет)",
    "refuse.dukal-led-only": "Дукалом можно только начинать взятку, а не отвечать в уже начатой.",
    "refuse.dukal-too-big": "Дукал не может быть больше руки любого игрока ("
    + _ru(_RU_CARDS_NOM, "limit")
    + "); а в этом Дукале "
    + _ru(_RU_CARDS_NOM, "size")
    + ".",
    "dukal.one-suit": "Все карты Дукала — одной масти.",
    "dukal.courts": "В Дукале должны быть Раджа и Мантри его масти.",
    "dukal.too-short": "В Дукале, кроме Раджи и Мантри, должно быть не меньше "
    "{least, plural, one {# числовой карты} few {# числовых карт} many {# числовых карт} "
    "other {# числовой карты}} подряд.",
    "dukal.broken": "Числа {numbers, numbers} не идут подряд.",
    "input.card-shape": "Карта — это объект вида {example}, а не {value}.",
    "input.no-suit": "Масти {value} нет; десять мастей-аватаров: {suits}.",
    "input.no-rank": 'Достоинства {value} нет; достоинство — это 1–10, "mantri" или "raja".',
    "input.card-list": "'cards' должно быть списком карт, а не {value}.",
    "input.card-type": "{field, select, card {'card' должно} other {Каждый элемент 'cards' должен}} быть объектом "
    "Card, например Card('rama', 7), а не {value}.",
    "input.card-tuple": "'cards' должно быть списком или кортежем объектов Card, например [Card('rama', 7)], "
    "а не {value}.",
    "input.no-cards": "Действие '{kind}' должно называть хотя бы одну карту.",
    "input.twice": "Карта названа дважды: {card, card}.",
    "bot.only": "Играю {card, card_acc}: {opening, select, yes {раздачу открывают только этой картой "
    "(ganjifa.opening-lead)} other {это моя единственная разрешённая карта}}; разрешённый ход — 1 из 1.",
    "bot.discard": "Сбрасываю на Дукал {card, card_acc}: это моя самая слабая оставшаяся карта (сила {strength} из "
    "12), сбросить нужно ещё {more}; оставляю себе {trumps, plural, one {# козырь} few {# козыря} "
    "many {# козырей} other {# козыря}}, {winners, plural, one {# верную карту} few {# верные карты} "
    "many {# верных карт} other {# верной карты}} и {material, plural, one {# карту для Дукала} "
    "few {# карты для Дукала} many {# карт для Дукала} other {# карты для Дукала}}.",
    "bot.lead-dukal": "Хожу Дукалом из {n, plural, one {# карты} few {# карт} many {# карт} other {# карты}} масти "
    "{suit, suit}: он сразу выигрывает и забирает {captured, plural, one {# карту} few {# карты} "
    "many {# карт} other {# карты}} (каждый соперник сбрасывает по {n}), и я снова хожу.",
    "bot.lead-top": "Хожу {card, card_ins}: ни одна невидимая мне карта масти {suit, suit} не старше этой карты, {out, plural, =0 {карт этой масти у соперников не осталось} one {у соперников ещё # карта этой масти} few {у соперников ещё # карты этой масти} many {у соперников ещё # карт этой масти} other {у соперников ещё # карты этой масти}}, и {trump, select, yes {это козырь} other {вероятность, что соперник перебьёт эту карту козырем, — {risk, number, 2}}}.",
    "bot.lead-low": "Хожу {card, card_ins} — {n, plural, =1 {моей единственной картой масти {suit, suit}} "
    "other {младшей из моих карт масти {suit, suit}}} (это моя самая длинная {side, select, "
    "yes {некозырная } other {}}масть: {n, plural, one {# карта} few {# карты} many {# карт} "
    "other {# карты}}): {why, select, trumped "
    "{мои единственные верные карты могут перебить козырем (вероятность {risk, number, 2})} "
    "other {у каждой моей карты в её масти ещё есть невидимая мне старшая карта}}.",
    "bot.win-last": "Дёшево беру взятку {card, card_ins}: {wins, plural, =1 {это моя единственная карта, которая бьёт {best, card_acc}} other {это младшая из моих карт, которые бьют {best, card_acc} (таких карт у меня {wins})}}, и после меня никто не ходит.",
    "bot.win-cheap": "Играю {card, card_acc}, чтобы дёшево взять взятку: эта карта бьёт {best, card_acc}, "
    "невидимых старших карт той же масти: {higher}, и игрок {next} (он ходит после меня) может её "
    "перебить с вероятностью {p, number, 2}.",
    "bot.throw-risk": "Отдаю {card, card_acc}, самую младшую из разрешённых карт: даже лучшая моя попытка, "
    "{best_try, card}, проиграла бы игроку {next} с вероятностью {p, number, 2}.",
    "bot.throw": "Отдаю {card, card_acc}, самую младшую из разрешённых карт: {plays, plural, =1 {моя единственная разрешённая карта не бьёт {best, card_acc}} other {ни одна из моих разрешённых карт (их {plays}) не бьёт {best, card_acc}}}.",
    "bot.equivalent": "Выбираю: {action, action}; все мои разрешённые ходы ({n}) равноценны (между ними нет ни "
    "одной невидимой мне карты).",
    "bot.search": "{move}: в {deals, plural, one {# раскладе} few {# раскладах} many {# раскладах} "
    "other {# раскладах}} {unseen, plural, one {# невидимой мне карты} few {# невидимых мне карт} "
    "many {# невидимых мне карт} other {# невидимой мне карты}}, каждый доигранный до конца, этот "
    "ход брал в среднем {mean, number, 1} из {remaining, plural, one {# карты} few {# карт} "
    "many {# карт} other {# карты}}, ещё остающихся в игре{alt, select, yes {; {alt_move} — "
    "{alt_mean, number, 1}} other {}} ({playouts, plural, one {# розыгрыш} few {# розыгрыша} "
    "many {# розыгрышей} other {# розыгрыша}}{cut, select, yes {; прервано по лимиту времени} "
    "other {}}).",
    "bot.move.play": "Играю {card, card_acc}",
    "bot.move.dukal": "Хожу Дукалом из {n, plural, one {# карты} few {# карт} many {# карт} other {# карты}} масти "
    "{suit, suit}",
    "bot.move.discard": "Сбрасываю {card, card_acc}",
    "bot.alt.play": "ход {card, card_ins}",
    "bot.alt.dukal": "Дукал из {n, plural, one {# карты} few {# карт} many {# карт} other {# карты}}",
    "bot.alt.discard": "сброс {card, card_gen}",
    "you.opening": "У вас — {_raja, card}: вы обязаны открыть игру этой картой, и только ею.",
    "you.lead": "Вы ходите: {card, card}.",
    "you.follow": "Вы отвечаете в масть: {card, card}.",
    "you.void": "У вас нет масти {_led, suit}; вы играете: {card, card}.",
    "you.trick": "Вы берёте взятку: {card, card} — {_why}.",
    "you.capture": "Вы забираете "
    + _ru(_RU_CARDS_ACC, "cards")
    + "{_then, select, lead { и ходите следующим} other {}}.",
    "you.capture-dukal": "Вы забираете Дукал и сброшенные карты: "
    + _ru(_RU_CARDS_NOM, "cards")
    + "{_then, select, lead { и снова ходите} other {}}.",
    "you.dukal": "Вы ходите Дукалом из {_n, plural, one {# карты} few {# карт} many {# карт} other {# карты}} "
    "масти {_suit, suit}: он сразу выигрывает; каждый соперник сбрасывает " + _ru(_RU_CARDS_ACC, "_n") + ".",
    "you.discard": "Вы сбрасываете на Дукал: {cards, cards}.",
}

#: how each bot plays, in one clause with nothing hidden: the tables' "Why?" before the
#: bot's own numbers may be shown (widgets/base.py)
BOT_METHODS = {
    "en": {
        "bot.method.heuristic": "it counts the cards already played and spends a card to win a trick only when it is unlikely to be beaten; otherwise it throws a low card.",
        "bot.method.search": "it imagines many deals of the cards it cannot see, plays each of its cards out in them, and picks the card that does best on average.",
        "bot.method.beginner": "it plays like the card-counting bot on about half of its cards, and any card it may on the others, without counting.",
        "bot.method.search-strong": "like the search bot, with five times as many imagined deals.",
    },
    "lv": {
        "bot.method.heuristic": "tas skaita jau izspēlētās kārtis un tērē kārti stiķa iegūšanai tikai tad, ja to visticamāk nepārsitīs; citādi tas met zemu kārti.",
        "bot.method.search": "tas iztēlojas daudzus sadalījumus kārtīm, ko tas neredz, izspēlē tajos katru savu kārti un izvēlas to, kas vidēji veicas vislabāk.",
        "bot.method.beginner": "apmēram pusē gājienu tas spēlē kā kāršu skaitītājs, bet pārējos — jebkuru atļautu kārti, neko neskaitot.",
        "bot.method.search-strong": "kā meklēšanas robots, bet ar piecreiz vairāk iztēlotiem sadalījumiem.",
    },
    "fi": {
        "bot.method.heuristic": "se laskee jo pelatut kortit ja käyttää kortin tikin voittamiseen vain, kun sitä tuskin lyödään; muuten se heittää matalan kortin.",
        "bot.method.search": "se kuvittelee monta jakoa korteille, joita se ei näe, pelaa niissä jokaisen korttinsa loppuun ja valitsee kortin, joka pärjää keskimäärin parhaiten.",
        "bot.method.beginner": "noin puolet korteistaan se pelaa kuin kortinlaskija, ja muut minkä tahansa sallitun kortin laskematta.",
        "bot.method.search-strong": "kuin hakubotti, mutta viisi kertaa useammalla kuvitellulla jaolla.",
    },
    "ru": {
        "bot.method.heuristic": "он считает уже сыгранные карты и тратит карту на взятку, только если её вряд ли перебьют; иначе сбрасывает младшую карту.",
        "bot.method.search": "он представляет много раскладов карт, которых не видит, разыгрывает в них каждую свою карту и выбирает ту, что в среднем лучше.",
        "bot.method.beginner": "примерно половину карт он играет как бот, считающий карты, а остальные — любую разрешённую карту, ничего не считая.",
        "bot.method.search-strong": "как поисковый бот, но с впятеро большим числом воображаемых раскладов.",
    },
}

# the levels a table names are bots described above: the same words
for _methods in BOT_METHODS.values():
    _methods["bot.method.medium"], _methods["bot.method.strong"] = (
        _methods["bot.method.heuristic"],
        _methods["bot.method.search"],
    )

MESSAGES = Messages(
    "ganjifa",
    {lang: {**words, **BOT_METHODS[lang]} for lang, words in (("en", EN), ("lv", LV), ("fi", FI), ("ru", RU))},
    FORMATTERS,
)
#: the parameters that name a player: the one reading the log reads "you" ("you." sentences)
MESSAGES.seat_params = ("seat", "winner")

__all__ = ["MESSAGES", "FORMATTERS", "CARD_NAMES", "CARD_CASES", "action_words", "card_case", "card_name", "suit_name"]


def _end_for_you(msg_id: str, params, you: int):
    """The end of the deal as the reader in seat ``you`` reads it ("you: 39, player 1: 18 ...
    You win."); None for every other sentence."""
    if msg_id != "end" or not 0 <= you < len(params["scores"]):
        return None
    scores, winners = params["scores"], params["winners"]
    others = [w for w in winners if w != you]
    result = ("won" if winners == [you] else "shared") if you in winners else "lost"
    return {
        "_mine": scores[you],
        "others": [(s, n) for s, n in enumerate(scores) if s != you],
        "_result": result,
        "winners": others if result == "shared" else winners,
        "_n": len(others),
        "_shared": params["_shared"],
    }


MESSAGES.for_you = _end_for_you
