import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A death told of "he" inside a sentence that names no one (src/check/facts.ts, pronounDeath and stillOne): "Abel
 * Marsh was lying in the ditch. … Kit had found him at dawn. The constable said that he had probably been dead an
 * hour." The dead is the one the paragraph opened on who does nothing in it; the one who found him acts. And "she
 * thought about Abel, who had died in March" remembers a death, it does not doubt it. Texts written for these tests.
 */

const OPENING =
  'Abel Marsh kept the sluice. He was sixty. Kit Rowe worked the boats with him. He was young. Nell Rowe was his sister. She kept the shop.';

const deathsOf = (text: string) =>
  new Map(buildFactBase(manuscriptOf(chaptersOf(`${OPENING}\n\n${text}`)), ENGLISH).cast.map((c) => [c.name, c.death]));

describe('a death told of "he" in a paragraph', () => {
  it('is the one the paragraph opened on, lying still, not the one who found him', () => {
    const deaths = deathsOf(
      'Abel Marsh was lying in the ditch by the sluice. His hat was beside him. Kit Rowe had found him at dawn, going out to the boats. The constable said afterwards that it was the cold, and that he had probably been dead an hour.',
    );
    expect(deaths.get('Abel Marsh')).toMatchObject({ how: 'died', at: { file: 'chapter_01.md', line: 5 } });
    expect(deaths.get('Kit Rowe')).toBeUndefined();
  });

  it('is the one still man even with a woman still beside him', () => {
    const deaths = deathsOf(
      'Abel Marsh was lying in the ditch by the sluice. Nell Rowe was by the sluice too. Kit Rowe had found him at dawn, going out to the boats. The constable said afterwards that it was the cold, and that he had probably been dead an hour.',
    );
    expect(deaths.get('Abel Marsh')).toMatchObject({ how: 'died' });
    expect(deaths.get('Nell Rowe')).toBeUndefined();
  });

  it('is no one when both men of the paragraph act', () => {
    const deaths = deathsOf(
      'Abel Marsh walked down to the ditch by the sluice. Kit Rowe had found him there at dawn. The constable said afterwards that he had probably been dead an hour.',
    );
    expect(deaths.get('Abel Marsh')).toBeUndefined();
    expect(deaths.get('Kit Rowe')).toBeUndefined();
  });

  it('is no one when the paragraph opens on someone else', () => {
    const deaths = deathsOf(
      'The night was cold by the sluice. Abel Marsh was lying in the ditch. Kit Rowe had found him at dawn. The constable said that he had probably been dead an hour.',
    );
    expect(deaths.get('Abel Marsh')).toBeUndefined();
  });
});

describe('thinking about the dead', () => {
  it('tells the death of the one thought about', () => {
    const deaths = deathsOf('Nell stood at the gate. She thought about Abel, who had died in March, and went in.');
    expect(deaths.get('Abel Marsh')).toMatchObject({ how: 'had died' });
  });

  it('but a death only thought is doubted', () => {
    const deaths = deathsOf('Nell stood at the gate. She thought Abel had died in March, and went in.');
    expect(deaths.get('Abel Marsh')).toBeUndefined();
  });
});
