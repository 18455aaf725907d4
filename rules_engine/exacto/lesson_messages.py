"""The words of Exacto's lessons and quizzes in English, Latvian, Finnish and Russian.

Titles, instructions, hints, the checkers' feedback and the quizzes' questions,
explanations and hints are templates here (``rules_engine.i18n`` explains the syntax);
:mod:`rules_engine.exacto.lessons` builds bound messages from them, with the numbers as
parameters, and a learner reads them in their own language. Feedback that quotes the
table (the bid just made, the reveal after a call) embeds the engine's own event
sentences, rendered from Exacto's table (:mod:`.messages`) in the same language.

The vocabulary is the game's (see :mod:`.messages`): маг, чаша, кубик, ставка, «ЛЖЕЦ»,
EXACTO, единицы-джокеры; burvis, kauss, kauliņš, solījums, «MELIS»; velho, kuppi, noppa,
tarjous, VALEHTELIJA. Rule ids such as ``exacto.raise`` stay as they are in every language.

Formatters (the game's terms in each language): ``bid`` ("5 fours"), ``bids_or``
("six 3s or seven 3s"), ``pct`` (a probability as a percent, two decimals below 1%),
``spell`` (a small count in words in English, in digits elsewhere), ``count`` (a
``(n, face)`` pair: "two 5s", "2 пятёрки"), ``counts_for`` (the face in the case the
phrase "counts for fives" needs: fives, пятёрок, pieciniekiem, vitosiksi) and
``sentences`` (several messages, each in the reader's language, one after another).
"""

from __future__ import annotations

from ..i18n import Formatter, Messages, format_chance, format_number, join_or
from .messages import _LV, _RU, bid_words, face_plural

__all__ = ["LESSON_MESSAGES", "FORMATTERS", "reveal_marker"]

_SPELLED = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
#: a face as what a die "counts for": Finnish translative plural ("lasketaan vitosiksi")
_FI_TRANSLATIVE = {1: "ykkösiksi", 2: "kakkosiksi", 3: "kolmosiksi", 4: "nelosiksi", 5: "vitosiksi", 6: "kuutosiksi"}


def _pct(p: float, lang: str) -> str:
    """A probability as a percent, written as every game writes it (i18n.format_chance)."""
    return format_chance(p, lang)


def _spell(n: int, lang: str) -> str:
    """English writes a small count in words ("two"); the other languages in digits."""
    if lang == "en" and isinstance(n, int) and 0 <= n < len(_SPELLED):
        return _SPELLED[n]
    return format_number(n, lang)


def _count(pair, lang: str) -> str:
    """``(n, face)`` as dice showing that face: "one 5", "two 5s"; "2 пятёрки", "2 piecinieki"."""
    n, face = pair
    if lang == "en":
        return f"one {face}" if n == 1 else f"{_spell(n, lang)} {face}s"
    return bid_words(n, face, lang)


def _counts_for(face: int, lang: str) -> str:
    """The face as the thing a die counts for: "fives"; "(в счёт) пятёрок"; "(der)
    pieciniekiem"; "(lasketaan) vitosiksi"."""
    if lang == "ru":
        return _RU[face][2]
    if lang == "lv":
        return _LV[face][3]
    if lang == "fi":
        return _FI_TRANSLATIVE[face]
    return face_plural(face, "en")


def _sentences(parts, lang: str) -> str:
    """Several sentences (messages, events' messages, refusals), in ``lang``, one after another."""
    return " ".join(part if isinstance(part, str) else part.render(lang) for part in parts)


FORMATTERS: dict[str, Formatter] = {
    "bid": lambda bid, lang: bid_words(bid.quantity, bid.face, lang),
    "bids_or": lambda bids, lang: join_or([bid_words(b.quantity, b.face, lang) for b in bids], lang),
    "pct": _pct,
    "spell": _spell,
    "count": _count,
    "counts_for": _counts_for,
    "sentences": _sentences,
}


# ------------------------------------------------------------------------------ English

