import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/index.js';

/**
 * Issue 29 item 5: every English word the checker reads lives behind the
 * Language interface (src/check/lang/). This scans the patterns written in
 * the other files of src/check — regular expression literals, and strings or
 * templates that are pattern sources — for words English's Language knows.
 * A word found there is an English rule outside lang/: move it into Language
 * (or, if it is no English at all, list it below with the reason).
 */

const CHECK = path.join(import.meta.dirname, '..', '..', 'src', 'check');

/** Words English's Language knows: every letter run of its patterns, lists and tables. */
function vocabulary(value: unknown, into = new Set<string>()): Set<string> {
  if (value instanceof RegExp) for (const w of wordsOfPattern(value.source)) into.add(w);
  else if (typeof value === 'string') for (const w of wordsOfPattern(value)) into.add(w);
  else if (value instanceof Map) for (const [k, v] of value) vocabulary([k, v], into);
  else if (value instanceof Set || Array.isArray(value)) for (const v of value) vocabulary(v, into);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) vocabulary(v, into);
  return into;
}

/** The words of a pattern: letter runs of two or more in any script ("Bríd" is one word), its escapes (\b, \s, \p{Lu}, \u0000) and flags left out. */
function wordsOfPattern(source: string): string[] {
  return (
    source
      .replace(/\\\\/g, '\\')
      .replace(/\\[pPu]\{[^}]*\}|\\u[0-9a-fA-F]{4}/g, ' ')
      .replace(/\\[a-zA-Z]/g, ' ')
      .match(/\p{L}{2,}/gu) ?? []
  ).map((w) => w.toLowerCase());
}

/**
 * The patterns of a TypeScript file: regex literals, and string or template
 * literals that read as pattern sources (they hold `\b`, `\s` or a group).
 * A small lexer: comments are skipped, strings and templates read whole, and
 * a slash starts a regex where an expression may start.
 */
function patternsIn(code: string): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  const lineAt = (i: number) => code.slice(0, i).split('\n').length;
  const isPattern = (text: string) => /\\\\?[bsdw]|\(\?[:!=<]/.test(text);
  let i = 0;
  let last = '';
  while (i < code.length) {
    const c = code[i] as string;
    if (c === '/' && code[i + 1] === '/') {
      i = code.indexOf('\n', i);
      if (i < 0) break;
      continue;
    }
    if (c === '/' && code[i + 1] === '*') {
      i = code.indexOf('*/', i + 2) + 2;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      const start = i;
      let text = '';
      i++;
      const depth = 0;
      while (i < code.length) {
        const d = code[i] as string;
        if (d === '\\') {
          text += d + (code[i + 1] ?? '');
          i += 2;
          continue;
        }
        if (c === '`' && d === '$' && code[i + 1] === '{' && depth === 0) {
          // The expression inside ${…} is code, not the pattern's text: skip it (nested braces counted).
          let braces = 1;
          i += 2;
          while (i < code.length && braces > 0) {
            if (code[i] === '{') braces++;
            else if (code[i] === '}') braces--;
            i++;
          }
          text += ' ';
          continue;
        }
        if (d === c) break;
        text += d;
        i++;
      }
      i++;
      if (isPattern(text)) out.push({ text, line: lineAt(start) });
      last = 'x';
      continue;
    }
    if (
      c === '/' &&
      (last === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(last) || /\breturn$/.test(code.slice(0, i).trimEnd()))
    ) {
      const start = i;
      let inClass = false;
      i++;
      while (i < code.length) {
        const d = code[i] as string;
        if (d === '\\') i++;
        else if (d === '[') inClass = true;
        else if (d === ']') inClass = false;
        else if (d === '/' && !inClass) break;
        else if (d === '\n') break;
        i++;
      }
      out.push({ text: code.slice(start + 1, i), line: lineAt(start) });
      i++;
      while (/[a-z]/.test(code[i] ?? '')) i++;
      last = 'x';
      continue;
    }
    if (!/\s/.test(c)) last = c;
    i++;
  }
  return out;
}

/**
 * Words English knows that may stand in a check's pattern, and why they are no English rule there.
 */
const NAME_PARTICLE =
  'a particle inside a name ("Jan van Eyck", "Pierre de la Motte"): names in many languages, read by the names check whatever the book is in';
