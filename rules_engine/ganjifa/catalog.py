"""Dashavatara Ganjifa's rule texts, keyed by rule id, in English, Latvian, Finnish and Russian
(more languages are more mappings). The Finnish follows the seed's own rules page (valtti,
johdettu maa, avaustikki, vangita, Dukal-sarja, päivä / yö, heittää pois)."""

from ..core import RuleCatalog

EN = {
    "ganjifa.objective": (
        "Objective",
        "Three independent players compete for captured cards. Every captured card scores one "
        "point; numbers and courts give nothing extra. The 120 points are all shared out.",
    ),
    "ganjifa.deal": (
        "The deal",
        "All 120 cards — ten avatar suits of 1 to 10, Mantri (minister) and Raja (king) — are "
        "dealt in packets of four, counter-clockwise: 40 cards to each player.",
    ),
    "ganjifa.day-night": (
        "Day or night",
        "Before the deal, day or night is chosen and stays fixed for the deal. By day Rama is "
        "the trump suit; by night Krishna is.",
    ),
    "ganjifa.opening-lead": (
        "The opening lead",
        "Whoever holds the Raja of the trump suit leads it, alone, to the first trick. No Dukal may open the deal.",
    ),
    "ganjifa.rank": (
        "Two rank orders",
        "In the first five suits (Matsya, Kurma, Varaha, Narasimha, Vamana) the order is Raja > "
        "Mantri > 1 > 2 > ... > 10. In the last five (Parashurama, Rama, Krishna, Buddha, Kalki) "
        "it is Raja > Mantri > 10 > 9 > ... > 1.",
    ),
    "ganjifa.follow": (
        "Follow suit",
        "Each player plays one card to a trick, in turn, counter-clockwise. If you hold a card "
        "of the suit that was led, you must play one.",
    ),
    "ganjifa.void": (
        "When you can't follow",
        "With no card of the led suit you must play a trump, or a card of the first suit after "
        "the led suit in avatar order that you hold (the order wraps from Kalki to Matsya).",
    ),
    "ganjifa.trick-winner": (
        "Who wins the trick",
        "The highest trump played wins the trick; if no trump was played, the highest card of "
        "the led suit wins. Cards of other suits never win.",
    ),
    "ganjifa.capture": ("Capture", "The trick's winner captures its cards and leads the next trick."),
    "ganjifa.dukal": (
        "Dukal",
        "When leading (never to the first trick) you may lead a Dukal instead: the Raja, the "
        "Mantri and at least three numbers in an unbroken run, all of one suit. It wins at once: "
        "each opponent discards as many cards as the Dukal has, any cards they like, and the "
        "leader captures them all with the Dukal and leads again. A Dukal may not be larger than "
        "any player's remaining hand.",
    ),
    "ganjifa.end": (
        "The end",
        "When all hands are played out, each player scores the cards they captured (120 in "
        "all). The highest score wins; players tied for highest share the win.",
    ),
}

