"""Deductio's rule texts, keyed by rule id (docs/rules/deductio.md), in English, Latvian (the
seed's own words), Finnish and Russian (a further language is one more mapping).
The learner is addressed as ``i18n.LEARNER_ADDRESS`` says (Latvian: jūs).
"""

from ..core import RuleCatalog

EN = {
    "deductio.setup": (
        "Setup",
        "Each player draws one Secret Number card (1 to 20) and looks at it. Three more Secret Numbers are turned "
        "face up in the middle. The 35 clue cards are shuffled and 3 turned face up as the clue row; then the "
        "Reveal cards (7, or 5 with 4 players) are shuffled into the clue deck.",
    ),
    "deductio.goal": (
        "Goal",
        "Correctly guess other players' Secret Numbers: 3 times with 2 players, 2 times with 3 or 4. Reaching the "
        "target wins at once. Ruling: if a correctly guessed player finds no Secret Number left to draw, the game "
        "ends at once and the players with the most trophies win (all of them on a tie).",
    ),
    "deductio.turn": ("Your turn", "On your turn do exactly one thing: play a clue, or make one guess."),
    "deductio.play-clue": (
        "Play a clue",
        "Choose one of the face-up clues that is true of your number and place it in front of you upright. Only if "
        "none is true, take them all and place them sideways: that tells everyone none was true.",
    ),
    "deductio.refill": (
        "Refill the row",
        "At the end of every turn (after a clue play, after a guess right or wrong, and after each of a penalty's "
        "two plays) the row is refilled to 3 from the clue deck. An empty clue deck is rebuilt by shuffling the "
        "clue discard pile. Only when deck and discard pile are both empty may the row stay short.",
    ),
    "deductio.reveal": (
        "Reveal a Secret Number",
        "When a Reveal card is drawn it goes back to the box, the top Secret Number is turned face up beside the "
        'others, and another card is drawn. Every sideways "1 more or 1 less than a face-up number" clue is '
        "discarded; upright ones stay. Ruling: if the Secret Number deck is empty, nothing is turned face up; the "
        "Reveal card still goes to the box, another card is drawn, and the sideways clues stay.",
    ),
    "deductio.ability": (
        "Abilities",
        "A clue's ability works only when you place it upright on a normal clue play. It is used right after the "
        "clue is placed, before the row is refilled. Peek: look at the top 1 or 2 Secret Number cards, then put "
        "them at the bottom in the order seen. Magnifying glass: make one guess at once; a wrong one costs "
        "nothing. Abilities are optional. Ruling: with only one card in the Secret Number deck, a peek at 2 sees "
        "that one card; with none, there is nothing to peek at and you pass.",
    ),
    "deductio.guess": (
        "Guess",
        "Instead of playing a clue, name another player and a number. The answer is always true; a wrong guess "
        "reveals nothing more.",
    ),
    "deductio.correct-guess": (
        "A correct guess",
        "The guesser keeps that Secret Number face up as a trophy. The guessed player discards all their clues "
        "and draws a new Secret Number.",
    ),
    "deductio.penalty": (
        "Penalty",
        "After a wrong guess (not a free one) you must at once play a clue twice in a row; abilities on those two "
        "clues do not work. Ruling: if the row is empty (no clue is left in the deck or the discard pile either), "
        "the penalty lapses.",
    ),
    "deductio.talk": (
        "Talk",
        "Players may say anything about their number, but answers to guesses are always true (here the engine "
        "answers).",
    ),
}

