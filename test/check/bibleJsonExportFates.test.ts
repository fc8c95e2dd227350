import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A worldbuilding app's export: each character's fate said in words ("alive; in Cork", "dead by the time of
 * narration") or as an object with a status, and the looks grouped under "appearance".
 */
const EXPORT = JSON.stringify(
  {
    app: 'Worldkeeper',
    characters: [
      {
        name: 'Nora Quillan',
        fate: 'alive at time of narration; marries Tomas',
        appearance: { eyes: 'grey', hair: 'light brown' },
      },
      { name: 'Tomas Bregar', fate: { status: 'alive', note: 'proposes on paper' } },
      {
        name: 'Marta Bregar',
        aliases: ['the Signora'],
        fate: { status: 'dead', chapter: 'chapter_03.md' },
      },
      { name: 'Vera Bregar', fate: 'dead by the time of narration (year not given)' },
      { name: 'Ivo Bregar', died: 'chapter_02.md' },
    ],
  },
  null,
  2,
);

const fates = () =>
  Object.fromEntries(parseBible(EXPORT, ENGLISH).characters.map((c) => [c.name, c.diesIn?.value ?? null]));

describe('a JSON export of the cast', () => {
  it('reads a fate in words as a prose bible does: "alive" is no death, a chapter is the one they die in', () => {
    expect(fates()).toEqual({
      'Nora Quillan': null,
      'Tomas Bregar': null,
      'Marta Bregar': 3,
      // Dead by the time the narrator writes, with no chapter or year: no death the story's days can place.
      'Vera Bregar': null,
      'Ivo Bregar': 2,
    });
  });

  it('raises nothing when the living act in the story', () => {
    const m = manuscriptOf(
      {
        'chapter_01.md':
          '# One\n\nNora Quillan climbed the steps. Tomas Bregar waved from the tram. Vera Bregar laughed at them both.\n',
        'chapter_02.md': '# Two\n\nNora walked to the harbour. Tomas sat on the wall and said nothing for a while.\n',
      },
      EXPORT,
    );
    expect(checkDead(m, ENGLISH).findings.map((f) => f.message)).toEqual([]);
  });

  it('reads the looks grouped under "appearance" as the person\'s own', () => {
    const nora = parseBible(EXPORT, ENGLISH).characters.find((c) => c.name === 'Nora Quillan');
    expect([nora?.fields.eyes?.value, nora?.fields.hair?.value]).toEqual(['grey', 'light brown']);
  });
});
