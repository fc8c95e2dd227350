import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { calendarAsMarkdown, isCalendar } from '../../src/check/bibleCalendar.js';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Readings the twenty-first blind set showed missing: a bible kept as a calendar (iCalendar), "Also known as:" as a
 * label, an epithet ("la Bionda") no name a surname is a slip of, a colour with what covers it, and a "she" opening a
 * sentence that then names a woman she sees. Texts written for these tests.
 */

const line = (...l: string[]) => l.join('\r\n');

const CALENDAR = line(
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'X-WR-CALDESC:Every dated event of the novel.',
  'BEGIN:VJOURNAL',
  'CATEGORIES:CAST',
  'SUMMARY:Mara Voss ("Marrie")',
  'DESCRIPTION:34. Grey eyes. Dies in chapter_04.md when the ferry',
  '  sinks.',
  'END:VJOURNAL',
  'BEGIN:VJOURNAL',
  'CATEGORIES:PLACE',
  'SUMMARY:Grey Mill',
  'DESCRIPTION:A mill with a red door.',
  'END:VJOURNAL',
  'BEGIN:VEVENT',
  'DTSTART;VALUE=DATE:19480701',
  'SUMMARY:Thursday 1 July 1948 — the ferry sinks',
  'DESCRIPTION:Told in chapter 4.',
  'END:VEVENT',
  'END:VCALENDAR',
);

describe('a bible kept as a calendar', () => {
  it('is known by its BEGIN:VCALENDAR line', () => {
    expect(isCalendar(CALENDAR)).toBe(true);
    expect(isCalendar('BEGIN:VCARD\r\nFN:Mara Voss\r\nEND:VCARD')).toBe(false);
  });

  it('writes notes under their category as a heading, events as the timeline, its description as notes', () => {
    const md = calendarAsMarkdown(CALENDAR, 'Timeline');
    expect(md).toContain('## Notes\n\nEvery dated event of the novel.');
    expect(md).toContain(
      '## Cast\n\n### Mara Voss ("Marrie")\n\n34. Grey eyes. Dies in chapter_04.md when the ferry sinks.',
    );
    expect(md).toContain('## Place\n\n### Grey Mill\n\nA mill with a red door.');
    expect(md).toContain('## Timeline\n\n- Thursday 1 July 1948 — the ferry sinks. Told in chapter 4.');
  });

  it('gives the checks the cast note’s person: name, alias and eyes', () => {
    const [mara] = parseBible(CALENDAR, ENGLISH).characters;
    expect(mara?.names).toEqual(expect.arrayContaining(['Mara Voss', 'Marrie']));
    expect(mara?.fields.eyes?.value).toBe('Grey');
  });
});

describe('"Also known as:" in a bible', () => {
  it('is a label of other names', () => {
    const [mara] = parseBible('## Cast\n\n### Mara Voss\n- Also known as: Marrie\n- Eyes: grey\n', ENGLISH).characters;
    expect(mara?.names).toContain('Marrie');
  });
});

describe('an epithet in the bible', () => {
  it('is no name a surname after a title is a slip of: "Signora Bondi" beside "la Bionda"', () => {
    const bible = '## Characters\n\n### Lidia Franchi\n- Nickname: la Bionda\n- Age: 19\n';
    const text = 'Lidia Franchi came in. Signora Bondi kept the pensione. Lidia Franchi sat down.';
    expect(checkNames(manuscriptOf(chaptersOf(text), bible), ENGLISH).findings).toEqual([]);
    // A capitalised name in the bible is still one: "Bonda" is a slip of "Bionda".
    const named = bible.replace('la Bionda', 'Bionda');
    expect(checkNames(manuscriptOf(chaptersOf(text.replace('Bondi', 'Bionda.')), named), ENGLISH).findings).toEqual([]);
    expect(
      checkNames(manuscriptOf(chaptersOf(text.replace('Signora Bondi', 'Bonda')), named), ENGLISH).findings.map((f) =>
        f.message.slice(0, 40),
      ),
    ).toEqual(['"Bonda" is not a name in the bible; did ']);
  });
});

describe('a colour with what covers it', () => {
  it('is not the hair’s own: "her grey hair white with dust"', () => {
    const text = 'Harriet Quill came in. She carved all day, with her spectacles up and her grey hair white with dust.';
    expect(attributesOf(text)).toEqual(['Harriet Quill hair grey']);
    expect(attributesOf(text.replace('grey hair white with dust', 'hair white under the lamp'))).toEqual([
      'Harriet Quill hair white',
    ]);
  });
});

describe('a "she" opening a sentence that names the woman she is seen by', () => {
  it('leaves the pronouns after it no one’s: "She was the tallest woman Nives had ever seen"', () => {
    const text =
      'Nives Ricci waited on the platform. She was the tallest woman Nives Ricci had ever seen. Her hair was grey.';
    expect(attributesOf(text)).toEqual([]);
    expect(attributesOf(text.replace('the tallest woman Nives Ricci had ever seen', 'tired'))).toEqual([
      'Nives Ricci hair grey',
    ]);
  });
});
