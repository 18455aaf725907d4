"""Deductio's sentences — events, refusals, the clue texts — in English, Latvian, Finnish and Russian.

The engine logs message ids with parameters; these templates make the words when someone
reads them (rules_engine.i18n explains the syntax). A parameter whose name starts with
``_`` is only for the sentence; the others are the event's data.

Vocabulary: the Latvian follows the seed (slepenais skaitlis, pavediena kārts, „Atklāj
slepeno skaitli“ kārts, minējums, spēja, vertikāli / horizontāli, izlietoto kāršu
kaudzīte, spēles kaste, sods). A clue is written ``#12 “n is prime”`` in every language,
so no sentence needs it in another case.
"""

from __future__ import annotations

from ..i18n import Messages
from .clues import CLUES

_QUOTES = {"en": ("“", "”"), "lv": ("„", "“"), "fi": ("”", "”"), "ru": ("«", "»")}
_ABILITY = {
    "en": {"peek-1": "peek at 1 card", "peek-2": "peek at 2 cards", "free-guess": "a free guess"},
    "lv": {"peek-1": "apskatīt 1 kārti", "peek-2": "apskatīt 2 kārtis", "free-guess": "minējums bez sekām"},
    "fi": {"peek-1": "katso 1 kortti", "peek-2": "katso 2 korttia", "free-guess": "vapaa arvaus"},
    "ru": {"peek-1": "подсмотреть 1 карту", "peek-2": "подсмотреть 2 карты", "free-guess": "бесплатная догадка"},
}
_NONE = {"en": "none", "lv": "neviena", "fi": "ei yhtään", "ru": "нет"}


# "1,58 bita", "2 bitus", "1 bitin": a count of bits is a plural (a fraction takes "other")
_BITS: dict[str, dict[str, tuple[str, ...]]] = {
    "lv": {"acc": ("bitu", "bitu", "bitus"), "nom": ("bitu", "bits", "biti")},  # zero, one, other
    "fi": {"acc": ("bitin", "bittiä"), "nom": ("bitti", "bittiä")},  # one, other
    "ru": {"acc": ("бит", "бита", "бит", "бита"), "nom": ("бит", "бита", "бит", "бита")},  # one, few, many, other
}
_BIT_CATEGORIES = {"lv": ("zero", "one", "other"), "fi": ("one", "other"), "ru": ("one", "few", "many", "other")}


def bits(lang: str, name: str, decimals: int = 2, case: str = "acc") -> str:
    """The counted-bits phrase for parameter ``name`` ({name, number, decimals} and the noun)."""
    number = f"{{{name}, number, {decimals}}}"
    branches = " ".join(
        f"{cat} {{{number} {form}}}" for cat, form in zip(_BIT_CATEGORIES[lang], _BITS[lang][case], strict=True)
    )
    return f"{{{name}, plural, {branches}}}"


def clue_text(clue_id: int, lang: str = "en") -> str:
    """The clue's words: "n is prime"."""
    return MESSAGES.render("clue." + CLUES[clue_id].key, {}, lang)


def clue_words(clue_id, lang: str = "en") -> str:
    """``#12 “n is prime”`` (just ``#99`` for an id that is no clue)."""
    if clue_id not in CLUES:
        return f"#{clue_id}"
    left, right = _QUOTES[lang]
    return f"#{clue_id} {left}{clue_text(clue_id, lang)}{right}"


FORMATTERS = {
    "clue": clue_words,
    "clues": lambda ids, lang: "; ".join(clue_words(c, lang) for c in ids) if ids else _NONE[lang],
    "numbers": lambda ns, lang: ", ".join(map(str, ns)) if ns else _NONE[lang],
    "ability": lambda a, lang: _ABILITY[lang].get(a, str(a)),
}