LV = {
    "deductio.setup": (
        "Sagatavošanās",
        "Katrs spēlētājs paņem vienu slepenā skaitļa kārti (1–20) un to apskata. Vēl trīs slepenie skaitļi tiek "
        "atklāti galda vidū. 35 pavedienu kārtis sajauc un 3 atklāj kā pavedienu rindu; tad „Atklāj slepeno "
        "skaitli“ kārtis (7, četru spēlētāju spēlē 5) iejauc pavedienu kaudzītē.",
    ),
    "deductio.goal": (
        "Mērķis",
        "Pareizi jāatmin citu spēlētāju slepenie skaitļi: divu spēlētāju spēlē 3 reizes, trīs vai četru — 2 "
        "reizes. Kas sasniedz mērķi, uzvar uzreiz. Lēmums: ja spēlētājs, kura skaitlis atminēts, nevar paņemt "
        "jaunu slepeno skaitli, jo kaudzīte ir tukša, spēle uzreiz beidzas; uzvar tie, kam ir visvairāk "
        "atminēto skaitļu (neizšķirta gadījumā — visi).",
    ),
    "deductio.turn": (
        "Gājiens",
        "Savā gājienā veiciet vienu no divām darbībām: izspēlējiet pavediena kārti VAI miniet kāda cita spēlētāja "
        "slepeno skaitli.",
    ),
    "deductio.play-clue": (
        "Izspēlēt pavediena kārti",
        "Izvēlieties vienu no atklātajām pavedienu kārtīm, kura patiesi apraksta jūsu slepeno skaitli, un nolieciet to "
        "sev priekšā vertikāli. Ja neviena neapraksta jūsu skaitli, paņemiet tās visas un nolieciet horizontāli.",
    ),
    "deductio.refill": (
        "Rindas papildināšana",
        "Katra gājiena beigās (pēc pavediena izspēles, pēc pareiza vai nepareiza minējuma un pēc katras no abām "
        "soda izspēlēm) rindu papildina līdz 3 no pavedienu kaudzītes. Tukšu kaudzīti atjauno, sajaucot "
        "izlietoto kāršu kaudzīti. Tikai tad, ja tukšas ir abas kaudzītes, rindā var palikt mazāk kāršu.",
    ),
    "deductio.reveal": (
        "Atklāj slepeno skaitli",
        "Kad atklāta „Atklāj slepeno skaitli“ kārts, to atgriež spēles kastē, atklāj kārti no slepeno skaitļu "
        "kaudzītes un novieto blakus jau atklātajiem; tad velk vēlreiz. Horizontāli novietotās „par 1 lielāks vai "
        "par 1 mazāks“ kārtis nomet; vertikālās paliek spēlē. Lēmums: ja slepeno skaitļu kaudzīte ir tukša, neko "
        "neatklāj; kārti tik un tā atgriež kastē, velk vēlreiz, un horizontālās kārtis paliek.",
    ),
    "deductio.ability": (
        "Spējas",
        "Spēju var izmantot tikai tai kārtij, kuru parastā izspēlē noliekat sev priekšā vertikāli. To izmanto "
        "uzreiz pēc kārts nolikšanas, pirms rindu papildina. Acs: apskatiet 1 vai 2 virsējās slepeno skaitļu kārtis "
        "un nolieciet tās kaudzītes apakšā tādā secībā, kādā tās redzējāt. Palielināmais stikls: miniet uzreiz — "
        "nepareizs minējums ir bez sekām. Spējas nav obligātas. Lēmums: ja slepeno skaitļu kaudzītē ir tikai "
        "viena kārts, apskatot 2, redzat šo vienu; ja neviena, nav ko apskatīt, un jūs atsakāties.",
    ),
    "deductio.guess": (
        "Minējums",
        "Tā vietā, lai izspēlētu pavediena kārti, nosauciet spēlētāju un skaitli. Atbilde vienmēr ir godīga; "
        "nepareizs minējums neko vairāk neatklāj.",
    ),
    "deductio.correct-guess": (
        "Pareizs minējums",
        "Minētājs paņem atminēto slepeno skaitli un noliek sev priekšā ar attēlu uz augšu. Atminētais spēlētājs "
        "nomet visas savas pavedienu kārtis un paņem jaunu slepeno skaitli.",
    ),
    "deductio.penalty": (
        "Sods",
        "Pēc nepareiza minējuma (ne bez sekām) jums nekavējoties 2 reizes pēc kārtas jāizspēlē pavediena kārts; "
        "šo kāršu spējas nedarbojas. Lēmums: ja rinda ir tukša (arī kaudzītē un izlietoto kāršu kaudzītē nav "
        "nevienas pavediena kārts), sods atkrīt.",
    ),
    "deductio.talk": (
        "Runāšana",
        "Par savu skaitli drīkstat teikt, ko vēlaties, bet uz minējumu vienmēr jāatbild godīgi (šeit atbild programma).",
    ),
}

