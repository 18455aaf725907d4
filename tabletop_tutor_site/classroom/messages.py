"""The class server's own words in English, Latvian, Finnish and Russian: its refusals
(rendered in the reader's language; syntax: rules_engine.i18n) and the labels of the
class page (``ui.*``, sent to the page: its JavaScript hard-codes no language)."""
from __future__ import annotations

from rules_engine.i18n import Messages

EN = {
    "c.too-big": "A message may be at most {limit, plural, one {# byte} other {# bytes}} long.",
    "c.not-json": "A message must be JSON text.",
    "c.not-object": "A message must be an object with a 'type', not {type}.",
    "c.unknown": "Unknown message type {kind}; known: {known}.",
    "c.needs": "A '{kind}' message needs a '{field}'.",
    "c.type": "'{field}' in a '{kind}' message must be {want, select, int {a whole number} object {an object} "
              "text {text} bool {true or false} other {something else}}, not {value}.",
    "c.extra": "A '{kind}' message has no field {field}.",
    "c.rate": "Too many messages: wait a moment, then send again.",
    "c.guess": "Too many wrong room codes or seat tokens from this device: wait "
               "{seconds, plural, one {# second} other {# seconds}} and try again.",
    "c.no-room": "There is no room {room}: check the code on the projector.",
    "c.full": "Room {room} is full: every seat has a player.",
    "c.bad-name": "A name is 1 to {limit, plural, one {# character} other {# characters}} long, "
                  "without control characters.",
    "c.bad-token": "This seat token is not valid: join again with the room code and your name.",
    "c.not-seated": "Join a room first, with its code and your name.",
    "c.seated": "This connection already has a seat.",
    "c.teacher-only": "Only the teacher, with the teacher's link, may do that.",
    "c.waiting": "The game starts when every seat is taken: "
                 "{free, plural, one {# seat is} other {# seats are}} still free.",
    "c.not-your-turn": "It is not your turn: {who} is to move.",
    "c.over": "The game is over.",
    "c.bad-game": "There is no game {game}; known: {known}.",
    "c.bad-players": "{game} is played by {low} to {high} players, not {value}.",
    "c.bad-seat": "Seat {value} is not at this table (seats 0 to {high}).",
    "c.bad-bot": "There is no bot {bot} for {game}; known: {known}.",
    "c.bad-lang": "The language {value} is not offered; choose one of {known}.",
    "c.no-people": "A room needs at least one seat for a person.",
    "c.internal": "The server could not handle this message ({kind}); nothing changed.",
    "c.bot-name": "{name} (bot)",
    "ui.title": "Class table",
    "ui.join": "Join",
    "ui.room": "Room code",
    "ui.name": "Your name",
    "ui.you": "You: {name}, seat {seat}",
    "ui.turn": "{who} is to move.",
    "ui.your-turn": "Your turn: choose a move.",
    "ui.play": "Play",
    "ui.log": "What happened",
    "ui.table": "The table",
    "ui.players": "Players",
    "ui.over": "The game is over.",
    "ui.lost": "Connection lost; reconnecting…",
}