_CLUES_EN = {
    "clue.even": "n is even",
    "clue.odd": "n is odd",
    "clue.one-digit": "n has one digit (#)",
    "clue.two-digits": "n has two digits (##)",
    "clue.at-least-7": "n is 7 or greater",
    "clue.at-least-14": "n is 14 or greater",
    "clue.at-most-6": "n is 6 or less",
    "clue.at-most-12": "n is 12 or less",
    "clue.from-5-to-15": "n is between 5 and 15 inclusive",
    "clue.prime": "n is prime",
    "clue.not-prime": "n is not prime",
    "clue.divisible-by-3": "n is divisible by 3",
    "clue.divisible-by-4": "n is divisible by 4",
    "clue.divisible-by-5": "n is divisible by 5",
    "clue.has-digit-1": "n contains the digit 1",
    "clue.no-digit-1": "n does not contain the digit 1",
    "clue.not-9-or-19": "n is not 9 or 19",
    "clue.not-10-or-20": "n is not 10 or 20",
    "clue.square": "n is a square number",
    "clue.digit-sum-odd": "the digits of n add up to an odd number",
    "clue.digit-sum-at-least-5": "the digits of n add up to 5 or more",
    "clue.next-to-face-up": "n is 1 more or 1 less than a Secret Number face up in the middle",
    "clue.ends-5-to-9": "n ends in 5, 6, 7, 8 or 9",
    "clue.ends-0-to-4": "n ends in 0, 1, 2, 3 or 4",
    "clue.multiple-of-6": "n is a multiple of 6",
    "clue.low-or-high": "n is 3 or less, or 18 or more",
    "clue.from-8-to-12": "n is between 8 and 12 inclusive",
    "clue.power-of-2": "n is 1, 2, 4, 8 or 16",
    "clue.odd-over-10": "n is odd and greater than 10",
    "clue.even-to-10": "n is even and 10 or less",
    "clue.even-two-digits": "n is even and has two digits",
}
_CLUES_LV = {
    "clue.even": "n ir pāra skaitlis",
    "clue.odd": "n ir nepāra skaitlis",
    "clue.one-digit": "n ir viencipara skaitlis (#)",
    "clue.two-digits": "n ir divciparu skaitlis (##)",
    "clue.at-least-7": "n ir 7 vai lielāks",
    "clue.at-least-14": "n ir 14 vai lielāks",
    "clue.at-most-6": "n ir 6 vai mazāks",
    "clue.at-most-12": "n ir 12 vai mazāks",
    "clue.from-5-to-15": "n ir no 5 līdz 15 ieskaitot",
    "clue.prime": "n ir pirmskaitlis",
    "clue.not-prime": "n nav pirmskaitlis",
    "clue.divisible-by-3": "n dalās ar 3",
    "clue.divisible-by-4": "n dalās ar 4",
    "clue.divisible-by-5": "n dalās ar 5",
    "clue.has-digit-1": "n satur ciparu 1",
    "clue.no-digit-1": "n nesatur ciparu 1",
    "clue.not-9-or-19": "n nav 9 vai 19",
    "clue.not-10-or-20": "n nav 10 vai 20",
    "clue.square": "n ir kvadrātskaitlis",
    "clue.digit-sum-odd": "n ciparu summa ir nepāra skaitlis",
    "clue.digit-sum-at-least-5": "n ciparu summa ir 5 vai vairāk",
    "clue.next-to-face-up": "n ir par 1 lielāks vai par 1 mazāks nekā kāds no atklātajiem slepenajiem skaitļiem",
    "clue.ends-5-to-9": "n beidzas ar 5, 6, 7, 8 vai 9",
    "clue.ends-0-to-4": "n beidzas ar 0, 1, 2, 3 vai 4",
    "clue.multiple-of-6": "n dalās ar 6",
    "clue.low-or-high": "n ir 3 vai mazāks, vai 18 vai lielāks",
    "clue.from-8-to-12": "n ir no 8 līdz 12 ieskaitot",
    "clue.power-of-2": "n ir 1, 2, 4, 8 vai 16",
    "clue.odd-over-10": "n ir nepāra skaitlis, lielāks par 10",
    "clue.even-to-10": "n ir pāra skaitlis, ne lielāks par 10",
    "clue.even-two-digits": "n ir pāra divciparu skaitlis",
}
_CLUES_FI = {
    "clue.even": "n on parillinen",
    "clue.odd": "n on pariton",
    "clue.one-digit": "n on yksinumeroinen (#)",
    "clue.two-digits": "n on kaksinumeroinen (##)",
    "clue.at-least-7": "n on vähintään 7",
    "clue.at-least-14": "n on vähintään 14",
    "clue.at-most-6": "n on enintään 6",
    "clue.at-most-12": "n on enintään 12",
    "clue.from-5-to-15": "n on välillä 5–15 (rajat mukaan lukien)",
    "clue.prime": "n on alkuluku",
    "clue.not-prime": "n ei ole alkuluku",
    "clue.divisible-by-3": "n on jaollinen 3:lla",
    "clue.divisible-by-4": "n on jaollinen 4:llä",
    "clue.divisible-by-5": "n on jaollinen 5:llä",
    "clue.has-digit-1": "n:ssä on numero 1",
    "clue.no-digit-1": "n:ssä ei ole numeroa 1",
    "clue.not-9-or-19": "n ei ole 9 eikä 19",
    "clue.not-10-or-20": "n ei ole 10 eikä 20",
    "clue.square": "n on neliöluku",
    "clue.digit-sum-odd": "n:n numeroiden summa on pariton",
    "clue.digit-sum-at-least-5": "n:n numeroiden summa on vähintään 5",
    "clue.next-to-face-up": "n on 1 suurempi tai 1 pienempi kuin jokin keskellä kuvapuoli ylöspäin oleva salainen luku",
    "clue.ends-5-to-9": "n:n viimeinen numero on 5, 6, 7, 8 tai 9",
    "clue.ends-0-to-4": "n:n viimeinen numero on 0, 1, 2, 3 tai 4",
    "clue.multiple-of-6": "n on 6:n monikerta",
    "clue.low-or-high": "n on enintään 3 tai vähintään 18",
    "clue.from-8-to-12": "n on välillä 8–12 (rajat mukaan lukien)",
    "clue.power-of-2": "n on 1, 2, 4, 8 tai 16",
    "clue.odd-over-10": "n on pariton ja suurempi kuin 10",
    "clue.even-to-10": "n on parillinen ja enintään 10",
    "clue.even-two-digits": "n on parillinen ja kaksinumeroinen",
}
_CLUES_RU = {
    "clue.even": "n чётное",
    "clue.odd": "n нечётное",
    "clue.one-digit": "n однозначное (#)",
    "clue.two-digits": "n двузначное (##)",
    "clue.at-least-7": "n не меньше 7",
    "clue.at-least-14": "n не меньше 14",
    "clue.at-most-6": "n не больше 6",
    "clue.at-most-12": "n не больше 12",
    "clue.from-5-to-15": "n от 5 до 15 включительно",
    "clue.prime": "n простое",
    "clue.not-prime": "n не простое",
    "clue.divisible-by-3": "n делится на 3",
    "clue.divisible-by-4": "n делится на 4",
    "clue.divisible-by-5": "n делится на 5",
    "clue.has-digit-1": "в записи n есть цифра 1",
    "clue.no-digit-1": "в записи n нет цифры 1",
    "clue.not-9-or-19": "n не 9 и не 19",
    "clue.not-10-or-20": "n не 10 и не 20",
    "clue.square": "n — точный квадрат",
    "clue.digit-sum-odd": "сумма цифр n нечётная",
    "clue.digit-sum-at-least-5": "сумма цифр n не меньше 5",
    "clue.next-to-face-up": "n на 1 больше или на 1 меньше одного из открытых секретных чисел",
    "clue.ends-5-to-9": "n оканчивается на 5, 6, 7, 8 или 9",
    "clue.ends-0-to-4": "n оканчивается на 0, 1, 2, 3 или 4",
    "clue.multiple-of-6": "n кратно 6",
    "clue.low-or-high": "n не больше 3 или не меньше 18",
    "clue.from-8-to-12": "n от 8 до 12 включительно",
    "clue.power-of-2": "n равно 1, 2, 4, 8 или 16",
    "clue.odd-over-10": "n нечётное и больше 10",
    "clue.even-to-10": "n чётное и не больше 10",
    "clue.even-two-digits": "n чётное и двузначное",
}

