import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { gemtextAsMarkdown, isGemtext } from '../../src/check/bibleGemtext.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A bible kept as a Gemini page (gemtext), read as writer's own Markdown. Texts written for these tests. */

const PAGE = [
  '# The Keeper’s Year — notes',
  '',
  '=> chapter_01.md Chapter 1 (the storm)',
  '=> gemini://example.org/map.gmi',
  '',
  '## Characters',
  '',
  '### Ines Carvalho',
  '* Keeper’s widow, 44.',
  '* Green eyes. Black hair.',
  '',
  '### Joao Pires',
  '* Boatman. Drowns Saturday 14 March 1931 off the mole (ch. 6).',
  '',
  '## Where',
  '',
  '* Lamp Room — brass rail; the lens faces west.',
  '',
  '## When',
  '',
  '```calendar',
  'Monday 2 February 1931      ch. 1    the storm',
  'Saturday 14 March 1931      ch. 6    the boat lost',
  '```',
  '',
  '## Objects',
  '',
  '```',
  'object          held by',
  '--------------  ------------------------',
  'the log book    Ines, then the inspector',
  '```',
].join('\n');

describe('a gemtext bible', () => {
  it('is known by its link lines beside its headings, and a Markdown page is not', () => {
    expect(isGemtext(PAGE)).toBe(true);
    expect(isGemtext('# Notes\n\n## Cast\n\n=> a link\n\n- Ines: widow\n')).toBe(false);
    expect(isGemtext('# Notes\n\n## Cast\n\n* Ines, widow\n')).toBe(false);
  });

  it('reads links as their words, list lines as bullets, and preformatted columns as a table or lines', () => {
    const { markdown, sourceLines } = gemtextAsMarkdown(PAGE);
    const lines = markdown.split('\n').map((text, i) => `${sourceLines[i]} ${text}`);
    expect(lines).toContain('3 Chapter 1 (the storm)');
    expect(lines).toContain('4 gemini://example.org/map.gmi');
    expect(lines).toContain('9 - Keeper’s widow, 44.');
    expect(lines).toContain('22 - Monday 2 February 1931 — ch. 1 — the storm');
    expect(lines).toContain('29 | object | held by |');
    expect(lines).toContain('31 | the log book | Ines, then the inspector |');
    expect(lines.some((l) => l.includes('```'))).toBe(false);
  });

  it('gives the checker its people, fates, places and timeline under headings as terse as "Where" and "When"', () => {
    const bible = parseBible(
      canonicalBible(PAGE, ENGLISH)
        .map((l) => l.text)
        .join('\n'),
      ENGLISH,
    );
    expect(bible.characters.find((c) => c.name === 'Ines Carvalho')?.fields.eyes?.value.toLowerCase()).toBe('green');
    expect(bible.characters.find((c) => c.name === 'Joao Pires')?.diesIn?.value).toBe(6);
    expect(bible.places.map((p) => p.name)).toContain('Lamp Room');
    expect(bible.timeline.map((t) => t.chapter)).toEqual([1, 6]);
  });
});
