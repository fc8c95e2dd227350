import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A screenwriter's character breakdown: names in capitals with a bracket that opens on the age and goes on with
 * notes ("(23, turning 24 in July; English; our narrator)"), a nickname in quotes inside the name or after a dash,
 * indented paragraphs, and lists ruled off from each other with "=====".
 */
const BREAKDOWN = [
  'CHARACTER BREAKDOWN & CONTINUITY NOTES',
  '',
  '=============================================================================',
  'LEADS',
  '=============================================================================',
  '',
  'NORA QUILLAN (23, turning 24 in July; English; our narrator and V.O.)',
  '  Translator. GREY eyes. Light brown hair worn long. Small white scar on',
  '  the LEFT of her chin (childhood fall from a garden wall, aged eight).',
  '',
  'TOMAS BREGAR (27; Slovene, from the Karst)',
  '  Conductor on the tram. BROWN eyes, BLACK hair. A short white scar splits',
  '  his right eyebrow (steel tram cable, aged twelve, the year after his',
  "  grandfather's death).",
  '',
  'MARTA BREGAR -- "THE SIGNORA" (71; widow)',
  '  Keeps rooms. Short, broad, always in black.',
  '',
  'BRIGID "BIDDY" OAKES (31; Irish, from Cork)',
  '  The other typist. RED hair cut to the jaw.',
  '',
  'DOCTOR FURLAN (66; the family doctor)',
  '  Large, bald, square white beard.',
  '',
  '=============================================================================',
  'DAY PLAYERS',
  '=============================================================================',
  '',
  'THE WOMAN FROM SERVOLA -- her petitions, Ch. 1 and Ch. 9.',
].join('\n');

const people = () =>
  parseBible(BREAKDOWN, ENGLISH).characters.map((c) => ({
    name: c.name,
    names: c.names,
    age: c.fields.age?.value,
    gender: c.gender,
  }));

describe('a character breakdown', () => {
  it('reads the age that opens a bracket, and no name from the notes after it', () => {
    const nora = people().find((p) => p.name === 'Nora Quillan');
    expect(nora?.age).toBe('23');
    expect(nora?.names).toEqual(['Nora Quillan', 'Nora', 'Quillan']);
    expect(people().find((p) => p.name === 'Tomas Bregar')?.names).toEqual(['Tomas Bregar', 'Tomas', 'Bregar']);
  });

  it('gives no age from an aside that dates an event by the age it happened at', () => {
    // The brackets' ages are 23 and 27: "aged eight" and "aged twelve" are a fall and a cable, not their ages now.
    expect(people().map((p) => [p.name, p.age])).toContainEqual(['Tomas Bregar', '27']);
    const entry = (line: string) =>
      parseBible(['## Tomas Bregar', '', '- Eyes: brown', line].join('\n'), ENGLISH).characters[0];
    expect(
      entry('- A short white scar splits his right eyebrow (steel tram cable, aged twelve, the year after).')?.fields
        .age,
    ).toBeUndefined();
    // Running on to the next line, the aside is still one.
    expect(entry('- A short scar on his right eyebrow (steel tram cable, aged twelve,')?.fields.age).toBeUndefined();
    expect(entry('- Conductor, aged 27, on the Opicina line.')?.fields.age?.value).toBe('27');
    expect(entry('- Conductor on the Opicina line (aged 27).')?.fields.age?.value).toBe('27');
  });

  it('gives no age from the prose of one dead before the story; a death in it keeps its age', () => {
    const style = (lines: string[]) => parseBible(['## Stanko Bregar', ...lines].join('\n'), ENGLISH).characters[0];
    const before = style([
      "- Marta's husband; brakeman on the tramway 22 years. Killed Thu 3 Mar 1938 at the incline, aged",
      '  56, holding the car (ch. 2). DEAD before the story.',
    ]);
    expect([before?.diesIn?.value, before?.fields.age]).toEqual([0, undefined]);
    const inStory = style(['- Brakeman on the tramway. Dies in chapter 6, aged 56, holding the car.']);
    expect([inStory?.diesIn?.value, inStory?.fields.age?.value]).toEqual([6, '56']);
  });

  it('reads a person whose paragraph tells no looks, when the bracket gives their age', () => {
    expect(people().find((p) => p.name === 'Doctor Furlan')?.age).toBe('66');
  });

  it('takes a nickname in quotes inside the name or after a dash as one of their names, as the text writes it', () => {
    const biddy = people().find((p) => p.name === 'Brigid Oakes');
    expect(biddy?.names).toContain('Biddy');
    expect(biddy?.age).toBe('31');
    const widow = people().find((p) => p.name === 'Marta Bregar');
    // The name in capitals as the text writes it.
    expect(widow?.names).toContain('The Signora');
    expect(widow?.age).toBe('71');
  });

  it('keeps an entry whose heading a rule underlines', () => {
    const underlined = parseBible('## Nora Quillan (23)\n---\n- Eyes: Grey\n', ENGLISH).characters[0];
    expect([underlined?.name, underlined?.fields.age?.value, underlined?.fields.eyes?.value]).toEqual([
      'Nora Quillan',
      '23',
      'Grey',
    ]);
  });

  it("ends an entry at a rule: the next list is not the last person's notes", () => {
    // "THE WOMAN FROM SERVOLA -- her petitions" under DAY PLAYERS would make the doctor a woman.
    expect(people().find((p) => p.name === 'Doctor Furlan')?.gender).toBeUndefined();
  });
});
