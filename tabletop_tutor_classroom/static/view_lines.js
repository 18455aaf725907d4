// The table as the server words it, for the projector and the plain class page alike: each
// frame carries its view as labelled lines in the room's language ({key, label, value}:
// rules_engine/view_lines.py), so a page shows no engine key and no raw data.

/** Draw `lines` into the description list `dl`, one term and one description a line. */
export function drawLines(dl, lines) {
  dl.replaceChildren(
    ...(lines || []).flatMap(({ key, label, value }) => {
      const dt = document.createElement("dt");
      dt.textContent = label;
      const dd = document.createElement("dd");
      dd.textContent = value;
      dd.dataset.key = key;
      return [dt, dd];
    }),
  );
}
