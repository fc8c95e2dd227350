import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A funeral told in the first line of its paragraph: what the paragraph told before it, on that same line, is no act
 * of the dead after their death; the dead acting in a later paragraph of the chapter is. Written for these tests.
 */

const book = (second: string) =>
  checkDead(
    manuscriptOf({
      'chapter_01.md': '# One\n\nMilly Dunn opens the shop at eight and counts the float.\n',
      'chapter_02.md': `# Two\n\n${second}\n`,
    }),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message.slice(0, 26)}`);

describe("the funeral's own paragraph", () => {
  it('holds no act told on its line before the funeral against it', () => {
    expect(
      book("Abel Dunn waves from the cart on the Friday. By the Monday the town is at Abel Dunn's funeral."),
    ).toEqual([]);
  });

  it('still reports the dead acting in the next paragraph', () => {
    expect(
      book(
        "Abel Dunn waves from the cart on the Friday. By the Monday the town is at Abel Dunn's funeral.\n\nAfterwards Abel Dunn shakes hands with the minister at the door.",
      ),
    ).toEqual(['chapter_02.md:5 Abel Dunn acts ("Abel Dunn']);
  });
});
