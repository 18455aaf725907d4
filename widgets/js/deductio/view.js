// Deductio's whole widget: toolbar, the seats (numbers, clues upright or sideways,
// trophies), the clue row, the ability prompt, the guess control, the candidate grid, the
// Reveal told step by step, the hot-seat curtain, the flow row (Next, Why?), error line,
// log / rules / keys tabs and bot pacing. Python decides every rule: every row clue may be
// sent, and the engine refuses a false one citing its rule.
import { h, replace } from "../shared/dom.js";
import { createGameFrame, FLOW_KEYS, seatName, TABLE_TRAITS } from "../shared/gameview.js";
import { createFlow } from "../shared/flow.js";
import { saveSettings } from "../shared/model.js";
import { numberMark, statusLine, clueWords, whereWords, turnKinds } from "./logic.js";
import { createGrid, bitsBadge } from "./grid.js";
import { createRevealSteps } from "./reveal.js";
import { createCurtain } from "../shared/curtain.js";

export const TRAITS = [...TABLE_TRAITS, "hint", "clues", "reveal", "curtain"];

export const KEYMAP = {
  t: "takeAll",
  g: "guess",
  p: "peek",
  s: "pass",
  c: "candidates",
  r: "ready",
  1: "row1",
  2: "row2",
  3: "row3",
  ...FLOW_KEYS,
};

const KEY_HELP = [
  ["T", "ui.deductio.key.take-all"],
  ["G", "ui.deductio.key.guess"],
  ["P", "ui.deductio.key.peek"],
  ["S", "ui.deductio.key.pass"],
  ["1 2 3", "ui.deductio.key.row"],
  ["C", "ui.deductio.key.candidates"],
  ["R", "ui.deductio.key.ready"],
  ["N", "ui.deductio.key.next"],
  ["U", "ui.key.undo"],
  ["ui.keys.why", "ui.deductio.key.why"],
];

const CARD = { display: "inline-block", border: "1px solid currentColor", borderRadius: "6px", padding: "2px 6px", margin: "2px" };
const SIDEWAYS = { ...CARD, opacity: "0.75", fontStyle: "italic", borderStyle: "dashed" };

/** The game's table front end (a lesson mounts it too: widgets/js/games.generated.js). */
export const mount = (args) => mountDeductio(args);

