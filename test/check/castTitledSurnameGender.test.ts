import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "Mr. Reyes" beside "Tomas Reyes" (facts.ts `castFrom`): the titled surname joins the full name, and the title's
 * gender goes with it to a person the text gave no pronoun. Texts written for these tests.
 */

const castOf = (text: string) =>
  buildFactBase(manuscriptOf({ 'chapter_01.md': `# 1\n\n${text}\n` }), ENGLISH).cast.map(
    (c) => `${c.name} ${c.gender}: ${[...c.names].sort().join(', ')}`,
  );

describe('a titled surname joining a full name', () => {
  it('makes "Tomas Reyes" the man "Mr." says he is', () => {
    expect(castOf('Tomas Reyes came to the door.\n\nTomas Reyes sat down.\n\nMr. Reyes nodded.')).toEqual([
      'Tomas Reyes male: Mr. Reyes, Reyes, Tomas, Tomas Reyes',
    ]);
  });

  it('gives a titled full name the gender of its given name, when the title tells none', () => {
    expect(castOf('Dr. Grace Whitlow came to the door.\n\nDr. Grace Whitlow sat down.')[0]).toMatch(
      /^Dr\. Grace Whitlow female:/,
    );
  });
});
