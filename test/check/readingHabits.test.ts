import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { checkDead } from '../../src/check/checks/dead.js';
import { checkNames } from '../../src/check/checks/names.js';
import { checkRepetition } from '../../src/check/checks/repetition.js';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Habits of ordinary prose that are not slips: a pronoun that belongs to an
 * unnamed newcomer, backstory in the past inside a present-tense book, a
 * nickname a bible records in a sentence, a line said again on purpose.
 */

const messages = (found: Finding[]) => found.map((f) => f.message);

describe('a pronoun after an unnamed person', () => {
  const BIBLE = '## Characters\n### Ilse Moreau\n- hair: red\n- eyes: green\n- age: 31\n';
  const story = (opening: string, next: string) =>
    checkAttributes(
      manuscriptOf(
        {
          'chapter_01.md': '# One\n\nIlse Moreau has red hair and green eyes. She is thirty-one.\n',
          'chapter_02.md': `# Two\n\n${opening}\n\n${next}\n`,
        },
        BIBLE,
      ),
      ENGLISH,
    ).findings;

  it('leaves the next paragraph’s "she" to no one when a woman came in without a name', () => {
    const next = 'She is tall, with grey hair in a plait and pale blue eyes.';
    expect(story('At noon a woman is waiting by the ferry gate when Ilse parks the van.', next)).toEqual([]);
    // Without the newcomer, the same paragraph is Ilse’s, and her looks are compared.
    expect(messages(story('At noon Ilse parks the van by the ferry gate.', next))).toEqual([
      expect.stringContaining('Ilse Moreau\'s hair is "grey" here'),
      expect.stringContaining('Ilse Moreau\'s eyes are "pale blue" here'),
    ]);
  });

  it('leaves it to no one when the last paragraph ended on "the girl", and naming Ilse as an object does not take it back', () => {
    const found = story(
      '"I can carry the crates," the girl says.',
      'Her eyes are dark brown, and they follow Ilse round the yard. She is fourteen, and her hair is black.',
    );
    expect(found).toEqual([]);
    // Ilse as the subject of a sentence takes the pronoun back.
    expect(
      messages(story('"I can carry the crates," the girl says.', 'Ilse laughs at that. Her eyes are dark brown.')),
    ).toEqual([expect.stringContaining('Ilse Moreau\'s eyes are "dark brown" here')]);
  });
});

describe('the dead in a book told in the present', () => {
  const book = (later: string) =>
    checkDead(
      manuscriptOf({
        'chapter_01.md':
          '# One\n\nTheo wakes early. He walks to the harbour. He looks at the boat. He sits on the wall.\n\nOld Kasper died in the winter, and the boat is Theo’s now.\n',
        'chapter_02.md': `# Two\n\nTheo paints the hull. He hums as he works. He stops at noon. He eats his bread on the slip.\n\nThe gulls wait on the roof. They watch him. They scream at the dogs.\n\n${later}\n`,
      }),
      ENGLISH,
    ).findings;

  it('reads the simple past as backstory, not the dead acting', () => {
    expect(book('Kasper painted it green every spring, and Kasper swore at it every autumn.')).toEqual([]);
  });

  it('still reports the dead acting in the present', () => {
    expect(messages(book('Kasper walks down the slip and takes the brush from him.'))).toEqual([
      expect.stringContaining('Kasper acts ("Kasper walks")'),
    ]);
  });
});

describe('a nickname a bible records in a sentence', () => {
  const names = (bible: string) =>
    messages(
      checkNames(
        manuscriptOf(
          {
            'chapter_01.md':
              '# One\n\nGreta Achterberg opens the shop at seven, and the baker is already at the door.\n\n"Morning, Gretl," he says, and she lets him in.\n',
          },
          bible,
        ),
        ENGLISH,
      ).findings,
    );

  it('takes "X called her Y" in a daybook entry as her name, not the caller’s', () => {
    const daybook =
      '**Day 1 — Monday 3 May.** Greta Achterberg, the baker’s neighbour, opens the shop. Her late father called her Gretl.\n\n**Day 2 — Tuesday 4 May.** Pieter Vos bakes.\n';
    expect(names(daybook)).toEqual([]);
    // Without the sentence, the nickname reads as a slip for her name.
    expect(names(daybook.replace(' Her late father called her Gretl.', ''))).toEqual([
      expect.stringContaining('"Gretl" is not a name in the bible'),
    ]);
  });
});

describe('a line said again on purpose', () => {
  const repeats = (first: string, second: string) =>
    checkRepetition(
      manuscriptOf({ 'chapter_01.md': `# One\n\n${first}\n`, 'chapter_02.md': `# Two\n\n${second}\n` }),
      ENGLISH,
    ).findings;

  it('does not report words seen again in a paragraph that says it remembers, unless the first said so too', () => {
    const first = 'Far out the lake met the sky in a line of silver where it met the sky.';
    const again =
      'It broke, just as she remembered, into pieces. Far out the lake met the sky in a line of silver where it met the sky.';
    expect(repeats(first, again)).toEqual([]);
    expect(repeats(first, again.replace('just as she remembered', 'just as the guide said'))).toHaveLength(1);
    expect(repeats(`She remembered it. ${first}`, again)).toHaveLength(1);
    // Remembering to do something is no recollection.
    expect(repeats(first, `She remembered to lock the door. ${first}`)).toHaveLength(1);
  });

  it('does not report a short run the writer punctuated anew (a callback), and still reports one pasted as it was', () => {
    const first = 'At dawn he lifts the latch and swings the heavy gate wide for the cattle.';
    expect(repeats(first, 'Years on, he lifts the latch, and swings the heavy gate wide for them again.')).toEqual([]);
    expect(repeats(first, 'Years on, he lifts the latch and swings the heavy gate wide for them again.')).toHaveLength(
      1,
    );
  });
});

describe('a diary entry in a block quote', () => {
  const timeline = (files: Record<string, string>) => messages(checkTimeline(manuscriptOf(files), ENGLISH).findings);

  it('holds the weekday of its heading to the date, as narration', () => {
    const diary = (weekday: string) =>
      timeline({
        'chapter_01.md': `# One\n\n> *${weekday} 4 March 1931.* Rain all day. The mill was shut and I walked to the weir.\n\nI kept the diary badly that spring.\n`,
      });
    expect(diary('Wednesday')).toEqual([]);
    expect(diary('Friday')).toEqual([
      expect.stringContaining('Friday is not the weekday of 4 March 1931, a Wednesday'),
    ]);
  });

  it('holds an entry’s heading date to the dates earlier entries reached, whatever its first words say', () => {
    const diary = (day: number) =>
      timeline({
        'chapter_01.md': '# One\n\n> *Monday 20 April 1931.* Ploughing on the top field.\n',
        'chapter_02.md': `# Two\n\n> *Monday ${day} April 1931.* The last dry day of the month, and I sowed the barley.\n`,
      });
    expect(diary(27)).toEqual([]);
    expect(diary(6)).toEqual([expect.stringContaining('the narration is at 6 April 1931, before 20 April 1931')]);
  });

  it('leaves a quoted letter headed with a place to its writer’s calendar', () => {
    const found = timeline({
      'chapter_01.md': '# One\n\nIt was Monday, the ninth of November 1931, when the parcel came.\n',
      'chapter_02.md':
        '# Two\n\nShe found the letter in the drawer.\n\n> *Leeds, 2 June 1931.* Dear Nan, the weather here is foul.\n',
    });
    expect(found).toEqual([]);
  });
});