EN = {
    # -- composition
    "sentences": "{parts, sentences}",
    "reveal": "At the reveal:",
    # -- what the learner holds for a face, and what a bid needs from the hidden dice
    "hold": "{start, select, yes {You} other {you}} hold {k, spell} "
    "{k, plural, one {die that counts} other {dice that count}} for {face, counts_for} ({parts})",
    "hold.none": "{start, select, yes {You} other {you}} hold no die that counts for {face, counts_for}",
    "parts.both": "{same, count} and {wild, plural, one {one wild 1} other {{wild, spell} wild 1s}}",
    "parts.same": "{same, count}",
    "parts.wild": "{wild, plural, one {one wild 1} other {{wild, spell} wild 1s}}",
    "needs.made": "{bid, bid} needs nothing from the hidden dice: your own dice already make it true",
    "needs.below": "EXACTO needs fewer dice than you already hold: it cannot be exact",
    "needs.too-many": "{exact, select, yes {EXACTO} other {{bid, bid}}} needs {j, spell} of the {n} hidden "
    "{n, plural, one {die} other {dice}}: there are not that many",
    "needs.last": "{exact, select, yes {EXACTO} other {{bid, bid}}} needs the hidden die to show "
    "{face, select, 1 {a 1} other {a {face} or a 1}}",
    "needs.last-not": "{exact, select, yes {EXACTO} other {{bid, bid}}} needs the hidden die not to show "
    "{face, select, 1 {a 1} other {a {face} or a 1}}",
    "needs.none": "EXACTO needs none of the other {n} dice to show {face, select, 1 {a 1} other {a {face} or a 1}}",
    "needs.some": "{exact, select, yes {EXACTO} other {{bid, bid}}} needs {exact, select, yes {exactly} "
    "other {at least}} {j, spell} of the other {n} dice to show "
    "{face, select, 1 {a 1} other {a {face} or a 1}}",
    # -- bidding lessons: a bid more likely true than not
    "bid.base": "{event} {hold}; with {n, plural, one {# die} other {# dice}} you cannot see, "
    "P(at least {q}) = {p, pct}.",
    "bid.solid": "More likely true than not: a solid bid.",
    "bid.weak": "That is more likely false than true: the next mage should call LIAR. Bid lower, or on a "
    "face you hold more of.",
    "ask.bid": "This lesson asks you to bid.",
    "ask.raise": "This lesson asks for a raise. From your dice, {bid, bid} is true with P = {p, pct}: not a bid "
    "to challenge.",
    "ask.raise-threes": "This lesson asks for a raise on 3s.",
    "ask.ones": "This lesson asks you to switch to ones.",
    "why.opening": "Nobody could call LIAR before it: a round always starts with a bid.",
    "why.raise": "And it is a legal raise under the original rule.",
    "why.next-round": "And it was your turn to open because: {event}",
    "perudo.right": "Under the perudo variant more dice of ANY face is a raise, so you could move down to your 3s.",
    "perudo.other-face": "{bid, bid} is legal, but your strength is threes: {hold}. With the perudo variant you "
    "may bid more threes{n, plural, =0 {} other {, e.g. {good, bids_or}}}.",
    "wild.liar": "{hold}: {needs}, so it is true with P = {p, pct} and LIAR is right only with P = {pl, pct}.",
    "wild.exacto": "{hold}: {needs}, P = {p, pct}. A long shot.",
    "wild.ones-count": "Your 1s count as {face, counts_for}: that is why {bid, bid} was safe to raise.",
    "ones.note": "A bid on ones counts only ones, and each hidden die is a 1 with probability 1/6, not 1/3.",
    "ones.other-face": "{bid, bid} is legal, but this lesson asks you to switch to ones: {hold}, and after "
    "{old, bid} a bid on ones needs only half the quantity, rounded up: {least, bid}.",
    # -- calling lessons: the move with the best odds of the whole legal set
    "odds.right": "Right: {kind, select, liar {LIAR} exacto {EXACTO} other {a raise to {bid, bid}}} had the best "
    "odds of all your legal moves.",
    "odds.wrong": "Not the best move: {kind, select, liar {LIAR} exacto {EXACTO} other {a raise to {bid, bid}}} "
    "is right only with P = {p, pct}; {best_kind, select, liar {LIAR} exacto {EXACTO} "
    "other {a raise to {best_bid, bid}}} had the best odds, P = {top, pct}.",
    "odds.compare": "From your dice, LIAR is right with P = {liar, pct}, EXACTO with P = {exacto, pct}, and the "
    "likeliest raise, {bid, bid}, is true with P = {p, pct}.",
    "odds.compare-none": "From your dice, LIAR is right with P = {liar, pct}, EXACTO with P = {exacto, pct}, "
    "and no raise is left.",
    "why.needs": "{hold}: {needs}.",
    "why.and-needs": "{hold}, and {needs}.",
    "why.so-needs": "{hold}, so {needs}.",
    "why.cap": "At 5 dice a right EXACTO gains you nothing, but the bidder still loses a die.",
    # -- lessons
    "lesson.opening-bid.title": "Open the bidding",
    "lesson.opening-bid.instruction": "You are Mage 0 and it is your round to start. Everyone has rolled under their cup, and you see only "
    'your own dice (exacto.roll). Open with a bid: a quantity and a face from 2 to 6, meaning "under ALL '
    'the cups there are at least this many" (exacto.opening-bid). Choose one that is more likely true '
    "than not. Try LIAR first if you are curious: nobody may call before the first bid.",
    "lesson.opening-bid.hint.1": "Your 1 counts as a 4 too (ones are wild), so you already have three 4s.",
    "lesson.opening-bid.hint.2": "Each of the 15 dice you cannot see is a 4 or a 1 with probability 1/3: expect "
    "about 5 more.",
    "lesson.opening-bid.hint.3": "Six or seven 4s is a safe opening; ten 4s is not.",
    "lesson.raise.title": "Raise the bid (the original rule)",
    "lesson.raise.instruction": "Mage 3 bid five 4s; it is your turn. Raise it (exacto.raise): the same quantity of a higher face "
    "(five 5s, five 6s) or more dice of the same or a higher face (six 4s, six 5s). You hold three 3s, but "
    "a bid on 3s is lower than 4s, so it is not a raise here, even with more dice. Pick a legal raise that "
    "is still more likely true than not.",
    "lesson.raise.hint.1": "Try six 3s and read the engine's refusal: 3 is below 4.",
    "lesson.raise.hint.2": "Five 5s keeps the quantity and moves the face up.",
    "lesson.raise.hint.3": "Your 1 is wild: it counts for whatever face you bid.",
    "lesson.raise-perudo.title": "Raise under the perudo variant",
    "lesson.raise-perudo.instruction": "Same table, same bid (five 4s), but this game uses the perudo variant of exacto.raise: any higher "
    "quantity is a raise, of ANY face, while the same quantity still needs a higher face. Use your three "
    "3s: raise to a bid on 3s that is more likely true than not.",
    "lesson.raise-perudo.hint.1": "Five 3s is not a raise: same quantity, lower face.",
    "lesson.raise-perudo.hint.2": "Six 3s is: more dice. You already hold four (three 3s and a wild 1).",
    "lesson.wild-ones.title": "Count your ones",
    "lesson.wild-ones.instruction": "Mage 2 bid five 5s. You see only two 5s in your cup and five sounds like a lot. Before you shout "
    "LIAR, count again: every 1 counts toward the face that was bid (exacto.wild-ones). Make the move the "
    "count supports: LIAR, EXACTO, or a raise that is more likely true than not.",
    "lesson.wild-ones.hint.1": "Your two 1s count as 5s.",
    "lesson.wild-ones.hint.2": "You hold four of the five already; 10 dice are hidden, each a 5 or a 1 with "
    "probability 1/3.",
    "lesson.wild-ones.hint.3": "Six or seven 5s is a good raise.",
    "lesson.bid-ones.title": "Bidding on ones (variant)",
    "lesson.bid-ones.instruction": "This game uses the bid_ones variant of exacto.wild-ones: you MAY bid on ones. A 1 is counted only "
    "for a bid on ones, so each hidden die supports it with probability 1/6. Switching from another face "
    "to ones needs at least half the quantity, rounded up. Mage 3 bid six 4s and you hold three 1s: "
    "switch to a believable bid on ones.",
    "lesson.bid-ones.hint.1": "Half of six, rounded up, is three: two 1s is not enough to switch.",
    "lesson.bid-ones.hint.2": "You hold three 1s yourself, so three or four 1s is very likely true.",
    "lesson.liar.title": "Call LIAR",
    "lesson.liar.instruction": "Mage 2 bid seven 6s. Calling LIAR ends the round: all cups are lifted and the 6s plus the 1s are "
    "counted. At least seven and you, the caller, lose a die; fewer and the bidder does (exacto.liar). "
    "Look at your dice and decide.",
    "lesson.liar.hint.1": "You hold no 6 and no 1: all seven would have to be among the other 10 dice.",
    "lesson.liar.hint.2": "Each hidden die is a 6 or a 1 with probability 1/3: expect about 3 of 10, not 7.",
    "lesson.exacto.title": "When to call EXACTO",
    "lesson.exacto.instruction": "Only 7 dice are left on the table: your 4 and Mage 1's 3. Mage 1 bid three 4s. EXACTO says \"exactly "
    'that many": right, and you gain a die while the bidder loses one; wrong, and you lose one '
    "(exacto.exacto). Compare LIAR, EXACTO and every raise you may make, and make the move most likely to "
    "be right.",
    "lesson.exacto.hint.1": "You hold two that count for 4s (a 4 and a wild 1): the bid needs exactly one of "
    "the 3 hidden dice.",
    "lesson.exacto.hint.2": "P(exactly one of 3) = 3 x (1/3) x (2/3)^2 = 4/9. Compare with P(none) for LIAR.",
    "lesson.exacto.hint.3": "A raise is right only if it is true: three 5s, three 6s or four 4s each need two "
    "of the 3 hidden dice (P = 7/27).",
    "lesson.exacto-cap.title": "EXACTO with five dice",
    "lesson.exacto-cap.instruction": "You already hold 5 dice, the most a mage may hold: a right EXACTO gains you nothing "
    "(exacto.exacto). Mage 2 bid four 5s and 3 dice are hidden. Is EXACTO still your best move? Make the "
    "move with the best odds.",
    "lesson.exacto-cap.hint.1": "You hold three that count for 5s (5, 5 and a wild 1).",
    "lesson.exacto-cap.hint.2": "A right EXACTO still costs the bidder a die, even when you cannot gain one.",
    "lesson.elimination.title": "Knock a mage out",
    "lesson.elimination.instruction": "Mage 2 has a single die left and bid six 5s. A mage who loses their last die is out of the game "
    "(exacto.elimination). Make the call that puts Mage 2 out.",
    "lesson.elimination.hint.1": "Count the dice: 9 on the table, 5 of them yours, and none of yours is a 5 or a 1.",
    "lesson.elimination.hint.2": "Six 5s among 4 hidden dice is impossible.",
    "lesson.next-round.title": "Who starts the next round",
    "lesson.next-round.instruction": "Read the log: last round Mage 3 called LIAR on Mage 2, was wrong and lost its last die. The mage who "
    "lost a die starts the next round, but Mage 3 is out, so the next mage in seat order who still has "
    "dice starts: you (exacto.next-round). Everyone has rolled again (exacto.roll). Open the new round "
    "with a bid that is more likely true than not.",
    "lesson.next-round.hint.1": "These are new dice: every round re-rolls.",
    "lesson.next-round.hint.2": "Bid on the face you hold most of (any 1s you hold count for it too).",
    "lesson.next-round.hint.3": "There are now 12 dice on the table: about a third of the 7 you cannot see will help.",
    "lesson.winner.title": "Win the game",
    "lesson.winner.instruction": "Two mages are left with one die each. Mage 1 bid one 5. When only one mage has dice, that mage wins "
    "(exacto.winner). Make the call most likely to win.",
    "lesson.winner.hint.1": "Your die is a 3: it does not count for 5s.",
    "lesson.winner.hint.2": "Mage 1's die is a 5 or a 1 with probability 1/3, so the bid is false with "
    "probability 2/3.",
    # -- quizzes
    "quiz.at-least-10-fours.question": "Six mages, 30 dice, and you know none of them. Mage 0 bids ten 4s. What is the probability that "
    "there are at least ten 4s (ones count as 4s)?",
    "quiz.at-least-10-fours.explanation": "Each die is a 4 or a wild 1 with probability 1/3, so the count is binomial with n = 30, p = 1/3. "
    "P(at least 10) = sum over j = 10..30 of C(30, j) (1/3)^j (2/3)^(30-j) = {p, number, 4}. Ten is the "
    "expected count, and 'at least the average' is a little better than a coin flip.",
    "quiz.at-least-10-fours.hint": "Binomial: 30 dice, each supports the bid with p = 1/3. Add up j = 10, 11, ..., 30.",
    "quiz.exactly-10-fours.question": "Same table: 30 unknown dice. What is the probability that there are EXACTLY ten 4s (ones included)? "
    "That is what an EXACTO on ten 4s needs.",
    "quiz.exactly-10-fours.explanation": "Only the term j = 10: C(30, 10) (1/3)^10 (2/3)^20 = {p, number, 4}. Even the most likely count "
    "happens only about one time in {one_in, number, 0}: that is why EXACTO is a call for late in the "
    "game, when few dice are hidden.",
    "quiz.exactly-10-fours.hint": "'Exactly' is a single term of the binomial sum, not the whole tail.",
    "quiz.expected-count.question": "With 30 unknown dice, how many 4s (ones included) do you expect on average?",
    "quiz.expected-count.explanation": "Expected count = n x p = 30 x 1/3 = {mean, number, 2}. Without ones being wild it would be only "
    "30 x 1/6 = 5: the original rules' 'at least five of any face'.",
    "quiz.expected-count.hint": "The mean of a binomial is n times p.",
    "quiz.expected-count.unit": "dice",
    "quiz.own-dice-10-fours.question": "You hold 1, 4, 4, 2, 6 and 25 dice are hidden under the other cups. What is the probability of at "
    "least ten 4s on the whole table?",
    "quiz.own-dice-10-fours.explanation": "You already have three (4, 4 and the wild 1), so you need at least 7 among the 25 hidden dice: sum "
    "over j = 7..25 of C(25, j) (1/3)^j (2/3)^(25-j) = {p, number, 4}, up from {before, number, 4} when "
    "you knew nothing.",
    "quiz.own-dice-10-fours.hint": "Count what you hold first (ones too), then ask how many more the hidden "
    "dice must give.",
    "quiz.liar-wins.question": "You hold 2, 3, 4, 5, 5; 10 dice are hidden. The last mage bid seven 6s and you call LIAR. What is the "
    "probability that you win the challenge?",
    "quiz.liar-wins.explanation": "You hold no 6 and no 1, so the bid needs 7 of the 10 hidden dice. LIAR wins when fewer than 7 show a "
    "6 or a 1: 1 - P(at least 7) = {p, number, 4}.",
    "quiz.liar-wins.hint": "LIAR wins exactly when the bid is false: 1 minus P(at least 7).",
    "quiz.bid-ones.question": "Variant bid_ones: a bid on ones counts only ones. With 30 unknown dice, what is the probability of "
    "at least five 1s?",
    "quiz.bid-ones.explanation": "Now only a 1 supports the bid: p = 1/6, not 1/3. P(at least 5) = sum over j = 5..30 of C(30, j) "
    "(1/6)^j (5/6)^(30-j) = {p, number, 4}. Five is the expected number of ones, so this is near one "
    "half, as ten 4s was with p = 1/3.",
    "quiz.bid-ones.hint": "Same binomial, with p = 1/6.",
}


# ------------------------------------------------------------------------------ Russian

