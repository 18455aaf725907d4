"""Ganjifa's sentences — events, refusals — in English, Latvian, Finnish and Russian.

The engine logs message ids with parameters; these templates make the words when someone
reads them (rules_engine.i18n explains the syntax). A parameter whose name starts with
``_`` is only for the sentence; the others are the event's data.

Vocabulary: the Finnish follows the seed's own rules page (valtti, maa, johdettu maa,
tikki, avaustikki, vangita, Dukal-sarja, päivä / yö, jako, heittää pois); Latvian and
Russian use the ordinary card-table words (trumpis, stiķis, kārts; козырь, взятка, карта,
масть). Card names are written in the nominative everywhere (sentences put them after a
colon or as a subject), so each language needs one form of a card's name and two of a
suit's (the name, and the genitive a card's name and "after ..." need).
"""
from __future__ import annotations

from ..i18n import Messages
from .cards import CARDS, SUIT_INDEX, SUIT_TITLES, Card

# ----------------------------------------------------------------------- game terms

#: a suit's name and its genitive ("Raja of Rama": Ramas Radža, Raman Raja, Раджа Рамы)
SUIT_NAMES = {
    "en": (SUIT_TITLES, SUIT_TITLES),
    "lv": (("Matsja", "Kurma", "Varaha", "Narasimha", "Vamana", "Parašurama", "Rama", "Krišna", "Buda", "Kalki"),
           ("Matsjas", "Kurmas", "Varahas", "Narasimhas", "Vamanas", "Parašuramas", "Ramas", "Krišnas", "Budas",
            "Kalki")),
    "fi": (SUIT_TITLES,
           ("Matsyan", "Kurman", "Varahan", "Narasimhan", "Vamanan", "Parashuraman", "Raman", "Krishnan", "Buddhan",
            "Kalkin")),
    "ru": (("Матсья", "Курма", "Вараха", "Нарасимха", "Вамана", "Парашурама", "Рама", "Кришна", "Будда", "Калки"),
           ("Матсьи", "Курмы", "Варахи", "Нарасимхи", "Ваманы", "Парашурамы", "Рамы", "Кришны", "Будды", "Калки")),
}

#: a rank's name, in deck order: 1..10, Mantri, Raja
RANK_NAMES = {
    "lv": ("vieninieks", "divnieks", "trijnieks", "četrinieks", "piecinieks", "sešinieks", "septiņnieks",
           "astoņnieks", "deviņnieks", "desmitnieks", "Mantri", "Radža"),
    "fi": ("ykkönen", "kakkonen", "kolmonen", "nelonen", "vitonen", "kuutonen", "seiska", "kasi", "ysi", "kymppi",
           "Mantri", "Raja"),
    "ru": ("единица", "двойка", "тройка", "четвёрка", "пятёрка", "шестёрка", "семёрка", "восьмёрка", "девятка",
           "десятка", "Мантри", "Раджа"),
}


def _card_name(index: int, lang: str) -> str:
    suit, slot = divmod(index, 12)
    if lang == "en":
        return str(CARDS[index])                                  # "6 of Kalki", "Raja of Rama"
    if lang == "ru":
        return f"{RANK_NAMES['ru'][slot]} {SUIT_NAMES['ru'][1][suit]}"    # шестёрка Калки, Раджа Рамы
    return f"{SUIT_NAMES[lang][1][suit]} {RANK_NAMES[lang][slot]}"        # Kalki sešinieks, Kalkin kuutonen


#: every card's name in every language, made once (a card is named on every log read)
CARD_NAMES = {lang: tuple(_card_name(i, lang) for i in range(len(CARDS))) for lang in SUIT_NAMES}


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


_PLAYER = {"en": "player {}: {}", "lv": "spēlētājs {}: {}", "fi": "pelaaja {}: {}", "ru": "игрок {} — {}"}
_AND = {"en": "and", "lv": "un", "fi": "ja", "ru": "и"}


def _seats(seats, lang: str) -> str:
    """"0 and 2", "0, 1 un 2"."""
    names = [str(s) for s in seats]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {_AND[lang]} {names[-1]}"


