"""The words of Siggil's lessons and quizzes in English, Latvian, Finnish and Russian.

Titles, instructions, hints, the checkers' feedback and the quizzes' questions,
explanations and hints are templates here (``rules_engine.i18n`` explains the syntax);
:mod:`rules_engine.siggil.lessons` binds them with their numbers and cards. Feedback that
tells what the table showed embeds the engine's own event sentences, rendered from
Siggil's table (:mod:`.messages`) in the same language.

The vocabulary is the game's (see :mod:`.messages`): sigils, gars, brīvs gars, dzimta,
skaitlis, komplekts, sagūstīt, pieejama kārts; sinetti, henki, vapaa henki, suku, luku,
sarja, vangita, vapaa kortti; сигил, дух, свободный дух, род, число, набор, захватить,
доступная карта. Rule ids stay as they are in every language.

Formatters besides the game's (``card``, ``cards``, ``spirit``, ``spirits``, ``numbers``):
``pct`` (a probability as a percent) and ``sentences`` (several messages, each in the
reader's language).
"""

from __future__ import annotations

from ..i18n import LESSON_FORMATTERS, Messages
from .messages import FORMATTERS as GAME_FORMATTERS

__all__ = ["LESSON_MESSAGES", "FORMATTERS"]

# the lesson formatters every game shares (a percent, sentences in the reader's language)
FORMATTERS = {**GAME_FORMATTERS, **LESSON_FORMATTERS}


# ------------------------------------------------------------------------------ English

EN = {
    "sentences": "{parts, sentences}",
    # -- feedback
    "off-script": "Legal, but not the move this lesson is about ({rule}): Try again starts it over from its position.",
    "available.right": "Right: position {position} was the last card on position {under, numbers}, so that card is "
    "available now and is turned face up at once (siggil.available).",
    "available.wrong": "Legal, but taking position {position} uncovers nothing: position {still, numbers} still lies "
    "on the cards under it. Position {best, numbers} would have turned a face-down card up "
    "(siggil.available).",
    "cascade.right": "Right: position {position} was the last card on {spirit, spirit}, so the spirit leaves the "
    "sigil as a free spirit, and its empty place uncovers the cards under it, and so on "
    "(siggil.spirit-frees).",
    "cascade.wrong": "Legal, but {spirit, spirit} at position {at} still lies under position {on, numbers}: you can "
    "see it, but it is not free yet (siggil.spirit-frees).",
    "capture.right": "Right: exactly {size} cards, all of {way, select, family {family {spirit}} other {number "
    "{spirit}}}, capture the free spirit (siggil.capture-free). One capture a turn: your turn is "
    "over (siggil.capture).",
    "capture.pass": "Passing is legal (a capture is optional, siggil.capture), but you could have captured "
    "{spirit, spirit} with {cards, cards} (siggil.capture-free).",
    "steal.right": "Right: player {holder}'s set under {spirit, spirit} has {held} cards and your new set {size}: "
    "exactly one more, so the spirit moves onto your set, and their cards stay in front of them "
    "(siggil.steal).",
    "steal.pass": "Legal, but you could have stolen {spirit, spirit} with {cards, cards}: {size} cards against "
    "{held} (siggil.steal).",
    "recapture.right": "Right: your set {set, set} now has {size} cards, exactly one more than player {holder}'s set of "
    "{held}, so {spirit, spirit} moves onto it (siggil.recapture).",
    "recapture.pass": "Legal, but you could have extended your set {set, set} with {cards, cards} to {size} cards "
    "against {held}, and taken {spirit, spirit} back (siggil.recapture).",
    "win.right": "Right: with 2 players, {goal} spirits win at once, even before the turn ends (siggil.win).",
    "win.pass": "Legal, but {spirit, spirit} was free and {cards, cards} capture it: that would have been spirit "
    "number {goal}, a win at once (siggil.win).",
    "last-card.right": "Right: the last card is gone, so the game ends with this turn. You and player 1 hold as "
    "many spirits, and the tie goes to the fewer cards in hand (siggil.last-card).",
    "last-card.pass": "Legal, but the last card is gone, so the game ends with this turn, and without a capture "
    "player 1 holds more spirits. {cards, cards} would have captured {spirit, spirit} and tied "
    "it, and the tie goes to the fewer cards in hand (siggil.last-card).",
    "solo-turn.right": "Right: {card, card} helps none of the free spirits ({free, spirits}) with the cards in your "
    "hand, so it is the one to throw away; {keep, cards} stays for your take "
    "(siggil.solo-turn).",
    "solo-turn.wrong": "Legal, but {card, card} was a card towards {spirit, spirit}, which is free and matches cards "
    "in your hand: discard a card that helps no free spirit, then take this one "
    "(siggil.solo-turn).",
    "solo-win.right": "Right: in the easy solo game 7 captured spirits win; the win is checked at the end of the "
    "turn, after its capture (siggil.solo-win).",
    "solo-win.pass": "Legal, but {cards, cards} capture {spirit, spirit}, your spirit number 7 and the win "
    "(siggil.solo-win).",
    "limit.right": "Right: cards in your hand towards {spirit, spirit}: {count}, the fewest of the three waiting. Keep the "
    "spirits you can capture soon (siggil.solo-limit).",
    "limit.wrong": "Legal, but cards in your hand towards {spirit, spirit}: {count}; towards {best, spirit} only "
    "{least}. Let the one furthest from a set go (siggil.solo-limit).",
    # -- lessons
    "lesson.availability.title": "The sigil: which cards are available",
    "lesson.availability.instruction": "The 56 cards lie in a sigil of overlapping cards (siggil.sigil); at the start all are shuffled and dealt "
    "(siggil.setup). A card is available when no card lies on it, and an available face-down card is turned "
    "face up at once (siggil.available). On your turn you must take one available card into your hand "
    "(siggil.take). Here the top of the left pyramid is gone. Take a card that uncovers a face-down card. Try "
    "a covered card first, and read the engine's refusal.",
    "lesson.availability.hint.1": "Look at what lies under each available card, and what else lies on those cards.",
    "lesson.availability.hint.2": "Position 22 lies under 25 alone; position 23 lies under 25 and 26.",
    "lesson.cascade.title": "Freeing spirits: the cascade",
    "lesson.cascade.instruction": "When a spirit card becomes available it leaves the sigil at once and waits beside it as a free spirit; "
    "its empty place may uncover more cards, which turn face up, and so on (siggil.spirit-frees). Spirit 3 "
    "lies face up at position 25: you see it, but it is covered. Free it with your take. Taking the spirit "
    "itself is refused (siggil.available): try it.",
    "lesson.cascade.hint.1": "Which card lies on position 25?",
    "lesson.cascade.hint.2": "Position 27 is the only card on 25. Take it and watch the log.",
    "lesson.capture-free.title": "Capturing a free spirit",
    "lesson.capture-free.instruction": "You have taken the 5 of family 4. After the take you may make one capture (siggil.capture): lay down "
    "exactly 3 cards (2 with 4 players) that all share the free spirit's family or all share its number "
    "(siggil.capture-free). Spirits 4 and 2 are free. Capture one. Try 2 cards, or cards that do not match, "
    "and read the refusal.",
    "lesson.capture-free.hint.1": "Spirit 4: count the cards of family 4 in your hand, then the cards of number 4.",
    "lesson.capture-free.hint.2": "The 1, 2 and 5 of family 4 make a set; the 4s of families 2 and 6 are only two.",
    "lesson.steal.title": "Stealing a spirit",
    "lesson.steal.instruction": "Player 1 holds spirit 5 on a set of 3 cards of family 5. You may take it with a new set that matches the "
    "spirit (family or number) and has exactly one card more than theirs (siggil.steal). You have just taken "
    "the 5 of family 4. Steal spirit 5. Try a set of 3, or of 5, and read the refusal.",
    "lesson.steal.hint.1": "Their set has 3 cards, so yours needs exactly 4.",
    "lesson.steal.hint.2": "You hold only 3 cards of family 5, but 4 cards with the number 5.",
    "lesson.recapture.title": "Recapturing with a set you have",
    "lesson.recapture.instruction": "Player 1 stole spirit 6 from you with 4 cards of number 6; your 1, 2 and 3 of family 6 stayed in front of "
    "you as set 1, with no spirit. You may extend that set with cards from your hand so that it has exactly "
    "one card more than the holder's set, and move the spirit back onto it (siggil.recapture). You have just "
    "taken the 5 of family 6. Recapture spirit 6. Try adding 1 card, or 3.",
    "lesson.recapture.hint.1": "Their set has 4 cards, so yours must reach exactly 5.",
    "lesson.recapture.hint.2": "Your set has 3 cards: add exactly 2 of family 6.",
    "lesson.win.title": "Winning at once",
    "lesson.win.instruction": "A player who holds 5 spirits (2 players), 4 (3 players) or 3 (4 players) wins at once (siggil.win). You "
    "hold spirits 1 to 4, and spirit 7 is free. You have just taken the 3 of family 7. Finish the game (a "
    "capture of a free spirit, siggil.capture-free).",
    "lesson.win.hint.1": "A free spirit is captured with exactly 3 cards of its family or of its number.",
    "lesson.win.hint.2": "You hold the 1, 2 and 3 of family 7.",
    "lesson.last-card.title": "The last card and the tie-break",
    "lesson.last-card.instruction": "The game also ends at the end of the turn in which the last sigil card is taken: the player holding the "
    "most spirits wins, and a tie goes to the player with the fewest cards in hand (siggil.last-card). You "
    "have just taken the last card. You hold 2 spirits, player 1 holds 3 spirits and 3 cards. Spirit 7 is "
    "free. Make the move that wins.",
    "lesson.last-card.hint.1": "A capture lays cards down from your hand: count what would be left.",
    "lesson.last-card.hint.2": "Capture spirit 7: 3 spirits each, and you keep 2 cards against their 3.",
    "lesson.solo-turn.title": "Solo: discard, then take",
    "lesson.solo-turn.instruction": "In the solo game (siggil.solo) the 7 spirits and the 49 other cards are shuffled apart and dealt with a "
    "spirit after every 7 cards (siggil.solo-setup). Each turn you first discard one available card (face up "
    "in the easy game), then take one, then you may capture a free spirit with exactly 3 cards (4 in the "
    "advanced game) (siggil.solo-turn). Spirit 2 is free and you hold the 1 and 3 of family 2. Discard first. "
    "Try taking first, and read the refusal.",
    "lesson.solo-turn.hint.1": "Which available card would complete your set for spirit 2?",
    "lesson.solo-turn.hint.2": "Keep the 5 of family 2 for your take: discard the other card.",
    "lesson.solo-win.title": "Solo: the win",
    "lesson.solo-win.instruction": "Easy solo: win by capturing all 7 spirits; advanced: 6. The win is checked at the end of each turn, after "
    "its capture, and the game is lost when the win is out of reach (siggil.solo-win). You hold spirits 1 to "
    "6; you have discarded and taken the 3 of family 7 this turn (siggil.solo-turn). Spirit 7 is free. Win. "
    "There is nobody to steal from: try it.",
    "lesson.solo-win.hint.1": "A free spirit is captured with exactly 3 cards of its family or number (easy game).",
    "lesson.solo-win.hint.2": "The 1, 2 and 3 of family 7 are in your hand.",
    "lesson.solo-limit.title": "Solo: at most three free spirits",
    "lesson.solo-limit.instruction": "In the solo game at most 3 free spirits may wait beside the sigil. When a fourth is freed it stays and "
    "takes the place of one of the three waiting: you choose which of those three goes to the discard pile for "
    "good (siggil.solo-limit). This is the advanced game (siggil.solo-turn): discards lie face down, a capture "
    "takes exactly 4 cards and 6 spirits win. Spirits 1, 2 and 3 were waiting when spirit 4 came free. Let "
    "one of the three go: the one you are furthest from capturing. Try to discard first, or to let spirit 4 "
    "go.",
    "lesson.solo-limit.hint.1": "For each free spirit, count your cards of its family, and of its number.",
    "lesson.solo-limit.hint.2": "Spirit 1: three cards of family 1. Spirit 3: one card either way.",
    # -- quizzes
    "quiz.spirit-at-the-deal.question": "Two players, the pyramids layout: all 56 cards are shuffled and dealt, and only the {top} top cards lie "
    "under nothing. 7 of the 56 cards are spirits. What is the probability that at least one spirit is free "
    "before anyone takes a card?",
    "quiz.spirit-at-the-deal.explanation": "Only a spirit on a top card can be freed by the deal (a spirit under it is freed only if the top card was a "
    "spirit, and then one already is). No spirit is free when the {top} top cards are family cards: "
    "C(49, {top}) / C(56, {top}) = {none, number, 4}. So P = 1 - {none, number, 4} = {p, number, 4}.",
    "quiz.spirit-at-the-deal.hint.1": "Which cards are available at the deal? Only those can start a cascade.",
    "quiz.spirit-at-the-deal.hint.2": "Work out the chance that no top card is a spirit, then take it from 1.",
    "quiz.complete-a-set.question": "Easy solo game. Spirit {spirit} is free. Your hand: {hand, cards}. You cannot see {unknown} family cards "
    "(all face down in the sigil): {family} of them are of family {spirit} and {number} carry the number "
    "{spirit} (a card k of family k counts for both). What is the probability that the next {draws} family "
    "cards turned face up, with your hand, hold 3 cards of family {spirit} or 3 cards of number {spirit}?",
    "quiz.complete-a-set.explanation": "Count the draws of {draws} cards out of {unknown} (all equally likely) that complete a set: by family you "
    "need one more card of family {spirit}; by number, two more cards of number {spirit}. Sum over how many "
    "of each kind are drawn (the hypergeometric count): P = {p, number, 4}.",
    "quiz.complete-a-set.hint.1": "There are two ways to complete: the family, and the number. Count both, without "
    "counting a draw twice.",
    "quiz.complete-a-set.hint.2": "P(no card of the family in 3 draws) = C(unknown - family, 3) / C(unknown, 3); "
    "then add the draws with no card of the family but two of the number.",
    "quiz.when-is-it-free.question": "Two players, empty hands. Spirit 1 lies face up at position 7, under position 13 alone. {n} cards are "
    "available: position 13 and {other} others that lie on nothing. Every player takes an available card at "
    "random. How many takes, on average, until spirit 1 is free (counting the take that frees it)?",
    "quiz.when-is-it-free.explanation": "The other cards cover nothing, so the available cards stay the same {n} minus those taken: the takes are "
    "a random order of the {n} cards, and position 13 is equally likely to come 1st, 2nd, ... or {n}th. The "
    "average place is (1 + {n}) / 2 = {mean, number, 2}.",
    "quiz.when-is-it-free.hint.1": "Nothing new becomes available until position 13 is taken: the order of the "
    "takes is a random order of the available cards.",
    "quiz.when-is-it-free.hint.2": "The place of one card in a random order of n cards is 1 to n, each equally likely.",
    "quiz.when-is-it-free.unit": "takes",
}