RU = {
    "sentences": "{parts, sentences}",
    "reveal": "Когда чаши подняли:",
    "hold": "{start, select, yes {У} other {у}} вас {k, plural, one {# кубик} few {# кубика} many {# кубиков} "
    "other {# кубика}} в счёт {face, counts_for} ({parts})",
    "hold.none": "{start, select, yes {У} other {у}} вас ни одного кубика в счёт {face, counts_for}",
    "parts.both": "{same, count} и {wild, plural, one {одна единица-джокер} few {# единицы-джокера} "
    "many {# единиц-джокеров} other {# единицы-джокера}}",
    "parts.same": "{same, count}",
    "parts.wild": "{wild, plural, one {одна единица-джокер} few {# единицы-джокера} many {# единиц-джокеров} "
    "other {# единицы-джокера}}",
    "needs.made": "для ставки «{bid, bid}» скрытые кубики не нужны: ваши собственные уже делают её верной",
    "needs.below": "для EXACTO нужно меньше кубиков, чем у вас уже есть: ровно столько быть не может",
    "needs.too-many": "{exact, select, yes {для EXACTO} other {для ставки «{bid, bid}»}} нужно {j, spell} из "
    "{n, plural, one {# скрытого кубика} few {# скрытых кубиков} many {# скрытых кубиков} "
    "other {# скрытого кубика}}: столько их нет",
    "needs.last": "{exact, select, yes {для EXACTO} other {для ставки «{bid, bid}»}} нужно, чтобы скрытый кубик "
    "показал {face, select, 1 {1} other {{face} или 1}}",
    "needs.last-not": "{exact, select, yes {для EXACTO} other {для ставки «{bid, bid}»}} нужно, чтобы скрытый "
    "кубик не показал {face, select, 1 {1} other {ни {face}, ни 1}}",
    "needs.none": "для EXACTO нужно, чтобы ни один {n, plural, one {из остальных # кубика} "
    "few {из остальных # кубиков} many {из остальных # кубиков} other {из остальных # кубика}} "
    "не показал {face, select, 1 {1} other {ни {face}, ни 1}}",
    "needs.some": "{exact, select, yes {для EXACTO нужно, чтобы ровно} other {для ставки «{bid, bid}» нужно, "
    "чтобы хотя бы}} {j, spell} {n, plural, one {из остальных # кубика} few {из остальных # кубиков} "
    "many {из остальных # кубиков} other {из остальных # кубика}} {j, plural, one {показал} "
    "few {показали} many {показали} other {показали}} {face, select, 1 {1} other {{face} или 1}}",
    "bid.base": "{event} {hold}; {n, plural, one {# кубик вам не виден} few {# кубика вам не видны} "
    "many {# кубиков вам не видны} other {# кубика вам не видны}}, и P(не меньше {q}) = {p, pct}.",
    "bid.solid": "Скорее верна, чем нет: надёжная ставка.",
    "bid.weak": "Она скорее ложна, чем верна: следующему магу стоит объявить «ЛЖЕЦ». Поставьте меньше или на "
    "грань, которой у вас больше.",
    "ask.bid": "В этом уроке нужно сделать ставку.",
    "ask.raise": "В этом уроке нужно повысить ставку. По вашим кубикам ставка «{bid, bid}» верна с P = {p, pct}: "
    "её не стоит оспаривать.",
    "ask.raise-threes": "В этом уроке нужно повысить ставку, поставив на тройки.",
    "ask.ones": "В этом уроке нужно перейти на единицы.",
    "why.opening": "До неё никто не мог объявить «ЛЖЕЦ»: раунд всегда начинается со ставки.",
    "why.raise": "И это допустимое повышение по исходному правилу.",
    "why.next-round": "А открывать было вам, потому что: {event}",
    "perudo.right": "В варианте Perudo больше кубиков ЛЮБОЙ грани — это повышение, поэтому можно было спуститься "
    "к вашим тройкам.",
    "perudo.other-face": "Ставка «{bid, bid}» допустима, но ваша сила — тройки: {hold}. В варианте Perudo можно "
    "поставить на большее число троек{n, plural, =0 {} other {, например {good, bids_or}}}.",
    "wild.liar": "{hold}: {needs}, так что ставка верна с P = {p, pct}, а «ЛЖЕЦ» прав лишь с P = {pl, pct}.",
    "wild.exacto": "{hold}: {needs}, P = {p, pct}. Маловероятно.",
    "wild.ones-count": "Ваши единицы идут в счёт {face, counts_for}: вот почему ставку «{bid, bid}» было не "
    "страшно повышать.",
    "ones.note": "В ставке на единицы считаются только единицы, и каждый скрытый кубик — единица с вероятностью "
    "1/6, а не 1/3.",
    "ones.other-face": "Ставка «{bid, bid}» допустима, но в этом уроке нужно перейти на единицы: {hold}, а после "
    "ставки «{old, bid}» ставке на единицы нужна лишь половина количества с округлением "
    "вверх: {least, bid}.",
    "odds.right": "Верно: {kind, select, liar {«ЛЖЕЦ»} exacto {«EXACTO»} other {ставка «{bid, bid}»}} — лучший "
    "по шансам из всех ваших допустимых ходов.",
    "odds.wrong": "Не лучший ход: {kind, select, liar {«ЛЖЕЦ»} exacto {«EXACTO»} other {ставка «{bid, bid}»}} "
    "срабатывает лишь с P = {p, pct}; лучший по шансам ход — {best_kind, select, liar {«ЛЖЕЦ»} "
    "exacto {«EXACTO»} other {ставка «{best_bid, bid}»}}, P = {top, pct}.",
    "odds.compare": "По вашим кубикам «ЛЖЕЦ» прав с P = {liar, pct}, EXACTO — с P = {exacto, pct}, а самое "
    "вероятное повышение, «{bid, bid}», верно с P = {p, pct}.",
    "odds.compare-none": "По вашим кубикам «ЛЖЕЦ» прав с P = {liar, pct}, EXACTO — с P = {exacto, pct}, а "
    "повышать больше некуда.",
    "why.needs": "{hold}: {needs}.",
    "why.and-needs": "{hold}, а {needs}.",
    "why.so-needs": "{hold}, так что {needs}.",
    "why.cap": "При 5 кубиках верное EXACTO ничего вам не даёт, но тот, кто ставил, всё равно теряет кубик.",
    "lesson.opening-bid.title": "Откройте торги",
    "lesson.opening-bid.instruction": "Вы — маг 0, и этот раунд начинаете вы. Все встряхнули кубики под своими чашами, и вы видите только "
    "свои (exacto.roll). Откройте торги ставкой: количество и грань от 2 до 6, то есть «под ВСЕМИ чашами "
    "вместе их хотя бы столько» (exacto.opening-bid). Выберите ставку, которая скорее верна, чем нет. "
    "Если интересно, сначала попробуйте «ЛЖЕЦ»: до первой ставки никто не может его объявить.",
    "lesson.opening-bid.hint.1": "Ваша единица тоже считается четвёркой (единицы — джокеры), так что у вас уже "
    "три четвёрки.",
    "lesson.opening-bid.hint.2": "Каждый из 15 кубиков, которых вы не видите, — 4 или 1 с вероятностью 1/3: "
    "ждите ещё примерно 5.",
    "lesson.opening-bid.hint.3": "Шесть или семь четвёрок — надёжное начало; десять четвёрок — нет.",
    "lesson.raise.title": "Повысьте ставку (исходное правило)",
    "lesson.raise.instruction": "Маг 3 поставил на пять четвёрок; ваш ход. Повысьте ставку (exacto.raise): то же количество более "
    "высокой грани (пять пятёрок, пять шестёрок) или больше кубиков той же или более высокой грани "
    "(шесть четвёрок, шесть пятёрок). У вас три тройки, но тройка ниже четвёрки, поэтому ставка на тройки "
    "здесь не повышение, даже с большим количеством кубиков. Выберите допустимое повышение, которое всё "
    "ещё скорее верно, чем нет.",
    "lesson.raise.hint.1": "Попробуйте поставить на шесть троек и прочитайте, почему игра не примет ставку: 3 ниже 4.",
    "lesson.raise.hint.2": "Пять пятёрок: количество то же, а грань выше.",
    "lesson.raise.hint.3": "Ваша единица — джокер: она считается той гранью, на которую вы ставите.",
    "lesson.raise-perudo.title": "Повышение в варианте Perudo",
    "lesson.raise-perudo.instruction": "Тот же стол, та же ставка (пять четвёрок), но в этой игре действует вариант Perudo правила "
    "exacto.raise: любое большее количество — повышение, с ЛЮБОЙ гранью, а при том же количестве "
    "по-прежнему нужна более высокая грань. Используйте свои три тройки: повысьте до ставки на тройки, "
    "которая скорее верна, чем нет.",
    "lesson.raise-perudo.hint.1": "Пять троек — не повышение: количество то же, а грань ниже.",
    "lesson.raise-perudo.hint.2": "А шесть троек — повышение: кубиков больше. У вас уже четыре (три тройки и "
    "единица-джокер).",
    "lesson.wild-ones.title": "Посчитайте единицы",
    "lesson.wild-ones.instruction": "Маг 2 поставил на пять пятёрок. В своей чаше вы видите только две пятёрки, и пять кажется многовато. "
    "Прежде чем кричать «ЛЖЕЦ», посчитайте ещё раз: каждая единица идёт в счёт грани из ставки "
    "(exacto.wild-ones). Сделайте ход, который подсказывает подсчёт: «ЛЖЕЦ», EXACTO или повышение, "
    "которое скорее верно, чем нет.",
    "lesson.wild-ones.hint.1": "Ваши две единицы считаются пятёрками.",
    "lesson.wild-ones.hint.2": "Четыре из пяти у вас уже есть; скрыто 10 кубиков, и каждый — 5 или 1 с "
    "вероятностью 1/3.",
    "lesson.wild-ones.hint.3": "Шесть или семь пятёрок — хорошее повышение.",
    "lesson.bid-ones.title": "Ставка на единицы (вариант)",
    "lesson.bid-ones.instruction": "В этой игре действует вариант «ставки на единицы» правила exacto.wild-ones: на единицы МОЖНО ставить. Единица "
    "засчитывается только в ставке на единицы, поэтому каждый скрытый кубик подходит к ней с вероятностью "
    "1/6. Чтобы перейти с другой грани на единицы, нужно не меньше половины количества, с округлением "
    "вверх. Маг 3 поставил на шесть четвёрок, а у вас три единицы: перейдите на правдоподобную ставку на "
    "единицы.",
    "lesson.bid-ones.hint.1": "Половина от шести с округлением вверх — три: двух единиц для перехода мало.",
    "lesson.bid-ones.hint.2": "Три единицы есть у вас самих, так что три или четыре единицы почти наверняка найдутся.",
    "lesson.liar.title": "Объявите «ЛЖЕЦ»",
    "lesson.liar.instruction": "Маг 2 поставил на семь шестёрок. «ЛЖЕЦ» заканчивает раунд: все чаши поднимают и считают шестёрки "
    "вместе с единицами. Если их не меньше семи, кубик теряете вы, объявивший; если меньше — тот, кто "
    "ставил (exacto.liar). Посмотрите на свои кубики и решите.",
    "lesson.liar.hint.1": "У вас нет ни шестёрок, ни единиц: все семь должны оказаться среди остальных 10 кубиков.",
    "lesson.liar.hint.2": "Каждый скрытый кубик — 6 или 1 с вероятностью 1/3: ждите около 3 из 10, а не 7.",
    "lesson.exacto.title": "Когда объявлять EXACTO",
    "lesson.exacto.instruction": "На столе осталось всего 7 кубиков: ваши 4 и 3 у мага 1. Маг 1 поставил на три четвёрки. EXACTO "
    "значит «ровно столько»: если вы правы, вы получаете кубик, а тот, кто ставил, теряет один; если нет — "
    "кубик теряете вы (exacto.exacto). Сравните «ЛЖЕЦ», EXACTO и все повышения, которые вам доступны, и "
    "сделайте ход, который вернее всего окажется правильным.",
    "lesson.exacto.hint.1": "У вас два кубика в счёт четвёрок (4 и единица-джокер): ставке нужен ровно один из "
    "3 скрытых кубиков.",
    "lesson.exacto.hint.2": "P(ровно один из 3) = 3 x (1/3) x (2/3)^2 = 4/9. Сравните с P(ни одного) для «ЛЖЕЦА».",
    "lesson.exacto.hint.3": "Повышение верно, только если оно правдиво: трём пятёркам, трём шестёркам и четырём "
    "четвёркам нужно по два из 3 скрытых кубиков (P = 7/27).",
    "lesson.exacto-cap.title": "EXACTO с пятью кубиками",
    "lesson.exacto-cap.instruction": "У вас уже 5 кубиков — больше у мага быть не может: верное EXACTO ничего вам не прибавит "
    "(exacto.exacto). Маг 2 поставил на четыре пятёрки, скрыто 3 кубика. Остаётся ли EXACTO лучшим "
    "ходом? Сделайте ход с лучшими шансами.",
    "lesson.exacto-cap.hint.1": "У вас три кубика в счёт пятёрок (5, 5 и единица-джокер).",
    "lesson.exacto-cap.hint.2": "Верное EXACTO всё равно стоит кубика тому, кто ставил, даже если вам самим "
    "получить кубик нельзя.",
    "lesson.elimination.title": "Выбейте мага из игры",
    "lesson.elimination.instruction": "У мага 2 остался один кубик, и он поставил на шесть пятёрок. Маг, потерявший последний кубик, "
    "выбывает из игры (exacto.elimination). Сделайте ход, который выбьет мага 2.",
    "lesson.elimination.hint.1": "Посчитайте кубики: на столе 9, из них 5 ваши, и среди ваших нет ни 5, ни 1.",
    "lesson.elimination.hint.2": "Шести пятёрок среди 4 скрытых кубиков быть не может.",
    "lesson.next-round.title": "Кто начинает следующий раунд",
    "lesson.next-round.instruction": "Прочитайте журнал: в прошлом раунде маг 3 объявил «ЛЖЕЦ» на ставку мага 2, ошибся и потерял "
    "последний кубик. Следующий раунд начинает маг, потерявший кубик, но маг 3 выбыл, поэтому начинает "
    "следующий по порядку маг, у которого ещё есть кубики, — вы (exacto.next-round). Все снова бросили "
    "кубики (exacto.roll). Откройте новый раунд ставкой, которая скорее верна, чем нет.",
    "lesson.next-round.hint.1": "Это новые кубики: в каждом раунде их бросают заново.",
    "lesson.next-round.hint.2": "Ставьте на грань, которой у вас больше всего (ваши единицы тоже идут в её счёт).",
    "lesson.next-round.hint.3": "Теперь на столе 12 кубиков: примерно треть из 7, которых вы не видите, поможет.",
    "lesson.winner.title": "Выиграйте партию",
    "lesson.winner.instruction": "Осталось два мага, у каждого по одному кубику. Маг 1 поставил на одну пятёрку. Когда кубики остаются "
    "только у одного мага, он побеждает (exacto.winner). Сделайте ход, который вернее всего принесёт "
    "победу.",
    "lesson.winner.hint.1": "Ваш кубик — 3: он не идёт в счёт пятёрок.",
    "lesson.winner.hint.2": "Кубик мага 1 — 5 или 1 с вероятностью 1/3, так что ставка ложна с вероятностью 2/3.",
    "quiz.at-least-10-fours.question": "Шесть магов, 30 кубиков, и ни одного из них вы не знаете. Маг 0 ставит на десять четвёрок. Какова "
    "вероятность, что четвёрок хотя бы десять (единицы считаются четвёрками)?",
    "quiz.at-least-10-fours.explanation": "Каждый кубик — 4 или единица-джокер с вероятностью 1/3, поэтому их число подчиняется биномиальному "
    "закону с n = 30, p = 1/3. P(не меньше 10) = сумма по j = 10..30 от C(30, j) (1/3)^j (2/3)^(30-j) = "
    "{p, number, 4}. Десять — это ожидаемое количество, и «не меньше среднего» выходит чуть вероятнее, "
    "чем орёл при броске монеты.",
    "quiz.at-least-10-fours.hint": "Биномиальный закон: 30 кубиков, каждый подходит к ставке с p = 1/3. Сложите "
    "вероятности для j = 10, 11, ..., 30.",
    "quiz.exactly-10-fours.question": "Тот же стол: 30 неизвестных кубиков. Какова вероятность, что четвёрок РОВНО десять (вместе с "
    "единицами)? Именно это нужно для EXACTO на десять четвёрок.",
    "quiz.exactly-10-fours.explanation": "Только слагаемое j = 10: C(30, 10) (1/3)^10 (2/3)^20 = {p, number, 4}. Даже самое вероятное "
    "количество выпадает лишь примерно один раз из {one_in, number, 0}: вот почему EXACTO — ход для конца "
    "игры, когда скрытых кубиков мало.",
    "quiz.exactly-10-fours.hint": "«Ровно» — это одно слагаемое биномиальной суммы, а не весь хвост.",
    "quiz.expected-count.question": "Сколько четвёрок (вместе с единицами) в среднем ждать среди 30 неизвестных "
    "кубиков?",
    "quiz.expected-count.explanation": "Ожидаемое количество = n x p = 30 x 1/3 = {mean, number, 2}. Если бы единицы не были джокерами, "
    "вышло бы лишь 30 x 1/6 = 5: те самые «как минимум пять любых граней» из исходных правил.",
    "quiz.expected-count.hint": "Среднее биномиального закона — это n, умноженное на p.",
    "quiz.expected-count.unit": "кубиков",
    "quiz.own-dice-10-fours.question": "У вас 1, 4, 4, 2, 6, а под остальными чашами скрыто 25 кубиков. Какова вероятность, что на всём "
    "столе хотя бы десять четвёрок?",
    "quiz.own-dice-10-fours.explanation": "Три у вас уже есть (4, 4 и единица-джокер), так что среди 25 скрытых кубиков нужно не меньше 7: "
    "сумма по j = 7..25 от C(25, j) (1/3)^j (2/3)^(25-j) = {p, number, 4}, а когда вы ничего не знали, "
    "было {before, number, 4}.",
    "quiz.own-dice-10-fours.hint": "Сначала посчитайте, что есть у вас (с единицами), а потом — сколько ещё "
    "должны дать скрытые кубики.",
    "quiz.liar-wins.question": "У вас 2, 3, 4, 5, 5; скрыто 10 кубиков. Предыдущий маг поставил на семь шестёрок, и вы объявляете "
    "«ЛЖЕЦ». Какова вероятность, что вы выиграете спор?",
    "quiz.liar-wins.explanation": "У вас нет ни шестёрок, ни единиц, так что ставке нужны 7 из 10 скрытых кубиков. «ЛЖЕЦ» выигрывает, "
    "если 6 или 1 показывают меньше 7 из них: 1 - P(не меньше 7) = {p, number, 4}.",
    "quiz.liar-wins.hint": "«ЛЖЕЦ» выигрывает ровно тогда, когда ставка ложна: 1 минус P(не меньше 7).",
    "quiz.bid-ones.question": "Вариант «ставки на единицы»: в ставке на единицы считаются только единицы. Какова вероятность, что среди 30 "
    "неизвестных кубиков хотя бы пять единиц?",
    "quiz.bid-ones.explanation": "Теперь ставку поддерживает только 1: p = 1/6, а не 1/3. P(не меньше 5) = сумма по j = 5..30 от "
    "C(30, j) (1/6)^j (5/6)^(30-j) = {p, number, 4}. Пять — ожидаемое число единиц, поэтому ответ близок "
    "к половине, как и для десяти четвёрок при p = 1/3.",
    "quiz.bid-ones.hint": "Тот же биномиальный закон, только с p = 1/6.",
}


