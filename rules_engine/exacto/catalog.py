"""Exacto's rule texts, keyed by rule id, in English, Latvian, Finnish and Russian (a further
language is one more mapping). The Russian follows the seed's vocabulary (маг, чаша, кубик,
«ЛЖЕЦ», EXACTO, единицы-джокеры); LIAR is «MELIS» in Latvian and VALEHTELIJA in Finnish, as
in the game's messages."""

from ..core import RuleCatalog

EN = {
    "exacto.roll": (
        "Roll",
        "Every round starts with every mage who still has dice rolling all of them under "
        "their cup. You see only your own dice.",
    ),
    "exacto.opening-bid": (
        "The opening bid",
        'The starting mage must bid a quantity and a face from 2 to 6: "under all cups there '
        'are at least this many dice showing this face". Nobody may call before the first bid, '
        "and no bid may be for more dice than are on the table.",
    ),
    "exacto.wild-ones": (
        "Ones are wild",
        "When the dice are counted, every 1 counts toward the face that was bid. Ones "
        "themselves cannot be bid (variant: Perudo's rule lets you bid ones — switching to ones "
        "needs at least half the quantity, rounded up; switching back needs double plus one).",
    ),
    "exacto.raise": (
        "Raise, LIAR or EXACTO",
        "On your turn you raise, call LIAR or call EXACTO. A raise is the same quantity of a "
        "higher face (five 2s -> five 3s) or a higher quantity of the same or a higher face "
        "(five 2s -> six 2s or six 4s). Variant perudo: any higher quantity, of any face. "
        "Mages who are out are skipped.",
    ),
    "exacto.liar": (
        "LIAR",
        "Calling LIAR ends the round. All cups are lifted and the dice showing the bid face "
        "plus all ones are counted. If there are at least as many as bid, the caller loses a "
        "die; otherwise the bidder loses a die.",
    ),
    "exacto.exacto": (
        "EXACTO",
        "Calling EXACTO ends the round the same way. If the count equals the bid exactly, the "
        "caller gains a die and the bidder loses one; otherwise the caller loses a die. Nobody "
        "holds more than 5 dice: a caller who already has 5 gains nothing.",
    ),
    "exacto.elimination": ("Out of the game", "A mage with no dice left is out of the game."),
    "exacto.next-round": (
        "Who starts next",
        "The mage who lost a die starts the next round; if that mage is out, the next mage in "
        "seat order who still has dice starts.",
    ),
    "exacto.winner": ("The winner", "The game ends when only one mage has dice left: that mage wins."),
}

