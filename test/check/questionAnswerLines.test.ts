import { describe, expect, it } from 'vitest';
import { questionAnswer } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A question and its answer on one line ("- **Q: How old is Ann?** A: Forty-one."), however the author spaced it:
 * no space after the colons, a space before them, a bullet indented or followed by two spaces, bold opened apart.
 * A line that only holds a "Q" inside a word, or goes on past its end, is no question.
 */

const qa = (text: string) => questionAnswer(text, ENGLISH);
const AGE = { question: 'How old is Ann?', answer: 'Forty-one.' };

describe('a question and its answer on one line', () => {
  it('are read with no space after the colons', () => {
    expect(qa('Q:How old is Ann?A:Forty-one.')).toEqual(AGE);
  });

  it('are read with a space before the colons', () => {
    expect(qa('Q : How old is Ann? A : Forty-one.')).toEqual(AGE);
  });

  it('are read under an indented bullet, or a bullet two spaces before the bold', () => {
    expect(qa('  - Q: How old is Ann? A: Forty-one.')).toEqual(AGE);
    expect(qa('-  **Q: How old is Ann?** A: Forty-one.')).toEqual(AGE);
    expect(qa('* Q: How old is Ann? A: Forty-one.')).toEqual(AGE);
  });

  it('are read when the bold opens a space before the Q', () => {
    expect(qa('** Q: How old is Ann?** A: Forty-one.')).toEqual(AGE);
  });

  it('are no question when the Q is a word of the line or the line goes on past the answer', () => {
    expect(qa('Quiz Q: How old is Ann? A: Forty-one.')).toBeUndefined();
    expect(qa('xQ: How old is Ann? A: Forty-one.')).toBeUndefined();
    expect(qa('Q: How old is Ann? A: Forty-one.\nMore.')).toBeUndefined();
  });
});
