/**
 * Building the page: every text goes in as text (textContent), never as
 * markup. The one exception is a chapter's body, rendered on the server by
 * export's sanitizer (reader.js).
 */

/** An element with attributes (on… handlers as functions) and children (strings become text). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on') && typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (key === 'class') el.className = value;
    else el.setAttribute(key, value === true ? '' : String(value));
  }
  append(el, children);
  return el;
}

export function append(el, children) {
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

const SVG = 'http://www.w3.org/2000/svg';
export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, String(value));
  for (const child of children) el.append(child);
  return el;
}

export const words = (n) => `${Number(n).toLocaleString('en-US')} words`;
export const number = (n) => Number(n).toLocaleString('en-US');
/** Dollars as the CLI shows them (src/util/money.ts): cents with thousands separated, or four places below a cent. */
export const usd = (n) =>
  n === undefined || n === null
    ? '—'
    : n < 0.01
      ? `$${n.toFixed(4)}`
      : `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const plural = (n, word) => `${number(n)} ${word}${n === 1 ? '' : 's'}`;

/** The JSON of an API path; an error's reason as the thrown message. */
export async function getJson(path) {
  const res = await fetch(path, { headers: { Accept: 'application/json' } });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.error || `${res.status} ${res.statusText}`);
  return body;
}

export async function postJson(path, value) {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(value),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.error || `${res.status} ${res.statusText}`);
  return body;
}

/** A progress bar with its words: "1,240 of 2,500 words". */
export function progress(value, max, label) {
  const bar = h('progress', { value: Math.min(value, max || value || 1), max: max || value || 1, 'aria-label': label });
  return h(
    'span',
    { class: 'bar' },
    bar,
    h('span', { class: 'bar-text' }, max ? `${number(value)} / ${number(max)}` : number(value)),
  );
}

export const projectPath = (name) => `/p/${encodeURIComponent(name)}`;
export const apiPath = (name) => `/api/p/${encodeURIComponent(name)}`;
/** A chapter file's path, its folders kept as folders. */
export const filePath = (file) => file.split('/').map(encodeURIComponent).join('/');
