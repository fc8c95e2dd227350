import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { nearName, transposed } from '../../src/check/spelling.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * One name spelled two ways with no bible: a surname that is also a word
 * ("Mr Grey" once beside "Mr Gray"), a first name that is also a word
 * ("Faith Monro" beside "Faith Munro"), two letters swapped in a name used
 * only a few times ("Jonha"), a long name respelt as it sounds ("Kathryn"
 * once beside "Katherine"). The quiet side: the colour, the virtue, a
 * nickname, two different names.
 */

const said = (found: Finding[]) => found.map((f) => `${f.file}:${f.line} ${f.message}`);
const names = (files: Record<string, string>) => checkNames(manuscriptOf(files), ENGLISH).findings;

describe('a name that is also a word', () => {
  it('reads "Mr Grey" once beside "Mr Gray" as one name misspelt, and "grey" as a colour', () => {
    const often = Array.from({ length: 4 }, () => 'Mr Gray nods.').join(' ');
    const found = names({
      'chapter_01.md': `# One\n\nEuan Gray comes off the boat. ${often} The sky is grey and his eyes are grey.\n`,
      'chapter_02.md': '# Two\n\nOn the pier Mr Grey lifts his hand.\n',
    });
    expect(said(found)).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 "Grey" here; chapter_01\.md:3 spells it "Gray"/),
    ]);
    expect(
      names({
        'chapter_01.md': `# One\n\nEuan Gray comes off the boat. ${often} The sky is grey.\n`,
        'chapter_02.md': '# Two\n\nOn the pier Mr Gray lifts his hand. Grey cloud comes down.\n',
      }),
    ).toEqual([]);
  });

  it('reads "Faith Monro" beside "Faith Munro" in the middle of a sentence, and faith as a word', () => {
    const text = (later: string) => ({
      'chapter_01.md': '# One\n\nThe children sing for Faith Munro at the school. It takes faith to teach them.\n',
      'chapter_02.md': `# Two\n\nThe boat brings a letter that Faith Munro has waited for.\n\nIt was ${later} who had the children sing.\n`,
    });
    expect(said(names(text('Faith Monro')))).toEqual([expect.stringMatching(/^chapter_02\.md:5 "Monro" here/)]);
    expect(names(text('Faith Munro'))).toEqual([]);
  });
});

describe('a slip of the fingers and a respelling', () => {
  it('reads two swapped letters as a slip beside a name used three times', () => {
    const found = names({
      'chapter_01.md': '# One\n\nJonah walks to the lock. Jonah stops there. Later Jonah listens.\n',
      'chapter_02.md': '# Two\n\nJonha stood and listened to the forecast.\n',
    });
    expect(said(found)).toEqual([expect.stringMatching(/^chapter_02\.md:3 "Jonha" here/)]);
    expect(transposed('Jonha', 'Jonah')).toBe(true);
    expect(transposed('Jonas', 'Jonah')).toBe(false);
    expect(transposed('Jnoah', 'Jonha')).toBe(false);
  });

  it('does not take a different name used as often for a slip', () => {
    const found = names({
      'chapter_01.md': '# One\n\nJonah walks to the lock. Jonah stops there. Later Jonah listens.\n',
      'chapter_02.md': '# Two\n\nJonas stood and listened to the forecast. Jonas went home.\n',
    });
    expect(found).toEqual([]);
  });

  it('reads "Kathryn" once beside "Katherine" as a respelling, not "Kate" or "Kathleen"', () => {
    expect(nearName('Kathryn', 'Katherine')).toBe(true);
    expect(nearName('Kathleen', 'Katherine')).toBe(false);
    expect(nearName('Kate', 'Katherine')).toBe(false);
    // Three letters apart and alike in sound, but opening differently: two names.
    expect(nearName('Kristin', 'Christine')).toBe(false);
    const often = Array.from({ length: 5 }, () => 'Katherine nodded.').join(' ');
    expect(
      said(
        names({
          'chapter_01.md': `# One\n\n${often}\n`,
          'chapter_02.md': '# Two\n\nKathryn walked down to the harbour. Kate, her sister said, come back.\n',
        }),
      ),
    ).toEqual([expect.stringMatching(/^chapter_02\.md:3 "Kathryn" here/)]);
  });
});