LV = {
    "ganjifa.objective": (
        "Mērķis",
        "Trīs neatkarīgi spēlētāji sacenšas par paņemtajām kārtīm. Katra paņemtā kārts dod vienu punktu; "
        "skaitļu kārtis un galma kārtis (Mantri, Radža) papildus neko nedod. Visi 120 punkti tiek sadalīti.",
    ),
    "ganjifa.deal": (
        "Izdalīšana",
        "Visas 120 kārtis — desmit avatāru mastis, katrā kārtis no 1 līdz 10, Mantri (ministrs) un Radža "
        "(karalis) — izdala pa četrām, pretēji pulksteņrādītāja virzienam: katram spēlētājam 40 kārtis.",
    ),
    "ganjifa.day-night": (
        "Diena vai nakts",
        "Pirms izdalīšanas izvēlas dienu vai nakti, un izvēle nemainās visu partiju. Dienā trumpju masts ir "
        "Rama, naktī — Krišna.",
    ),
    "ganjifa.opening-lead": (
        "Pirmā iziešana",
        "Spēlētājs, kuram ir trumpju masts Radža, iziet ar to pirmajā stiķī — tikai ar šo vienu kārti. Ar "
        "Dukalu partiju sākt nedrīkst.",
    ),
    "ganjifa.rank": (
        "Divas kāršu kārtības",
        "Pirmajās piecās mastīs (Matsja, Kurma, Varaha, Narasimha, Vamana) kārtība ir Radža > Mantri > 1 > 2 > "
        "... > 10. Pēdējās piecās (Parašurama, Rama, Krišna, Buda, Kalki) tā ir Radža > Mantri > 10 > 9 > ... "
        "> 1.",
    ),
    "ganjifa.follow": (
        "Sekot mastij",
        "Katrs spēlētājs pēc kārtas, pretēji pulksteņrādītāja virzienam, liek stiķī vienu kārti. Ja jums ir "
        "izietās masts kārts, jums jāliek tieši tāda.",
    ),
    "ganjifa.void": (
        "Ja nevarat sekot mastij",
        "Ja jums nav izietās masts kāršu, jāliek trumpis vai kārts no pirmās masts pēc izietās masts avatāru "
        "kārtībā, kas jums ir (pēc Kalki atkal nāk Matsja).",
    ),
    "ganjifa.trick-winner": (
        "Kas paņem stiķi",
        "Stiķi paņem augstākais izspēlētais trumpis; ja trumpju nebija, stiķi paņem izietās masts augstākā "
        "kārts. Citu mastu kārtis stiķi nepaņem nekad.",
    ),
    "ganjifa.capture": ("Stiķa paņemšana", "Stiķa ieguvējs paņem tā kārtis un iziet nākamajā stiķī."),
    "ganjifa.dukal": (
        "Dukals",
        "Kad jums jāiziet (nekad ne pirmajā stiķī), jūs varat iziet ar Dukalu: Radža, Mantri un vismaz trīs "
        "skaitļi nepārtrauktā virknē, visi vienā mastī. Dukals uzvar uzreiz: katrs pretinieks nomet tik "
        "kāršu, cik ir Dukalā, jebkuras pēc savas izvēles, un izgājējs paņem tās visas kopā ar Dukalu un iziet "
        "atkal. Dukalā nedrīkst būt vairāk kāršu, nekā ir jebkura spēlētāja rokā.",
    ),
    "ganjifa.end": (
        "Beigas",
        "Kad visas kārtis izspēlētas, katrs spēlētājs saņem punktu par katru paņemto kārti (kopā 120). Uzvar "
        "tas, kuram visvairāk punktu; ja tādu ir vairāki, viņi dala uzvaru.",
    ),
}

FI = {
    "ganjifa.objective": (
        "Tavoite",
        "Kolme itsenäistä pelaajaa kilpailee vangituista korteista. Jokainen vangittu kortti tuo yhden "
        "pisteen; numerot ja kuvakortit (Mantri ja Raja) eivät tuo ylimääräisiä pisteitä. Kaikki 120 pistettä "
        "jaetaan.",
    ),
    "ganjifa.deal": (
        "Jako",
        "Kaikki 120 korttia — kymmenen avatar-maata, joissa on 1–10, Mantri (ministeri) ja Raja (kuningas) — "
        "jaetaan neljän kortin pakkauksina vastapäivään: jokaiselle pelaajalle 40 korttia.",
    ),
    "ganjifa.day-night": (
        "Päivä tai yö",
        "Ennen jakoa valitaan päivä tai yö, ja valittu jakso pysyy kiinteänä koko jaon ajan. Päivällä Rama on "
        "valtti, yöllä Krishna.",
    ),
    "ganjifa.opening-lead": (
        "Avaustikki",
        "Valttimaan Rajan haltija aloittaa avaustikin pelkästään valttirajalla. Dukal-sarja ei voi avata jakoa.",
    ),
    "ganjifa.rank": (
        "Kaksi arvojärjestystä",
        "Viidessä ensimmäisessä maassa (Matsya, Kurma, Varaha, Narasimha, Vamana) järjestys on Raja > Mantri > "
        "1 > 2 > ... > 10. Viidessä viimeisessä (Parashurama, Rama, Krishna, Buddha, Kalki) se on Raja > "
        "Mantri > 10 > 9 > ... > 1.",
    ),
    "ganjifa.follow": (
        "Maan seuraaminen",
        "Jokainen pelaaja pelaa vuorollaan yhden kortin tikkiin, vastapäivään. Jos sinulla on johdetun maan "
        "kortti, sinun on pelattava sellainen.",
    ),
    "ganjifa.void": (
        "Kun et voi seurata maata",
        "Jos sinulla ei ole johdetun maan korttia, sinun on pelattava valtti tai kortti siitä maasta, joka "
        "avatar-järjestyksessä on ensimmäisenä johdetun maan jälkeen ja jota sinulla on (järjestys kiertyy "
        "Kalkista takaisin Matsyaan).",
    ),
    "ganjifa.trick-winner": (
        "Kuka voittaa tikin",
        "Korkein pelattu valtti voittaa tikin; jos valttia ei pelattu, johdetun maan korkein kortti voittaa. "
        "Muiden maiden kortit eivät voita koskaan.",
    ),
    "ganjifa.capture": ("Vangitseminen", "Tikin voittaja vangitsee sen kortit ja aloittaa seuraavan tikin."),
    "ganjifa.dukal": (
        "Dukal-sarja",
        "Aloittaessasi (et koskaan avaustikissä) voit pelata sen sijaan Dukal-sarjan: Raja, Mantri ja "
        "vähintään kolme peräkkäistä numeroa, kaikki samaa maata. Se voittaa heti: jokainen vastustaja heittää "
        "pois yhtä monta korttia kuin sarjassa on, mitä tahansa kortteja, ja johtaja vangitsee ne kaikki "
        "Dukal-sarjan kanssa ja aloittaa uudelleen. Dukal-sarja ei saa olla suurempi kuin kenenkään jäljellä "
        "oleva käsi.",
    ),
    "ganjifa.end": (
        "Loppu",
        "Kun kaikki kädet on pelattu loppuun, jokainen pelaaja saa pisteen jokaisesta vangitsemastaan "
        "kortista (yhteensä 120). Korkein pistemäärä voittaa; tasapisteet jakavat voiton.",
    ),
}

