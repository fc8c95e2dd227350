import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { checkVoice } from '../../src/check/checks/voice.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { ownNameOf } from '../../src/check/narrators.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A book of statements, each chapter a witness telling in the first person who first gives their own name ("My name
 * is Agnes Pellow.", "I am Tobias Crane, ferryman.", "Hannah Voss. I am thirty."): each chapter's "I" is that
 * person, so "I am nineteen" in one and "I am sixty" in another are two people's ages, not one narrator's that
 * changed (src/check/narrators.ts, ownNameOf; src/check/facts.ts). Written for these tests.
 */

const heading = '*Taken at the Guildhall. Sworn.*';
const agnes = `${heading}\n\nMy name is Agnes Pellow. I am nineteen years old. I keep the books at the chandler's on the quay, and I saw Tobias Crane on the night of the storm.\n\nHannah Voss was at the inn. Tobias Crane said nothing to her.`;
const tobias = `${heading}\n\nI am Tobias Crane, ferryman, of Saltash. I am sixty years old. I took the boat over at nine, and Agnes Pellow was on the steps.\n\nHannah Voss waved from the inn. Agnes Pellow did not.`;
const hannah = `${heading}\n\nHannah Voss. I am thirty. I was at the inn all that night, and Agnes Pellow came in at ten.\n\nTobias Crane came in after her.`;
const unnamed = `${heading}\n\nI was at the inn all that night. I am forty-four. I saw nobody on the steps.`;

const ownName = (...texts: string[]) => {
  const m = manuscriptOf(chaptersOf(...texts));
  const { cast } = readFacts(m, ENGLISH);
  return m.chapters.map((c) => {
    const own = ownNameOf(c, cast, ENGLISH);
    return own?.character?.name ?? own?.name;
  });
};

describe('a witness who gives their own name', () => {
  it('is the "I" of their chapter', () => {
    expect(ownName(agnes, tobias, hannah, unnamed)).toEqual(['Agnes Pellow', 'Tobias Crane', 'Hannah Voss', undefined]);
  });

  it('reads no name given of another, nor a name the sentence goes on to tell with a verb', () => {
    const other = `${heading}\n\nI saw Agnes Pellow on the quay. Tobias Crane was with her.`;
    const told = `${heading}\n\nTobias Crane, my uncle, took the boat over at nine. I am sixty.`;
    // A nation or a faith after "I am" is no name.
    const english = `${heading}\n\nI am English. I came out in the spring.`;
    expect(ownName(other, told, english, agnes)).toEqual([undefined, undefined, undefined, 'Agnes Pellow']);
  });

  it('gives each witness their own age', () => {
    expect(attributesOf(agnes, tobias, hannah)).toEqual([
      'Agnes Pellow age 19',
      'Tobias Crane age 60',
      'Hannah Voss age 30',
    ]);
  });

  it('reports no age slip between two witnesses', () => {
    const found = checkAttributes(manuscriptOf(chaptersOf(agnes, tobias, hannah, unnamed)), ENGLISH).findings;
    expect(found).toEqual([]);
  });

  it('holds no witness of a name the cast lacks, nor one who gives none, to another', () => {
    // Silas is named once: no character of the cast, still another "I" than the next chapter's.
    const silas = `${heading}\n\nI am Silas, the boatman's boy. I am twelve. I was asleep in the boat.`;
    expect(ownName(agnes, tobias, silas)[2]).toBe('Silas');
    const found = checkAttributes(manuscriptOf(chaptersOf(agnes, tobias, silas, unnamed)), ENGLISH).findings;
    expect(found).toEqual([]);
  });

  it('still holds one narrator who names no one to their own age', () => {
    const later = `${heading}\n\nI went down to the quay in the morning. I am fifty-one. Nobody was there.`;
    const found = checkAttributes(manuscriptOf(chaptersOf(unnamed, later)), ENGLISH).findings;
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_02.md:5']);
  });
});

describe('a witness who gives their own name, named in the third person', () => {
  const told = [
    'My name is Agnes Pellow. I keep the books at the chandler’s on the quay, and I have kept them four years.',
    'On the night of the storm I went down to the steps with a lamp. I saw Tobias Crane at the boat, and I called to him.',
    'I waited on the steps until the boat was out of sight. Then I went back up the hill and sat with my aunt.',
  ];
  const slip =
    'Agnes went down to the steps with a lamp, and she saw Tobias Crane at the boat, and she called to him across the water.';
  const book = (...paragraphs: string[]) =>
    checkVoice(manuscriptOf(chaptersOf(tobias, paragraphs.join('\n\n'), hannah)), ENGLISH).findings.filter(
      (f) => f.category === 'pov',
    );

  it('is a slip of person in her own chapter', () => {
    const found = book(told[0] as string, slip, told[2] as string);
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_02.md:5']);
    expect(found[0]?.message).toContain('gives their own name');
  });

  it('is quiet when she tells it herself', () => {
    expect(book(...told)).toEqual([]);
  });
});
