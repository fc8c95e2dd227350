import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "He" opening the sentence after one that names the dead: his act only when no one else in that sentence could be
 * "he", a stranger named after the dead as well as before. Texts written for these tests.
 */

const TOLD = '# One\n\nAbel kept the bees and his wife kept him. Abel was drowned in the mill race that spring.\n';

const dead = (later: string) =>
  checkDead(manuscriptOf({ 'chapter_01.md': TOLD, 'chapter_02.md': `# Two\n\n${later}\n` }), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe('the pronoun after a sentence naming the dead', () => {
  it('is the dead man acting when he is the only one the sentence names', () => {
    expect(dead('On the bench sat Abel in the sun. He lifted the pipe to his lips.')).toEqual([
      'chapter_02.md:3 Abel acts ("He lifted") here, but chapter_01.md:3 tells their death ("Abel was drowned in the mill race that spring."); not marked as memory, dream or flashback',
    ]);
  });

  it('is no one the check can tell when a stranger is named after the dead in the same sentence', () => {
    expect(dead('On the bench sat Abel beside Tobin. He lifted the pipe to his lips.')).toEqual([]);
  });
});
