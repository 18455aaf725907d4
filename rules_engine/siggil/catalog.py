"""Siggil's rule texts, keyed by rule id (docs/rules/siggil.md), in English, Latvian (the seed's own
words), Finnish and Russian (a further language is one more mapping).
The learner is addressed as ``i18n.LEARNER_ADDRESS`` says (Latvian: jūs).
"""

from ..core import RuleCatalog

EN = {
    "siggil.sigil": (
        "The sigil",
        "All 56 cards are dealt into a layout: a set of positions, each listing the positions that lie on top of it "
        "and whether it is dealt face down or face up.",
    ),
    "siggil.available": (
        "Available cards",
        "A card is available when no card lies on top of it. An available face-down card is turned face up at once.",
    ),
    "siggil.spirit-frees": (
        "A spirit is freed",
        "When a spirit card becomes available it leaves the sigil and is placed face up beside it as a free spirit; "
        "that may uncover more cards, and so on.",
    ),
    "siggil.setup": (
        "Setup",
        "Shuffle all 56 cards, spirits included, and deal the chosen layout. Free spirits appear beside the sigil as "
        "soon as they are available.",
    ),
    "siggil.take": (
        "Take a card",
        "On your turn you must take one available card from the sigil into your hand. Hands are secret.",
    ),
    "siggil.capture": (
        "One capture",
        "After taking you may make one capture, at most one per turn: capture a free spirit, steal a spirit, or "
        "recapture one.",
    ),
    "siggil.capture-free": (
        "Capture a free spirit",
        "Lay down from your hand exactly 3 cards (exactly 2 with 4 players) that all share the spirit's family or "
        "all share its number. The set lies face up in front of you with the spirit on top.",
    ),
    "siggil.steal": (
        "Steal a spirit",
        "Lay down a new set matching a spirit another player holds (family or number) with exactly one card more "
        "than the set it lies on. The spirit moves onto your set; their cards stay in front of them.",
    ),
    "siggil.recapture": (
        "Recapture a spirit",
        "Extend a set in front of you that has no spirit and matches the spirit the same way, with cards from your "
        "hand, so that it has exactly one card more than the holder's set; move the spirit onto it.",
    ),
    "siggil.win": (
        "Winning at once",
        "A player who holds 5 spirits (2 players), 4 (3 players) or 3 (4 players) wins at once.",
    ),
    "siggil.last-card": (
        "The last card",
        "The game also ends at the end of the turn in which the last sigil card is taken: the most spirits win; a "
        "tie goes to the tied player with the fewest cards in hand; a further tie is shared.",
    ),
    "siggil.solo": (
        "Solo",
        "One player plays against the sigil: discard, take, then perhaps capture, in easy or advanced difficulty.",
    ),
    "siggil.solo-setup": (
        "Solo setup",
        "Shuffle the 7 spirits and the 49 other cards separately. Build one pile: 7 other cards, then a random "
        "spirit, seven times. Deal the layout from that pile in the layout's dealing order.",
    ),
    "siggil.solo-turn": (
        "Solo turn",
        "Discard one available card (face up when easy, face down when advanced), then take one available card, "
        "then you may capture a free spirit with exactly 3 cards (easy) or 4 (advanced). If the discard leaves "
        "nothing to take, the take is skipped.",
    ),
    "siggil.solo-limit": (
        "Three free spirits",
        "At most 3 free spirits wait beside the sigil. When a fourth is freed it stays and takes the place of one "
        "of the three already waiting: you choose which of those three goes to the discard pile, and it can no "
        "longer be captured. Spirits freed by the same move arrive one at a time, each replacing one of the three "
        "waiting when it arrives.",
    ),
    "siggil.solo-win": (
        "Solo win and loss",
        "Easy: capture all 7 spirits. Advanced: capture 6. Checked at the end of each turn; the game is lost when "
        "the win is out of reach. A turn begins with a discard, so the game ends at the end of the turn in which "
        "the sigil becomes empty.",
    ),
}

