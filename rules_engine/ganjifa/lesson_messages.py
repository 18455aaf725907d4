"""The words of Ganjifa's lessons and quizzes in English, Latvian, Finnish and Russian.

Titles, instructions, hints, the checkers' feedback and the quizzes' questions,
explanations and hints are templates here (``rules_engine.i18n`` explains the syntax);
:mod:`rules_engine.ganjifa.lessons` builds bound messages from them, with the cards and
numbers as parameters, and a learner reads them in their own language. Feedback that
quotes the table (a trick won, a capture, a Dukal, the end of the deal) embeds the
engine's own event sentences, rendered from Ganjifa's table (:mod:`.messages`) in the same
language.

The vocabulary is the game's (see :mod:`.messages`): Finnish from the seed's own rules
page (valtti, maa, johdettu maa, tikki, avaustikki, vangita, Dukal-sarja, päivä / yö,
jako, heittää pois); Latvian trumpis, masts (feminine: "pirmā masts", "šīs masts", "mastī"),
stiķis, partija, iziet, sekot mastij, paņemt, nomest; Russian козырь, масть, взятка,
раздача, ходить, отвечать в масть, забирать, сбрасывать. The learner is "jūs" in Latvian,
"вы" in Russian and "sinä" in Finnish, as in the engine's refusals. Rule ids such as
``ganjifa.void`` stay as they are in every language.

Cards are named with the engine's formatters: ``card`` (the nominative) and the cases of
:data:`.messages.CARD_CASES` (``card_acc``, ``card_gen``, ``card_ins``, ``card_part``), so
a card reads the same in a lesson as in the log. Own formatters: ``sentences`` (several
messages, each in the reader's language, one after another), ``list`` and ``semicolons``
(items joined with ", " or "; ") and ``rank`` (a card's rank as English writes it, "1").
"""

from __future__ import annotations

from ..i18n import Messages
from .cards import CARDS
from .messages import FORMATTERS as GAME_FORMATTERS

__all__ = ["LESSON_MESSAGES", "FORMATTERS"]


def _joined(separator: str):
    def join(parts, lang: str) -> str:
        return separator.join(part if isinstance(part, str) else part.render(lang) for part in parts)

    return join


def _rank(card, lang: str) -> str:
    """A card's rank as the English sentence writes it: "1", "raja"."""
    card = CARDS[card] if isinstance(card, int) else card
    return str(card.rank)


FORMATTERS = {
    **GAME_FORMATTERS,
    "sentences": _joined(" "),
    "list": _joined(", "),
    "semicolons": _joined("; "),
    "rank": _rank,
}


# ------------------------------------------------------------------------------ English

EN = {
    # -- composition
    "sentences": "{parts, sentences}",
    "story.play": "Player {seat} plays the {card, card}.",
    "story.trick": "Player {winner} wins the trick.",
    "trick.ask": "This lesson asks you to play one card to the trick.",
    # -- the two rank orders
    "reversed.title": "The first five suits run backwards",
    "reversed.instruction": "Player 1 led the 4 of Matsya and player 2 followed with the 7; you play last. In the "
    "first five suits (Matsya, Kurma, Varaha, Narasimha, Vamana) the order is Raja > Mantri "
    "> 1 > 2 > ... > 10: the 1 is the highest number and the 10 the lowest (ganjifa.rank). "
    "Win the trick.",
    "reversed.hint1": "Matsya is one of the first five suits: read its numbers backwards.",
    "reversed.hint2": "The best number in Matsya is the 1.",
    "reversed.right": "In Matsya the 1 is the highest number, so it beats the 4 (ganjifa.rank).",
    "reversed.wrong": "In Matsya the numbers run backwards: the 10 is the lowest card of the suit, and the 4 beats "
    "it (ganjifa.rank). Your 1 of Matsya would have won.",
    "straight.title": "The last five suits run forwards",
    "straight.instruction": "Same cards, another suit. Player 1 led the 4 of Kalki and player 2 followed with the 7. "
    "In the last five suits (Parashurama, Rama, Krishna, Buddha, Kalki) the order is Raja > "
    "Mantri > 10 > 9 > ... > 1, as you would expect (ganjifa.rank). Win the trick.",
    "straight.hint1": "Kalki is one of the last five suits: the usual order.",
    "straight.hint2": "The best number in Kalki is the 10.",
    "straight.right": "In Kalki the 10 is the highest number, so it beats the 7 (ganjifa.rank).",
    "straight.wrong": "In Kalki the numbers run forwards: the 1 is the lowest card, and the 7 beats it "
    "(ganjifa.rank). Your 10 of Kalki would have won.",
    # -- day and night, the opening lead
    "opening.title": "Who opens the deal",
    "opening.instruction": "A real deal: all 120 cards were dealt in packets of four, 40 to each player "
    "(ganjifa.deal). It is day, so Rama is the trump suit (ganjifa.day-night). Whoever holds "
    "the Raja of the trump suit leads it, alone, to the first trick (ganjifa.opening-lead): "
    "find it in your hand and lead it. Try another card first if you are curious.",
    "opening.hint1": "Your hand is sorted by avatar; Rama is the seventh suit.",
    "opening.hint2": "The Raja is the highest card of its suit.",
    "opening.right": "Right: it is {period, select, day {day} other {night}}, so {trump, suit} is the trump suit "
    "(ganjifa.day-night), and whoever holds its Raja opens the deal with it, alone "
    "(ganjifa.opening-lead). It is the highest trump, so nobody can beat it: the first trick is "
    "yours.",
    "opening.wrong": "The deal opens with the {raja, card}, led alone (ganjifa.opening-lead).",
    "night-opening.title": "The opening lead by night",
    "night-opening.instruction": "This deal is played by night: Krishna is the trump suit, not Rama "
    "(ganjifa.day-night). You hold the Raja of Rama, the Raja of Krishna and a Dukal in "
    "Kalki. Open the deal as ganjifa.opening-lead requires.",
    "night-opening.hint1": "By night the trump suit is Krishna.",
    "night-opening.hint2": "The first trick is led by the trump Raja, alone: no Dukal.",
    "night-opening.extra": "A Dukal may never open the deal, and the Raja of Rama is no trump tonight.",
    "night.title": "Night changes the trump",
    "night.instruction": "It is night, so Krishna is trump and Rama is an ordinary suit (ganjifa.day-night). Player "
    "1 led the 8 of Buddha; player 2, with no Buddha, played the 10 of Kalki. You have no "
    "Buddha either. Win the trick. (By day your Raja of Rama would have won it; try it and see "
    "what the engine says tonight.)",
    "night.hint1": "Which suit is trump by night?",
    "night.hint2": "Any trump beats every card of the led suit, even a 2.",
    "night.right": "By night Krishna is trump, and any trump beats the led suit (ganjifa.trick-winner): even a "
    "lowly {card, card} wins (ganjifa.day-night).",
    "night.wrong": "The {card, card} is neither Buddha (the led suit) nor a trump, so it cannot win "
    "(ganjifa.trick-winner). By night the trump is Krishna: your 2 of Krishna would have won "
    "(ganjifa.day-night).",
    # -- following and voids
    "follow.title": "Follow suit",
    "follow.instruction": "Player 1 led the 1 of Varaha and player 2 followed with the 5. You hold two Varaha cards "
    "and the Raja of Rama, the top trump. If you hold a card of the led suit you must play "
    "one (ganjifa.follow), so the Raja cannot be played here. You cannot win this trick: "
    "follow suit with the card you will miss least.",
    "follow.hint1": "Varaha is one of the first five suits: the 1 is its best number, nothing you hold beats it.",
    "follow.hint2": "Of your 3 and 9 of Varaha, which is the weaker card?",
    "follow.right": "You followed suit as you must (ganjifa.follow). Nothing you held could beat the 1 of Varaha "
    "(in Varaha the 1 is the highest number, ganjifa.rank), so you gave away your weakest Varaha, "
    "the 9, and kept the 3, which may still win a trick later.",
    "follow.wrong": "You followed suit, as you must (ganjifa.follow), but the trick was lost whatever you played: "
    "the 1 is the highest Varaha number (ganjifa.rank). Give away your weakest card, the "
    "{weakest, card}, and keep the {played, card} for later.",
    "void.title": "When you cannot follow",
    "void.instruction": "Player 1 led the 5 of Kalki and player 2 followed with the 9. You have no Kalki. Then you "
    "must play a trump (Rama, by day) or a card of the first suit after Kalki in avatar order "
    "that you hold; the order wraps from Kalki back to Matsya (ganjifa.void). Play the card "
    "that wins.",
    "void.hint1": "After Kalki comes Matsya: try the Kurma first to see the engine refuse it.",
    "void.hint2": "You hold a trump.",
    "void.right": "With no Kalki you may trump (ganjifa.void), and the only trump in the trick wins it "
    "(ganjifa.trick-winner).",
    "void.wrong": "The {card, card} was allowed: Matsya is the first suit you hold after Kalki, since the order "
    "wraps (ganjifa.void). But it is neither Kalki nor a trump, so it cannot win "
    "(ganjifa.trick-winner): your 4 of Rama, a trump, would have.",
    "winner.title": "Who wins a trick",
    "winner.instruction": "Player 1 led the 7 of Narasimha; player 2, with no Narasimha, trumped it with the 2 of "
    "Rama. The highest trump wins; with no trump, the highest card of the led suit; cards of "
    "other suits never win (ganjifa.trick-winner). You have no Narasimha either. Take the "
    "trick.",
    "winner.hint1": "A Raja of another suit is worth nothing in this trick.",
    "winner.hint2": "You need a trump higher than the 2 of Rama; in Rama the numbers run 10 high.",
    "winner.right": "Player 2 trumped the Narasimha lead with the 2 of Rama; the highest trump wins "
    "(ganjifa.trick-winner), and in Rama the 5 beats the 2 (ganjifa.rank).",
    "winner.under": "Your {card, card} is a trump too, but a lower one: in Rama the numbers run 10 high, so the 2 "
    "beats the 1 (ganjifa.rank). Over-trump with the 5.",
    "winner.offsuit": "The {card, card} is a Raja, but of Vamana: neither the led suit (Narasimha) nor the trump "
    "(Rama). Cards of other suits never win a trick, however high (ganjifa.trick-winner). "
    "Over-trump with the 5 of Rama.",
    # -- capture, lead again
    "capture.title": "Capture and lead again",
    "capture.instruction": "Your lead. The winner of a trick captures its cards and leads the next one "
    "(ganjifa.capture). Every player here holds one card of each of your suits, so everyone "
    "must follow. Look at the captured piles and lead the card that captures this trick.",
    "capture.hint1": "Player 1's captured pile holds the Raja and the Mantri of Matsya.",
    "capture.hint2": "In Matsya the 1 is the highest number.",
    "capture.one-card": "This lesson asks you to lead one card.",
    "capture.right": "You led the {card, card}. The Raja and the Mantri of {suit, suit} are already in player 1's "
    "captured pile, and in {suit, suit} the 1 is the highest number (ganjifa.rank): no "
    "{suit, suit} card left can beat your {card, rank}, and everyone must follow suit. The trick "
    "is yours: its winner captures its cards and leads the next trick (ganjifa.capture), so it is "
    "your lead again.",
    "capture.wrong": "You led the {card, card}, but {n, plural, one {# unseen {suit, suit} card still ranks} "
    "other {# unseen {suit, suit} cards still rank}} above it, the {top, card} at the top: whoever "
    "holds one can take the trick, and the trick's winner captures its cards and leads next "
    "(ganjifa.capture) — the table shows who. Look at the captured piles: which suit's top cards "
    "are already gone?",
    # -- Dukals
    "lead-dukal.title": "Lead a Dukal",
    "lead-dukal.instruction": "Your lead, after the first trick. Instead of one card you may lead a Dukal: the "
    "Raja, the Mantri and at least three numbers in an unbroken run, all of one suit. It "
    "wins at once: each opponent discards as many cards as it has, and you capture them "
    "all and lead again (ganjifa.dukal). A Dukal may not be larger than any player's "
    "hand. Lead the largest Dukal you hold.",
    "lead-dukal.hint1": "Look at your Kalki cards: Raja, Mantri, 3, 4, 5, 6 and 9.",
    "lead-dukal.hint2": "The 9 breaks the run, but 3-4-5-6 is unbroken.",
    "lead-dukal.hint3": "Select all six cards and lead them as a Dukal.",
    "lead-dukal.largest": "The Raja, the Mantri and the run 3-4-5-6 of Kalki: a Dukal of {n}. It wins at once; each "
    "opponent discards {n, plural, one {# card} other {# cards}} of their choice, and you "
    "capture all {captured} cards and lead again (ganjifa.dukal).",
    "lead-dukal.smaller": "A Dukal, well spotted, but you could have led all six: the run 3-4-5-6 is four numbers, "
    "and a Dukal of 6 captures {best} cards, not {got}.",
    "lead-dukal.single": "You led the {card, card} alone: one card wins at most one trick, 3 cards, and only if "
    "nobody beats it. Your Raja, Mantri and 3-4-5-6 of Kalki are a Dukal of {largest}: led "
    "together they win at once and capture {best} cards (ganjifa.dukal).",
    "answer.title": "Answer a Dukal",
    "answer.instruction": "Player 2 led a Dukal of five Krishna cards. You must discard five cards, any you like, "
    "with no duty to follow suit, and player 2 captures them (ganjifa.dukal). They are lost "
    "whatever they are, so discard the cards least likely ever to win a trick: keep your "
    "trumps (Rama, by day) and the top cards of their suits.",
    "answer.hint1": "The Raja of Buddha is the top Buddha: it will win a trick later. Keep it.",
    "answer.hint2": "Your two Rama cards are trumps. Keep them.",
    "answer.hint3": "The other five cards are low cards of side suits.",
    "answer.ask": "Answer the Dukal by discarding.",
    "answer.right": "Good: {weak, list}. Cards you give to a Dukal are lost whatever they are (ganjifa.dukal), so "
    "give the ones that would never win a trick and keep your trumps and top cards."
    "{more, plural, =0 {} other { # more to go.}}",
    "answer.weak": "the {card, card} ({n, plural, one {# unseen card of its suit ranks higher} "
    "other {# unseen cards of its suit rank higher}})",
    "answer.wrong": "You may discard any cards (ganjifa.dukal), but {kept, semicolons}: it could win a trick later. "
    "Give away your weakest side cards instead: the Matsya, Kurma, Varaha, Narasimha and "
    "Parashurama.",
    "answer.keep.trump": "the {card, card} is a trump",
    "answer.keep.dukal": "the {card, card} is part of a Dukal",
    "answer.keep.top": "the {card, card} is the top {suit, suit} card still in play",
    # -- the end
    "end.title": "The last two tricks",
    "end.instruction": "Two tricks are left. Captured so far: you 39, player 1 39, player 2 36. Every captured card "
    "scores one point (ganjifa.objective); when the hands are played out, the highest score "
    "wins and a tie for the highest is a shared win (ganjifa.end). Player 1 led the 10 of "
    "Kalki, player 2 played the 3. You have no Kalki. Play so that you win the deal alone.",
    "end.hint1": "With no Kalki you may trump, or play Vamana, the first suit you hold after Kalki.",
    "end.hint2": "Whoever wins this trick leads the last one: who can beat your Raja of Vamana then?",
    "end.play-on": "Play on to the end of the deal.",
    "end.right": "You trumped the Kalki trick with the 2 of Rama and then led the Raja of Vamana, which nobody could "
    "beat: both last tricks are yours. Every captured card scores one point (ganjifa.objective): "
    "{score} of 120, and the highest score wins alone (ganjifa.end).",
    "end.shared": "A shared win: players tied for the highest score share it (ganjifa.end).",
    "end.wrong": "The Raja of Vamana could not win the Kalki trick (it is neither Kalki nor a trump), so player 1 "
    "took it. Trump with the 2 of Rama first, then the Raja of Vamana wins the last trick too.",
    # -- quizzes
    "courts.question": "Right after the deal you look at your 40 cards and hold "
    "neither the Raja nor the Mantri of Krishna. What is the probability that player 1 holds at "
    "least one of them?",
    "courts.explanation": "The 80 cards you cannot see are split 40 and 40 between the two opponents, every split "
    "equally likely (ganjifa.deal). Player 1 holds neither court card with probability "
    "C(78, 40) / C(80, 40) = (40 x 39) / (80 x 79) = {none, number, 4}, so at least one with "
    "probability {p, number, 4}.",
    "courts.hint": "Work out the chance that NEITHER card is among player 1's 40 of the 80 unseen cards.",
    "void-quiz.question": "In the same deal you hold {mine} of the 12 Kalki cards. What is the probability that "
    "player 1 has no Kalki at all, so that on a Kalki lead they must play a trump or a card "
    "of the first suit after Kalki that they hold?",
    "void-quiz.explanation": "The other {other} Kalki cards are among your 80 unseen cards. Player 1 is void when "
    "all of them are in player 2's 40: C({rest}, 40) / C(80, 40) = {p, number, 4} "
    "(ganjifa.void). Even holding {mine} Kalki, a void opponent is rare.",
    "void-quiz.hint": "Each unseen card is in player 1's hand with chance 40/80, but not independently: multiply "
    "40/80 x 39/79 x ...",
    "your-dukal.question": "Before the cards are dealt: what is the probability that your 40 cards hold a Dukal?",
    "your-dukal.explanation": "In one suit a Dukal needs the Raja, the Mantri and three numbers in a row. Counting "
    "the subsets of the 12 cards that hold one, weighting each hand size by the "
    "hypergeometric chance of being dealt it, and combining the ten suits by "
    "inclusion-exclusion gives {p, number, 4}: about one deal in {one_in, number, 1} "
    "(ganjifa.dukal, ganjifa.deal).",
    "your-dukal.hint": "Start with one suit: you need about 5 or more of its 12 cards, including both courts.",
    "anyone-dukal.question": "What is the probability that at least one of the three players is dealt a Dukal?",
    "anyone-dukal.explanation": "Within one suit only the Raja's holder can have a Dukal, so the three players' "
    "chances cannot overlap in a suit; across suits they can. Inclusion-exclusion over "
    "the suits gives {p, number, 4}, {cmp, select, equal {equal to} less {{rel, percent} "
    "less than} other {{rel, percent} more than}} 3 x {one, number, 4} = "
    "{three, number, 4} (ganjifa.dukal).",
    "anyone-dukal.hint": "It is less than three times the chance for one player: two players can both have one.",
    "beat.question": "Mid-deal, five cards each, day (Rama trumps). You are about to lead the 8 of Kalki. The 10 "
    "unseen cards (your opponents' hands) are the 10, the Mantri and the 2 of Kalki, the 9 of Rama "
    "and six cards of other suits. What is the probability that player 1, next to play, can beat "
    "your 8?",
    "beat.explanation": "Player 1 holds 5 of the 10 unseen cards. They beat the 8 by following with one of the "
    "{higher} higher Kalki (probability 1 - C(8, 5)/C(10, 5)), or by trumping with the 9 of "
    "Rama when they hold no Kalki at all (C(7, 5)/C(10, 5) - C(6, 5)/C(10, 5)). The two ways "
    "exclude each other: {p, number, 4} (ganjifa.rank, ganjifa.trick-winner, ganjifa.void).",
    "beat.hint": "Two ways: a higher Kalki, or no Kalki at all and the trump.",
    "after-void.question": "Four cards each. In the last trick player 1 led the 9 of Buddha and player 2 trumped "
    "it: player 2 has no Buddha. The 8 cards you have not seen include the Raja and the 2 of "
    "Buddha and the Raja of Kalki. What is the probability that player 1 holds the Raja of "
    "Kalki?",
    "after-void.explanation": "Player 2 showed a void in Buddha (ganjifa.void), so both unseen Buddha cards are in "
    "player 1's hand. That leaves player 1 only {places} free places for the other {free} "
    "unseen cards: {places}/{free} = {p, number, 4}, down from 4/8 = 0.5 before the void "
    "showed.",
    "after-void.hint": "Where must the two unseen Buddha cards be?",
}