EN = {
    **_CLUES_EN,
    # events
    "setup": "Setup for {players} players: each draws a Secret Number. Face up in the middle: {face_up, numbers}. "
    "Clue row: {row, clues}. Reveal cards shuffled into the clue deck: {reveals}. "
    "Correct guesses needed to win: {goal}.",
    "your-number": "Your Secret Number (player {seat}): {number}.",
    "turn": "Player {seat} to play.",
    "clue": "Player {seat} places clue {clue, clue} upright: it is true of their number.",
    "take-all": "Player {seat} takes all the row's clues sideways — none is true of their number: {clues, clues}.",
    "refill": "The row is refilled: {clue, clue}.",
    "rebuild": "The clue deck is empty: the discard pile "
    "({cards, plural, one {# card} other {# cards}}) is shuffled into a new clue deck.",
    "reveal": "A Reveal card is drawn and goes back to the box: Secret Number {number} is turned face up. "
    "Face up now: {face_up, numbers}.",
    "reveal-empty": "A Reveal card is drawn and goes back to the box; the Secret Number deck is empty, so no "
    "number is turned face up.",
    "reveal-discard": "Player {seat} discards the sideways clue {clue, clue}: with a new face-up number its "
    "“false” may be wrong.",
    "ability": "Clue {clue, clue} has an ability ({ability, ability}): player {seat} may use it now or pass.",
    "pass": "Player {seat} does not use the ability.",
    "peek": "Player {seat} looks at the {count, plural, one {top card} other {top # cards}} of the Secret Number "
    "deck and puts {count, plural, one {it} other {them}} at the bottom.",
    "peek-seen": "You (player {seat}) saw {numbers, numbers}; now at the bottom of the deck, in that order.",
    "guess": "Player {seat} guesses that player {target} has {number}{free, select, True { (free guess)} other {}}: "
    "{correct, select, True {right!} other {wrong.}}",
    "free-miss": "A wrong free guess costs player {seat} nothing.",
    "penalty": "Penalty for a wrong guess: player {seat} must now play a clue {plays} times in a row, with no "
    "abilities.",
    "penalty-play": "Penalty plays left: {left}.",
    "penalty-lapse": "The clue row is empty, so player {seat}'s penalty plays lapse.",
    "trophy": "Player {seat} keeps Secret Number {number} face up as a trophy (trophies: {trophies}).",
    "discard-clues": "Player {seat} discards all the clues in front of them: {clues, clues}.",
    "draw": "Player {seat} draws a new Secret Number.",
    "win": "Player {seat} has guessed correctly {trophies} times and wins!",
    "deck-out": "Player {seat} cannot draw a new Secret Number: the deck is empty. The game ends; the most "
    "trophies win: player {winners, numbers}.",
    # refusals
    "refuse.not-in-row": "Clue {clue} is not in the row; the row holds {row, clues}.",
    "refuse.false-clue": "Clue {clue, clue} is not true of your number {number}: only a true clue is placed upright.",
    "refuse.one-is-true": "You may take all the row's clues only when none is true of your number {number}; "
    "true: {clues, clues}.",
    "refuse.row-empty": "The clue row is empty: there is no clue to play; make a guess.",
    "refuse.guess-seat": "There is no player {target}: players are numbered 0 to {last}.",
    "refuse.guess-self": "A guess names another player's number, not your own.",
    "refuse.guess-number": "A Secret Number is from 1 to 20, not {number}.",
    "refuse.no-ability": "No ability is waiting: peek and pass come only right after a clue with an ability is "
    "placed upright in a normal clue play.",
    "refuse.ability-first": "First decide on the ability of clue {clue, clue}: use it ({ability, ability}) or pass.",
    "refuse.wrong-ability": "Clue {clue, clue} gives {ability, ability}, not {kind, select, peek {a peek} "
    "other {a guess}}.",
    "refuse.peek-empty": "The Secret Number deck is empty: there is nothing to peek at; pass.",
    "refuse.penalty-guess": "Penalty for a wrong guess: you must play a clue now ({left} left), not guess.",
    "refuse.penalty-ability": "Penalty for a wrong guess: you must play a clue now ({left} left); abilities do "
    "not work during the penalty.",
    # bots (rules_engine/deductio/bots.py): reasons with the numbers they used
    "bot.peek": "I use the ability ({ability, ability}): the cards I see lie in the deck, so they are no one's number.",
    "bot.pass": "There is nothing to peek at: I pass.",
    "bot.free-guess": "Free guess: {number} for player {target}, my most likely candidate (P = {p, number, 2}; "
    "candidates for that player: {count}); a miss costs nothing.",
    "bot.certain": "Player {target} can only hold {number} (P = 1): I guess it.",
    "bot.likely": "I guess {number} for player {target}: P = {p, number, 2} (candidates for that player: {count}) "
    "reaches my threshold {threshold, number, 2}, which weighs the {plays} forced clue plays a miss "
    "costs.",
    "bot.forced-guess": "The clue row is empty, so I must guess: {number} for player {target}, my most likely "
    "candidate (P = {p, number, 2}).",
    "bot.take-all": "{penalty, select, yes {Penalty play: none} other {None}} of the row's clues is true of my number "
    "{number}, so I take them all: {clues, clues}. That tells the others {bits, number, 2} bits "
    "about my number.",
    "bot.clue": "{penalty, select, yes {Penalty play: } other {}}I play {clue, clue}: it tells the others "
    "{bits, number, 2} bits about my number, the least of my true clues (true clues: {count}; the "
    "most telling: {most, number, 2} bits).",
    "bot.clue-any": "I play {clue, clue}, one of {count, plural, one {my # true clue} other {my # true clues}}, picked without working out what it tells the others about my number.",
    "bot.clue-wait": "My best guess, {number} for player {target}, has P = {p, number, 2}, below my threshold "
    "{threshold, number, 2}, so I play {clue, clue}: it tells the others {bits, number, 2} bits "
    "about my number, the least of my true clues (true clues: {count}; the most telling: "
    "{most, number, 2} bits).",
}