LV = {
    "siggil.sigil": (
        "Sigils",
        "Visas 56 kārtis izklāj saskaņā ar shēmu: katrai vietai ir zināms, kuras kārtis atrodas virs tās un vai tā "
        "izlikta ar seju uz leju vai uz augšu.",
    ),
    "siggil.available": (
        "Pieejamas kārtis",
        "Kārts ir pieejama, ja virs tās nav citas kārts. Pieejamu kārti, kas bija ar seju uz leju, uzreiz pagriež.",
    ),
    "siggil.spirit-frees": (
        "Gars atbrīvojas",
        "Ja pieejama kļūst gara kārts, to novieto blakus sigilam ar seju uz augšu kā brīvu garu; tas var atsegt "
        "vēl citas kārtis, un tā tālāk.",
    ),
    "siggil.setup": (
        "Spēles sagatavošana",
        "Rūpīgi izsijājiet visas 56 kārtis, ieskaitot garu kārtis, un izklājiet izvēlēto shēmu. Brīvie gari "
        "parādās blakus sigilam, tiklīdz kļūst pieejami.",
    ),
    "siggil.take": (
        "Kārts ņemšana",
        "Savā gājienā jāņem viena pieejama kārts no sigila rokā. Kārtis rokā tiek turētas noslēpumā.",
    ),
    "siggil.capture": (
        "Viena sagūstīšana",
        "Pēc kārts ņemšanas var veikt vienu sagūstīšanu, ne vairāk kā reizi gājienā: sagūstīt brīvu garu, "
        "sagūstīt cita spēlētāja garu vai atkārtoti sagūstīt garu.",
    ),
    "siggil.capture-free": (
        "Sagūstīt brīvu garu",
        "Izspēlējiet no rokas komplektu no tieši 3 kārtīm (četratā — no 2), kas visas pieder gara dzimtai vai visām ir "
        "gara skaitlis. Komplekts guļ jūsu priekšā ar seju uz augšu, gars virs tā.",
    ),
    "siggil.steal": (
        "Sagūstīt cita spēlētāja garu",
        "Izspēlējiet jaunu garam atbilstošas dzimtas vai skaitļa komplektu ar tieši par vienu kārti vairāk nekā "
        "komplektā, uz kura gars guļ. Gars pāriet uz jūsu komplektu; cita spēlētāja kārtis paliek viņa priekšā.",
    ),
    "siggil.recapture": (
        "Atkārtoti sagūstīt garu",
        "Papildini savu komplektu bez gara, kas garam atbilst tādā pašā veidā, ar kārtīm no rokas, lai tajā būtu "
        "tieši par vienu kārti vairāk nekā gara turētāja komplektā, un pārliec garu uz to.",
    ),
    "siggil.win": (
        "Tūlītēja uzvara",
        "Spēlētājs, kuram ir 5 gari (divu spēlētāju spēlē), 4 (trīs spēlētāju spēlē) vai 3 (četratā), uzvar uzreiz.",
    ),
    "siggil.last-card": (
        "Pēdējā kārts",
        "Spēle beidzas arī gājiena beigās, kurā paņemta pēdējā sigila kārts: uzvar tas, kuram ir vairāk garu; "
        "neizšķirta gadījumā — tas no viņiem, kuram rokā vismazāk kāršu; ja arī tad neizšķirts, uzvara ir kopīga.",
    ),
    "siggil.solo": (
        "Viens spēlētājs",
        "Viens spēlētājs spēlē pret sigilu: nomet, paņem un, ja var, sagūsta — vieglajā vai uzlabotajā versijā.",
    ),
    "siggil.solo-setup": (
        "Sagatavošana vienam",
        "Izsijājiet atsevišķi 7 garu kārtis un pārējās 49 kārtis. Izveidojiet vienotu kaudzi, ievietojot nejaušu "
        "gara kārti ik pēc 7 kārtīm, un no tās izklājiet izvēlēto shēmu tās izlikšanas secībā.",
    ),
    "siggil.solo-turn": (
        "Gājiens vienam",
        "Vispirms novietojiet vienu pieejamu sigila kārti atkritumu kaudzē (vieglajā versijā ar seju uz augšu, "
        "uzlabotajā — uz leju), tad paņemiet vienu pieejamu kārti rokā, tad varat sagūstīt brīvu garu ar tieši 3 "
        "(vieglā) vai 4 (uzlabotā) kārtīm. Ja pēc nomešanas nav ko paņemt, ņemšanu izlaiž.",
    ),
    "siggil.solo-limit": (
        "Trīs brīvi gari",
        "Blakus sigilam var atrasties tikai 3 gari. Ja izbēg ceturtais, tas paliek un aizvieto vienu no trim "
        "pieejamajiem: jūs izvēlaties, kurš no šiem trim tiek nosūtīts uz atkritumu kaudzi un vairs nevar tikt "
        "sagūstīts. Ja viens gājiens atbrīvo vairākus garus, tie ierodas pa vienam, un katrs aizvieto vienu no "
        "trim, kas gaidīja tā ierašanās brīdī.",
    ),
    "siggil.solo-win": (
        "Uzvara un zaudējums vienam",
        "Vieglajā versijā jāsagūsta visi 7 gari, uzlabotajā — 6. Pārbauda katra gājiena beigās; spēle ir zaudēta, "
        "ja uzvara vairs nav sasniedzama. Gājiens sākas ar kārts novietošanu atkritumu kaudzē, tāpēc spēle "
        "beidzas tā gājiena beigās, kurā sigils kļūst tukšs.",
    ),
}