const REVIEW_FORMAT = "review.md's own marks ([fixed], [left], [check]): writer's file format, not the book's words";
const ALLOWED: Record<string, string> = {
  'facts.ts de': NAME_PARTICLE,
  'facts.ts van': NAME_PARTICLE,
  'facts.ts von': NAME_PARTICLE,
  'facts.ts da': NAME_PARTICLE,
  'facts.ts du': NAME_PARTICLE,
  'facts.ts le': NAME_PARTICLE,
  'facts.ts la': NAME_PARTICLE,
  'facts.ts del': NAME_PARTICLE,
  'bibleFormats.ts md': 'an Obsidian note is headed by its file name ("Nora Vance.md") in any language',
  'bibleFormats.ts title': 'org-mode\'s own keyword ("#+TITLE:"), the markup, not the book\'s words',
  ...Object.fromEntries(
    ['dd', 'th', 'head', 'style', 'item', 'begin', 'description', 're', 'end', 'title'].map((w) => [
      `bibleMarkup.ts ${w}`,
      "HTML's and LaTeX's own element and command names (<dd>, \\begin{description}): the markup, not the book's words",
    ]),
  ),
  ...Object.fromEntries(
    [
      ...['begin', 'end', 'events', 'key', 'kind', 'photo', 'rev'].map((w) => `bibleVcard.ts ${w}`),
      'bibleCalendar.ts begin',
      ...['check', 'into', 'key', 'table', 'if', 'not'].map((w) => `bibleSqlDump.ts ${w}`),
      'bibleGedcom.ts head',
      'bibleTurtle.ts base',
      ...['di', 'style', 'colou', 'height', 'weight'].map((w) => `bibleGraphviz.ts ${w}`),
      'bibleRecutils.ts key',
      ...['list', 'table', 'left', 'right', 'th'].map((w) => `bibleBbcode.ts ${w}`),
      'bibleTextile.ts table',
      ...['story', 'title', 'position'].map((w) => `bibleTwee.ts ${w}`),
      ...['del', 'wrap'].map((w) => `bibleDokuwiki.ts ${w}`),
      ...['set', 'run', 'at', 'until', 'through', 'from', 'warn', 'before', 'after', 'once'].map(
        (w) => `bibleRemind.ts ${w}`,
      ),
      ...['heading', 'background', 'title', 'alias', 'type', 'journal', 'date', 'from', 'view'].map(
        (w) => `bibleLogseq.ts ${w}`,
      ),
      ...['done', 'later', 'now', 'waiting'].map((w) => `bibleLogseq.ts ${w}`),
      ...['return', 'ee'].map((w) => `bibleLua.ts ${w}`),
      'bibleJrnl.ts mm',
    ].map((key) => [
      key,
      "vCard's, iCalendar's and GEDCOM's tags, Turtle's, SQL's, Graphviz's and recutils' keywords, BBCode's tags, Textile's blocks, Twine's own passages, DokuWiki's tags, Remind's keywords, Logseq's own properties and task markers, Lua's keywords and numbers, jrnl's timestamps (BEGIN:VCARD, X-EVENT, 0 HEAD, BASE, INSERT INTO, IF NOT EXISTS, digraph, style=, %key:, [list], [table], table., :: StoryTitle, position, <del>, <wrap>, SET, REM … AT … MSG, collapsed::, journal-date-format::, LATER, return bible, 1e5, [2026-11-09 08:31 AM]): the format, not the book's words",
    ]),
  ),
  ...Object.fromEntries(
    [
      ...['actor', 'and', 'as', 'at', 'card', 'down', 'end', 'ends', 'frame', 'left', 'map', 'note', 'object'].map(
        (w) => `biblePlantUml.ts ${w}`,
      ),
      ...['on', 'right', 'start', 'starts', 'state', 'title', 'together', 'up'].map((w) => `biblePlantUml.ts ${w}`),
      'bibleScheme.ts rue',
    ].map((key) => [
      key,
      'PlantUML\'s own keywords and Scheme\'s booleans ("@startuml", "@enduml", \'object "Mara" as mara {\', "package", "together {", "note bottom … end note", \'state "Key" as K {\', "title", "A -left-> B", "[Fire] starts 1917-08-18 and ends …", "#true"): the language the diagrams and data are written in, whatever the book\'s, as Lua\'s "return" is Lua\'s',
    ]),
  ),
  ...Object.fromEntries(
    [
      ...['an', 'are', 'begins', 'book', 'by', 'carries', 'carrying', 'chapter', 'holds', 'in', 'is', 'man', 'now'],
      ...['of', 'on', 'part', 'person', 'room', 'scene', 'some', 'table', 'the', 'thing', 'wears', 'when', 'woman'],
      ...['and', 'as', 'carried', 'held', 'or', 'understand', 'worn'],
    ].map((w) => [
      `bibleInform.ts ${w}`,
      'Inform 7\'s own syntax ("Volume 1 - People", "Mara is a woman in the Mill.", "The eyes of Mara is …", "Ned carries the key.", "The ring is worn by Mara.", \'Understand "Marrie" as Mara.\', "When the Flood begins: now …", "Table of Chronology"): the language the world model is written in, whatever the book\'s, as Lua\'s "return" is Lua\'s',
    ]),
  ),
  ...Object.fromEntries(
    ['set', 'let', 'show', 'table'].map((w) => [
      `bibleTypst.ts ${w}`,
      'Typst\'s own keywords and functions ("#set page(…)", "#let fact(k, v) = …", "#show heading: …", "#table(columns: 3, …)"): the language the document is written in, whatever the book\'s, as Lua\'s "return" is Lua\'s',
    ]),
  ),
  ...Object.fromEntries(
    ['sh', 'pp', 'ts', 'rs', 're', 'ds', 'de', 'da', 'nd', 'bd', 'ss', 'bb', 'ivx'].map((w) => [
      `bibleTroff.ts ${w}`,
      'troff\'s and -ms\'s own requests, escapes and list marks (".SH", ".PP", ".TS", ".RS", ".DS", ".DE", ".DA", ".ND", ".BD", "\\s+2", "lb", "iv)"): the typesetting language, whatever the book\'s',
    ]),
  ),
  'forReview.ts md': 'a file name in a finding\'s message ("chapter_03.md:12")',
  'forReview.ts left': REVIEW_FORMAT,
  'forReview.ts check': REVIEW_FORMAT,
  'reviewPass.ts check': REVIEW_FORMAT,
  'index.ts bible': 'a skipped check\'s own reason, written by the checks ("the bible has no …")',
  'manuscript.ts chapter': "writer's chapter files are named chapter_01.md whatever the book's language",
};

function checkFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'lang'
        ? []
        : checkFiles(path.join(dir, e.name))
      : e.name.endsWith('.ts')
        ? [path.join(dir, e.name)]
        : [],
  );
}

describe('the language boundary', () => {
  it('finds the patterns of a file: regex literals and pattern sources, not comments or plain strings', () => {
    const code = [
      '// a comment /was|is/ with a slash',
      "const A = /\\b(?:was|is)\\b/i; const B = 'a message, not a pattern';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test writes a template with a placeholder
      'const C = new RegExp(`^${name}\\\\s+(?:lived|lives)`, "u");',
      'const D = x / 2 / y;',
    ].join('\n');
    expect(patternsIn(code).map((p) => [p.line, wordsOfPattern(p.text)])).toEqual([
      [2, ['was', 'is']],
      [3, ['lived', 'lives']],
    ]);
  });

  it('no check file outside lang/ writes an English word in a pattern', () => {
    const english = vocabulary(ENGLISH);
    // The scan means something only if it knows the words that were moved.
    for (const moved of ['yesterday', 'gleamed', 'pocketed', 'nicknamed', 'anniversary', 'afterwards'])
      expect(english.has(moved)).toBe(true);
    const found: string[] = [];
    for (const file of checkFiles(CHECK)) {
      const rel = path.relative(CHECK, file);
      for (const p of patternsIn(readFileSync(file, 'utf8')))
        for (const w of wordsOfPattern(p.text))
          if (english.has(w) && ALLOWED[`${rel} ${w}`] === undefined) found.push(`${rel}:${p.line} ${w}`);
    }
    expect(found).toEqual([]);
  });
});