# ------------------------------------------------------------------------------ Latvian

LV = {
    "sentences": "{parts, sentences}",
    "off-script": "Atļauts, bet šī nodarbība nav par šo gājienu ({rule}): „Mēģināt vēlreiz“ to sāk no sākuma.",
    "available.right": "Pareizi: {position}. vietas kārts bija pēdējā uz vietas {under, numbers}, tāpēc tā kārts "
    "tagad ir pieejama un uzreiz tiek pagriezta ar seju uz augšu (siggil.available).",
    "available.wrong": "Atļauts, bet {position}. vietas kārts neko neatsedz: uz kārtīm zem tās joprojām ir vieta "
    "{still, numbers}. Paņemot kādu no vietām {best, numbers}, tiktu pagriezta ar seju uz leju "
    "gulējusi kārts (siggil.available).",
    "cascade.right": "Pareizi: {position}. vietas kārts bija pēdējā uz gara {spirit}, tāpēc gars atstāj "
    "sigilu kā brīvs gars, un tā tukšā vieta atsedz kārtis zem tās, un tā tālāk "
    "(siggil.spirit-frees).",
    "cascade.wrong": "Atļauts, bet gars {spirit} {at}. vietā joprojām ir zem vietas {on, numbers}: jūs to "
    "redzat, bet tas vēl nav brīvs (siggil.spirit-frees).",
    "capture.right": "Pareizi: tieši {size, plural, zero {# kāršu} one {# kārts} other {# kārtis}}, visas {way, select, family {{spirit}. dzimtas} other {ar skaitli {spirit}}}, sagūsta brīvo garu (siggil.capture-free). Viena sagūstīšana gājienā: jūsu gājiens ir beidzies (siggil.capture).",
    "capture.pass": "Atteikties ir atļauts (sagūstīšana nav obligāta, siggil.capture), bet jūs varējāt sagūstīt garu "
    "({spirit, spirit}) ar kārtīm {cards, cards} (siggil.capture-free).",
    "steal.right": "Pareizi: spēlētāja {holder} komplektā zem gara {spirit} ir {held, plural, zero {# kāršu} one {# kārts} other {# kārtis}}, jūsu jaunajā — {size}: tieši par vienu vairāk, tāpēc gars pāriet uz jūsu komplektu, un viņa kārtis paliek viņa priekšā (siggil.steal).",
    "steal.pass": "Atļauts, bet jūs varējāt sagūstīt garu {spirit} ar kārtīm {cards, cards}: {size, plural, zero {# kāršu} one {# kārts} other {# kārtis}} pret {held} (siggil.steal).",
    "recapture.right": "Pareizi: jūsu komplektā {set, set} tagad ir {size, plural, zero {# kāršu} one {# kārts} other {# kārtis}}, tieši par vienu vairāk nekā spēlētāja {holder} komplektā ({held}), tāpēc gars {spirit} pāriet uz to (siggil.recapture).",
    "recapture.pass": "Atļauts, bet jūs varējāt papildināt savu komplektu {set, set} ar {cards, cards} līdz {size, plural, zero {# kārtīm} one {# kārtij} other {# kārtīm}} (pret {held}) un atgūt garu {spirit} (siggil.recapture).",
    "win.right": "Pareizi: divu spēlētāju spēlē {goal, plural, zero {# garu} one {# gars} other {# gari}} uzvar uzreiz, pat pirms gājiena beigām (siggil.win).",
    "win.pass": "Atļauts, bet gars {spirit} bija brīvs, un kārtis {cards, cards} to sagūsta: tas būtu jūsu "
    "gars numur {goal}, uzvara uzreiz (siggil.win).",
    "last-card.right": "Pareizi: pēdējā kārts ir paņemta, tāpēc spēle beidzas ar šo gājienu. Jums un spēlētājam 1 ir "
    "vienādi daudz garu, un neizšķirtā uzvar tas, kuram rokā mazāk kāršu (siggil.last-card).",
    "last-card.pass": "Atļauts, bet pēdējā kārts ir paņemta, tāpēc spēle beidzas ar šo gājienu, un bez sagūstīšanas "
    "spēlētājam 1 ir vairāk garu. Kārtis {cards, cards} būtu sagūstījušas garu {spirit} "
    "un izlīdzinājušas rezultātu, un neizšķirtā uzvar tas, kuram rokā mazāk kāršu "
    "(siggil.last-card).",
    "solo-turn.right": "Pareizi: kārts {card, card} ar jūsu kārtīm nepalīdz nevienam brīvajam garam ({free, "
    "spirits}), tāpēc to var nomest; {keep, cards} paliek jūsu ņemšanai (siggil.solo-turn).",
    "solo-turn.wrong": "Atļauts, bet kārts {card, card} derēja garam {spirit}, kas ir brīvs un der jūsu "
    "kārtīm: nometiet kārti, kas nepalīdz nevienam brīvajam garam, un paņemiet šo (siggil.solo-turn).",
    "solo-win.right": "Pareizi: vieglajā spēlē vienam uzvar 7 sagūstīti gari; uzvaru pārbauda gājiena beigās, pēc "
    "sagūstīšanas (siggil.solo-win).",
    "solo-win.pass": "Atļauts, bet kārtis {cards, cards} sagūstītu garu {spirit} — jūsu septīto —, un jūs uzvarētu (siggil.solo-win).",
    "limit.right": "Pareizi: garam {spirit} jums rokā der {count, plural, zero {# kāršu} one {# kārts} other {# kārtis}} — vismazāk no trim gaidošajiem. Paturiet garus, kurus drīz varat sagūstīt (siggil.solo-limit).",
    "limit.wrong": "Atļauts, bet garam {spirit} jums rokā der {count, plural, zero {# kāršu} one {# kārts} other {# kārtis}}, garam {best} — tikai {least}. Atlaidiet to, kuram komplekts ir vistālāk (siggil.solo-limit).",
    "lesson.availability.title": "Sigils: kuras kārtis ir pieejamas",
    "lesson.availability.instruction": "56 kārtis guļ sigilā, cita uz citas (siggil.sigil); sākumā visas tiek izsijātas un izklātas (siggil.setup). "
    "Kārts ir pieejama, kad uz tās negulē neviena kārts, un pieejama kārts ar seju uz leju uzreiz tiek "
    "pagriezta (siggil.available). Savā gājienā jums jāpaņem viena pieejama kārts rokā (siggil.take). Šeit "
    "kreisās piramīdas virsotnes vairs nav. Paņemiet kārti, kas atsedz ar seju uz leju guļošu kārti. Vispirms "
    "pamēģiniet apsegtu kārti un izlasiet programmas atteikumu.",
    "lesson.availability.hint.1": "Skatieties, kas guļ zem katras pieejamās kārts un kas vēl guļ uz tām kārtīm.",
    "lesson.availability.hint.2": "22. vieta ir tikai zem 25.; 23. vieta ir zem 25. un 26.",
    "lesson.cascade.title": "Garu atbrīvošana: kaskāde",
    "lesson.cascade.instruction": "Kad gara kārts kļūst pieejama, tā uzreiz atstāj sigilu un gaida blakus kā brīvs gars; tās tukšā vieta var "
    "atsegt citas kārtis, kuras tiek pagrieztas, un tā tālāk (siggil.spirit-frees). Gars 3 guļ ar seju uz augšu "
    "25. vietā: jūs to redzat, bet tas ir apsegts. Atbrīvojiet to ar savu ņemšanu. Paņemt pašu garu nav atļauts "
    "(siggil.available): pamēģiniet.",
    "lesson.cascade.hint.1": "Kura kārts guļ uz 25. vietas?",
    "lesson.cascade.hint.2": "27. vieta ir vienīgā kārts uz 25. Paņemiet to un skatieties žurnālu.",
    "lesson.capture-free.title": "Brīva gara sagūstīšana",
    "lesson.capture-free.instruction": "Jūs paņēmāt 4. dzimtas 5. Pēc ņemšanas jūs drīkstat vienreiz sagūstīt (siggil.capture): nolieciet tieši 3 kārtis "
    "(4 spēlētājiem 2), kurām visām ir brīvā gara dzimta vai visām tā skaitlis (siggil.capture-free). Brīvi ir "
    "gari 4 un 2. Sagūstiet vienu. Pamēģiniet 2 kārtis vai kārtis, kas neder, un izlasiet atteikumu.",
    "lesson.capture-free.hint.1": "Garam 4: saskaitiet 4. dzimtas kārtis rokā, tad kārtis ar skaitli 4.",
    "lesson.capture-free.hint.2": "4. dzimtas 1, 2 un 5 veido komplektu; 2. un 6. dzimtas četrinieki ir tikai divi.",
    "lesson.steal.title": "Cita spēlētāja gara sagūstīšana",
    "lesson.steal.instruction": "Spēlētājam 1 ir gars 5 uz komplekta no 3 piektās dzimtas kārtīm. Jūs varat to paņemt ar jaunu komplektu, "
    "kas der garam (dzimta vai skaitlis) un kurā ir tieši par vienu kārti vairāk (siggil.steal). Jūs tikko "
    "paņēmāt 4. dzimtas 5. Sagūstiet garu 5 no spēlētāja 1. Pamēģiniet komplektu no 3 vai 5 kārtīm un izlasiet atteikumu.",
    "lesson.steal.hint.1": "Viņa komplektā ir 3 kārtis, tāpēc jūsējā vajag tieši 4.",
    "lesson.steal.hint.2": "5. dzimtas kārtis jums ir tikai 3, bet kārtis ar skaitli 5 ir 4.",
    "lesson.recapture.title": "Atkārtota sagūstīšana ar esošu komplektu",
    "lesson.recapture.instruction": "Spēlētājs 1 sagūstīja jūsu garu 6 ar 4 kārtīm ar skaitli 6; jūsu 6. dzimtas 1, 2 un 3 palika jūsu priekšā kā "
    "komplekts 1 bez gara. Jūs varat papildināt šo komplektu ar kārtīm no rokas, lai tajā būtu tieši par vienu "
    "kārti vairāk nekā turētāja komplektā, un pārlikt garu atpakaļ uz to (siggil.recapture). Jūs tikko paņēmāt "
    "6. dzimtas 5. Atgūstiet garu 6. Pamēģiniet pielikt 1 kārti vai 3.",
    "lesson.recapture.hint.1": "Viņa komplektā ir 4 kārtis, tāpēc jūsējam jāsasniedz tieši 5.",
    "lesson.recapture.hint.2": "Jūsu komplektā ir 3 kārtis: pielieciet tieši 2 sestās dzimtas kārtis.",
    "lesson.win.title": "Uzvara uzreiz",
    "lesson.win.instruction": "Spēlētājs, kuram ir 5 gari (2 spēlētāji), 4 (3 spēlētāji) vai 3 (4 spēlētāji), uzvar uzreiz (siggil.win). "
    "Jums ir gari 1–4, un gars 7 ir brīvs. Jūs tikko paņēmāt 7. dzimtas 3. Pabeidziet spēli (brīva gara "
    "sagūstīšana, siggil.capture-free).",
    "lesson.win.hint.1": "Brīvu garu sagūsta ar tieši 3 tā dzimtas vai tā skaitļa kārtīm.",
    "lesson.win.hint.2": "Jums ir 7. dzimtas 1, 2 un 3.",
    "lesson.last-card.title": "Pēdējā kārts un neizšķirts",
    "lesson.last-card.instruction": "Spēle beidzas arī tā gājiena beigās, kurā paņemta pēdējā sigila kārts: uzvar tas, kuram ir visvairāk garu, "
    "un neizšķirtā — tas, kuram rokā ir vismazāk kāršu (siggil.last-card). Jūs tikko paņēmāt pēdējo kārti. Jums "
    "ir 2 gari, spēlētājam 1 ir 3 gari un 3 kārtis. Gars 7 ir brīvs. Izdariet gājienu, kas uzvar.",
    "lesson.last-card.hint.1": "Sagūstot kārtis tiek noliktas no rokas: saskaitiet, cik paliktu.",
    "lesson.last-card.hint.2": "Sagūstiet garu 7: katram 3 gari, un jums paliek 2 kārtis pret viņa 3.",
    "lesson.solo-turn.title": "Spēle vienam: nometiet, tad paņemiet",
    "lesson.solo-turn.instruction": "Spēlē vienam (siggil.solo) 7 garu kārtis un pārējās 49 kārtis izsijā atsevišķi un izklāj ar garu ik pēc 7 "
    "kārtīm (siggil.solo-setup). Katrā gājienā vispirms nometiet vienu pieejamu kārti (vieglajā versijā ar seju "
    "uz augšu), tad paņemiet vienu, tad drīkstat sagūstīt brīvu garu ar tieši 3 kārtīm (uzlabotajā versijā 4) "
    "(siggil.solo-turn). Gars 2 ir brīvs, un jums ir 2. dzimtas 1 un 3. Vispirms nometiet. Pamēģiniet vispirms "
    "paņemt un izlasiet atteikumu.",
    "lesson.solo-turn.hint.1": "Kura pieejamā kārts papildinātu jūsu komplektu garam 2?",
    "lesson.solo-turn.hint.2": "Paturiet 2. dzimtas 5 ņemšanai: nometiet otru kārti.",
    "lesson.solo-win.title": "Spēle vienam: uzvara",
    "lesson.solo-win.instruction": "Vieglajā versijā uzvar, sagūstot visus 7 garus; uzlabotajā — 6. Uzvaru pārbauda katra gājiena beigās, pēc "
    "sagūstīšanas, un spēle ir zaudēta, kad uzvara vairs nav sasniedzama (siggil.solo-win). Jums ir gari 1–6; "
    "šajā gājienā jūs jau nometāt kārti un paņēmāt 7. dzimtas 3 (siggil.solo-turn). Gars 7 ir brīvs. Uzvariet. "
    "Nav neviena, kura garu sagūstīt: pamēģiniet.",
    "lesson.solo-win.hint.1": "Brīvu garu sagūsta ar tieši 3 tā dzimtas vai skaitļa kārtīm (vieglā versija).",
    "lesson.solo-win.hint.2": "7. dzimtas 1, 2 un 3 ir jūsu rokā.",
    "lesson.solo-limit.title": "Spēle vienam: ne vairāk kā trīs brīvi gari",
    "lesson.solo-limit.instruction": "Spēlē vienam blakus sigilam drīkst gaidīt ne vairāk kā 3 brīvi gari. Kad atbrīvojas ceturtais, tas paliek "
    "un aizvieto vienu no trim gaidošajiem: jūs izvēlaties, kurš no šiem trim uz visiem laikiem nonāk atkritumu "
    "kaudzē (siggil.solo-limit). Šī ir uzlabotā versija "
    "(siggil.solo-turn): nomestās kārtis guļ ar seju uz leju, sagūstīšanai vajag tieši 4 kārtis, un uzvar 6 "
    "gari. Gari 1, 2 un 3 gaidīja, kad atbrīvojās gars 4. Atlaidiet vienu no trim: to, kuru sagūstīt ir "
    "vistālāk. Pamēģiniet vispirms nomest vai atlaist garu 4.",
    "lesson.solo-limit.hint.1": "Katram brīvajam garam saskaitiet savas tā dzimtas kārtis un tā skaitļa kārtis.",
    "lesson.solo-limit.hint.2": "Garam 1: trīs 1. dzimtas kārtis. Garam 3: pa vienai kārtij abējādi.",
    "quiz.spirit-at-the-deal.question": "Divi spēlētāji, shēma „piramīdas“: visas 56 kārtis izsijātas un izklātas, un tikai uz {top, plural, zero {# virsotnes kārtīm} one {# virsotnes kārts} other {# virsotnes kārtīm}} negulē neviena cita kārts. 7 no 56 kārtīm ir gari. Kāda ir varbūtība, ka vismaz viens gars ir brīvs, pirms kāds paņemiet kārti?",
    "quiz.spirit-at-the-deal.explanation": "Izklāšana var atbrīvot tikai garu virsotnes kārts vietā (gars zem tās atbrīvojas tikai tad, ja virsotnes kārts bija gars, un tad viens jau ir brīvs). Neviens gars nav brīvs, ja visas {top, plural, zero {# virsotnes kāršu} one {# virsotnes kārts} other {# virsotnes kārtis}} ir dzimtu kārtis: C(49, {top}) / C(56, {top}) = {none, number, 4}. Tātad P = 1 - {none, number, 4} = {p, number, 4}.",
    "quiz.spirit-at-the-deal.hint.1": "Kuras kārtis ir pieejamas pēc izklāšanas? Tikai tās var sākt kaskādi.",
    "quiz.spirit-at-the-deal.hint.2": "Aprēķiniet varbūtību, ka neviena virsotnes kārts nav gars, un atņemiet to no 1.",
    "quiz.complete-a-set.question": "Vieglā spēle vienam. Gars {spirit} ir brīvs. Jūsu roka: {hand, cards}. Jūs neredzat {unknown, plural, zero {# dzimtu kāršu} one {# dzimtas kārti} other {# dzimtu kārtis}} (visas sigilā ar seju uz leju): {family} no tām ir {spirit}. dzimtas, un {number} ir ar skaitli {spirit} (kārts k no dzimtas k skaitās abos). Kāda ir varbūtība, ka nākamās {draws, plural, zero {# dzimtu kāršu} one {# dzimtas kārts} other {# dzimtu kārtis}}, ko pagriezīs ar seju uz augšu, kopā ar jūsu roku satur 3 kārtis no {spirit}. dzimtas vai 3 kārtis ar skaitli {spirit}?",
    "quiz.complete-a-set.explanation": "Saskaitiet tās izvēles pa {draws, plural, zero {# kārtīm} one {# kārtij} other {# kārtīm}} no {unknown} (visas vienlīdz iespējamas), kas pabeidz komplektu: pēc dzimtas vajag vēl vienu {spirit}. dzimtas kārti; pēc skaitļa — vēl divas kārtis ar skaitli {spirit}. Summējiet pēc tā, cik katra veida kāršu izvilkts (hiperģeometriskā skaitīšana): P = {p, number, 4}.",
    "quiz.complete-a-set.hint.1": "Komplektu var pabeigt divos veidos: pēc dzimtas un pēc skaitļa. Skaitiet abus, "
    "nevienu izvilkumu neskaitot divreiz.",
    "quiz.complete-a-set.hint.2": "P(3 izvilkumos nav dzimtas kārts) = C(nezināmās - dzimtas, 3) / C(nezināmās, 3); "
    "tad pieskaitiet izvilkumus bez dzimtas kārts, bet ar divām skaitļa kārtīm.",
    "quiz.when-is-it-free.question": "Divi spēlētāji, tukšas rokas. Gars 1 guļ ar seju uz augšu 7. vietā, tikai zem 13. vietas. Pieejamas ir {n, plural, zero {# kāršu} one {# kārts} other {# kārtis}}: 13. vieta un vēl {other}, uz kurām negulē neviena cita kārts. Katrs spēlētājs paņem pieejamu kārti pēc nejaušības. Cik ņemšanu vidēji paiet, līdz gars 1 ir brīvs (skaitot ņemšanu, kas to atbrīvojiet)?",
    "quiz.when-is-it-free.explanation": "Pārējās kārtis neko neapsedz, tāpēc pieejamas paliek tās pašas kārtis ({n}), atskaitot paņemtās: ņemšanas ir nejaušs {n, plural, zero {# kāršu} one {# kārts} other {# kāršu}} sakārtojums, un 13. vieta vienlīdz iespējami ir 1., 2., ... vai {n}. Vidējā vieta ir (1 + {n}) / 2 = {mean, number, 2}.",
    "quiz.when-is-it-free.hint.1": "Kamēr 13. vieta nav paņemta, nekas jauns nekļūst pieejams: ņemšanu secība ir "
    "nejaušs pieejamo kāršu sakārtojums.",
    "quiz.when-is-it-free.hint.2": "Vienas kārts vieta nejaušā n kāršu sakārtojumā ir no 1 līdz n, katra vienlīdz "
    "iespējama.",
    "quiz.when-is-it-free.unit": "ņemšanas",
}


