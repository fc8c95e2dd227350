import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A death a character tells in speech is a plain death: the chapter that tells it may show the dead before it. */

const dead = (...texts: string[]) =>
  checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.confidence}`);

describe('a death told in speech', () => {
  it('holds a later chapter to it, less surely, and not the rest of its own chapter', () => {
    expect(
      dead(
        'Amos Penrith waited. "My wife," says Amos. "Lettie. She died in the spring."\n\nLettie comes up the stairs and says the lens wants doing.',
      ),
    ).toEqual([]);
    expect(
      dead(
        'Amos Penrith waited. "My wife," says Amos. "Lettie. She died in the spring."',
        'Lettie comes up the stairs and says the lens wants doing.',
      ),
    ).toEqual(['chapter_02.md:3 0.7']);
  });

  it('is told on the line of the sentence that says it, not the paragraph’s first', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Amos Penrith waited by the lamp. He was tired.\nAmos looked up. "My wife," says Amos. "Lettie. She died in the spring."',
        'Lettie comes up the stairs and says the lens wants doing.',
      ),
    );
    expect(checkDead(m, ENGLISH).findings.map((f) => f.against)).toEqual([
      {
        file: 'chapter_01.md',
        line: 4,
        evidence: 'Amos looked up. "My wife," says Amos. "Lettie. She died in the spring."',
      },
    ]);
  });
});
