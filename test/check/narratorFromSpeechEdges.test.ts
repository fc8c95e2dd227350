import { describe, expect, it } from 'vitest';
import { calledBefore, narratorFromSpeech } from '../../src/check/checks/voice.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Manuscript } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The narrator of a first-person book read from how the others speak to them: called by name twice or more, named
 * three times or more in speech, and told by the narration in two paragraphs at most. What the narration does not
 * count (a note copied out, words in italics, a name in a clause of what someone says, a block quotation), what
 * speech does not count as calling (a name that is talked about), and two fits that are one person called by a pet
 * form ("Amy" of "Amelia") against two people. Texts written for these tests.
 */

const NOW = 'I open the post office at eight. I sort the letters and I walk to the pier. I wait for the boat.';
const whoOf = (m: Manuscript) => {
  const found = narratorFromSpeech(m, readFacts(m, ENGLISH).cast, ENGLISH);
  return found ? `${found.character.name} [${[...found.forms].map((c) => c.name).join(', ')}]` : 'no one';
};

/** Meg called by name in each of three chapters, told once in narration (chapter 2); `two` and `three` are added. */
const meg = (two: string, three = '') =>
  whoOf(
    manuscriptOf({
      'chapter_01.md': `# One\n\n${NOW}\n\n"Meg," Dawn says, "the boat is in."\n\n${NOW}\n\nDawn runs down the pier.\n`,
      'chapter_02.md': `# Two\n\n${NOW}\n\n"I'm sorry, Meg." Hector turns away.\n\n${NOW}\n\nMeg takes the bundle up to the light.\n\n${two}\n\n${NOW}\n`,
      'chapter_03.md': `# Three\n\n${NOW}\n\n"Is that you, Meg?" Hector calls.\n\n${NOW}\n\n${three}\n`,
    }),
  );

const NAMES = /\b(?:Meg|Greg|Amelia Vass|Amy|Moira|Molly|Margaret|Sally|Imogen Vass|Immy|Sister Agnes|Sissy|Ruth)\b/g;
/** One chapter a line of speech, then a chapter whose narration names each of them once. */
const speech = (...lines: string[]) => {
  const names = [...new Set(lines.flatMap((l) => l.match(NAMES) ?? []))];
  const files = Object.fromEntries(
    lines.map((l, i) => [`chapter_${String(i + 1).padStart(2, '0')}.md`, `# ${i + 1}\n\n${NOW}\n\n${l}\n\n${NOW}\n`]),
  );
  files['chapter_99.md'] =
    `# End\n\n${NOW}\n\n${names.map((n) => `${n} walks down to the pier.`).join(' ')}\n\n${NOW}\n`;
  return whoOf(manuscriptOf(files));
};
/** Three lines that call someone by name. */
const called = (n: string) => [
  `"${n}," Dawn says, "the boat is in."`,
  `"I'm sorry, ${n}." Hector turns away.`,
  `"Is that you, ${n}?" Hector calls.`,
];

describe('what the narration of the narrator counts', () => {
  it('takes the narrator told in two paragraphs, and no one told in three', () => {
    expect(meg('Meg walks home.')).toBe('Meg [Meg]');
    expect(meg('Meg walks home.', 'Meg sleeps.')).toBe('no one');
  });

  it('does not count a note of a few words opening on a bare verb', () => {
    expect(meg('Meg walks home.', 'Ask for Meg at six.')).toBe('Meg [Meg]');
    // Two sentences, eight words or more, or no verb at the opening: narration.
    expect(meg('Meg walks home.', 'Ask for Meg at six. Then go home.')).toBe('no one');
    expect(meg('Meg walks home.', 'Ask for Meg when the boat is painted.')).toBe('no one');
    expect(meg('Meg walks home.', 'Ask for Meg when the boat is painted')).toBe('no one');
    expect(meg('Meg walks home.', '— Ask for Meg at six.')).toBe('no one');
  });

  it('does not count a name in italics, nor one in a clause of what someone says', () => {
    expect(meg('The card says *for Meg*.', 'The card says *to Meg*.')).toBe('Meg [Meg]');
    expect(meg('The card says _for Meg_.', 'The card says _to Meg_ again.')).toBe('Meg [Meg]');
    expect(meg('The card says for Meg.', 'The card says to Meg again.')).toBe('no one');
    expect(meg('Dawn knows that Meg keeps the key.', 'Hector says that Meg is late.')).toBe('Meg [Meg]');
  });

  it('does not count a block quotation', () => {
    expect(meg('> Meg walks home.', '> Meg sleeps.')).toBe('Meg [Meg]');
  });
});

describe('what speech counts as calling', () => {
  it('counts a name alone before a stop or a comma, not a name talked about', () => {
    expect(
      speech(
        '"Meg," Dawn says, "the boat is in."',
        '"I saw Meg." Hector turns away.',
        '"Meg is at the pier," Hector calls.',
        `"Meg's," Dawn says, "is the red one."`,
      ),
    ).toBe('no one');
  });

  it('wants two calls and three mentions', () => {
    const twice = ['"Meg," Dawn says, "the boat is in."', '"I\'m sorry, Meg." Hector turns away.'];
    expect(speech(...twice, '"The boat is in," Hector calls.')).toBe('no one');
    expect(speech(...twice, '"I saw Meg at the pier," Hector calls.')).toBe('Meg [Meg]');
  });

  it('walks back over spaces to the quotation, the comma or blanked narration', () => {
    expect(calledBefore('"')).toBe(true);
    expect(calledBefore('"Well, ')).toBe(true);
    expect(calledBefore('he said  ')).toBe(true);
    expect(calledBefore('"I saw ')).toBe(false);
  });
});

describe('two who fit', () => {
  it('are two people when their names share only a last letter', () => {
    expect(speech(...called('Meg'), ...called('Greg'))).toBe('no one');
  });

  it('are one called by a pet form that opens as the other name does', () => {
    expect(speech(...called('Amelia Vass'), ...called('Amy'))).toBe('Amelia Vass [Amelia Vass, Amy]');
    expect(speech(...called('Imogen Vass'), ...called('Immy'))).toBe('Imogen Vass [Imogen Vass, Immy]');
  });

  it('are two people when the pet form is as long, opens otherwise, or opens as a title does', () => {
    expect(speech(...called('Moira'), ...called('Molly'))).toBe('no one');
    expect(speech(...called('Margaret'), ...called('Sally'))).toBe('no one');
    expect(speech(...called('Sister Agnes'), ...called('Sissy'))).toBe('no one');
  });

  it('are not gathered by a pet form when a third fits as well', () => {
    expect(speech(...called('Amelia Vass'), ...called('Amy'), ...called('Ruth'))).toBe('no one');
  });
});