RU = {
    "ganjifa.objective": (
        "Цель",
        "Трое игроков, каждый сам за себя, соревнуются за взятые карты. Каждая взятая карта приносит одно "
        "очко; числовые карты и фигуры (Мантри, Раджа) ничего сверх этого не дают. Разыгрываются все 120 "
        "очков.",
    ),
    "ganjifa.deal": (
        "Раздача",
        "Все 120 карт — десять мастей-аватаров, в каждой карты от 1 до 10, Мантри (министр) и Раджа (царь) — "
        "раздаются пачками по четыре против часовой стрелки: каждому игроку по 40 карт.",
    ),
    "ganjifa.day-night": (
        "День или ночь",
        "Перед раздачей выбирают день или ночь, и выбор не меняется до конца раздачи. Днём козырная масть — "
        "Рама, ночью — Кришна.",
    ),
    "ganjifa.opening-lead": (
        "Первый ход",
        "Тот, у кого Раджа козырной масти, открывает им первую взятку — только этой одной картой. Открывать "
        "раздачу Дукалом нельзя.",
    ),
    "ganjifa.rank": (
        "Два порядка старшинства",
        "В первых пяти мастях (Матсья, Курма, Вараха, Нарасимха, Вамана) порядок такой: Раджа > Мантри > 1 > "
        "2 > ... > 10. В последних пяти (Парашурама, Рама, Кришна, Будда, Калки) — Раджа > Мантри > 10 > 9 > "
        "... > 1.",
    ),
    "ganjifa.follow": (
        "Ход в масть",
        "Каждый игрок по очереди, против часовой стрелки, кладёт во взятку одну карту. Если у вас есть карта "
        "той масти, с которой начали взятку, вы обязаны сыграть её.",
    ),
    "ganjifa.void": (
        "Если нужной масти нет",
        "Если у вас нет карты масти, с которой начали взятку, вы должны сыграть козырь или карту первой масти "
        "после неё в порядке аватаров, которая у вас есть (после Калки снова идёт Матсья).",
    ),
    "ganjifa.trick-winner": (
        "Кто берёт взятку",
        "Взятку берёт старший сыгранный козырь; если козырей не было, берёт старшая карта той масти, с которой "
        "начали. Карты других мастей никогда не берут взятку.",
    ),
    "ganjifa.capture": ("Взятие", "Игрок, взявший взятку, забирает её карты и первым ходит в следующей взятке."),
    "ganjifa.dukal": (
        "Дукал",
        "Когда ваш ход первый (но не в первой взятке), вы можете вместо одной карты пойти Дукалом: Раджа, "
        "Мантри и не меньше трёх чисел подряд, все одной масти. Дукал сразу выигрывает: каждый соперник "
        "сбрасывает столько карт, сколько в Дукале, — любых, на свой выбор, — и ходивший забирает их все вместе "
        "с Дукалом и снова ходит первым. В Дукале не может быть больше карт, чем на руке у любого игрока.",
    ),
    "ganjifa.end": (
        "Конец игры",
        "Когда все карты сыграны, каждый игрок получает по очку за каждую взятую карту (всего 120). Побеждает "
        "тот, у кого больше всего очков; если таких несколько, они делят победу.",
    ),
}

CATALOG = RuleCatalog("ganjifa", {"en": EN, "lv": LV, "fi": FI, "ru": RU})

#: English spellings that must not reach a Latvian or Russian page (the titles there are
#: „Dašavatara Gandžifa“ and «Дашаватара Ганджифа»; Finnish writes the name as English does)
FOREIGN_WORDS = {"Dashavatara": ("lv", "ru"), "Ganjifa": ("lv", "ru")}