LV = {
    "c.too-big": "Ziņa drīkst būt ne garāka par "
                 "{limit, plural, zero {# baitiem} one {# baitu} other {# baitiem}}.",
    "c.not-json": "Ziņai jābūt JSON tekstam.",
    "c.not-object": "Ziņai jābūt objektam ar 'type', nevis {type}.",
    "c.unknown": "Nezināms ziņas veids {kind}; zināmie: {known}.",
    "c.needs": "Ziņai '{kind}' vajag lauku '{field}'.",
    "c.type": "Laukam '{field}' ziņā '{kind}' jābūt {want, select, int {veselam skaitlim} object {objektam} "
              "text {tekstam} bool {true vai false} other {kam citam}}, nevis {value}.",
    "c.extra": "Ziņai '{kind}' nav lauka {field}.",
    "c.rate": "Pārāk daudz ziņu: brīdi pagaidi un sūti vēlreiz.",
    "c.guess": "No šīs ierīces pārāk daudz nepareizu istabu kodu vai vietu žetonu: pagaidi "
               "{seconds, plural, zero {# sekunžu} one {# sekundi} other {# sekundes}} un mēģini vēlreiz.",
    "c.no-room": "Istabas {room} nav: pārbaudi kodu uz ekrāna.",
    "c.full": "Istaba {room} ir pilna: katrā vietā ir spēlētājs.",
    "c.bad-name": "Vārdā ir 1 līdz {limit, plural, zero {# rakstzīmēm} one {# rakstzīmei} other {# rakstzīmēm}}, "
                  "bez vadības rakstzīmēm.",
    "c.bad-token": "Šis vietas žetons nav derīgs: pievienojies vēlreiz ar istabas kodu un savu vārdu.",
    "c.not-seated": "Vispirms pievienojies istabai ar tās kodu un savu vārdu.",
    "c.seated": "Šim savienojumam jau ir vieta.",
    "c.teacher-only": "To drīkst tikai skolotājs ar skolotāja saiti.",
    "c.waiting": "Spēle sākas, kad visas vietas ir aizņemtas: vēl brīvas "
                 "{free, plural, zero {# vietas} one {# vieta} other {# vietas}}.",
    "c.not-your-turn": "Nav tava kārta: gājiens ir {who}.",
    "c.over": "Spēle ir beigusies.",
    "c.bad-game": "Spēles {game} nav; zināmās: {known}.",
    "c.bad-players": "{game} spēlē no {low} līdz {high} spēlētājiem, nevis {value}.",
    "c.bad-seat": "Vietas {value} pie šī galda nav (vietas no 0 līdz {high}).",
    "c.bad-bot": "Spēlei {game} nav robota {bot}; zināmie: {known}.",
    "c.bad-lang": "Valoda {value} netiek piedāvāta; izvēlies kādu no {known}.",
    "c.no-people": "Istabā vajag vismaz vienu vietu cilvēkam.",
    "c.internal": "Serveris nevarēja apstrādāt šo ziņu ({kind}); nekas nemainījās.",
    "c.bot-name": "{name} (robots)",
    "ui.title": "Klases galds",
    "ui.join": "Pievienoties",
    "ui.room": "Istabas kods",
    "ui.name": "Tavs vārds",
    "ui.you": "Tu: {name}, vieta {seat}",
    "ui.turn": "Gājiens ir {who}.",
    "ui.your-turn": "Tava kārta: izvēlies gājienu.",
    "ui.play": "Spēlēt",
    "ui.log": "Kas notika",
    "ui.table": "Galds",
    "ui.players": "Spēlētāji",
    "ui.over": "Spēle ir beigusies.",
    "ui.lost": "Savienojums zaudēts; savienojos no jauna…",
}

FI = {
    "c.too-big": "Viesti saa olla enintään {limit, plural, one {# tavun} other {# tavun}} pituinen.",
    "c.not-json": "Viestin täytyy olla JSON-tekstiä.",
    "c.not-object": "Viestin täytyy olla olio, jolla on 'type', ei {type}.",
    "c.unknown": "Tuntematon viestityyppi {kind}; tunnetut: {known}.",
    "c.needs": "Viesti '{kind}' tarvitsee kentän '{field}'.",
    "c.type": "Kentän '{field}' viestissä '{kind}' täytyy olla {want, select, int {kokonaisluku} object {olio} "
              "text {tekstiä} bool {true tai false} other {jotain muuta}}, ei {value}.",
    "c.extra": "Viestissä '{kind}' ei ole kenttää {field}.",
    "c.rate": "Liikaa viestejä: odota hetki ja lähetä sitten uudelleen.",
    "c.guess": "Tästä laitteesta on tullut liikaa vääriä huonekoodeja tai paikkatunnuksia: odota "
               "{seconds, plural, one {# sekunti} other {# sekuntia}} ja yritä uudelleen.",
    "c.no-room": "Huonetta {room} ei ole: tarkista koodi valkokankaalta.",
    "c.full": "Huone {room} on täynnä: joka paikalla on pelaaja.",
    "c.bad-name": "Nimessä on 1–{limit, plural, one {# merkki} other {# merkkiä}}, ilman ohjausmerkkejä.",
    "c.bad-token": "Tämä paikkatunnus ei kelpaa: liity uudelleen huonekoodilla ja nimelläsi.",
    "c.not-seated": "Liity ensin huoneeseen sen koodilla ja nimelläsi.",
    "c.seated": "Tällä yhteydellä on jo paikka.",
    "c.teacher-only": "Vain opettaja voi tehdä sen, opettajan linkillä.",
    "c.waiting": "Peli alkaa, kun kaikki paikat on otettu: vielä "
                 "{free, plural, one {# paikka on} other {# paikkaa on}} vapaana.",
    "c.not-your-turn": "Nyt ei ole sinun vuorosi: vuorossa on {who}.",
    "c.over": "Peli on päättynyt.",
    "c.bad-game": "Peliä {game} ei ole; tunnetut: {known}.",
    "c.bad-players": "Peliä {game} pelaa {low}–{high} pelaajaa, ei {value}.",
    "c.bad-seat": "Paikkaa {value} ei ole tässä pöydässä (paikat 0–{high}).",
    "c.bad-bot": "Pelissä {game} ei ole bottia {bot}; tunnetut: {known}.",
    "c.bad-lang": "Kieltä {value} ei ole tarjolla; valitse jokin näistä: {known}.",
    "c.no-people": "Huoneessa tarvitaan ainakin yksi paikka ihmiselle.",
    "c.internal": "Palvelin ei voinut käsitellä tätä viestiä ({kind}); mikään ei muuttunut.",
    "c.bot-name": "{name} (botti)",
    "ui.title": "Luokan pöytä",
    "ui.join": "Liity",
    "ui.room": "Huonekoodi",
    "ui.name": "Nimesi",
    "ui.you": "Sinä: {name}, paikka {seat}",
    "ui.turn": "Vuorossa on {who}.",
    "ui.your-turn": "Sinun vuorosi: valitse siirto.",
    "ui.play": "Pelaa",
    "ui.log": "Mitä tapahtui",
    "ui.table": "Pöytä",
    "ui.players": "Pelaajat",
    "ui.over": "Peli on päättynyt.",
    "ui.lost": "Yhteys katkesi; yhdistetään uudelleen…",
}