def _winners_en(seats, lang: str) -> str:
    """"Player 0 and player 2" (the English sentence names each winner)."""
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
    "seats": _seats,
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
    "input.no-rank": "There is no rank {value}; a rank is 1 to 10, \"mantri\" or \"raja\".",
    "input.card-list": "'cards' must be a list of cards, not {value}.",
    "input.card-type": "{field, select, card {'card'} other {Each of 'cards'}} must be a Card such as "
                       "Card('rama', 7), not {value}.",
    "input.card-tuple": "'cards' must be a tuple of Cards such as (Card('rama', 7),), not {value}.",
    "input.no-cards": "A '{kind}' action names at least one card.",
    "input.twice": "The {card, card} is named twice.",
}

# --------------------------------------------------------------------------- Latvian

_LV_CARDS_ACC = "{0, plural, zero {# kāršu} one {# kārti} other {# kārtis}}"      # paņem, nomet ...
_LV_CARDS_NOM = "{0, plural, zero {# kāršu} one {# kārts} other {# kārtis}}"      # ir, jānomet ...


def _lv(form: str, name: str) -> str:
    return form.replace("{0,", "{" + name + ",")


LV = {
    "period": "Ir {period, select, day {diena} other {nakts}}: {trump, suit} ir trumpja masts.",
    "deal": "Visas 120 kārtis izdalītas pa četrām, pretēji pulksteņrādītāja virzienam: katram spēlētājam pa "
            "{cards_each, plural, zero {# kārtīm} one {# kārtij} other {# kārtīm}}.",
    "opening": "Spēlētājam {seat} ir {_raja, card}: ar šo kārti viņam jāiziet pirmajā stiķī, un tikai ar to.",
    "lead": "Spēlētājs {seat} iziet: {card, card}.",
    "follow": "Spēlētājs {seat} seko mastam: {card, card}.",
    "void": "Spēlētājam {seat} nav {_led, suit_gen} kāršu; viņš izspēlē: {card, card}.",
    "trick": "Stiķi paņem spēlētājs {winner}: {card, card} — {_why}.",
    "why.trump": "augstākais trumpis ({_suit, suit})",
    "why.led": "augstākā {_suit, suit_gen} kārts, un trumpju nebija",
    "capture": "Spēlētājs {seat} paņem " + _lv(_LV_CARDS_ACC, "cards")
               + "{_then, select, lead { un iziet nākamais} other {}}.",
    "capture-dukal": "Spēlētājs {seat} paņem Dukalu un nomestās kārtis: " + _lv(_LV_CARDS_NOM, "cards")
                     + "{_then, select, lead { un atkal iziet} other {}}.",
    "dukal": "Spēlētājs {seat} iziet ar {_suit, suit_gen} Dukalu no "
             "{_n, plural, zero {# kārtīm} one {# kārts} other {# kārtīm}}: tas uzvar uzreiz; katrs pretinieks "
             "nomet " + _lv(_LV_CARDS_ACC, "_n") + ".",
    "discard": "Spēlētājs {seat} nomet Dukalam: {cards, cards}.",
    "end": "Visas kārtis izspēlētas. Paņemtās kārtis: {scores, scores}. "
           "{_shared, select, yes {Uzvaru dala spēlētāji {winners, seats}} other {Uzvar spēlētājs {winners, seats}}}.",
    "refuse.no-dukal": "Nav Dukala, kam nomest kārtis.",
    "refuse.discard-first": "Spēlētājs {leader} izgāja ar Dukalu: vispirms nometiet "
                            + _lv(_LV_CARDS_ACC, "owed") + " pēc savas izvēles.",
    "refuse.not-held": "Jums nav šīs kārts: {card, card}.",
    "refuse.owe": "Dukalam jums jānomet " + _lv(_LV_CARDS_NOM, "owed") + ", nevis {count}.",
    "refuse.opening": "Pirmajā stiķī iziet tikai ar vienu kārti: {_raja, card}"
                      "{dukal, select, yes {; ar Dukalu spēli sākt nedrīkst} other {}}.",
    "refuse.follow": "Stiķis sākts ar {led, suit_gen} kārti, un jums tādas ir: sekojiet mastam.",
    "refuse.void": "Jums nav {led, suit_gen} kāršu: {_choices}.",
    "void.trump-next": "izspēlējiet trumpi ({trump, suit}); tā ir arī pirmā masts pēc {led, suit_gen}, kas jums ir",
    "void.trump-or": "izspēlējiet trumpi ({trump, suit}) vai {first, suit_gen} kārti, jo {first, suit} ir pirmā "
                     "masts pēc {led, suit_gen}, kas jums ir",
    "void.no-trump": "izspēlējiet {first, suit_gen} kārti, jo {first, suit} ir pirmā masts pēc {led, suit_gen}, "
                     "kas jums ir (trumpju jums nav)",
    "refuse.dukal-led-only": "Ar Dukalu var tikai iziet, nevis to likt jau sāktā stiķī.",
    "refuse.dukal-too-big": "Dukalā nedrīkst būt vairāk kāršu, nekā ir jebkura spēlētāja rokā ("
                            + _lv(_LV_CARDS_NOM, "limit") + "); šajā ir {size}.",
    "dukal.one-suit": "Visām Dukala kārtīm jābūt vienā mastā.",
    "dukal.courts": "Dukalam vajag sava masta Radžu un Mantri.",
    "dukal.too-short": "Dukalam bez Radžas un Mantri vajag vismaz "
                       "{least, plural, zero {# skaitļu kāršu} one {# skaitļa kārti} other {# skaitļu kārtis}} "
                       "pēc kārtas.",
    "dukal.broken": "Skaitļi {numbers, numbers} neveido nepārtrauktu virkni.",
    "input.card-shape": "Kārts ir objekts, piemēram, {example}, nevis {value}.",
    "input.no-suit": "Masts {value} nav; desmit avatāru mastis ir {suits}.",
    "input.no-rank": "Ranga {value} nav; rangs ir no 1 līdz 10, \"mantri\" vai \"raja\".",
    "input.card-list": "'cards' jābūt kāršu sarakstam, nevis {value}.",
    "input.card-type": "{field, select, card {'card'} other {Katram 'cards' elementam}} jābūt objektam Card, "
                       "piemēram, Card('rama', 7), nevis {value}.",
    "input.card-tuple": "'cards' jābūt Card objektu kortežam (tuple), piemēram, (Card('rama', 7),), nevis {value}.",
    "input.no-cards": "Darbība '{kind}' nosauc vismaz vienu kārti.",
    "input.twice": "Kārts nosaukta divreiz: {card, card}.",
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
    "input.no-rank": "Arvoa {value} ei ole; arvo on 1–10, \"mantri\" tai \"raja\".",
    "input.card-list": "'cards' on oltava korttien lista, ei {value}.",
    "input.card-type": "{field, select, card {'card'} other {Jokaisen 'cards'-alkion}} on oltava Card, kuten "
                       "Card('rama', 7), ei {value}.",
    "input.card-tuple": "'cards' on oltava Card-olioiden monikko (tuple), kuten (Card('rama', 7),), ei {value}.",
    "input.no-cards": "'{kind}'-toiminto nimeää vähintään yhden kortin.",
    "input.twice": "Kortti on nimetty kahdesti: {card, card}.",
}

