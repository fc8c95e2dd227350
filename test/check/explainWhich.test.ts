import { describe, expect, it } from 'vitest';
import { explainFacts } from '../../src/check/explain.js';
import { ENGLISH } from '../../src/check/lang/index.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * `writer check --explain` on a book whose bible records a change, an object
 * handed on, a death before the story and one in the first chapter, and a
 * character it never names in the text: who is listed, in which order, and
 * which facts stand under whom.
 */

const BOOK = {
  'chapter_01.md':
    '# One\n\nHalvard Berg walked to the mill. Then Oskar said nothing.\n\nHalvard Berg had pale grey-green eyes. Old Tam had green eyes, and Old Tam laughed.\n',
  'chapter_02.md': '# Two\n\nIlse Brandt came in. Ilse Brandt sat. Ilse Brandt laughed.\n\nIlse Brandt slept.\n',
};
const BIBLE = [
  '## Characters',
  '### Halvard Berg',
  '- hair: brown; dyes it black in chapter 2',
  '- gives the ring to Ilse Brandt in chapter 2',
  '### Ilse Brandt',
  '- fate: died before the story opens',
  '### Petra Holm',
  '### Jonas Lind',
  '- fate: dies in chapter 1',
  '',
  '## Style',
  '- Told in the past tense.',
  '',
].join('\n');

describe('who --explain lists, and what under whom', () => {
  const e = explainFacts(manuscriptOf(BOOK, BIBLE), ENGLISH);
  const facts = (name: string) => e.characters.find((c) => c.name === name)?.facts.map((f) => `${f.fact} @${f.line}`);

  it('lists the most named first, every bible character even one the text never names, and no name said once', () => {
    expect(e.characters.map((c) => [c.name, c.appearances])).toEqual([
      ['Ilse Brandt', 4],
      ['Halvard Berg', 2],
      ['Old Tam', 2],
      ['Petra Holm', 0],
      ['Jonas Lind', 0],
    ]);
  });

  it('gives a colour in the words the text said it, and the change and the object the bible records under their own character only', () => {
    expect(facts('Halvard Berg')).toEqual([
      'hair: brown @3',
      'eyes: pale grey-green @5',
      'hair: black (chapter 2) @3',
      'ring → Ilse Brandt (chapter 2) @4',
    ]);
    expect(facts('Ilse Brandt')).toEqual(['died before the story opens @6']);
    expect(facts('Petra Holm')).toEqual([]);
  });

  it('words a death in the first chapter as the bible wrote it, not as one before the story', () => {
    expect(facts('Jonas Lind')).toEqual(['dies in chapter 1 @9']);
  });

  it('gives a Style that names only a tense, and the line each chapter was read at', () => {
    expect(e.voice.book).toMatch(/; bible\.md:12: \? person, past tense$/);
    expect(e.voice.chapters).toEqual([
      expect.objectContaining({ file: 'chapter_01.md', line: 5 }),
      expect.objectContaining({ file: 'chapter_02.md', line: 3 }),
    ]);
  });
});
