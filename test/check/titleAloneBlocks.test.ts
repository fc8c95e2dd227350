import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

// "…the Signora sat for a long time with her hands folded. She looked at me with her steady grey eyes": a title alone
// mid-sentence is someone the cast does not name, and the next "She" may be hers, not the last woman named.
describe('a title alone in the narration', () => {
  const scene = (between: string) =>
    attributesOf(
      'Lucia Bassi came in. She smiled. Lucia Bassi sat down.',
      `Lucia Bassi went out to the vines.\n\n${between}\n\nShe had steady grey eyes.`,
    );

  it('is someone unnamed that the next pronoun of its gender may mean', () => {
    expect(scene('Then the Signora sat down.')).toEqual([]);
    expect(scene('Then the weather turned.')).toEqual(['Lucia Bassi eyes grey']);
  });

  it('blocks either gender when the title tells none, and is no one new when a name follows it', () => {
    expect(scene('Then the Colonel sat down.')).toEqual([]);
    expect(scene('Then the Signora Rossi sat down.')).toEqual(['Signora Rossi eyes grey']);
  });
});
