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
    else if (key === "style" && typeof value === "object") Object.assign(node.style, value);
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (key === "text") node.textContent = value;
    else if (!isSvg && key in PROPS) node[key] = value;
    else node.setAttribute(key, value === true ? "" : String(value));
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

export function toggle(node, cls, on) {
  node.classList.toggle(cls, !!on);
}