export function mountDeductio({ model, el, lesson = false, timers = globalThis }) {
  let reveal = null; // the Reveal display holds the bots while it is told
  const frame = createGameFrame({
    model,
    lesson,
    timers,
    game: "deductio",
    name: "Deductio",
    teacherText: "ui.deductio.teacher",
    keyHelp: KEY_HELP,
    pacing: { isHeld: () => !!reveal && reveal.running() },
  });
  const { send, settings, label } = frame;
  const act = (action) => send({ type: "act", action });

  const tabs = frame.logRulesKeysTabs("ui.deductio.tabs");
  const newButton = frame.newGameButton();
  const everyToggle = settings.toggle("show_every_option", "ui.deductio.every-option", "every-option-toggle");
  everyToggle.hidden = lesson;
  const gridToggle = settings.toggle("show_probability", "ui.deductio.candidates", "candidates-toggle");
  // The candidate grid is a help, like Exacto's odds, so it stays in sight; the display settings fold.
  const toolbar = frame.toolbar(newButton, gridToggle, frame.displayMenu(everyToggle));

  // -- the middle: decks, face-up numbers ----------------------------------------------
  const decks = h("div", { class: "tt-d-decks", "data-testid": "decks" });
  const faceUp = h("div", { class: "tt-d-face-up", "data-testid": "face-up" });
  const seats = h("div", { class: "tt-d-seats", "data-testid": "seats" });
  const peeks = h("div", { class: "tt-d-peeks", "data-testid": "peeks" });
  const misses = h("div", { class: "tt-d-misses", "data-testid": "wrong-guesses" });

  // -- the clue row and the take-all button ----------------------------------------------
  const rowLabel = label(h("strong", {}), { text: "ui.deductio.row" });
  const rowCards = h("div", { class: "tt-d-row-cards", role: "group" });
  const takeAllBits = h("small", { class: "tt-d-bits-badge", "data-testid": "take-all-bits", hidden: true });
  const takeAll = label(
    h("button", {
      class: "tt-btn",
      type: "button",
      "data-testid": "take-all",
      "aria-keyshortcuts": "T",
      onclick: () => act({ kind: "take_all" }),
    }),
    { text: "ui.deductio.take-all", title: "ui.deductio.take-all-title" },
  );
  const row = h("div", { class: "tt-d-row", "data-testid": "row" }, rowLabel, " ", rowCards, takeAll, " ", takeAllBits);

  // -- the ability prompt ----------------------------------------------------------------
  const abilityText = h("span", { "data-testid": "ability-text" });
  const peekButton = label(
    h("button", {
      class: "tt-btn tt-btn-primary",
      type: "button",
      "data-testid": "peek-button",
      "aria-keyshortcuts": "P",
      onclick: () => act({ kind: "peek" }),
    }),
    { text: "ui.deductio.peek" },
  );
  const passButton = label(
    h("button", {
      class: "tt-btn",
      type: "button",
      "data-testid": "pass-button",
      "aria-keyshortcuts": "S",
      onclick: () => act({ kind: "pass" }),
    }),
    { text: "ui.deductio.pass" },
  );
  const ability = h(
    "div",
    { class: "tt-d-ability", "data-testid": "ability", role: "group", hidden: true },
    abilityText,
    " ",
    peekButton,
    passButton,
  );
  const penalty = h("div", { class: "tt-d-penalty tt-wait", "data-testid": "penalty", hidden: true });

  // -- the guess control: a player and a number 1..20 -------------------------------------
  const target = label(h("select", { class: "tt-select", "data-testid": "guess-target" }), { "aria-label": "ui.deductio.guess-whose" });
  const number = label(
    h(
      "select",
      { class: "tt-select", "data-testid": "guess-number" },
      Array.from({ length: 20 }, (_, i) => h("option", { value: String(i + 1) }, String(i + 1))),
    ),
    { "aria-label": "ui.deductio.guess-which" },
  );
  const guessButton = label(
    h("button", {
      class: "tt-btn tt-btn-primary",
      type: "button",
      "data-testid": "guess-button",
      "aria-keyshortcuts": "G",
      onclick: () => guess(),
    }),
    { text: "ui.deductio.guess-button", title: "ui.deductio.guess-title" },
  );
  const guessBox = label(
    h(
      "div",
      { class: "tt-d-guess", "data-testid": "guess", role: "group" },
      label(h("span", { class: "tt-ctl-label" }), { text: "ui.deductio.guess-player" }),
      " ",
      target,
      " ",
      label(h("span", { class: "tt-ctl-label" }), { text: "ui.deductio.guess-number" }),
      " ",
      number,
      " ",
      guessButton,
    ),
    { "aria-label": "ui.deductio.guess" },
  );

  // Next tells the Reveal's next step first, then asks for the bot's move
  const next = () => (reveal.running() ? reveal.advance() : frame.stepBot());
  const flow = createFlow({
    onNext: () => next(),
    nextTitle: "ui.deductio.next-title",
    whyTitle: "ui.deductio.why-title",
    nameOf: (info, s, _you, tr) => seatName(info, s, tr),
  });
  const grid = createGrid();
  reveal = createRevealSteps({ label, timers, onChange: () => render() });
  const curtain = createCurtain({
    label,
    onReady: () => send({ type: "ready" }),
    words: { title: "ui.deductio.curtain", note: "ui.deductio.curtain-note", ready: "ui.deductio.ready" },
  });
  const controls = h("div", { class: "tt-controls", "data-testid": "controls" }, row, ability, penalty, guessBox, flow.els);

  const table = h("div", { class: "tt-d-table", "data-testid": "deductio-table" }, decks, faceUp, seats, peeks, misses);
  const playArea = h("div", { class: "tt-play" }, curtain.el, curtain.banner, table, reveal.el, controls, grid.el, frame.errorLine.el);
  const side = h("aside", { class: "tt-side" }, tabs.el);
  frame.makeRoot("ui.deductio.root", toolbar, h("div", { class: "tt-main" }, playArea, side));

  function guess() {
    if (guessButton.disabled || target.value === "") return false;
    act({ kind: "guess", target: Number(target.value), number: Number(number.value) });
    return true;
  }
  const press = (button) => () => (button.hidden || button.disabled ? false : (button.click(), true));
  const rowKey = (i) => () => {
    const button = rowCards.querySelectorAll("button")[i];
    return button ? press(button)() : false;
  };
  const toggleGrid = () => {
    saveSettings(model, { show_probability: !(model.get("settings") || {}).show_probability });
    return true;
  };

  // -- render ------------------------------------------------------------------------------
  function clueCard(st, clue, upright, testid) {
    const words = clueWords(st.clues, clue);
    const side = st.tr(upright ? "ui.deductio.upright" : "ui.deductio.sideways");
    return h(
      "span",
      {
        class: `tt-d-clue ${upright ? "tt-d-upright" : "tt-d-sideways"}`,
        "data-testid": testid,
        "data-clue": clue,
        "data-upright": upright ? "true" : "false",
        style: upright ? CARD : SIDEWAYS,
        title: `${side}: ${words}`,
      },
      upright ? "▮ " : "▬ ",
      words,
    );
  }

  function renderDecks(st) {
    const { view, tr } = st;
    replace(
      decks,
      h(
        "span",
        { "data-testid": "clue-deck" },
        tr("ui.deductio.clue-deck", { n: view.clue_deck_size ?? 0, reveals: view.reveals_in_deck ?? 0 }),
      ),
      " · ",
      h("span", { "data-testid": "number-deck" }, tr("ui.deductio.number-deck", { n: view.number_deck_size ?? 0 })),
      " · ",
      h("span", { "data-testid": "discard" }, tr("ui.deductio.discard", { n: (view.discard || []).length })),
      " · ",
      h("span", { "data-testid": "goal" }, tr("ui.deductio.goal", { n: view.goal ?? 0 })),
    );
    const fresh = reveal.highlight();
    replace(
      faceUp,
      h("strong", {}, tr("ui.deductio.face-up")),
      " ",
      (view.face_up || []).map((n) =>
        h("span", { class: `tt-d-number${n === fresh ? " tt-d-fresh" : ""}`, "data-testid": `face-up-${n}`, style: CARD }, String(n)),
      ),
    );
  }

  function renderSeats(st) {
    const { view, tr, seat } = st;
    const players = view.players || st.seatInfo.length;
    const out = [];
    for (let s = 0; s < players; s++) {
      const info = st.seatInfo.find((x) => x.seat === s) || {};
      const n = (view.numbers || [])[s];
      const holding = (view.holding || [])[s] !== false;
      let numberEl;
      if (n !== null && n !== undefined) {
        const mark = numberMark(n);
        numberEl = h(
          "span",
          {
            class: "tt-d-secret",
            "data-testid": s === seat ? "my-number" : `number-${s}`,
            "data-number": n,
            title: tr(mark === "#" ? "ui.deductio.one-digit" : "ui.deductio.two-digits"),
          },
          h("strong", {}, String(n)),
          " ",
          h("span", { class: "tt-d-mark", "data-testid": s === seat ? "my-mark" : `mark-${s}` }, mark),
          // the mark alone ("7 #") is cryptic: say what it counts, as the rules do
          " ",
          h(
            "span",
            { class: "tt-d-digits", "data-testid": s === seat ? "my-digits" : `digits-${s}` },
            tr("ui.deductio.digits", { n: mark.length }),
          ),
        );
      } else {
        numberEl = h(
          "span",
          {
            class: "tt-d-secret",
            "data-testid": `number-${s}`,
            title: tr(holding ? "ui.deductio.hidden-number" : "ui.deductio.no-number"),
          },
          holding ? "?" : "—",
        );
      }
      const cards = ((view.tableau || [])[s] || []).map((c, i) => clueCard(st, c.clue, c.upright, `tableau-${s}-${i}`));
      const trophies = (view.trophies || [])[s] || [];
      out.push(
        h(
          "section",
          {
            class: `tt-d-seat${s === view.current_player ? " tt-d-to-move" : ""}`,
            "data-testid": `seat-${s}`,
            "data-current": s === view.current_player ? "true" : "false",
          },
          h(
            "div",
            { class: "tt-d-seat-head" },
            h("strong", {}, seatName(st.seatInfo, s, tr)),
            s === seat ? [" ", h("span", { class: "tt-badge" }, tr("ui.deductio.you"))] : null,
            info.bot ? [" ", h("span", { class: "tt-badge" }, tr("ui.deductio.bot", { bot: info.bot }))] : null,
            " ",
            numberEl,
          ),
          h(
            "div",
            { class: "tt-d-tableau", "data-testid": `tableau-${s}` },
            cards.length ? cards : h("em", {}, tr("ui.deductio.no-clues")),
          ),
          h(
            "div",
            { class: "tt-d-trophies", "data-testid": `trophies-${s}` },
            tr("ui.deductio.trophies", { n: trophies.length }),
            " ",
            trophies.map((t) => h("span", { class: "tt-d-number", "data-testid": `trophy-${s}-${t}`, style: CARD }, `★ ${t}`)),
          ),
        ),
      );
    }
    replace(seats, out);
  }

  function renderNotes(st) {
    const { view, tr, seat } = st;
    const mine = st.teacher ? [] : (view.peeks || [])[seat] || [];
    peeks.hidden = !mine.length;
    replace(
      peeks,
      mine.length
        ? [
            h("strong", {}, tr("ui.deductio.peeked")),
            " ",
            mine.map((w, i) =>
              h(
                "span",
                { "data-testid": `peek-${i}`, "data-number": w.number, style: CARD },
                whereWords(w, tr, (s) => seatName(st.seatInfo, s, tr)),
              ),
            ),
          ]
        : [],
    );
    const wrong = view.wrong_guesses || [];
    misses.hidden = !wrong.length;
    replace(
      misses,
      wrong.length
        ? [
            h("strong", {}, tr("ui.deductio.wrong-guesses")),
            " ",
            wrong.map((m) =>
              h("span", { style: CARD }, tr("ui.deductio.wrong-guess", { name: seatName(st.seatInfo, m.target, tr), number: m.number })),
            ),
          ]
        : [],
    );
  }

  function renderControls(st) {
    const { view, tr, seat } = st;
    const kinds = turnKinds(st.legal);
    const every = !!st.settings.show_every_option && st.legal.length > 0;
    const clueTurn = kinds.has("clue") || kinds.has("take_all") || (every && view.phase !== "ability");
    // every row clue may be sent: the engine judges it (a false one is refused, with its rule)
    const gridOn = !!st.settings.show_probability;
    replace(
      rowCards,
      (view.row || []).length
        ? view.row.map((c, i) => {
            const b = h(
              "button",
              {
                class: "tt-btn tt-d-clue",
                type: "button",
                "data-testid": `row-clue-${c}`,
                "data-clue": c,
                style: CARD,
                "aria-keyshortcuts": String(i + 1),
                title: `${tr("ui.deductio.play-title")} (${i + 1})`,
                disabled: !clueTurn,
                onclick: () => act({ kind: "clue", clue: c }),
              },
              clueWords(st.clues, c),
              gridOn ? [" ", bitsBadge(st, c)] : null,
            );
            return b;
          })
        : h("em", {}, tr("ui.deductio.row-empty")),
    );
    takeAll.disabled = !clueTurn || !(view.row || []).length;
    const allBits = gridOn ? (st.hint || {}).take_all : null;
    takeAllBits.hidden = allBits === null || allBits === undefined;
    takeAllBits.textContent = takeAllBits.hidden ? "" : tr("ui.deductio.take-all-bits", { bits: allBits });

    const pending = view.pending && view.pending.seat === seat && st.legal.length ? view.pending : null;
    ability.hidden = !pending;
    if (pending) {
      const info = st.clues[String(pending.clue)] || {};
      abilityText.textContent = tr(pending.ability === "free-guess" ? "ui.deductio.free-guess" : "ui.deductio.ability", {
        clue: clueWords(st.clues, pending.clue),
        ability: info.ability || pending.ability,
      });
    }
    peekButton.hidden = !pending || pending.ability === "free-guess";
    peekButton.disabled = !(kinds.has("peek") || (every && pending));
    passButton.disabled = !kinds.has("pass");

    // the penalty while it lasts, whoever pays it: two clue plays, no guess, no ability
    const pen = view.penalty || null;
    penalty.hidden = !pen;
    replace(
      penalty,
      pen
        ? [
            h(
              "strong",
              {},
              pen.seat === seat
                ? tr("ui.deductio.penalty", { n: pen.plays_left })
                : tr("ui.deductio.penalty-other", { name: seatName(st.seatInfo, pen.seat, tr), n: pen.plays_left }),
            ),
            " ",
            tr("ui.deductio.penalty-rule"),
          ]
        : [],
    );

    const others = Array.from({ length: view.players || 0 }, (_, s) => s).filter((s) => s !== seat);
    const keep = target.value;
    replace(
      target,
      others.map((s) => h("option", { value: String(s) }, seatName(st.seatInfo, s, tr))),
    );
    if (others.length) target.value = keep !== "" && others.includes(Number(keep)) ? keep : String(others[0]);
    guessButton.disabled = !(kinds.has("guess") || (every && view.phase !== "ability"));
    target.disabled = number.disabled = guessButton.disabled;
  }

  function state() {
    const st = frame.baseState();
    return {
      ...st,
      legal: model.get("legal") || [],
      clues: model.get("clues") || {},
      hint: model.get("hint") || {},
      reveal: model.get("reveal") || {},
      curtain: model.get("curtain") || {},
      done: frame.lessonDone(),
    };
  }

  let first = true;
  function render() {
    const st = state();
    reveal.update(st, first);
    first = false;
    const behind = curtain.update(st);
    const status = behind
      ? st.tr("ui.status.curtain", { name: seatName(st.seatInfo, st.curtain.seat, st.tr) })
      : reveal.statusText(st) || statusLine(st);
    frame.paint(st, status);
    // behind the curtain the table is hidden (and Python sent only what everyone sees)
    table.hidden = controls.hidden = behind;
    if (behind) {
      // nothing of anyone's Secret Number stays in the page, not even hidden
      replace(seats, []);
      replace(peeks, []);
      reveal.el.hidden = grid.el.hidden = true;
      return frame.pacer.update();
    }
    renderDecks(st);
    renderSeats(st);
    renderNotes(st);
    renderControls(st);
    grid.update(st, !!st.settings.show_probability);
    flow.update(st, st.botToMove ? st.tr("ui.thinking", { name: seatName(st.seatInfo, st.view.current_player, st.tr) }) : "");
    frame.pacer.update();
  }

  return frame.start({
    el,
    traits: TRAITS,
    keymap: KEYMAP,
    render,
    toggleWhy: () => flow.toggleWhy(),
    stops: [reveal.cancel],
    next,
    actions: {
      takeAll: press(takeAll),
      guess: () => guess(),
      peek: press(peekButton),
      pass: () => (ability.hidden ? false : press(passButton)()),
      candidates: toggleGrid,
      ready: () => curtain.ready(),
      row1: rowKey(0),
      row2: rowKey(1),
      row3: rowKey(2),
    },
  });
}
