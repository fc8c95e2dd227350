import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { isTroffMs, troffAsMarkdown, troffText } from '../../src/check/bibleTroff.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A bible typeset with troff and the -ms macros, read as writer's own Markdown. Texts written for these tests. */

const SHEET = [
  '.\\" harbour.ms -- notes for the lighthouse book',
  '.TL',
  'The Keeper\\(aqs Year',
  '.AB no',
  'Told in the first person, past tense, by Ines Carvalho.',
  '.AE',
  '.NH 1',
  'Characters',
  '.IP "\\fBIn\\[^e]s Carvalho\\fP" 4',
  'Keeper\\(aqs widow; 44; green eyes; black hair cut short',
  'in the spring of 1931.',
  'Called \\(lqDona In\\[^e]s\\(rq by the boatmen.',
  '.NH 2',
  'The boat crew',
  '.IP "\\fBJo\\[~a]o Pires\\fP"',
  'Boatman; 61; white beard.',
  'Drowns Saturday 14 March 1931 off the north mole (ch.\\& 6).',
  '.NH 1',
  'Places',
  '.IP \\(bu 2',
  '\\fIThe lamp room.\\fP Brass rail; the lens faces west.',
  '.NH 1',
  'Timeline',
  '.TS',
  'tab(|);',
  'l l.',
  'Mon 2 Feb 1931|the storm|ch.\\& 1',
  'Sat 14 Mar 1931|the boat lost|ch.\\& 6',
  '.TE',
  '.NH 1',
  'Objects',
  '.TS',
  'box tab(|);',
  'lb | lb',
  'l | l.',
  'Object|Held by',
  '_',
  'The log book|In\\[^e]s, then the inspector',
  '.TE',
].join('\n');

describe('a troff -ms bible', () => {
  it('is known by its -ms requests, and a page of other markup is not', () => {
    expect(isTroffMs(SHEET)).toBe(true);
    expect(isTroffMs('# Characters\n\n### Ines Carvalho\n\n- Eyes: green\n')).toBe(false);
    expect(isTroffMs('.PP\nOne paragraph only.\n')).toBe(false);
  });

  it('prints escapes as their characters, fonts as Markdown marks, and drops "\\&" and comments', () => {
    expect(troffText('Mrs.\\& Pires \\(em a widow \\" a note to the typist')).toBe('Mrs. Pires — a widow ');
    expect(troffText('\\fBJo\\[~a]o\\fP and \\fIthe boat\\fR, 9\\(12 ft')).toBe('**João** and *the boat*, 9½ ft');
    expect(troffText("\\(lqLo\\(rq \\(-> \\['e]t\\['e]")).toBe('“Lo” → été');
  });

  it('reads headings, entries with their wrapped sentences, items and tables, each from its own line', () => {
    const { markdown, sourceLines } = troffAsMarkdown(SHEET, (title) =>
      /^(?:Characters|Places|Timeline|Objects)$/.test(title),
    );
    const lines = markdown.split('\n').map((text, i) => `${sourceLines[i]} ${text}`);
    expect(lines).toContain("3 # The Keeper's Year");
    expect(lines).toContain('5 Told in the first person, past tense, by Ines Carvalho.');
    expect(lines).toContain('8 ## Characters');
    expect(lines).toContain('9 **Inês Carvalho**');
    expect(lines).toContain("10 - Keeper's widow; 44; green eyes; black hair cut short in the spring of 1931.");
    expect(lines).toContain('12 - Called “Dona Inês” by the boatmen.');
    expect(lines).toContain('14 *The boat crew*');
    expect(lines).toContain('21 - **The lamp room** — Brass rail; the lens faces west.');
    expect(lines).toContain('27 - Mon 2 Feb 1931 — the storm — ch. 1');
    expect(lines).toContain('36 | Object | Held by |');
    expect(lines).toContain('38 | The log book | Inês, then the inspector |');
  });

  it('gives the checker its people, fates, places, timeline and voice', () => {
    const bible = parseBible(
      canonicalBible(SHEET, ENGLISH)
        .map((l) => l.text)
        .join('\n'),
      ENGLISH,
    );
    const ines = bible.characters.find((c) => c.name === 'Inês Carvalho');
    expect(ines?.fields.eyes?.value).toBe('green');
    const joao = bible.characters.find((c) => c.name === 'João Pires');
    expect(joao?.diesIn?.value).toBe(6);
    expect(bible.characters.map((c) => c.name)).not.toContain('The boat crew');
    expect(bible.places.map((p) => p.name)).toContain('The lamp room');
    expect(bible.timeline.map((t) => t.chapter)).toEqual([1, 6]);
    expect(bible.style?.pov).toBe('first');
  });
});
