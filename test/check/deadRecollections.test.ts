import { describe, expect, it } from 'vitest';
import { actOf, checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The dead in a paragraph that turns to memory part way ("The yard was quiet. He missed Tom. Tom opened the shed door
 * at dawn."): what it told before the turn is the story's present, what it tells from the turn on is recalled.
 * And one of two subjects ("Kit and Tom lift the boat") acts, not speaks; and "he" after a sentence that names
 * the dead man and a woman is his.
 */

const BIBLE = '## Characters\n### Tom Rae\n- drowned before the story opens\n';
const dead = (paragraph: string) =>
  checkDead(
    manuscriptOf(
      {
        'chapter_01.md': '# One\n\nI went up to the loft with the key. The tools hung in their outlines on the wall.\n',
        'chapter_02.md': `# Two\n\n${paragraph}\n`,
      },
      BIBLE,
    ),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a paragraph that turns to memory part way', () => {
  it('is quiet on the dead acting from the turn on', () => {
    expect(dead('Kit sat by the stove in the yard. He missed Tom. Tom opened the shed door.')).toEqual([]);
  });

  it('is quiet on the dead acting in the sentence of the turn itself', () => {
    expect(dead('Kit sat by the stove in the yard. He knew Tom opened the shed door.')).toEqual([]);
  });

  it('is quiet on a paragraph that opens on the turn', () => {
    expect(dead('Kit missed Tom. Tom opened the shed door at dawn.')).toEqual([]);
  });

  it('still reports the dead acting before the turn', () => {
    expect(dead('Tom opened the shed door. Kit missed him.')).toEqual([
      expect.stringContaining('chapter_02.md:3 Tom Rae acts ("Tom opened")'),
    ]);
  });
});

describe('one of two subjects', () => {
  it('acts with the other: the verb after them both', () => {
    expect(actOf('', ' and Bill lift the coffin', ENGLISH)).toEqual({ spoke: false, verb: 'lift' });
  });
});

describe('"he" after a sentence that names the dead man and a woman', () => {
  it('is his: the woman is no "he"', () => {
    const m = manuscriptOf({
      'chapter_01.md':
        '# One\n\nAbel Marsh sat on his bench by the lock. He knocked his pipe out.\n\nNell Hale came by. She smiled at the boats.\n',
      'chapter_02.md': '# Two\n\nAbel Marsh died on the Friday night, and on the Saturday they buried him.\n',
      'chapter_03.md': '# Three\n\nAbel Marsh was on the bench beside Nell Hale. He lifted his pipe to her.\n',
    });
    expect(checkDead(m, ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message.slice(0, 29)}`)).toEqual([
      'chapter_03.md:3 Abel Marsh acts ("He lifted")',
    ]);
  });
});

describe('"he" after a sentence that names the dead man and someone the cast does not know', () => {
  it('may be that other: a capitalised word inside the sentence, though the book writes it in lower case elsewhere', () => {
    const m = manuscriptOf({
      'chapter_01.md':
        '# One\n\nAbel Marsh sat on his bench by the lock. He knocked his pipe out. The young ones watched him.\n',
      'chapter_02.md': '# Two\n\nAbel Marsh died on the Friday night, and on the Saturday they buried him.\n',
      'chapter_03.md': '# Three\n\nAbel Marsh was on the bench beside Young. He lifted his pipe.\n',
    });
    expect(checkDead(m, ENGLISH).findings).toEqual([]);
  });
});