LV = {
    **_CLUES_LV,
    "setup": "Sagatavošanās {players, plural, zero {# spēlētājiem} one {# spēlētājam} other {# spēlētājiem}}: katrs paņem slepeno skaitli. Atklātie slepenie skaitļi galda "
    "vidū: {face_up, numbers}. Pavedienu rinda: {row, clues}. „Atklāj slepeno skaitli“ kārtis, kas "
    "iejauktas pavedienu kaudzītē: {reveals}. Pareizi minējumi uzvarai: {goal}.",
    "your-number": "Jūsu slepenais skaitlis (spēlētājs {seat}): {number}.",
    "turn": "Gājiens: spēlētājs {seat}.",
    "clue": "Spēlētājs {seat} noliek pavediena kārti {clue, clue} vertikāli: tā patiesi apraksta viņa skaitli.",
    "take-all": "Spēlētājs {seat} paņem visas rindas pavedienu kārtis un noliek tās horizontāli — neviena "
    "neapraksta viņa skaitli: {clues, clues}.",
    "refill": "Rinda tiek papildināta: {clue, clue}.",
    "rebuild": "Pavedienu kaudzīte ir tukša: izlietoto kāršu kaudzīte "
    "({cards, plural, zero {# kāršu} one {# kārts} other {# kārtis}}) tiek sajaukta par jaunu "
    "pavedienu kaudzīti.",
    "reveal": "Atklāta „Atklāj slepeno skaitli“ kārts, tā tiek atgriezta spēles kastē: slepenais skaitlis "
    "{number} tiek atklāts. Tagad atklāti: {face_up, numbers}.",
    "reveal-empty": "Atklāta „Atklāj slepeno skaitli“ kārts, tā tiek atgriezta spēles kastē; slepeno skaitļu "
    "kaudzīte ir tukša, tāpēc neviens skaitlis netiek atklāts.",
    "reveal-discard": "Spēlētājs {seat} nomet horizontālo pavediena kārti {clue, clue}: ar jaunu atklātu skaitli "
    "tās „nepatiesi“ var vairs nebūt pareizi.",
    "ability": "Pavediena kārtij {clue, clue} ir spēja ({ability, ability}): spēlētājs {seat} var to izmantot "
    "tagad vai atteikties.",
    "pass": "Spēlētājs {seat} neizmanto spēju.",
    "peek": "Spēlētājs {seat} apskata slepeno skaitļu kaudzītes {count, plural, zero {# virsējās kārtis} one {virsējo kārti} other {# virsējās kārtis}} un noliek {count, plural, zero {tās} one {to} other {tās}} kaudzītes apakšā.",
    "peek-seen": "Jūs (spēlētājs {seat}) redzējāt {numbers, numbers}; tās tagad ir kaudzītes apakšā šādā secībā.",
    "guess": "Spēlētājs {seat} min, ka spēlētājam {target} ir {number}"
    "{free, select, True { (minējums bez sekām)} other {}}: {correct, select, True {pareizi!} "
    "other {nepareizi.}}",
    "free-miss": "Nepareizs minējums bez sekām spēlētājam {seat} neko nemaksā.",
    "penalty": "Sods par nepareizu minējumu: spēlētājam {seat} tagad {plays, plural, zero {# reižu} one {# reizi} other {# reizes}} pēc kārtas jāizspēlē "
    "pavediena kārts, neizmantojot spējas.",
    "penalty-play": "Atlikušās soda izspēles: {left}.",
    "penalty-lapse": "Pavedienu rinda ir tukša, tāpēc spēlētāja {seat} soda izspēles atkrīt.",
    "trophy": "Spēlētājs {seat} paņem slepeno skaitli {number} un noliek to sev priekšā ar attēlu uz augšu "
    "(atminēti: {trophies}).",
    "discard-clues": "Spēlētājs {seat} nomet visas sev priekšā esošās pavedienu kārtis: {clues, clues}.",
    "draw": "Spēlētājs {seat} paņem jaunu slepeno skaitli.",
    "win": "Spēlētājs {seat} ir pareizi minējis {trophies, plural, zero {# reižu} one {# reizi} other {# reizes}} un uzvar!",
    "deck-out": "Spēlētājs {seat} nevar paņemt jaunu slepeno skaitli: kaudzīte ir tukša. Spēle beidzas; uzvar "
    "visvairāk atminējušie: spēlētājs {winners, numbers}.",
    "refuse.not-in-row": "Pavediena kārts {clue} nav rindā; rindā ir {row, clues}.",
    "refuse.false-clue": "Pavediena kārts {clue, clue} patiesi neapraksta jūsu skaitli {number}: vertikāli drīkst nolikt tikai patiesu pavedienu.",
    "refuse.one-is-true": "Visas rindas kārtis drīkst paņemt tikai tad, ja neviena neapraksta jūsu skaitli {number}; patiesas: {clues, clues}.",
    "refuse.row-empty": "Pavedienu rinda ir tukša: nav ko izspēlēt; miniet skaitli.",
    "refuse.guess-seat": "Nav spēlētāja {target}: spēlētāji ir numurēti no 0 līdz {last}.",
    "refuse.guess-self": "Minējumā nosauc cita spēlētāja skaitli, nevis savu.",
    "refuse.guess-number": "Slepenais skaitlis ir no 1 līdz 20, nevis {number}.",
    "refuse.no-ability": "Neviena spēja negaida: apskatīt vai atteikties var tikai tūlīt pēc tam, kad parastā "
    "izspēlē vertikāli nolikta pavediena kārts ar spēju.",
    "refuse.ability-first": "Vispirms izlemiet par pavediena kārts {clue, clue} spēju: izmantojiet to ({ability, ability}) vai atsakieties.",
    "refuse.wrong-ability": "Pavediena kārts {clue, clue} dod spēju „{ability, ability}“, nevis "
    "{kind, select, peek {apskatīšanu} other {minējumu}}.",
    "refuse.peek-empty": "Slepeno skaitļu kaudzīte ir tukša: nav ko apskatīt; atsakieties.",
    "refuse.penalty-guess": "Sods par nepareizu minējumu: tagad jāizspēlē pavediena kārts (atlikušas: {left}), "
    "nevis jāmin.",
    "refuse.penalty-ability": "Sods par nepareizu minējumu: tagad jāizspēlē pavediena kārts (atlikušas: "
    "{left}); soda laikā spējas nedarbojas.",
    "bot.peek": "Izmantoju spēju ({ability, ability}): redzētās kārtis ir kaudzītē, tātad tās nav neviena "
    "slepenais skaitlis.",
    "bot.pass": "Nav ko apskatīt: atsakos.",
    "bot.free-guess": "Minējums bez sekām: skaitlis {number} spēlētājam {target}, mans ticamākais kandidāts "
    "(P = {p, number, 2}; šī spēlētāja kandidāti: {count}); kļūda neko nemaksā.",
    "bot.certain": "Spēlētājam {target} var būt tikai {number} (P = 1): minu to.",
    "bot.likely": "Minu, ka spēlētājam {target} ir {number}: P = {p, number, 2} (šī spēlētāja kandidāti: {count}) "
    "sasniedz manu slieksni {threshold, number, 2}, kurā ņemts vērā sods par kļūdu — {plays, plural, "
    "zero {# piespiedu pavedienu izspēļu} one {# piespiedu pavediena izspēle} other {# piespiedu pavedienu izspēles}}.",
    "bot.forced-guess": "Pavedienu rinda ir tukša, tāpēc jāmin: skaitlis {number} spēlētājam {target}, mans "
    "ticamākais kandidāts (P = {p, number, 2}).",
    "bot.take-all": "{penalty, select, yes {Soda izspēle: neviena} other {Neviena}} rindas kārts neapraksta manu "
    "skaitli {number}, tāpēc paņemu visas: {clues, clues}. Tas citiem pasaka "
    "" + bits("lv", "bits", 2, "acc") + " par manu skaitli.",
    "bot.clue": "{penalty, select, yes {Soda izspēle: izspēlēju} other {Izspēlēju}} {clue, clue}: tā citiem pasaka "
    "" + bits("lv", "bits", 2, "acc") + " par manu skaitli — vismazāk no manām patiesajām kārtīm (patiesas: "
    "{count}; visvairāk atklājošā: " + bits("lv", "most", 2, "nom") + ").",
    "bot.clue-any": "Izspēlēju {clue, clue} — vienu no {count, plural, zero {manām # patiesajām kārtīm} one {manas # patiesās kārts} other {manām # patiesajām kārtīm}}, izvēlētu, nedomājot, ko tā citiem pasaka par manu skaitli.",
    "bot.clue-wait": "Mans labākais minējums — skaitlis {number} spēlētājam {target} — ir ar P = {p, number, 2}, zem mana "
    "sliekšņa {threshold, number, 2}, tāpēc izspēlēju {clue, clue}: tā citiem pasaka "
    "" + bits("lv", "bits", 2, "acc") + " par manu skaitli — vismazāk no manām patiesajām kārtīm (patiesas: "
    "{count}; visvairāk atklājošā: " + bits("lv", "most", 2, "nom") + ").",
}