# ------------------------------------------------------------------------------ Finnish

FI = {
    "sentences": "{parts, sentences}",
    "off-script": "Sallittu, mutta tämä oppitunti ei koske tätä siirtoa ({rule}): ”Yritä uudelleen” aloittaa "
    "sen alusta.",
    "available.right": "Oikein: paikan {position} kortti oli viimeinen paikan {under, numbers} päällä, joten se kortti "
    "on nyt vapaa ja käännetään heti kuvapuoli ylöspäin (siggil.available).",
    "available.wrong": "Sallittu, mutta paikan {position} ottaminen ei paljasta mitään: sen alla olevien korttien "
    "päällä on yhä paikka {still, numbers}. Jokin paikoista {best, numbers} olisi kääntänyt "
    "kuvapuoli alaspäin olevan kortin (siggil.available).",
    "cascade.right": "Oikein: paikan {position} kortti oli viimeinen hengen {spirit} päällä, joten henki "
    "lähtee sinetistä vapaaksi hengeksi, ja sen tyhjä paikka paljastaa alla olevat kortit, ja niin "
    "edelleen (siggil.spirit-frees).",
    "cascade.wrong": "Sallittu, mutta henki {spirit} paikalla {at} on yhä paikan {on, numbers} alla: näet "
    "sen, mutta se ei ole vielä vapaa (siggil.spirit-frees).",
    "capture.right": "Oikein: tasan {size, plural, one {# kortti} other {# korttia}}, kaikki {way, select, family {suvusta {spirit}} other {lukua {spirit}}}, vangitsevat vapaan hengen (siggil.capture-free). Yksi vangitseminen vuorossa: vuorosi on ohi (siggil.capture).",
    "capture.pass": "Ohittaminen on sallittua (vangitseminen on vapaaehtoista, siggil.capture), mutta olisit voinut "
    "vangita hengen {spirit} {cards, cards_ade} (siggil.capture-free).",
    "steal.right": "Oikein: pelaajan {holder} sarjassa hengen {spirit} alla on {held, plural, one {# kortti} other {# korttia}} ja uudessa sarjassasi {size}: tasan yksi enemmän, joten henki siirtyy sarjallesi, ja hänen korttinsa jäävät hänen eteensä (siggil.steal).",
    "steal.pass": "Sallittu, mutta olisit voinut varastaa hengen {spirit} {cards, cards_ade}: {size, plural, one {# kortti} other {# korttia}} vastaan {held} (siggil.steal).",
    "recapture.right": "Oikein: sarjassasi {set, set} on nyt {size, plural, one {# kortti} other {# korttia}}, tasan yksi enemmän kuin pelaajan {holder} sarjassa ({held}), joten henki {spirit} siirtyy sille (siggil.recapture).",
    "recapture.pass": "Sallittu, mutta olisit voinut täydentää sarjaasi {set, set} ({cards, cards_ade}) niin, että siinä olisi {size, plural, one {# kortti} other {# korttia}} (vastaan {held}), ja ottaa hengen {spirit} takaisin (siggil.recapture).",
    "win.right": "Oikein: kahden pelaajan pelissä {goal, plural, one {# henki} other {# henkeä}} voittaa heti, jo ennen vuoron loppua (siggil.win).",
    "win.pass": "Sallittu, mutta henki {spirit} oli vapaa ja kortit {cards, cards} vangitsevat sen: se olisi "
    "ollut henkesi numero {goal} ja voitto heti (siggil.win).",
    "last-card.right": "Oikein: viimeinen kortti on otettu, joten peli päättyy tähän vuoroon. Sinulla ja pelaajalla 1 "
    "on yhtä monta henkeä, ja tasapelin voittaa se, jolla on vähemmän kortteja kädessä "
    "(siggil.last-card).",
    "last-card.pass": "Sallittu, mutta viimeinen kortti on otettu, joten peli päättyy tähän vuoroon, ja ilman "
    "vangitsemista pelaajalla 1 on enemmän henkiä. Kortit {cards, cards} olisivat vanginneet hengen "
    "({spirit, spirit}) ja tasoittaneet tilanteen, ja tasapelin voittaa se, jolla on vähemmän "
    "kortteja kädessä (siggil.last-card).",
    "solo-turn.right": "Oikein: kortti {card, card} ei auta kättäsi yhdenkään vapaan hengen ({free, spirits}) "
    "sarjaan, joten se kannattaa poistaa; {keep, cards} jää otettavaksesi (siggil.solo-turn).",
    "solo-turn.wrong": "Sallittu, mutta kortti {card, card} sopi henkeen {spirit}, joka on vapaa ja sopii "
    "kätesi kortteihin: poista kortti, joka ei auta yhtäkään vapaata henkeä, ja ota tämä "
    "(siggil.solo-turn).",
    "solo-win.right": "Oikein: helpossa yksinpelissä 7 vangittua henkeä voittaa; voitto tarkistetaan vuoron lopussa, "
    "vangitsemisen jälkeen (siggil.solo-win).",
    "solo-win.pass": "Sallittu, mutta kortit {cards, cards} vangitsevat hengen {spirit}, seitsemännen "
    "henkesi ja voiton (siggil.solo-win).",
    "limit.right": "Oikein: hengelle {spirit} sopivia kortteja kädessäsi: {count}, vähiten kolmesta odottavasta. Pidä henget, jotka voit pian vangita (siggil.solo-limit).",
    "limit.wrong": "Sallittu, mutta hengelle {spirit} sopivia kortteja kädessäsi: {count}; hengelle {best} vain {least}. Päästä menemään se, jonka sarja on kauimpana (siggil.solo-limit).",
    "lesson.availability.title": "Sinetti: mitkä kortit ovat vapaita",
    "lesson.availability.instruction": "56 korttia on sinetissä limittäin (siggil.sigil); alussa kaikki sekoitetaan ja jaetaan (siggil.setup). "
    "Kortti on vapaa, kun sen päällä ei ole yhtään korttia, ja vapaa kuvapuoli alaspäin oleva kortti "
    "käännetään heti (siggil.available). Vuorollasi sinun on otettava yksi vapaa kortti käteesi (siggil.take). "
    "Tässä vasemman pyramidin huippu on poissa. Ota kortti, joka paljastaa kuvapuoli alaspäin olevan kortin. "
    "Kokeile ensin peitettyä korttia ja lue ohjelman kieltäytyminen.",
    "lesson.availability.hint.1": "Katso, mitä kunkin vapaan kortin alla on ja mitä muuta niiden korttien päällä on.",
    "lesson.availability.hint.2": "Paikka 22 on vain paikan 25 alla; paikka 23 on paikkojen 25 ja 26 alla.",
    "lesson.cascade.title": "Henkien vapautus: ketjureaktio",
    "lesson.cascade.instruction": "Kun henkikortti vapautuu, se lähtee heti sinetistä ja odottaa sen vieressä vapaana henkenä; sen tyhjä "
    "paikka voi paljastaa lisää kortteja, jotka käännetään, ja niin edelleen (siggil.spirit-frees). Henki 3 on "
    "kuvapuoli ylöspäin paikalla 25: näet sen, mutta se on peitossa. Vapauta se otollasi. Itse hengen "
    "ottaminen ei ole sallittua (siggil.available): kokeile.",
    "lesson.cascade.hint.1": "Mikä kortti on paikan 25 päällä?",
    "lesson.cascade.hint.2": "Paikka 27 on ainoa kortti paikan 25 päällä. Ota se ja katso lokia.",
    "lesson.capture-free.title": "Vapaan hengen vangitseminen",
    "lesson.capture-free.instruction": "Otit suvun 4 vitosen. Oton jälkeen saat vangita kerran (siggil.capture): aseta eteesi tasan 3 korttia (neljällä pelaajalla 2), jotka ovat kaikki vapaan hengen suvusta tai joilla kaikilla on sen luku (siggil.capture-free). Henget 4 ja 2 ovat vapaina. Vangitse yksi. Kokeile 2 korttia tai sopimattomia kortteja ja lue kieltäytyminen.",
    "lesson.capture-free.hint.1": "Henki 4: laske kätesi suvun 4 kortit, sitten luvun 4 kortit.",
    "lesson.capture-free.hint.2": "Suvun 4 kortit 1, 2 ja 5 muodostavat sarjan; sukujen 2 ja 6 nelosia on vain kaksi.",
    "lesson.steal.title": "Hengen varastaminen",
    "lesson.steal.instruction": "Pelaajalla 1 on henki 5 kolmen suvun 5 kortin sarjan päällä. Voit ottaa sen uudella sarjalla, joka sopii "
    "henkeen (suku tai luku) ja jossa on tasan yksi kortti enemmän (siggil.steal). Otit juuri suvun 4 vitosen. "
    "Varasta henki 5. Kokeile 3 tai 5 kortin sarjaa ja lue kieltäytyminen.",
    "lesson.steal.hint.1": "Hänen sarjassaan on 3 korttia, joten sinun sarjaasi tarvitaan tasan 4.",
    "lesson.steal.hint.2": "Suvun 5 kortteja sinulla on vain 3, mutta luvun 5 kortteja 4.",
    "lesson.recapture.title": "Takaisinvangitseminen olemassa olevalla sarjalla",
    "lesson.recapture.instruction": "Pelaaja 1 varasti sinulta hengen 6 neljällä luvun 6 kortilla; suvun 6 korttisi 1, 2 ja 3 jäivät eteesi "
    "sarjaksi 1 ilman henkeä. Voit täydentää sitä sarjaa kätesi korteilla niin, että siinä on tasan yksi kortti "
    "enemmän kuin haltijan sarjassa, ja siirtää hengen takaisin sille (siggil.recapture). Otit juuri suvun 6 "
    "vitosen. Vangitse henki 6 takaisin. Kokeile lisätä 1 tai 3 korttia.",
    "lesson.recapture.hint.1": "Hänen sarjassaan on 4 korttia, joten sinun sarjasi on saatava tasan 5.",
    "lesson.recapture.hint.2": "Sarjassasi on 3 korttia: lisää tasan 2 suvun 6 korttia.",
    "lesson.win.title": "Voitto heti",
    "lesson.win.instruction": "Pelaaja, jolla on 5 henkeä (2 pelaajaa), 4 (3 pelaajaa) tai 3 (4 pelaajaa), voittaa heti (siggil.win). "
    "Sinulla on henget 1–4, ja henki 7 on vapaa. Otit juuri suvun 7 kolmosen. Päätä peli (vapaan hengen "
    "vangitseminen, siggil.capture-free).",
    "lesson.win.hint.1": "Vapaa henki vangitaan tasan 3 kortilla sen suvusta tai sen luvusta.",
    "lesson.win.hint.2": "Sinulla on suvun 7 kortit 1, 2 ja 3.",
    "lesson.last-card.title": "Viimeinen kortti ja tasapeli",
    "lesson.last-card.instruction": "Peli päättyy myös sen vuoron lopussa, jolla sinetin viimeinen kortti otetaan: eniten henkiä pitävä "
    "voittaa, ja tasapelissä se, jolla on vähiten kortteja kädessä (siggil.last-card). Otit juuri viimeisen "
    "kortin. Sinulla on 2 henkeä, pelaajalla 1 on 3 henkeä ja 3 korttia. Henki 7 on vapaa. Tee voittava siirto.",
    "lesson.last-card.hint.1": "Vangitsemiseen käytetyt kortit lähtevät kädestä: laske, montako jäisi.",
    "lesson.last-card.hint.2": "Vangitse henki 7: kummallakin 3 henkeä, ja sinulle jää 2 korttia hänen 3:aan vastaan.",
    "lesson.solo-turn.title": "Yksinpeli: poista, sitten ota",
    "lesson.solo-turn.instruction": "Yksinpelissä (siggil.solo) 7 henkeä ja 49 muuta korttia sekoitetaan erikseen ja jaetaan niin, että joka 7 "
    "kortin jälkeen tulee henki (siggil.solo-setup). Joka vuorolla poistat ensin yhden vapaan kortin (helpossa "
    "pelissä kuvapuoli ylöspäin), otat sitten yhden ja voit vangita vapaan hengen tasan 3 kortilla (edistyneessä "
    "pelissä 4) (siggil.solo-turn). Henki 2 on vapaa, ja sinulla on suvun 2 kortit 1 ja 3. Poista ensin. Kokeile "
    "ensin ottaa ja lue kieltäytyminen.",
    "lesson.solo-turn.hint.1": "Mikä vapaa kortti täydentäisi sarjasi henkeen 2?",
    "lesson.solo-turn.hint.2": "Säästä suvun 2 vitonen otettavaksi: poista toinen kortti.",
    "lesson.solo-win.title": "Yksinpeli: voitto",
    "lesson.solo-win.instruction": "Helpossa pelissä voitat vangitsemalla kaikki 7 henkeä; edistyneessä 6. Voitto tarkistetaan jokaisen "
    "vuoron lopussa, vangitsemisen jälkeen, ja peli hävitään, kun voitto ei ole enää mahdollinen "
    "(siggil.solo-win). Sinulla on henget 1–6; tällä vuorolla olet jo poistanut kortin ja ottanut suvun 7 kortin "
    "3 (siggil.solo-turn). Henki 7 on vapaa. Voita. Ketään ei ole, jolta varastaa: kokeile.",
    "lesson.solo-win.hint.1": "Vapaa henki vangitaan tasan 3 kortilla sen suvusta tai luvusta (helppo peli).",
    "lesson.solo-win.hint.2": "Suvun 7 kortit 1, 2 ja 3 ovat kädessäsi.",
    "lesson.solo-limit.title": "Yksinpeli: enintään kolme vapaata henkeä",
    "lesson.solo-limit.instruction": "Yksinpelissä sinetin vieressä saa odottaa enintään 3 vapaata henkeä. Kun neljäs vapautuu, se jää ja "
    "korvaa yhden kolmesta odottavasta: valitset, mikä niistä kolmesta menee poistopinoon lopullisesti "
    "(siggil.solo-limit). Tämä on edistynyt peli "
    "(siggil.solo-turn): poistot ovat kuvapuoli alaspäin, vangitsemiseen tarvitaan tasan 4 korttia ja 6 henkeä "
    "voittaa. Henget 1, 2 ja 3 odottivat, kun henki 4 vapautui. Päästä yksi kolmesta menemään: se, jonka "
    "vangitseminen on kauimpana. Kokeile ensin poistaa tai päästää henki 4 menemään.",
    "lesson.solo-limit.hint.1": "Laske jokaiselle vapaalle hengelle korttisi sen suvusta ja sen luvusta.",
    "lesson.solo-limit.hint.2": "Henki 1: kolme suvun 1 korttia. Henki 3: yksi kortti kumpaakin.",
    "quiz.spirit-at-the-deal.question": "Kaksi pelaajaa, ”pyramidit”-asetelma: kaikki 56 korttia sekoitetaan ja jaetaan, ja vain {top, plural, one {# huippukortti ei} other {# huippukorttia ei}} ole minkään alla. 56 kortista 7 on henkiä. Millä todennäköisyydellä ainakin yksi henki on vapaa ennen kuin kukaan ottaa korttia?",
    "quiz.spirit-at-the-deal.explanation": "Jako voi vapauttaa vain huippukortin paikalla olevan hengen (sen alla oleva henki vapautuu vain, jos huippukortti oli henki, ja silloin yksi on jo vapaa). Yksikään henki ei ole vapaa, kun kaikki {top, plural, one {# huippukortti on sukukortti} other {# huippukorttia ovat sukukortteja}}: C(49, {top}) / C(56, {top}) = {none, number, 4}. Siis P = 1 - {none, number, 4} = {p, number, 4}.",
    "quiz.spirit-at-the-deal.hint.1": "Mitkä kortit ovat vapaita jaon jälkeen? Vain ne voivat aloittaa ketjun.",
    "quiz.spirit-at-the-deal.hint.2": "Laske todennäköisyys, ettei yksikään huippukortti ole henki, ja vähennä se "
    "luvusta 1.",
    "quiz.complete-a-set.question": "Helppo yksinpeli. Henki {spirit} on vapaa. Kätesi: {hand, cards}. Et näe {unknown, plural, one {# sukukorttia} other {# sukukorttia}} (kaikki sinetissä kuvapuoli alaspäin): niistä {family} on suvusta {spirit} ja {number} on lukua {spirit} (suvun k kortti k lasketaan molempiin). Millä todennäköisyydellä {draws, plural, one {seuraava kuvapuoli ylöspäin käännetty sukukortti} other {seuraavat # kuvapuoli ylöspäin käännettyä sukukorttia}} yhdessä kätesi kanssa sisältävät 3 suvun {spirit} korttia tai 3 luvun {spirit} korttia?",
    "quiz.complete-a-set.explanation": "Laske ne {draws} kortin nostot {unknown} kortista (kaikki yhtä todennäköisiä), jotka täydentävät sarjan: "
    "suvun kautta tarvitset yhden suvun {spirit} kortin lisää; luvun kautta kaksi luvun {spirit} korttia lisää. "
    "Summaa sen mukaan, montako kutakin lajia nostetaan (hypergeometrinen laskenta): P = {p, number, 4}.",
    "quiz.complete-a-set.hint.1": "Sarjan voi täydentää kahdella tavalla: suvun ja luvun kautta. Laske molemmat, "
    "laskematta yhtään nostoa kahdesti.",
    "quiz.complete-a-set.hint.2": "P(ei suvun korttia 3 nostossa) = C(tuntemattomat - suku, 3) / C(tuntemattomat, "
    "3); lisää sitten nostot, joissa ei ole suvun korttia mutta kaksi luvun korttia.",
    "quiz.when-is-it-free.question": "Kaksi pelaajaa, tyhjät kädet. Henki 1 on kuvapuoli ylöspäin paikalla 7, vain paikan 13 alla. Vapaita kortteja on {n}: paikka 13 ja {other, plural, one {# muu, joka ei ole} other {# muuta, jotka eivät ole}} minkään päällä. Jokainen pelaaja ottaa vapaan kortin sattumanvaraisesti. Montako ottoa keskimäärin kuluu, kunnes henki 1 on vapaa (sen vapauttava otto mukaan lukien)?",
    "quiz.when-is-it-free.explanation": "Muut kortit eivät peitä mitään, joten vapaina pysyvät samat kortit ({n}) otettuja lukuun ottamatta: otot ovat {n} kortin satunnainen järjestys, ja paikka 13 tulee yhtä todennäköisesti 1., 2., ... tai {n}. Keskimääräinen sija on (1 + {n}) / 2 = {mean, number, 2}.",
    "quiz.when-is-it-free.hint.1": "Mitään uutta ei vapaudu ennen kuin paikka 13 otetaan: ottojen järjestys on "
    "vapaiden korttien satunnainen järjestys.",
    "quiz.when-is-it-free.hint.2": "Yhden kortin sija n kortin satunnaisessa järjestyksessä on 1–n, kukin yhtä "
    "todennäköinen.",
    "quiz.when-is-it-free.unit": "ottoa",
}


