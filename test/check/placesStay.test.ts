import { describe, expect, it } from 'vitest';
import { awayButHere } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A stay far off, told once ("My cousin Lenny is in Korea", "He is stationed
 * at Aldershot"), holds from chapter to chapter until the text brings them
 * back; someone in it present among the scene's people later ("Lenny was up
 * on the roof, pulling at the sheets", "Lenny carried the chairs in") is a
 * finding. A journey whose sentence says they are away ("went to Leeds, and
 * the house was quiet while she was away") holds in its chapter until a return.
 * Presence with "to be": "herself was coming out of the bank", "was at the
 * gate". The quiet side: a place where scenes are set ("Rosa was at Kilbride"
 * and then the chapter in Kilbride), a wish ("if Lenny had been home"), a
 * relative clause of the past ("the roof which Lenny fell off"), a letter
 * from the place, the return told, someone alone with no one else in the
 * paragraph, and a plain stay told again.
 */

const lines = (files: Record<string, string>) =>
  awayButHere(manuscriptOf(files), ENGLISH).map((f) => `${f.file}:${f.line}`);

const ONE = '# One\n\nRosa Lind came home to the farm on the bus. She carried her case up the lane.';
const book = (stay: string, later: string, extra = '') => ({
  'chapter_01.md': `${ONE}\n\n${stay}\n`,
  'chapter_02.md': `# Two\n\nRosa fed the hens in the rain. She was cold.${extra}\n\n${later}\n`,
});

describe('a stay far off, across chapters', () => {
  it.each([
    'Her cousin Lenny Marsh is in Korea.',
    'Lenny Marsh is stationed at Aldershot, and writes when he can.',
    'Lenny Marsh was at Catterick.',
    'Lenny Marsh is still in Korea.',
  ])('holds "%s" against a presence later', (stay) => {
    const later =
      'The wind got up in the night. Lenny was up on the roof already, pulling at the loose sheets, and Rosa ran out to help.';
    expect(lines(book(stay, later))).toEqual(['chapter_02.md:5']);
  });

  it.each([
    'Lenny carried the chairs in from the yard while Rosa swept.',
    'Rosa and the neighbours stood in the yard. Lenny was at the gate with a lamp.',
    'Rosa turned. Lenny Marsh himself was coming across the yard with a bucket.',
  ])('reports "%s"', (later) => {
    expect(lines(book('Lenny Marsh is in Korea.', later)).length).toBe(1);
  });

  it.each([
    ['a wish', 'If Lenny had been home he would have been up on the roof. Rosa went up herself.'],
    ['a relative clause', 'Rosa looked at the roof which Lenny fell off in 1950, and went in.'],
    ['the place named', 'Rosa thought of Lenny in Korea, who was up before dawn, and went in.'],
    ['a letter', 'Rosa read the letter twice. Lenny wrote that he was cold.'],
    ['no one else in the paragraph', 'Lenny was at the gate with a lamp.'],
  ])('is quiet on %s', (_, later) => {
    expect(lines(book('Lenny Marsh is in Korea.', later))).toEqual([]);
  });

  it('is quiet once the return is told', () => {
    const later = 'Lenny was up on the roof already, pulling at the loose sheets, and Rosa ran out to help.';
    expect(lines(book('Lenny Marsh is in Korea.', later, ' Lenny came home on the Friday bus.'))).toEqual([]);
  });

  it('is quiet where the place is a scene of the story', () => {
    const files = {
      'chapter_01.md': `${ONE}\n\nLenny Marsh is at Kilbride.\n`,
      'chapter_02.md':
        '# Two\n\nRosa drove to Kilbride in the morning. The market in Kilbride was full.\n\nLenny carried the chairs in from the yard while Rosa swept.\n',
    };
    expect(lines(files)).toEqual([]);
  });
});

describe('a journey that says it is an absence', () => {
  const GO = 'On the Monday Dr. Pryce went to Leeds, and the village felt strange, as it always did when she was away.';
  it('holds it in its chapter against a presence', () => {
    const later =
      'Tom stood outside the post office, and when he turned round Dr. Pryce herself was coming out of the bank.';
    expect(lines({ 'chapter_01.md': `# One\n\n${GO}\n\n${later}\n` })).toEqual(['chapter_01.md:5']);
  });

  it('is quiet with the return told between, and on a journey that does not say so', () => {
    const later = 'Tom stood outside the post office, and Dr. Pryce herself was coming out of the bank.';
    expect(
      lines({ 'chapter_01.md': `# One\n\n${GO}\n\nDr. Pryce came back from Leeds on the Wednesday.\n\n${later}\n` }),
    ).toEqual([]);
    expect(lines({ 'chapter_01.md': `# One\n\nOn the Monday Dr. Pryce went to Leeds.\n\n${later}\n` })).toEqual([]);
  });
});

describe('away with no place said, for a span', () => {
  const chapter = (gone: string, later: string) =>
    lines({ 'chapter_01.md': `# One\n\nTom Hale mended the gate. Ada Lowe fed the hens.\n\n${gone}\n\n${later}\n` });
  const HERE = 'Ada stood in the yard. Tom carried the sacks into the barn.';

  it.each([
    'Tom Hale is away until Friday, and the farm is quiet.',
    "Tom Hale won't be back till Sunday.",
    'Tom Hale was away for a fortnight.',
  ])('holds "%s" against a presence', (gone) => {
    expect(chapter(gone, HERE)).toEqual(['chapter_01.md:7']);
  });

  it.each([
    ['no span', 'Tom Hale is away, and the farm is quiet.'],
    ['away from something', 'Tom Hale was away from the house until dark.'],
    ['a return between', "Tom Hale won't be back till Sunday.\n\nOn Sunday Tom came back on the cart."],
  ])('is quiet with %s', (_, gone) => {
    expect(chapter(gone, HERE)).toEqual([]);
  });

  it('lets a fortnight run out', () => {
    const gone = 'On the 2nd, Tom Hale went to Leeds for a fortnight.';
    expect(chapter(gone, 'On the 20th, Ada stood in the yard. Tom carried the sacks into the barn.')).toEqual([]);
    expect(chapter(gone, 'On the 10th, Ada stood in the yard. Tom carried the sacks into the barn.')).toHaveLength(1);
  });
});

describe('a day passing and a span that says its own end', () => {
  const chapter = (between: string) =>
    lines({
      'chapter_01.md': `# One\n\nTom Hale mended the gate. Ada Lowe fed the hens.\n\nTom Hale is away in Leeds until Friday.\n\n${between}\n\nAda stood in the yard. Tom carried the sacks into the barn.\n`,
    });

  it('outlasts "the next morning"', () => {
    expect(chapter('The next morning it rained.')).toEqual(['chapter_01.md:9']);
  });

  it('ends with his return told by a pronoun, or with the day named', () => {
    expect(chapter('He came back early, on the Wednesday.')).toEqual([]);
    expect(chapter('On Friday it rained.')).toEqual([]);
  });
});