LV = {
    "exacto.roll": (
        "Metiens",
        "Katra kārta sākas ar to, ka katrs burvis, kuram vēl ir kauliņi, zem sava kausa met visus savus "
        "kauliņus. Jūs redzat tikai savus kauliņus.",
    ),
    "exacto.opening-bid": (
        "Pirmais solījums",
        "Burvim, kurš sāk, jāsola daudzums un skaldne no 2 līdz 6: „zem visiem kausiem ir vismaz tik daudz "
        "kauliņu ar šo skaldni“. Pirms pirmā solījuma neviens nedrīkst saukt „MELIS“ vai EXACTO, un neviens "
        "solījums nedrīkst būt par vairāk kauliņiem, nekā ir uz galda.",
    ),
    "exacto.wild-ones": (
        "Vieninieki ir džokeri",
        "Skaitot kauliņus, katrs vieninieks skaitās kā solītā skaldne. Uz pašiem vieniniekiem solīt nedrīkst "
        "(variants: pēc Perudo noteikuma uz vieniniekiem solīt drīkst — pārejot uz vieniniekiem, vajag vismaz "
        "pusi no daudzuma, noapaļojot uz augšu; pārejot atpakaļ, vajag divreiz vairāk plus vienu).",
    ),
    "exacto.raise": (
        "Pārsolīt, „MELIS“ vai EXACTO",
        "Savā gājienā jūs pārsolāt, saucat „MELIS“ vai saucat EXACTO. Pārsolījums ir tikpat daudz kauliņu ar "
        "augstāku skaldni (pieci divnieki → pieci trijnieki) vai vairāk kauliņu ar to pašu vai augstāku skaldni "
        "(pieci divnieki → seši divnieki vai seši četrinieki). Variants Perudo: jebkurš lielāks daudzums, "
        "jebkurai skaldnei. Burvjus, kuri izstājušies, izlaiž.",
    ),
    "exacto.liar": (
        "„MELIS“",
        "Sauciens „MELIS“ beidz kārtu. Visus kausus paceļ un saskaita kauliņus ar solīto skaldni un visus "
        "vieniniekus. Ja to ir vismaz tik, cik solīts, kauliņu zaudē saucējs; citādi kauliņu zaudē solītājs.",
    ),
    "exacto.exacto": (
        "„EXACTO“",
        "Sauciens EXACTO tāpat beidz kārtu. Ja skaits precīzi sakrīt ar solījumu, saucējs iegūst kauliņu, bet "
        "solītājs vienu zaudē; citādi kauliņu zaudē saucējs. Nevienam nav vairāk par 5 kauliņiem: saucējs, "
        "kuram jau ir 5, neiegūst neko.",
    ),
    "exacto.elimination": ("Ārā no spēles", "Burvis, kuram nav palicis neviena kauliņa, izstājas no spēles."),
    "exacto.next-round": (
        "Kas sāk nākamo kārtu",
        "Nākamo kārtu sāk burvis, kurš zaudēja kauliņu; ja viņš ir izstājies, sāk nākamais burvis pēc "
        "sēdvietu kārtības, kuram vēl ir kauliņi.",
    ),
    "exacto.winner": ("Uzvarētājs", "Spēle beidzas, kad kauliņi palikuši tikai vienam burvim: viņš uzvar."),
}

FI = {
    "exacto.roll": (
        "Heitto",
        "Jokainen kierros alkaa sillä, että jokainen velho, jolla on vielä noppia, heittää ne kaikki kuppinsa "
        "alla. Näet vain omat noppasi.",
    ),
    "exacto.opening-bid": (
        "Avaustarjous",
        "Aloittavan velhon on tarjottava määrä ja silmäluku 2–6: ”kaikkien kuppien alla on vähintään näin monta "
        "noppaa, joissa on tämä silmäluku”. Kukaan ei saa huutaa VALEHTELIJA tai EXACTO ennen ensimmäistä "
        "tarjousta, eikä mikään tarjous saa koskea useampaa noppaa kuin pöydällä on.",
    ),
    "exacto.wild-ones": (
        "Ykköset ovat jokereita",
        "Kun nopat lasketaan, jokainen ykkönen lasketaan tarjotuksi silmäluvuksi. Ykkösiä itseään ei voi "
        "tarjota (muunnelma: Perudon sääntö sallii ykkösten tarjoamisen — ykkösiin siirtyminen vaatii vähintään "
        "puolet määrästä ylöspäin pyöristettynä; takaisin siirtyminen vaatii kaksinkertaisen määrän plus yksi).",
    ),
    "exacto.raise": (
        "Korota, VALEHTELIJA tai EXACTO",
        "Vuorollasi korotat, huudat VALEHTELIJA tai huudat EXACTO. Korotus on sama määrä suurempaa silmälukua "
        "(viisi kakkosta → viisi kolmosta) tai suurempi määrä samaa tai suurempaa silmälukua (viisi kakkosta → "
        "kuusi kakkosta tai kuusi nelosta). Muunnelma Perudo: mikä tahansa suurempi määrä mitä tahansa "
        "silmälukua. Pelistä pudonneet velhot ohitetaan.",
    ),
    "exacto.liar": (
        "VALEHTELIJA",
        "VALEHTELIJA-huuto päättää kierroksen. Kaikki kupit nostetaan, ja lasketaan nopat, joissa on tarjottu "
        "silmäluku, sekä kaikki ykköset. Jos niitä on vähintään tarjottu määrä, huutaja menettää nopan; muuten "
        "tarjoaja menettää nopan.",
    ),
    "exacto.exacto": (
        "EXACTO-huuto",
        "EXACTO-huuto päättää kierroksen samalla tavalla. Jos määrä on täsmälleen tarjottu, huutaja saa nopan "
        "ja tarjoaja menettää yhden; muuten huutaja menettää nopan. Kenelläkään ei ole yli 5 noppaa: huutaja, "
        "jolla on jo 5, ei saa mitään.",
    ),
    "exacto.elimination": ("Pois pelistä", "Velho, jolla ei ole noppia jäljellä, putoaa pelistä."),
    "exacto.next-round": (
        "Kuka aloittaa seuraavaksi",
        "Seuraavan kierroksen aloittaa velho, joka menetti nopan; jos hän on pudonnut, aloittaa "
        "istumajärjestyksessä seuraava velho, jolla on vielä noppia.",
    ),
    "exacto.winner": ("Voittaja", "Peli päättyy, kun vain yhdellä velholla on noppia jäljellä: hän voittaa."),
}