FI = {
    "deductio.setup": (
        "Valmistelu",
        "Jokainen pelaaja nostaa yhden salaisen luvun kortin (1–20) ja katsoo sitä. Kolme "
        "salaista lukua lisää käännetään kuvapuoli ylöspäin keskelle. 35 vihjekorttia sekoitetaan ja 3 "
        "käännetään vihjeriviksi; sitten paljastuskortit (7, neljällä pelaajalla 5) sekoitetaan "
        "vihjepakkaan.",
    ),
    "deductio.goal": (
        "Tavoite",
        "Arvaa muiden pelaajien salaiset luvut oikein: 3 kertaa kahdella pelaajalla, 2 kertaa "
        "kolmella tai neljällä. Tavoitteen saavuttaja voittaa heti. Ratkaisu: jos oikein arvattu "
        "pelaaja ei voi nostaa uutta salaista lukua, koska pakka on tyhjä, peli päättyy heti ja eniten "
        "palkintoja kerännyt voittaa (tasapelissä kaikki heistä).",
    ),
    "deductio.turn": ("Vuoro", "Tee vuorollasi tasan yksi asia: pelaa vihje tai tee yksi arvaus."),
    "deductio.play-clue": (
        "Vihjeen pelaaminen",
        "Valitse näkyvistä vihjeistä yksi, joka pitää paikkansa luvustasi, ja "
        "aseta se eteesi pystyyn. Vain jos mikään ei pidä paikkaansa, ota kaikki ja aseta ne vaakaan.",
    ),
    "deductio.refill": (
        "Rivin täydentäminen",
        "Jokaisen vuoron lopussa (vihjepelauksen jälkeen, oikean tai väärän "
        "arvauksen jälkeen ja rangaistuksen kummankin pelauksen jälkeen) rivi täydennetään kolmeen "
        "vihjepakasta. Tyhjä vihjepakka kootaan uudelleen sekoittamalla poistopino. Vain kun sekä pakka "
        "että poistopino ovat tyhjiä, rivi voi jäädä vajaaksi.",
    ),
    "deductio.reveal": (
        "Paljasta salainen luku",
        "Kun paljastuskortti nostetaan, se palautetaan laatikkoon, pakan "
        "päällimmäinen salainen luku käännetään näkyviin ja nostetaan uudelleen. Vaaka-asentoiset "
        "”1 suurempi tai 1 pienempi” -vihjeet poistetaan; pystyssä olevat jäävät. Ratkaisu: jos "
        "salaisten lukujen pakka on tyhjä, mitään ei käännetä; kortti palautetaan silti laatikkoon, "
        "nostetaan uudelleen ja vaaka-asentoiset vihjeet jäävät.",
    ),
    "deductio.ability": (
        "Kyvyt",
        "Vihjeen kyky toimii vain, kun asetat sen pystyyn tavallisella vihjepelauksella. Sitä "
        "käytetään heti kortin asettamisen jälkeen, ennen kuin rivi täydennetään. Silmä: katso 1 tai 2 "
        "päällimmäistä salaisen luvun korttia ja laita ne pohjalle näkemässäsi järjestyksessä. "
        "Suurennuslasi: arvaa heti; väärä arvaus ei maksa mitään. Kyvyt ovat vapaaehtoisia. "
        "Ratkaisu: jos salaisten lukujen pakassa on vain yksi kortti, kahden kortin katsominen "
        "näyttää sen yhden; jos ei yhtään, katsottavaa ei ole ja ohitat.",
    ),
    "deductio.guess": (
        "Arvaus",
        "Vihjeen sijaan nimeä toinen pelaaja ja luku. Vastaus on aina totuudenmukainen; väärä "
        "arvaus ei paljasta muuta.",
    ),
    "deductio.correct-guess": (
        "Oikea arvaus",
        "Arvaaja pitää salaisen luvun kuvapuoli ylöspäin palkintona. Arvattu "
        "pelaaja poistaa kaikki vihjeensä ja nostaa uuden salaisen luvun.",
    ),
    "deductio.penalty": (
        "Rangaistus",
        "Väärän (ei vapaan) arvauksen jälkeen sinun on heti pelattava vihje kaksi kertaa "
        "peräkkäin; näiden vihjeiden kyvyt eivät toimi. Ratkaisu: jos rivi on tyhjä (eikä pakassa "
        "tai poistopinossakaan ole vihjeitä), rangaistus raukeaa.",
    ),
    "deductio.talk": (
        "Puhuminen",
        "Luvustasi saa sanoa mitä tahansa, mutta arvauksiin vastataan aina totuudenmukaisesti (täällä vastaa ohjelma).",
    ),
}

