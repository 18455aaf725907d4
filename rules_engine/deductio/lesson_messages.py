"""The words of Deductio's lessons and quizzes in English, Latvian, Finnish and Russian.

Titles, instructions, hints, the checkers' feedback and the quizzes' questions,
explanations and hints are templates here (``rules_engine.i18n`` explains the syntax);
:mod:`rules_engine.deductio.lessons` binds them with their numbers and clues. Feedback
that tells what the table showed embeds the engine's own event sentences, rendered from
Deductio's table (:mod:`.messages`) in the same language.

The vocabulary is the game's (see :mod:`.messages`): slepenais skaitlis, pavediena kārts,
vertikāli / horizontāli, minējums, spēja, sods; salainen luku, vihje, pystyyn / vaakaan,
arvaus, kyky, rangaistus; секретное число, подсказка, вертикально / горизонтально,
догадка, способность, штраф. A clue is written ``#12 “n is prime”`` (the ``clue``
formatter of :mod:`.messages`). Rule ids stay as they are in every language.

Formatters besides the game's (``clue``, ``clues``, ``numbers``): ``pct`` (a probability
as a percent) and ``sentences`` (several messages, each in the reader's language).
"""

from __future__ import annotations

from ..i18n import LESSON_FORMATTERS, Messages
from .messages import FORMATTERS as GAME_FORMATTERS
from .messages import bits

__all__ = ["LESSON_MESSAGES", "FORMATTERS"]


FORMATTERS = {**GAME_FORMATTERS, **LESSON_FORMATTERS}


# ------------------------------------------------------------------------------ English

EN = {
    "sentences": "{parts, sentences}",
    # -- feedback
    "public.narrowed": "From the public table, your number could be any of {before} numbers before this move and "
    "{after} after it{few, select, yes { ({numbers, numbers})} other {}}.",
    "ask.clue": "This lesson asks for a clue play. A guess of {number} for player {target} is right only with "
    "P = {p, pct} (player {target} has {n} possible numbers), and a wrong guess costs two forced clue "
    "plays (deductio.penalty).",
    "clue.right": "Right: {clue, clue} is true of your number {number}, so it goes upright (deductio.play-clue).",
    "take-all.right": "Right: none of {clues, clues} is true of your number {number}, so you take all three "
    "sideways (deductio.play-clue).",
    "turn.note": "That was your whole turn: one clue play (deductio.turn). Now player 1 plays.",
    "refill.note": "The row is back to three clues: at the end of every turn, a clue play or a guess, it is "
    "refilled from the clue deck (deductio.refill).",
    "take-all.note": 'Sideways says "none of these is true": three facts at once, and the table learns a lot.',
    "reveal.note": "Your upright ±1 clue stays: it was true when you played it. A sideways ±1 clue is discarded when "
    'a number is turned face up, since its "false" may be wrong now (deductio.reveal).',
    "peek.pass": "Passing is allowed (abilities are optional), but a peek is free: whatever you see lies in the deck, "
    "so nobody holds it. Player 1 could hold {before, numbers}; one look could have settled it "
    "(deductio.ability).",
    "peek.right": "You saw {seen, numbers}. Those cards are at the bottom of the deck, so nobody holds them: player 1 "
    "could hold {before, numbers} before and {after, numbers} now{certain, select, yes {: certain, "
    "guess it on your next turn} other {}}.",
    "free.pass": "A free guess costs nothing even when it is wrong: passing throws away a P = {p, pct} chance of a "
    "trophy (for example {best} for player 1; deductio.ability).",
    "free.right": "Right: {number} is one of your likeliest candidates, P = {p, pct} ({n} candidates), and a free "
    "guess costs nothing if it misses (deductio.ability).",
    "free.weak": "A free guess, but not your best: {number} had P = {p, pct}, while {best} had P = {top, pct}.",
    "guess.certain": "Right: player 1 can only hold {number} (P = 100%), so the guess cannot miss "
    "(deductio.guess). The engine answers truthfully (deductio.talk):",
    "guess.unsure": "Player 1 holds {number} only with P = {p, pct} from what you know, while {best} was certain. "
    "The engine's truthful answer:",
    "guess.play-instead": "A clue play is legal, but it wastes a sure trophy: player 1 can only hold {best} "
    "(P = {p, pct}). Guess it (deductio.guess).",
    "win.right": "Right: player 1 can only hold {number}, and a third trophy reaches the goal of a two-player game "
    "(deductio.goal):",
    "win.play-instead": "A clue play is legal, but you can win now: player 1 can only hold {best} (P = {p, pct}), and "
    "a third correct guess wins at once (deductio.goal).",
    "penalty.right": "Right: {clue, clue} tells the others {bits, number, 2} bits about your number, the least of "
    "your true clues. Penalty plays give information away: give as little as you can.",
    "penalty.wrong": "{clue, clue} tells the others {bits, number, 2} bits about your number; {best, clue} only "
    "{least, number, 2}.{ability, select, yes { And its ability does not work during a penalty "
    "(deductio.penalty).} other {}}",
    # -- lessons
    "lesson.first-turn.title": "Your number and your first turn",
    "lesson.first-turn.instruction": "The game is set up (deductio.setup): you drew the Secret Number 7 (a one-digit #), player 1 drew one you "
    "cannot see, and 3, 15 and 18 lie face up in the middle, so they are nobody's. Three clues are face up in "
    "the row. On your turn you do exactly one thing: play a clue or make one guess (deductio.turn). Play a clue "
    "that is true of your 7.",
    "lesson.first-turn.hint.1": "Check each clue in the row against 7: is 7 odd? 14 or greater? prime?",
    "lesson.first-turn.hint.2": "Two of the three are true of 7; either is a good first turn.",
    "lesson.true-clue.title": "Play a true clue upright",
    "lesson.true-clue.instruction": "You hold 10. Choose a clue from the row that is true of your number and place it upright "
    "(deductio.play-clue): everyone then knows it is true of your number. A false clue is refused, and so is "
    "taking all three while one is true: try it and read the engine's answer. After your play the row is "
    "refilled (deductio.refill).",
    "lesson.true-clue.hint.1": "10 is not prime, and not 6 or less.",
    "lesson.true-clue.hint.2": "Does 10 contain the digit 1?",
    "lesson.take-all.title": "No clue is true: take all sideways",
    "lesson.take-all.instruction": "You hold 9. Only if none of the three clues in the row is true of your number, you take all three and place "
    "them sideways (deductio.play-clue). Check them one by one, then play. Then look at what the sideways cards "
    "tell everyone.",
    "lesson.take-all.hint.1": "Is 9 even? Does it have two digits? Is it prime (9 = 3 x 3)?",
    "lesson.take-all.hint.2": "All three are false: use Take all.",
    "lesson.reveal.title": "Reveal cards and the ±1 clue",
    "lesson.reveal.instruction": "You hold 16; 3, 15 and 18 are face up. Clue #24 says your number is 1 more or 1 less than a face-up number: "
    "it is judged against the numbers face up right now. Player 1 once took a ±1 clue sideways. This lesson "
    "stacked the clue deck: a Reveal card is on top (deductio.reveal). Play a true clue and watch the refill "
    "(deductio.refill) draw it.",
    "lesson.reveal.hint.1": "16 is 15 + 1, and 15 is face up.",
    "lesson.reveal.hint.2": "Play #24 upright, then read the log: a new number is turned face up.",
    "lesson.peek.title": "The eye: peek at the Secret Number deck",
    "lesson.peek.instruction": 'You just placed #14 "n is divisible by 3" upright on a normal clue play, so its eye ability works now '
    '(deductio.ability): look at the top Secret Number card and put it at the bottom. Player 1 shows "odd" and '
    '"6 or less": 1 or 5 (3 is face up). Use the ability, or pass.',
    "lesson.peek.hint.1": "A card you see in the deck is not player 1's number.",
    "lesson.peek.hint.2": "Abilities are optional, but this one is free information: Peek.",
    "lesson.free-guess.title": "The magnifying glass: a free guess",
    "lesson.free-guess.instruction": 'You just placed #16 "n is divisible by 5" upright, and its magnifying glass lets you make one guess at '
    'once; a wrong one costs nothing (deductio.ability). Player 1 shows "even and 10 or less" and "divisible '
    "by 4\". Guess player 1's number (deductio.guess), or pass.",
    "lesson.free-guess.hint.1": "Even, 10 or less and divisible by 4: which numbers are left?",
    "lesson.free-guess.hint.2": "4 or 8, each with P = 50%. A miss is free: guess one.",
    "lesson.certain-guess.title": "Guess a number you are sure of",
    "lesson.certain-guess.instruction": "Instead of playing a clue you may name another player and a number (deductio.guess). Player 1 shows #33 "
    '"odd and greater than 10" upright and took #8, #31 and #5 sideways. Work out their number and guess it. A '
    "correct guess is a trophy; the guessed player discards their clues and draws a new number "
    "(deductio.correct-guess). The answer is always true (deductio.talk).",
    "lesson.certain-guess.hint.1": "Odd and greater than 10: 11, 13, 15, 17, 19. 15 is face up.",
    "lesson.certain-guess.hint.2": "Sideways #8: not 14 or more. Sideways #31: not between 8 and 12.",
    "lesson.penalty.title": "The penalty for a wrong guess",
    "lesson.penalty.instruction": "You guessed 12 for player 1 and were wrong. The penalty (deductio.penalty): you must now play a clue twice "
    "in a row, and abilities on those clues do not work. Try to guess again, and read the refusal. Then make "
    "your first penalty play: the true clue that tells the others least about your 8.",
    "lesson.penalty.hint.1": '"n is even" leaves many numbers; "even and 10 or less" leaves five.',
    "lesson.penalty.hint.2": "The eye on #34 would not work during a penalty anyway.",
    "lesson.win.title": "The goal: win with your third trophy",
    "lesson.win.instruction": "The goal (deductio.goal): guess other players' numbers correctly 3 times with 2 players (2 times with 3 or "
    '4); reaching the target wins at once. You already hold the trophies 7 and 11. Player 1 shows #33 "odd and '
    'greater than 10" and #30 "3 or less, or 18 or more" upright. Finish the game '
    "(deductio.correct-guess).",
    "lesson.win.hint.1": "Odd and greater than 10, but 11 is your trophy and 15 is face up.",
    "lesson.win.hint.2": "Of 13, 17 and 19, only one is 18 or more.",
    # -- quizzes
    "quiz.prime-candidates.question": 'Two players. You hold 8; 3, 15 and 18 are face up. Player 1 placed "n is prime" upright. What is the '
    "probability that player 1 holds 13?",
    "quiz.prime-candidates.explanation": "The primes up to 20 are 2, 3, 5, 7, 11, 13, 17 and 19. 3 is face up, so player 1 holds one of the other "
    "{n}, each equally likely: P = 1/{n} = {p, number, 4}.",
    "quiz.prime-candidates.hint.1": "List the primes from 1 to 20, then strike out the cards you can see.",
    "quiz.prime-candidates.hint.2": "Every number left is equally likely: one over how many are left.",
    "quiz.distinct-cards.question": 'Three players. You hold 5; 3, 14 and 15 are face up. Player 1 shows "two digits" and "between 5 and 15" '
    'upright; player 2 shows "even and two digits" and "12 or less" upright. What is the probability that '
    "player 1 holds 10?",
    "quiz.distinct-cards.explanation": "Player 1 holds 10, 11, 12 or 13; player 2 holds 10 or 12; and they hold different cards. Count the pairs: "
    "player 2 = 10 leaves 11, 12, 13 for player 1, player 2 = 12 leaves 10, 11, 13: six pairs, equally likely, "
    "and one has player 1 = 10. P = 1/6 = {p, number, 4}, not {naive, number, 2}: player 2 holds 10 or 12, so each "
    "of those is half as likely for player 1 as 11 or 13.",
    "quiz.distinct-cards.hint.1": "Write every pair (player 1, player 2) that fits both players' clues.",
    "quiz.distinct-cards.hint.2": "Two players never hold the same card: drop the pairs with equal numbers.",
    "quiz.bayes-after-a-clue.question": 'Two players. You hold 9; 3, 11 and 20 are face up. The row holds "n is even", "n is prime" and "n is 14 '
    'or greater". Player 1 places "n is even" upright. Say player 1 picks at random among the clues true of '
    "their number. What is the probability that their number is 12 or less?",
    "quiz.bayes-after-a-clue.explanation": "Bayes: each even number was equally likely before; the chance of this play is 1 over the number of true "
    'clues in the row. 4, 6, 8, 10, 12 make only "even" true (chance 1 each); 2 is also prime and 14, 16, 18 '
    "are also 14 or greater (chance 1/2 each). Weights: 5 + 1/2 for 12 or less, 3/2 above: P = 5.5/7 = "
    "{p, number, 4}, more than the {naive, number, 4} of counting candidates alone.",
    "quiz.bayes-after-a-clue.hint.1": 'A number that makes two row clues true would pick "even" only half the time.',
    "quiz.bayes-after-a-clue.hint.2": "Give each even candidate a weight of 1 over its true clues, then divide.",
    "quiz.guess-after-the-least-clue.question": 'Two players. You hold 12; 3, 15 and 18 are face up; you play first. The row holds "n is even", "n is 12 '
    'or less" and "n is a multiple of 6", all true of 12. You play the one that tells the table least. Then '
    "someone guesses your number at random among the numbers the table still allows. What is the probability "
    "that the guess is right?",
    "quiz.guess-after-the-least-clue.explanation": '"Even" leaves 9 numbers, "multiple of 6" leaves 2, and {clue, clue} leaves {n} (1 to 12 without the '
    "face-up 3): the most, so it tells least. A random guess among {n} is right with P = 1/{n} = {p, number, 4}.",
    "quiz.guess-after-the-least-clue.hint.1": "For each clue, count the numbers from 1 to 20 it allows, without the "
    "face-up ones.",
    "quiz.guess-after-the-least-clue.hint.2": "The clue that leaves the most numbers tells least.",
    "quiz.bits-of-the-least-clue.question": "Same table: you hold 12 and play the clue that tells least. Before it, the table allows 17 numbers for you, "
    "all equally likely. How many bits of information does your clue give the table (the drop in entropy, "
    "log2 of the number of equally likely numbers)?",
    "quiz.bits-of-the-least-clue.explanation": "Entropy of n equally likely numbers is log2 n. Before: log2 17. After {clue, clue}: log2 {n}. The clue gives "
    'log2 17 - log2 {n} = {bits, number, 3} bits. "Multiple of 6" would give log2(17/2) = 3.09 bits.',
    "quiz.bits-of-the-least-clue.hint.1": "Entropy before minus entropy after; each is log2 of a count.",
    "quiz.bits-of-the-least-clue.hint.2": "Count the numbers the least telling clue leaves: the bits are log2 of 17 over "
    "that count.",
    "quiz.bits-of-the-least-clue.unit": "bits",
}


