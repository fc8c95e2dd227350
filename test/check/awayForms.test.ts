import { describe, expect, it } from 'vitest';
import { awayButHere } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Away, yet here, in more of the forms writers use (issue 29, places and
 * objects): an absence told without "is" ("with Nell away in Northampton
 * till tomorrow"), a journey with a span ("went to Normandy for eight
 * days", "will not come back tonight"), a pronoun for one whose gender the
 * text never told, and a presence told with "with" ("with Rab at the
 * console holding down notes"). Texts written for these tests, each with
 * traps that must stay quiet.
 */

const at = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line}`);
const scene = (away: string, here: string, between = 'The wind got up.') =>
  awayButHere(manuscriptOf({ 'chapter_01.md': `# 1\n\n${away}\n\n${between}\n\n${here}\n` }), ENGLISH);

describe('away in more forms, then in the scene', () => {
  const reported: Array<[string, string, string, string?]> = [
    [
      'away with no "is", till tomorrow',
      'Bell thought of the girl alone at the gate, with Nell Alder away in Northampton till tomorrow.',
      'Nell Alder opened the door to them.',
    ],
    [
      'a journey for eight days',
      'Sunny Mistry went to Normandy on the French exchange on Saturday the seventeenth, for eight days.',
      'On the Saturday I had lunch at the Swan. Sunny Mistry came with me as far as the door.',
    ],
    [
      'a journey for eight days, a day inside them told between',
      'Sunny Mistry went to Normandy on the French exchange on Saturday the seventeenth, for eight days.',
      'Sunny Mistry came with me as far as the door.',
      'On the Saturday, the twenty-fourth, I had lunch at the Swan.',
    ],
    [
      'away until Friday, Thursday told between',
      'Rab Kerr is away in Glasgow until Friday.',
      'Rab Kerr stands beside me at the graveside.',
      'On Thursday we buried the old man.',
    ],
    [
      'a journey and no coming back tonight',
      'Rab Kerr has gone across to Polwenna with the mail, and he will not come back tonight.',
      'Rab Kerr and the Hocking men came and lifted him onto the couch.',
    ],
    [
      'at home far off, by a pronoun of a gender not yet told, then present "with" at a place in the scene',
      'Rab Kerr calls that night. He is at home in Leith, and the children are shouting.',
      'She tunes the organ on Thursday, with Rab Kerr at the console holding down notes.',
    ],
    [
      'at home far off, by a pronoun for the one named after a verb',
      'Ann Bell came in. She laughed. Ann Bell called Rab Kerr that night. He is at home in Leith.',
      'Rab Kerr came in and sat down.',
    ],
    [
      'away, then present "with" and a doing',
      'Rab Kerr is stormbound in Oban.',
      'We carried the coffin up the hill, with Rab Kerr walking behind.',
    ],
  ];
  for (const [name, away, here, between] of reported)
    it(`reports ${name}, naming both places`, () => {
      const found = scene(away, here, between);
      expect(at(found)).toEqual(['chapter_01.md:7']);
      expect(found[0]?.against).toMatchObject({ file: 'chapter_01.md', line: 3 });
      expect(found[0]?.confidence).toBe(0.7);
    });
});

describe('quiet when they are not both away and here', () => {
  const quiet: Array<[string, string, string, string?]> = [
    ['a journey with no span', 'Sunny Mistry went to Normandy.', 'Sunny Mistry came with me as far as the door.'],
    [
      'back early, and said so',
      'Sunny Mistry went to Normandy for eight days.',
      'Sunny Mistry came with me as far as the door.',
      'Sunny Mistry came back early, on the Tuesday, with a cold.',
    ],
    [
      'a call from afar',
      'Rab Kerr is stormbound in Oban.',
      'She tunes the organ, with Rab Kerr on the phone holding his breath.',
    ],
    ['a wish', 'Rab Kerr is stormbound in Oban.', 'Rab Kerr would have come with me to the door.'],
    [
      'a memory',
      'Rab Kerr is stormbound in Oban.',
      'I remembered the years before, when Rab Kerr carried the coffins up the hill.',
    ],
    ['at home, with him', 'Rab Kerr is stormbound in Oban.', 'She thinks of the house, with Rab Kerr at home in Oban.'],
    [
      'the far place named again',
      'Sunny Mistry went to Normandy for eight days.',
      'Sunny Mistry walked round the market in Normandy.',
    ],
    [
      'a day passes',
      'Rab Kerr has gone across to Polwenna, and he will not come back tonight.',
      'Rab Kerr lifted him onto the couch.',
      'The next morning the water was flat as a plate.',
    ],
    [
      'a thing of theirs, not them',
      'Rab Kerr is stormbound in Oban.',
      'I sat by the fire, with Rab Kerr’s cap on my knee.',
    ],
    [
      'a pronoun of a gender told, for another',
      'Ann Bell came in. She laughed. Rab Kerr calls Ann Bell that night. She is at home in Leith, with the children.',
      'Rab Kerr came in and sat down.',
    ],
    [
      'a span run out by the day of the month',
      'Sunny Mistry went to Normandy on Saturday the seventeenth, for eight days.',
      'Sunny Mistry came with me as far as the door.',
      'On the Monday, the twenty-sixth, it rained.',
    ],
    [
      'a span run out into the next month',
      'Sunny Mistry went to Normandy on the twenty-sixth, for a week.',
      'Sunny Mistry came with me as far as the door.',
      'On the fourth, it rained.',
    ],
    [
      'a span run out on the day it named',
      'Rab Kerr is away in Glasgow until Friday.',
      'Rab Kerr stands beside me at the graveside.',
      'On Friday we buried the old man.',
    ],
    [
      'a night away, and another day told',
      'Rab Kerr has gone across to Polwenna, and he will not come back tonight.',
      'Rab Kerr lifted him onto the couch.',
      'On Thursday the water was flat as a plate.',
    ],
    ['thought of, not with us', 'Rab Kerr is stormbound in Oban.', 'I thought of Rab Kerr at the helm of his boat.'],
    [
      'a pronoun for one of two whose gender is not told',
      'Rab Kerr calls Tam Hale that night. He is at home in Leith.',
      'Rab Kerr came in and sat down.',
    ],
  ];
  for (const [name, away, here, between] of quiet)
    it(`keeps quiet: ${name}`, () => {
      expect(scene(away, here, between)).toEqual([]);
    });
});
