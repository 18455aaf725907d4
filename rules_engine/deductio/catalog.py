"""Deductio's rule texts, keyed by rule id (deductio.md), in English, Latvian (the
seed's own words), Finnish and Russian (a further language is one more mapping)."""
from ..core import RuleCatalog

EN = {
    "deductio.setup": (
        "Setup",
        "Each player draws one Secret Number card (1 to 20) and looks at it. Three more Secret Numbers are turned "
        "face up in the middle. The 35 clue cards are shuffled and 3 turned face up as the clue row; then the "
        "Reveal cards (7, or 5 with 4 players) are shuffled into the clue deck."),
    "deductio.goal": (
        "Goal",
        "Correctly guess other players' Secret Numbers: 3 times with 2 players, 2 times with 3 or 4. Reaching the "
        "target wins at once."),
    "deductio.turn": (
        "Your turn",
        "On your turn do exactly one thing: play a clue, or make one guess."),
    "deductio.play-clue": (
        "Play a clue",
        "Choose one of the face-up clues that is true of your number and place it in front of you upright. Only if "
        "none is true, take them all and place them sideways: that tells everyone none was true."),
    "deductio.refill": (
        "Refill the row",
        "After a clue play the row is refilled to 3 from the clue deck. An empty clue deck is rebuilt by "
        "shuffling the clue discard pile."),
    "deductio.reveal": (
        "Reveal a Secret Number",
        "When a Reveal card is drawn it goes back to the box, the top Secret Number is turned face up beside the "
        "others, and another card is drawn. Every sideways \"1 more or 1 less than a face-up number\" clue is "
        "discarded; upright ones stay."),
    "deductio.ability": (
        "Abilities",
        "A clue's ability works only when you place it upright on a normal clue play. Peek: look at the top 1 or 2 "
        "Secret Number cards, then put them at the bottom in the order seen. Magnifying glass: make one guess at "
        "once; a wrong one costs nothing. Abilities are optional."),
    "deductio.guess": (
        "Guess",
        "Instead of playing a clue, name another player and a number. The answer is always true; a wrong guess "
        "reveals nothing more."),
    "deductio.correct-guess": (
        "A correct guess",
        "The guesser keeps that Secret Number face up as a trophy. The guessed player discards all their clues "
        "and draws a new Secret Number."),
    "deductio.penalty": (
        "Penalty",
        "After a wrong guess (not a free one) you must at once play a clue twice in a row; abilities on those two "
        "clues do not work."),
    "deductio.talk": (
        "Talk",
        "Players may say anything about their number, but answers to guesses are always true (here the engine "
        "answers)."),
}