# ------------------------------------------------------------------------------ Latvian

LV = {
    "sentences": "{parts, sentences}",
    "public.narrowed": "Pēc tā, kas redzams uz galda, jūsu skaitlis pirms šī gājiena varēja būt viens no "
    "{before, plural, zero {# skaitļiem} one {# skaitļa} other {# skaitļiem}}, pēc tā — "
    "{after, plural, =1 {tikai viens} other {viens no #}}{few, select, yes { ({numbers, numbers})} other {}}.",
    "ask.clue": "Šajā nodarbībā jāizspēlē pavediena kārts. Minējums, ka spēlētājam {target} ir {number}, ir pareizs "
    "tikai ar P = {p, pct} (spēlētāja {target} iespējamie skaitļi: {n}), un nepareizs minējums maksā "
    "divas piespiedu pavedienu izspēles (deductio.penalty).",
    "clue.right": "Pareizi: {clue, clue} patiesi apraksta jūsu skaitli {number}, tāpēc to noliek vertikāli "
    "(deductio.play-clue).",
    "take-all.right": "Pareizi: neviena no kārtīm {clues, clues} neapraksta jūsu skaitli {number}, tāpēc jūs paņemat "
    "visas trīs un noliekat horizontāli (deductio.play-clue).",
    "turn.note": "Tas bija viss jūsu gājiens: viena pavediena izspēle (deductio.turn). Tagad gājiens spēlētājam 1.",
    "refill.note": "Rindā atkal ir trīs pavedieni: katra gājiena beigās, vai tā būtu izspēle vai minējums, to "
    "papildina no pavedienu kaudzītes (deductio.refill).",
    "take-all.note": "Horizontāli nozīmē „neviens no šiem nav patiess“: trīs fakti uzreiz, un galds uzzina daudz.",
    "reveal.note": "Jūsu vertikālā „±1“ kārts paliek: izspēlējot tā bija patiesa. Horizontālo „±1“ kārti nomet, kad "
    "tiek atklāts skaitlis, jo tās „nepatiesi“ var vairs nebūt pareizi (deductio.reveal).",
    "peek.pass": "Atteikties drīkst (spējas nav obligātas), bet apskatīšana ir par brīvu: ko jūs redzat, tas ir "
    "kaudzītē, tātad nevienam tas nepieder. Spēlētājam 1 var būt {before, numbers}; viens skatiens būtu "
    "to izšķīris (deductio.ability).",
    "peek.right": "Jūs redzējāt {seen, numbers}. Šīs kārtis ir kaudzītes apakšā, tātad tās nevienam nepieder: "
    "spēlētājam 1 varēja būt {before, numbers}, tagad {after, numbers}{certain, select, yes {: tas ir "
    "droši, miniet to nākamajā gājienā} other {}}.",
    "free.pass": "Minējums bez sekām neko nemaksā pat tad, ja tas ir nepareizs: atsakoties jūs palaižat garām iespēju "
    "P = {p, pct} iegūt trofeju (piemēram, {best} spēlētājam 1; deductio.ability).",
    "free.right": "Pareizi: {number} ir viens no jūsu ticamākajiem variantiem, P = {p, pct} (variantu: {n}), un "
    "minējums bez sekām neko nemaksā, ja tas ir nepareizs (deductio.ability).",
    "free.weak": "Minējums bez sekām, bet ne labākais: skaitlim {number} bija P = {p, pct}, bet skaitlim {best} "
    "P = {top, pct}.",
    "guess.certain": "Pareizi: spēlētājam 1 var būt tikai {number} (P = 100%), tāpēc minējums nevar būt nepareizs "
    "(deductio.guess). Programma atbild godīgi (deductio.talk):",
    "guess.unsure": "Pēc tā, ko jūs zināt, spēlētājam 1 ir {number} tikai ar P = {p, pct}, bet {best} bija drošs. "
    "Programmas godīgā atbilde:",
    "guess.play-instead": "Pavediena izspēle ir atļauta, bet tā izšķiež drošu trofeju: spēlētājam 1 var būt tikai "
    "{best} (P = {p, pct}). Miniet to (deductio.guess).",
    "win.right": "Pareizi: spēlētājam 1 var būt tikai {number}, un trešā trofeja sasniedz divu spēlētāju spēles "
    "mērķi (deductio.goal):",
    "win.play-instead": "Pavediena izspēle ir atļauta, bet jūs varat uzvarēt tagad: spēlētājam 1 var būt tikai {best} "
    "(P = {p, pct}), un trešais pareizais minējums uzvar uzreiz (deductio.goal).",
    "penalty.right": "Pareizi: {clue, clue} pastāsta citiem "
    + bits("lv", "bits", 2, "acc")
    + " par jūsu skaitli — vismazāk no "
    "jūsu patiesajiem pavedieniem. Soda izspēles atdod informāciju: atdodiet pēc iespējas mazāk.",
    "penalty.wrong": "{clue, clue} pastāsta citiem "
    + bits("lv", "bits", 2, "acc")
    + " par jūsu skaitli, bet {best, clue} tikai "
    "{least, number, 2}.{ability, select, yes { Turklāt soda laikā tās spēja nedarbojas "
    "(deductio.penalty).} other {}}",
    "lesson.first-turn.title": "Jūsu skaitlis un jūsu pirmais gājiens",
    "lesson.first-turn.instruction": "Spēle ir sagatavota (deductio.setup): jūs paņēmāt slepeno skaitli 7 (viencipara #), spēlētājs 1 paņēma "
    "skaitli, ko jūs neredzat, un 3, 15 un 18 ir atklāti galda vidū, tātad tie nevienam nepieder. Rindā ir trīs "
    "atklāti pavedieni. Savā gājienā jūs veicat tieši vienu darbību: izspēlējat pavedienu vai minat vienu reizi "
    "(deductio.turn). Izspēlējiet pavedienu, kas patiesi apraksta jūsu 7.",
    "lesson.first-turn.hint.1": "Pārbaudiet katru rindas pavedienu ar 7: vai 7 ir nepāra? 14 vai lielāks? pirmskaitlis?",
    "lesson.first-turn.hint.2": "Divi no trim ir patiesi par 7; jebkurš ir labs pirmais gājiens.",
    "lesson.true-clue.title": "Izspēlējiet patiesu pavedienu vertikāli",
    "lesson.true-clue.instruction": "Jums ir 10. Izvēlieties no rindas pavedienu, kas patiesi apraksta jūsu skaitli, un nolieciet to vertikāli "
    "(deductio.play-clue): tad visi zina, ka tas ir patiess par jūsu skaitli. Nepatiesu pavedienu programma "
    "nepieņem, tāpat kā visu trīs paņemšanu, ja viens ir patiess: pamēģiniet un izlasiet atbildi. Pēc izspēles "
    "rindu papildina (deductio.refill).",
    "lesson.true-clue.hint.1": "10 nav pirmskaitlis un nav 6 vai mazāks.",
    "lesson.true-clue.hint.2": "Vai 10 satur ciparu 1?",
    "lesson.take-all.title": "Neviens nav patiess: paņemiet visus horizontāli",
    "lesson.take-all.instruction": "Jums ir 9. Tikai tad, ja neviens no trim rindas pavedieniem neapraksta jūsu skaitli, jūs paņemat visus trīs un "
    "noliekat tos horizontāli (deductio.play-clue). Pārbaudiet tos pa vienam un tad spēlējiet. Pēc tam paskatieties, ko "
    "horizontālās kārtis pastāsta visiem.",
    "lesson.take-all.hint.1": "Vai 9 ir pāra? Vai tam ir divi cipari? Vai tas ir pirmskaitlis (9 = 3 x 3)?",
    "lesson.take-all.hint.2": "Visi trīs ir nepatiesi: izmantojiet „Paņemt visas horizontāli“.",
    "lesson.reveal.title": "„Atklāj slepeno skaitli“ kārtis un „±1“ pavediens",
    "lesson.reveal.instruction": "Jums ir 16; atklāti ir 3, 15 un 18. Pavediens #24 saka, ka jūsu skaitlis ir par 1 lielāks vai mazāks nekā "
    "kāds atklātais skaitlis: to vērtē pēc skaitļiem, kas atklāti tieši tagad. Spēlētājs 1 reiz paņēma „±1“ "
    "pavedienu horizontāli. Šajā nodarbībā pavedienu kaudzīte ir sakārtota: augšā ir „Atklāj slepeno skaitli“ "
    "kārts (deductio.reveal). Izspēlējiet patiesu pavedienu un vērojiet, kā papildināšana (deductio.refill) to izvelk.",
    "lesson.reveal.hint.1": "16 ir 15 + 1, un 15 ir atklāts.",
    "lesson.reveal.hint.2": "Nolieciet #24 vertikāli, tad izlasiet žurnālu: tiek atklāts jauns skaitlis.",
    "lesson.peek.title": "Acs: apskatiet slepeno skaitļu kaudzīti",
    "lesson.peek.instruction": "Jūs tikko parastā izspēlē nolikāt vertikāli #14 „n dalās ar 3“, tāpēc tās acs spēja darbojas tagad "
    "(deductio.ability): apskatiet virsējo slepenā skaitļa kārti un nolieciet to apakšā. Spēlētājam 1 ir „nepāra“ un "
    "„6 vai mazāks“: 1 vai 5 (3 ir atklāts). Izmantojiet spēju vai atsakieties.",
    "lesson.peek.hint.1": "Kārts, ko jūs redzat kaudzītē, nav spēlētāja 1 skaitlis.",
    "lesson.peek.hint.2": "Spējas nav obligātas, bet šī ir bezmaksas informācija: apskatiet.",
    "lesson.free-guess.title": "Palielināmais stikls: minējums bez sekām",
    "lesson.free-guess.instruction": "Jūs tikko nolikāt vertikāli #16 „n dalās ar 5“, un tās palielināmais stikls ļauj uzreiz minēt vienu reizi; "
    "nepareizs minējums neko nemaksā (deductio.ability). Spēlētājam 1 ir „pāra skaitlis, ne lielāks par 10“ un "
    "„dalās ar 4“. Miniet spēlētāja 1 skaitli (deductio.guess) vai atsakieties.",
    "lesson.free-guess.hint.1": "Pāra, ne lielāks par 10 un dalās ar 4: kuri skaitļi paliek?",
    "lesson.free-guess.hint.2": "4 vai 8, katrs ar P = 50%. Kļūda neko nemaksā: miniet vienu.",
    "lesson.certain-guess.title": "Miniet skaitli, par kuru esat drošs",
    "lesson.certain-guess.instruction": "Pavediena izspēles vietā jūs varat nosaukt citu spēlētāju un skaitli (deductio.guess). Spēlētājam 1 ir "
    "vertikāls #33 „nepāra skaitlis, lielāks par 10“, un horizontāli viņš paņēma #8, #31 un #5. Izdomājiet viņa "
    "skaitli un miniet to. Pareizs minējums ir trofeja; atminētais spēlētājs nomet savus pavedienus un paņem jaunu "
    "skaitli (deductio.correct-guess). Atbilde vienmēr ir godīga (deductio.talk).",
    "lesson.certain-guess.hint.1": "Nepāra un lielāks par 10: 11, 13, 15, 17, 19. 15 ir atklāts.",
    "lesson.certain-guess.hint.2": "Horizontāls #8: nav 14 vai vairāk. Horizontāls #31: nav no 8 līdz 12.",
    "lesson.penalty.title": "Sods par nepareizu minējumu",
    "lesson.penalty.instruction": "Jūs minējāt, ka spēlētājam 1 ir 12, un kļūdījāties. Sods (deductio.penalty): tagad jums divas reizes pēc kārtas "
    "jāizspēlē pavediens, un šo kāršu spējas nedarbojas. Pamēģiniet minēt vēlreiz un izlasiet atteikumu. Tad veiciet "
    "pirmo soda izspēli: patieso pavedienu, kas citiem par jūsu 8 pastāsta vismazāk.",
    "lesson.penalty.hint.1": "„n ir pāra skaitlis“ atstāj daudz skaitļu; „pāra, ne lielāks par 10“ atstāj piecus.",
    "lesson.penalty.hint.2": "Acs uz #34 soda laikā tik un tā nedarbotos.",
    "lesson.win.title": "Mērķis: uzvariet ar trešo trofeju",
    "lesson.win.instruction": "Mērķis (deductio.goal): divu spēlētāju spēlē pareizi jāatmin citu skaitļi 3 reizes (trīs vai četru — 2 "
    "reizes); kas sasniedz mērķi, uzvar uzreiz. Jums jau ir trofejas 7 un 11. Spēlētājam 1 vertikāli ir #33 "
    "„nepāra skaitlis, lielāks par 10“ un #30 „3 vai mazāks, vai 18 vai lielāks“. Pabeidziet spēli "
    "(deductio.correct-guess).",
    "lesson.win.hint.1": "Nepāra un lielāks par 10, bet 11 ir jūsu trofeja un 15 ir atklāts.",
    "lesson.win.hint.2": "No 13, 17 un 19 tikai viens ir 18 vai lielāks.",
    "quiz.prime-candidates.question": "Divi spēlētāji. Jums ir 8; atklāti ir 3, 15 un 18. Spēlētājs 1 nolika vertikāli „n ir pirmskaitlis“. Kāda ir "
    "varbūtība, ka spēlētājam 1 ir 13?",
    "quiz.prime-candidates.explanation": "Pirmskaitļi līdz 20 ir 2, 3, 5, 7, 11, 13, 17 un 19. 3 ir atklāts, tāpēc spēlētājam 1 ir viens no "
    "pārējiem (kopā: {n}), katrs vienlīdz ticams: P = 1/{n} = {p, number, 4}.",
    "quiz.prime-candidates.hint.1": "Uzrakstiet pirmskaitļus no 1 līdz 20, tad izsvītrojiet kārtis, ko jūs redzat.",
    "quiz.prime-candidates.hint.2": "Katrs atlikušais skaitlis ir vienlīdz ticams: viens dalīts ar to skaitu.",
    "quiz.distinct-cards.question": "Trīs spēlētāji. Jums ir 5; atklāti ir 3, 14 un 15. Spēlētājam 1 vertikāli ir „divciparu“ un „no 5 līdz 15“; "
    "spēlētājam 2 vertikāli ir „pāra divciparu“ un „12 vai mazāks“. Kāda ir varbūtība, ka spēlētājam 1 ir 10?",
    "quiz.distinct-cards.explanation": "Spēlētājam 1 ir 10, 11, 12 vai 13; spēlētājam 2 ir 10 vai 12; un viņiem ir dažādas kārtis. Saskaitiet pārus: "
    "ja spēlētājam 2 ir 10, spēlētājam 1 paliek 11, 12, 13, ja 12 — paliek 10, 11, 13: seši vienlīdz ticami "
    "pāri, un vienā spēlētājam 1 ir 10. P = 1/6 = {p, number, 4}, nevis {naive, number, 2}: spēlētājam 2 ir "
    "10 vai 12, tāpēc katrs no tiem spēlētājam 1 ir divreiz mazāk ticams nekā 11 vai 13.",
    "quiz.distinct-cards.hint.1": "Uzrakstiet katru pāri (spēlētājs 1, spēlētājs 2), kas atbilst abu pavedieniem.",
    "quiz.distinct-cards.hint.2": "Diviem spēlētājiem nekad nav vienas un tās pašas kārts: izmetiet pārus ar vienādiem "
    "skaitļiem.",
    "quiz.bayes-after-a-clue.question": "Divi spēlētāji. Jums ir 9; atklāti ir 3, 11 un 20. Rindā ir „n ir pāra skaitlis“, „n ir pirmskaitlis“ un "
    "„n ir 14 vai lielāks“. Spēlētājs 1 noliek vertikāli „n ir pāra skaitlis“. Pieņemsim, ka spēlētājs 1 izvēlas "
    "nejauši starp pavedieniem, kas ir patiesi par viņa skaitli. Kāda ir varbūtība, ka viņa skaitlis ir 12 vai "
    "mazāks?",
    "quiz.bayes-after-a-clue.explanation": "Beijesa formula: pirms tam katrs pāra skaitlis bija vienlīdz ticams; šīs izspēles varbūtība ir 1 dalīts ar "
    "patieso rindas pavedienu skaitu. 4, 6, 8, 10, 12 padara patiesu tikai „pāra“ (varbūtība 1); 2 ir arī "
    "pirmskaitlis, un 14, 16, 18 ir arī 14 vai lielāki (varbūtība 1/2). Svari: 5 + 1/2 skaitļiem līdz 12, 3/2 "
    "lielākiem: P = 5,5/7 = {p, number, 4}, vairāk nekā {naive, number, 4}, vienkārši skaitot variantus.",
    "quiz.bayes-after-a-clue.hint.1": "Skaitlis, kas padara patiesus divus rindas pavedienus, „pāra“ izvēlētos tikai "
    "pusi gadījumu.",
    "quiz.bayes-after-a-clue.hint.2": "Dodiet katram pāra variantam svaru 1 dalīts ar tā patieso pavedienu skaitu, tad "
    "normējiet.",
    "quiz.guess-after-the-least-clue.question": "Divi spēlētāji. Jums ir 12; atklāti ir 3, 15 un 18; jūs spēlējat pirmais. Rindā ir „n ir pāra skaitlis“, „n ir "
    "12 vai mazāks“ un „n dalās ar 6“, visi patiesi par 12. Jūs izspēlējat to, kas galdam pastāsta vismazāk. Tad kāds "
    "nejauši min jūsu skaitli starp skaitļiem, ko galds vēl pieļauj. Kāda ir varbūtība, ka minējums ir pareizs?",
    "quiz.guess-after-the-least-clue.explanation": "„Pāra“ atstāj 9 skaitļus, „dalās ar 6“ atstāj 2, un {clue, clue} atstāj {n} (no 1 līdz 12 bez atklātā 3): "
    "visvairāk, tātad tas pastāsta vismazāk. Nejaušs minējums starp tiem (kopā: {n}) ir pareizs ar "
    "P = 1/{n} = {p, number, 4}.",
    "quiz.guess-after-the-least-clue.hint.1": "Katram pavedienam saskaitiet skaitļus no 1 līdz 20, ko tas pieļauj, bez "
    "atklātajiem.",
    "quiz.guess-after-the-least-clue.hint.2": "Pavediens, kas atstāj visvairāk skaitļu, pastāsta vismazāk.",
    "quiz.bits-of-the-least-clue.question": "Tas pats galds: jums ir 12, un jūs izspēlējat pavedienu, kas pastāsta vismazāk. Pirms tā galds jums pieļauj 17 "
    "vienlīdz ticamus skaitļus. Cik bitu informācijas jūsu pavediens dod galdam (entropijas kritums; vienlīdz "
    "ticamu skaitļu entropija ir log2 no to skaita)?",
    "quiz.bits-of-the-least-clue.explanation": "n vienlīdz ticamu skaitļu entropija ir log2 n. Pirms: log2 17. Pēc {clue, clue}: log2 {n}. Pavediens dod "
    "log2 17 - log2 {n} = " + bits("lv", "bits", 3, "acc") + ". „Dalās ar 6“ dotu log2(17/2) = 3,09 bitus.",
    "quiz.bits-of-the-least-clue.hint.1": "Entropija pirms mīnus entropija pēc; katra ir log2 no skaita.",
    "quiz.bits-of-the-least-clue.hint.2": "Saskaitiet skaitļus, ko atstāj vismazāk stāstošais pavediens: biti ir log2 no "
    "17, dalīta ar šo skaitu.",
    "quiz.bits-of-the-least-clue.unit": "biti",
}


