import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A story told to the narrator: a lodger sets down what the ferrywoman told him, her story in the third person and
 * his own "I" where he hears it or sits at her table. His "I" beside the telling is the frame; an "I" doing what
 * her story's people do, in a scene of theirs, is a slip of the person.
 */

/** The told story's body: a frame is a small part of its book, most of it told in the third person. */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const body = DAYS.flatMap((day) => [
  `On the ${day} Morag rowed the first crossing before it was light. She took the fares and counted them twice.`,
  `Her father slept until noon on the ${day}. He came down to the slip when the tide turned and he looked at the sky.`,
  `The ${day} boat brought the post. Morag carried it up to the inn and the landlord signed for it.`,
]).join('\n\n');

/** The pov findings of a book of these chapters and, unless `alone`, three chapters of the told story's body. */
const povLines = (files: Record<string, string>, alone = false) =>
  checkVoice(
    manuscriptOf({
      ...files,
      ...(alone ? {} : Object.fromEntries([7, 8, 9].map((n) => [`chapter_0${n}.md`, `# ${n}\n\n${body}\n`]))),
    }),
    ENGLISH,
  )
    .findings.filter((f) => f.category === 'pov')
    .map((f) => `${f.file}:${f.line}`);

const frame = [
  'I took the room over the boathouse in October 1970. Mrs. Quayle let it to me for the winter. I ate at her table and she talked, and I wrote it down afterwards, in the room.',
  '',
  'I asked her about the ferry on the first night. I had seen it from the bus, drawn up on the slip.',
  '',
  'Morag Quayle was nineteen that spring. She rowed the ferry across the narrows with her father, and she kept the tally of fares in a tin box under the thwart.',
  '',
  'Her father drank. He drank at the inn on the far side, and she rowed him home in the dark, and he sang the whole way over.',
].join('\n');

const third = (aside: string) =>
  [
    'The gale came in the first week of May. Morag saw it come from the top of the slip, a grey wall over the island.',
    '',
    aside,
    '',
    'She hauled the ferry up past the tide line. She lashed it to the ring with both ropes and went up to the house.',
    '',
    'Her father was not there. He was at the inn, and the narrows were white from side to side.',
  ].join('\n');

const withFrame = (scene: string) =>
  [
    'In June her father mended the boat. He tarred the seams and she held the pot, and the smell got into her hair for a week.',
    '',
    'He sang while he worked. She said he had a good voice when he was sober, and that nobody else on the island would have told her so.',
    '',
    '***',
    '',
    scene,
    '',
    'He did not look up. He went on tarring.',
    '',
    '***',
    '',
    'Mrs. Quayle told me the rest on a Sunday. I sat at her table with the lamp lit and listened. I did not write anything down until she had gone to bed.',
    '',
    'I asked her whether she had minded the smell. I remember that she laughed.',
  ].join('\n');

describe('a story told to the narrator', () => {
  it('reads the listener\'s "I" beside the telling as the frame, not a slip of the third person', () => {
    const files = chaptersOf(
      frame,
      third(
        'Mrs. Quayle told me it that way, all at once, and then stopped, and I understood that she had told it so before.',
      ),
      'She did not tell me the end that night. She told me it the next winter, when the ice was in the narrows. I let her take her time.',
    );
    expect(povLines(files)).toEqual([]);
  });

  it('still reads an "I" in a third-person chapter that hears no telling as a slip', () => {
    const files = chaptersOf(
      frame,
      third('I went down to the slip an hour before it broke. I could not see the island at all.'),
      'She did not tell me the end that night. She told me it the next winter, when the ice was in the narrows. I let her take her time.',
    );
    expect(povLines(files)).toEqual(['chapter_02.md:5']);
  });

  it('reads the "I" that acts alone in a scene of the told story as a slip, in a chapter the frame makes first person', () => {
    const told = (p: string) =>
      chaptersOf(
        frame,
        withFrame(
          [
            'On the Saturday she took the tin box to the inn. She went in by the back door.',
            '',
            p,
            '',
            'Her father looked at the box on the table for a long time. He did not touch it.',
            '',
            'She went home without him. She did not look back.',
          ].join('\n'),
        ),
        'She did not tell me the end that night. She told me it the next winter, when the ice was in the narrows. I let her take her time.',
      );
    // Her act told of her: no finding.
    expect(
      povLines(told('She had not meant to. She put the box down in front of him and she opened it, and she waited.')),
    ).toEqual([]);
    // The same act told by "I", in her scene: the narrator was not there.
    const own = told('I had not meant to. I put the box down in front of him and I opened it, and I waited.');
    expect(povLines(own)).toEqual(['chapter_02.md:11']);
    // A book told by "I" for a good part of it is a first-person novel, whose narrator hears much and is in scenes of
    // others: its "I" alone in a scene is its own.
    expect(povLines(own, true)).toEqual([]);
  });

  it('leaves a first-person novel whose narrator hears one thing told alone', () => {
    const files = chaptersOf(
      'I took the room over the boathouse in October. Mrs. Quayle gave me the rules. I kept them, mostly.',
      withFrame(
        [
          'On the Saturday she took the tin box to the inn. She went in by the back door.',
          '',
          'I had not meant to follow her. I went down to the slip and I watched her go, and I waited.',
          '',
          'Her father looked at the box on the table for a long time. He did not touch it.',
          '',
          'She went home without him. She did not look back.',
        ].join('\n'),
      ),
    );
    expect(povLines(files)).toEqual([]);
  });
});