# ------------------------------------------------------------------------------ Latvian

LV = {
    "sentences": "{parts, sentences}",
    "story.play": "Spēlētājs {seat} izspēlē {card, card_acc}.",
    "story.trick": "Stiķi paņem spēlētājs {winner}.",
    "trick.ask": "Šajā nodarbībā stiķī jāliek viena kārts.",
    "reversed.title": "Pirmajās piecās mastīs skaitļi iet atpakaļgaitā",
    "reversed.instruction": "Spēlētājs 1 izgāja ar Matsjas četrinieku, spēlētājs 2 sekoja mastij ar septiņnieku; "
    "jūs liekat kārti pēdējais. Pirmajās piecās mastīs (Matsja, Kurma, Varaha, Narasimha, "
    "Vamana) kārtība ir Radža > Mantri > 1 > 2 > ... > 10: vieninieks ir augstākais "
    "skaitlis, desmitnieks — zemākais (ganjifa.rank). Paņemiet stiķi.",
    "reversed.hint1": "Matsja ir viena no pirmajām piecām mastīm: tās skaitļus lasiet otrādi.",
    "reversed.hint2": "Matsjas kārtīs labākais skaitlis ir vieninieks.",
    "reversed.right": "Matsjas kārtīs vieninieks ir augstākais skaitlis, tāpēc tas pārsit četrinieku (ganjifa.rank).",
    "reversed.wrong": "Matsjas kārtīs skaitļi iet atpakaļgaitā: desmitnieks ir šīs masts zemākā kārts, un "
    "četrinieks to pārsit (ganjifa.rank). Jūsu Matsjas vieninieks būtu uzvarējis.",
    "straight.title": "Pēdējās piecās mastīs skaitļi iet parastajā kārtībā",
    "straight.instruction": "Tās pašas kārtis, cita masts. Spēlētājs 1 izgāja ar Kalki četrinieku, spēlētājs 2 "
    "sekoja mastij ar septiņnieku. Pēdējās piecās mastīs (Parašurama, Rama, Krišna, Buda, "
    "Kalki) kārtība ir Radža > Mantri > 10 > 9 > ... > 1, kā jau varētu gaidīt "
    "(ganjifa.rank). Paņemiet stiķi.",
    "straight.hint1": "Kalki ir viena no pēdējām piecām mastīm: parastā kārtība.",
    "straight.hint2": "Kalki kārtīs labākais skaitlis ir desmitnieks.",
    "straight.right": "Kalki kārtīs desmitnieks ir augstākais skaitlis, tāpēc tas pārsit septiņnieku (ganjifa.rank).",
    "straight.wrong": "Kalki kārtīs skaitļi iet parastajā kārtībā: vieninieks ir zemākā kārts, un septiņnieks to "
    "pārsit (ganjifa.rank). Jūsu Kalki desmitnieks būtu uzvarējis.",
    "opening.title": "Kurš sāk partiju",
    "opening.instruction": "Īsta partija: visas 120 kārtis izdalītas pa četrām, katram spēlētājam 40 "
    "(ganjifa.deal). Ir diena, tāpēc Rama ir trumpju masts (ganjifa.day-night). Tam, kuram ir "
    "trumpju masts Radža, ar to jāiziet pirmajā stiķī, un tikai ar to vien "
    "(ganjifa.opening-lead): atrodiet to savās kārtīs un izejiet ar to. Ja interesē, vispirms "
    "pamēģiniet citu kārti.",
    "opening.hint1": "Jūsu kārtis sakārtotas pēc avatāriem; Rama ir septītā masts.",
    "opening.hint2": "Radža ir savas masts augstākā kārts.",
    "opening.right": "Pareizi: ir {period, select, day {diena} other {nakts}}, tāpēc {trump, suit} ir trumpju masts "
    "(ganjifa.day-night), un tas, kuram ir tās Radža, ar to vienu pašu sāk partiju "
    "(ganjifa.opening-lead). Tas ir augstākais trumpis, to neviens nevar pārsist: pirmais stiķis "
    "ir jūsu.",
    "opening.wrong": "Dalījumu sāk ar vienu pašu kārti: {raja, card} (ganjifa.opening-lead).",
    "night-opening.title": "Pirmais gājiens naktī",
    "night-opening.instruction": "Šo partiju spēlē naktī: trumpju masts ir Krišna, nevis Rama (ganjifa.day-night). "
    "Jums ir Ramas Radža, Krišnas Radža un Kalki Dukals. Sāciet partiju tā, kā to "
    "prasa ganjifa.opening-lead.",
    "night-opening.hint1": "Naktī trumpju masts ir Krišna.",
    "night-opening.hint2": "Pirmajā stiķī iziet ar trumpja Radžu, vienu pašu: nekāda Dukala.",
    "night-opening.extra": "Ar Dukalu partiju sākt nedrīkst nekad, un Ramas Radža šonakt nav trumpis.",
    "night.title": "Nakts maina trumpi",
    "night.instruction": "Ir nakts, tāpēc Krišna ir trumpis, bet Rama — parasta masts (ganjifa.day-night). "
    "Spēlētājs 1 izgāja ar Budas astoņnieku; spēlētājam 2 Budas kāršu nav, un viņš uzlika "
    "Kalki desmitnieku. Arī jums Budas kāršu nav. Paņemiet stiķi. (Dienā jūsu Ramas Radža to "
    "būtu paņēmis; pamēģiniet un paskatieties, ko spēle saka šonakt.)",
    "night.hint1": "Kura masts naktī ir trumpis?",
    "night.hint2": "Jebkurš trumpis pārsit jebkuru izietās masts kārti, pat divnieks.",
    "night.right": "Naktī trumpis ir Krišna, un jebkurš trumpis pārsit izieto masti (ganjifa.trick-winner): uzvar "
    "pat niecīgais {card, card} (ganjifa.day-night).",
    "night.wrong": "{card, card} nav ne Buda (izietā masts), ne trumpis, tāpēc uzvarēt tas nevar "
    "(ganjifa.trick-winner). Naktī trumpis ir Krišna: jūsu Krišnas divnieks būtu uzvarējis "
    "(ganjifa.day-night).",
    "follow.title": "Sekojiet mastij",
    "follow.instruction": "Spēlētājs 1 izgāja ar Varahas vieninieku, spēlētājs 2 sekoja mastij ar piecinieku. Jums "
    "ir divas Varahas kārtis un Ramas Radža, augstākais trumpis. Ja jums ir izietās masts "
    "kārts, tā jāliek (ganjifa.follow), tāpēc Radžu šeit likt nedrīkst. Šo stiķi jūs paņemt "
    "nevarat: sekojiet mastij ar kārti, kuras jums vismazāk pietrūks.",
    "follow.hint1": "Varaha ir viena no pirmajām piecām mastīm: vieninieks ir tās labākais skaitlis, un neviena "
    "jūsu kārts to nepārsit.",
    "follow.hint2": "Kura no jūsu Varahas kārtīm, trijnieks vai deviņnieks, ir vājāka?",
    "follow.right": "Jūs sekojāt mastij, kā tas jādara (ganjifa.follow). Neviena jūsu kārts nevarēja pārsist "
    "Varahas vieninieku (Varahas kārtīs vieninieks ir augstākais skaitlis, ganjifa.rank), tāpēc "
    "jūs atdevāt savu vājāko Varahas kārti, deviņnieku, un paturējāt trijnieku, kas vēlāk vēl var "
    "paņemt stiķi.",
    "follow.wrong": "Jūs sekojāt mastij, kā tas jādara (ganjifa.follow), bet stiķis bija zaudēts, lai ko jūs liktu: "
    "vieninieks ir augstākais Varahas skaitlis (ganjifa.rank). Atdodiet savu vājāko kārti, "
    "{weakest, card_acc}, un paturiet {played, card_acc} vēlākam laikam.",
    "void.title": "Kad nevarat sekot mastij",
    "void.instruction": "Spēlētājs 1 izgāja ar Kalki piecinieku, spēlētājs 2 sekoja mastij ar deviņnieku. Jums "
    "Kalki kāršu nav. Tad jāliek trumpis (dienā tā ir Rama) vai tās masts kārts, kas avatāru "
    "secībā ir pirmā pēc Kalki un kas jums ir; pēc Kalki secība atkal sākas ar Matsju "
    "(ganjifa.void). Izspēlējiet kārti, kas uzvar.",
    "void.hint1": "Pēc Kalki nāk Matsja: vispirms pamēģiniet Kurmas kārti un paskatieties, kā spēle to atraida.",
    "void.hint2": "Jums ir trumpis.",
    "void.right": "Ja Kalki kāršu nav, drīkst likt trumpi (ganjifa.void), un vienīgais trumpis stiķī to paņem "
    "(ganjifa.trick-winner).",
    "void.wrong": "{card, card} bija atļauts: Matsja ir pirmā masts pēc Kalki, kas jums ir, jo secība sākas no "
    "jauna (ganjifa.void). Taču tas nav ne Kalki kārts, ne trumpis, tāpēc uzvarēt nevar "
    "(ganjifa.trick-winner): jūsu Ramas četrinieks, trumpis, būtu uzvarējis.",
    "winner.title": "Kurš paņem stiķi",
    "winner.instruction": "Spēlētājs 1 izgāja ar Narasimhas septiņnieku; spēlētājam 2 Narasimhas kāršu nav, un "
    "viņš to nosita ar trumpi — Ramas divnieku. Uzvar augstākais trumpis; ja trumpju nav — "
    "augstākā izietās masts kārts; citu mastu kārtis neuzvar nekad (ganjifa.trick-winner). "
    "Arī jums Narasimhas kāršu nav. Paņemiet stiķi.",
    "winner.hint1": "Citas masts Radža šajā stiķī neko nav vērts.",
    "winner.hint2": "Jums vajag trumpi, kas augstāks par Ramas divnieku; Ramas kārtīs augstākais skaitlis ir 10.",
    "winner.right": "Spēlētājs 2 nosita Narasimhas kārti ar trumpi, Ramas divnieku; uzvar augstākais trumpis "
    "(ganjifa.trick-winner), un Ramas kārtīs piecinieks pārsit divnieku (ganjifa.rank).",
    "winner.under": "Jūsu {card, card} arī ir trumpis, taču zemāks: Ramas kārtīs augstākais skaitlis ir 10, tāpēc "
    "divnieks pārsit vieninieku (ganjifa.rank). Pārsitiet ar augstāku trumpi — piecinieku.",
    "winner.offsuit": "{card, card} ir Radža, taču tās masts ir Vamana — ne izietā masts (Narasimha), ne "
    "trumpis (Rama). Citu mastu kārtis stiķi nepaņem nekad, lai cik augstas tās būtu "
    "(ganjifa.trick-winner). Pārsitiet ar Ramas piecinieku.",
    "capture.title": "Paņemiet un izejiet vēlreiz",
    "capture.instruction": "Jūsu gājiens. Stiķa uzvarētājs paņem tā kārtis un iziet nākamajā stiķī "
    "(ganjifa.capture). Katram spēlētājam šeit ir pa vienai kārtij no katras jūsu masts, "
    "tāpēc visiem jāseko mastij. Apskatiet paņemto kāršu kaudzes un izejiet ar kārti, kas "
    "paņems šo stiķi.",
    "capture.hint1": "Spēlētāja 1 paņemto kāršu kaudzē ir Matsjas Radža un Mantri.",
    "capture.hint2": "Matsjas kārtīs augstākais skaitlis ir vieninieks.",
    "capture.one-card": "Šajā nodarbībā jāiziet ar vienu kārti.",
    "capture.right": "Jūs izgājāt ar {card, card_acc}. {suit, suit_gen} Radža un Mantri jau ir spēlētāja 1 paņemto "
    "kāršu kaudzē, un {suit, suit_gen} kārtīs vieninieks ir augstākais skaitlis (ganjifa.rank): "
    "neviena atlikusī {suit, suit_gen} kārts nevar pārsist jūsu kārti, un visiem jāseko mastij. "
    "Stiķis ir jūsu: tā uzvarētājs paņem kārtis un iziet nākamajā stiķī (ganjifa.capture), tāpēc "
    "atkal jāiziet jums.",
    "capture.wrong": "Jūs izgājāt ar {card, card_acc}, bet vēl ir {n, plural, zero {# neredzētu {suit, suit_gen} "
    "kāršu} one {# neredzēta {suit, suit_gen} kārts} other {# neredzētas {suit, suit_gen} "
    "kārtis}}, kas rangā ir augstāk par to, visaugstākā — {top, card}: kam tāda ir, tas var "
    "paņemt stiķi, un stiķa uzvarētājs paņem kārtis un iziet nākamais (ganjifa.capture) — kurš, "
    "to parādīs galds. Apskatiet paņemto kāršu kaudzes: kuras masts augstākās kārtis jau ir "
    "izspēlētas?",
    "lead-dukal.title": "Izejiet ar Dukalu",
    "lead-dukal.instruction": "Jūsu gājiens, pirmais stiķis jau izspēlēts. Vienas kārts vietā drīkst iziet ar "
    "Dukalu — vienas masts Radžu, Mantri un vismaz trīs skaitļus pēc kārtas bez "
    "pārtraukuma. Tas uzvar uzreiz: katrs pretinieks nomet tik kāršu, cik ir Dukalā, un "
    "jūs paņemat tās visas un izejat atkal (ganjifa.dukal). Dukals nedrīkst būt lielāks "
    "par kāda spēlētāja roku. Izejiet ar lielāko Dukalu, kas jums ir.",
    "lead-dukal.hint1": "Apskatiet savas Kalki kārtis: Radža, Mantri, 3, 4, 5, 6 un 9.",
    "lead-dukal.hint2": "Deviņnieks pārtrauc virkni, bet 3-4-5-6 ir nepārtraukta.",
    "lead-dukal.hint3": "Atlasiet visas sešas kārtis un izejiet ar tām kā ar Dukalu.",
    "lead-dukal.largest": "Kalki Radža, Mantri un virkne 3-4-5-6: Dukals no {n, plural, zero {# kārtīm} "
    "one {# kārts} other {# kārtīm}}. Tas uzvar uzreiz; katrs pretinieks pēc savas izvēles "
    "nomet {n, plural, zero {# kāršu} one {# kārti} other {# kārtis}}, un jūs paņemat visas "
    "{captured, plural, zero {# kāršu} one {# kārti} other {# kārtis}} un izejat atkal (ganjifa.dukal).",
    "lead-dukal.smaller": "Dukals — labi pamanīts, taču jūs varējāt iziet ar visām sešām kārtīm: virknē 3-4-5-6 ir "
    "četri skaitļi, un Dukals no 6 kārtīm paņem {best, plural, zero {# kāršu} one {# kārti} "
    "other {# kārtis}}, nevis {got}.",
    "lead-dukal.single": "Jūs izgājāt tikai ar {card, card_acc}: viena kārts paņem ne vairāk kā vienu stiķi, 3 "
    "kārtis, un tikai tad, ja neviens to nepārsit. Jūsu Kalki Radža, Mantri un 3-4-5-6 ir "
    "Dukals no {largest, plural, zero {# kārtīm} one {# kārts} other {# kārtīm}}: izejot ar "
    "tām kopā, tās uzvar uzreiz un paņem {best, plural, zero {# kāršu} one {# kārti} "
    "other {# kārtis}} (ganjifa.dukal).",
    "answer.title": "Atbildiet uz Dukalu",
    "answer.instruction": "Spēlētājs 2 izgāja ar Dukalu no piecām Krišnas kārtīm. Jums jānomet piecas kārtis — "
    "jebkuras, bez pienākuma sekot mastij —, un spēlētājs 2 tās paņem (ganjifa.dukal). Tās ir "
    "zaudētas, lai kādas tās būtu, tāpēc nometiet kārtis, kuras visdrīzāk nekad nepaņemtu "
    "stiķi: paturiet trumpjus (dienā tā ir Rama) un savu mastu augstākās kārtis.",
    "answer.hint1": "Budas Radža ir augstākā Budas kārts: vēlāk tas paņems stiķi. Paturiet to.",
    "answer.hint2": "Jūsu divas Ramas kārtis ir trumpji. Paturiet tās.",
    "answer.hint3": "Pārējās piecas kārtis ir zemas citu mastu kārtis.",
    "answer.ask": "Atbildiet uz Dukalu, nometot kārtis.",
    "answer.right": "Labi: {weak, list}. Kārtis, ko atdodat Dukalam, ir zaudētas, lai kādas tās būtu "
    "(ganjifa.dukal), tāpēc atdodiet tās, kas nekad nepaņemtu stiķi, un paturiet trumpjus un "
    "augstākās kārtis.{more, plural, =0 {} other { Vēl jānomet: #.}}",
    "answer.weak": "{card, card} ({n, plural, zero {augstāk ir # neredzētu šīs masts kāršu} one {augstāk ir # "
    "neredzēta šīs masts kārts} other {augstāk ir # neredzētas šīs masts kārtis}})",
    "answer.wrong": "Nomest drīkst jebkuras kārtis (ganjifa.dukal), taču {kept, semicolons}: šāda kārts vēlāk "
    "varētu paņemt stiķi. Labāk atdodiet savas vājākās citu mastu kārtis: Matsjas, Kurmas, Varahas, "
    "Narasimhas un Parašuramas kārtis.",
    "answer.keep.trump": "{card, card} ir trumpis",
    "answer.keep.dukal": "{card, card} ir daļa no Dukala",
    "answer.keep.top": "{card, card} ir augstākā {suit, suit_gen} kārts, kas vēl ir spēlē",
    "end.title": "Pēdējie divi stiķi",
    "end.instruction": "Palikuši divi stiķi. Līdz šim paņemts: jums 39, spēlētājam 1 — 39, spēlētājam 2 — 36. "
    "Katra paņemtā kārts dod vienu punktu (ganjifa.objective); kad visas kārtis izspēlētas, "
    "uzvar tas, kam visvairāk punktu, un ja vairākiem ir vienāds lielākais punktu skaits, viņi "
    "uzvaru dala (ganjifa.end). Spēlētājs 1 izgāja ar Kalki desmitnieku, spēlētājs 2 uzlika "
    "trijnieku. Jums Kalki kāršu nav. Spēlējiet tā, lai partijā uzvarētu jūs viens pats.",
    "end.hint1": "Ja Kalki kāršu nav, varat likt trumpi vai Vamanas kārti — Vamana ir pirmā masts pēc Kalki, kas "
    "jums ir.",
    "end.hint2": "Kurš paņems šo stiķi, tas izies pēdējā stiķī: kurš tad varēs pārsist jūsu Vamanas Radžu?",
    "end.play-on": "Spēlējiet līdz partijas beigām.",
    "end.right": "Jūs nositāt Kalki stiķi ar trumpi, Ramas divnieku, un tad izgājāt ar Vamanas Radžu, ko neviens "
    "nevarēja pārsist: abi pēdējie stiķi ir jūsu. Katra paņemtā kārts dod vienu punktu "
    "(ganjifa.objective): {score} no 120, un augstākais rezultāts uzvar viens pats (ganjifa.end).",
    "end.shared": "Dalīta uzvara: spēlētāji ar vienādu augstāko rezultātu uzvaru dala (ganjifa.end).",
    "end.wrong": "Vamanas Radža nevarēja paņemt Kalki stiķi (tas nav ne Kalki kārts, ne trumpis), tāpēc to paņēma "
    "spēlētājs 1. Vispirms nositiet ar trumpi, Ramas divnieku, un tad Vamanas Radža paņems arī pēdējo "
    "stiķi.",
    "courts.question": "Tūlīt pēc izdalīšanas jūs apskatāt savas 40 kārtis, un jums nav ne Krišnas Radžas, ne Mantri. Kāda ir varbūtība, ka spēlētājam "
    "1 ir vismaz viena no tām?",
    "courts.explanation": "80 kārtis, ko jūs neredzat, ir sadalītas pa 40 starp abiem pretiniekiem, un jebkurš "
    "sadalījums ir vienlīdz iespējams (ganjifa.deal). Varbūtība, ka spēlētājam 1 nav nevienas "
    "no šīm divām kārtīm, ir C(78, 40) / C(80, 40) = (40 x 39) / (80 x 79) = "
    "{none, number, 4}, tāpēc vismaz viena no tām viņam ir ar varbūtību {p, number, 4}.",
    "courts.hint": "Aprēķiniet varbūtību, ka NEVIENA no abām kārtīm nav starp tām 40 no 80 neredzētajām kārtīm, "
    "kas ir spēlētājam 1.",
    "void-quiz.question": "Tajā pašā partijā jums ir {mine} no 12 Kalki kārtīm. Kāda ir varbūtība, ka spēlētājam 1 "
    "nav nevienas Kalki kārts, tā ka, ja kāds iziet ar Kalki, viņam jāliek trumpis vai tās "
    "masts kārts, kas pēc Kalki ir pirmā no viņa mastīm?",
    "void-quiz.explanation": "Pārējās Kalki kārtis ({other}) ir starp 80 kārtīm, kuras jūs neredzat. Spēlētājam 1 "
    "Kalki nav tad, ja tās visas ir starp spēlētāja 2 četrdesmit kārtīm: C({rest}, 40) / "
    "C(80, 40) = {p, number, 4} (ganjifa.void). Pat ja jums pašam ir "
    "{mine, plural, zero {# Kalki kāršu} one {# Kalki kārts} other {# Kalki kārtis}}, "
    "pretinieks bez Kalki ir retums.",
    "void-quiz.hint": "Katra neredzētā kārts ir spēlētāja 1 rokā ar varbūtību 40/80, bet ne neatkarīgi: reiziniet "
    "40/80 x 39/79 x ...",
    "your-dukal.question": "Pirms kāršu izdalīšanas: kāda ir varbūtība, ka jūsu 40 kārtīs būs Dukals?",
    "your-dukal.explanation": "Vienā mastī Dukalam vajag Radžu, Mantri un trīs skaitļus pēc kārtas. Saskaitot tās "
    "12 kāršu apakškopas, kurās ir Dukals, katru rokas lielumu nosverot ar "
    "hiperģeometrisko varbūtību to saņemt un apvienojot desmit mastis ar "
    "ieslēgšanas–izslēgšanas principu, iegūst {p, number, 4}: aptuveni viena partija no "
    "{one_in, number, 1} (ganjifa.dukal, ganjifa.deal).",
    "your-dukal.hint": "Sāciet ar vienu masti: vajag apmēram 5 vai vairāk no tās 12 kārtīm, to skaitā Radžu un Mantri.",
    "anyone-dukal.question": "Kāda ir varbūtība, ka vismaz vienam no trim spēlētājiem tiek izdalīts Dukals?",
    "anyone-dukal.explanation": "Vienā mastī Dukals var būt tikai tam, kuram ir Radža, tāpēc vienas masts ietvaros "
    "trīs spēlētāju iespējas nepārklājas; dažādās mastīs gan var. "
    "Ieslēgšanas–izslēgšanas princips pa mastīm dod {p, number, 4}, {cmp, select, "
    "equal {tikpat, cik} less {par {rel, percent} mazāk nekā} other {par {rel, percent} "
    "vairāk nekā}} 3 x {one, number, 4} = {three, number, 4} (ganjifa.dukal).",
    "anyone-dukal.hint": "Tā ir mazāka nekā trīs reizes viena spēlētāja varbūtība: Dukals var būt diviem "
    "spēlētājiem reizē.",
    "beat.question": "Dalījuma vidus, katram pa piecām kārtīm, diena (trumpji ir Rama). Jūs gatavojaties iziet ar "
    "Kalki astoņnieku. 10 neredzētās kārtis (pretinieku rokās) ir Kalki desmitnieks, Mantri un "
    "divnieks, Ramas deviņnieks un sešas citu mastu kārtis. Kāda ir varbūtība, ka spēlētājs 1, "
    "kurš liek nākamais, var pārsist jūsu astoņnieku?",
    "beat.explanation": "Spēlētājam 1 ir 5 no 10 neredzētajām kārtīm. Astoņnieku viņš pārsit, ja seko mastij ar "
    "kādu no augstākajām Kalki kārtīm (tādu ir {higher}; varbūtība 1 - C(8, 5)/C(10, 5)), vai "
    "nosit to ar trumpi, Ramas deviņnieku, ja viņam vispār nav Kalki kāršu (C(7, 5)/C(10, 5) - "
    "C(6, 5)/C(10, 5)). Abi ceļi viens otru izslēdz: {p, number, 4} (ganjifa.rank, "
    "ganjifa.trick-winner, ganjifa.void).",
    "beat.hint": "Divi ceļi: augstāka Kalki kārts vai arī neviena Kalki un trumpis.",
    "after-void.question": "Katram pa četrām kārtīm. Iepriekšējā stiķī spēlētājs 1 izgāja ar Budas deviņnieku, un "
    "spēlētājs 2 to nosita ar trumpi: spēlētājam 2 Budas kāršu nav. Starp 8 kārtīm, kuras "
    "jūs vēl neesat redzējuši, ir Budas Radža un divnieks un Kalki Radža. Kāda ir varbūtība, "
    "ka Kalki Radža ir spēlētājam 1?",
    "after-void.explanation": "Spēlētājs 2 parādīja, ka viņam nav Budas kāršu (ganjifa.void), tāpēc abas "
    "neredzētās Budas kārtis ir spēlētāja 1 rokā. Tad spēlētājam 1 paliek tikai "
    "{places, plural, zero {# brīvu vietu} one {# brīva vieta} other {# brīvas vietas}} "
    "pārējām neredzētajām kārtīm, kuru ir {free}: {places}/{free} = {p, number, 4}, bet "
    "pirms tam bija 4/8 = 0,5.",
    "after-void.hint": "Kur noteikti jābūt abām neredzētajām Budas kārtīm?",
}