FI = {
    "siggil.sigil": (
        "Sinetti",
        "Kaikki 56 korttia jaetaan asetelmaan: jokaiselle paikalle on määrätty, mitkä "
        "paikat ovat sen päällä ja jaetaanko se kuvapuoli alas vai ylös.",
    ),
    "siggil.available": (
        "Vapaat kortit",
        "Kortti on vapaa, kun mikään kortti ei ole sen päällä. Vapaa kuvapuoli alaspäin oleva kortti käännetään heti.",
    ),
    "siggil.spirit-frees": (
        "Henki vapautuu",
        "Kun henkikortti vapautuu, se lähtee sinetistä ja asetetaan "
        "kuvapuoli ylöspäin sen viereen vapaaksi hengeksi; se voi paljastaa lisää kortteja ja "
        "niin edelleen.",
    ),
    "siggil.setup": (
        "Valmistelu",
        "Sekoita kaikki 56 korttia henget mukaan lukien ja jaa valittu asetelma. Vapaat "
        "henget ilmestyvät sinetin viereen heti vapauduttuaan.",
    ),
    "siggil.take": (
        "Kortin ottaminen",
        "Vuorollasi sinun on otettava yksi vapaa kortti sinetistä käteesi. Kädet ovat salaisia.",
    ),
    "siggil.capture": (
        "Yksi vangitseminen",
        "Otettuasi kortin voit vangita kerran, enintään kerran vuorossa: vapaan "
        "hengen, toisen pelaajan hengen tai hengen takaisin.",
    ),
    "siggil.capture-free": (
        "Vapaan hengen vangitseminen",
        "Aseta kädestäsi eteesi tasan 3 korttia (neljällä pelaajalla "
        "tasan 2), jotka ovat kaikki hengen suvusta tai joilla kaikilla on hengen luku. Sarja on "
        "edessäsi kuvapuoli ylöspäin ja henki sen päällä.",
    ),
    "siggil.steal": (
        "Hengen varastaminen",
        "Aseta eteesi uusi hengen sukuun tai lukuun sopiva sarja, jossa on tasan yksi "
        "kortti enemmän kuin sarjassa, jonka päällä henki on. Henki siirtyy sarjasi päälle; toisen "
        "pelaajan kortit jäävät hänen eteensä.",
    ),
    "siggil.recapture": (
        "Hengen vangitseminen takaisin",
        "Täydennä edessäsi olevaa hengetöntä sarjaa, joka sopii "
        "henkeen samalla tavalla, kädestäsi niin, että siinä on tasan yksi kortti enemmän kuin "
        "haltijan sarjassa, ja siirrä henki sen päälle.",
    ),
    "siggil.win": (
        "Välitön voitto",
        "Pelaaja, jolla on 5 henkeä (2 pelaajaa), 4 (3 pelaajaa) tai 3 (4 pelaajaa), voittaa heti.",
    ),
    "siggil.last-card": (
        "Viimeinen kortti",
        "Peli päättyy myös sen vuoron lopussa, jolla sinetin viimeinen kortti "
        "otetaan: eniten henkiä voittaa; tasatilanteessa tasaväkisistä se, jolla on vähiten kortteja "
        "kädessä; jos sekin on tasan, voitto jaetaan.",
    ),
    "siggil.solo": (
        "Yksinpeli",
        "Yksi pelaaja pelaa sinettiä vastaan: poista, ota ja ehkä vangitse, helpolla tai edistyneellä vaikeustasolla.",
    ),
    "siggil.solo-setup": (
        "Yksinpelin valmistelu",
        "Sekoita 7 henkeä ja 49 muuta korttia erikseen. Kokoa yksi pino: "
        "7 muuta korttia ja sitten satunnainen henki, seitsemän kertaa. Jaa asetelma pinosta sen "
        "jakojärjestyksessä.",
    ),
    "siggil.solo-turn": (
        "Yksinpelin vuoro",
        "Poista yksi vapaa kortti (helpolla kuvapuoli ylöspäin, edistyneellä "
        "alaspäin), ota sitten yksi vapaa kortti ja voit vangita vapaan hengen tasan 3 (helppo) tai "
        "4 (edistynyt) kortilla. Jos poiston jälkeen otettavaa ei ole, ottaminen jää väliin.",
    ),
    "siggil.solo-limit": (
        "Kolme vapaata henkeä",
        "Sinetin vieressä voi odottaa enintään 3 henkeä. Kun neljäs "
        "vapautuu, se jää ja korvaa yhden kolmesta odottavasta: valitset, mikä niistä kolmesta "
        "menee poistopinoon; sitä ei voi enää vangita. Saman siirron vapauttamat henget saapuvat "
        "yksi kerrallaan, ja kukin korvaa yhden niistä kolmesta, jotka odottivat sen saapuessa.",
    ),
    "siggil.solo-win": (
        "Yksinpelin voitto ja tappio",
        "Helppo: vangitse kaikki 7 henkeä. Edistynyt: vangitse 6. "
        "Tarkistetaan jokaisen vuoron lopussa; peli hävitään, kun voitto ei ole enää mahdollinen. "
        "Vuoro alkaa poistolla, joten peli päättyy sen vuoron lopussa, jonka aikana sinetti "
        "tyhjenee.",
    ),
}

