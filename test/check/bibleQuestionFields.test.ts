import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A question and answer that asks for several looks at once ("How old is she, and what colour are her eyes?" A:
 * "Thirty-four; grey."): the answer's parts are the looks in the order asked, when every one asked is an age, eyes
 * or hair. A question that mixes a look with anything else ("Eyes, and where does she live?") is not split: its
 * answer gives no look, and the text is held to none. Each test reads its bible itself.
 */

const BIBLE = `# The Lamp: questions

## Mara Voss

**Q: How old is she, and what colour are her eyes?** A: Thirty-four; grey.

## Tomas Reyes

**Q: Eyes and hair?** A: Brown; white.

## Ilse Brandt

**Q: Hair?** A: Red.

**Q: Eyes, and where does she live?** A: Green; the mill.
`;

const fields = (name: string) => parseBible(BIBLE, ENGLISH).characters.find((c) => c.name === name)?.fields;

describe('a question that asks for several looks', () => {
  it('gives each part of the answer to the look asked in its place: an age and eyes', () => {
    expect(fields('Mara Voss')).toEqual({ age: { value: '34', line: 5 }, eyes: { value: 'grey', line: 5 } });
  });

  it('gives each part of the answer to the look asked in its place: eyes and hair', () => {
    expect(fields('Tomas Reyes')).toEqual({ eyes: { value: 'Brown', line: 9 }, hair: { value: 'white', line: 9 } });
  });

  it('takes no look from a question that also asks where someone lives', () => {
    expect(fields('Ilse Brandt')).toEqual({ hair: { value: 'Red', line: 13 } });
  });

  it('holds the text to the eyes a split answer gives, and to none a mixed question gives', () => {
    const book = chaptersOf(
      'Mara Voss looked up. Mara Voss had blue eyes.\n\nIlse Brandt looked up. Ilse Brandt had blue eyes.',
    );
    const found = checkAttributes(manuscriptOf(book, BIBLE), ENGLISH).findings;
    expect(found.map((f) => [f.file, f.line, f.message.split(';')[0], f.against?.line])).toEqual([
      ['chapter_01.md', 3, 'Mara Voss\'s eyes are "blue" here', 5],
    ]);
  });
});
