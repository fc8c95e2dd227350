import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { BookMeta } from '../../src/export/book.js';
import { tempDir } from '../support/cli.js';

/** Sample projects and the outside tools (epubcheck, pandoc) the export tests check books with. */

export const words = (n: number, word = 'sea') => Array.from({ length: n }, () => word).join(' ');

export const META: BookMeta = { author: 'Ann Lee', lang: 'fr', date: new Date('2026-03-04T05:06:07Z') };

/**
 * A project whose outline names its chapters out of file-name order, with a
 * chapter that is not written, planning files and a stray note; one chapter
 * has its own heading and scene headings, one has none, one has the markup
 * that breaks naive XHTML (raw HTML, HTML entities, a picture, a table).
 */
export function sampleProject(parent = tempDir(), name = 'Salt'): string {
  const dir = path.join(parent, name);
  mkdirSync(dir, { recursive: true });
  const file = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
  file(
    'outline.md',
    '# Outline: Salt & Iron\n\n- `prologue.md` — Before — 100 words\n- `ch1.md` — Arrival — 200 words\n- `ch2.md` — Departure — 200 words\n- `ch3.md` — Home — 200 words\n',
  );
  file('bible.md', 'Mara Vell, a pilot.');
  file('review.md', 'The middle sags. Cut the storm.');
  file('notes.md', 'loose ideas');
  file('prologue.md', `${words(60, 'fog')}\n\nThe harbour &mdash; grey, & cold.\n`);
  file(
    'ch1.md',
    `# One: Arrival\n\n${words(40)}\n\n# At the quay\n\nShe <b>stepped</b> off &nbsp;here.\n\n---\n\n## Later\n\nNight.<br>Dawn. <!-- fix later -->\n`,
  );
  file(
    'ch3.md',
    'Home again, said *Mara*.\n\n![a map of the bay](map.png)\n\n| port | miles |\n|:--|--:|\n| Brest | 12 |\n\n1. one\n2. two\n\n> a quote\n',
  );
  return dir;
}

export const CHAPTER_TITLES = ['Before', 'One: Arrival', 'Home'];

export function unzip(bytes: Uint8Array): Record<string, string> {
  const files = unzipSync(bytes);
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, new TextDecoder().decode(data)]));
}