FI = {
    **_CLUES_FI,
    "setup": "Valmistelu, {players, plural, one {# pelaaja} other {# pelaajaa}}: jokainen nostaa salaisen luvun. Keskellä kuvapuoli ylöspäin: "
    "{face_up, numbers}. Vihjerivi: {row, clues}. Vihjepakkaan sekoitetut paljastuskortit: {reveals}. "
    "Voittoon tarvittavat oikeat arvaukset: {goal}.",
    "your-number": "Salainen lukusi (pelaaja {seat}): {number}.",
    "turn": "Vuorossa: pelaaja {seat}.",
    "clue": "Pelaaja {seat} asettaa vihjeen {clue, clue} pystyyn: se pitää paikkansa hänen luvustaan.",
    "take-all": "Pelaaja {seat} ottaa kaikki rivin vihjeet vaakaan — mikään ei pidä paikkaansa hänen luvustaan: "
    "{clues, clues}.",
    "refill": "Riviä täydennetään: {clue, clue}.",
    "rebuild": "Vihjepakka on tyhjä: poistopino ({cards, plural, one {# kortti} other {# korttia}}) sekoitetaan "
    "uudeksi vihjepakaksi.",
    "reveal": "Paljastuskortti nostetaan ja palautetaan laatikkoon: salainen luku {number} käännetään kuvapuoli "
    "ylöspäin. Nyt näkyvissä: {face_up, numbers}.",
    "reveal-empty": "Paljastuskortti nostetaan ja palautetaan laatikkoon; salaisten lukujen pakka on tyhjä, "
    "joten mitään lukua ei käännetä.",
    "reveal-discard": "Pelaaja {seat} poistaa vaaka-asentoisen vihjeen {clue, clue}: uuden näkyvän luvun myötä "
    "sen ”ei pidä paikkaansa” voi olla väärä.",
    "ability": "Vihjeessä {clue, clue} on kyky ({ability, ability}): pelaaja {seat} voi käyttää sen nyt tai ohittaa.",
    "pass": "Pelaaja {seat} ei käytä kykyä.",
    "peek": "Pelaaja {seat} katsoo salaisten lukujen pakan "
    "{count, plural, one {päällimmäisen kortin} other {# päällimmäistä korttia}} ja laittaa "
    "{count, plural, one {sen} other {ne}} pakan pohjalle.",
    "peek-seen": "Sinä (pelaaja {seat}) näit luvut {numbers, numbers}; ne ovat nyt pakan pohjalla tässä "
    "järjestyksessä.",
    "guess": "Pelaaja {seat} arvaa, että pelaajalla {target} on {number}"
    "{free, select, True { (vapaa arvaus)} other {}}: {correct, select, True {oikein!} other {väärin.}}",
    "free-miss": "Väärä vapaa arvaus ei maksa pelaajalle {seat} mitään.",
    "penalty": "Rangaistus väärästä arvauksesta: pelaajan {seat} on nyt pelattava vihje "
    "{plays, plural, one {# kerran} other {# kertaa}} peräkkäin ilman kykyjä.",
    "penalty-play": "Rangaistuspelauksia jäljellä: {left}.",
    "penalty-lapse": "Vihjerivi on tyhjä, joten pelaajan {seat} rangaistuspelaukset raukeavat.",
    "trophy": "Pelaaja {seat} pitää salaisen luvun {number} kuvapuoli ylöspäin palkintona (palkintoja: {trophies}).",
    "discard-clues": "Pelaaja {seat} poistaa kaikki edessään olevat vihjeet: {clues, clues}.",
    "draw": "Pelaaja {seat} nostaa uuden salaisen luvun.",
    "win": "Pelaaja {seat} on arvannut oikein {trophies, plural, one {# kerran} other {# kertaa}} ja voittaa!",
    "deck-out": "Pelaaja {seat} ei voi nostaa uutta salaista lukua: pakka on tyhjä. Peli päättyy; eniten "
    "palkintoja saanut voittaa: pelaaja {winners, numbers}.",
    "refuse.not-in-row": "Vihje {clue} ei ole rivissä; rivissä on {row, clues}.",
    "refuse.false-clue": "Vihje {clue, clue} ei pidä paikkaansa luvustasi {number}: pystyyn asetetaan vain "
    "paikkansapitävä vihje.",
    "refuse.one-is-true": "Kaikki rivin vihjeet saa ottaa vain, jos mikään ei pidä paikkaansa luvustasi "
    "{number}; paikkansapitävät: {clues, clues}.",
    "refuse.row-empty": "Vihjerivi on tyhjä: pelattavaa vihjettä ei ole; arvaa.",
    "refuse.guess-seat": "Pelaajaa {target} ei ole: pelaajat on numeroitu 0–{last}.",
    "refuse.guess-self": "Arvaus koskee toisen pelaajan lukua, ei omaasi.",
    "refuse.guess-number": "Salainen luku on 1–20, ei {number}.",
    "refuse.no-ability": "Mikään kyky ei odota: katsominen ja ohittaminen tulevat vain heti sen jälkeen, kun "
    "kyvyllinen vihje on asetettu pystyyn tavallisella vihjepelauksella.",
    "refuse.ability-first": "Päätä ensin vihjeen {clue, clue} kyvystä: käytä se ({ability, ability}) tai ohita.",
    "refuse.wrong-ability": "Vihje {clue, clue} antaa kyvyn ”{ability, ability}”, ei "
    "{kind, select, peek {katsomista} other {arvausta}}.",
    "refuse.peek-empty": "Salaisten lukujen pakka on tyhjä: katsottavaa ei ole; ohita.",
    "refuse.penalty-guess": "Rangaistus väärästä arvauksesta: sinun on nyt pelattava vihje ({left} jäljellä), "
    "ei arvattava.",
    "refuse.penalty-ability": "Rangaistus väärästä arvauksesta: sinun on nyt pelattava vihje ({left} jäljellä); "
    "kyvyt eivät toimi rangaistuksen aikana.",
    "bot.peek": "Käytän kyvyn ({ability, ability}): näkemäni kortit ovat pakassa, joten ne eivät ole kenenkään "
    "salainen luku.",
    "bot.pass": "Katsottavaa ei ole: ohitan.",
    "bot.free-guess": "Vapaa arvaus: luku {number} pelaajalle {target}, todennäköisin ehdokkaani (P = {p, number, 2}; "
    "pelaajan ehdokkaita: {count}); ohi arvaaminen ei maksa mitään.",
    "bot.certain": "Pelaajalla {target} voi olla vain {number} (P = 1): arvaan sen.",
    "bot.likely": "Arvaan pelaajalle {target} luvun {number}: P = {p, number, 2} (pelaajan ehdokkaita: {count}) "
    "yltää kynnykseeni {threshold, number, 2}, jossa on punnittu väärän arvauksen hinta: "
    "{plays, plural, one {# pakollinen vihjepelaus} other {# pakollista vihjepelausta}}.",
    "bot.forced-guess": "Vihjerivi on tyhjä, joten minun on arvattava: luku {number} pelaajalle {target}, todennäköisin ehdokkaani (P = {p, number, 2}).",
    "bot.take-all": "{penalty, select, yes {Rangaistuspelaus: mikään} other {Mikään}} rivin vihje ei pidä paikkaansa "
    "luvustani {number}, joten otan ne kaikki: {clues, clues}. Se kertoo muille "
    "" + bits("fi", "bits", 2, "acc") + " luvustani.",
    "bot.clue": "{penalty, select, yes {Rangaistuspelaus: pelaan} other {Pelaan}} vihjeen {clue, clue}: se kertoo "
    "muille " + bits("fi", "bits", 2, "acc") + " luvustani, vähiten paikkansapitävistä vihjeistäni "
    "(paikkansapitäviä: {count}; paljastavin: " + bits("fi", "most", 2, "nom") + ").",
    "bot.clue-any": "Pelaan vihjeen {clue, clue}, {count, plural, one {ainoan # paikkansapitävän vihjeeni} other {yhden # paikkansapitävästä vihjeestäni}}, miettimättä, mitä se kertoo muille luvustani.",
    "bot.clue-wait": "Paras arvaukseni, luku {number} pelaajalle {target}, on P = {p, number, 2}, alle kynnykseni "
    "{threshold, number, 2}, joten pelaan vihjeen {clue, clue}: se kertoo muille "
    "" + bits("fi", "bits", 2, "acc") + " luvustani, vähiten paikkansapitävistä vihjeistäni "
    "(paikkansapitäviä: {count}; paljastavin: " + bits("fi", "most", 2, "nom") + ").",
}