RU = {
    "deductio.setup": (
        "Подготовка",
        "Каждый игрок берёт карту секретного числа (1–20) и смотрит её. Ещё три секретных "
        "числа открываются в центре. 35 карт подсказок перемешиваются, 3 открываются как ряд подсказок; "
        "затем карты «Открой секретное число» (7, при четырёх игроках 5) замешиваются в колоду подсказок.",
    ),
    "deductio.goal": (
        "Цель",
        "Верно угадать секретные числа других игроков: 3 раза при двух игроках, 2 раза при трёх "
        "или четырёх. Достигший цели сразу побеждает. Решение: если угаданному игроку нечего взять, "
        "потому что колода секретных чисел пуста, игра сразу заканчивается; побеждают игроки с "
        "наибольшим числом трофеев (при равенстве — все они).",
    ),
    "deductio.turn": ("Ход", "В свой ход сделайте ровно одно: сыграйте подсказку или сделайте одну догадку."),
    "deductio.play-clue": (
        "Сыграть подсказку",
        "Выберите открытую подсказку, верную для вашего числа, и положите её "
        "перед собой вертикально. Только если ни одна не верна, заберите все и положите их "
        "горизонтально.",
    ),
    "deductio.refill": (
        "Пополнение ряда",
        "В конце каждого хода (после хода подсказкой, после верной или неверной "
        "догадки и после каждого из двух штрафных ходов) ряд пополняется до 3 из колоды подсказок. "
        "Пустая колода собирается заново из перемешанного сброса. Только если пусты и колода, и "
        "сброс, в ряду может остаться меньше карт.",
    ),
    "deductio.reveal": (
        "Открой секретное число",
        "Вытянутая карта «Открой секретное число» уходит в коробку, верхнее "
        "секретное число открывается рядом с другими, и тянется следующая карта. Горизонтальные "
        "подсказки «на 1 больше или меньше открытого числа» сбрасываются; вертикальные остаются. "
        "Решение: если колода секретных чисел пуста, ничего не открывается; карта всё равно уходит в "
        "коробку, тянется следующая, а горизонтальные подсказки остаются.",
    ),
    "deductio.ability": (
        "Способности",
        "Способность подсказки действует, только если вы кладёте её вертикально обычным "
        "ходом. Её применяют сразу после того, как карта положена, до пополнения ряда. Глаз: "
        "посмотрите 1 или 2 верхние карты секретных чисел и положите их под низ в том же порядке. "
        "Лупа: сразу назовите догадку; неверная ничего не стоит. Способности необязательны. Решение: "
        "если в колоде секретных чисел одна карта, взгляд на 2 карты показывает эту одну; если ни "
        "одной, смотреть нечего, и вы пропускаете.",
    ),
    "deductio.guess": (
        "Догадка",
        "Вместо подсказки назовите другого игрока и число. Ответ всегда честный; неверная "
        "догадка больше ничего не открывает.",
    ),
    "deductio.correct-guess": (
        "Верная догадка",
        "Угадавший оставляет это секретное число открытым как трофей. "
        "Угаданный игрок сбрасывает все свои подсказки и берёт новое секретное число.",
    ),
    "deductio.penalty": (
        "Штраф",
        "После неверной (не бесплатной) догадки вы должны сразу дважды подряд сыграть "
        "подсказку; способности этих подсказок не действуют. Решение: если ряд пуст (и в колоде, и в "
        "сбросе подсказок тоже нет), штраф отменяется.",
    ),
    "deductio.talk": (
        "Разговоры",
        "О своём числе можно говорить что угодно, но на догадки всегда отвечают честно (здесь отвечает программа).",
    ),
}

CATALOG = RuleCatalog("deductio", {"en": EN, "lv": LV, "fi": FI, "ru": RU})