/** How to run epubcheck here, or why it cannot run. Debian's /usr/bin/epubcheck is a bare jar that needs binfmt; java -jar runs it anywhere. */
export function epubcheckCommand(): { command: string[] } | { reason: string } {
  const jar = ['/usr/share/java/epubcheck.jar', '/usr/share/epubcheck/epubcheck.jar'].find((file) => existsSync(file));
  if (!jar) return { reason: 'epubcheck is not installed (apt-get install epubcheck)' };
  if (spawnSync('java', ['-version']).status !== 0) return { reason: 'java is not installed (epubcheck needs it)' };
  // One short run: the quick compiler alone and the serial collector halve epubcheck's CPU time (12 s to 5 s here).
  return { command: ['java', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', jar] };
}

export function pandocAvailable(): true | { reason: string } {
  return (
    spawnSync('pandoc', ['--version']).status === 0 || { reason: 'pandoc is not installed (apt-get install pandoc)' }
  );
}

interface PandocNode {
  t: string;
  c?: unknown;
}

function inlineText(nodes: readonly PandocNode[]): string {
  return nodes
    .map((node) => {
      if (node.t === 'Str') return node.c as string;
      if (node.t === 'Space' || node.t === 'SoftBreak') return ' ';
      if (node.t === 'Code') return (node.c as [unknown, string])[1];
      // Links, spans and quotes hold their text second (after attributes or a quote type); emphasis holds it alone.
      if (['Link', 'Span', 'Quoted'].includes(node.t)) return inlineText((node.c as [unknown, PandocNode[]])[1]);
      return Array.isArray(node.c) ? inlineText(node.c as PandocNode[]) : '';
    })
    .join('');
}

/** What pandoc reads from a file: the title in its metadata and the headers in order, a reader's outline of the book. */
export function pandocRead(file: string, from: string): { title: string | undefined; headers: string[] } {
  const result = spawnSync('pandoc', ['-f', from, '-t', 'json', file], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pandoc failed: ${result.stderr}`);
  const doc = JSON.parse(result.stdout) as { meta: Record<string, PandocNode>; blocks: PandocNode[] };
  const title = doc.meta.title;
  return {
    title: title?.t === 'MetaInlines' ? inlineText(title.c as PandocNode[]) : undefined,
    headers: headersIn(doc.blocks),
  };
}

/** Headers at any depth: pandoc reads <section>, <header> and <main> as divisions holding them. */
function headersIn(blocks: readonly PandocNode[]): string[] {
  return blocks.flatMap((block) => {
    if (block.t === 'Header') {
      const [level, , inlines] = block.c as [number, unknown, PandocNode[]];
      return [`${level} ${inlineText(inlines)}`];
    }
    return block.t === 'Div' ? headersIn((block.c as [unknown, PandocNode[]])[1]) : [];
  });
}

/** A chapter of hostile links (each would mark the page with data-pwned-N if its script ran) and harmless ones. */
export const HOSTILE_CHAPTER = [
  '# Traps',
  '',
  "[click me](javascript:document.body.setAttribute('data-pwned-1','1'))",
  '',
  "<javascript:document.body.setAttribute('data-pwned-2','1')>",
  '',
  '[by reference][evil]',
  '',
  "[data link](data:text/html,<script>parent.document.body.setAttribute('data-pwned-4','1')</script>)",
  '',
  '[vb link](vbscript:msgbox(1))',
  '',
  "[tabbed](java&#9;script:document.body.setAttribute('data-pwned-5','1'))",
  '',
  `<a href="javascript:document.body.setAttribute('data-pwned-6','1')">raw anchor</a>`,
  '',
  '[the web](https://example.com/page) [mail](mailto:ann@example.com) [next chapter](#chapter-2) [no such chapter](#chapter-9)',
  '',
  "[evil]: javascript:document.body.setAttribute('data-pwned-3','1')",
  '',
].join('\n');

/** The sample project with its first chapter replaced by the hostile links. */
export function hostileProject(): string {
  const dir = sampleProject();
  writeFileSync(path.join(dir, 'prologue.md'), HOSTILE_CHAPTER);
  return dir;
}

const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

/**
 * What an XML reader would refuse in `xml`: a tag closed out of order or never, an entity XML does not define
 * (HTML's `&mdash;`, `&nbsp;`), a bare `&`, more than one root. A structural check that costs nothing; epubcheck
 * (npm run test:slow) checks the rest.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  let roots = 0;
  const text = xml.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>/g, '');
  for (const entity of text.matchAll(/&([^;\s<&]*);?/g)) {
    const [whole, name = ''] = entity;
    if (!whole.endsWith(';')) problems.push('a bare & in the text');
    else if (!XML_ENTITIES.has(name) && !/^#(\d+|x[0-9a-fA-F]+)$/.test(name))
      problems.push(`&${name}; is not an XML entity`);
  }
  for (const tag of text.matchAll(/<(\/?)([A-Za-z][\w:.-]*)(?:\s[^>]*?)?(\/?)>/g)) {
    const [, closing, name = '', selfClosing] = tag;
    if (closing) {
      const top = open.pop();
      // The first tag out of order is the one to name: every one after it is out of order too.
      if (top !== name) return [...problems, `</${name}> closes ${top === undefined ? 'nothing' : `<${top}>`}`];
      continue;
    }
    if (open.length === 0 && ++roots === 2) problems.push('more than one root element');
    if (!selfClosing) open.push(name);
  }
  for (const name of open) problems.push(`<${name}> never closed`);
  return problems;
}
