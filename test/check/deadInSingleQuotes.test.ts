import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Words said aloud in single quotes ("‘…Tomas Reyes had been alive.’") tell no death: only a memory's words are
 * read again when the narration is blank. Written for these tests.
 */
const OPENING =
  'Tomas Reyes walks the lamp line every night. He counts the wicks and trims them. Nell Ash keeps the ledger in the office.';
const CALM = 'The harbour is still. Nell Ash opens the shutters and looks at the boats.';

const deadOf = (files: Record<string, string>) =>
  readFacts(manuscriptOf(files), ENGLISH).facts.cast.find((c) => c.name === 'Tomas Reyes')?.death;

describe('a death said aloud in single quotes', () => {
  it('reads no death in a sentence all in single quotes', () => {
    const said = '‘The last time the lamp was painted, Tomas Reyes had been alive.’';
    expect(deadOf(chaptersOf(OPENING, `${CALM}\n\n${said}`))).toBeUndefined();
  });

  it('reads the death when the same words are narration', () => {
    const told = 'The last time the lamp was painted, Tomas Reyes had been alive. Nell looks away.';
    expect(deadOf(chaptersOf(OPENING, `${CALM}\n\n${told}`))?.how).toBe('no longer alive');
  });
});