# ------------------------------------------------------------------------------ Finnish

FI = {
    "sentences": "{parts, sentences}",
    "story.play": "Pelaaja {seat} pelaa {card, card_acc}.",
    "story.trick": "Pelaaja {winner} voittaa tikin.",
    "trick.ask": "Tällä oppitunnilla pelataan tikkiin yksi kortti.",
    "reversed.title": "Viidessä ensimmäisessä maassa numerot kulkevat takaperin",
    "reversed.instruction": "Pelaaja 1 aloitti Matsyan nelosella ja pelaaja 2 seurasi maata seiskalla; sinä pelaat "
    "viimeisenä. Viidessä ensimmäisessä maassa (Matsya, Kurma, Varaha, Narasimha, Vamana) "
    "järjestys on Raja > Mantri > 1 > 2 > ... > 10: ykkönen on korkein numero ja kymppi "
    "matalin (ganjifa.rank). Voita tikki.",
    "reversed.hint1": "Matsya on yksi viidestä ensimmäisestä maasta: lue sen numerot takaperin.",
    "reversed.hint2": "Matsyan paras numero on ykkönen.",
    "reversed.right": "Matsyassa ykkönen on korkein numero, joten se lyö nelosen (ganjifa.rank).",
    "reversed.wrong": "Matsyassa numerot kulkevat takaperin: kymppi on maan matalin kortti, ja nelonen lyö sen "
    "(ganjifa.rank). Matsyan ykkösesi olisi voittanut.",
    "straight.title": "Viidessä viimeisessä maassa numerot kulkevat tavalliseen suuntaan",
    "straight.instruction": "Samat kortit, eri maa. Pelaaja 1 aloitti Kalkin nelosella ja pelaaja 2 seurasi maata "
    "seiskalla. Viidessä viimeisessä maassa (Parashurama, Rama, Krishna, Buddha, Kalki) "
    "järjestys on Raja > Mantri > 10 > 9 > ... > 1, kuten voisi odottaa (ganjifa.rank). "
    "Voita tikki.",
    "straight.hint1": "Kalki on yksi viidestä viimeisestä maasta: tavallinen järjestys.",
    "straight.hint2": "Kalkin paras numero on kymppi.",
    "straight.right": "Kalkissa kymppi on korkein numero, joten se lyö seiskan (ganjifa.rank).",
    "straight.wrong": "Kalkissa numerot kulkevat tavalliseen suuntaan: ykkönen on matalin kortti, ja seiska lyö sen "
    "(ganjifa.rank). Kalkin kymppisi olisi voittanut.",
    "opening.title": "Kuka avaa jaon",
    "opening.instruction": "Oikea jako: kaikki 120 korttia on jaettu neljän kortin pakkauksina, 40 kullekin "
    "pelaajalle (ganjifa.deal). On päivä, joten Rama on valtti (ganjifa.day-night). "
    "Valttimaan Rajan haltija aloittaa avaustikin sillä, pelkästään sillä "
    "(ganjifa.opening-lead): etsi se kädestäsi ja aloita sillä. Kokeile ensin jotain muuta "
    "korttia, jos olet utelias.",
    "opening.hint1": "Kätesi on järjestetty avatarien mukaan; Rama on seitsemäs maa.",
    "opening.hint2": "Raja on maansa korkein kortti.",
    "opening.right": "Oikein: on {period, select, day {päivä} other {yö}}, joten {trump, suit} on valtti "
    "(ganjifa.day-night), ja sen Rajan haltija avaa jaon sillä, pelkästään sillä "
    "(ganjifa.opening-lead). Se on korkein valtti, joten kukaan ei voi lyödä sitä: avaustikki on "
    "sinun.",
    "opening.wrong": "Jako avataan pelkästään tällä kortilla: {raja, card} (ganjifa.opening-lead).",
    "night-opening.title": "Avaus yöllä",
    "night-opening.instruction": "Tämä jako pelataan yöllä: valtti on Krishna, ei Rama (ganjifa.day-night). "
    "Sinulla on Raman Raja, Krishnan Raja ja Kalkin Dukal-sarja. Avaa jako niin kuin "
    "ganjifa.opening-lead vaatii.",
    "night-opening.hint1": "Yöllä valtti on Krishna.",
    "night-opening.hint2": "Avaustikki aloitetaan valtti-Rajalla, pelkästään sillä: ei Dukal-sarjaa.",
    "night-opening.extra": "Dukal-sarja ei koskaan saa avata jakoa, eikä Raman Raja ole tänä yönä valtti.",
    "night.title": "Yö vaihtaa valtin",
    "night.instruction": "On yö, joten Krishna on valtti ja Rama tavallinen maa (ganjifa.day-night). Pelaaja 1 "
    "aloitti Buddhan kasilla; pelaaja 2, jolla ei ole Buddhaa, pelasi Kalkin kympin. Sinullakaan "
    "ei ole Buddhaa. Voita tikki. (Päivällä Raman Rajasi olisi voittanut sen; kokeile ja katso, "
    "mitä peli sanoo tänä yönä.)",
    "night.hint1": "Mikä maa on yöllä valtti?",
    "night.hint2": "Mikä tahansa valtti lyö jokaisen johdetun maan kortin, jopa kakkonen.",
    "night.right": "Yöllä Krishna on valtti, ja mikä tahansa valtti lyö johdetun maan (ganjifa.trick-winner): jopa "
    "vaatimaton {card, card} voittaa (ganjifa.day-night).",
    "night.wrong": "{card, card} ei ole Buddhan kortti (johdettu maa) eikä valtti, joten se ei voi voittaa "
    "(ganjifa.trick-winner). Yöllä valtti on Krishna: Krishnan kakkosesi olisi voittanut "
    "(ganjifa.day-night).",
    "follow.title": "Seuraa maata",
    "follow.instruction": "Pelaaja 1 aloitti Varahan ykkösellä ja pelaaja 2 seurasi maata vitosella. Sinulla on "
    "kaksi Varahan korttia ja Raman Raja, korkein valtti. Jos sinulla on johdetun maan "
    "kortti, sinun on pelattava sellainen (ganjifa.follow), joten Rajaa ei voi pelata tässä. "
    "Et voi voittaa tätä tikkiä: seuraa maata kortilla, jota kaipaat vähiten.",
    "follow.hint1": "Varaha on yksi viidestä ensimmäisestä maasta: ykkönen on sen paras numero, eikä mikään "
    "korteistasi lyö sitä.",
    "follow.hint2": "Kumpi Varahan korteistasi, kolmonen vai ysi, on heikompi?",
    "follow.right": "Seurasit maata, kuten pitää (ganjifa.follow). Mikään korteistasi ei olisi lyönyt Varahan "
    "ykköstä (Varahassa ykkönen on korkein numero, ganjifa.rank), joten annoit heikoimman Varahasi, "
    "ysin, ja pidit kolmosen, joka voi vielä voittaa tikin myöhemmin.",
    "follow.wrong": "Seurasit maata, kuten pitää (ganjifa.follow), mutta tikki oli hävitty, pelasitpa mitä tahansa: "
    "ykkönen on Varahan korkein numero (ganjifa.rank). Anna pois heikoin korttisi, "
    "{weakest, card}, ja säästä {played, card} myöhemmäksi.",
    "void.title": "Kun et voi seurata maata",
    "void.instruction": "Pelaaja 1 aloitti Kalkin vitosella ja pelaaja 2 seurasi maata ysillä. Sinulla ei ole "
    "Kalkia. Silloin sinun on pelattava valtti (päivällä Rama) tai kortti ensimmäisestä Kalkin "
    "jälkeisestä maasta avatarjärjestyksessä, jota sinulla on; järjestys jatkuu Kalkista "
    "takaisin Matsyaan (ganjifa.void). Pelaa kortti, joka voittaa.",
    "void.hint1": "Kalkin jälkeen tulee Matsya: kokeile ensin Kurman korttia ja katso, kuinka peli hylkää sen.",
    "void.hint2": "Sinulla on valtti.",
    "void.right": "Kun Kalkia ei ole, saat pelata valtin (ganjifa.void), ja tikin ainoa valtti voittaa sen "
    "(ganjifa.trick-winner).",
    "void.wrong": "{card, card} oli sallittu: Matsya on ensimmäinen Kalkin jälkeinen maa, jota sinulla on, koska "
    "järjestys jatkuu alusta (ganjifa.void). Mutta se ei ole Kalkin kortti eikä valtti, joten se ei "
    "voi voittaa (ganjifa.trick-winner): Raman nelosesi, valtti, olisi voittanut.",
    "winner.title": "Kuka voittaa tikin",
    "winner.instruction": "Pelaaja 1 aloitti Narasimhan seiskalla; pelaaja 2, jolla ei ole Narasimhaa, löi sen "
    "valtilla, Raman kakkosella. Korkein valtti voittaa; jos valtteja ei ole, johdetun maan "
    "korkein kortti; muiden maiden kortit eivät voita koskaan (ganjifa.trick-winner). "
    "Sinullakaan ei ole Narasimhaa. Voita tikki.",
    "winner.hint1": "Toisen maan Raja ei ole tässä tikissä minkään arvoinen.",
    "winner.hint2": "Tarvitset Raman kakkosta korkeamman valtin; Ramassa numeroista korkein on 10.",
    "winner.right": "Pelaaja 2 löi Narasimhan valtilla, Raman kakkosella; korkein valtti voittaa "
    "(ganjifa.trick-winner), ja Ramassa vitonen lyö kakkosen (ganjifa.rank).",
    "winner.under": "Korttisi, {card, card}, on sekin valtti, mutta matalampi: Ramassa numeroista korkein on 10, "
    "joten kakkonen lyö ykkösen (ganjifa.rank). Lyö korkeammalla valtilla, vitosella.",
    "winner.offsuit": "{card, card} on Raja, mutta sen maa on Vamana: se ei ole johdettu maa (Narasimha) eikä "
    "valtti (Rama). Muiden maiden kortit eivät voita tikkiä koskaan, olivatpa kuinka korkeita "
    "tahansa (ganjifa.trick-winner). Lyö Raman vitosella.",
    "capture.title": "Vangitse ja aloita uudelleen",
    "capture.instruction": "Sinun aloituksesi. Tikin voittaja vangitsee sen kortit ja aloittaa seuraavan tikin "
    "(ganjifa.capture). Jokaisella pelaajalla on tässä yksi kortti jokaisesta maastasi, joten "
    "kaikkien on seurattava maata. Katso vangittujen korttien pinoja ja aloita kortilla, joka "
    "vangitsee tämän tikin.",
    "capture.hint1": "Pelaajan 1 vangittujen korttien pinossa ovat Matsyan Raja ja Mantri.",
    "capture.hint2": "Matsyassa ykkönen on korkein numero.",
    "capture.one-card": "Tällä oppitunnilla aloitetaan yhdellä kortilla.",
    "capture.right": "Aloitit {card, card_ins}. {suit, suit_gen} Raja ja Mantri ovat jo pelaajan 1 vangittujen "
    "korttien pinossa, ja {suit, suit_gen} maassa ykkönen on korkein numero (ganjifa.rank): mikään "
    "jäljellä oleva {suit, suit_gen} kortti ei voi lyödä korttiasi, ja kaikkien on seurattava maata. "
    "Tikki on sinun: sen voittaja vangitsee kortit ja aloittaa seuraavan tikin (ganjifa.capture), "
    "joten aloitat taas.",
    "capture.wrong": "Aloitit {card, card_ins}, mutta {n, plural, one {sitä korkeampi on vielä # näkymätön "
    "{suit, suit_gen} kortti} other {sitä korkeampia on vielä # näkymätöntä {suit, suit_gen} "
    "korttia}}, korkeimpana "
    "{top, card}: sen haltija voi voittaa tikin, ja tikin voittaja vangitsee kortit ja aloittaa "
    "seuraavaksi (ganjifa.capture) — pöytä näyttää, kuka. Katso vangittujen korttien pinoja: minkä "
    "maan korkeimmat kortit ovat jo poissa?",
    "lead-dukal.title": "Aloita Dukal-sarjalla",
    "lead-dukal.instruction": "Sinun aloituksesi, avaustikin jälkeen. Yhden kortin sijaan voit aloittaa Dukal-"
    "sarjalla: saman maan Raja, Mantri ja vähintään kolme numeroa katkeamattomana "
    "sarjana. Se voittaa heti: jokainen vastustaja heittää pois yhtä monta korttia kuin "
    "sarjassa on, ja sinä vangitset ne kaikki ja aloitat uudelleen (ganjifa.dukal). "
    "Dukal-sarja ei saa olla suurempi kuin kenenkään käsi. Aloita suurimmalla "
    "Dukal-sarjallasi.",
    "lead-dukal.hint1": "Katso Kalkin korttejasi: Raja, Mantri, 3, 4, 5, 6 ja 9.",
    "lead-dukal.hint2": "Ysi katkaisee sarjan, mutta 3-4-5-6 on katkeamaton.",
    "lead-dukal.hint3": "Valitse kaikki kuusi korttia ja aloita niillä Dukal-sarjana.",
    "lead-dukal.largest": "Kalkin Raja, Mantri ja sarja 3-4-5-6: {n} kortin Dukal-sarja. Se voittaa heti; jokainen "
    "vastustaja heittää pois {n, plural, one {# valitsemansa kortin} other {# valitsemaansa "
    "korttia}}, ja sinä vangitset kaikki {captured, plural, one {# kortin} other {# korttia}} ja aloitat uudelleen "
    "(ganjifa.dukal).",
    "lead-dukal.smaller": "Dukal-sarja, hyvin huomattu, mutta olisit voinut aloittaa kaikilla kuudella: sarjassa "
    "3-4-5-6 on neljä numeroa, ja 6 kortin Dukal-sarja vangitsee {best, plural, one {# kortin} other {# korttia}}, ei {got}.",
    "lead-dukal.single": "Aloitit pelkällä {card, card_ins}: yksi kortti voittaa enintään yhden tikin, 3 korttia, ja "
    "vain jos kukaan ei lyö sitä. Kalkin Rajasi, Mantrisi ja 3-4-5-6 ovat {largest} kortin "
    "Dukal-sarja: yhdessä pelattuina ne voittavat heti ja vangitsevat {best, plural, one {# kortin} other {# korttia}} "
    "(ganjifa.dukal).",
    "answer.title": "Vastaa Dukal-sarjaan",
    "answer.instruction": "Pelaaja 2 aloitti viiden Krishnan kortin Dukal-sarjalla. Sinun on heitettävä pois viisi "
    "korttia, mitkä tahansa, eikä maata tarvitse seurata, ja pelaaja 2 vangitsee ne "
    "(ganjifa.dukal). Ne menetetään, olivatpa ne mitä tahansa, joten heitä pois kortit, jotka "
    "tuskin koskaan voittaisivat tikkiä: pidä valttisi (päivällä Rama) ja maidensa korkeimmat "
    "kortit.",
    "answer.hint1": "Buddhan Raja on Buddhan korkein kortti: se voittaa myöhemmin tikin. Pidä se.",
    "answer.hint2": "Kaksi Raman korttiasi ovat valtteja. Pidä ne.",
    "answer.hint3": "Loput viisi korttia ovat muiden maiden matalia kortteja.",
    "answer.ask": "Vastaa Dukal-sarjaan heittämällä kortteja pois.",
    "answer.right": "Hyvä: {weak, list}. Dukal-sarjalle annetut kortit menetetään, olivatpa ne mitä tahansa "
    "(ganjifa.dukal), joten anna ne, jotka eivät koskaan voittaisi tikkiä, ja pidä valttisi ja "
    "korkeimmat korttisi.{more, plural, =0 {} other { Vielä heitettävää: #.}}",
    "answer.weak": "{card, card} ({n, plural, one {sitä korkeampi on # näkymätön saman maan kortti} "
    "other {sitä korkeampia on # näkymätöntä saman maan korttia}})",
    "answer.wrong": "Saat heittää pois mitä kortteja tahansa (ganjifa.dukal), mutta {kept, semicolons}: se voisi "
    "voittaa tikin myöhemmin. Anna mieluummin heikoimmat muiden maiden korttisi: Matsyan, Kurman, "
    "Varahan, Narasimhan ja Parashuraman kortit.",
    "answer.keep.trump": "{card, card} on valtti",
    "answer.keep.dukal": "{card, card} kuuluu Dukal-sarjaan",
    "answer.keep.top": "{card, card} on korkein vielä pelissä oleva {suit, suit_gen} kortti",
    "end.title": "Kaksi viimeistä tikkiä",
    "end.instruction": "Kaksi tikkiä on jäljellä. Tähän mennessä vangittu: sinä 39, pelaaja 1 39, pelaaja 2 36. "
    "Jokainen vangittu kortti on yhden pisteen arvoinen (ganjifa.objective); kun kädet on "
    "pelattu loppuun, eniten pisteitä saanut voittaa, ja tasapeli kärjessä on jaettu voitto "
    "(ganjifa.end). Pelaaja 1 aloitti Kalkin kympillä, pelaaja 2 pelasi kolmosen. Sinulla ei "
    "ole Kalkia. Pelaa niin, että voitat jaon yksin.",
    "end.hint1": "Kun Kalkia ei ole, voit pelata valtin tai Vamanan, ensimmäisen Kalkin jälkeisen maan, jota "
    "sinulla on.",
    "end.hint2": "Tämän tikin voittaja aloittaa viimeisen tikin: kuka voi silloin lyödä Vamanan Rajasi?",
    "end.play-on": "Pelaa jako loppuun.",
    "end.right": "Löit Kalkin tikin valtilla, Raman kakkosella, ja aloitit sitten Vamanan Rajalla, jota kukaan ei "
    "voinut lyödä: molemmat viimeiset tikit ovat sinun. Jokainen vangittu kortti on yhden pisteen "
    "arvoinen (ganjifa.objective): {score}/120, ja suurin pistemäärä voittaa yksin (ganjifa.end).",
    "end.shared": "Jaettu voitto: suurimmasta pistemäärästä tasan olevat pelaajat jakavat sen (ganjifa.end).",
    "end.wrong": "Vamanan Raja ei voinut voittaa Kalkin tikkiä (se ei ole Kalkin kortti eikä valtti), joten "
    "pelaaja 1 voitti sen. Lyö ensin valtilla, Raman kakkosella, niin Vamanan Raja voittaa myös "
    "viimeisen tikin.",
    "courts.question": "Heti jaon jälkeen katsot 40 korttiasi, eikä sinulla ole Krishnan "
    "Rajaa eikä Mantria. Millä todennäköisyydellä pelaajalla 1 on ainakin toinen niistä?",
    "courts.explanation": "80 korttia, joita et näe, on jaettu vastustajille 40 ja 40, ja jokainen jako on yhtä "
    "todennäköinen (ganjifa.deal). Pelaajalla 1 ei ole kumpaakaan hovikorttia "
    "todennäköisyydellä C(78, 40) / C(80, 40) = (40 x 39) / (80 x 79) = {none, number, 4}, "
    "joten ainakin toinen on todennäköisyydellä {p, number, 4}.",
    "courts.hint": "Laske todennäköisyys, että KUMPIKAAN kortti ei ole niiden 40 kortin joukossa, jotka pelaaja 1 "
    "sai 80 näkymättömästä.",
    "void-quiz.question": "Samassa jaossa sinulla on {mine, plural, one {# kortti} other {# korttia}} Kalkin 12 kortista. Millä todennäköisyydellä pelaajalla "
    "1 ei ole yhtään Kalkia, jolloin Kalki-aloitukseen hänen on pelattava valtti tai kortti "
    "ensimmäisestä Kalkin jälkeisestä maasta, jota hänellä on?",
    "void-quiz.explanation": "Loput Kalkin kortit ({other}) ovat niiden 80 kortin joukossa, joita et näe. Pelaajalla "
    "1 ei ole Kalkia, jos ne kaikki ovat pelaajan 2 neljässäkymmenessä kortissa: "
    "C({rest}, 40) / C(80, 40) = {p, number, 4} (ganjifa.void). Vaikka sinulla on itselläsi "
    "{mine, plural, one {# Kalki-kortti} other {# Kalki-korttia}}, vastustaja ilman Kalkia on harvinainen.",
    "void-quiz.hint": "Kukin näkymätön kortti on pelaajan 1 kädessä todennäköisyydellä 40/80, mutta ei toisistaan "
    "riippumatta: kerro 40/80 x 39/79 x ...",
    "your-dukal.question": "Ennen jakoa: millä todennäköisyydellä 40 korttiisi tulee Dukal-sarja?",
    "your-dukal.explanation": "Yhdessä maassa Dukal-sarjaan tarvitaan Raja, Mantri ja kolme peräkkäistä numeroa. "
    "Kun lasketaan ne maan 12 kortin osajoukot, joissa sarja on, painotetaan kutakin "
    "käden kokoa sen hypergeometrisellä todennäköisyydellä ja yhdistetään kymmenen maata "
    "inkluusio–ekskluusio-periaatteella, saadaan {p, number, 4}: keskimäärin kerran "
    "{one_in, number, 1} jaossa (ganjifa.dukal, ganjifa.deal).",
    "your-dukal.hint": "Aloita yhdestä maasta: tarvitset noin 5 tai enemmän sen 12 kortista, mukaan lukien "
    "molemmat hovikortit.",
    "anyone-dukal.question": "Millä todennäköisyydellä ainakin yksi kolmesta pelaajasta saa jaossa Dukal-sarjan?",
    "anyone-dukal.explanation": "Yhdessä maassa Dukal-sarja voi olla vain Rajan haltijalla, joten kolmen pelaajan "
    "mahdollisuudet eivät mene päällekkäin saman maan sisällä; eri maissa voivat. "
    "Inkluusio–ekskluusio maiden yli antaa {p, number, 4}, {cmp, select, equal {yhtä "
    "paljon kuin} less {{rel, percent} vähemmän kuin} other {{rel, percent} enemmän "
    "kuin}} 3 x {one, number, 4} = {three, number, 4} (ganjifa.dukal).",
    "anyone-dukal.hint": "Se on vähemmän kuin kolme kertaa yhden pelaajan todennäköisyys: kahdella pelaajalla voi "
    "olla kummallakin sarja.",
    "beat.question": "Kesken jaon, viisi korttia kullakin, päivä (Rama on valtti). Olet aloittamassa Kalkin kasilla. "
    "10 näkymätöntä korttia (vastustajiesi kädet) ovat Kalkin kymppi, Mantri ja kakkonen, Raman ysi "
    "ja kuusi muiden maiden korttia. Millä todennäköisyydellä seuraavana pelaava pelaaja 1 voi lyödä "
    "kasisi?",
    "beat.explanation": "Pelaajalla 1 on 5 kymmenestä näkymättömästä kortista. Hän lyö kasin seuraamalla maata "
    "jollakin korkeammista Kalkin korteista (niitä on {higher}; todennäköisyys 1 - C(8, 5)/C(10, "
    "5)) tai lyömällä valtilla, Raman ysillä, kun hänellä ei ole yhtään Kalkia (C(7, 5)/C(10, "
    "5) - C(6, 5)/C(10, 5)). Tavat sulkevat toisensa pois: {p, number, 4} (ganjifa.rank, "
    "ganjifa.trick-winner, ganjifa.void).",
    "beat.hint": "Kaksi tapaa: korkeampi Kalki tai ei yhtään Kalkia ja valtti.",
    "after-void.question": "Neljä korttia kullakin. Edellisessä tikissä pelaaja 1 aloitti Buddhan ysillä ja pelaaja 2 "
    "löi sen valtilla: pelaajalla 2 ei ole Buddhaa. Niiden 8 kortin joukossa, joita et ole "
    "nähnyt, ovat Buddhan Raja ja kakkonen sekä Kalkin Raja. Millä todennäköisyydellä Kalkin "
    "Raja on pelaajalla 1?",
    "after-void.explanation": "Pelaaja 2 paljasti, ettei hänellä ole Buddhaa (ganjifa.void), joten molemmat "
    "näkymättömät Buddhan kortit ovat pelaajan 1 kädessä. Pelaajalle 1 jää siis vain "
    "{places, plural, one {# vapaa paikka} other {# vapaata paikkaa}} muille näkymättömille "
    "korteille, joita on {free}: {places}/{free} = {p, number, 4}, kun ennen sitä se oli "
    "4/8 = 0,5.",
    "after-void.hint": "Missä kahden näkymättömän Buddhan kortin on oltava?",
}

