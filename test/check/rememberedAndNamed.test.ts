import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { checkDead } from '../../src/check/checks/dead.js';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Three habits of a first-person past-tense book: the dead compared with the
 * living ("he worked like Tom"), a yard named for its owner ("Pennock's
 * Yard") that is no mention of him, and a line of a note echoed alone ("Ask
 * Bel what colour.") that says nothing of who tells the story.
 */

const messages = (found: Array<{ message: string }>) => found.map((f) => f.message);

describe('the dead compared with the living', () => {
  const BIBLE = '## Characters\n### Tom Rae\n- drowned before the story opens\n### Danny Muir\n- apprentice\n';
  const dead = (line: string) =>
    messages(
      checkDead(
        manuscriptOf(
          {
            'chapter_01.md':
              '# One\n\nI went up to the loft with the key. The tools hung in their outlines on the wall.\n',
            'chapter_02.md': `# Two\n\nDanny Muir came up in the evenings after the yard shut.\n\n${line}\n`,
          },
          BIBLE,
        ),
        ENGLISH,
      ).findings,
    );

  it('is a memory of them, not the dead at work', () => {
    expect(dead('He worked like Tom, with the same patience; Tom whistled at the bench, mostly hymns.')).toEqual([]);
    expect(
      dead('We sailed out on the ebb, the water talking along her planks the way Tom said a good boat should.'),
    ).toEqual([]);
    expect(dead('Tom turned the spars on the old lathe in the shop.')).toEqual([
      expect.stringContaining('Tom Rae acts'),
    ]);
  });
});

describe('a place named for someone', () => {
  const BIBLE =
    '## Characters\n### Hal Pennock\n- eyes: pale blue\n- he owns the yard\n### Neil Crane\n- eyes: grey\n- he is a detective sergeant\n';
  const eyes = (where: string) =>
    messages(
      checkAttributes(
        manuscriptOf(
          {
            'chapter_01.md': `# One\n\nNeil Crane was sitting at the careers table with his coat still on. He told me about the outboards.\n\nBoth had been taken from boats laid up at ${where}, on the top of the tide.\n\nHe looked at me with those slate-coloured eyes and said nothing.\n`,
          },
          BIBLE,
        ),
        ENGLISH,
      ).findings,
    );

  it('is not its owner in the scene, so the pronoun after stays with the one named before', () => {
    expect(eyes("Pennock's Yard")).toEqual([]);
    expect(eyes("Pennock's moorings")).toEqual([expect.stringContaining("Hal Pennock's eyes")]);
  });
});

describe('a note echoed in a line of its own', () => {
  const BIBLE = 'Told in the first person, past tense, by Bel Rae.\n\n## Characters\n### Bel Rae\n- the narrator\n';
  const pov = (line: string) =>
    messages(
      checkVoice(
        manuscriptOf(
          {
            'chapter_01.md': `# One\n\nI found the notebook under the bench, and on its last page a list: *mast, rudder, paint (ask Bel what colour)*.\n\n${line}\n\nI put it in my pocket and went home.\n`,
          },
          BIBLE,
        ),
        ENGLISH,
      ).findings,
    );

  it('says nothing of the narrator’s person; a paragraph of her in the third person does', () => {
    expect(pov('Ask Bel what colour.')).toEqual([]);
    expect(pov('Bel went upstairs and stood at the mirror for a long time, turning her head.')).toEqual([
      expect.stringContaining('the narrator, Bel Rae, is named in the third person'),
    ]);
  });
});