# ------------------------------------------------------------------------------ Latvian

LV = {
    "sentences": "{parts, sentences}",
    "reveal": "Kad kausi tika pacelti:",
    "hold": "{start, select, yes {Jums} other {jums}} ir {k, plural, zero {# kauliņu, kas der} "
    "one {# kauliņš, kas der} other {# kauliņi, kas der}} {face, counts_for} ({parts})",
    "hold.none": "{start, select, yes {Jums} other {jums}} nav neviena kauliņa, kas der {face, counts_for}",
    "parts.both": "{same, count} un {wild, plural, zero {# vieninieku džokeru} one {viens vieninieks džokers} "
    "other {# vieninieki džokeri}}",
    "parts.same": "{same, count}",
    "parts.wild": "{wild, plural, zero {# vieninieku džokeru} one {viens vieninieks džokers} "
    "other {# vieninieki džokeri}}",
    "needs.made": "solījumam „{bid, bid}“ paslēptie kauliņi nav vajadzīgi: jūsu pašu kauliņi jau padara to patiesu",
    "needs.below": "EXACTO vajag mazāk kauliņu, nekā jums jau ir: tieši tik nevar būt",
    "needs.too-many": "{exact, select, yes {EXACTO} other {solījumam „{bid, bid}“}} vajag {j, spell} no "
    "{n, plural, zero {# paslēptajiem kauliņiem} one {# paslēptā kauliņa} "
    "other {# paslēptajiem kauliņiem}}: tik daudz to nav",
    "needs.last": "{exact, select, yes {EXACTO} other {solījumam „{bid, bid}“}} vajag, lai paslēptais kauliņš "
    "rādītu {face, select, 1 {1} other {{face} vai 1}}",
    "needs.last-not": "{exact, select, yes {EXACTO} other {solījumam „{bid, bid}“}} vajag, lai paslēptais "
    "kauliņš nerādītu {face, select, 1 {1} other {ne {face}, ne 1}}",
    "needs.none": "EXACTO vajag, lai neviens {n, plural, zero {no pārējiem # kauliņiem} one {no pārējā # kauliņa} "
    "other {no pārējiem # kauliņiem}} nerādītu {face, select, 1 {1} other {ne {face}, ne 1}}",
    "needs.some": "{exact, select, yes {EXACTO vajag, lai tieši} other {solījumam „{bid, bid}“ vajag, lai "
    "vismaz}} {j, spell} {n, plural, zero {no pārējiem # kauliņiem} one {no pārējā # kauliņa} "
    "other {no pārējiem # kauliņiem}} rādītu {face, select, 1 {1} other {{face} vai 1}}",
    "bid.base": "{event} {hold}; {n, plural, zero {ar # kauliņiem, ko neredzat} one {ar # kauliņu, ko neredzat} "
    "other {ar # kauliņiem, ko neredzat}}, P(vismaz {q}) = {p, pct}.",
    "bid.solid": "Drīzāk patiess nekā nepatiess: stabils solījums.",
    "bid.weak": "Tas drīzāk ir nepatiess nekā patiess: nākamajam burvim vajadzētu saukt „MELIS“. Soliet mazāk "
    "vai uz skaldni, kuras jums ir vairāk.",
    "ask.bid": "Šajā nodarbībā jāizsaka solījums.",
    "ask.raise": "Šajā nodarbībā jāpārsola. Pēc jūsu kauliņiem solījums „{bid, bid}“ ir patiess ar "
    "P = {p, pct}: to nav vērts apstrīdēt.",
    "ask.raise-threes": "Šajā nodarbībā jāpārsola ar solījumu uz trijniekiem.",
    "ask.ones": "Šajā nodarbībā jāpāriet uz vieniniekiem.",
    "why.opening": "Pirms tā neviens nevarēja saukt „MELIS“: kārta vienmēr sākas ar solījumu.",
    "why.raise": "Un tas ir atļauts pārsolījums pēc sākotnējā noteikuma.",
    "why.next-round": "Un solīšanu sākt bija jums, jo: {event}",
    "perudo.right": "Variantā Perudo vairāk JEBKURAS skaldnes kauliņu ir pārsolījums, tāpēc jūs varējāt pāriet "
    "uz saviem trijniekiem.",
    "perudo.other-face": "Solījums „{bid, bid}“ ir atļauts, bet jūsu stiprā puse ir trijnieki: {hold}. Variantā "
    "Perudo jūs drīkstat solīt vairāk trijnieku{n, plural, =0 {} other {, piemēram, "
    "{good, bids_or}}}.",
    "wild.liar": "{hold}: {needs}, tāpēc tas ir patiess ar P = {p, pct}, bet „MELIS“ ir pareizs tikai ar "
    "P = {pl, pct}.",
    "wild.exacto": "{hold}: {needs}, P = {p, pct}. Maz ticams.",
    "wild.ones-count": "Jūsu vieninieki der {face, counts_for}: tāpēc solījumu „{bid, bid}“ bija droši pārsolīt.",
    "ones.note": "Solījumā uz vieniniekiem skaitās tikai vieninieki, un katrs paslēptais kauliņš ir 1 ar "
    "varbūtību 1/6, nevis 1/3.",
    "ones.other-face": "Solījums „{bid, bid}“ ir atļauts, bet šajā nodarbībā jāpāriet uz vieniniekiem: {hold}, "
    "un pēc solījuma „{old, bid}“ solījumam uz vieniniekiem vajag tikai pusi no daudzuma, "
    "noapaļotu uz augšu: {least, bid}.",
    "odds.right": "Pareizi: {kind, select, liar {„MELIS“} exacto {„EXACTO“} other {pārsolījums „{bid, bid}“}} "
    "ir gājiens ar vislabākajām izredzēm no visiem jūsu atļautajiem gājieniem.",
    "odds.wrong": "Ne labākais gājiens: {kind, select, liar {„MELIS“} exacto {„EXACTO“} "
    "other {pārsolījums „{bid, bid}“}} ir pareizs tikai ar P = {p, pct}; vislabākās izredzes bija "
    "gājienam {best_kind, select, liar {„MELIS“} exacto {„EXACTO“} "
    "other {„{best_bid, bid}“}}, P = {top, pct}.",
    "odds.compare": "Pēc jūsu kauliņiem „MELIS“ ir pareizs ar P = {liar, pct}, EXACTO — ar P = {exacto, pct}, "
    "bet ticamākais pārsolījums, „{bid, bid}“, ir patiess ar P = {p, pct}.",
    "odds.compare-none": "Pēc jūsu kauliņiem „MELIS“ ir pareizs ar P = {liar, pct}, EXACTO — ar "
    "P = {exacto, pct}, un pārsolīt vairs nav iespējams.",
    "why.needs": "{hold}: {needs}.",
    "why.and-needs": "{hold}, un {needs}.",
    "why.so-needs": "{hold}, tāpēc {needs}.",
    "why.cap": "Ar 5 kauliņiem pareizs EXACTO jums neko nedod, bet solītājs tik un tā zaudē kauliņu.",
    "lesson.opening-bid.title": "Atveriet solīšanu",
    "lesson.opening-bid.instruction": "Jūs esat burvis 0, un šo kārtu sākat jūs. Visi ir metuši kauliņus zem saviem kausiem, un jūs redzat "
    "tikai savējos (exacto.roll). Atveriet solīšanu ar solījumu: daudzumu un skaldni no 2 līdz 6, kas "
    "nozīmē „zem VISIEM kausiem kopā ir vismaz tik daudz“ (exacto.opening-bid). Izvēlieties tādu, kas "
    "drīzāk ir patiess nekā nepatiess. Ja interesē, vispirms pamēģiniet „MELIS“: pirms pirmā solījuma "
    "neviens to nedrīkst saukt.",
    "lesson.opening-bid.hint.1": "Jūsu vieninieks skaitās arī kā četrinieks (vieninieki ir džokeri), tāpēc "
    "jums jau ir trīs četrinieki.",
    "lesson.opening-bid.hint.2": "Katrs no 15 kauliņiem, ko neredzat, ir 4 vai 1 ar varbūtību 1/3: gaidiet vēl "
    "apmēram 5.",
    "lesson.opening-bid.hint.3": "Seši vai septiņi četrinieki ir drošs pirmais solījums; desmit četrinieki — nav.",
    "lesson.raise.title": "Pārsoliet (sākotnējais noteikums)",
    "lesson.raise.instruction": "Burvis 3 solīja piecus četriniekus; tagad jūsu gājiens. Pārsoliet (exacto.raise): tikpat daudz "
    "augstākas skaldnes (pieci piecinieki, pieci sešinieki) vai vairāk tās pašas vai augstākas skaldnes "
    "kauliņu (seši četrinieki, seši piecinieki). Jums ir trīs trijnieki, bet trijnieks ir zemāks par "
    "četrinieku, tāpēc solījums uz trijniekiem šeit nav pārsolījums, pat ar vairāk kauliņiem. Izvēlieties "
    "atļautu pārsolījumu, kas joprojām drīzāk ir patiess nekā nepatiess.",
    "lesson.raise.hint.1": "Pamēģiniet solīt sešus trijniekus un izlasiet, kāpēc spēle to nepieņem: 3 ir zemāks par 4.",
    "lesson.raise.hint.2": "Pieci piecinieki: daudzums tas pats, skaldne augstāka.",
    "lesson.raise.hint.3": "Jūsu vieninieks ir džokers: tas skaitās par to skaldni, uz kuru solāt.",
    "lesson.raise-perudo.title": "Pārsolīšana variantā Perudo",
    "lesson.raise-perudo.instruction": "Tas pats galds, tas pats solījums (pieci četrinieki), bet šajā spēlē ir noteikuma exacto.raise "
    "variants Perudo: jebkurš lielāks daudzums ir pārsolījums, ar JEBKURU skaldni, bet tikpat lielam "
    "daudzumam joprojām vajag augstāku skaldni. Izmantojiet savus trīs trijniekus: pārsoliet ar solījumu "
    "uz trijniekiem, kas drīzāk ir patiess nekā nepatiess.",
    "lesson.raise-perudo.hint.1": "Pieci trijnieki nav pārsolījums: tas pats daudzums, zemāka skaldne.",
    "lesson.raise-perudo.hint.2": "Bet seši trijnieki ir: vairāk kauliņu. Jums jau ir četri (trīs trijnieki un "
    "vieninieks džokers).",
    "lesson.wild-ones.title": "Saskaitiet savus vieniniekus",
    "lesson.wild-ones.instruction": "Burvis 2 solīja piecus pieciniekus. Savā kausā jūs redzat tikai divus pieciniekus, un pieci šķiet "
    "daudz. Pirms saucat „MELIS“, saskaitiet vēlreiz: katrs vieninieks skaitās par solīto skaldni "
    "(exacto.wild-ones). Izdariet gājienu, ko atbalsta skaits: „MELIS“, EXACTO vai pārsolījums, kas "
    "drīzāk ir patiess nekā nepatiess.",
    "lesson.wild-ones.hint.1": "Jūsu divi vieninieki skaitās kā piecinieki.",
    "lesson.wild-ones.hint.2": "Četri no pieciem jums jau ir; paslēpti 10 kauliņi, un katrs ir 5 vai 1 ar "
    "varbūtību 1/3.",
    "lesson.wild-ones.hint.3": "Seši vai septiņi piecinieki ir labs pārsolījums.",
    "lesson.bid-ones.title": "Solīšana uz vieniniekiem (variants)",
    "lesson.bid-ones.instruction": "Šajā spēlē ir noteikuma exacto.wild-ones variants „solīt uz vieniniekiem“: uz vieniniekiem DRĪKST solīt. Vieninieks "
    "skaitās tikai solījumam uz vieniniekiem, tāpēc katrs paslēptais kauliņš to atbalsta ar varbūtību "
    "1/6. Lai pārietu no citas skaldnes uz vieniniekiem, vajag vismaz pusi no daudzuma, noapaļotu uz "
    "augšu. Burvis 3 solīja sešus četriniekus, un jums ir trīs vieninieki: pārejiet uz ticamu solījumu uz "
    "vieniniekiem.",
    "lesson.bid-ones.hint.1": "Puse no sešiem, noapaļota uz augšu, ir trīs: ar diviem vieniniekiem pāriet nevar.",
    "lesson.bid-ones.hint.2": "Trīs vieninieki ir jums pašiem, tāpēc trīs vai četri vieninieki gandrīz noteikti būs.",
    "lesson.liar.title": "Sauciet „MELIS“",
    "lesson.liar.instruction": "Burvis 2 solīja septiņus sešiniekus. Sauciens „MELIS“ beidz kārtu: visus kausus paceļ un saskaita "
    "sešiniekus kopā ar vieniniekiem. Ja to ir vismaz septiņi, kauliņu zaudējat jūs, saucējs; ja mazāk — "
    "solītājs (exacto.liar). Paskatieties uz saviem kauliņiem un izlemiet.",
    "lesson.liar.hint.1": "Jums nav neviena sešinieka un neviena vieninieka: visiem septiņiem būtu jābūt starp "
    "pārējiem 10 kauliņiem.",
    "lesson.liar.hint.2": "Katrs paslēptais kauliņš ir 6 vai 1 ar varbūtību 1/3: gaidiet apmēram 3 no 10, nevis 7.",
    "lesson.exacto.title": "Kad saukt EXACTO",
    "lesson.exacto.instruction": "Uz galda palikuši tikai 7 kauliņi: jūsu 4 un burvja 1 trīs. Burvis 1 solīja trīs četriniekus. EXACTO "
    "nozīmē „tieši tik daudz“: ja jums taisnība, jūs iegūstat kauliņu, bet solītājs vienu zaudē; ja nav — "
    "kauliņu zaudējat jūs (exacto.exacto). Salīdziniet „MELIS“, EXACTO un visus pārsolījumus, ko "
    "drīkstat izdarīt, un izdariet gājienu, kas visticamāk būs pareizs.",
    "lesson.exacto.hint.1": "Jums ir divi kauliņi, kas der četriniekiem (4 un vieninieks džokers): solījumam "
    "vajag tieši vienu no 3 paslēptajiem kauliņiem.",
    "lesson.exacto.hint.2": "P(tieši viens no 3) = 3 x (1/3) x (2/3)^2 = 4/9. Salīdziniet ar P(neviena) "
    "saucienam „MELIS“.",
    "lesson.exacto.hint.3": "Pārsolījums ir pareizs tikai tad, ja tas ir patiess: trīs pieciniekiem, trīs "
    "sešiniekiem vai četriem četriniekiem katram vajag divus no 3 paslēptajiem "
    "kauliņiem (P = 7/27).",
    "lesson.exacto-cap.title": "EXACTO ar pieciem kauliņiem",
    "lesson.exacto-cap.instruction": "Jums jau ir 5 kauliņi — vairāk burvim nevar būt: pareizs EXACTO jums neko nedod (exacto.exacto). "
    "Burvis 2 solīja četrus pieciniekus, un 3 kauliņi ir paslēpti. Vai EXACTO joprojām ir jūsu labākais "
    "gājiens? Izdariet gājienu ar vislabākajām izredzēm.",
    "lesson.exacto-cap.hint.1": "Jums ir trīs kauliņi, kas der pieciniekiem (5, 5 un vieninieks džokers).",
    "lesson.exacto-cap.hint.2": "Pareizs EXACTO solītājam tik un tā maksā kauliņu, pat ja jūs pats neko neiegūstat.",
    "lesson.elimination.title": "Izsitiet burvi no spēles",
    "lesson.elimination.instruction": "Burvim 2 palicis viens kauliņš, un viņš solīja sešus pieciniekus. Burvis, kurš zaudē pēdējo kauliņu, "
    "izstājas no spēles (exacto.elimination). Izdariet saucienu, kas izsit burvi 2.",
    "lesson.elimination.hint.1": "Saskaitiet kauliņus: uz galda 9, no tiem 5 jūsu, un neviens no jūsējiem nav 5 vai 1.",
    "lesson.elimination.hint.2": "Seši piecinieki starp 4 paslēptajiem kauliņiem nav iespējami.",
    "lesson.next-round.title": "Kurš sāk nākamo kārtu",
    "lesson.next-round.instruction": "Izlasiet žurnālu: iepriekšējā kārtā burvis 3 sauca „MELIS“ burvim 2, kļūdījās un zaudēja pēdējo "
    "kauliņu. Nākamo kārtu sāk burvis, kurš zaudēja kauliņu, bet burvis 3 ir izstājies, tāpēc sāk "
    "nākamais burvis pēc kārtas, kuram vēl ir kauliņi, — jūs (exacto.next-round). Visi ir metuši no jauna "
    "(exacto.roll). Atveriet jauno kārtu ar solījumu, kas drīzāk ir patiess nekā nepatiess.",
    "lesson.next-round.hint.1": "Šie ir jauni kauliņi: katrā kārtā met no jauna.",
    "lesson.next-round.hint.2": "Soliet uz skaldni, kuras jums ir visvairāk (jūsu vieninieki der arī tai).",
    "lesson.next-round.hint.3": "Tagad uz galda ir 12 kauliņi: apmēram trešdaļa no 7, ko neredzat, palīdzēs.",
    "lesson.winner.title": "Uzvariet spēlē",
    "lesson.winner.instruction": "Palikuši divi burvji, katram pa vienam kauliņam. Burvis 1 solīja vienu piecinieku. Kad kauliņi ir "
    "tikai vienam burvim, viņš uzvar (exacto.winner). Izdariet saucienu, kas visticamāk dos uzvaru.",
    "lesson.winner.hint.1": "Jūsu kauliņš ir 3: tas neder pieciniekiem.",
    "lesson.winner.hint.2": "Burvja 1 kauliņš ir 5 vai 1 ar varbūtību 1/3, tāpēc solījums ir nepatiess ar "
    "varbūtību 2/3.",
    "quiz.at-least-10-fours.question": "Seši burvji, 30 kauliņi, un jūs nezināt nevienu no tiem. Burvis 0 sola desmit četriniekus. Kāda ir "
    "varbūtība, ka četrinieku ir vismaz desmit (vieninieki skaitās kā četrinieki)?",
    "quiz.at-least-10-fours.explanation": "Katrs kauliņš ir 4 vai vieninieks džokers ar varbūtību 1/3, tāpēc skaitam ir binomiālais sadalījums "
    "ar n = 30, p = 1/3. P(vismaz 10) = summa pa j = 10..30 no C(30, j) (1/3)^j (2/3)^(30-j) = "
    "{p, number, 4}. Desmit ir sagaidāmais skaits, un „vismaz vidējais“ ir tikai nedaudz ticamāks nekā "
    "monētas ģerbonis.",
    "quiz.at-least-10-fours.hint": "Binomiālais sadalījums: 30 kauliņi, katrs atbalsta solījumu ar p = 1/3. "
    "Saskaitiet varbūtības j = 10, 11, ..., 30.",
    "quiz.exactly-10-fours.question": "Tas pats galds: 30 nezināmi kauliņi. Kāda ir varbūtība, ka četrinieku ir TIEŠI desmit (ieskaitot "
    "vieniniekus)? Tieši to vajag EXACTO uz desmit četriniekiem.",
    "quiz.exactly-10-fours.explanation": "Tikai saskaitāmais j = 10: C(30, 10) (1/3)^10 (2/3)^20 = {p, number, 4}. Pat visticamākais skaits "
    "iznāk tikai apmēram vienu reizi no {one_in, number, 0}: tāpēc EXACTO ir sauciens spēles beigām, kad "
    "paslēpto kauliņu ir maz.",
    "quiz.exactly-10-fours.hint": "„Tieši“ ir viens binomiālās summas saskaitāmais, nevis visa aste.",
    "quiz.expected-count.question": "Cik četrinieku (ieskaitot vieniniekus) vidēji var sagaidīt starp 30 "
    "nezināmiem kauliņiem?",
    "quiz.expected-count.explanation": "Sagaidāmais skaits = n x p = 30 x 1/3 = {mean, number, 2}. Ja vieninieki nebūtu džokeri, būtu tikai "
    "30 x 1/6 = 5 — tieši sākotnējo noteikumu „vismaz pieci no jebkuras skaldnes“.",
    "quiz.expected-count.hint": "Binomiālā sadalījuma vidējā vērtība ir n reiz p.",
    "quiz.expected-count.unit": "kauliņi",
    "quiz.own-dice-10-fours.question": "Jums ir 1, 4, 4, 2, 6, un zem pārējiem kausiem paslēpti 25 kauliņi. Kāda ir varbūtība, ka uz visa "
    "galda ir vismaz desmit četrinieki?",
    "quiz.own-dice-10-fours.explanation": "Trīs jums jau ir (4, 4 un vieninieks džokers), tāpēc starp 25 paslēptajiem kauliņiem vajag vismaz 7: "
    "summa pa j = 7..25 no C(25, j) (1/3)^j (2/3)^(25-j) = {p, number, 4}, vairāk nekā {before, number, 4}, "
    "kad jūs neko nezinājāt.",
    "quiz.own-dice-10-fours.hint": "Vispirms saskaitiet, kas jums ir (arī vieniniekus), tad padomājiet, cik vēl "
    "jādod paslēptajiem kauliņiem.",
    "quiz.liar-wins.question": "Jums ir 2, 3, 4, 5, 5; paslēpti 10 kauliņi. Iepriekšējais burvis solīja septiņus sešiniekus, un jūs "
    "saucat „MELIS“. Kāda ir varbūtība, ka jūs uzvarēsiet strīdā?",
    "quiz.liar-wins.explanation": "Jums nav neviena sešinieka un vieninieka, tāpēc solījumam vajag 7 no 10 paslēptajiem kauliņiem. "
    "„MELIS“ uzvar, ja 6 vai 1 rāda mazāk nekā 7 no tiem: 1 - P(vismaz 7) = {p, number, 4}.",
    "quiz.liar-wins.hint": "„MELIS“ uzvar tieši tad, kad solījums ir nepatiess: 1 mīnus P(vismaz 7).",
    "quiz.bid-ones.question": "Variants „solīt uz vieniniekiem“: solījumā uz vieniniekiem skaitās tikai vieninieki. Kāda ir varbūtība, ka starp 30 "
    "nezināmiem kauliņiem ir vismaz pieci vieninieki?",
    "quiz.bid-ones.explanation": "Tagad solījumu atbalsta tikai 1: p = 1/6, nevis 1/3. P(vismaz 5) = summa pa j = 5..30 no C(30, j) "
    "(1/6)^j (5/6)^(30-j) = {p, number, 4}. Pieci ir sagaidāmais vieninieku skaits, tāpēc tas ir tuvu "
    "pusei, tāpat kā desmit četrinieki ar p = 1/3.",
    "quiz.bid-ones.hint": "Tas pats binomiālais sadalījums, tikai ar p = 1/6.",
}


