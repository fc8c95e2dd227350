import { describe, expect, it } from 'vitest';
import { checkObjects, twoHands } from '../../src/check/checks/objects.js';
import { checkPlaces, colouredNouns } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A character in two places at once, a place described against the bible, an object back in hands that lost it. */

const where = (files: Record<string, string>, bible = ''): Finding[] =>
  checkPlaces(manuscriptOf(files, bible), ENGLISH).findings;
const things = (files: Record<string, string>, bible = ''): Finding[] =>
  checkObjects(manuscriptOf(files, bible), ENGLISH).findings;

const PLACES = [
  '# Bible',
  '',
  '## Characters',
  '### Ines Carvalho',
  '### Duarte Lobo',
  '',
  '## Places',
  '### The Lantern Inn',
  '- A red door and white walls.',
  '### Saltmarsh',
  '- Grey reeds.',
].join('\n');

describe('places', () => {
  it('reports a character in two places in one scene with no journey between, naming both lines', () => {
    const found = where(
      { 'chapter_01.md': '# One\n\nInes sat in the Lantern Inn.\n\nDuarte laughed.\n\nInes stood in Saltmarsh.\n' },
      PLACES,
    );
    expect(found).toEqual([
      {
        file: 'chapter_01.md',
        line: 7,
        category: 'place',
        message:
          'Ines is in Saltmarsh here but in The Lantern Inn at chapter_01.md:3 of the same scene, with no journey between',
        evidence: 'Ines stood in Saltmarsh.',
        confidence: 0.75,
        against: { file: 'chapter_01.md', line: 3, evidence: 'Ines in The Lantern Inn' },
      },
    ]);
  });

  it('lets a scene break, a journey or the passing of time move a character', () => {
    const scene = (between: string) =>
      where(
        { 'chapter_01.md': `# One\n\nInes sat in the Lantern Inn.\n\n${between}\n\nInes stood in Saltmarsh.\n` },
        PLACES,
      );
    expect(scene('* * *')).toEqual([]);
    expect(scene('Ines walked out along the dyke.')).toEqual([]);
    expect(scene('Hours later the rain stopped.')).toEqual([]);
    // Another's journey frees only them.
    expect(scene('Duarte walked out along the dyke.')).toHaveLength(1);
    // The same place again is no move.
    expect(
      where({ 'chapter_01.md': '# One\n\nInes sat in the Lantern Inn.\n\nInes waited at the Lantern Inn.\n' }, PLACES),
    ).toEqual([]);
  });

  it('leaves a memory out of the count', () => {
    const found = where(
      {
        'chapter_01.md':
          '# One\n\nInes sat in the Lantern Inn.\n\n*She remembered the summer when Ines stood in Saltmarsh.*\n\nInes waited in the Lantern Inn.\n',
      },
      PLACES,
    );
    expect(found).toEqual([]);
  });

  it('reports a place described in another colour than the bible’s, once however many of its names the sentence holds', () => {
    const found = where({ 'chapter_01.md': '# One\n\nThe blue door of the Lantern Inn stood open.\n' }, PLACES);
    expect(found).toEqual([
      {
        file: 'chapter_01.md',
        line: 3,
        category: 'place',
        message: "The Lantern Inn's door is blue here; bible: red (bible.md:8)",
        evidence: 'The blue door of the Lantern Inn stood open.',
        confidence: 0.75,
      },
    ]);
    expect(where({ 'chapter_01.md': '# One\n\nThe red door of the Lantern Inn stood open.\n' }, PLACES)).toEqual([]);
    expect(where({ 'chapter_01.md': '# One\n\nThe blue boat passed the Lantern Inn.\n' }, PLACES)).toEqual([]);
  });

  it('says it could not run when neither the text nor the bible names a place', () => {
    const { findings, skipped } = checkPlaces(manuscriptOf({ 'chapter_01.md': '# One\n\nInes waited.\n' }), ENGLISH);
    expect(findings).toEqual([]);
    expect(skipped).toEqual([
      {
        check: 'places',
        reason: 'the text names no place ("in Lisbon", "from the Lantern Inn") and there is no Places section',
      },
    ]);
  });

  it('reads colours with their nouns', () => {
    expect([...colouredNouns('A red door and white walls; a grey-green sea.', ENGLISH)]).toEqual([
      ['door', ['red']],
      ['walls', ['white']],
      ['sea', ['grey', 'green']],
    ]);
    expect([...colouredNouns('red and green', ENGLISH)]).toEqual([]);
    expect([...colouredNouns('the blue ox', ENGLISH)]).toEqual([]);
  });
});

const OBJECTS = [
  '# Bible',
  '',
  '## Characters',
  '### Ines Carvalho',
  '### Duarte Lobo',
  '',
  '## Objects',
  "### Ines's silver watch",
  '- Lost in chapter 2.',
].join('\n');

