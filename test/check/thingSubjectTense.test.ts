import { describe, expect, it } from 'vitest';
import { paragraphVoice, readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Things as subjects tell a paragraph's tense when people tell too little of it: "The grass grows" is the present,
 * as "The boats lift" is. A noun is plural only when it is longer than three letters and ends in one "s": "the
 * church", "the bus" and "the grass" each take "goes".
 */

function presentOf(text: string): number {
  const m = manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }, '');
  const p = m.chapters[0]?.paragraphs.find((x) => x.kind === 'prose');
  if (!p) throw new Error('no paragraph');
  return paragraphVoice(p, readFacts(m, ENGLISH).cast, ENGLISH).present;
}

describe('a thing as the subject', () => {
  it('takes the singular verb after a long noun that ends in no "s"', () => {
    expect(presentOf('The church goes grey at dusk.')).toBe(1);
  });

  it('takes the singular verb after a short noun that ends in "s"', () => {
    expect(presentOf('The bus goes past at dusk.')).toBe(1);
  });

  it('takes the singular verb after a noun that ends in a double "s"', () => {
    expect(presentOf('The grass grows tall by the wall.')).toBe(1);
  });

  it('takes the plural verb after a plural noun', () => {
    expect(presentOf('The boats lift on the tide.')).toBe(1);
  });
});