RU = {
    **_CLUES_RU,
    "setup": "Подготовка для {players, plural, one {# игрока} few {# игроков} many {# игроков} other {# игрока}}. "
    "Каждый берёт секретное число. Открыты в центре: {face_up, numbers}. Ряд подсказок: {row, clues}. "
    "В колоду подсказок замешано {reveals, plural, one {# карта} few {# карты} many {# карт} other {# карты}} "
    "„Открой секретное число“. Для победы нужно {goal, plural, one {# верная догадка} few {# верные догадки} "
    "many {# верных догадок} other {# верной догадки}}.",
    "your-number": "Ваше секретное число (игрок {seat}): {number}.",
    "turn": "Ходит игрок {seat}.",
    "clue": "Игрок {seat} кладёт подсказку {clue, clue} вертикально: она верна для его числа.",
    "take-all": "Игрок {seat} забирает все подсказки ряда и кладёт их горизонтально — ни одна не верна для его "
    "числа: {clues, clues}.",
    "refill": "Ряд пополняется: {clue, clue}.",
    "rebuild": "Колода подсказок пуста: сброс ({cards, plural, one {# карта} few {# карты} many {# карт} "
    "other {# карты}}) перемешивается в новую колоду подсказок.",
    "reveal": "Вытянута карта „Открой секретное число“, она возвращается в коробку: секретное число {number} "
    "открывается. Теперь открыты: {face_up, numbers}.",
    "reveal-empty": "Вытянута карта „Открой секретное число“, она возвращается в коробку; колода секретных чисел "
    "пуста, поэтому ничего не открывается.",
    "reveal-discard": "Игрок {seat} сбрасывает горизонтальную подсказку {clue, clue}: с новым открытым числом её "
    "„неверно“ может оказаться ошибкой.",
    "ability": "У подсказки {clue, clue} есть способность ({ability, ability}): игрок {seat} может "
    "использовать её сейчас или отказаться.",
    "pass": "Игрок {seat} не использует способность.",
    "peek": "Игрок {seat} смотрит {count, plural, one {верхнюю карту} few {# верхние карты} many {# верхних карт} other {# верхней карты}} колоды секретных чисел и кладёт {count, plural, one {её} few {их} many {их} other {их}} под низ.",
    "peek-seen": "Вы (игрок {seat}) увидели {numbers, numbers}; теперь они внизу колоды в этом порядке.",
    "guess": "Игрок {seat} называет для игрока {target} число {number}"
    "{free, select, True { (бесплатная догадка)} other {}}: {correct, select, True {верно!} "
    "other {неверно.}}",
    "free-miss": "Неверная бесплатная догадка ничего не стоит игроку {seat}.",
    "penalty": "Штраф за неверную догадку: игрок {seat} должен теперь "
    "{plays, plural, one {# раз} few {# раза} many {# раз} other {# раза}} подряд сыграть подсказку, "
    "не используя способностей.",
    "penalty-play": "Осталось штрафных ходов: {left}.",
    "penalty-lapse": "Ряд подсказок пуст, поэтому штрафные ходы игрока {seat} отменяются.",
    "trophy": "Игрок {seat} оставляет секретное число {number} открытым как трофей (трофеев: {trophies}).",
    "discard-clues": "Игрок {seat} сбрасывает все свои подсказки: {clues, clues}.",
    "draw": "Игрок {seat} берёт новое секретное число.",
    "win": "Игрок {seat} верно угадал {trophies, plural, one {# раз} few {# раза} many {# раз} other {# раза}} "
    "и побеждает!",
    "deck-out": "Игрок {seat} не может взять новое секретное число: колода пуста. Игра окончена; побеждает "
    "больше всех угадавший: игрок {winners, numbers}.",
    "refuse.not-in-row": "Подсказки {clue} нет в ряду; в ряду: {row, clues}.",
    "refuse.false-clue": "Подсказка {clue, clue} не верна для вашего числа {number}: вертикально кладут только "
    "верную подсказку.",
    "refuse.one-is-true": "Забрать все подсказки ряда можно, только если ни одна не верна для вашего числа "
    "{number}; верны: {clues, clues}.",
    "refuse.row-empty": "Ряд подсказок пуст: играть нечего; назовите догадку.",
    "refuse.guess-seat": "Игрока {target} нет: игроки пронумерованы от 0 до {last}.",
    "refuse.guess-self": "Догадка называет число другого игрока, а не ваше.",
    "refuse.guess-number": "Секретное число — от 1 до 20, а не {number}.",
    "refuse.no-ability": "Никакая способность не ждёт: подсмотреть или отказаться можно только сразу после того, "
    "как подсказка со способностью положена вертикально обычным ходом.",
    "refuse.ability-first": "Сначала решите насчёт способности подсказки {clue, clue}: используйте её "
    "({ability, ability}) или откажитесь.",
    "refuse.wrong-ability": "Подсказка {clue, clue} даёт способность „{ability, ability}“, а не "
    "{kind, select, peek {подсматривание} other {догадку}}.",
    "refuse.peek-empty": "Колода секретных чисел пуста: подсматривать нечего; откажитесь.",
    "refuse.penalty-guess": "Штраф за неверную догадку: сейчас нужно сыграть подсказку (осталось: {left}), а не "
    "угадывать.",
    "refuse.penalty-ability": "Штраф за неверную догадку: сейчас нужно сыграть подсказку (осталось: {left}); во "
    "время штрафа способности не действуют.",
    "bot.peek": "Использую способность ({ability, ability}): увиденные карты лежат в колоде, значит, это ничьё "
    "секретное число.",
    "bot.pass": "Подсматривать нечего: отказываюсь.",
    "bot.free-guess": "Бесплатная догадка: для игрока {target} — {number}, мой самый вероятный кандидат "
    "(P = {p, number, 2}; кандидатов у этого игрока: {count}); промах ничего не стоит.",
    "bot.certain": "У игрока {target} может быть только {number} (P = 1): называю его.",
    "bot.likely": "Называю для игрока {target} число {number}: P = {p, number, 2} (кандидатов у этого игрока: "
    "{count}) достигает моего порога {threshold, number, 2}, учитывающего штраф за промах — "
    "{plays, plural, one {# обязательный ход} few {# обязательных хода} many {# обязательных ходов} "
    "other {# обязательного хода}} подсказками.",
    "bot.forced-guess": "Ряд подсказок пуст, поэтому приходится угадывать: для игрока {target} — {number}, мой "
    "самый вероятный кандидат (P = {p, number, 2}).",
    "bot.take-all": "{penalty, select, yes {Штрафной ход: ни одна} other {Ни одна}} подсказка ряда не верна для моего "
    "числа {number}, поэтому забираю все: {clues, clues}. Это сообщает остальным "
    "" + bits("ru", "bits", 2, "acc") + " о моём числе.",
    "bot.clue": "{penalty, select, yes {Штрафной ход: играю} other {Играю}} {clue, clue}: она сообщает остальным "
    "" + bits("ru", "bits", 2, "acc") + " о моём числе — меньше всех моих верных подсказок (верных: {count}; самая "
    "говорящая: " + bits("ru", "most", 2, "nom") + ").",
    "bot.clue-any": "Играю {clue, clue} — одну из {count, plural, one {# моей верной подсказки} few {# моих верных подсказок} many {# моих верных подсказок} other {# моей верной подсказки}}, не думая о том, что она говорит остальным о моём числе.",
    "bot.clue-wait": "Моя лучшая догадка — для игрока {target} число {number} — имеет P = {p, number, 2}, ниже "
    "моего порога {threshold, number, 2}, поэтому играю {clue, clue}: она сообщает остальным "
    "" + bits("ru", "bits", 2, "acc") + " о моём числе — меньше всех моих верных подсказок (верных: {count}; "
    "самая говорящая: " + bits("ru", "most", 2, "nom") + ").",
}