# ------------------------------------------------------------------------------ Finnish

FI = {
    "sentences": "{parts, sentences}",
    "reveal": "Kun kupit nostettiin:",
    "hold": "{start, select, yes {Sinulla} other {sinulla}} on {k, plural, one {# noppa, joka lasketaan} "
    "other {# noppaa, jotka lasketaan}} {face, counts_for} ({parts})",
    "hold.none": "{start, select, yes {Sinulla} other {sinulla}} ei ole yhtään noppaa, joka lasketaan "
    "{face, counts_for}",
    "parts.both": "{same, count} ja {wild, plural, one {yksi jokeriykkönen} other {# jokeriykköstä}}",
    "parts.same": "{same, count}",
    "parts.wild": "{wild, plural, one {yksi jokeriykkönen} other {# jokeriykköstä}}",
    "needs.made": "tarjous {bid, bid} ei tarvitse piilossa olevia noppia: omat noppasi tekevät siitä jo toden",
    "needs.below": "EXACTO vaatii vähemmän noppia kuin sinulla jo on: tasan niin monta ei voi olla",
    "needs.too-many": "{exact, select, yes {EXACTO} other {tarjous {bid, bid}}} tarvitsee {j, plural, "
    "one {{j, spell} nopan} other {{j, spell} noppaa}} {n, plural, one {ainoasta piilossa "
    "olevasta} other {# piilossa olevasta}}: niin monta ei ole",
    "needs.last": "{exact, select, yes {EXACTO} other {tarjous {bid, bid}}} tarvitsee sen, että piilossa oleva "
    "noppa on {face, select, 1 {1} other {{face} tai 1}}",
    "needs.last-not": "{exact, select, yes {EXACTO} other {tarjous {bid, bid}}} tarvitsee sen, että piilossa "
    "oleva noppa ei ole {face, select, 1 {1} other {{face} eikä 1}}",
    "needs.none": "EXACTO tarvitsee sen, ettei yksikään muista {n} nopasta ole {face, select, 1 {1} "
    "other {{face} eikä 1}}",
    "needs.some": "{exact, select, yes {EXACTO tarvitsee sen, että tasan} other {tarjous {bid, bid} tarvitsee "
    "sen, että vähintään}} {j, spell} muista {n} nopasta on {face, select, 1 {1} other {{face} tai 1}}",
    "bid.base": "{event} {hold}; piilossa {n, plural, one {on # noppa} other {on # noppaa}}, joten "
    "P(vähintään {q}) = {p, pct}.",
    "bid.solid": "Todennäköisemmin tosi kuin epätosi: vankka tarjous.",
    "bid.weak": "Se on todennäköisemmin epätosi kuin tosi: seuraavan velhon kannattaa huutaa VALEHTELIJA. "
    "Tarjoa vähemmän tai silmälukua, jota sinulla on enemmän.",
    "ask.bid": "Tällä oppitunnilla pitää tehdä tarjous.",
    "ask.raise": "Tällä oppitunnilla pitää korottaa. Noppiesi perusteella tarjous {bid, bid} on tosi "
    "todennäköisyydellä P = {p, pct}: sitä ei kannata haastaa.",
    "ask.raise-threes": "Tällä oppitunnilla pitää korottaa tarjouksella kolmosille.",
    "ask.ones": "Tällä oppitunnilla pitää siirtyä ykkösiin.",
    "why.opening": "Kukaan ei voinut huutaa VALEHTELIJA ennen sitä: kierros alkaa aina tarjouksella.",
    "why.raise": "Ja se on sallittu korotus alkuperäisen säännön mukaan.",
    "why.next-round": "Ja sinun vuorosi oli avata, koska: {event}",
    "perudo.right": "Perudo-muunnelmassa useampi noppa MITÄ TAHANSA silmälukua on korotus, joten pystyit "
    "siirtymään alas kolmosiisi.",
    "perudo.other-face": "Tarjous {bid, bid} on sallittu, mutta vahvuutesi on kolmoset: {hold}. "
    "Perudo-muunnelmassa saat tarjota useampia kolmosia{n, plural, =0 {} other {, "
    "esimerkiksi {good, bids_or}}}.",
    "wild.liar": "{hold}: {needs}, joten se on tosi todennäköisyydellä P = {p, pct}, ja VALEHTELIJA on oikein "
    "vain todennäköisyydellä P = {pl, pct}.",
    "wild.exacto": "{hold}: {needs}, P = {p, pct}. Epätodennäköistä.",
    "wild.ones-count": "Ykkösesi lasketaan {face, counts_for}: siksi tarjousta {bid, bid} oli turvallista korottaa.",
    "ones.note": "Ykkösille tehdyssä tarjouksessa lasketaan vain ykköset, ja kukin piilossa oleva noppa on 1 "
    "todennäköisyydellä 1/6, ei 1/3.",
    "ones.other-face": "Tarjous {bid, bid} on sallittu, mutta tällä oppitunnilla pitää siirtyä ykkösiin: {hold}, "
    "ja tarjouksen {old, bid} jälkeen ykkösille tehty tarjous vaatii vain puolet määrästä "
    "ylöspäin pyöristettynä: {least, bid}.",
    "odds.right": "Oikein: {kind, select, liar {VALEHTELIJA} exacto {EXACTO} other {tarjous {bid, bid}}} oli "
    "todennäköisyyksiltään paras kaikista sallituista siirroistasi.",
    "odds.wrong": "Ei paras siirto: {kind, select, liar {VALEHTELIJA} exacto {EXACTO} "
    "other {tarjous {bid, bid}}} on oikein vain todennäköisyydellä P = {p, pct}; paras siirto oli "
    "{best_kind, select, liar {VALEHTELIJA} exacto {EXACTO} other {tarjous {best_bid, bid}}}, "
    "P = {top, pct}.",
    "odds.compare": "Noppiesi perusteella VALEHTELIJA on oikein todennäköisyydellä P = {liar, pct}, EXACTO "
    "todennäköisyydellä P = {exacto, pct}, ja todennäköisin korotus, {bid, bid}, on tosi "
    "todennäköisyydellä P = {p, pct}.",
    "odds.compare-none": "Noppiesi perusteella VALEHTELIJA on oikein todennäköisyydellä P = {liar, pct}, EXACTO "
    "todennäköisyydellä P = {exacto, pct}, eikä korotuksia ole enää jäljellä.",
    "why.needs": "{hold}: {needs}.",
    "why.and-needs": "{hold}, ja {needs}.",
    "why.so-needs": "{hold}, joten {needs}.",
    "why.cap": "Viidellä nopalla oikea EXACTO ei tuo sinulle mitään, mutta tarjoaja menettää silti nopan.",
    "lesson.opening-bid.title": "Avaa tarjoaminen",
    "lesson.opening-bid.instruction": "Olet velho 0, ja sinä aloitat tämän kierroksen. Kaikki ovat heittäneet noppansa kuppiensa alla, ja "
    "näet vain omat noppasi (exacto.roll). Avaa tarjouksella: määrä ja silmäluku 2–6, joka tarkoittaa "
    "”KAIKKIEN kuppien alla on yhteensä vähintään näin monta” (exacto.opening-bid). Valitse tarjous, joka "
    "on todennäköisemmin tosi kuin epätosi. Kokeile ensin VALEHTELIJAA, jos haluat: kukaan ei saa huutaa "
    "ennen ensimmäistä tarjousta.",
    "lesson.opening-bid.hint.1": "Ykkösesi lasketaan myös neloseksi (ykköset ovat jokereita), joten sinulla on "
    "jo kolme nelosta.",
    "lesson.opening-bid.hint.2": "Jokainen 15 nopasta, joita et näe, on 4 tai 1 todennäköisyydellä 1/3: odota "
    "noin 5 lisää.",
    "lesson.opening-bid.hint.3": "Kuusi tai seitsemän nelosta on turvallinen avaus; kymmenen nelosta ei ole.",
    "lesson.raise.title": "Korota tarjousta (alkuperäinen sääntö)",
    "lesson.raise.instruction": "Velho 3 tarjosi viisi nelosta; on sinun vuorosi. Korota (exacto.raise): sama määrä suurempaa "
    "silmälukua (viisi vitosta, viisi kuutosta) tai enemmän noppia samaa tai suurempaa silmälukua (kuusi "
    "nelosta, kuusi vitosta). Sinulla on kolme kolmosta, mutta kolmonen on pienempi kuin nelonen, joten "
    "tarjous kolmosille ei ole tässä korotus, vaikka noppia olisi enemmän. Valitse sallittu korotus, joka "
    "on yhä todennäköisemmin tosi kuin epätosi.",
    "lesson.raise.hint.1": "Kokeile tarjota kuusi kolmosta ja lue, miksi peli ei hyväksy sitä: 3 on pienempi kuin 4.",
    "lesson.raise.hint.2": "Viisi vitosta: sama määrä, suurempi silmäluku.",
    "lesson.raise.hint.3": "Ykkösesi on jokeri: se lasketaan siksi silmäluvuksi, jota tarjoat.",
    "lesson.raise-perudo.title": "Korottaminen perudo-muunnelmassa",
    "lesson.raise-perudo.instruction": "Sama pöytä, sama tarjous (viisi nelosta), mutta tässä pelissä on käytössä säännön exacto.raise "
    "perudo-muunnelma: mikä tahansa suurempi määrä on korotus, MILLÄ TAHANSA silmäluvulla, mutta sama "
    "määrä vaatii yhä suuremman silmäluvun. Käytä kolmea kolmostasi: korota tarjoukseen kolmosille, joka "
    "on todennäköisemmin tosi kuin epätosi.",
    "lesson.raise-perudo.hint.1": "Viisi kolmosta ei ole korotus: sama määrä, pienempi silmäluku.",
    "lesson.raise-perudo.hint.2": "Kuusi kolmosta on: enemmän noppia. Sinulla on jo neljä (kolme kolmosta ja "
    "jokeriykkönen).",
    "lesson.wild-ones.title": "Laske ykkösesi",
    "lesson.wild-ones.instruction": "Velho 2 tarjosi viisi vitosta. Näet kupissasi vain kaksi vitosta, ja viisi kuulostaa paljolta. Ennen "
    "kuin huudat VALEHTELIJA, laske uudelleen: jokainen ykkönen lasketaan tarjotuksi silmäluvuksi "
    "(exacto.wild-ones). Tee siirto, jota laskelma tukee: VALEHTELIJA, EXACTO tai korotus, joka on "
    "todennäköisemmin tosi kuin epätosi.",
    "lesson.wild-ones.hint.1": "Kaksi ykköstäsi lasketaan vitosiksi.",
    "lesson.wild-ones.hint.2": "Sinulla on jo neljä viidestä; piilossa on 10 noppaa, ja kukin on 5 tai 1 "
    "todennäköisyydellä 1/3.",
    "lesson.wild-ones.hint.3": "Kuusi tai seitsemän vitosta on hyvä korotus.",
    "lesson.bid-ones.title": "Tarjoaminen ykkösille (muunnelma)",
    "lesson.bid-ones.instruction": "Tässä pelissä on käytössä säännön exacto.wild-ones bid_ones-muunnelma: ykkösille SAA tarjota. Ykkönen "
    "lasketaan vain ykkösille tehtyyn tarjoukseen, joten kukin piilossa oleva noppa tukee sitä "
    "todennäköisyydellä 1/6. Siirtyminen toisesta silmäluvusta ykkösiin vaatii vähintään puolet määrästä "
    "ylöspäin pyöristettynä. Velho 3 tarjosi kuusi nelosta, ja sinulla on kolme ykköstä: siirry "
    "uskottavaan tarjoukseen ykkösille.",
    "lesson.bid-ones.hint.1": "Puolet kuudesta ylöspäin pyöristettynä on kolme: kaksi ykköstä ei riitä siirtymiseen.",
    "lesson.bid-ones.hint.2": "Sinulla itselläsi on kolme ykköstä, joten kolme tai neljä ykköstä on hyvin "
    "todennäköisesti tosi.",
    "lesson.liar.title": "Huuda VALEHTELIJA",
    "lesson.liar.instruction": "Velho 2 tarjosi seitsemän kuutosta. VALEHTELIJA-huuto päättää kierroksen: kaikki kupit nostetaan ja "
    "kuutoset lasketaan yhdessä ykkösten kanssa. Jos niitä on vähintään seitsemän, sinä huutajana menetät "
    "nopan; jos vähemmän, tarjoaja menettää (exacto.liar). Katso noppiasi ja päätä.",
    "lesson.liar.hint.1": "Sinulla ei ole kuutosia eikä ykkösiä: kaikkien seitsemän pitäisi olla muiden 10 "
    "nopan joukossa.",
    "lesson.liar.hint.2": "Jokainen piilossa oleva noppa on 6 tai 1 todennäköisyydellä 1/3: odota noin 3 "
    "kymmenestä, ei 7.",
    "lesson.exacto.title": "Milloin huutaa EXACTO",
    "lesson.exacto.instruction": "Pöydällä on enää 7 noppaa: sinun 4 ja velhon 1 kolme. Velho 1 tarjosi kolme nelosta. EXACTO "
    "tarkoittaa ”tasan näin monta”: jos olet oikeassa, saat nopan ja tarjoaja menettää yhden; jos väärässä, "
    "menetät itse yhden (exacto.exacto). Vertaa VALEHTELIJAA, EXACTOa ja kaikkia korotuksia, jotka voit "
    "tehdä, ja tee siirto, joka on todennäköisimmin oikea.",
    "lesson.exacto.hint.1": "Sinulla on kaksi noppaa, jotka lasketaan nelosiksi (4 ja jokeriykkönen): tarjous "
    "tarvitsee tasan yhden 3 piilossa olevasta nopasta.",
    "lesson.exacto.hint.2": "P(tasan yksi kolmesta) = 3 x (1/3) x (2/3)^2 = 4/9. Vertaa VALEHTELIJAN "
    "todennäköisyyteen P(ei yhtään).",
    "lesson.exacto.hint.3": "Korotus on oikein vain, jos se on tosi: kolme vitosta, kolme kuutosta tai neljä "
    "nelosta tarvitsevat kukin kaksi 3 piilossa olevasta nopasta (P = 7/27).",
    "lesson.exacto-cap.title": "EXACTO viidellä nopalla",
    "lesson.exacto-cap.instruction": "Sinulla on jo 5 noppaa, eikä velholla voi olla enempää: oikea EXACTO ei tuo sinulle mitään "
    "(exacto.exacto). Velho 2 tarjosi neljä vitosta, ja 3 noppaa on piilossa. Onko EXACTO yhä paras "
    "siirtosi? Tee siirto, jolla on parhaat mahdollisuudet.",
    "lesson.exacto-cap.hint.1": "Sinulla on kolme noppaa, jotka lasketaan vitosiksi (5, 5 ja jokeriykkönen).",
    "lesson.exacto-cap.hint.2": "Oikea EXACTO maksaa tarjoajalle silti nopan, vaikka et itse voi saada uutta.",
    "lesson.elimination.title": "Pudota velho pelistä",
    "lesson.elimination.instruction": "Velholla 2 on jäljellä vain yksi noppa, ja hän tarjosi kuusi vitosta. Velho, joka menettää viimeisen "
    "noppansa, putoaa pelistä (exacto.elimination). Huuda niin, että velho 2 putoaa.",
    "lesson.elimination.hint.1": "Laske nopat: pöydällä 9, niistä 5 sinun, eikä yksikään omistasi ole 5 tai 1.",
    "lesson.elimination.hint.2": "Kuutta vitosta ei voi olla 4 piilossa olevan nopan joukossa.",
    "lesson.next-round.title": "Kuka aloittaa seuraavan kierroksen",
    "lesson.next-round.instruction": "Lue loki: viime kierroksella velho 3 huusi VALEHTELIJA velhon 2 tarjoukseen, oli väärässä ja menetti "
    "viimeisen noppansa. Seuraavan kierroksen aloittaa nopan menettänyt velho, mutta velho 3 on pudonnut, "
    "joten aloittaa istumajärjestyksessä seuraava velho, jolla on vielä noppia: sinä (exacto.next-round). "
    "Kaikki ovat heittäneet uudelleen (exacto.roll). Avaa uusi kierros tarjouksella, joka on "
    "todennäköisemmin tosi kuin epätosi.",
    "lesson.next-round.hint.1": "Nämä ovat uusia noppia: joka kierroksella heitetään uudelleen.",
    "lesson.next-round.hint.2": "Tarjoa silmälukua, jota sinulla on eniten (ykkösesi lasketaan myös siihen).",
    "lesson.next-round.hint.3": "Pöydällä on nyt 12 noppaa: noin kolmasosa niistä 7:stä, joita et näe, auttaa.",
    "lesson.winner.title": "Voita peli",
    "lesson.winner.instruction": "Jäljellä on kaksi velhoa, kummallakin yksi noppa. Velho 1 tarjosi yhden vitosen. Kun noppia on enää "
    "yhdellä velholla, hän voittaa (exacto.winner). Huuda se, mikä todennäköisimmin voittaa.",
    "lesson.winner.hint.1": "Noppasi on 3: sitä ei lasketa vitoseksi.",
    "lesson.winner.hint.2": "Velhon 1 noppa on 5 tai 1 todennäköisyydellä 1/3, joten tarjous on väärä "
    "todennäköisyydellä 2/3.",
    "quiz.at-least-10-fours.question": "Kuusi velhoa, 30 noppaa, etkä tunne niistä yhtäkään. Velho 0 tarjoaa kymmenen nelosta. Mikä on "
    "todennäköisyys, että nelosia on vähintään kymmenen (ykköset lasketaan nelosiksi)?",
    "quiz.at-least-10-fours.explanation": "Jokainen noppa on 4 tai jokeriykkönen todennäköisyydellä 1/3, joten määrä noudattaa binomijakaumaa, "
    "n = 30, p = 1/3. P(vähintään 10) = summa j = 10..30 yli termeistä C(30, j) (1/3)^j (2/3)^(30-j) = "
    "{p, number, 4}. Kymmenen on odotettu määrä, ja ”vähintään keskiarvo” on vain vähän parempi kuin "
    "kolikonheitto.",
    "quiz.at-least-10-fours.hint": "Binomijakauma: 30 noppaa, kukin tukee tarjousta todennäköisyydellä p = 1/3. "
    "Laske yhteen j = 10, 11, ..., 30.",
    "quiz.exactly-10-fours.question": "Sama pöytä: 30 tuntematonta noppaa. Mikä on todennäköisyys, että nelosia on TASAN kymmenen (ykköset "
    "mukaan lukien)? Juuri sitä EXACTO kymmenelle neloselle vaatii.",
    "quiz.exactly-10-fours.explanation": "Vain termi j = 10: C(30, 10) (1/3)^10 (2/3)^20 = {p, number, 4}. Todennäköisinkin määrä toteutuu vain "
    "noin joka {one_in, number, 0}. kerta: siksi EXACTO on huuto pelin loppuun, kun piilossa on vähän "
    "noppia.",
    "quiz.exactly-10-fours.hint": "”Tasan” on binomisumman yksi termi, ei koko häntä.",
    "quiz.expected-count.question": "Montako nelosta (ykköset mukaan lukien) odotat keskimäärin 30 tuntemattoman "
    "nopan joukossa?",
    "quiz.expected-count.explanation": "Odotettu määrä = n x p = 30 x 1/3 = {mean, number, 2}. Ilman jokeriykkösiä se olisi vain 30 x 1/6 = "
    "5: alkuperäisten sääntöjen ”vähintään viisi mitä tahansa silmälukua”.",
    "quiz.expected-count.hint": "Binomijakauman keskiarvo on n kertaa p.",
    "quiz.expected-count.unit": "noppaa",
    "quiz.own-dice-10-fours.question": "Sinulla on 1, 4, 4, 2, 6, ja muiden kuppien alla on piilossa 25 noppaa. Mikä on todennäköisyys, että "
    "koko pöydällä on vähintään kymmenen nelosta?",
    "quiz.own-dice-10-fours.explanation": "Sinulla on jo kolme (4, 4 ja jokeriykkönen), joten tarvitset vähintään 7 piilossa olevasta 25 "
    "nopasta: summa j = 7..25 yli termeistä C(25, j) (1/3)^j (2/3)^(25-j) = {p, number, 4}, eli enemmän "
    "kuin {before, number, 4} silloin, kun et tiennyt mitään.",
    "quiz.own-dice-10-fours.hint": "Laske ensin, mitä sinulla on (ykköset mukaan lukien), ja mieti sitten, "
    "montako piilossa olevien noppien pitää vielä antaa.",
    "quiz.liar-wins.question": "Sinulla on 2, 3, 4, 5, 5; piilossa on 10 noppaa. Edellinen velho tarjosi seitsemän kuutosta, ja "
    "huudat VALEHTELIJA. Mikä on todennäköisyys, että voitat haasteen?",
    "quiz.liar-wins.explanation": "Sinulla ei ole kuutosia eikä ykkösiä, joten tarjous tarvitsee 7 piilossa olevasta 10 nopasta. "
    "VALEHTELIJA voittaa, jos alle 7 niistä on 6 tai 1: 1 - P(vähintään 7) = {p, number, 4}.",
    "quiz.liar-wins.hint": "VALEHTELIJA voittaa juuri silloin, kun tarjous on väärä: 1 miinus P(vähintään 7).",
    "quiz.bid-ones.question": "Muunnelma ”tarjous ykkösillä”: ykkösille tehdyssä tarjouksessa lasketaan vain ykköset. Mikä on todennäköisyys, "
    "että 30 tuntemattoman nopan joukossa on vähintään viisi ykköstä?",
    "quiz.bid-ones.explanation": "Nyt tarjousta tukee vain 1: p = 1/6, ei 1/3. P(vähintään 5) = summa j = 5..30 yli termeistä C(30, j) "
    "(1/6)^j (5/6)^(30-j) = {p, number, 4}. Viisi on ykkösten odotettu määrä, joten tulos on lähellä "
    "puolta, kuten kymmenellä nelosella, kun p = 1/3.",
    "quiz.bid-ones.hint": "Sama binomijakauma, mutta p = 1/6.",
}

LESSON_MESSAGES = Messages("exacto-lessons", {"en": EN, "lv": LV, "fi": FI, "ru": RU}, FORMATTERS)


def reveal_marker(lang: str = "en") -> str:
    """The words that start, in ``lang``, what the public reveal after a call showed."""
    return LESSON_MESSAGES.render("reveal", lang=lang)
