import { upperFirst, withFullStop } from './bibleFormats.js';

/**
 * A bible kept as a Graphviz graph (a DOT file drawn with `dot`): people, places and things as nodes, each with a
 * `label` and the writer's own attributes (`age="74"`, `looks="grey eyes"`, `fate="dies …"`), grouped in clusters
 * labelled "People", "Places", "Objects", "Timeline"; edges for who is whose and who holds what. Read as writer's own
 * Markdown: a cluster's label a section heading, a node a "### Name" entry (its label's first line; the quoted
 * names on the lines under it its short forms), an attribute the bible's labels know a "- Key: value" line and
 * another its prose, an edge a sentence of the entry it leaves ("Warren Merrow (father of)."); a timeline cluster's
 * nodes dated lines. Each line out keeps the line of the file it came from, so a finding points at the author's own
 * bible. A comment (`//`, `#`, `/* … *\/`) at its head that is a labelled note ("Voice: third person") is the
 * bible's prose.
 */

/** Whether a text is a DOT graph: "digraph name {" (or "graph", "strict digraph") and a node with attributes. */
export function isGraphviz(source: string): boolean {
  return /^\s*(?:strict\s+)?(?:di)?graph\b[^{\n]*\{/im.test(source) && /\[\s*"?\w+"?\s*=/.test(source);
}

interface Token {
  text: string;
  /** Whether it was written in quotes: a quoted "->" is a name, not an edge. */
  quoted: boolean;
  line: number;
}

/** The tokens of a DOT text with their lines: names, numbers, quoted strings (escapes undone) and punctuation. */
function tokensOf(source: string): Token[] {
  // "#" opens a comment only at a line's start (Graphviz reads such lines as a C preprocessor's output).
  const pattern =
    /\/\*[\s\S]*?(?:\*\/|(?![\s\S]))|\/\/[^\n]*|^[ \t]*#[^\n]*|"(?:[^"\\]|\\[\s\S])*"?|<(?:[^<>]|<[^<>]*>)*>|->|--|[{}[\];,=:]|[^\s{}[\];,=:"<]+/gm;
  const tokens: Token[] = [];
  let line = 1;
  let last = 0;
  for (const m of source.matchAll(pattern)) {
    line += countNewlines(source, last, m.index);
    last = m.index;
    const text = m[0];
    if (/^(?:\/\*|\/\/|\s*#)/.test(text)) continue;
    if (text.startsWith('"')) tokens.push({ text: unquoted(text), quoted: true, line });
    // An HTML-like label ("<<b>Mara</b>>") is its text.
    else if (text.startsWith('<'))
      tokens.push({
        text: text
          .slice(1, -1)
          .replace(/<[^<>]*>/g, ' ')
          .trim(),
        quoted: true,
        line,
      });
    else tokens.push({ text, quoted: false, line });
  }
  return tokens;
}

function countNewlines(source: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (source.charCodeAt(i) === 10) n++;
  return n;
}

/** A quoted string's text: quotes off, "\n" "\l" "\r" (DOT's line breaks) a new line, "\"" a quote. */
function unquoted(token: string): string {
  // Closed by a quote of its own, not by an escaped one: a file cut off after `say \"when\"` ends in an open string.
  const closed = /^"(?:[^"\\]|\\[\s\S])*"$/.test(token);
  const body = token.slice(1, closed ? -1 : undefined);
  return body.replace(/\\\r?\n/g, '').replace(/\\([nlr"\\]|.)/g, (_, c: string) => ('nlr'.includes(c) ? '\n' : c));
}

/** The comments at the head of a DOT file, before its graph opens, with their lines: the bible's own prose. */
function headComments(source: string): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  for (const [i, raw] of source.split('\n').entries()) {
    if (/^\s*(?:strict\s+)?(?:di)?graph\b/i.test(raw)) break;
    const text = raw
      .replace(/^\s*(?:\/\/|#|\/\*+|\*+\/?)\s?/, '')
      .replace(/\*+\/\s*$/, '')
      .trim();
    if (text !== '') out.push({ text, line: i + 1 });
  }
  return out;
}

interface GraphNode {
  id: string;
  attributes: Array<{ key: string; value: string; line: number }>;
  line: number;
  /** The label of the cluster it was first declared in, if any. */
  cluster: string | undefined;
}

interface GraphEdge {
  from: string;
  to: string;
  label: string | undefined;
  line: number;
}

/** How deep subgraphs may nest: past it a brace is read as nothing (a hostile file nests thousands). */
const MAX_DEPTH = 16;

/** The nodes (in the order first declared) and edges of a DOT text. */
function graphOf(tokens: readonly Token[]): { nodes: Map<string, GraphNode>; edges: GraphEdge[] } {
  const nodes = new Map<string, GraphNode>();
  const edges: GraphEdge[] = [];
  let at = 0;
  const peek = (k = 0): Token | undefined => tokens[at + k];
  const isPunct = (t: Token | undefined, text: string) => t !== undefined && !t.quoted && t.text === text;
  /** "[a=b, c=d; e=f] [g=h]": the attribute lists after a statement. */
  const attributes = (): Array<{ key: string; value: string; line: number }> => {
    const out: Array<{ key: string; value: string; line: number }> = [];
    while (isPunct(peek(), '[')) {
      at++;
      while (at < tokens.length && !isPunct(peek(), ']')) {
        const key = peek() as Token;
        if (isPunct(peek(1), '=') && peek(2) !== undefined) {
          const value = peek(2) as Token;
          out.push({ key: key.text, value: value.text, line: value.line });
          at += 3;
        } else at++;
      }
      at++;
    }
    return out;
  };
  const node = (id: string, line: number, cluster: string | undefined): GraphNode => {
    const known = nodes.get(id);
    if (known) return known;
    const n: GraphNode = { id, attributes: [], line, cluster };
    nodes.set(id, n);
    return n;
  };
  /** A node's name in an edge or statement: "a" or "a:port:compass", the ports dropped. */
  const nodeId = (): Token | undefined => {
    const t = peek();
    if (!t || (!t.quoted && /^[{}[\];,=]$|^->$|^--$/.test(t.text))) return undefined;
    at++;
    while (isPunct(peek(), ':') && peek(1) !== undefined) at += 2;
    return t;
  };
  const statements = (cluster: string | undefined, depth: number): void => {
    while (at < tokens.length && !isPunct(peek(), '}')) {
      const t = peek() as Token;
      if (isPunct(t, ';') || isPunct(t, ',')) {
        at++;
        continue;
      }
      if (!t.quoted && /^(?:subgraph|\{)$/i.test(t.text)) {
        // "subgraph cluster_people { label="People"; … }": its label, read before its statements, names them.
        // "subgraph cluster_people {", "subgraph {", "{": past the keyword and the name, up to the brace.
        for (let skip = 0; skip < 2 && at < tokens.length && !isPunct(peek(), '{'); skip++) at++;
        if (!isPunct(peek(), '{')) continue;
        at++;
        const start = at;
        let label: string | undefined;
        let inner = 0;
        let inList = false;
        for (let k = at; k < tokens.length; k++) {
          const u = tokens[k] as Token;
          if (isPunct(u, '[')) inList = true;
          else if (isPunct(u, ']')) inList = false;
          else if (isPunct(u, '{')) inner++;
          else if (isPunct(u, '}')) {
            if (inner === 0) break;
            inner--;
          } else if (inner === 0 && !inList && !u.quoted && u.text === 'label' && isPunct(tokens[k + 1], '=')) {
            // Only a label of the subgraph's own ("label=…" as a statement), not a node's "[label=…]".
            label = tokens[k + 2]?.text;
          }
        }
        at = start;
        if (depth < MAX_DEPTH) statements(label ?? cluster, depth + 1);
        else while (at < tokens.length && !isPunct(peek(), '}')) at++;
        at++;
        continue;
      }
      // "graph [...]", "node [...]", "edge [...]": defaults of drawing, no facts of the book.
      if (!t.quoted && /^(?:graph|node|edge)$/i.test(t.text) && isPunct(peek(1), '[')) {
        at++;
        attributes();
        continue;
      }
      // "label = "People"": an attribute of the (sub)graph, read above.
      if (isPunct(peek(1), '=')) {
        at += 3;
        continue;
      }
      const first = nodeId();
      if (!first) {
        at++;
        continue;
      }
      const chain: Token[] = [first];
      while (isPunct(peek(), '->') || isPunct(peek(), '--')) {
        at++;
        const next = nodeId();
        if (next) chain.push(next);
      }
      const attrs = attributes();
      if (chain.length === 1) node(first.text, first.line, cluster).attributes.push(...attrs);
      else {
        const label = attrs.find((a) => a.key === 'label')?.value;
        for (const [k, from] of chain.slice(0, -1).entries()) {
          const to = chain[k + 1] as Token;
          node(from.text, from.line, cluster);
          node(to.text, to.line, cluster);
          edges.push({ from: from.text, to: to.text, label, line: from.line });
        }
      }
    }
  };
  // The graph's own braces: "digraph name {" … "}".
  while (at < tokens.length && !isPunct(peek(), '{')) at++;
  at++;
  statements(undefined, 0);
  return { nodes, edges };
}

/** Attributes of drawing, no fact of the book. */
const DRAWING =
  /^(?:shape|style|color|colou?rscheme|fillcolor|fontname|fontsize|fontcolor|width|height|fixedsize|pos|penwidth|peripheries|url|href|target|tooltip|id|class|group|rank|margin|orientation|regular|sides|skew|distortion|image|imagescale|labelloc|labeljust|xlabel|xlp|z|weight|dir|arrowhead|arrowtail|arrowsize|constraint|minlen|headport|tailport|sortv|ordering|layer|nojustify|gradientangle|area|comment)$/i;

/** "'the Captain'", "“Clary” (Captain only), 'Miss Merrow'": the names quoted on a label's line. */
function quotedNames(line: string): string[] {
  return [...line.matchAll(/['‘“"]([^'‘’“”"]{1,40})['’”"]/g)].map((m) => (m[1] as string).trim());
}

/** A label's line of several people jotted together: "Pike (sawyer)", "Mrs. Orne (receiving tomb)". */
const JOTTED = /^([\p{Lu}][^()]{0,40}?)\s*\(([^()]+)\)$/u;

/** The DOT graph as Markdown, and for each of its lines the line of the DOT file it came from. */
export function graphvizAsMarkdown(
  source: string,
  titles: { characters: string },
  isField: (label: string) => boolean,
  sectionOf: (title: string) => string | undefined,
): { markdown: string; sourceLines: number[] } {
  const out: Array<{ text: string; line: number }> = [];
  const push = (text: string, line: number) => out.push({ text, line });
  // The head's comments that say something of the book ("Voice: third person, present"), under a heading of their
  // own as the vCard and Turtle readers put a book's notes; the others are of the file ("Node attributes beyond
  // label are the writer's own"), and Node is nobody in the book.
  const comments = headComments(source).filter((c) => /^[\p{L}][\p{L} ]{0,30}:\s/u.test(c.text));
  if (comments.length > 0) push('## Notes', comments[0]?.line ?? 1);
  for (const c of comments) push(c.text, c.line);
  const { nodes, edges } = graphOf(tokensOf(source));
  const labelOf = (n: GraphNode) => n.attributes.find((a) => a.key === 'label')?.value;
  const nameOf = (id: string): string => {
    const n = nodes.get(id);
    const label = n ? labelOf(n) : undefined;
    return (label?.split('\n')[0] ?? id).trim();
  };
  // Nodes by cluster, in the order their clusters first come; nodes outside any cluster are the cast's when they
  // have a label (a graph with no clusters is a web of people).
  const groups = new Map<string, GraphNode[]>();
  for (const n of nodes.values()) {
    if (labelOf(n) === undefined && n.attributes.length === 0) continue;
    const title = n.cluster ?? titles.characters;
    groups.set(title, [...(groups.get(title) ?? []), n]);
  }
  for (const [title, members] of groups) {
    push('', members[0]?.line ?? 1);
    push(`## ${title}`, members[0]?.line ?? 1);
    const timeline = sectionOf(title) === 'timeline';
    for (const n of members) {
      const label = labelOf(n) ?? n.id;
      const lines = label
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '');
      if (timeline) {
        push(`- ${lines.join(' — ')}`, n.line);
        continue;
      }
      // "Pike (sawyer)\nDonnelly (Irish cutter)\n…": several people in one note, each an entry of their own.
      const jotted = lines.length >= 2 && lines.filter((l) => JOTTED.test(l)).length >= 2;
      if (jotted) {
        for (const l of lines) {
          const m = JOTTED.exec(l);
          push('', n.line);
          // "the sexton": someone unnamed is said of the entry before, not an entry of their own.
          if (!m && !/^\p{Lu}/u.test(l)) push(withFullStop(upperFirst(l)), n.line);
          else push(`### ${m ? (m[1] as string).trim() : l}`, n.line);
          if (m) push(withFullStop(upperFirst((m[2] as string).trim())), n.line);
        }
        continue;
      }
      push('', n.line);
      push(`### ${lines[0] ?? n.id}`, n.line);
      for (const l of lines.slice(1)) {
        const names = quotedNames(l);
        if (names.length > 0) push(`- Also known as: ${names.join(', ')}`, n.line);
        else push(withFullStop(upperFirst(l)), n.line);
      }
      const prose: Array<{ text: string; line: number }> = [];
      for (const a of n.attributes) {
        if (a.key === 'label' || DRAWING.test(a.key) || a.value.trim() === '') continue;
        const key = upperFirst(a.key.replace(/[_-]+/g, ' '));
        const value = a.value.replace(/\s*\n\s*/g, '; ').trim();
        if (isField(key)) push(`- ${key}: ${value}`, a.line);
        else prose.push({ text: `${key}: ${withFullStop(value)}`, line: a.line });
      }
      // An edge leaving the node, as a sentence of its entry: "Warren Merrow (father of).", "The Captain's silver
      // hunter (from Thursday 13 February 1896)."
      for (const e of edges.filter((e) => e.from === n.id)) {
        const said = e.label?.replace(/\s*\n\s*/g, ' ').trim();
        if (said) prose.push({ text: `${nameOf(e.to)} (${said}).`, line: e.line });
      }
      for (const p of prose) {
        push('', p.line);
        push(p.text, p.line);
      }
    }
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
