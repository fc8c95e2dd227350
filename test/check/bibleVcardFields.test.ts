import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { isVcard, unfoldedProperties, vcardAsMarkdown } from '../../src/check/bibleVcard.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * What a vCard export holds beside a name: parameters on a property ("FN;CHARSET=UTF-8:"), a list of nicknames, the
 * standard properties a bible names otherwise (NICKNAME, DEATHDATE, DEATHPLACE), a gender, a card of no KIND, and a
 * group card of events with or without their text. Cards written for these tests.
 */

const card = (...lines: string[]) => ['BEGIN:VCARD', 'VERSION:3.0', ...lines, 'END:VCARD'].join('\r\n');

const BOOK = [
  card(
    'FN;CHARSET=UTF-8:Ben Marsh',
    'GENDER:M',
    'NICKNAME:Benno,the Pilot',
    'X-EYE-COLOUR:blue',
    'DEATHDATE:1948-07-01',
    'DEATHPLACE:Saltcote harbour',
    'X-KEY-EVENT:the wreck',
    'X-EVENTS-WITNESSED:the wreck of the Ellen May',
    'NOTE:Keeps the light.\\nSings at night.\\n',
  ),
  '',
  card(
    'KIND:group',
    'FN:Timeline',
    'EVENT:1948-07-01; the ferry sinks; all hands lost',
    'X-EVENT:1948-07-02',
    'X-EVENT:1948-07-03;Thursday 3 July 1948 — the inquest',
  ),
  '',
].join('\r\n');

const markdown = () =>
  vcardAsMarkdown(BOOK, { characters: 'Characters', timeline: 'Timeline' }, (l) =>
    /^(?:Eye colour|Died|Died at|Also known as)$/.test(l),
  );

describe('a vCard’s properties', () => {
  it('are known by a BEGIN:VCARD line of its own, spaces after it allowed', () => {
    expect(isVcard('BEGIN:VCARD \nFN:Mara Voss\nEND:VCARD')).toBe(true);
    expect(isVcard('## Notes\n\nThe export opens on BEGIN:VCARD\n')).toBe(false);
    expect(isVcard('## Notes\n\nBEGIN:VCARDS hold one person each\n')).toBe(false);
  });

  it('are read past their parameters, a list parted by its commas, an escaped comma and line break as text', () => {
    expect(
      unfoldedProperties(
        [
          'FN;CHARSET=UTF-8:Ben Marsh',
          'NICKNAME:Benno,the Pilot',
          'NOTE:Grey\\, blue.\\nSings at night.\\n',
          '(written up by his niece: 1999)',
        ].join('\r\n'),
      ),
    ).toEqual([
      ['FN', 'Ben Marsh'],
      ['NICKNAME', 'Benno, the Pilot'],
      ['NOTE', 'Grey, blue. Sings at night.'],
    ]);
  });

  it('write a person’s card with the labels a bible gives its standard properties', () => {
    const md = markdown();
    expect(md).toContain(
      '## Characters\n\n### Ben Marsh\n- Gender: male\n- Also known as: Benno, the Pilot\n- Eye colour: blue\n- Died: 1948-07-01\n- Died at: Saltcote harbour\n',
    );
    // A property of an event's name on a person's card is said of that person, no timeline of its own.
    expect(md).toContain(
      'Key event: the wreck.\n\nEvents witnessed: the wreck of the Ellen May.\n\nKeeps the light. Sings at night.\n',
    );
  });

  it('write a group card’s events as the timeline, one a line: a date alone, a date and its text, a text with its date', () => {
    expect(markdown()).toContain(
      '## Timeline\n\n- 1948-07-01 — the ferry sinks; all hands lost\n- 1948-07-02\n- Thursday 3 July 1948 — the inquest\n',
    );
  });

  it('give the checks a man with his nicknames and the day he dies', () => {
    const [ben, ...others] = parseBible(BOOK, ENGLISH).characters;
    expect(others).toEqual([]);
    expect(ben?.name).toBe('Ben Marsh');
    expect(ben?.names).toEqual(expect.arrayContaining(['Benno', 'the Pilot']));
    expect(ben?.gender).toBe('male');
    expect(ben?.fields.eyes?.value).toBe('blue');
    expect(ben?.diesOn?.value).toEqual({ day: 1, month: 7, year: 1948 });
  });

  it('read a card with no KIND as a person’s', () => {
    const md = vcardAsMarkdown(
      card('FN:Mara Voss', 'X-EYES:grey'),
      { characters: 'Cast', timeline: 'Timeline' },
      () => true,
    );
    expect(md).toBe('## Cast\n\n### Mara Voss\n- Eyes: grey\n');
  });

  it('write the book’s own card’s notes as paragraphs of the bible’s notes, and no notes when it has none', () => {
    const titles = { characters: 'Characters', timeline: 'Timeline' };
    const book = card('KIND:group', 'FN:The Raven', 'NOTE:One card per person.', 'NOTE:Dates as the book gives them.');
    expect(vcardAsMarkdown(book, titles, () => true)).toBe(
      '## Notes\n\nOne card per person.\n\nDates as the book gives them.\n',
    );
    expect(vcardAsMarkdown(card('KIND:group', 'FN:The Raven', 'MEMBER:urn:uuid:mara'), titles, () => true)).toBe('');
  });

  it('leave out a card with no name', () => {
    const md = vcardAsMarkdown(
      [card('X-EYES:grey', 'NOTE:A stray card.'), card('FN:Mara Voss')].join('\r\n'),
      { characters: 'Cast', timeline: 'Timeline' },
      () => true,
    );
    expect(md).toBe('## Cast\n\n### Mara Voss\n');
  });

  it('read every card of a file in its kind’s section: a stray line before the first, a last card cut off before its END', () => {
    const file = [
      'PRODID:-//Contacts//EN',
      card('FN:Mara Voss', 'GENDER:F;she/her', 'X-EYES:', 'X-REFRAIN:Dr. Kaplan knows', 'X-QUESTION:Who lit the lamp?'),
      card('FN:Ben Marsh', 'X-EYES:blue'),
      card('KIND:location', 'FN:Grey Mill'),
      'BEGIN:VCARD',
      'FN:Tomas Reyes',
      'X-EYES:brown',
    ].join('\r\n');
    // An empty property says nothing; a value of its own is a sentence of the entry's prose, its full stop kept.
    expect(vcardAsMarkdown(file, { characters: 'Cast', timeline: 'Timeline' }, (l) => l === 'Eyes')).toBe(
      [
        '## Cast',
        '',
        '### Mara Voss',
        '- Gender: female',
        '',
        'Refrain: Dr. Kaplan knows.',
        '',
        'Question: Who lit the lamp?',
        '',
        '### Ben Marsh',
        '- Eyes: blue',
        '',
        '### Tomas Reyes',
        '- Eyes: brown',
        '',
        '## Locations',
        '',
        '### Grey Mill',
        '',
      ].join('\n'),
    );
  });
});