# ------------------------------------------------------------------------------ Russian

RU = {
    "sentences": "{parts, sentences}",
    "public.narrowed": "По тому, что видно на столе, до этого хода ваше число могло быть одним из "
    "{before, plural, one {# числа} few {# чисел} many {# чисел} other {# числа}}, а после него — "
    "{after, plural, =1 {только одним} other {одним из #}}{few, select, yes { ({numbers, numbers})} other {}}.",
    "ask.clue": "В этом уроке нужно сыграть подсказку. Догадка «у игрока {target} число {number}» верна лишь с "
    "P = {p, pct} (возможных чисел у игрока {target}: {n}), а неверная догадка стоит двух обязательных "
    "ходов подсказкой (deductio.penalty).",
    "clue.right": "Верно: {clue, clue} верна для вашего числа {number}, поэтому она ложится вертикально "
    "(deductio.play-clue).",
    "take-all.right": "Верно: ни одна из подсказок {clues, clues} не верна для вашего числа {number}, поэтому вы "
    "забираете все три и кладёте их горизонтально (deductio.play-clue).",
    "turn.note": "Это весь ваш ход: одна сыгранная подсказка (deductio.turn). Теперь ходит игрок 1.",
    "refill.note": "В ряду снова три подсказки: в конце каждого хода, подсказкой или догадкой, ряд пополняется "
    "из колоды подсказок (deductio.refill).",
    "take-all.note": "Горизонтально значит «ни одна из них не верна»: три факта сразу, и стол узнаёт многое.",
    "reveal.note": "Ваша вертикальная подсказка «±1» остаётся: когда вы её сыграли, она была верна. Горизонтальная "
    "подсказка «±1» сбрасывается, когда открывается число: её «неверно» может стать ошибкой "
    "(deductio.reveal).",
    "peek.pass": "Отказаться можно (способности необязательны), но подсмотреть — бесплатно: то, что вы увидите, "
    "лежит в колоде, значит, это ничьё число. У игрока 1 может быть {before, numbers}; один взгляд мог "
    "всё решить (deductio.ability).",
    "peek.right": "Вы увидели {seen, numbers}. Эти карты лежат внизу колоды, значит, они ни у кого не на руках: у "
    "игрока 1 могло быть {before, numbers}, а теперь {after, numbers}{certain, select, yes {: это "
    "наверняка, назовите его в следующий ход} other {}}.",
    "free.pass": "Бесплатная догадка ничего не стоит, даже если она неверна: отказываясь, вы упускаете шанс "
    "P = {p, pct} получить трофей (например, {best} у игрока 1; deductio.ability).",
    "free.right": "Верно: {number} — один из самых вероятных вариантов, P = {p, pct} (вариантов: {n}), а "
    "бесплатная догадка при промахе ничего не стоит (deductio.ability).",
    "free.weak": "Бесплатная догадка, но не лучшая: у числа {number} было P = {p, pct}, а у числа {best} — "
    "P = {top, pct}.",
    "guess.certain": "Верно: у игрока 1 может быть только {number} (P = 100\u00a0%), поэтому догадка не может промахнуться "
    "(deductio.guess). Программа отвечает честно (deductio.talk):",
    "guess.unsure": "По тому, что вы знаете, {number} у игрока 1 лишь с P = {p, pct}, а {best} было наверняка. "
    "Честный ответ программы:",
    "guess.play-instead": "Сыграть подсказку можно, но так пропадает верный трофей: у игрока 1 может быть только "
    "{best} (P = {p, pct}). Назовите его (deductio.guess).",
    "win.right": "Верно: у игрока 1 может быть только {number}, а третий трофей — это цель игры вдвоём "
    "(deductio.goal):",
    "win.play-instead": "Сыграть подсказку можно, но вы можете победить прямо сейчас: у игрока 1 может быть только "
    "{best} (P = {p, pct}), а третья верная догадка сразу приносит победу (deductio.goal).",
    "penalty.right": "Верно: {clue, clue} сообщает остальным "
    + bits("ru", "bits", 2, "acc")
    + " о вашем числе — меньше всех "
    "ваших верных подсказок. Штрафные ходы выдают информацию: выдавайте как можно меньше.",
    "penalty.wrong": "{clue, clue} сообщает остальным "
    + bits("ru", "bits", 2, "acc")
    + " о вашем числе, а {best, clue} — лишь "
    "{least, number, 2}.{ability, select, yes { К тому же во время штрафа её способность не "
    "действует (deductio.penalty).} other {}}",
    "lesson.first-turn.title": "Ваше число и ваш первый ход",
    "lesson.first-turn.instruction": "Игра подготовлена (deductio.setup): вы взяли секретное число 7 (однозначное, #), игрок 1 взял число, "
    "которого вы не видите, а 3, 15 и 18 открыты в центре, значит, они ничьи. В ряду три открытые подсказки. В "
    "свой ход вы делаете ровно одно: играете подсказку или называете одну догадку (deductio.turn). Сыграйте "
    "подсказку, верную для вашего 7.",
    "lesson.first-turn.hint.1": "Проверьте каждую подсказку ряда на 7: 7 нечётное? не меньше 14? простое?",
    "lesson.first-turn.hint.2": "Две из трёх верны для 7; любая — хороший первый ход.",
    "lesson.true-clue.title": "Сыграйте верную подсказку вертикально",
    "lesson.true-clue.instruction": "У вас 10. Выберите в ряду подсказку, верную для вашего числа, и положите её вертикально "
    "(deductio.play-clue): тогда все знают, что она верна для вашего числа. Неверную подсказку программа не "
    "примет, как и попытку забрать все три, когда одна верна: попробуйте и прочитайте ответ. После хода ряд "
    "пополняется (deductio.refill).",
    "lesson.true-clue.hint.1": "10 не простое и больше 6.",
    "lesson.true-clue.hint.2": "Есть ли в записи 10 цифра 1?",
    "lesson.take-all.title": "Ни одна не верна: заберите все горизонтально",
    "lesson.take-all.instruction": "У вас 9. Только если ни одна из трёх подсказок ряда не верна для вашего числа, вы забираете все три и "
    "кладёте их горизонтально (deductio.play-clue). Проверьте их по одной, потом ходите. Затем посмотрите, что "
    "горизонтальные карты говорят всем.",
    "lesson.take-all.hint.1": "9 чётное? Двузначное? Простое (9 = 3 x 3)?",
    "lesson.take-all.hint.2": "Все три неверны: нажмите «Взять все горизонтально».",
    "lesson.reveal.title": "Карты «Открой секретное число» и подсказка «±1»",
    "lesson.reveal.instruction": "У вас 16; открыты 3, 15 и 18. Подсказка #24 говорит, что ваше число на 1 больше или меньше открытого числа: "
    "её проверяют по числам, открытым прямо сейчас. Игрок 1 когда-то взял подсказку «±1» горизонтально. В этом "
    "уроке колода подсказок подобрана: сверху лежит карта «Открой секретное число» (deductio.reveal). Сыграйте "
    "верную подсказку и посмотрите, как пополнение ряда (deductio.refill) её вытянет.",
    "lesson.reveal.hint.1": "16 = 15 + 1, а 15 открыто.",
    "lesson.reveal.hint.2": "Положите #24 вертикально и прочитайте журнал: открывается новое число.",
    "lesson.peek.title": "Глаз: подсмотрите колоду секретных чисел",
    "lesson.peek.instruction": "Вы только что обычным ходом положили вертикально #14 «n делится на 3», поэтому её способность «глаз» "
    "действует сейчас (deductio.ability): посмотрите верхнюю карту секретных чисел и положите её под низ. У "
    "игрока 1 «нечётное» и «не больше 6»: 1 или 5 (3 открыто). Используйте способность или откажитесь.",
    "lesson.peek.hint.1": "Карта, которую вы видите в колоде, — не число игрока 1.",
    "lesson.peek.hint.2": "Способности необязательны, но это бесплатная информация: подсмотрите.",
    "lesson.free-guess.title": "Лупа: бесплатная догадка",
    "lesson.free-guess.instruction": "Вы только что положили вертикально #16 «n делится на 5», и её лупа позволяет сразу назвать одну догадку; "
    "неверная ничего не стоит (deductio.ability). У игрока 1 «чётное и не больше 10» и «делится на 4». Назовите "
    "число игрока 1 (deductio.guess) или откажитесь.",
    "lesson.free-guess.hint.1": "Чётное, не больше 10 и делится на 4: какие числа остаются?",
    "lesson.free-guess.hint.2": "4 или 8, каждое с P = 50%. Промах бесплатен: назовите одно.",
    "lesson.certain-guess.title": "Назовите число, в котором вы уверены",
    "lesson.certain-guess.instruction": "Вместо подсказки можно назвать другого игрока и число (deductio.guess). У игрока 1 вертикально лежит #33 "
    "«нечётное и больше 10», а #8, #31 и #5 он взял горизонтально. Вычислите его число и назовите. Верная догадка "
    "— это трофей; угаданный игрок сбрасывает свои подсказки и берёт новое число (deductio.correct-guess). Ответ "
    "всегда честный (deductio.talk).",
    "lesson.certain-guess.hint.1": "Нечётное и больше 10: 11, 13, 15, 17, 19. 15 открыто.",
    "lesson.certain-guess.hint.2": "#8 горизонтально: не меньше 14 — неверно. #31 горизонтально: не от 8 до 12.",
    "lesson.penalty.title": "Штраф за неверную догадку",
    "lesson.penalty.instruction": "Вы назвали 12 для игрока 1 и ошиблись. Штраф (deductio.penalty): теперь вы должны дважды подряд сыграть "
    "подсказку, и способности этих подсказок не действуют. Попробуйте снова назвать догадку и прочитайте отказ. "
    "Затем сделайте первый штрафной ход: верную подсказку, которая меньше всего говорит остальным о вашем 8.",
    "lesson.penalty.hint.1": "«n чётное» оставляет много чисел; «чётное и не больше 10» — пять.",
    "lesson.penalty.hint.2": "Глаз на #34 во время штрафа всё равно не сработал бы.",
    "lesson.win.title": "Цель: победите третьим трофеем",
    "lesson.win.instruction": "Цель (deductio.goal): при двух игроках нужно 3 раза верно угадать чужие числа (при трёх или четырёх — 2 "
    "раза); достигший цели сразу побеждает. У вас уже есть трофеи 7 и 11. У игрока 1 вертикально лежат #33 "
    "«нечётное и больше 10» и #30 «не больше 3 или не меньше 18». Завершите игру (deductio.correct-guess).",
    "lesson.win.hint.1": "Нечётное и больше 10, но 11 — ваш трофей, а 15 открыто.",
    "lesson.win.hint.2": "Из 13, 17 и 19 только одно не меньше 18.",
    "quiz.prime-candidates.question": "Два игрока. У вас 8; открыты 3, 15 и 18. Игрок 1 положил вертикально «n простое». Какова вероятность, что у "
    "игрока 1 число 13?",
    "quiz.prime-candidates.explanation": "Простые числа до 20: 2, 3, 5, 7, 11, 13, 17 и 19. 3 открыто, поэтому у игрока 1 одно из остальных (всего: "
    "{n}), все равновероятны: P = 1/{n} = {p, number, 4}.",
    "quiz.prime-candidates.hint.1": "Выпишите простые числа от 1 до 20 и вычеркните карты, которые вы видите.",
    "quiz.prime-candidates.hint.2": "Все оставшиеся числа равновероятны: единица, делённая на их количество.",
    "quiz.distinct-cards.question": "Три игрока. У вас 5; открыты 3, 14 и 15. У игрока 1 вертикально «двузначное» и «от 5 до 15»; у игрока 2 "
    "вертикально «чётное и двузначное» и «не больше 12». Какова вероятность, что у игрока 1 число 10?",
    "quiz.distinct-cards.explanation": "У игрока 1 10, 11, 12 или 13; у игрока 2 10 или 12; и карты у них разные. Посчитайте пары: если у игрока 2 "
    "10, игроку 1 остаются 11, 12, 13, если 12 — остаются 10, 11, 13: шесть равновероятных пар, и в одной у "
    "игрока 1 число 10. P = 1/6 = {p, number, 4}, а не {naive, number, 2}: у игрока 2 10 или 12, поэтому "
    "каждое из них для игрока 1 вдвое менее вероятно, чем 11 или 13.",
    "quiz.distinct-cards.hint.1": "Выпишите все пары (игрок 1, игрок 2), подходящие к подсказкам обоих.",
    "quiz.distinct-cards.hint.2": "У двух игроков никогда не бывает одной карты: уберите пары с равными числами.",
    "quiz.bayes-after-a-clue.question": "Два игрока. У вас 9; открыты 3, 11 и 20. В ряду «n чётное», «n простое» и «n не меньше 14». Игрок 1 кладёт "
    "вертикально «n чётное». Пусть игрок 1 выбирает наугад среди подсказок, верных для его числа. Какова "
    "вероятность, что его число не больше 12?",
    "quiz.bayes-after-a-clue.explanation": "Формула Байеса: до хода все чётные числа были равновероятны; вероятность такого хода — единица, делённая на "
    "число верных подсказок ряда. Для 4, 6, 8, 10, 12 верна только «чётное» (вероятность 1); 2 ещё и простое, а "
    "14, 16, 18 ещё и не меньше 14 (вероятность 1/2). Веса: 5 + 1/2 для чисел до 12, 3/2 для больших: "
    "P = 5,5/7 = {p, number, 4}, больше, чем {naive, number, 4} при простом подсчёте вариантов.",
    "quiz.bayes-after-a-clue.hint.1": "Число, для которого верны две подсказки ряда, выбрало бы «чётное» лишь в "
    "половине случаев.",
    "quiz.bayes-after-a-clue.hint.2": "Дайте каждому чётному варианту вес 1, делённый на число его верных подсказок, "
    "и нормируйте.",
    "quiz.guess-after-the-least-clue.question": "Два игрока. У вас 12; открыты 3, 15 и 18; вы ходите первым. В ряду «n чётное», «n не больше 12» и «n кратно "
    "6», все верны для 12. Вы играете ту, что меньше всего говорит столу. Затем кто-то наугад называет ваше "
    "число среди чисел, которые стол ещё допускает. Какова вероятность, что догадка верна?",
    "quiz.guess-after-the-least-clue.explanation": "«Чётное» оставляет 9 чисел, «кратно 6» — 2, а {clue, clue} — {n} (от 1 до 12 без открытого 3): больше всех, "
    "значит, она говорит меньше всех. Случайная догадка среди них (всего: {n}) верна с "
    "P = 1/{n} = {p, number, 4}.",
    "quiz.guess-after-the-least-clue.hint.1": "Для каждой подсказки посчитайте числа от 1 до 20, которые она "
    "допускает, без открытых.",
    "quiz.guess-after-the-least-clue.hint.2": "Подсказка, оставляющая больше всего чисел, говорит меньше всех.",
    "quiz.bits-of-the-least-clue.question": "Тот же стол: у вас 12, и вы играете подсказку, которая говорит меньше всех. До неё стол допускает для вас "
    "17 равновероятных чисел. Сколько бит информации даёт столу ваша подсказка (падение энтропии; энтропия "
    "равновероятных чисел — log2 их количества)?",
    "quiz.bits-of-the-least-clue.explanation": "Энтропия n равновероятных чисел — log2 n. До: log2 17. После {clue, clue}: log2 {n}. Подсказка даёт "
    "log2 17 - log2 {n} = " + bits("ru", "bits", 3, "acc") + ". «Кратно 6» дала бы log2(17/2) = 3,09 бита.",
    "quiz.bits-of-the-least-clue.hint.1": "Энтропия до минус энтропия после; каждая — log2 количества.",
    "quiz.bits-of-the-least-clue.hint.2": "Посчитайте числа, которые оставляет самая скупая подсказка: биты — это log2 "
    "от 17, делённого на это количество.",
    "quiz.bits-of-the-least-clue.unit": "бит",
}


