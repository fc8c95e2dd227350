import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { isVcard, vcardAsMarkdown } from '../../src/check/bibleVcard.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as an address book's export (vCard 4.0): the twenty-first blind set's was read as people called
 * "Version" aged 4, one per card. Cards written for these tests.
 */

const card = (...lines: string[]) => ['BEGIN:VCARD', 'VERSION:4.0', ...lines, 'END:VCARD'].join('\r\n');

const BOOK = [
  card(
    'KIND:group',
    'FN:The Raven — story bible',
    'NOTE:One card per person\\, place and object.',
    'MEMBER:urn:uuid:mara',
  ),
  card(
    'KIND:individual',
    'UID:urn:uuid:mara',
    'FN:Mara Voss',
    'N:Voss;Mara;;;',
    'GENDER:F',
    'BDAY:1921',
    'X-EYES:grey',
    'ADR;TYPE=home:;;Via Carriona;Carrara;;;Italy',
    'X-REFRAIN:The sea keeps what it takes',
    'NOTE:Dies in chapter_04.md when the',
    '  ferry sinks.',
  ),
  card('KIND:location', 'FN:Grey Mill', 'NOTE:A mill on the river.'),
  card('KIND:group', 'FN:Timeline', 'X-EVENT:1948-07-01;Thursday 1 July 1948 — the ferry sinks'),
].join('\r\n');

describe('a bible of vCards', () => {
  it('is known by its BEGIN:VCARD line', () => {
    expect(isVcard(BOOK)).toBe(true);
    expect(isVcard('## Characters\n\n### Mara Voss\n- Eyes: grey\n')).toBe(false);
  });

  it('reads a person card as a character: name, gender, fields, and a fate in its note (a folded line joined)', () => {
    const [mara, ...others] = parseBible(BOOK, ENGLISH).characters;
    expect(others.map((c) => c.name)).toEqual([]);
    expect(mara?.name).toBe('Mara Voss');
    expect(mara?.gender).toBe('female');
    expect(mara?.fields.eyes?.value).toBe('grey');
    expect(mara?.diesIn?.value).toBe(4);
  });

  it('writes each card under its kind, a field it does not know as prose, a list of events as the timeline', () => {
    const md = vcardAsMarkdown(BOOK, { characters: 'Characters', timeline: 'Timeline' }, (l) =>
      /^(?:Eyes|Born)$/.test(l),
    );
    expect(md).toContain('## Characters\n\n### Mara Voss\n- Gender: female\n- Born: 1921\n- Eyes: grey\n');
    expect(md).toContain('Refrain: The sea keeps what it takes.\n\nDies in chapter_04.md when the ferry sinks.');
    expect(md).toContain('## Locations\n\n### Grey Mill\n');
    expect(md).toContain('## Timeline\n\n- Thursday 1 July 1948 — the ferry sinks');
    expect(md).toContain('## Notes\n\nOne card per person, place and object.');
    expect(md).not.toContain('urn:uuid');
    // An address is the card's housekeeping, no line of the bible.
    expect(md).not.toContain('Via Carriona');
  });
});