# ------------------------------------------------------------------------------ Russian

_RU_CARDS_ACC = "{0, plural, one {# карту} few {# карты} many {# карт} other {# карты}}"
_RU_CARDS_FROM = "{0, plural, one {# карты} few {# карт} many {# карт} other {# карты}}"  # из ...


def _ru(form: str, name: str) -> str:
    return form.replace("{0,", "{" + name + ",")


RU = {
    "sentences": "{parts, sentences}",
    "story.play": "Игрок {seat} играет {card, card_acc}.",
    "story.trick": "Взятку берёт игрок {winner}.",
    "trick.ask": "В этом уроке нужно сыграть во взятку одну карту.",
    "reversed.title": "В первых пяти мастях счёт идёт наоборот",
    "reversed.instruction": "Игрок 1 пошёл четвёркой Матсьи, игрок 2 ответил в масть семёркой; вы ходите "
    "последним. В первых пяти мастях (Матсья, Курма, Вараха, Нарасимха, Вамана) порядок "
    "такой: Раджа > Мантри > 1 > 2 > ... > 10 — единица здесь старшее число, а десятка "
    "младшее (ganjifa.rank). Возьмите взятку.",
    "reversed.hint1": "Матсья — одна из первых пяти мастей: читайте её числа задом наперёд.",
    "reversed.hint2": "Лучшее число в масти Матсья — единица.",
    "reversed.right": "В масти Матсья единица — старшее число, поэтому она бьёт четвёрку (ganjifa.rank).",
    "reversed.wrong": "В масти Матсья числа идут наоборот: десятка — младшая карта масти, и четвёрка её бьёт "
    "(ganjifa.rank). Ваша единица Матсьи выиграла бы.",
    "straight.title": "В последних пяти мастях счёт обычный",
    "straight.instruction": "Те же карты, другая масть. Игрок 1 пошёл четвёркой Калки, игрок 2 ответил в масть "
    "семёркой. В последних пяти мастях (Парашурама, Рама, Кришна, Будда, Калки) порядок "
    "привычный: Раджа > Мантри > 10 > 9 > ... > 1 (ganjifa.rank). Возьмите взятку.",
    "straight.hint1": "Калки — одна из последних пяти мастей: обычный порядок.",
    "straight.hint2": "Лучшее число в масти Калки — десятка.",
    "straight.right": "В масти Калки десятка — старшее число, поэтому она бьёт семёрку (ganjifa.rank).",
    "straight.wrong": "В масти Калки числа идут по порядку: единица — младшая карта, и семёрка её бьёт "
    "(ganjifa.rank). Ваша десятка Калки выиграла бы.",
    "opening.title": "Кто открывает раздачу",
    "opening.instruction": "Настоящая раздача: все 120 карт розданы пачками по четыре, каждому игроку по 40 "
    "(ganjifa.deal). Сейчас день, поэтому козырная масть — Рама (ganjifa.day-night). У кого "
    "Раджа козырной масти, тот открывает этой картой первую взятку, и только ею одной "
    "(ganjifa.opening-lead): найдите её у себя в руке и сходите ею. Если любопытно, сначала "
    "попробуйте другую карту.",
    "opening.hint1": "Карты в руке разложены по аватарам; Рама — седьмая масть.",
    "opening.hint2": "Раджа — старшая карта своей масти.",
    "opening.right": "Верно: сейчас {period, select, day {день} other {ночь}}, поэтому козырная масть — {trump, suit} "
    "(ganjifa.day-night), и тот, у кого её Раджа, открывает раздачу этой картой, и только ею "
    "(ganjifa.opening-lead). Это старший козырь, его никто не побьёт: первая взятка ваша.",
    "opening.wrong": "Раздачу открывают одной картой — {raja, card_ins} (ganjifa.opening-lead).",
    "night-opening.title": "Первый ход ночью",
    "night-opening.instruction": "Эта раздача играется ночью: козырная масть — Кришна, а не Рама "
    "(ganjifa.day-night). У вас Раджа Рамы, Раджа Кришны и Дукал в масти Калки. "
    "Откройте раздачу так, как требует правило ganjifa.opening-lead.",
    "night-opening.hint1": "Ночью козырная масть — Кришна.",
    "night-opening.hint2": "Первую взятку открывают козырной Раджой, одной картой: никакого Дукала.",
    "night-opening.extra": "Дукалом раздачу открывать нельзя никогда, а Раджа Рамы этой ночью не козырь.",
    "night.title": "Ночью козырь другой",
    "night.instruction": "Сейчас ночь, поэтому козырь — Кришна, а Рама — обычная масть (ganjifa.day-night). Игрок 1 "
    "пошёл восьмёркой Будды; у игрока 2 Будды нет, и он сыграл десятку Калки. У вас Будды тоже "
    "нет. Возьмите взятку. (Днём ваш Раджа Рамы взял бы её; попробуйте и посмотрите, что скажет "
    "игра этой ночью.)",
    "night.hint1": "Какая масть козырная ночью?",
    "night.hint2": "Любой козырь бьёт любую карту масти хода, даже двойка.",
    "night.right": "Ночью козырь — Кришна, а любой козырь бьёт масть хода (ganjifa.trick-winner): выигрывает даже "
    "скромная {card, card} (ganjifa.day-night).",
    "night.wrong": "Ваша карта, {card, card}, не из масти Будда (масть хода) и не козырь, поэтому выиграть не может "
    "(ganjifa.trick-winner). Ночью козырь — Кришна: ваша двойка Кришны выиграла бы "
    "(ganjifa.day-night).",
    "follow.title": "Отвечайте в масть",
    "follow.instruction": "Игрок 1 пошёл единицей Варахи, игрок 2 ответил в масть пятёркой. У вас две карты Варахи "
    "и Раджа Рамы, старший козырь. Если у вас есть карта масти хода, играть нужно её "
    "(ganjifa.follow), так что Раджу здесь сыграть нельзя. Эту взятку вам не взять: ответьте в "
    "масть той картой, которую меньше всего жалко.",
    "follow.hint1": "Вараха — одна из первых пяти мастей: единица — её лучшее число, ни одна ваша карта её не побьёт.",
    "follow.hint2": "Какая из ваших карт Варахи слабее: тройка или девятка?",
    "follow.right": "Вы ответили в масть, как и положено (ganjifa.follow). Ни одна ваша карта не могла побить единицу "
    "Варахи (в масти Вараха единица — старшее число, ganjifa.rank), поэтому вы отдали свою самую "
    "слабую карту Варахи, девятку, и оставили тройку, которая ещё может взять взятку.",
    "follow.wrong": "Вы ответили в масть, как и положено (ganjifa.follow), но взятка была проиграна, что бы вы ни "
    "сыграли: единица — старшее число Варахи (ganjifa.rank). Отдайте самую слабую карту, "
    "{weakest, card_acc}, а {played, card_acc} приберегите на потом.",
    "void.title": "Когда нечем ответить в масть",
    "void.instruction": "Игрок 1 пошёл пятёркой Калки, игрок 2 ответил в масть девяткой. Карт Калки у вас нет. Тогда "
    "нужно сыграть козырь (днём это Рама) или карту первой масти после Калки по порядку "
    "аватаров, которая у вас есть; после Калки порядок снова начинается с Матсьи "
    "(ganjifa.void). Сыграйте карту, которая выигрывает.",
    "void.hint1": "После Калки идёт Матсья: сначала попробуйте карту Курмы и посмотрите, как игра её не примет.",
    "void.hint2": "У вас есть козырь.",
    "void.right": "Когда нет Калки, можно сыграть козырь (ganjifa.void), и единственный козырь во взятке её берёт "
    "(ganjifa.trick-winner).",
    "void.wrong": "Ваша карта, {card, card}, была разрешена: Матсья — первая масть после Калки, которая у вас есть, "
    "ведь порядок идёт по кругу (ganjifa.void). Но это не Калки и не козырь, поэтому выиграть она не "
    "может (ganjifa.trick-winner), а ваша четвёрка Рамы, козырь, выиграла бы.",
    "winner.title": "Кто берёт взятку",
    "winner.instruction": "Игрок 1 пошёл семёркой Нарасимхи; у игрока 2 Нарасимхи нет, и он побил её козырем — "
    "двойкой Рамы. Выигрывает старший козырь; если козырей нет — старшая карта масти хода; "
    "карты других мастей не выигрывают никогда (ganjifa.trick-winner). У вас Нарасимхи тоже "
    "нет. Возьмите взятку.",
    "winner.hint1": "Раджа другой масти в этой взятке ничего не стоит.",
    "winner.hint2": "Нужен козырь старше двойки Рамы; в масти Рама старшее число — 10.",
    "winner.right": "Игрок 2 побил ход в Нарасимхе козырем, двойкой Рамы; выигрывает старший козырь "
    "(ganjifa.trick-winner), а в масти Рама пятёрка бьёт двойку (ganjifa.rank).",
    "winner.under": "Ваша карта, {card, card}, — тоже козырь, но младший: в масти Рама старшее число — 10, поэтому "
    "двойка бьёт единицу (ganjifa.rank). Перебейте старшим козырем — пятёркой.",
    "winner.offsuit": "Ваша карта, {card, card}, — Раджа, но масти Вамана: это не масть хода (Нарасимха) и не козырь "
    "(Рама). Карты других мастей никогда не берут взятку, какими бы старшими они ни были "
    "(ganjifa.trick-winner). Перебейте пятёркой Рамы.",
    "capture.title": "Забрать взятку и снова ходить",
    "capture.instruction": "Ваш ход. Кто выиграл взятку, тот забирает её карты и ходит первым в следующей "
    "(ganjifa.capture). У каждого игрока здесь есть по одной карте каждой вашей масти, так что "
    "все обязаны отвечать в масть. Посмотрите на стопки взятых карт и сходите картой, которая "
    "возьмёт эту взятку.",
    "capture.hint1": "В стопке взятых карт игрока 1 лежат Раджа и Мантри Матсьи.",
    "capture.hint2": "В масти Матсья единица — старшее число.",
    "capture.one-card": "В этом уроке нужно сходить одной картой.",
    "capture.right": "Вы пошли {card, card_ins}. Раджа и Мантри масти {suit, suit} уже лежат в стопке взятых карт "
    "игрока 1, а в масти {suit, suit} единица — старшее число (ganjifa.rank): ни одна оставшаяся "
    "карта этой масти не побьёт вашу, а отвечать в масть обязаны все. Взятка ваша: кто её выиграл, "
    "тот забирает карты и ходит в следующей взятке (ganjifa.capture), так что вы снова ходите.",
    "capture.wrong": "Вы пошли {card, card_ins}, но {n, plural, one {# невидимая вам карта масти {suit, suit} ещё "
    "старше} few {# невидимые вам карты масти {suit, suit} ещё старше} many {# невидимых вам карт "
    "масти {suit, suit} ещё старше} other {# невидимой вам карты масти {suit, suit} ещё старше}} "
    "этой карты, и старшая из них — {top, card}: у кого такая есть, тот может взять взятку, а "
    "победитель взятки забирает карты и ходит следующим (ganjifa.capture) — кто это, покажет стол. "
    "Посмотрите на стопки взятых карт: у какой масти старшие карты уже вышли?",
    "lead-dukal.title": "Ход Дукалом",
    "lead-dukal.instruction": "Ваш ход, первая взятка уже сыграна. Вместо одной карты можно пойти Дукалом: Раджа, "
    "Мантри и не меньше трёх чисел подряд без пропусков, все одной масти. Дукал "
    "выигрывает сразу: каждый соперник сбрасывает столько карт, сколько в нём, а вы "
    "забираете их все и снова ходите (ganjifa.dukal). Дукал не может быть больше руки "
    "любого игрока. Пойдите самым большим Дукалом, какой у вас есть.",
    "lead-dukal.hint1": "Посмотрите на свои карты Калки: Раджа, Мантри, 3, 4, 5, 6 и 9.",
    "lead-dukal.hint2": "Девятка разрывает ряд, но 3-4-5-6 идут подряд.",
    "lead-dukal.hint3": "Выберите все шесть карт и пойдите ими как Дукалом.",
    "lead-dukal.largest": "Раджа, Мантри и ряд 3-4-5-6 Калки: Дукал из " + _ru(_RU_CARDS_FROM, "n") + ". Он "
    "выигрывает сразу; каждый соперник сбрасывает на свой выбор "
    + _ru(_RU_CARDS_ACC, "n")
    + ", а вы забираете все "
    + _ru(_RU_CARDS_ACC, "captured")
    + " и снова ходите "
    "(ganjifa.dukal).",
    "lead-dukal.smaller": "Дукал — хорошо замечено, но можно было пойти всеми шестью картами: в ряду 3-4-5-6 четыре "
    "числа, и Дукал из 6 карт забирает " + _ru(_RU_CARDS_ACC, "best") + ", а не {got}.",
    "lead-dukal.single": "Вы пошли одной картой — {card, card_ins}: одна карта берёт не больше одной взятки, 3 карты, "
    "и только если её никто не побьёт. Ваши Раджа, Мантри и 3-4-5-6 Калки — это Дукал из "
    + _ru(_RU_CARDS_FROM, "largest")
    + ": сыгранные вместе, они сразу выигрывают и забирают "
    + _ru(_RU_CARDS_ACC, "best")
    + " (ganjifa.dukal).",
    "answer.title": "Ответ на Дукал",
    "answer.instruction": "Игрок 2 пошёл Дукалом из пяти карт Кришны. Вы должны сбросить пять карт — любых, "
    "отвечать в масть не нужно, — и игрок 2 их заберёт (ganjifa.dukal). Они пропадут, какими "
    "бы ни были, поэтому сбросьте карты, которые вряд ли когда-нибудь возьмут взятку: оставьте "
    "козыри (днём это Рама) и старшие карты своих мастей.",
    "answer.hint1": "Раджа Будды — старшая карта Будды: позже он возьмёт взятку. Оставьте его.",
    "answer.hint2": "Ваши две карты Рамы — козыри. Оставьте их.",
    "answer.hint3": "Остальные пять карт — младшие карты некозырных мастей.",
    "answer.ask": "Ответьте на Дукал сбросом карт.",
    "answer.right": "Хорошо: {weak, list}. Карты, отданные на Дукал, пропадают, какими бы они ни были "
    "(ganjifa.dukal), поэтому отдавайте те, что никогда не взяли бы взятку, а козыри и старшие карты "
    "оставляйте.{more, plural, =0 {} other { Осталось сбросить ещё: #.}}",
    "answer.weak": "{card, card} (старше неё {n, plural, one {# невидимая карта той же масти} few {# невидимые карты "
    "той же масти} many {# невидимых карт той же масти} other {# невидимой карты той же масти}})",
    "answer.wrong": "Сбрасывать можно любые карты (ganjifa.dukal), но {kept, semicolons}: такая карта могла бы позже "
    "взять взятку. Лучше отдайте самые слабые карты некозырных мастей: Матсьи, Курмы, Варахи, "
    "Нарасимхи и Парашурамы.",
    "answer.keep.trump": "{card, card} — козырь",
    "answer.keep.dukal": "{card, card} входит в Дукал",
    "answer.keep.top": "{card, card} — старшая из оставшихся в игре карт масти {suit, suit}",
    "end.title": "Две последние взятки",
    "end.instruction": "Осталось две взятки. Взято на данный момент: у вас 39, у игрока 1 — 39, у игрока 2 — 36. "
    "Каждая взятая карта приносит одно очко (ganjifa.objective); когда все карты сыграны, "
    "побеждает тот, у кого больше всех очков, а при ничьей за первое место победа делится "
    "(ganjifa.end). Игрок 1 пошёл десяткой Калки, игрок 2 сыграл тройку. Калки у вас нет. "
    "Сыграйте так, чтобы выиграть раздачу в одиночку.",
    "end.hint1": "Без Калки можно сыграть козырь или карту Ваманы — первой масти после Калки, которая у вас есть.",
    "end.hint2": "Кто возьмёт эту взятку, тот ходит в последней: кто тогда сможет побить вашего Раджу Ваманы?",
    "end.play-on": "Доиграйте раздачу до конца.",
    "end.right": "Вы побили взятку в Калки козырем, двойкой Рамы, а потом пошли Раджой Ваманы, которого никто не смог "
    "побить: обе последние взятки ваши. Каждая взятая карта приносит одно очко (ganjifa.objective): "
    "{score} из 120, и наибольший счёт побеждает в одиночку (ganjifa.end).",
    "end.shared": "Победа поделена: игроки с одинаковым наибольшим счётом делят её (ganjifa.end).",
    "end.wrong": "Раджа Ваманы не мог взять взятку в Калки (это не Калки и не козырь), поэтому её взял игрок 1. "
    "Сначала побейте козырем, двойкой Рамы, и тогда Раджа Ваманы возьмёт и последнюю взятку.",
    "courts.question": "Сразу после раздачи вы смотрите на свои 40 карт: у вас нет "
    "ни Раджи, ни Мантри Кришны. Какова вероятность, что у игрока 1 есть хотя бы одна из этих "
    "карт?",
    "courts.explanation": "80 карт, которых вы не видите, поделены между двумя соперниками по 40, и любой расклад "
    "равновероятен (ganjifa.deal). У игрока 1 нет ни одной из этих двух карт с вероятностью "
    "C(78, 40) / C(80, 40) = (40 x 39) / (80 x 79) = {none, number, 4}, значит, хотя бы одна "
    "есть с вероятностью {p, number, 4}.",
    "courts.hint": "Найдите вероятность того, что НИ ОДНОЙ из двух карт нет среди тех 40 из 80 невидимых карт, что "
    "достались игроку 1.",
    "void-quiz.question": "В той же раздаче у вас {mine} из 12 карт Калки. Какова вероятность, что у игрока 1 нет ни "
    "одной карты Калки, так что на ход в Калки ему придётся сыграть козырь или карту первой "
    "после Калки масти, которая у него есть?",
    "void-quiz.explanation": "Остальные карты Калки ({other}) — среди 80 карт, которых вы не видите. У игрока 1 нет "
    "Калки, когда все они у игрока 2, среди его 40 карт: C({rest}, 40) / C(80, 40) = "
    "{p, number, 4} (ganjifa.void). Даже когда у вас самих {mine, plural, one {# карта} "
    "few {# карты} many {# карт} other {# карты}} Калки, соперник совсем без Калки — "
    "редкость.",
    "void-quiz.hint": "Каждая невидимая карта попадает к игроку 1 с вероятностью 40/80, но не независимо от других: "
    "перемножьте 40/80 x 39/79 x ...",
    "your-dukal.question": "До раздачи: какова вероятность, что среди ваших 40 карт окажется Дукал?",
    "your-dukal.explanation": "В одной масти для Дукала нужны Раджа, Мантри и три числа подряд. Если сосчитать "
    "подмножества из 12 карт масти, в которых он есть, взвесить каждый размер руки его "
    "гипергеометрической вероятностью и объединить десять мастей по формуле "
    "включений–исключений, получится {p, number, 4}: примерно одна раздача из "
    "{one_in, number, 1} (ganjifa.dukal, ganjifa.deal).",
    "your-dukal.hint": "Начните с одной масти: нужно примерно 5 или больше её карт из 12, включая Раджу и Мантри.",
    "anyone-dukal.question": "Какова вероятность, что хотя бы одному из трёх игроков сдадут Дукал?",
    "anyone-dukal.explanation": "В одной масти Дукал может быть только у того, у кого её Раджа, поэтому внутри масти "
    "шансы трёх игроков не пересекаются; в разных мастях — могут. Формула "
    "включений–исключений по мастям даёт {p, number, 4}, {cmp, select, equal {столько "
    "же, сколько} less {на {rel, percent} меньше, чем} other {на {rel, percent} больше, "
    "чем}} 3 x {one, number, 4} = {three, number, 4} (ganjifa.dukal).",
    "anyone-dukal.hint": "Она меньше утроенной вероятности для одного игрока: Дукал может оказаться сразу у двоих.",
    "beat.question": "Середина раздачи, у каждого по пять карт, день (козыри — Рама). Вы собираетесь пойти "
    "восьмёркой Калки. 10 невидимых карт (руки соперников) — это десятка, Мантри и двойка Калки, "
    "девятка Рамы и шесть карт других мастей. Какова вероятность, что игрок 1, который ходит "
    "следующим, сможет побить вашу восьмёрку?",
    "beat.explanation": "У игрока 1 — 5 из 10 невидимых карт. Он побьёт восьмёрку, если ответит в масть одной из "
    "старших карт Калки (их {higher}; вероятность 1 - C(8, 5)/C(10, 5)), или козырем, девяткой "
    "Рамы, если карт Калки у него нет совсем (C(7, 5)/C(10, 5) - C(6, 5)/C(10, 5)). Эти два "
    "способа исключают друг друга: {p, number, 4} (ganjifa.rank, ganjifa.trick-winner, "
    "ganjifa.void).",
    "beat.hint": "Два способа: старшая карта Калки или ни одной Калки, но козырь.",
    "after-void.question": "У каждого по четыре карты. В прошлой взятке игрок 1 пошёл девяткой Будды, а игрок 2 побил "
    "её козырем: у игрока 2 нет Будды. Среди 8 карт, которых вы не видели, есть Раджа и "
    "двойка Будды и Раджа Калки. Какова вероятность, что Раджа Калки у игрока 1?",
    "after-void.explanation": "Игрок 2 показал, что у него нет Будды (ganjifa.void), значит, обе невидимые карты "
    "Будды у игрока 1. Тогда у игрока 1 остаётся лишь {places, plural, one {# свободное "
    "место} few {# свободных места} many {# свободных мест} other {# свободного места}} "
    "для остальных невидимых карт, которых {free}: {places}/{free} = {p, number, 4}, а до "
    "того, как обнаружилось, что у игрока 2 нет Будды, было 4/8 = 0,5.",
    "after-void.hint": "Где обязательно должны быть обе невидимые карты Будды?",
}

LESSON_MESSAGES = Messages("ganjifa-lessons", {"en": EN, "lv": LV, "fi": FI, "ru": RU}, FORMATTERS)