# ------------------------------------------------------------------------------ Finnish

FI = {
    "sentences": "{parts, sentences}",
    "public.narrowed": "Pöydän julkisten tietojen mukaan lukusi saattoi ennen tätä siirtoa olla mikä tahansa "
    "{before, plural, one {# luvusta} other {# luvusta}} ja siirron jälkeen {after, plural, =1 {enää yksi} other {mikä tahansa # luvusta}}"
    "{few, select, yes { ({numbers, numbers})} other {}}.",
    "ask.clue": "Tällä oppitunnilla pelataan vihje. Arvaus, että pelaajalla {target} on {number}, osuu vain "
    "todennäköisyydellä P = {p, pct} (pelaajan {target} mahdollisia lukuja: {n}), ja väärä arvaus maksaa "
    "kaksi pakollista vihjepelausta (deductio.penalty).",
    "clue.right": "Oikein: {clue, clue} pitää paikkansa luvustasi {number}, joten se asetetaan pystyyn "
    "(deductio.play-clue).",
    "take-all.right": "Oikein: mikään vihjeistä {clues, clues} ei pidä paikkaansa luvustasi {number}, joten otat "
    "kaikki kolme ja asetat ne vaakaan (deductio.play-clue).",
    "turn.note": "Siinä oli koko vuorosi: yksi vihjepelaus (deductio.turn). Nyt pelaa pelaaja 1.",
    "refill.note": "Rivissä on taas kolme vihjettä: jokaisen vuoron lopussa, oli se vihjepelaus tai arvaus, se "
    "täydennetään vihjepakasta (deductio.refill).",
    "take-all.note": "Vaaka tarkoittaa ”mikään näistä ei pidä paikkaansa”: kolme tietoa kerralla, ja pöytä oppii "
    "paljon.",
    "reveal.note": "Pystyssä oleva ±1-vihjeesi jää: se piti paikkansa, kun pelasit sen. Vaaka-asentoinen ±1-vihje "
    "poistetaan, kun luku paljastetaan, koska sen ”ei pidä paikkaansa” voi nyt olla väärin "
    "(deductio.reveal).",
    "peek.pass": "Ohittaa saa (kyvyt ovat vapaaehtoisia), mutta kurkistus on ilmainen: minkä näet, se on pakassa, "
    "joten se ei ole kenenkään luku. Pelaajalla 1 voi olla {before, numbers}; yksi katse olisi "
    "ratkaissut asian (deductio.ability).",
    "peek.right": "Näit luvut {seen, numbers}. Ne ovat pakan pohjalla, joten ne eivät ole kenenkään: pelaajalla 1 "
    "saattoi olla {before, numbers}, nyt {after, numbers}{certain, select, yes {: varmasti, arvaa se "
    "seuraavalla vuorollasi} other {}}.",
    "free.pass": "Vapaa arvaus ei maksa mitään, vaikka se menisi väärin: ohittamalla heität pois P = {p, pct} "
    "mahdollisuuden palkintoon (esimerkiksi {best} pelaajalle 1; deductio.ability).",
    "free.right": "Oikein: {number} on yksi todennäköisimmistä vaihtoehdoistasi, P = {p, pct} (vaihtoehtoja: {n}), "
    "eikä vapaa arvaus maksa mitään, jos se menee ohi (deductio.ability).",
    "free.weak": "Vapaa arvaus, mutta ei paras: luvulla {number} oli P = {p, pct}, kun taas luvulla {best} "
    "P = {top, pct}.",
    "guess.certain": "Oikein: pelaajalla 1 voi olla vain {number} (P = 100\u00a0%), joten arvaus ei voi mennä ohi "
    "(deductio.guess). Ohjelma vastaa totuudenmukaisesti (deductio.talk):",
    "guess.unsure": "Tietojesi mukaan pelaajalla 1 on {number} vain todennäköisyydellä P = {p, pct}, kun taas {best} "
    "oli varma. Ohjelman totuudenmukainen vastaus:",
    "guess.play-instead": "Vihjeen pelaaminen on sallittua, mutta se hukkaa varman palkinnon: pelaajalla 1 voi olla "
    "vain {best} (P = {p, pct}). Arvaa se (deductio.guess).",
    "win.right": "Oikein: pelaajalla 1 voi olla vain {number}, ja kolmas palkinto on kahden pelaajan pelin tavoite "
    "(deductio.goal):",
    "win.play-instead": "Vihjeen pelaaminen on sallittua, mutta voit voittaa nyt: pelaajalla 1 voi olla vain {best} "
    "(P = {p, pct}), ja kolmas oikea arvaus voittaa heti (deductio.goal).",
    "penalty.right": "Oikein: {clue, clue} kertoo muille "
    + bits("fi", "bits", 2, "acc")
    + " luvustasi, vähiten kaikista "
    "paikkansapitävistä vihjeistäsi. Rangaistuspelaukset antavat tietoa: anna niin vähän kuin "
    "voit.",
    "penalty.wrong": "{clue, clue} kertoo muille " + bits("fi", "bits", 2, "acc") + " luvustasi, {best, clue} vain "
    "{least, number, 2}.{ability, select, yes { Eikä sen kyky toimi rangaistuksen aikana "
    "(deductio.penalty).} other {}}",
    "lesson.first-turn.title": "Lukusi ja ensimmäinen vuorosi",
    "lesson.first-turn.instruction": "Peli on valmisteltu (deductio.setup): nostit salaisen luvun 7 (yksinumeroinen #), pelaaja 1 nosti luvun, "
    "jota et näe, ja 3, 15 ja 18 ovat kuvapuoli ylöspäin keskellä, joten ne eivät ole kenenkään. Rivissä on "
    "kolme näkyvää vihjettä. Vuorollasi teet tasan yhden asian: pelaat vihjeen tai teet yhden arvauksen "
    "(deductio.turn). Pelaa vihje, joka pitää paikkansa luvustasi 7.",
    "lesson.first-turn.hint.1": "Tarkista jokainen rivin vihje luvulla 7: onko 7 pariton? vähintään 14? alkuluku?",
    "lesson.first-turn.hint.2": "Kaksi kolmesta pitää paikkansa luvusta 7; kumpi tahansa on hyvä ensimmäinen vuoro.",
    "lesson.true-clue.title": "Pelaa paikkansapitävä vihje pystyyn",
    "lesson.true-clue.instruction": "Sinulla on 10. Valitse rivistä vihje, joka pitää paikkansa luvustasi, ja aseta se pystyyn "
    "(deductio.play-clue): silloin kaikki tietävät sen pitävän paikkansa luvustasi. Väärää vihjettä ohjelma ei "
    "hyväksy, eikä myöskään kaikkien kolmen ottamista, kun yksi pitää paikkansa: kokeile ja lue vastaus. "
    "Pelauksen jälkeen rivi täydennetään (deductio.refill).",
    "lesson.true-clue.hint.1": "10 ei ole alkuluku eikä enintään 6.",
    "lesson.true-clue.hint.2": "Onko luvussa 10 numero 1?",
    "lesson.take-all.title": "Mikään ei pidä paikkaansa: ota kaikki vaakaan",
    "lesson.take-all.instruction": "Sinulla on 9. Vain jos mikään rivin kolmesta vihjeestä ei pidä paikkaansa luvustasi, otat kaikki kolme ja "
    "asetat ne vaakaan (deductio.play-clue). Tarkista ne yksitellen ja pelaa sitten. Katso sen jälkeen, mitä "
    "vaakakortit kertovat kaikille.",
    "lesson.take-all.hint.1": "Onko 9 parillinen? Kaksinumeroinen? Alkuluku (9 = 3 x 3)?",
    "lesson.take-all.hint.2": "Kaikki kolme ovat vääriä: käytä ”Ota kaikki”.",
    "lesson.reveal.title": "Paljastuskortit ja ±1-vihje",
    "lesson.reveal.instruction": "Sinulla on 16; näkyvissä ovat 3, 15 ja 18. Vihje #24 sanoo lukusi olevan 1 suurempi tai 1 pienempi kuin "
    "jokin näkyvä luku: se arvioidaan juuri nyt näkyvien lukujen mukaan. Pelaaja 1 otti kerran ±1-vihjeen "
    "vaakaan. Tällä oppitunnilla vihjepakka on järjestetty: päällimmäisenä on paljastuskortti (deductio.reveal). "
    "Pelaa paikkansapitävä vihje ja katso, kuinka rivin täydennys (deductio.refill) nostaa sen.",
    "lesson.reveal.hint.1": "16 on 15 + 1, ja 15 on näkyvissä.",
    "lesson.reveal.hint.2": "Aseta #24 pystyyn ja lue loki: uusi luku paljastetaan.",
    "lesson.peek.title": "Silmä: kurkista salaisten lukujen pakkaan",
    "lesson.peek.instruction": "Asetit juuri tavallisella vihjepelauksella pystyyn vihjeen #14 ”n on jaollinen 3:lla”, joten sen silmä-kyky "
    "toimii nyt (deductio.ability): katso päällimmäinen salaisen luvun kortti ja laita se pohjalle. Pelaajalla 1 "
    "on ”pariton” ja ”enintään 6”: 1 tai 5 (3 on näkyvissä). Käytä kykyä tai ohita.",
    "lesson.peek.hint.1": "Pakassa näkemäsi kortti ei ole pelaajan 1 luku.",
    "lesson.peek.hint.2": "Kyvyt ovat vapaaehtoisia, mutta tämä on ilmaista tietoa: kurkista.",
    "lesson.free-guess.title": "Suurennuslasi: vapaa arvaus",
    "lesson.free-guess.instruction": "Asetit juuri pystyyn vihjeen #16 ”n on jaollinen 5:llä”, ja sen suurennuslasi antaa sinun arvata heti kerran; "
    "väärä arvaus ei maksa mitään (deductio.ability). Pelaajalla 1 on ”parillinen ja enintään 10” ja ”jaollinen "
    "4:llä”. Arvaa pelaajan 1 luku (deductio.guess) tai ohita.",
    "lesson.free-guess.hint.1": "Parillinen, enintään 10 ja jaollinen 4:llä: mitkä luvut jäävät?",
    "lesson.free-guess.hint.2": "4 tai 8, kumpikin P = 50%. Ohi meneminen on ilmaista: arvaa jompikumpi.",
    "lesson.certain-guess.title": "Arvaa luku, josta olet varma",
    "lesson.certain-guess.instruction": "Vihjeen sijaan voit nimetä toisen pelaajan ja luvun (deductio.guess). Pelaajalla 1 on pystyssä #33 "
    "”pariton ja suurempi kuin 10”, ja vaakaan hän otti vihjeet #8, #31 ja #5. Päättele hänen lukunsa ja arvaa "
    "se. Oikea arvaus on palkinto; arvattu pelaaja poistaa vihjeensä ja nostaa uuden luvun "
    "(deductio.correct-guess). Vastaus on aina totuudenmukainen (deductio.talk).",
    "lesson.certain-guess.hint.1": "Pariton ja suurempi kuin 10: 11, 13, 15, 17, 19. 15 on näkyvissä.",
    "lesson.certain-guess.hint.2": "Vaaka #8: ei vähintään 14. Vaaka #31: ei välillä 8–12.",
    "lesson.penalty.title": "Rangaistus väärästä arvauksesta",
    "lesson.penalty.instruction": "Arvasit pelaajalle 1 luvun 12 ja olit väärässä. Rangaistus (deductio.penalty): sinun on nyt pelattava vihje "
    "kaksi kertaa peräkkäin, eivätkä näiden vihjeiden kyvyt toimi. Yritä arvata uudelleen ja lue kieltäytyminen. "
    "Tee sitten ensimmäinen rangaistuspelaus: se paikkansapitävä vihje, joka kertoo muille vähiten luvustasi 8.",
    "lesson.penalty.hint.1": "”n on parillinen” jättää monta lukua; ”parillinen ja enintään 10” jättää viisi.",
    "lesson.penalty.hint.2": "Vihjeen #34 silmä ei rangaistuksen aikana toimisi kuitenkaan.",
    "lesson.win.title": "Tavoite: voita kolmannella palkinnolla",
    "lesson.win.instruction": "Tavoite (deductio.goal): arvaa muiden lukuja oikein 3 kertaa kahdella pelaajalla (2 kertaa kolmella tai "
    "neljällä); tavoitteen saavuttaja voittaa heti. Sinulla on jo palkinnot 7 ja 11. Pelaajalla 1 on pystyssä "
    "#33 ”pariton ja suurempi kuin 10” ja #30 ”enintään 3 tai vähintään 18”. Päätä peli "
    "(deductio.correct-guess).",
    "lesson.win.hint.1": "Pariton ja suurempi kuin 10, mutta 11 on palkintosi ja 15 on näkyvissä.",
    "lesson.win.hint.2": "Luvuista 13, 17 ja 19 vain yksi on vähintään 18.",
    "quiz.prime-candidates.question": "Kaksi pelaajaa. Sinulla on 8; näkyvissä ovat 3, 15 ja 18. Pelaaja 1 asetti pystyyn ”n on alkuluku”. Millä "
    "todennäköisyydellä pelaajalla 1 on 13?",
    "quiz.prime-candidates.explanation": "Alkuluvut 20:een asti ovat 2, 3, 5, 7, 11, 13, 17 ja 19. 3 on näkyvissä, joten pelaajalla 1 on jokin muista "
    "(yhteensä {n}), kaikki yhtä todennäköisiä: P = 1/{n} = {p, number, 4}.",
    "quiz.prime-candidates.hint.1": "Luettele alkuluvut 1–20 ja yliviivaa kortit, jotka näet.",
    "quiz.prime-candidates.hint.2": "Jokainen jäljelle jäänyt luku on yhtä todennäköinen: yksi jaettuna niiden "
    "määrällä.",
    "quiz.distinct-cards.question": "Kolme pelaajaa. Sinulla on 5; näkyvissä ovat 3, 14 ja 15. Pelaajalla 1 on pystyssä ”kaksinumeroinen” ja "
    "”välillä 5–15”; pelaajalla 2 pystyssä ”parillinen ja kaksinumeroinen” ja ”enintään 12”. Millä "
    "todennäköisyydellä pelaajalla 1 on 10?",
    "quiz.distinct-cards.explanation": "Pelaajalla 1 on 10, 11, 12 tai 13; pelaajalla 2 on 10 tai 12; ja heidän korttinsa ovat eri kortteja. Laske "
    "parit: jos pelaajalla 2 on 10, pelaajalle 1 jää 11, 12, 13, jos 12, jää 10, 11, 13: kuusi yhtä "
    "todennäköistä paria, ja yhdessä pelaajalla 1 on 10. P = 1/6 = {p, number, 4}, ei {naive, number, 2}: "
    "pelaajalla 2 on 10 tai 12, joten kumpikin niistä on pelaajalle 1 vain puoliksi niin todennäköinen "
    "kuin 11 tai 13.",
    "quiz.distinct-cards.hint.1": "Kirjoita jokainen pari (pelaaja 1, pelaaja 2), joka sopii kummankin vihjeisiin.",
    "quiz.distinct-cards.hint.2": "Kahdella pelaajalla ei koskaan ole samaa korttia: poista parit, joissa luvut ovat "
    "samat.",
    "quiz.bayes-after-a-clue.question": "Kaksi pelaajaa. Sinulla on 9; näkyvissä ovat 3, 11 ja 20. Rivissä ovat ”n on parillinen”, ”n on alkuluku” ja "
    "”n on vähintään 14”. Pelaaja 1 asettaa pystyyn ”n on parillinen”. Oletetaan, että pelaaja 1 valitsee "
    "sattumanvaraisesti luvustaan paikkansapitävien vihjeiden joukosta. Millä todennäköisyydellä hänen lukunsa "
    "on enintään 12?",
    "quiz.bayes-after-a-clue.explanation": "Bayesin kaava: ennen siirtoa jokainen parillinen luku oli yhtä todennäköinen; tämän pelauksen todennäköisyys "
    "on yksi jaettuna rivin paikkansapitävien vihjeiden määrällä. Luvuille 4, 6, 8, 10, 12 vain ”parillinen” "
    "pitää paikkansa (todennäköisyys 1); 2 on myös alkuluku ja 14, 16, 18 ovat myös vähintään 14 "
    "(todennäköisyys 1/2). Painot: 5 + 1/2 luvuille 12:een asti, 3/2 suuremmille: P = 5,5/7 = {p, number, 4}, "
    "enemmän kuin pelkällä vaihtoehtojen laskemisella saatu {naive, number, 4}.",
    "quiz.bayes-after-a-clue.hint.1": "Luku, josta kaksi rivin vihjettä pitää paikkansa, valitsisi ”parillinen” vain "
    "puolet kerroista.",
    "quiz.bayes-after-a-clue.hint.2": "Anna jokaiselle parilliselle vaihtoehdolle paino 1 jaettuna sen "
    "paikkansapitävien vihjeiden määrällä ja normita.",
    "quiz.guess-after-the-least-clue.question": "Kaksi pelaajaa. Sinulla on 12; näkyvissä ovat 3, 15 ja 18; pelaat ensin. Rivissä ovat ”n on parillinen”, ”n "
    "on enintään 12” ja ”n on 6:n monikerta”, kaikki pitävät paikkansa luvusta 12. Pelaat sen, joka kertoo "
    "pöydälle vähiten. Sitten joku arvaa lukusi sattumanvaraisesti niiden lukujen joukosta, jotka pöytä vielä "
    "sallii. Millä todennäköisyydellä arvaus osuu?",
    "quiz.guess-after-the-least-clue.explanation": "”Parillinen” jättää 9 lukua, ”6:n monikerta” 2, ja {clue, clue} jättää {n} (1–12 ilman näkyvää 3:a): eniten, "
    "joten se kertoo vähiten. Satunnainen arvaus niiden joukosta (yhteensä {n}) osuu todennäköisyydellä "
    "P = 1/{n} = {p, number, 4}.",
    "quiz.guess-after-the-least-clue.hint.1": "Laske jokaiselle vihjeelle luvut 1–20, jotka se sallii, ilman näkyviä.",
    "quiz.guess-after-the-least-clue.hint.2": "Vihje, joka jättää eniten lukuja, kertoo vähiten.",
    "quiz.bits-of-the-least-clue.question": "Sama pöytä: sinulla on 12, ja pelaat vihjeen, joka kertoo vähiten. Ennen sitä pöytä sallii sinulle 17 yhtä "
    "todennäköistä lukua. Montako bittiä tietoa vihjeesi antaa pöydälle (entropian lasku; yhtä todennäköisten "
    "lukujen entropia on log2 niiden määrästä)?",
    "quiz.bits-of-the-least-clue.explanation": "n yhtä todennäköisen luvun entropia on log2 n. Ennen: log2 17. Vihjeen {clue, clue} jälkeen: log2 {n}. Vihje "
    "antaa log2 17 - log2 {n} = "
    + bits("fi", "bits", 3, "acc")
    + ". ”6:n monikerta” antaisi log2(17/2) = 3,09 bittiä.",
    "quiz.bits-of-the-least-clue.hint.1": "Entropia ennen miinus entropia jälkeen; kumpikin on log2 määrästä.",
    "quiz.bits-of-the-least-clue.hint.2": "Laske luvut, jotka vähiten kertova vihje jättää: bitit ovat log2 luvusta 17 "
    "jaettuna tällä määrällä.",
    "quiz.bits-of-the-least-clue.unit": "bittiä",
}

LESSON_MESSAGES = Messages("deductio-lessons", {"en": EN, "lv": LV, "fi": FI, "ru": RU}, FORMATTERS)
