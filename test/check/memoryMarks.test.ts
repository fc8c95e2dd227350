import { describe, expect, it } from 'vitest';
import { checkObjects } from '../../src/check/checks/objects.js';
import { isNarrationAt } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { memoryMarked, paragraphsOf } from '../../src/check/text.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * What marks a memory, read a sentence at a time: a memory word in a likeness
 * ("as if she remembered") or a thing dated back in the past perfect ("the
 * columns he had ruled twenty years before") marks none; a memory that starts
 * in a later sentence leaves the sentences before it in the story's present;
 * only a scene that opens on a memory is memory to its end.
 */

const marks = (paragraph: string) =>
  paragraphsOf(paragraph.split('\n'), ENGLISH)
    .filter((p) => p.kind === 'prose')
    .map((p) => `${p.memory ? 'memory' : 'present'} from ${p.memoryFrom} of ${p.sentences.length}`);

describe('a memory marked in a sentence', () => {
  it('is marked by a memory word, but not inside a likeness', () => {
    expect(memoryMarked('She remembered the war.', ENGLISH)).toBe(true);
    expect(memoryMarked('Years ago the mill burned.', ENGLISH)).toBe(true);
    expect(memoryMarked('She looked at the gate as if she remembered it.', ENGLISH)).toBe(false);
    expect(memoryMarked('It went by like a dream, and she slept.', ENGLISH)).toBe(false);
    // A likeness ends at its clause: the memory after it is one.
    expect(memoryMarked('She stood as if lost, and remembered the war.', ENGLISH)).toBe(true);
  });

  it('is not marked by a thing dated back in the past perfect, only by a time gone back told as such', () => {
    expect(memoryMarked('She wrote under the columns Thomas had ruled twenty years before.', ENGLISH)).toBe(false);
    expect(memoryMarked('The mill had burned long ago, and the wheel was gone.', ENGLISH)).toBe(false);
    expect(memoryMarked('Twenty years before, she walked to the mill every day.', ENGLISH)).toBe(true);
    expect(memoryMarked('She had been happy, and years ago she danced.', ENGLISH)).toBe(true);
  });
});

describe('where a paragraph’s memory starts', () => {
  it('leaves the sentences before a later marked one in the present, and holds the marked one and after', () => {
    expect(marks('Danny looked at the key. Dad used to say Danny had good hands. He smiled.')).toEqual([
      'memory from 1 of 3',
    ]);
    const [p] = paragraphsOf(['Danny looked at the key. Dad used to say Danny had good hands. He smiled.'], ENGLISH);
    expect(p && [isNarrationAt(p, 0), isNarrationAt(p, 1), isNarrationAt(p, 2), isNarrationAt(p, -1)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(marks('She remembered the war. It was cold.')).toEqual(['memory from 0 of 2']);
    expect(marks('She woke. It was cold.')).toEqual(['present from 2 of 2']);
  });

  it('holds a scene as memory to its end only when its opening sentence is marked', () => {
    expect(marks('Years ago the mill burned. It was cold.\n\nShe ran.')).toEqual([
      'memory from 0 of 2',
      'memory from 0 of 1',
    ]);
    expect(marks('She woke. She remembered the mill.\n\nShe ran.')).toEqual([
      'memory from 1 of 2',
      'present from 1 of 1',
    ]);
  });

  it('lets a check read a thing used in a sentence whose backstory is dated in the past perfect', () => {
    const m = manuscriptOf({
      'chapter_01.md':
        '# 1\n\nNell Alder came in. She laughed. Mr Crouch read. He smiled.\n\nMr Crouch took the ledgers from her.\n',
      'chapter_02.md':
        '# 2\n\nNell Alder took the ledger down from the shelf, under the columns Thomas had ruled twenty years before.\n',
    });
    expect(checkObjects(m, ENGLISH).findings.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_02.md:3']);
  });
});