RU = {
    "c.too-big": "Сообщение может быть не длиннее "
                 "{limit, plural, one {# байта} few {# байтов} many {# байтов} other {# байта}}.",
    "c.not-json": "Сообщение должно быть текстом JSON.",
    "c.not-object": "Сообщение должно быть объектом с полем 'type', а не {type}.",
    "c.unknown": "Неизвестный тип сообщения {kind}; известные: {known}.",
    "c.needs": "Сообщению '{kind}' нужно поле '{field}'.",
    "c.type": "Поле '{field}' в сообщении '{kind}' должно быть {want, select, int {целым числом} "
              "object {объектом} text {текстом} bool {true или false} other {чем-то другим}}, а не {value}.",
    "c.extra": "У сообщения '{kind}' нет поля {field}.",
    "c.rate": "Слишком много сообщений: подождите немного и отправьте снова.",
    "c.guess": "С этого устройства слишком много неверных кодов комнат или жетонов мест: подождите "
               "{seconds, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}} "
               "и попробуйте снова.",
    "c.no-room": "Комнаты {room} нет: проверьте код на экране.",
    "c.full": "Комната {room} заполнена: на каждом месте есть игрок.",
    "c.bad-name": "Имя длиной от 1 до {limit, plural, one {# символа} few {# символов} many {# символов} "
                  "other {# символа}}, без управляющих символов.",
    "c.bad-token": "Этот жетон места недействителен: войдите снова с кодом комнаты и своим именем.",
    "c.not-seated": "Сначала войдите в комнату с её кодом и своим именем.",
    "c.seated": "У этого соединения уже есть место.",
    "c.teacher-only": "Это может только учитель, по ссылке учителя.",
    "c.waiting": "Игра начнётся, когда все места будут заняты: ещё свободно "
                 "{free, plural, one {# место} few {# места} many {# мест} other {# места}}.",
    "c.not-your-turn": "Сейчас не ваш ход: ходит {who}.",
    "c.over": "Игра окончена.",
    "c.bad-game": "Игры {game} нет; известные: {known}.",
    "c.bad-players": "В {game} играют от {low} до {high} игроков, а не {value}.",
    "c.bad-seat": "Места {value} за этим столом нет (места от 0 до {high}).",
    "c.bad-bot": "Для {game} нет бота {bot}; известные: {known}.",
    "c.bad-lang": "Язык {value} не предлагается; выберите один из: {known}.",
    "c.no-people": "В комнате нужно хотя бы одно место для человека.",
    "c.internal": "Сервер не смог обработать это сообщение ({kind}); ничего не изменилось.",
    "c.bot-name": "{name} (бот)",
    "ui.title": "Классный стол",
    "ui.join": "Войти",
    "ui.room": "Код комнаты",
    "ui.name": "Ваше имя",
    "ui.you": "Вы: {name}, место {seat}",
    "ui.turn": "Ходит {who}.",
    "ui.your-turn": "Ваш ход: выберите ход.",
    "ui.play": "Сыграть",
    "ui.log": "Что произошло",
    "ui.table": "Стол",
    "ui.players": "Игроки",
    "ui.over": "Игра окончена.",
    "ui.lost": "Соединение потеряно; переподключаемся…",
}

CLASS_MESSAGES = Messages("classroom", {"en": EN, "lv": LV, "fi": FI, "ru": RU})


def ui_strings(lang: str) -> dict[str, str]:
    """The page's labels in ``lang`` (templates; the page fills in the names)."""
    return {key: CLASS_MESSAGES.template(key, lang) for key in EN if key.startswith("ui.")}
