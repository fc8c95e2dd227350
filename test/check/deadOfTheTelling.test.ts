import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { deathIn, deathOfTheTelling, readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "I am no kin of the late Walter Gurney" in a witness's statement told in the past: the teller's now, after
 * everything the statement goes on to tell; Walter carrying his lamp on the night of the storm, before he died, is no
 * dead man acting (src/check/facts.ts, deathOfTheTelling). "the late Walter Gurney" in a clause of the past, and
 * any "the late" in a chapter told in the present, still tell the story's death. Written for these tests.
 */

const where = (found: Finding[]) => found.map((f) => `${f.file}:${f.line}`);
const opening = [
  '# One',
  'Walter Gurney kept the light on the point. Walter Gurney trimmed the wick every evening at six, and he walked down to the harbour after.',
  'I lived in the cottage below the light. I carried his bread up on Fridays, and we talked about the boats.',
  'The wind rose in the afternoon. I shut the shutters and brought the hens in, and the sea came over the wall.',
  '',
].join('\n\n');
const storm = 'On the night of the storm Walter Gurney came down the steps with his lamp, and I held the door.';
const book = (said: string, later = storm) =>
  checkDead(manuscriptOf({ 'chapter_01.md': `${opening}${said}\n\n${later}\n` }), ENGLISH).findings;

describe('"the late" said in the present of a statement told in the past', () => {
  it('is no death before what the statement goes on to tell', () => {
    expect(book('I am Ruth Hendy. I am no kin of the late Walter Gurney, though I knew him forty years.')).toEqual([]);
  });

  it('still tells a death in a clause of the past', () => {
    expect(where(book('I sat up that winter with the late Walter Gurney, who had been good to me.'))).toEqual([
      'chapter_01.md:11',
    ]);
  });

  it('reads the clause’s nearest verb', () => {
    const cast = readFacts(manuscriptOf({ 'chapter_01.md': opening }), ENGLISH).cast;
    const of = (text: string, past = true) => {
      const walter = cast.byName.get('Walter Gurney');
      if (!walter) return undefined;
      const named = [...text.matchAll(/Walter Gurney/g)].map((m) => ({
        character: walter,
        name: m[0],
        index: m.index ?? 0,
      }));
      const death = deathIn(text, named, ENGLISH);
      return death ? deathOfTheTelling(text, death, past, ENGLISH) : undefined;
    };
    expect(of('I am no kin of the late Walter Gurney.')).toBe(true);
    expect(of('I was no kin of the late Walter Gurney.')).toBe(false);
    // In a chapter told in the present, the present is the story's own.
    expect(of('I am no kin of the late Walter Gurney.', false)).toBe(false);
    // A verb of dying tells the death whatever the clause before it.
    expect(of('I am sure Walter Gurney died that night.')).toBe(false);
  });
});
