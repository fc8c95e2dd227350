import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chapterOf } from '../../src/check/manuscript.js';

/** A chat set in the text: two "Name: …" lines in one paragraph are enough, with narration on either side. */

const kinds = (text: string) =>
  chapterOf('chapter_01.md', text, 0, 1, ENGLISH).paragraphs.map(
    (p) => `${p.line} ${p.kind}${p.memory ? ' memory' : ''}`,
  );

describe('a chat of two lines between paragraphs of narration', () => {
  it('is a quotation: its "I", its tense and its dates are its writers’', () => {
    expect(
      kinds(
        '# 1\n\nNell Carver sat at the desk. The phone buzzed.\n\nNell: are you there\nOskar: at the dock\n\nShe put the phone down and went out.\n',
      ),
    ).toEqual(['1 heading', '3 prose', '5 quote memory', '8 prose']);
  });
});
