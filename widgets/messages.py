"""The widgets' own words in English, Latvian, Finnish and Russian: their refusals and
status sentences (rendered in Python), and the labels of the front end (``ui.*``, sent to
the page in the ``strings`` trait: the JavaScript hard-codes no language).

Syntax: rules_engine.i18n. Ids: ``w.*`` are sentences Python renders, ``ui.*`` labels the
front end renders (with the same syntax, by widgets/js/shared/i18n.js).
"""
from __future__ import annotations

from rules_engine.i18n import LANGUAGE_NAMES, Messages

EN = {
    # seats
    "w.seat": "Seat {seat}",
    "w.mage": "Mage {seat}",
    "w.player": "Player {seat}",
    # refusals and status sentences
    "w.over": "The game is over; start a new game.",
    "w.over-lesson": "The game is over; press Try again.",
    "w.not-your-turn": "It is not your turn: {_who} is to move.",
    "w.bot-plays": "A bot plays {_who}.",
    "w.your-turn-not-bot": "It is your turn, not a bot's.",
    "w.their-turn-not-bot": "It is {_who}'s turn, not a bot's.",
    "w.seed-from-python": "Seeds are set from Python only (new_game(seed=...)); the page may not choose one.",
    "w.nothing-to-undo": "There is no move of yours to undo.",
    "w.internal": "Internal error ({kind}); {_what}. The details are in this table's internal_errors (Python).",
    "w.internal.not-applied": "the message was not applied",
    "w.internal.bots": "your move was applied, but the bots could not answer",
    "w.bot-failed": "{_name}'s bot failed ({kind}), so a random legal move was played instead. The details "
                    "are in this table's bot_errors (Python).",
    "w.no-reason": "{name} gives no reason.",
    "w.reason-withheld": "{_name}'s reason is shown when the game is over: it depends on what only {_name} can see.",
    "w.no-more-hints": "There are no more hints for this lesson.",
    "w.no-hints": "This lesson has no hints.",
    "w.lesson-finished": "This lesson is finished: press Try again to play it again.",
    # Exacto
    "w.exacto.reason-withheld": "{_name}'s reason is shown when the cups are lifted: it depends on dice only "
                                "{_name} can see.",
    "w.exacto.undo-over": "The game is over: the cups were lifted, so there is nothing to undo. Start a new game.",
    "w.exacto.undo-floor": "Nothing of yours to undo in this round: undo stops where the cups were last lifted, "
                           "since everyone has seen those dice.",
    # Ganjifa
    "w.ganjifa.reason-withheld": "{_name}'s reason is shown when the deal is over: it depends on cards only "
                                 "{_name} holds.",
    "w.ganjifa.undo-over": "The deal is over: every card has been seen, so there is nothing to undo. Deal again.",
    "w.ganjifa.undo-floor": "Nothing of yours to undo: undo stops at the last card an AI player showed, since "
                            "you have seen it.",
    "w.ganjifa.bad-period": "Choose day or night before the deal, not {period}.",
    "w.ganjifa.fixed-period": "This table's deal is set up for it ({period, select, day {day} other {night}}); "
                              "the period cannot be changed here.",
    # front-end labels
    "ui.language": "Language",
}

