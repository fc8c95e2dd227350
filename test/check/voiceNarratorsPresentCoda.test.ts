import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A book told in the past by a narrator who ends it in her own present, years on: "I am writing this in the top
 * room." opens the coda, and the present paragraphs after it are hers, until the story is told in the past again.
 */

const PAST = [
  'I came back to the house in January. The wind was up and the shutters banged all night, and I slept badly.',
  'Marko met me at the station. He carried my case up the steps and said nothing until we reached the door.',
  'We ate in the kitchen. Vanda ladled the soup and watched me eat it, and I was glad of it.',
  'Afterwards I climbed to the top room. I opened the window and looked at the harbour for a long time.',
  'The next day I went to the office. Biddy had kept my desk, and she laughed when she saw me.',
  'In March the wind dropped. Marko walked me to the tram every morning and waved as it pulled away.',
];

// Its first sentence is the narrator's present; the rest tells as much past as present (no tense of its own).
const WRITING =
  'I am writing this in the top room. The typewriter is on the table. On the wall hangs the cutting that Vanda gave me. She framed it herself and brought it up the stairs the winter she died.';
const TONIGHT =
  'It is blowing tonight. I can hear it getting up out on the hills. In a moment I shall get up and go to the shutters.';

const tense = (...paragraphs: string[]) =>
  checkVoice(manuscriptOf({ 'chapter_01.md': `# One\n\n${[...PAST, ...paragraphs].join('\n\n')}\n` }), ENGLISH)
    .findings.filter((f) => f.category === 'tense')
    .map((f) => f.line);

describe("the narrator's present at the end of a past-tense book", () => {
  it('is no slip after a paragraph that opens "I am writing this"', () => {
    expect(tense(WRITING, TONIGHT)).toEqual([]);
  });

  it('is a slip with no such opening before it', () => {
    expect(tense(TONIGHT)).toEqual([15]);
    // "still" in a first sentence that tells the past too, or in one with no verb, opens no present of the narrator's.
    const then = WRITING.replace(
      'I am writing this in the top room.',
      'I still keep the room, and I slept in it last night.',
    );
    expect(tense(then, TONIGHT)).toEqual([17]);
    const verbless = WRITING.replace('I am writing this in the top room.', 'Still, the top room.');
    expect(tense(verbless, TONIGHT)).toEqual([17]);
  });

  it('ends where the story is told in the past again', () => {
    expect(
      tense(
        WRITING,
        'The next morning the wind dropped. We walked down to the harbour, bought bread and sat on the wall, and Marko talked about his exam.',
        TONIGHT,
      ),
    ).toEqual([19]);
  });
});