# ------------------------------------------------------------------------------ Russian

RU = {
    "sentences": "{parts, sentences}",
    "off-script": "Можно, но этот урок не о таком ходе ({rule}): «Ещё раз» начинает его с исходной позиции.",
    "available.right": "Верно: карта на месте {position} была последней на месте {under, numbers}, поэтому та карта "
    "теперь доступна и сразу переворачивается лицом вверх (siggil.available).",
    "available.wrong": "Можно, но взятие места {position} ничего не открывает: на картах под ним всё ещё лежит "
    "место {still, numbers}. Одно из мест {best, numbers} перевернуло бы карту, лежащую лицом "
    "вниз (siggil.available).",
    "cascade.right": "Верно: карта на месте {position} была последней на духе {spirit}, поэтому дух "
    "покидает сигил свободным духом, а его пустое место открывает карты под ним, и так далее "
    "(siggil.spirit-frees).",
    "cascade.wrong": "Можно, но дух {spirit} на месте {at} всё ещё лежит под местом {on, numbers}: вы его "
    "видите, но он ещё не свободен (siggil.spirit-frees).",
    "capture.right": "Верно: ровно {size, plural, one {# карта} few {# карты} many {# карт} other {# карты}} {way, select, family {рода {spirit}} other {с числом {spirit}}} ловят свободного духа (siggil.capture-free). Одна поимка за ход: ваш ход окончен (siggil.capture).",
    "capture.pass": "Отказаться можно (поимка не обязательна, siggil.capture), но вы могли поймать духа "
    "({spirit, spirit}) картами {cards, cards} (siggil.capture-free).",
    "steal.right": "Верно: в наборе игрока {holder} под духом {spirit} {held, plural, one {# карта} few {# карты} many {# карт} other {# карты}}, в вашем новом наборе — {size}: ровно на одну больше, поэтому дух переходит на ваш набор, а его карты остаются перед ним (siggil.steal).",
    "steal.pass": "Можно, но вы могли отнять духа {spirit} картами {cards, cards}: {size, plural, one {# карта} few {# карты} many {# карт} other {# карты}} против {held} (siggil.steal).",
    "recapture.right": "Верно: в вашем наборе {set, set} теперь {size, plural, one {# карта} few {# карты} many {# карт} other {# карты}}, ровно на одну больше, чем у игрока {holder} ({held}), поэтому дух {spirit} переходит на него (siggil.recapture).",
    "recapture.pass": "Можно, но вы могли дополнить свой набор {set, set} картами {cards, cards} до {size, plural, one {# карты} few {# карт} many {# карт} other {# карты}} (против {held}) и вернуть духа {spirit} (siggil.recapture).",
    "win.right": "Верно: при 2 игроках {goal, plural, one {# дух побеждает} few {# духа побеждают} many {# духов побеждают} other {# духа побеждают}} сразу, ещё до конца хода (siggil.win).",
    "win.pass": "Можно, но дух {spirit} был свободен, и карты {cards, cards} его ловят: это был бы ваш дух "
    "номер {goal} и победа сразу (siggil.win).",
    "last-card.right": "Верно: последняя карта взята, поэтому игра кончается этим ходом. У вас и у игрока 1 духов "
    "поровну, а при равенстве побеждает тот, у кого меньше карт в руке (siggil.last-card).",
    "last-card.pass": "Можно, но последняя карта взята, поэтому игра кончается этим ходом, и без поимки у игрока 1 "
    "больше духов. Карты {cards, cards} поймали бы духа {spirit} и сравняли счёт, а при "
    "равенстве побеждает тот, у кого меньше карт в руке (siggil.last-card).",
    "solo-turn.right": "Верно: карта {card, card} с картами вашей руки не помогает ни одному свободному духу ({free, "
    "spirits}), поэтому её и стоит сбросить; {keep, cards} остаётся вам, чтобы взять "
    "(siggil.solo-turn).",
    "solo-turn.wrong": "Можно, но карта {card, card} подходила духу {spirit}, который свободен и подходит к "
    "картам вашей руки: сбросьте карту, не помогающую ни одному свободному духу, и возьмите эту "
    "(siggil.solo-turn).",
    "solo-win.right": "Верно: в лёгкой одиночной игре побеждают 7 пойманных духов; победа проверяется в конце хода, "
    "после поимки (siggil.solo-win).",
    "solo-win.pass": "Можно, но карты {cards, cards} ловят духа {spirit} — вашего седьмого духа и победу "
    "(siggil.solo-win).",
    "limit.right": "Верно: для духа {spirit} у вас в руке всего {count, plural, one {# карта} few {# карты} many {# карт} other {# карты}} — меньше, чем для двух остальных ждущих. Оставляйте духов, которых скоро сможете поймать (siggil.solo-limit).",
    "limit.wrong": "Можно, но для духа {spirit} у вас в руке {count, plural, one {# карта} few {# карты} many {# карт} other {# карты}}, а для духа {best} лишь {least}. Отпустите того, до чьего набора дальше всего (siggil.solo-limit).",
    "lesson.availability.title": "Сигил: какие карты доступны",
    "lesson.availability.instruction": "56 карт лежат в сигиле, перекрывая друг друга (siggil.sigil); в начале все тасуются и раскладываются "
    "(siggil.setup). Карта доступна, когда на ней не лежит ни одной карты, и доступная карта, лежащая лицом "
    "вниз, сразу переворачивается (siggil.available). В свой ход вы обязаны взять в руку одну доступную карту "
    "(siggil.take). Здесь вершины левой пирамиды уже нет. Возьмите карту, которая открывает карту, лежащую "
    "лицом вниз. Сначала попробуйте закрытую карту и прочтите отказ программы.",
    "lesson.availability.hint.1": "Посмотрите, что лежит под каждой доступной картой и что ещё лежит на тех картах.",
    "lesson.availability.hint.2": "Место 22 лежит только под 25; место 23 — под 25 и 26.",
    "lesson.cascade.title": "Освобождение духов: каскад",
    "lesson.cascade.instruction": "Когда карта духа становится доступной, она сразу покидает сигил и ждёт рядом свободным духом; её пустое "
    "место может открыть другие карты, которые переворачиваются, и так далее (siggil.spirit-frees). Дух 3 лежит "
    "лицом вверх на месте 25: вы его видите, но он закрыт. Освободите его своим взятием. Взять самого духа "
    "нельзя (siggil.available): попробуйте.",
    "lesson.cascade.hint.1": "Какая карта лежит на месте 25?",
    "lesson.cascade.hint.2": "Место 27 — единственная карта на 25. Возьмите её и смотрите журнал.",
    "lesson.capture-free.title": "Поимка свободного духа",
    "lesson.capture-free.instruction": "Вы взяли 5 рода 4. После взятия можно один раз поймать (siggil.capture): выложите ровно 3 карты (при 4 "
    "игроках 2) одного рода со свободным духом или все с его числом (siggil.capture-free). Свободны духи 4 и 2. "
    "Поймайте одного. Попробуйте 2 карты или неподходящие карты и прочтите отказ.",
    "lesson.capture-free.hint.1": "Дух 4: сосчитайте карты рода 4 в руке, затем карты с числом 4.",
    "lesson.capture-free.hint.2": "1, 2 и 5 рода 4 составляют набор; четвёрок родов 2 и 6 только две.",
    "lesson.steal.title": "Как отнять духа",
    "lesson.steal.instruction": "У игрока 1 дух 5 на наборе из 3 карт рода 5. Вы можете забрать его новым набором, подходящим духу (род или "
    "число), в котором ровно на одну карту больше (siggil.steal). Вы только что взяли 5 рода 4. Отнимите духа 5. "
    "Попробуйте набор из 3 или из 5 карт и прочтите отказ.",
    "lesson.steal.hint.1": "В его наборе 3 карты, значит, в вашем нужно ровно 4.",
    "lesson.steal.hint.2": "Карт рода 5 у вас только 3, а карт с числом 5 — 4.",
    "lesson.recapture.title": "Возврат духа своим набором",
    "lesson.recapture.instruction": "Игрок 1 отнял у вас духа 6 четырьмя картами с числом 6; ваши 1, 2 и 3 рода 6 остались перед вами набором 1 "
    "без духа. Вы можете дополнить этот набор картами из руки так, чтобы в нём было ровно на одну карту больше, "
    "чем в наборе владельца, и вернуть духа на него (siggil.recapture). Вы только что взяли 5 рода 6. Верните "
    "духа 6. Попробуйте добавить 1 карту или 3.",
    "lesson.recapture.hint.1": "В его наборе 4 карты, значит, ваш должен дойти ровно до 5.",
    "lesson.recapture.hint.2": "В вашем наборе 3 карты: добавьте ровно 2 карты рода 6.",
    "lesson.win.title": "Победа сразу",
    "lesson.win.instruction": "Игрок, у которого 5 духов (2 игрока), 4 (3 игрока) или 3 (4 игрока), побеждает сразу (siggil.win). У вас "
    "духи 1–4, а дух 7 свободен. Вы только что взяли 3 рода 7. Закончите игру (поимка свободного духа, "
    "siggil.capture-free).",
    "lesson.win.hint.1": "Свободного духа ловят ровно 3 картами его рода или его числа.",
    "lesson.win.hint.2": "У вас 1, 2 и 3 рода 7.",
    "lesson.last-card.title": "Последняя карта и равенство",
    "lesson.last-card.instruction": "Игра также кончается в конце хода, в котором взята последняя карта сигила: побеждает тот, у кого больше "
    "всего духов, а при равенстве — тот, у кого меньше всего карт в руке (siggil.last-card). Вы только что "
    "взяли последнюю карту. У вас 2 духа, у игрока 1 — 3 духа и 3 карты. Дух 7 свободен. Сделайте ход, который "
    "побеждает.",
    "lesson.last-card.hint.1": "Поимка выкладывает карты из руки: сосчитайте, сколько останется.",
    "lesson.last-card.hint.2": "Поймайте духа 7: у каждого по 3 духа, а у вас остаётся 2 карты против его 3.",
    "lesson.solo-turn.title": "Одиночная игра: сбросьте, затем возьмите",
    "lesson.solo-turn.instruction": "В одиночной игре (siggil.solo) 7 духов и 49 остальных карт тасуются отдельно и раскладываются с духом после "
    "каждых 7 карт (siggil.solo-setup). Каждый ход сначала сбросьте одну доступную карту (в лёгкой игре лицом "
    "вверх), затем возьмите одну, затем можно поймать свободного духа ровно 3 картами (в сложной игре 4) "
    "(siggil.solo-turn). Дух 2 свободен, у вас 1 и 3 рода 2. Сначала сбросьте. Попробуйте сначала взять и "
    "прочтите отказ.",
    "lesson.solo-turn.hint.1": "Какая доступная карта дополнила бы ваш набор для духа 2?",
    "lesson.solo-turn.hint.2": "Оставьте 5 рода 2, чтобы взять её: сбросьте другую карту.",
    "lesson.solo-win.title": "Одиночная игра: победа",
    "lesson.solo-win.instruction": "В лёгкой игре побеждают, поймав всех 7 духов; в сложной — 6. Победа проверяется в конце каждого хода, после "
    "поимки, а игра проиграна, когда победа уже недостижима (siggil.solo-win). У вас духи 1–6; в этом ходу вы "
    "уже сбросили карту и взяли 3 рода 7 (siggil.solo-turn). Дух 7 свободен. Победите. Отнимать не у кого: "
    "попробуйте.",
    "lesson.solo-win.hint.1": "Свободного духа ловят ровно 3 картами его рода или числа (лёгкая игра).",
    "lesson.solo-win.hint.2": "1, 2 и 3 рода 7 у вас в руке.",
    "lesson.solo-limit.title": "Одиночная игра: не больше трёх свободных духов",
    "lesson.solo-limit.instruction": "В одиночной игре рядом с сигилом могут ждать не больше 3 свободных духов. Когда освобождается четвёртый, он "
    "остаётся и заменяет одного из трёх ждущих: вы выбираете, кто из этих трёх навсегда уходит в сброс "
    "(siggil.solo-limit). Это сложная игра "
    "(siggil.solo-turn): сброс лежит лицом вниз, для поимки нужно ровно 4 карты, побеждают 6 духов. Духи 1, 2 "
    "и 3 ждали, когда освободился дух 4. Отпустите одного из трёх: того, до поимки которого дальше всего. "
    "Попробуйте сначала сбросить или отпустить духа 4.",
    "lesson.solo-limit.hint.1": "Для каждого свободного духа сосчитайте свои карты его рода и его числа.",
    "lesson.solo-limit.hint.2": "Дух 1: три карты рода 1. Дух 3: по одной карте так и так.",
    "quiz.spirit-at-the-deal.question": "Два игрока, раскладка «пирамиды»: все 56 карт перетасованы и разложены, и только {top, plural, one {# верхняя карта ни под чем не лежит} few {# верхние карты ни под чем не лежат} many {# верхних карт ни под чем не лежат} other {# верхней карты ни под чем не лежат}}. 7 из 56 карт — духи. Какова вероятность, что хотя бы один дух свободен ещё до того, как кто-то возьмёт карту?",
    "quiz.spirit-at-the-deal.explanation": "Раскладка может освободить только духа на месте верхней карты (дух под ней освобождается, только если "
    "верхняя карта была духом, и тогда один уже свободен). Ни один дух не свободен, если все верхние карты — "
    "карты родов: C(49, {top}) / C(56, {top}) = {none, number, 4}. Значит, P = 1 - {none, number, 4} = "
    "{p, number, 4}.",
    "quiz.spirit-at-the-deal.hint.1": "Какие карты доступны после раскладки? Только они могут начать каскад.",
    "quiz.spirit-at-the-deal.hint.2": "Найдите вероятность, что ни одна верхняя карта не дух, и вычтите её из 1.",
    "quiz.complete-a-set.question": "Лёгкая одиночная игра. Дух {spirit} свободен. Ваша рука: {hand, cards}. Вы не видите {unknown, plural, one {# карту родов} few {# карты родов} many {# карт родов} other {# карты родов}} (все лежат в сигиле лицом вниз): {family} из них — рода {spirit}, {number} — с числом {spirit} (карта k рода k считается в обоих). Какова вероятность, что {draws, plural, one {следующая # карта родов, открытая} few {следующие # карты родов, открытые} many {следующие # карт родов, открытые} other {следующие # карты родов, открытые}} лицом вверх, вместе с вашей рукой содержат 3 карты рода {spirit} или 3 карты с числом {spirit}?",
    "quiz.complete-a-set.explanation": "Сосчитайте выборки по {draws, plural, one {# карте} few {# карты} many {# карт} other {# карты}} из {unknown} (все равновероятны), которые дополняют набор: по роду нужна ещё одна карта рода {spirit}; по числу — ещё две карты с числом {spirit}. Суммируйте по тому, сколько карт каждого вида вытянуто (гипергеометрический подсчёт): P = {p, number, 4}.",
    "quiz.complete-a-set.hint.1": "Дополнить набор можно двумя путями: по роду и по числу. Сосчитайте оба, не "
    "считая ни одну выборку дважды.",
    "quiz.complete-a-set.hint.2": "P(нет карты рода за 3 карты) = C(неизвестные - род, 3) / C(неизвестные, 3); затем "
    "добавьте выборки без карты рода, но с двумя картами числа.",
    "quiz.when-is-it-free.question": "Два игрока, руки пусты. Дух 1 лежит лицом вверх на месте 7, только под местом 13. Доступных карт {n}: место "
    "13 и ещё {other}, которые ни на чём не лежат. Каждый игрок берёт доступную карту наугад. Сколько взятий в "
    "среднем пройдёт, пока дух 1 не станет свободным (считая взятие, которое его освобождает)?",
    "quiz.when-is-it-free.explanation": "Остальные карты ничего не закрывают, поэтому доступны те же карты ({n}), кроме взятых: взятия — случайный порядок {n, plural, one {# карты} few {# карт} many {# карт} other {# карты}}, и место 13 с равной вероятностью окажется 1-м, 2-м, ... или {n}-м. Среднее место: (1 + {n}) / 2 = {mean, number, 2}.",
    "quiz.when-is-it-free.hint.1": "Пока место 13 не взято, ничего нового не открывается: порядок взятий — "
    "случайный порядок доступных карт.",
    "quiz.when-is-it-free.hint.2": "Место одной карты в случайном порядке n карт — от 1 до n, все равновероятны.",
    "quiz.when-is-it-free.unit": "взятий",
}

LESSON_MESSAGES = Messages("siggil-lessons", {"en": EN, "lv": LV, "fi": FI, "ru": RU}, FORMATTERS)
