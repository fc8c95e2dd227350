import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Eyes told by their shade alone: "his pale eyes" in one chapter and "his dark eyes" in a later one is a change a
 * reader sees, as "blue eyes" then "dark eyes" is. The shade of a mood or a light ("dark with anger") is no colour.
 */

const attributes = (chapters: Record<string, string>, bible = ''): Finding[] =>
  checkAttributes(manuscriptOf(chapters, bible), ENGLISH).findings;
const where = (found: Finding[]) => found.map((f) => `${f.file}:${f.line}`);

describe('eyes told by a shade', () => {
  it('reads dark and pale eyes as the colours of that shade', () => {
    expect(attributesOf('Basilio Quiroga looked at him with his pale, tea-coloured eyes.')).toEqual([
      'Basilio Quiroga eyes blue/grey/green/amber',
    ]);
    expect(attributesOf('Ada Brand sat down. Her dark eyes were wet.')).toEqual(['Ada Brand eyes brown/black/hazel']);
    expect(attributesOf('Ada Brand sat down. She was a pale-eyed girl.')).toEqual([
      'Ada Brand eyes blue/grey/green/amber',
    ]);
  });

  it('reads no shade of a mood, a light or a ring, nor one said of something else', () => {
    for (const said of [
      'Her eyes were dark with anger.',
      'Her eyes, pale in the moonlight, held mine.',
      'Her dark-ringed eyes stared.',
      'The dark of her eyes was deep.',
    ])
      expect(attributesOf(`Ada Brand sat down. ${said}`), said).toEqual([]);
  });

  it('finds dark eyes after blue or pale ones, and pale eyes after dark ones', () => {
    const first = 'Vanda Kravos came to the door. Vanda had blue eyes, light and clear as a child’s.';
    expect(where(attributes(chaptersOf(first, 'Vanda Kravos nodded. Her dark eyes were wet.')))).toEqual([
      'chapter_02.md:3',
    ]);
    const pale = 'Basilio Quiroga looked at him with his pale eyes.';
    expect(where(attributes(chaptersOf(pale, 'Basilio Quiroga turned. His dark eyes were narrowed.')))).toEqual([
      'chapter_02.md:3',
    ]);
  });

  it('is quiet when the shade fits the colour', () => {
    const brown = 'Vanda Kravos came to the door. Vanda had brown eyes.';
    expect(attributes(chaptersOf(brown, 'Vanda Kravos nodded. Her dark eyes were wet.'))).toEqual([]);
    const grey = 'Basilio Quiroga came in. Quiroga had grey eyes.';
    expect(attributes(chaptersOf(grey, 'Basilio Quiroga turned. His pale eyes were narrowed.'))).toEqual([]);
  });
});