RU = {
    "exacto.roll": (
        "Бросок",
        "Каждый раунд начинается так: каждый маг, у которого ещё есть кубики, встряхивает их все под своей "
        "чашей. Вы видите только свои кубики.",
    ),
    "exacto.opening-bid": (
        "Первая ставка",
        "Начинающий маг должен назвать количество и грань от 2 до 6: «под всеми чашами не меньше стольких "
        "кубиков с этой гранью». До первой ставки никто не может объявить «ЛЖЕЦ» или EXACTO, и ни одна ставка "
        "не может быть больше числа кубиков на столе.",
    ),
    "exacto.wild-ones": (
        "Единицы — джокеры",
        "При подсчёте кубиков каждая единица засчитывается за грань из ставки. На сами единицы ставить нельзя "
        "(вариант: по правилу Перудо на единицы ставить можно — при переходе на единицы нужно не меньше "
        "половины количества, с округлением вверх; при переходе обратно — вдвое больше плюс один).",
    ),
    "exacto.raise": (
        "Повышение, «ЛЖЕЦ» или EXACTO",
        "В свой ход вы повышаете ставку, объявляете «ЛЖЕЦ» или объявляете EXACTO. Повышение — это то же "
        "количество большей грани (пять двоек → пять троек) или большее количество той же или большей грани "
        "(пять двоек → шесть двоек или шесть четвёрок). Вариант Perudo: любое большее количество любой грани. "
        "Выбывших магов пропускают.",
    ),
    "exacto.liar": (
        "«ЛЖЕЦ»",
        "Объявление «ЛЖЕЦ» заканчивает раунд. Все чаши поднимают и считают кубики с гранью из ставки плюс все "
        "единицы. Если их не меньше, чем в ставке, кубик теряет объявивший; иначе кубик теряет тот, кто сделал "
        "ставку.",
    ),
    "exacto.exacto": (
        "«EXACTO»",
        "Объявление EXACTO так же заканчивает раунд. Если кубиков ровно столько, сколько в ставке, объявивший "
        "получает кубик, а сделавший ставку теряет один; иначе кубик теряет объявивший. Больше 5 кубиков не "
        "бывает ни у кого: объявивший, у которого уже 5, ничего не получает.",
    ),
    "exacto.elimination": ("Выбывание", "Маг, у которого не осталось кубиков, выбывает из игры."),
    "exacto.next-round": (
        "Кто начинает следующий раунд",
        "Следующий раунд начинает маг, потерявший кубик; если он выбыл, начинает следующий по порядку мест "
        "маг, у которого ещё есть кубики.",
    ),
    "exacto.winner": ("Победитель", "Игра заканчивается, когда кубики остаются только у одного мага: он побеждает."),
}

CATALOG = RuleCatalog("exacto", {"en": EN, "lv": LV, "fi": FI, "ru": RU})

#: English game words and raw option ids that must not reach a page in another language
#: (tests/i18n/test_no_english_words.py): LIAR is «ЛЖЕЦ» (the Russian seed), „MELIS“ and
#: VALEHTELIJA; the variant ids are named in words there (Perudo, „solīt uz vieniniekiem“).
#: EXACTO is the seed's own word in every language, so it is not listed.
FOREIGN_WORDS = {"LIAR": ("lv", "fi", "ru"), "bid_ones": ("lv", "fi", "ru"), "perudo": ("lv", "fi", "ru")}