describe('objects the bible says were lost', () => {
  it('reports the watch back in her hands after it was lost, until the text has it found', () => {
    const book = (third: string) => ({
      'chapter_01.md': '# One\n\nInes wound her watch.\n',
      'chapter_02.md': '# Two\n\nThe storm came.\n',
      'chapter_03.md': `# Three\n\n${third}\n`,
    });
    expect(things(book('Ines wound her watch again.'), OBJECTS)).toEqual([
      {
        file: 'chapter_03.md',
        line: 3,
        category: 'object',
        message: "Ines has Ines's silver watch here, but it was lost or given away (bible.md:9) and has not come back",
        evidence: 'Ines wound her watch again.',
        confidence: 0.8,
      },
    ]);
    expect(things(book('Duarte found the watch in the sand. Ines wound her watch again.'), OBJECTS)).toEqual([]);
    expect(things(book('Duarte found the watch in the sand.\n\nLater Ines wound her watch again.'), OBJECTS)).toEqual(
      [],
    );
  });

  it('takes a loss the text tells, in the sentence’s order', () => {
    const found = things(
      {
        'chapter_01.md':
          '# One\n\nInes wound her watch.\n\nInes dropped the watch into the harbour.\n\nInes checked her watch.\n',
      },
      OBJECTS.replace('- Lost in chapter 2.', ''),
    );
    expect(found.map((f) => [f.line, f.message])).toEqual([
      [7, "Ines has Ines's silver watch here, but it was lost or given away (chapter_01.md:5) and has not come back"],
    ]);
  });

  it('reads a loss told in the present, and the narrator’s "I" as the holder in a first-person book', () => {
    const present = things(
      {
        'chapter_01.md':
          '# One\n\nInes winds her watch.\n\nInes drops the watch into the harbour.\n\nInes checks her watch.\n',
      },
      OBJECTS.replace('- Lost in chapter 2.', ''),
    );
    expect(present.map((f) => f.line)).toEqual([7]);
    const FIRST = `${OBJECTS.replace('- Lost in chapter 2.', '')}\n\n## Style\n- First person, past tense, narrator: Ines\n`;
    const found = things(
      {
        'chapter_01.md':
          '# One\n\nI lost the watch on the ferry.\n\nI wound the watch at dusk.\n\nI turned my watch over.\n',
      },
      FIRST,
    );
    expect(found.map((f) => [f.line, f.message.slice(0, 30)])).toEqual([
      [5, 'The narrator (Ines Carvalho) h'],
      [7, 'The narrator (Ines Carvalho) h'],
    ]);
    // Given back, it is hers again.
    const back = things(
      {
        'chapter_01.md':
          '# One\n\nI lost the watch on the ferry.\n\nDuarte returned the watch to me.\n\nI wound the watch at dusk.\n',
      },
      FIRST,
    );
    expect(back).toEqual([]);
  });

  it('has nothing to check without an object the bible gives a holder', () => {
    expect(
      things({ 'chapter_01.md': '# One\n\nInes wound her watch.\n' }, '## Objects\n### A watch\n- lost in chapter 1\n'),
    ).toEqual([]);
  });
});

describe('one object in two hands, text against text', () => {
  it('names the holder and the place the object was last seen with another', () => {
    const found = twoHands(
      manuscriptOf({
        'chapter_01.md': "# One\n\nInes Carvalho opened Ines's brass compass. Duarte watched her.\n",
        'chapter_02.md': "# Two\n\nDuarte checked Duarte's brass compass again.\n",
      }),
      ENGLISH,
    );
    expect(found).toEqual([
      {
        file: 'chapter_02.md',
        line: 3,
        category: 'object',
        message:
          'Duarte has the brass compass here; chapter_01.md:3 gives it to Ines Carvalho, and nothing between passes it on',
        evidence: "Duarte checked Duarte's brass compass again.",
        confidence: 0.6,
        against: {
          file: 'chapter_01.md',
          line: 3,
          evidence: "Ines Carvalho opened Ines's brass compass.",
        },
      },
    ]);
  });
});

describe('an object given away, held again', () => {
  it('reports every later chapter where the giver still has it, until something gives it back', () => {
    const found = things({
      'chapter_01.md': '# 1\n\nMara Vos gave the brass key to Tomas Reyes and said nothing.\n',
      'chapter_02.md': '# 2\n\nMara Vos turned the brass key in the lock of the chest.\n',
      'chapter_03.md': '# 3\n\nMara Vos turned the brass key in the cellar door.\n',
      'chapter_04.md':
        '# 4\n\nTomas Reyes gave the brass key back to Mara Vos.\n\nMara Vos turned the brass key in the gate.\n',
    }).filter((f) => f.category === 'object');
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_02.md:3', 'chapter_03.md:3']);
    expect(found.every((f) => f.against?.file === 'chapter_01.md')).toBe(true);
  });
});
