// Tiny DOM helpers. The document is looked up lazily so the same modules run in the
// browser and under node's test runner with a fake DOM (happy-dom).
const SVG_NS = "http://www.w3.org/2000/svg";

function doc() {
  return globalThis.document;
}

function applyAttrs(node, attrs, isSvg) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.setAttribute("class", Array.isArray(value) ? value.filter(Boolean).join(" ") : value);
    else if (key === "style" && typeof value === "object") setStyle(node, value);
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (key === "text") node.textContent = value;
    else if (!isSvg && key in PROPS) node[key] = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
}

// Custom properties ("--x") only through setProperty: assigning them to node.style does nothing.
function setStyle(node, style) {
  for (const [name, value] of Object.entries(style)) {
    if (name.startsWith("--")) node.style.setProperty(name, value);
    else node.style[name] = value;
  }
}

const PROPS = { value: 1, checked: 1, disabled: 1, selected: 1, hidden: 1, tabIndex: 1 };

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === "string" || typeof child === "number" ? doc().createTextNode(String(child)) : child);
  }
}

/** h("button", {class: "x", onclick: f, "data-testid": "t"}, "label", child, ...) */
export function h(tag, attrs = {}, ...children) {
  const node = doc().createElement(tag);
  applyAttrs(node, attrs, false);
  append(node, children);
  return node;
}

/** The same for SVG elements. */
export function s(tag, attrs = {}, ...children) {
  const node = doc().createElementNS(SVG_NS, tag);
  applyAttrs(node, attrs, true);
  append(node, children);
  return node;
}

export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

export function replace(node, ...children) {
  clear(node);
  append(node, children);
  return node;
}

/** `node`'s children become `children` (nodes), moving only when they differ: nodes kept
 *  by a caller are put back without being made again, and a list already in place is left. */
export function keep(node, children) {
  const now = node.childNodes;
  if (now.length === children.length && children.every((c, i) => now[i] === c)) return node;
  return replace(node, children);
}

/** Set the attributes that changed ({name: value}; null removes one): a repaint writes
 *  nothing where nothing changed. */
export function setAttrs(node, attrs) {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined) {
      if (node.hasAttribute(name)) node.removeAttribute(name);
    } else if (node.getAttribute(name) !== String(value)) node.setAttribute(name, String(value));
  }
  return node;
}

export function toggle(node, cls, on) {
  node.classList.toggle(cls, !!on);
}