LV = {
    "w.seat": "Vieta {seat}",
    "w.mage": "Burvis {seat}",
    "w.player": "Spēlētājs {seat}",
    "w.over": "Spēle ir beigusies; sāciet jaunu spēli.",
    "w.over-lesson": "Spēle ir beigusies; spiediet «Mēģināt vēlreiz».",
    "w.not-your-turn": "Nav jūsu gājiens: tagad iet {_who}.",
    "w.bot-plays": "Šo vietu ({_who}) spēlē robots.",
    "w.your-turn-not-bot": "Tagad ir jūsu gājiens, nevis robota.",
    "w.their-turn-not-bot": "Tagad iet {_who}, nevis robots.",
    "w.seed-from-python": "Sēklu iestata tikai no Python (new_game(seed=...)); lapa to izvēlēties nevar.",
    "w.nothing-to-undo": "Nav neviena jūsu gājiena, ko atsaukt.",
    "w.internal": "Iekšēja kļūda ({kind}); {_what}. Sīkāk — šī galda internal_errors (Python).",
    "w.internal.not-applied": "ziņojums netika izpildīts",
    "w.internal.bots": "jūsu gājiens izdarīts, bet roboti nevarēja atbildēt",
    "w.bot-failed": "Robots, kas spēlē par {_name}, kļūdījās ({kind}), tāpēc tika izdarīts nejaušs atļauts "
                    "gājiens. Sīkāk — šī galda bot_errors (Python).",
    "w.no-reason": "{name} nesniedz iemeslu.",
    "w.reason-withheld": "Iemesls ({_name}) tiks parādīts, kad spēle beigsies: tas atkarīgs no tā, ko redz "
                         "tikai {_name}.",
    "w.no-more-hints": "Šajā nodarbībā vairs nav padomu.",
    "w.no-hints": "Šajā nodarbībā nav padomu.",
    "w.lesson-finished": "Nodarbība ir pabeigta: spiediet «Mēģināt vēlreiz», lai to izspēlētu vēlreiz.",
    "w.exacto.reason-withheld": "Iemesls ({_name}) tiks parādīts, kad kausi tiks pacelti: tas atkarīgs no "
                                "kauliņiem, ko redz tikai {_name}.",
    "w.exacto.undo-over": "Spēle ir beigusies: kausi ir pacelti, tāpēc nav ko atsaukt. Sāciet jaunu spēli.",
    "w.exacto.undo-floor": "Šajā kārtā nav jūsu gājiena, ko atsaukt: atsaukšana apstājas tur, kur kausi "
                           "pēdējo reizi tika pacelti, jo tos kauliņus visi ir redzējuši.",
    "w.ganjifa.reason-withheld": "Iemesls ({_name}) tiks parādīts, kad dalījums beigsies: tas atkarīgs no "
                                 "kārtīm, ko redz tikai {_name}.",
    "w.ganjifa.undo-over": "Dalījums ir beidzies: visas kārtis ir redzētas, tāpēc nav ko atsaukt. Daliet "
                           "vēlreiz.",
    "w.ganjifa.undo-floor": "Nav jūsu gājiena, ko atsaukt: atsaukšana apstājas pie pēdējās kārts, ko parādīja "
                            "datora spēlētājs, jo jūs to esat redzējuši.",
    "w.ganjifa.bad-period": "Pirms dalīšanas izvēlieties dienu vai nakti, nevis {period}.",
    "w.ganjifa.fixed-period": "Šī galda dalījums ir sagatavots {period, select, day {dienai} other {naktij}}; "
                              "laiku šeit mainīt nevar.",
    "ui.language": "Valoda",
}

FI = {
    "w.seat": "Paikka {seat}",
    "w.mage": "Velho {seat}",
    "w.player": "Pelaaja {seat}",
    "w.over": "Peli on päättynyt; aloita uusi peli.",
    "w.over-lesson": "Peli on päättynyt; paina ”Yritä uudelleen”.",
    "w.not-your-turn": "Ei ole sinun vuorosi: vuorossa on {_who}.",
    "w.bot-plays": "Tätä paikkaa ({_who}) pelaa botti.",
    "w.your-turn-not-bot": "On sinun vuorosi, ei botin.",
    "w.their-turn-not-bot": "Vuorossa on {_who}, ei botti.",
    "w.seed-from-python": "Siemenluvun asettaa vain Python (new_game(seed=...)); sivu ei voi valita sitä.",
    "w.nothing-to-undo": "Sinulla ei ole siirtoa, jonka voisi perua.",
    "w.internal": "Sisäinen virhe ({kind}); {_what}. Lisätiedot: tämän pöydän internal_errors (Python).",
    "w.internal.not-applied": "viestiä ei käsitelty",
    "w.internal.bots": "siirtosi tehtiin, mutta botit eivät voineet vastata",
    "w.bot-failed": "Botti ({_name}) epäonnistui ({kind}), joten tilalle pelattiin satunnainen sallittu "
                    "siirto. Lisätiedot: tämän pöydän bot_errors (Python).",
    "w.no-reason": "{name} ei kerro perustetta.",
    "w.reason-withheld": "Perustelu ({_name}) näytetään, kun peli on päättynyt: se riippuu siitä, minkä vain "
                         "{_name} näkee.",
    "w.no-more-hints": "Tässä oppitunnissa ei ole enempää vihjeitä.",
    "w.no-hints": "Tässä oppitunnissa ei ole vihjeitä.",
    "w.lesson-finished": "Oppitunti on päättynyt: paina ”Yritä uudelleen” pelataksesi sen uudestaan.",
    "w.exacto.reason-withheld": "Perustelu ({_name}) näytetään, kun kupit nostetaan: se riippuu nopista, jotka "
                                "vain {_name} näkee.",
    "w.exacto.undo-over": "Peli on päättynyt: kupit nostettiin, joten perumista ei ole. Aloita uusi peli.",
    "w.exacto.undo-floor": "Tällä kierroksella ei ole sinun siirtoasi perottavaksi: peruminen pysähtyy siihen, "
                           "missä kupit viimeksi nostettiin, koska kaikki ovat nähneet ne nopat.",
    "w.ganjifa.reason-withheld": "Perustelu ({_name}) näytetään, kun jako on päättynyt: se riippuu korteista, "
                                 "jotka vain {_name} pitää kädessään.",
    "w.ganjifa.undo-over": "Jako on päättynyt: kaikki kortit on nähty, joten perumista ei ole. Jaa uudelleen.",
    "w.ganjifa.undo-floor": "Sinulla ei ole siirtoa perottavaksi: peruminen pysähtyy viimeiseen korttiin, jonka "
                            "tietokonepelaaja näytti, koska olet nähnyt sen.",
    "w.ganjifa.bad-period": "Valitse päivä tai yö ennen jakoa, ei {period}.",
    "w.ganjifa.fixed-period": "Tämän pöydän jako on valmisteltu {period, select, day {päivälle} other {yölle}}; "
                              "aikaa ei voi vaihtaa tässä.",
    "ui.language": "Kieli",
}