#: how each bot plays, in one clause with nothing hidden: the tables' "Why?" before the
#: bot's own numbers may be shown (widgets/base.py)
BOT_METHODS = {
    "en": {
        "bot.method.logical": "it guesses only when the clues on the table leave a single possible number, and plays the clue that tells the others least about its own number.",
        "bot.method.beginner": "it guesses only when the clues on the table leave a single possible number, and plays any true clue without thinking about what it tells the others.",
        "bot.method.probabilistic": "it guesses as soon as its chance of being right, worked out from every clue on the table, is worth the risk of the penalty; otherwise it plays the clue that tells the others least.",
    },
    "lv": {
        "bot.method.logical": "tas min tikai tad, kad uz galda esošie pavedieni atstāj vienu iespējamu skaitli, un izspēlē pavedienu, kas citiem par tā skaitli pasaka vismazāk.",
        "bot.method.beginner": "tas min tikai tad, kad uz galda esošie pavedieni atstāj vienu iespējamu skaitli, un izspēlē jebkuru patiesu pavedienu, nedomājot, ko tas pasaka citiem.",
        "bot.method.probabilistic": "tas min, tiklīdz iespēja uzminēt, aprēķināta no visiem pavedieniem uz galda, ir soda riska vērta; citādi tas izspēlē pavedienu, kas citiem pasaka vismazāk.",
    },
    "fi": {
        "bot.method.logical": "se arvaa vain, kun pöydän vihjeet jättävät yhden mahdollisen luvun, ja pelaa vihjeen, joka kertoo muille vähiten sen omasta luvusta.",
        "bot.method.beginner": "se arvaa vain, kun pöydän vihjeet jättävät yhden mahdollisen luvun, ja pelaa minkä tahansa paikkansapitävän vihjeen miettimättä, mitä se kertoo muille.",
        "bot.method.probabilistic": "se arvaa heti, kun sen mahdollisuus osua oikeaan, laskettuna pöydän kaikista vihjeistä, on rangaistuksen riskin arvoinen; muuten se pelaa vihjeen, joka kertoo muille vähiten.",
    },
    "ru": {
        "bot.method.logical": "он угадывает, только когда подсказки на столе оставляют одно возможное число, и играет ту подсказку, что меньше всего говорит другим о его числе.",
        "bot.method.beginner": "он угадывает, только когда подсказки на столе оставляют одно возможное число, и играет любую верную подсказку, не думая о том, что она говорит другим.",
        "bot.method.probabilistic": "он угадывает, как только шанс угадать, вычисленный по всем подсказкам на столе, стоит риска штрафа; иначе играет подсказку, что меньше всего говорит другим.",
    },
}

# the levels a table names are bots described above: the same words
for _methods in BOT_METHODS.values():
    _methods["bot.method.medium"], _methods["bot.method.strong"] = (
        _methods["bot.method.logical"],
        _methods["bot.method.probabilistic"],
    )


