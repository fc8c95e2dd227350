import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A first name two full names share, used alone a few times more than they (facts.ts `castFrom`): a full name seen
 * twice still takes it unless the text uses it alone more than five times as often, and five more. Texts written
 * for these tests.
 */

const castOf = (text: string) =>
  buildFactBase(manuscriptOf({ 'chapter_01.md': `# 1\n\n${text}\n` }), ENGLISH).cast.map(
    (c) => `${c.name}: ${[...c.names].sort().join(', ')}`,
  );

describe('a first name of two full names, alone nine times', () => {
  it('is the full name’s seen twice: nine is not more than fifteen', () => {
    const alone = Array.from({ length: 9 }, () => 'Amos nodded. He sat down.').join('\n\n');
    const text = `Amos Penrith came in. He sat down.\n\nAmos Kell came in. He sat down.\n\nAmos Penrith smiled.\n\n${alone}`;
    expect(castOf(text).sort()).toEqual(['Amos Kell: Amos Kell, Kell', 'Amos Penrith: Amos, Amos Penrith, Penrith']);
  });
});
