"""The engine core's own refusals (input that is no action, a game that is over) in
English, Latvian, Finnish and Russian. Syntax: rules_engine.i18n."""
from __future__ import annotations

from .i18n import Messages

CORE_MESSAGES = Messages("core", {
    "en": {
        "input.needs-field": "A '{kind}' action needs a '{field}'.",
        "input.no-such-field": "A '{kind}' action has no field '{field}'.",
        "input.whole-number": "'{field}' must be a whole number, not {value}.",
        "input.not-this-game": "{type} is not an action of this game.",
        "input.not-an-object": "An action must be an object with a 'kind', not {type}.",
        "input.unknown-kind": "Unknown action kind {kind}; this game knows {known}.",
        "game-over": "The game is over; start a new one.",
        "nothing-to-undo": "There is nothing to undo.",
        "bot.random": "Picked {_action, action} at random from {n, plural, one {# legal action} other {# legal actions}}.",
        "bot.student": "{name} chose it (a student bot gives no reason).",
        "bot.method.random": "it picks any legal move at random.",
        "bot.method.student": "it follows the code its author wrote; it gives no reasons.",
    },
    "lv": {
        "input.needs-field": "Darbībai '{kind}' vajag lauku '{field}'.",
        "input.no-such-field": "Darbībai '{kind}' nav lauka '{field}'.",
        "input.whole-number": "'{field}' jābūt veselam skaitlim, nevis {value}.",
        "input.not-this-game": "{type} nav šīs spēles darbība.",
        "input.not-an-object": "Darbībai jābūt objektam ar lauku 'kind', nevis {type}.",
        "input.unknown-kind": "Nezināms darbības veids {kind}; šī spēle zina: {known}.",
        "game-over": "Spēle ir beigusies; sāciet jaunu.",
        "nothing-to-undo": "Nav nekā, ko atsaukt.",
        "bot.random": "Nejauši izvēlēts {_action, action} no {n, plural, zero {# atļautajiem gājieniem} one {# atļautā gājiena} other {# atļautajiem gājieniem}}.",
        "bot.student": "{name} izvēlējās šo (skolēna robots iemeslu nesniedz).",
        "bot.method.random": "tas izvēlas jebkuru atļautu gājienu nejauši.",
        "bot.method.student": "tas seko kodam, ko uzrakstījis tā autors; iemeslus tas nesniedz.",
    },
    "fi": {
        "input.needs-field": "Toiminto '{kind}' tarvitsee kentän '{field}'.",
        "input.no-such-field": "Toiminnolla '{kind}' ei ole kenttää '{field}'.",
        "input.whole-number": "Kentän '{field}' pitää olla kokonaisluku, ei {value}.",
        "input.not-this-game": "{type} ei ole tämän pelin toiminto.",
        "input.not-an-object": "Toiminnon pitää olla olio, jolla on kenttä 'kind', ei {type}.",
        "input.unknown-kind": "Tuntematon toiminto {kind}; tämä peli tuntee: {known}.",
        "game-over": "Peli on päättynyt; aloita uusi.",
        "nothing-to-undo": "Ei ole mitään peruttavaa.",
        "bot.random": "Valitsi {_action, action} sattumalta {n, plural, one {# sallitusta siirrosta} other {# sallitusta siirrosta}}.",
        "bot.student": "{name} valitsi tämän (oppilaan botti ei kerro perustetta).",
        "bot.method.random": "se valitsee minkä tahansa sallitun siirron satunnaisesti.",
        "bot.method.student": "se noudattaa tekijänsä kirjoittamaa koodia; perusteluja se ei anna.",
    },
    "ru": {
        "input.needs-field": "Действию '{kind}' нужно поле '{field}'.",
        "input.no-such-field": "У действия '{kind}' нет поля '{field}'.",
        "input.whole-number": "'{field}' должно быть целым числом, а не {value}.",
        "input.not-this-game": "{type} — не действие этой игры.",
        "input.not-an-object": "Действие должно быть объектом с полем 'kind', а не {type}.",
        "input.unknown-kind": "Неизвестный вид действия {kind}; в этой игре есть: {known}.",
        "game-over": "Игра окончена; начните новую.",
        "nothing-to-undo": "Отменять нечего.",
        "bot.random": "Случайный выбор: {_action, action} из {n, plural, one {# допустимого хода} few {# допустимых ходов} many {# допустимых ходов} other {# допустимого хода}}.",
        "bot.student": "{name} выбрал этот ход (бот ученика не объясняет свой выбор).",
        "bot.method.random": "он выбирает любой разрешённый ход наугад.",
        "bot.method.student": "он следует коду, который написал его автор; объяснений он не даёт.",
    },
}, {"action": lambda action, lang: action.describe(lang)})
