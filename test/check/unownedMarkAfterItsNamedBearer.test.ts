import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A mark a name tells first ("Ezra touched the scar on his left cheek") holds the side, and an unnamed "his" told
 * after it on the other side is the slip, whether in a later chapter or later in the same one. Texts written for
 * these tests.
 */

const marks = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.message.includes(' is on the '))
    .map((f) => `${f.file}:${f.line} ${f.message} | ${f.against?.file}:${f.against?.line}`);

const EZRA = 'Ezra Holt sat by the stove. Ezra touched the scar on his left cheek and said nothing.';
const GATE = 'A stooped man waited at the gate in the rain. He touched the scar on his right cheek.';

describe('a mark told by name before an unnamed "his"', () => {
  it('holds the side against the unnamed telling in a later chapter', () => {
    expect(marks(EZRA, GATE)).toEqual([
      "chapter_02.md:3 Ezra Holt's scar (cheek) is on the right here; chapter_01.md:3 puts it on the left | chapter_01.md:3",
    ]);
  });

  it('holds the side against the unnamed telling later in the same chapter', () => {
    expect(marks(`${EZRA}\n\n${GATE}`)).toEqual([
      "chapter_01.md:5 Ezra Holt's scar (cheek) is on the right here; chapter_01.md:3 puts it on the left | chapter_01.md:3",
    ]);
  });

  it('leaves a slip between two tellings by name to the named check, told once', () => {
    expect(
      checkAttributes(
        manuscriptOf(
          chaptersOf(
            EZRA,
            GATE.replace('right', 'left'),
            'Ezra Holt sat by the window. Ezra touched the scar on his right cheek.',
          ),
        ),
        ENGLISH,
      ).findings.filter((f) => f.message.includes('scar')).length,
    ).toBe(1);
  });
});
