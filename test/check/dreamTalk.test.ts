import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { paragraphsOf } from '../../src/check/text.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A dream told in a paragraph goes on through the quoted talk right after it: the dead who speak there speak in the
 * dream, up to the first paragraph that opens in narration again.
 */

const dead = (...texts: string[]) =>
  checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.category}`);

const death = 'Ottilie Brand kept the inn at Grauwald. In March Ottilie Brand died in her sleep, and the inn was sold.';

describe('the talk of a dream', () => {
  it('holds the quoted paragraphs after a dream as the dream’s, to the next paragraph of narration', () => {
    const memory = (text: string) =>
      paragraphsOf(text.split('\n'), ENGLISH)
        .filter((p) => p.kind === 'prose')
        .map((p) => p.memory);
    const dream = 'That night Kaspar dreamed that he was small again.';
    const talk = '"Come in," said his aunt, "and shut the door."';
    // (A scene that opens on a dream is the dream to its end: this one opens in the story's present.)
    const opening = 'Kaspar went to bed early.';
    expect(
      memory(`${opening}\n\n${dream}\n\n${talk}\n\n"I can't," he said.\n\nHe woke at six. It was snowing.\n\n${talk}`),
    ).toEqual([false, true, true, true, false, false]);
    // Talk after a paragraph that tells no dream is the scene's own, and so is talk after a scene break.
    expect(memory(`Kaspar sat by the stove.\n\n${talk}`)).toEqual([false, false]);
    // A dream told over, the sleeper awake, leaves the talk after it to the story; so does talk that wakes him.
    expect(memory(`${opening}\n\nHe dreamed of the sea, and woke at six.\n\n${talk}`)).toEqual([false, true, false]);
    expect(memory(`${opening}\n\n${dream}\n\n"Kaspar!" he cried, and woke.\n\n${talk}`)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(memory(`${opening}\n\n${dream}\n\n* * *\n\n${talk}`)).toEqual([false, true, false]);
  });

  it('reports the dead speaking in the story, not in the dream before it', () => {
    const dreamed =
      'Kaspar was ill all week. On the Friday he dreamed of Ottilie Brand, in her apron, at the inn door.\n\n"You are late," said Ottilie Brand, "and the soup is cold."\n\nKaspar woke with a start and lay still.';
    expect(dead(death, dreamed)).toEqual([]);
    const awake =
      'Kaspar was ill all week. On the Friday he sat at the window.\n\n"You are late," said Ottilie Brand, "and the soup is cold."\n\nKaspar lay still.';
    expect(dead(death, awake)).toEqual(['chapter_02.md:5 dead']);
  });
});
