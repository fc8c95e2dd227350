import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { textVariants } from '../../src/check/checks/names.js';
import { buildFactBase, petForm } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** Names that are also words ("Hope" beside "I hope"), and pet forms ("Hopey") that are no misspelling. */

const castOf = (files: Record<string, string>) => buildFactBase(manuscriptOf(files), ENGLISH).cast.map((c) => c.name);

// Hope acts and speaks mid-sentence four times; the word "hope" is written in lower case too.
const HOPE = [
  '# One',
  'The kettle boiled, and Hope lifted it off the fire. "I hope you slept," said Hope.',
  'Nell nodded, and Hope turned back to the stove. Her brown eyes were bright.',
  'At noon the cart came, and Hope went out to it. There was no hope of rain.',
].join('\n\n');

describe('a name that is also a word', () => {
  it('is read into the cast when it acts or speaks mid-sentence four times', () => {
    expect(castOf({ 'chapter_01.md': HOPE })).toContain('Hope');
  });

  it('carries her eyes through the pronoun after her name, so a later colour is held to them', () => {
    const found = checkAttributes(
      manuscriptOf({
        'chapter_01.md': HOPE,
        'chapter_02.md': '# Two\n\nIn the morning Hope turned back to the stove. Her grey eyes were tired.\n',
      }),
      ENGLISH,
    ).findings;
    expect(found.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      `chapter_02.md:3 Hope's eyes are "grey" here; chapter_01.md:5 says "brown"`,
    ]);
  });

  it('stays a word when it acts only three times, opens sentences, or names a place', () => {
    // Three times: not yet a name.
    const three = HOPE.replace('and Hope went out to it', 'and they went out to it');
    expect(castOf({ 'chapter_01.md': three })).not.toContain('Hope');
    // At a sentence's opening a capital tells nothing: "Hope was all they had." is the word.
    const openings =
      '# One\n\nHope was all they had. Hope kept them going. Hope died hard. Hope came slowly. I hope so.';
    expect(castOf({ 'chapter_01.md': openings })).not.toContain('Hope');
    // "the Park" mid-sentence many times, once doing something: a place's word, not a person.
    const park = [
      '# One',
      'They walked in the Park. The Park was green. We went to the Park and the Park looked fine.',
      'They met at the Park gates. Near the Park stood a park bench.',
    ].join('\n\n');
    expect(castOf({ 'chapter_01.md': park })).not.toContain('Park');
    // An inn named mid-sentence thirteen times and four times before a verb: a place where it is named most.
    const inn = [
      '# One',
      Array.from({ length: 9 }, () => 'We drank at the Hope and Anchor.').join(' '),
      'At nine the Hope opened. By ten the Hope filled. At two the Hope closed. In May the Hope burned. I hope not.',
    ].join('\n\n');
    expect(castOf({ 'chapter_01.md': inn })).not.toContain('Hope');
  });
});

describe('a pet form', () => {
  it('is no misspelling of the name it is made from', () => {
    expect(petForm('Hopey', 'Hope', ENGLISH)).toBe(true);
    expect(petForm('Ann', 'Annie', ENGLISH)).toBe(true);
    expect(petForm('Tommy', 'Tom', ENGLISH)).toBe(true);
    expect(petForm('Katie', 'Kate', ENGLISH)).toBe(true);
    // A letter changed, or a letter added that makes no pet form, is a slip.
    expect(petForm('Hopa', 'Hope', ENGLISH)).toBe(false);
    expect(petForm('Tomas', 'Tom', ENGLISH)).toBe(false);
    expect(petForm('Reyes', 'Reyez', ENGLISH)).toBe(false);
  });

  it('is not reported as one name spelled two ways', () => {
    const more = `${HOPE}\n\nLater Hope nodded, and Hope sat, and Hope slept.\n`;
    const files = { 'chapter_01.md': more, 'chapter_02.md': '# Two\n\n"Come on, Hopey," he said, and she came.\n' };
    expect(textVariants(manuscriptOf(files), ENGLISH)).toEqual([]);
    // A real slip of the same name still is.
    const slip = { 'chapter_01.md': more, 'chapter_02.md': '# Two\n\nThen Hopa went in.\n' };
    expect(textVariants(manuscriptOf(slip), ENGLISH).map((f) => f.message)).toEqual([
      '"Hopa" here; chapter_01.md:3 spells it "Hope" (Hope)',
    ]);
  });
});