# --------------------------------------------------------------------------- Russian

_RU_CARDS_ACC = "{0, plural, one {# карту} few {# карты} many {# карт} other {# карты}}"    # забирает, сбросьте
_RU_CARDS_NOM = "{0, plural, one {# карта} few {# карты} many {# карт} other {# карты}}"


def _ru(form: str, name: str) -> str:
    return form.replace("{0,", "{" + name + ",")


RU = {
    "period": "Сейчас {period, select, day {день} other {ночь}}: козырная масть — {trump, suit}.",
    "deal": "Все 120 карт розданы пачками по четыре против часовой стрелки: каждому игроку — "
            + _ru(_RU_CARDS_NOM, "cards_each") + ".",
    "opening": "У игрока {seat} — {_raja, card}: он обязан открыть игру этой картой, и только ею.",
    "lead": "Игрок {seat} ходит: {card, card}.",
    "follow": "Игрок {seat} отвечает в масть: {card, card}.",
    "void": "У игрока {seat} нет масти {_led, suit}; он играет: {card, card}.",
    "trick": "Игрок {winner} берёт взятку: {card, card} — {_why}.",
    "why.trump": "старший козырь ({_suit, suit})",
    "why.led": "старшая карта масти {_suit, suit}, а козырей не было",
    "capture": "Игрок {seat} забирает " + _ru(_RU_CARDS_ACC, "cards")
               + "{_then, select, lead { и ходит следующим} other {}}.",
    "capture-dukal": "Игрок {seat} забирает Дукал и сброшенные карты: " + _ru(_RU_CARDS_NOM, "cards")
                     + "{_then, select, lead { и снова ходит} other {}}.",
    "dukal": "Игрок {seat} ходит Дукалом из {_n, plural, one {# карты} few {# карт} many {# карт} other {# карты}} "
             "масти {_suit, suit}: он сразу выигрывает; каждый соперник сбрасывает " + _ru(_RU_CARDS_ACC, "_n") + ".",
    "discard": "Игрок {seat} сбрасывает на Дукал: {cards, cards}.",
    "end": "Все карты сыграны. Взятые карты: {scores, scores}. "
           "{_shared, select, yes {Победу делят игроки {winners, seats}} other {Побеждает игрок {winners, seats}}}.",
    "refuse.no-dukal": "Сейчас нет Дукала, на который нужно сбрасывать карты.",
    "refuse.discard-first": "Игрок {leader} пошёл Дукалом: сначала сбросьте " + _ru(_RU_CARDS_ACC, "owed")
                            + " на ваш выбор.",
    "refuse.not-held": "У вас нет этой карты: {card, card}.",
    "refuse.owe": "На Дукал вы должны сбросить " + _ru(_RU_CARDS_ACC, "owed") + ", а не {count}.",
    "refuse.opening": "Первый ход — только одна карта: {_raja, card}"
                      "{dukal, select, yes {; Дукалом открывать игру нельзя} other {}}.",
    "refuse.follow": "Ход сделан в масти {led, suit}, и эта масть у вас есть: отвечайте в масть.",
    "refuse.void": "У вас нет масти {led, suit}: {_choices}.",
    "void.trump-next": "сыграйте козырь ({trump, suit}) — это и первая после {led, suit_gen} масть, "
                       "которая у вас есть",
    "void.trump-or": "сыграйте козырь ({trump, suit}) или карту масти {first, suit}, потому что {first, suit} — "
                     "первая после {led, suit_gen} масть, которая у вас есть",
    "void.no-trump": "сыграйте карту масти {first, suit}, потому что {first, suit} — первая после {led, suit_gen} "
                     "масть, которая у вас есть (козырей у вас нет)",
    "refuse.dukal-led-only": "Дукалом можно только начинать взятку, а не отвечать в уже начатой.",
    "refuse.dukal-too-big": "Дукал не может быть больше руки любого игрока (" + _ru(_RU_CARDS_NOM, "limit")
                            + "); а в этом Дукале " + _ru(_RU_CARDS_NOM, "size") + ".",
    "dukal.one-suit": "Все карты Дукала — одной масти.",
    "dukal.courts": "В Дукале должны быть Раджа и Мантри его масти.",
    "dukal.too-short": "В Дукале, кроме Раджи и Мантри, должно быть не меньше "
                       "{least, plural, one {# числовой карты} few {# числовых карт} many {# числовых карт} "
                       "other {# числовой карты}} подряд.",
    "dukal.broken": "Числа {numbers, numbers} не идут подряд.",
    "input.card-shape": "Карта — это объект вида {example}, а не {value}.",
    "input.no-suit": "Масти {value} нет; десять мастей-аватаров: {suits}.",
    "input.no-rank": "Достоинства {value} нет; достоинство — это 1–10, \"mantri\" или \"raja\".",
    "input.card-list": "'cards' должно быть списком карт, а не {value}.",
    "input.card-type": "{field, select, card {'card' должно} other {Каждый элемент 'cards' должен}} быть объектом "
                       "Card, например Card('rama', 7), а не {value}.",
    "input.card-tuple": "'cards' должно быть кортежем (tuple) объектов Card, например (Card('rama', 7),), "
                        "а не {value}.",
    "input.no-cards": "Действие '{kind}' должно называть хотя бы одну карту.",
    "input.twice": "Карта названа дважды: {card, card}.",
}

MESSAGES = Messages("ganjifa", {"en": EN, "lv": LV, "fi": FI, "ru": RU}, FORMATTERS)

__all__ = ["MESSAGES", "FORMATTERS", "CARD_NAMES", "card_name", "suit_name"]
