import { describe, expect, it } from 'vitest';
import { castOf } from '../../src/check/cast.js';
import { speakerOf } from '../../src/check/checks/nicknames.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Speech tagged by someone the narration does not name ("the stranger said") is no one's of the cast, though a
 * sentence before it opens on a person whose gender the bible does not tell (src/check/checks/nicknames.ts,
 * speakerOf). Texts written for these tests.
 */

const speaker = (text: string, index: number) => {
  const m = manuscriptOf(chaptersOf(text), '# Bible\n\n## Characters\n### Kit Marsh\n');
  const p = m.chapters[0]?.paragraphs.find((x) => x.kind === 'prose');
  if (!p) throw new Error('no paragraph');
  return speakerOf(p, index, castOf(m.bible), ENGLISH)?.name;
};

describe('speech tagged by no name and no pronoun', () => {
  it('is no one’s of the cast', () => {
    expect(speaker('Kit Marsh stood at the door. The stranger said, "Come in."', 1)).toBeUndefined();
  });

  it('is the named one’s when the tag names them', () => {
    expect(speaker('The rain stopped. Kit Marsh said, "Come in."', 1)).toBe('Kit Marsh');
  });
});

describe('speech tagged by a pronoun', () => {
  const bible = '# Bible\n\n## Characters\n### June Pell\n- gender: female\n\n### Hilda Gray\n- gender: female\n';
  const speaker = (text: string, index: number) => {
    const m = manuscriptOf(chaptersOf(text), bible);
    const p = m.chapters[0]?.paragraphs.find((x) => x.kind === 'prose');
    if (!p) throw new Error('no paragraph');
    return speakerOf(p, index, castOf(m.bible), ENGLISH)?.name;
  };

  it('is the one the latest sentence before it opened on, not the first', () => {
    expect(speaker('June Pell came in. Hilda Gray sat down by the fire. She said, "Tea?"', 2)).toBe('Hilda Gray');
  });
});