LV = {
    "deductio.setup": (
        "Sagatavošanās",
        "Katrs spēlētājs paņem vienu slepenā skaitļa kārti (1–20) un to apskata. Vēl trīs slepenie skaitļi tiek "
        "atklāti galda vidū. 35 pavedienu kārtis sajauc un 3 atklāj kā pavedienu rindu; tad „Atklāj slepeno "
        "skaitli“ kārtis (7, četru spēlētāju spēlē 5) iejauc pavedienu kaudzītē."),
    "deductio.goal": (
        "Mērķis",
        "Pareizi jāatmin citu spēlētāju slepenie skaitļi: divu spēlētāju spēlē 3 reizes, trīs vai četru — 2 "
        "reizes. Kas sasniedz mērķi, uzvar uzreiz."),
    "deductio.turn": (
        "Gājiens",
        "Savā gājienā veic vienu no divām darbībām: izspēlē pavediena kārti VAI min kāda cita spēlētāja "
        "slepeno skaitli."),
    "deductio.play-clue": (
        "Izspēlēt pavediena kārti",
        "Izvēlies vienu no atklātajām pavedienu kārtīm, kura patiesi apraksta tavu slepeno skaitli, un noliec to "
        "sev priekšā vertikāli. Ja neviena neapraksta tavu skaitli, paņem tās visas un noliec horizontāli."),
    "deductio.refill": (
        "Rindas papildināšana",
        "Pēc pavediena izspēles rindu papildina līdz 3 no pavedienu kaudzītes. Tukšu kaudzīti atjauno, sajaucot "
        "izlietoto kāršu kaudzīti."),
    "deductio.reveal": (
        "Atklāj slepeno skaitli",
        "Kad atklāta „Atklāj slepeno skaitli“ kārts, to atgriež spēles kastē, atklāj kārti no slepeno skaitļu "
        "kaudzītes un novieto blakus jau atklātajiem; tad velk vēlreiz. Horizontāli novietotās „par 1 lielāks vai "
        "par 1 mazāks“ kārtis nomet; vertikālās paliek spēlē."),
    "deductio.ability": (
        "Spējas",
        "Spēju var izmantot tikai tai kārtij, kuru parastā izspēlē noliec sev priekšā vertikāli. Acs: apskati 1 vai "
        "2 virsējās slepeno skaitļu kārtis un noliec tās kaudzītes apakšā. Palielināmais stikls: mini uzreiz — "
        "nepareizs minējums ir bez sekām. Spējas nav obligātas."),
    "deductio.guess": (
        "Minējums",
        "Tā vietā, lai izspēlētu pavediena kārti, nosauc spēlētāju un skaitli. Atbilde vienmēr ir godīga; "
        "nepareizs minējums neko vairāk neatklāj."),
    "deductio.correct-guess": (
        "Pareizs minējums",
        "Minētājs paņem atminēto slepeno skaitli un noliek sev priekšā ar attēlu uz augšu. Atminētais spēlētājs "
        "nomet visas savas pavedienu kārtis un paņem jaunu slepeno skaitli."),
    "deductio.penalty": (
        "Sods",
        "Pēc nepareiza minējuma (ne bez sekām) tev nekavējoties 2 reizes pēc kārtas jāizspēlē pavediena kārts; "
        "šo kāršu spējas nedarbojas."),
    "deductio.talk": (
        "Runāšana",
        "Par savu skaitli drīksti teikt, ko vēlies, bet uz minējumu vienmēr jāatbild godīgi (šeit atbild "
        "programma)."),
}

FI = {
    "deductio.setup": ("Valmistelu", "Jokainen pelaaja nostaa yhden salaisen luvun kortin (1–20) ja katsoo sitä. Kolme "
                       "salaista lukua lisää käännetään kuvapuoli ylöspäin keskelle. 35 vihjekorttia sekoitetaan ja 3 "
                       "käännetään vihjeriviksi; sitten paljastuskortit (7, neljällä pelaajalla 5) sekoitetaan "
                       "vihjepakkaan."),
    "deductio.goal": ("Tavoite", "Arvaa muiden pelaajien salaiset luvut oikein: 3 kertaa kahdella pelaajalla, 2 kertaa "
                      "kolmella tai neljällä. Tavoitteen saavuttaja voittaa heti."),
    "deductio.turn": ("Vuoro", "Tee vuorollasi tasan yksi asia: pelaa vihje tai tee yksi arvaus."),
    "deductio.play-clue": ("Vihjeen pelaaminen", "Valitse näkyvistä vihjeistä yksi, joka pitää paikkansa luvustasi, ja "
                           "aseta se eteesi pystyyn. Vain jos mikään ei pidä paikkaansa, ota kaikki ja aseta ne vaakaan."),
    "deductio.refill": ("Rivin täydentäminen", "Vihjepelauksen jälkeen rivi täydennetään kolmeen vihjepakasta. Tyhjä "
                        "vihjepakka kootaan uudelleen sekoittamalla poistopino."),
    "deductio.reveal": ("Paljasta salainen luku", "Kun paljastuskortti nostetaan, se palautetaan laatikkoon, pakan "
                        "päällimmäinen salainen luku käännetään näkyviin ja nostetaan uudelleen. Vaaka-asentoiset "
                        "”1 suurempi tai 1 pienempi” -vihjeet poistetaan; pystyssä olevat jäävät."),
    "deductio.ability": ("Kyvyt", "Vihjeen kyky toimii vain, kun asetat sen pystyyn tavallisella vihjepelauksella. Silmä: "
                         "katso 1 tai 2 päällimmäistä salaisen luvun korttia ja laita ne pohjalle näkemässäsi "
                         "järjestyksessä. Suurennuslasi: arvaa heti; väärä arvaus ei maksa mitään. Kyvyt ovat "
                         "vapaaehtoisia."),
    "deductio.guess": ("Arvaus", "Vihjeen sijaan nimeä toinen pelaaja ja luku. Vastaus on aina totuudenmukainen; väärä "
                       "arvaus ei paljasta muuta."),
    "deductio.correct-guess": ("Oikea arvaus", "Arvaaja pitää salaisen luvun kuvapuoli ylöspäin palkintona. Arvattu "
                               "pelaaja poistaa kaikki vihjeensä ja nostaa uuden salaisen luvun."),
    "deductio.penalty": ("Rangaistus", "Väärän (ei vapaan) arvauksen jälkeen sinun on heti pelattava vihje kaksi kertaa "
                         "peräkkäin; näiden vihjeiden kyvyt eivät toimi."),
    "deductio.talk": ("Puhuminen", "Luvustasi saa sanoa mitä tahansa, mutta arvauksiin vastataan aina totuudenmukaisesti "
                      "(täällä vastaa ohjelma)."),
}