# The learner's own moves read in the second person, as in the other games' logs:
# core.Event.render picks a ``you.`` variant when a seat parameter is the reader.
_YOU = {
    "en": {
        "you.turn": "Your turn.",
        "you.clue": "You place clue {clue, clue} upright: it is true of your number.",
        "you.take-all": "You take all the row's clues sideways — none is true of your number: {clues, clues}.",
        "you.reveal-discard": "You discard the sideways clue {clue, clue}: with a new face-up number its “false” may be wrong.",
        "you.ability": "Clue {clue, clue} has an ability ({ability, ability}): you may use it now or pass.",
        "you.pass": "You do not use the ability.",
        "you.peek": "You look at the {count, plural, one {top card} other {top # cards}} of the Secret Number deck and put {count, plural, one {it} other {them}} at the bottom.",
        "you.guess": "{seat, select, you {You guess that player {target} has {number}} other {Player {seat} guesses that you have {number}}}{free, select, True { (free guess)} other {}}: {correct, select, True {right!} other {wrong.}}",
        "you.free-miss": "A wrong free guess costs you nothing.",
        "you.penalty": "Penalty for a wrong guess: you must now play a clue {plays, plural, one {once} other {# times}} in a row, with no abilities.",
        "you.penalty-lapse": "The clue row is empty, so your penalty plays lapse.",
        "you.trophy": "You keep Secret Number {number} face up as a trophy (trophies: {trophies}).",
        "you.discard-clues": "You discard all the clues in front of you: {clues, clues}.",
        "you.draw": "You draw a new Secret Number.",
        "you.win": "You have guessed correctly {trophies, plural, one {once} other {# times}} and win!",
    },
    "lv": {
        "you.turn": "Jūsu gājiens.",
        "you.clue": "Jūs noliekat pavediena kārti {clue, clue} vertikāli: tā patiesi apraksta jūsu skaitli.",
        "you.take-all": "Jūs paņemat visas rindas pavedienu kārtis un noliekat tās horizontāli — neviena neapraksta jūsu skaitli: {clues, clues}.",
        "you.reveal-discard": "Jūs nometat horizontālo pavediena kārti {clue, clue}: ar jaunu atklātu skaitli tās „nepatiesi“ var vairs nebūt pareizi.",
        "you.ability": "Pavediena kārtij {clue, clue} ir spēja ({ability, ability}): jūs varat to izmantot tagad vai atteikties.",
        "you.pass": "Jūs neizmantojat spēju.",
        "you.peek": "Jūs apskatāt slepeno skaitļu kaudzītes {count, plural, zero {# virsējās kārtis} one {virsējo kārti} other {# virsējās kārtis}} un noliekat {count, plural, zero {tās} one {to} other {tās}} kaudzītes apakšā.",
        "you.guess": "{seat, select, you {Jūs minat, ka spēlētājam {target} ir {number}} other {Spēlētājs {seat} min, ka jums ir {number}}}{free, select, True { (minējums bez sekām)} other {}}: {correct, select, True {pareizi!} other {nepareizi.}}",
        "you.free-miss": "Nepareizs minējums bez sekām jums neko nemaksā.",
        "you.penalty": "Sods par nepareizu minējumu: jums tagad {plays, plural, zero {# reižu} one {# reizi} other {# reizes}} pēc kārtas jāizspēlē pavediena kārts, neizmantojot spējas.",
        "you.penalty-lapse": "Pavedienu rinda ir tukša, tāpēc jūsu soda izspēles atkrīt.",
        "you.trophy": "Jūs paņemat slepeno skaitli {number} un noliekat to sev priekšā ar attēlu uz augšu (atminēti: {trophies}).",
        "you.discard-clues": "Jūs nometat visas sev priekšā esošās pavedienu kārtis: {clues, clues}.",
        "you.draw": "Jūs paņemat jaunu slepeno skaitli.",
        "you.win": "Jūs esat pareizi minējis {trophies, plural, zero {# reižu} one {# reizi} other {# reizes}} un uzvarat!",
    },
    "fi": {
        "you.turn": "Sinun vuorosi.",
        "you.clue": "Asetat vihjeen {clue, clue} pystyyn: se pitää paikkansa luvustasi.",
        "you.take-all": "Otat kaikki rivin vihjeet vaakaan — mikään ei pidä paikkaansa luvustasi: {clues, clues}.",
        "you.reveal-discard": "Poistat vaaka-asentoisen vihjeen {clue, clue}: uuden näkyvän luvun myötä sen ”ei pidä paikkaansa” voi olla väärä.",
        "you.ability": "Vihjeessä {clue, clue} on kyky ({ability, ability}): voit käyttää sen nyt tai ohittaa.",
        "you.pass": "Et käytä kykyä.",
        "you.peek": "Katsot salaisten lukujen pakan {count, plural, one {päällimmäisen kortin} other {# päällimmäistä korttia}} ja laitat {count, plural, one {sen} other {ne}} pakan pohjalle.",
        "you.guess": "{seat, select, you {Arvaat, että pelaajalla {target} on {number}} other {Pelaaja {seat} arvaa, että sinulla on {number}}}{free, select, True { (vapaa arvaus)} other {}}: {correct, select, True {oikein!} other {väärin.}}",
        "you.free-miss": "Väärä vapaa arvaus ei maksa sinulle mitään.",
        "you.penalty": "Rangaistus väärästä arvauksesta: sinun on nyt pelattava vihje {plays, plural, one {# kerran} other {# kertaa}} peräkkäin ilman kykyjä.",
        "you.penalty-lapse": "Vihjerivi on tyhjä, joten rangaistuspelauksesi raukeavat.",
        "you.trophy": "Pidät salaisen luvun {number} kuvapuoli ylöspäin palkintona (palkintoja: {trophies}).",
        "you.discard-clues": "Poistat kaikki edessäsi olevat vihjeet: {clues, clues}.",
        "you.draw": "Nostat uuden salaisen luvun.",
        "you.win": "Olet arvannut oikein {trophies, plural, one {# kerran} other {# kertaa}} ja voitat!",
    },
    "ru": {
        "you.turn": "Ваш ход.",
        "you.clue": "Вы кладёте подсказку {clue, clue} вертикально: она верна для вашего числа.",
        "you.take-all": "Вы забираете все подсказки ряда и кладёте их горизонтально — ни одна не верна для вашего числа: {clues, clues}.",
        "you.reveal-discard": "Вы сбрасываете горизонтальную подсказку {clue, clue}: с новым открытым числом её «неверно» может оказаться ошибкой.",
        "you.ability": "У подсказки {clue, clue} есть способность ({ability, ability}): вы можете использовать её сейчас или отказаться.",
        "you.pass": "Вы не используете способность.",
        "you.peek": "Вы смотрите {count, plural, one {верхнюю карту} few {# верхние карты} many {# верхних карт} other {# верхней карты}} колоды секретных чисел и кладёте {count, plural, one {её} few {их} many {их} other {их}} под низ.",
        "you.guess": "{seat, select, you {Вы называете для игрока {target} число {number}} other {Игрок {seat} называет для вас число {number}}}{free, select, True { (бесплатная догадка)} other {}}: {correct, select, True {верно!} other {неверно.}}",
        "you.free-miss": "Неверная бесплатная догадка ничего вам не стоит.",
        "you.penalty": "Штраф за неверную догадку: теперь вы должны {plays, plural, one {# раз} few {# раза} many {# раз} other {# раза}} подряд сыграть подсказку, не используя способностей.",
        "you.penalty-lapse": "Ряд подсказок пуст, поэтому ваши штрафные ходы отменяются.",
        "you.trophy": "Вы оставляете секретное число {number} открытым как трофей (трофеев: {trophies}).",
        "you.discard-clues": "Вы сбрасываете все свои подсказки: {clues, clues}.",
        "you.draw": "Вы берёте новое секретное число.",
        "you.win": "Вы верно угадали {trophies, plural, one {# раз} few {# раза} many {# раз} other {# раза}} и побеждаете!",
    },
}

MESSAGES = Messages(
    "deductio",
    {
        lang: {**words, **BOT_METHODS[lang], **_YOU[lang]}
        for lang, words in (("en", EN), ("lv", LV), ("fi", FI), ("ru", RU))
    },
    FORMATTERS,
)
MESSAGES.seat_params = ("seat", "target")

__all__ = ["MESSAGES", "FORMATTERS", "bits", "clue_text", "clue_words"]
