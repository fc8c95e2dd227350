import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A thing the text loses (it goes over the side, into the river, is blown away and gone, or someone "lost" it) and
 * someone uses later with no sentence between that finds it: a finding on the use, against the loss. No bible:
 * text against text. Texts written for these tests; each kind of finding again has a variant that must stay quiet.
 */

const findings = (first: string, second: string) =>
  givenAway(manuscriptOf({ 'chapter_01.md': `# 1\n\n${first}\n`, 'chapter_02.md': `# 2\n\n${second}\n` }), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.against?.file}:${f.against?.line} ${f.message}`,
  );

describe('a thing lost in the text and used later', () => {
  const reported: Array<[string, string, string]> = [
    [
      'it went over the side',
      'Tom Ilsley leaned over the rail with the compass. A wave caught the boat and the compass went over the side.',
      'Tom Ilsley checked the compass and set the course for home.',
    ],
    [
      '"and it was gone", the thing named in the sentence before',
      'Ada Price stood on the bridge with her umbrella open. The wind tore the umbrella out of her hands, and it was gone.',
      'Ada Price opened her umbrella at the church door.',
    ],
    [
      'it sank to the bottom of the harbour',
      'Mara Vos fumbled the lantern on the quay and it sank to the bottom of the harbour.',
      'Mara Vos went down to the cellar with the lantern.',
    ],
    [
      'lost, with the thing after the verb',
      'Jonah Hale lost the brass key on the moor that afternoon.',
      'Jonah Hale unlocked the shed with the brass key.',
    ],
    [
      'thrown into the river',
      'Jonah Hale stood on the bridge and threw the brass key into the river.',
      'Jonah Hale unlocked the shed with the brass key.',
    ],
    [
      'a clause of its own: "and it went."',
      'Nora Quill held the whistle up to the wind, and she slipped on the weed and it went.',
      'Nora Quill put the whistle to her lips.',
    ],
  ];
  for (const [name, loss, use] of reported)
    it(`finds the use, with the loss, when ${name}`, () => {
      const [found, ...more] = findings(loss, use);
      expect(more).toEqual([]);
      expect(found).toMatch(
        /^chapter_02\.md:3 chapter_01\.md:3 .* but it was lost at chapter_01\.md:3, and nothing between finds it$/,
      );
    });

  it('reads a loss in a diary line with no subject ("Lost the key.")', () => {
    expect(
      findings('Tuesday. Wet. Lost the brass key on the moor.', 'Jonah Hale unlocked the shed with the brass key.'),
    ).toEqual([
      'chapter_02.md:3 chapter_01.md:3 Jonah Hale has the brass key here, but it was lost at chapter_01.md:3, and nothing between finds it',
    ]);
  });

  it('reads a loss told in a letter or a message (a block quote)', () => {
    expect(
      findings(
        '> Went out on the pier. Took my knife out to cut the line, and a gust came and it went. Straight in.',
        'Kit Marsh cut the bread with her knife.',
      ),
    ).toEqual([
      'chapter_02.md:3 chapter_01.md:3 Kit Marsh has the knife here, but it was lost at chapter_01.md:3, and nothing between finds it',
    ]);
  });

  const quiet: Array<[string, string, string]> = [
    [
      'it is found between',
      'Tom Ilsley leaned over the rail and the compass went over the side.\n\nA week later Ben Carr found the compass in the nets.',
      'Tom Ilsley checked the compass.',
    ],
    [
      'it turns up',
      'Ada Price held the umbrella up. The wind took the umbrella, and it was gone.\n\nThe umbrella turned up at the station on Monday.',
      'Ada Price opened her umbrella.',
    ],
    [
      '"found it"',
      'Mara Vos fumbled the lantern and it sank to the bottom of the harbour.\n\nThe diver went down at noon and found it.',
      'Mara Vos went down to the cellar with the lantern.',
    ],
    [
      'it is brought back',
      'Tom Ilsley leaned over the rail and the compass went over the side.\n\nBen Carr brought the compass back on Sunday.',
      'Tom Ilsley checked the compass.',
    ],
    [
      'another one is got',
      'Jonah Hale lost the knife in the heather.\n\nJonah Hale bought a new knife at the market.',
      'Jonah Hale cut the rope with the knife.',
    ],
    ['a near thing', 'Nora Quill nearly lost the whistle in the surf.', 'Nora Quill put the whistle to her lips.'],
    ['a fear', 'Nora Quill was afraid the whistle was lost.', 'Nora Quill put the whistle to her lips.'],
    [
      '"how it went" is no going',
      'Tom Ilsley took the compass from the drawer and tried it on the table, to see how it went.',
      'Tom Ilsley checked the compass.',
    ],
    [
      'another has one, handed over',
      'Kit Marsh had the knife in her hand on the jetty, and it went over the side.',
      'Kit Marsh cut the twine with the knife he handed her.',
    ],
    [
      'a thing of another owner',
      'I held my umbrella into the gale, and it was gone.',
      'I put up Marta’s umbrella at the door.',
    ],
    ['a wish', 'I leaned over the rail and the compass went over the side.', 'I wished I had the compass now.'],
    [
      'it is thrown where it stays',
      'Jonah Hale came in and threw the brass key onto the table.',
      'Jonah Hale unlocked the shed with the brass key.',
    ],
  ];
  for (const [name, loss, use] of quiet)
    it(`stays quiet when ${name}`, () => {
      expect(findings(loss, use)).toEqual([]);
    });
});
