import { decodeReferences, XML_ENTITIES } from '../util/entities.js';
import { yaml } from '../util/yaml.js';
import type { Language } from './lang/index.js';

/**
 * A bible exported as XML from a story database or a writing app ("<character id="…"><name first="Ada"
 * last="Voss"/><eyes>grey</eyes>…"): read as the YAML it maps to, so the data reader takes its records by what
 * their keys mean. The root element is dropped (its attributes stand at the top); an element repeated
 * ("<character/><character/>") is a list; a field that names itself ("<field key="Eyes">grey</field>") is that
 * field; a leaf's attributes go in brackets after its text
 * ("<age year="1961">24</age>" is "24 (year 1961)"); an element of attributes alone is their values joined ("<name
 * first="Ada" last="Voss"/>" is "Ada Voss"); and an id another element points to is the name it stands for. Its
 * lines in --explain are the YAML's, not the file's (as an HTML page's are the markdown's).
 */

interface XmlNode {
  tag: string;
  attrs: Array<[string, string]>;
  children: XmlNode[];
  text: string;
}

type Data = string | Data[] | { [key: string]: Data };

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<!\[CDATA\[([\s\S]*?)\]\]>|<\/([\p{L}_][\w:.-]*)\s*>|<([\p{L}_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/gu;
const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Elements inside one another deeper than this (an export is a few levels deep) are no bible. */
const MAX_DEPTH = 64;

/** How far from the line found last a line of the YAML is looked for in the XML (xmlSourceLines). */
const SOURCE_WINDOW = 400;

/** Lines of plain text after an export's closing tag read as its note, not as a markdown bible. */
const TRAILING_LINES = 3;

function decoded(text: string): string {
  return decodeReferences(text, XML_ENTITIES, false);
}

/**
 * Whether a text opens as an XML document does: a declaration, other processing instructions, comments and a
 * DOCTYPE (as parseXml's TOKEN reads them), then an element.
 */
function opensAsXml(text: string): boolean {
  // Stryker disable next-line Regex: the anchor dropped changes nothing: every part is optional, so the first match is at the start anyway
  const body = text.replace(/^\uFEFF?\s*(?:(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/, '');
  return /^<[\p{L}_][\w:.-]*[\s>/]/u.test(body);
}

/** Whether a bible is an XML document: a declaration, or root elements holding elements, and no stray text. */
export function isXmlBible(text: string): boolean {
  return opensAsXml(text) && parseXml(text) !== undefined;
}

/**
 * The document's root element (one made over several at the top, its tag empty), or undefined when the text is not
 * well-formed enough to be read as one.
 */
function parseXml(text: string): XmlNode | undefined {
  const root: XmlNode = { tag: '', attrs: [], children: [], text: '' };
  const stack: XmlNode[] = [root];
  for (const m of text.matchAll(TOKEN)) {
    const top = stack.at(-1) as XmlNode;
    if (m[1] !== undefined) top.text += m[1];
    else if (m[2] !== undefined) {
      if (stack.length < 2 || top.tag !== m[2]) return undefined;
      stack.pop();
    } else if (m[3] !== undefined) {
      const node: XmlNode = {
        tag: m[3],
        attrs: [...(m[4] ?? '').matchAll(ATTR)].map((a) => [a[1] as string, decoded(a[2] ?? a[3] ?? '')]),
        children: [],
        text: '',
      };
      top.children.push(node);
      if (m[5] !== '/') stack.push(node);
      // The reading below is recursive: a document nested deeper than any export is no bible to read.
      if (stack.length > MAX_DEPTH) return undefined;
    } else if (m[6] !== undefined) {
      if (stack.length < 2 && m[6].trim() !== '') {
        // "Exported from Scrivener." after the closing tag: a note after a document of elements, read no further.
        // Text before the root, or after a lone element ("<center>STORY BIBLE</center>" over markdown), is no XML.
        const done = root.children[0];
        const rest = text
          .slice(m.index ?? 0)
          .split('\n')
          .filter((l) => l.trim() !== '');
        if (done && done.children.length > 0 && rest.length <= TRAILING_LINES) break;
        return undefined;
      }
      top.text += decoded(m[6]);
    }
  }
  if (stack.length !== 1 || root.children.length === 0) return undefined;
  if (root.children.length === 1) return root.children[0];
  // Several elements at the top ("<characters>…</characters><places>…</places>", a "<character>" after another): an
  // export with no one root over them, read as if it had one; lone elements alone ("<center>…</center>") are none.
  return root.children.some((c) => c.children.length > 0) ? root : undefined;
}

/**
 * Two documents run together ("<bible>…</bible><bible>…</bible>"): one document, their elements side by side. Elements
 * at the top that are records ("<character><name>…") stay each their own.
 */
function oneDocument(root: XmlNode, lang: Language): XmlNode {
  const [first] = root.children;
  if (root.tag !== '' || !first) return root;
  const record = (n: XmlNode) =>
    n.attrs.some(([k]) => lang.bible.json.name.test(k)) || n.children.some((c) => lang.bible.json.name.test(c.tag));
  const documents = root.children.every((c) => c.tag === first.tag && c.children.length > 0 && !record(c));
  return documents ? { ...first, attrs: [], children: root.children.flatMap((c) => c.children) } : root;
}

/** The XML bible as YAML (see above), or undefined when it is no XML document. */
export function xmlAsYaml(text: string, lang: Language): string | undefined {
  const parsed = opensAsXml(text) ? parseXml(text) : undefined;
  if (!parsed) return undefined;
  const root = oneDocument(parsed, lang);
  const names = new Map<string, string>();
  const collect = (n: XmlNode) => {
    const id = n.attrs.find(([k]) => k === 'id')?.[1];
    const name = n.children.find((c) => lang.bible.json.name.test(c.tag));
    if (id && name) names.set(id, dataOf(name, new Map(), lang) as string);
    n.children.forEach(collect);
  };
  collect(root);
  const top = dataOf(root, names, lang);
  return yaml().stringify(typeof top === 'string' ? { [root.tag]: top } : top, { lineWidth: 0 });
}

/** An attribute's value, its ids ("anthony-fonseca lucia-fonseca") given as the names they stand for. */
function named(value: string, names: ReadonlyMap<string, string>): string {
  const ids = value.split(/\s+/);
  return ids.length > 0 && ids.every((id) => names.has(id)) ? ids.map((id) => names.get(id)).join(', ') : value;
}

function dataOf(n: XmlNode, names: ReadonlyMap<string, string>, lang: Language): Data {
  const text = n.text.replace(/\s+/g, ' ').trim();
  const attrs = n.attrs.filter(([k]) => k !== 'id').map(([k, v]) => [k, named(v, names)] as const);
  if (n.children.length === 0) {
    if (attrs.length === 0) return text;
    if (text === '') return attrs.map(([, v]) => v).join(' ');
    return `${text} (${attrs.map(([k, v]) => `${k} ${v}`).join(', ')})`;
  }
  const kinds = new Set(n.children.map((c) => c.tag));
  const out: { [key: string]: Data } = Object.fromEntries(attrs);
  // "<field key="Eyes">grey</field>": a field that names itself in an attribute is that field.
  const keyed = (c: XmlNode) =>
    c.children.length === 0 && c.text.trim() !== ''
      ? c.attrs.find(([k]) => lang.bible.json.fieldKey.test(k))?.[1]
      : undefined;
  for (const c of n.children) {
    const key = keyed(c);
    if (key !== undefined) out[key] = c.text.replace(/\s+/g, ' ').trim();
  }
  for (const kind of kinds) {
    const all = n.children.filter((c) => c.tag === kind && keyed(c) === undefined).map((c) => dataOf(c, names, lang));
    if (all.length > 0) out[kind] = all.length === 1 ? (all[0] as Data) : all;
  }
  if (text !== '') out.text = text;
  return out;
}

/**
 * For each line of the YAML an XML bible was read as, the line of the XML it came from: its value found again in the
 * file (its first words, before a bracket of attributes), else its key as an element or attribute, looked for from
 * the line found last onwards, then before it (within SOURCE_WINDOW lines); a line found nowhere stands at the line
 * before it.
 */
export function xmlSourceLines(yaml: string, xml: string): number[] {
  const source = xml.split(/\r?\n/);
  // Looked for within a window of the line found last: an export keeps its fields near their record, and a bible of
  // many thousand lines is not searched end to end for every line.
  const find = (probe: string, from: number): number => {
    const end = Math.min(source.length, from + SOURCE_WINDOW);
    for (let i = from; i < end; i++) if ((source[i] as string).includes(probe)) return i;
    return -1;
  };
  let at = 0;
  return yaml.split('\n').map((line) => {
    const m = /^\s*(?:-\s+)?(?:([\w:.-]+):(?:\s+|$))?(.*)$/.exec(line);
    const value = (m?.[2] ?? '')
      .replace(/^["']|["']$/g, '')
      .replace(/\s*\(.*$/, '')
      .slice(0, 24)
      .trim();
    const key = m?.[1];
    // The value first: a key ("<name") stands on many lines, the nearest of which may be another element's.
    const groups = [
      // "Ada Voss" of '<name first="Ada" last="Voss"/>': its first word is an attribute's value.
      value.length >= 2 && !/[&<>"']/.test(value) ? [`>${value}`, value, `"${value.split(' ')[0]}"`] : [],
      key ? [`<${key}`, ` ${key}=`] : [],
    ];
    const nearest = (probes: readonly string[], from: number) =>
      Math.min(...probes.map((probe) => find(probe, from)).filter((i) => i >= 0), Number.POSITIVE_INFINITY);
    for (const probes of groups) {
      const ahead = nearest(probes, at);
      const i = ahead !== Number.POSITIVE_INFINITY ? ahead : nearest(probes, Math.max(0, at - SOURCE_WINDOW));
      if (i === Number.POSITIVE_INFINITY) continue;
      at = i;
      break;
    }
    return at + 1;
  });
}