RU = {
    "w.seat": "Место {seat}",
    "w.mage": "Маг {seat}",
    "w.player": "Игрок {seat}",
    "w.over": "Игра окончена; начните новую.",
    "w.over-lesson": "Игра окончена; нажмите «Ещё раз».",
    "w.not-your-turn": "Сейчас не ваш ход: ходит {_who}.",
    "w.bot-plays": "Этим местом ({_who}) играет бот.",
    "w.your-turn-not-bot": "Сейчас ваш ход, а не бота.",
    "w.their-turn-not-bot": "Сейчас ходит {_who}, а не бот.",
    "w.seed-from-python": "Зерно задаётся только из Python (new_game(seed=...)); страница не может его выбрать.",
    "w.nothing-to-undo": "У вас нет хода, который можно отменить.",
    "w.internal": "Внутренняя ошибка ({kind}); {_what}. Подробности — в internal_errors этого стола (Python).",
    "w.internal.not-applied": "сообщение не выполнено",
    "w.internal.bots": "ваш ход сделан, но боты не смогли ответить",
    "w.bot-failed": "Бот ({_name}) дал сбой ({kind}), поэтому вместо него сделан случайный допустимый ход. "
                    "Подробности — в bot_errors этого стола (Python).",
    "w.no-reason": "{name} не объясняет свой ход.",
    "w.reason-withheld": "Объяснение ({_name}) появится, когда игра закончится: оно зависит от того, что видит "
                         "только {_name}.",
    "w.no-more-hints": "В этом уроке больше нет подсказок.",
    "w.no-hints": "В этом уроке нет подсказок.",
    "w.lesson-finished": "Урок закончен: нажмите «Ещё раз», чтобы пройти его снова.",
    "w.exacto.reason-withheld": "Объяснение ({_name}) появится, когда чаши поднимут: оно зависит от кубиков, "
                                "которые видит только {_name}.",
    "w.exacto.undo-over": "Игра окончена: чаши подняты, отменять нечего. Начните новую игру.",
    "w.exacto.undo-floor": "В этом раунде нет вашего хода для отмены: отмена останавливается там, где чаши "
                           "поднимали в последний раз, ведь эти кубики видели все.",
    "w.ganjifa.reason-withheld": "Объяснение ({_name}) появится, когда раздача закончится: оно зависит от карт, "
                                 "которые видит только {_name}.",
    "w.ganjifa.undo-over": "Раздача окончена: все карты видны, отменять нечего. Раздайте снова.",
    "w.ganjifa.undo-floor": "У вас нет хода для отмены: отмена останавливается на последней карте, которую "
                            "показал компьютерный игрок, ведь вы её уже видели.",
    "w.ganjifa.bad-period": "Перед раздачей выберите день или ночь, а не {period}.",
    "w.ganjifa.fixed-period": "Раздача этого стола подготовлена {period, select, day {для дня} other {для ночи}}; "
                              "время здесь изменить нельзя.",
    "ui.language": "Язык",
}

WIDGET_MESSAGES = Messages("widgets", {"en": EN, "lv": LV, "fi": FI, "ru": RU})


def ui_strings(lang: str) -> dict:
    """The front end's labels in ``lang`` (templates; the page fills in the numbers)."""
    table = WIDGET_MESSAGES.tables.get(lang, {})
    english = WIDGET_MESSAGES.tables["en"]
    out = {key: table.get(key, english[key]) for key in english if key.startswith("ui.")}
    out["ui.language-names"] = dict(LANGUAGE_NAMES)
    return out