RU = {
    "siggil.sigil": (
        "Сигил",
        "Все 56 карт раскладываются по схеме: для каждого места известно, какие места лежат "
        "поверх него и сдаётся ли оно рубашкой вверх или лицом вверх.",
    ),
    "siggil.available": (
        "Доступные карты",
        "Карта доступна, если поверх неё нет других карт. Доступная карта, "
        "лежащая рубашкой вверх, сразу переворачивается.",
    ),
    "siggil.spirit-frees": (
        "Дух освобождается",
        "Когда карта духа становится доступной, она покидает сигил и "
        "кладётся рядом лицом вверх как свободный дух; это может открыть другие карты, и так "
        "далее.",
    ),
    "siggil.setup": (
        "Подготовка",
        "Перемешайте все 56 карт вместе с духами и разложите выбранную схему. Свободные "
        "духи появляются рядом с сигилом, как только становятся доступными.",
    ),
    "siggil.take": (
        "Взять карту",
        "В свой ход вы обязаны взять в руку одну доступную карту из сигила. Карты в руке держат в тайне.",
    ),
    "siggil.capture": (
        "Одна поимка",
        "Взяв карту, вы можете сделать одну поимку, не больше одной за ход: поймать "
        "свободного духа, отнять духа или поймать его снова.",
    ),
    "siggil.capture-free": (
        "Поймать свободного духа",
        "Выложите из руки ровно 3 карты (вчетвером — ровно 2) одного "
        "рода с духом или все с числом духа. Набор лежит перед вами лицом вверх, дух сверху.",
    ),
    "siggil.steal": (
        "Отнять духа",
        "Выложите новый набор по роду или числу духа, которого держит другой игрок, "
        "ровно на одну карту больше набора, на котором он лежит. Дух переходит на ваш набор; карты "
        "другого игрока остаются перед ним.",
    ),
    "siggil.recapture": (
        "Поймать духа снова",
        "Дополните картами из руки свой набор без духа, подходящий духу тем "
        "же способом, чтобы в нём было ровно на одну карту больше, чем в наборе держателя, и "
        "переложите духа на него.",
    ),
    "siggil.win": (
        "Победа сразу",
        "Игрок, у которого 5 духов (двое игроков), 4 (трое) или 3 (четверо), сразу побеждает.",
    ),
    "siggil.last-card": (
        "Последняя карта",
        "Игра кончается и в конце хода, в котором взята последняя карта сигила: "
        "побеждает тот, у кого больше духов; при равенстве — тот из них, у кого меньше карт в руке; "
        "при новом равенстве победа общая.",
    ),
    "siggil.solo": (
        "Один игрок",
        "Один игрок играет против сигила: сброс, взятие и, может быть, поимка — на лёгком или сложном уровне.",
    ),
    "siggil.solo-setup": (
        "Подготовка для одного",
        "Перемешайте отдельно 7 духов и 49 остальных карт. Сложите одну "
        "стопку: 7 карт, затем случайный дух, семь раз. Разложите схему из этой стопки в её порядке "
        "раздачи.",
    ),
    "siggil.solo-turn": (
        "Ход одного игрока",
        "Сбросьте одну доступную карту (на лёгком уровне лицом вверх, на "
        "сложном рубашкой вверх), затем возьмите одну доступную карту, затем можете поймать "
        "свободного духа ровно 3 (лёгкий) или 4 (сложный) картами. Если после сброса брать нечего, "
        "взятие пропускается.",
    ),
    "siggil.solo-limit": (
        "Три свободных духа",
        "Рядом с сигилом ждут не больше 3 духов. Когда освобождается "
        "четвёртый, он остаётся и заменяет одного из трёх ждущих: вы выбираете, кто из этих трёх "
        "уходит в сброс и больше не может быть пойман. Духи, освобождённые одним ходом, приходят по "
        "одному, и каждый заменяет одного из трёх, ждавших в момент его прихода.",
    ),
    "siggil.solo-win": (
        "Победа и поражение одного",
        "Лёгкий уровень: поймайте всех 7 духов. Сложный: поймайте 6. "
        "Проверяется в конце каждого хода; игра проиграна, когда победа недостижима. Ход "
        "начинается со сброса карты, поэтому игра кончается в конце хода, в котором сигил "
        "опустел.",
    ),
}

CATALOG = RuleCatalog("siggil", {"en": EN, "lv": LV, "fi": FI, "ru": RU})