RU = {
    "deductio.setup": ("Подготовка", "Каждый игрок берёт карту секретного числа (1–20) и смотрит её. Ещё три секретных "
                       "числа открываются в центре. 35 карт подсказок перемешиваются, 3 открываются как ряд подсказок; "
                       "затем карты «Открой секретное число» (7, при четырёх игроках 5) замешиваются в колоду подсказок."),
    "deductio.goal": ("Цель", "Верно угадать секретные числа других игроков: 3 раза при двух игроках, 2 раза при трёх "
                      "или четырёх. Достигший цели сразу побеждает."),
    "deductio.turn": ("Ход", "В свой ход сделайте ровно одно: сыграйте подсказку или назовите одну догадку."),
    "deductio.play-clue": ("Сыграть подсказку", "Выберите открытую подсказку, верную для вашего числа, и положите её "
                           "перед собой вертикально. Только если ни одна не верна, заберите все и положите их "
                           "горизонтально."),
    "deductio.refill": ("Пополнение ряда", "После хода подсказкой ряд пополняется до 3 из колоды подсказок. Пустая "
                        "колода собирается заново из перемешанного сброса."),
    "deductio.reveal": ("Открой секретное число", "Вытянутая карта «Открой секретное число» уходит в коробку, верхнее "
                        "секретное число открывается рядом с другими, и тянется следующая карта. Горизонтальные "
                        "подсказки «на 1 больше или меньше открытого числа» сбрасываются; вертикальные остаются."),
    "deductio.ability": ("Способности", "Способность подсказки действует, только если вы кладёте её вертикально обычным "
                         "ходом. Глаз: посмотрите 1 или 2 верхние карты секретных чисел и положите их под низ в том же "
                         "порядке. Лупа: сразу назовите догадку; неверная ничего не стоит. Способности необязательны."),
    "deductio.guess": ("Догадка", "Вместо подсказки назовите другого игрока и число. Ответ всегда честный; неверная "
                       "догадка больше ничего не открывает."),
    "deductio.correct-guess": ("Верная догадка", "Угадавший оставляет это секретное число открытым как трофей. "
                               "Угаданный игрок сбрасывает все свои подсказки и берёт новое секретное число."),
    "deductio.penalty": ("Штраф", "После неверной (не бесплатной) догадки вы должны сразу дважды подряд сыграть "
                         "подсказку; способности этих подсказок не действуют."),
    "deductio.talk": ("Разговоры", "О своём числе можно говорить что угодно, но на догадки всегда отвечают честно "
                      "(здесь отвечает программа)."),
}

CATALOG = RuleCatalog("deductio", {"en": EN, "lv": LV, "fi": FI, "ru": RU})
