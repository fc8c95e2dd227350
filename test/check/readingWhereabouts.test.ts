import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { textVariants } from '../../src/check/checks/names.js';
import { checkObjects } from '../../src/check/checks/objects.js';
import { awayButHere, checkPlaces } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Where people are, and a surname that is also a word (issue 29, the second
 * recall round): away in one place yet acting in the scene; "Mr Grey" once
 * beside "Mr Gray" often, with grey eyes left alone. Texts written for these
 * tests, each with its quiet counterpart.
 */

const at = (findings: Finding[]) => findings.map((f) => `${f.category} ${f.file}:${f.line}`);

const chapter = (text: string) => ({ 'chapter_01.md': `# 1\n\n${text}\n` });

describe('away, yet here', () => {
  const cases: Array<[string, string, string?]> = [
    ['stormbound', 'Rab Kerr is stormbound in Tobermory, and the ferry cannot cross.'],
    ['away until', 'Rab Kerr is away in Glasgow until Friday.'],
    ['still at sea', 'Rab Kerr was still at sea.'],
    ['a call from afar', 'Rab Kerr telephones from Tobermory on Thursday night. He is sorry.'],
    ['at home in', 'Rab Kerr rings at nine. He is at home in Leith, and the children are shouting.'],
    // With no verb, in a phrase of "with": "with Rab Kerr away in Glasgow till tomorrow".
    // A night away holds until the story names another day (awayForms.test.ts): the same evening, here.
    [
      'with … away in … till',
      'The girl was alone at the gate, with Rab Kerr away in Glasgow till tomorrow.',
      'That evening we sat with the old man.',
    ],
    [
      'gone to … for the night',
      'The house was quiet, Rab Kerr gone to Oban for the night.',
      'That evening we sat with the old man.',
    ],
  ];
  for (const [name, away, then = 'On Saturday we buried the old man.'] of cases)
    it(`reports the character acting in the scene after "${name}"`, () => {
      const m = manuscriptOf(
        chapter(`Rab Kerr came in. He laughed.\n\n${away}\n\n${then} Rab Kerr stands beside me at the graveside.`),
      );
      const findings = awayButHere(m, ENGLISH);
      expect(at(findings)).toEqual(['place chapter_01.md:7']);
      expect(findings[0]?.against?.line).toBe(5);
      // checkPlaces reports it too, with no Places section and no place the text names twice.
      expect(at(checkPlaces(m, ENGLISH).findings)).toEqual(['place chapter_01.md:7']);
    });

  it('reports one of two subjects acting ("Rab and the keepers carried")', () => {
    const m = manuscriptOf(
      chapter(
        'Rab Kerr came in. He laughed.\n\nRab Kerr is stormbound in Tobermory.\n\nOn Saturday Rab Kerr and the two keepers carried the coffin.',
      ),
    );
    expect(at(awayButHere(m, ENGLISH))).toEqual(['place chapter_01.md:7']);
  });

  it('keeps quiet when they come back, a day passes, they call, a wish, or the far place is named again', () => {
    const quiet = [
      'Rab Kerr is away in Glasgow until Friday.\n\nOn Friday Rab Kerr arrived on the late boat. Rab Kerr sat by the fire.',
      'Rab Kerr was still at sea.\n\nThe next morning the boat was in. Rab Kerr walked up the beach.',
      'Rab Kerr is stormbound in Tobermory.\n\nRab Kerr wrote a letter to the manse. Rab Kerr would have liked to be there.',
      'Rab Kerr is stormbound in Tobermory.\n\nRab Kerr walks the quay at Tobermory all afternoon.',
      'Rab Kerr was in Glasgow.\n\nRab Kerr stands beside me.',
      // "away" with no place and no time it ends by, or a place left behind: no absence to hold them to.
      'The girl was alone, with Rab Kerr away.\n\nRab Kerr stands beside me.',
      'With Rab Kerr away from Glasgow till tomorrow, the house was his.\n\nRab Kerr stands beside me.',
      'With Rab Kerr away in Glasgow on business, the house was quiet.\n\nRab Kerr stands beside me.',
    ];
    for (const text of quiet)
      expect(awayButHere(manuscriptOf(chapter(`Rab Kerr came in. He laughed.\n\n${text}`)), ENGLISH)).toEqual([]);
  });

  it('holds the absence to its chapter', () => {
    const m = manuscriptOf({
      'chapter_01.md': '# 1\n\nRab Kerr came in. He laughed.\n\nRab Kerr is stormbound in Tobermory.\n',
      'chapter_02.md': '# 2\n\nRab Kerr stands beside me on the pier.\n',
    });
    expect(awayButHere(m, ENGLISH)).toEqual([]);
  });
});

describe('a surname that is also a word', () => {
  const book = (slip: string) =>
    manuscriptOf({
      'chapter_01.md':
        '# 1\n\nEuan Gray came off the boat with his grey eyes on the hill. Euan Gray took the back room.\n\nMr Gray ate his supper. The light was grey over the Sound.\n',
      'chapter_02.md': `# 2\n\nEuan Gray walked to the light. Mr Gray wrote all day.\n\n${slip} lifts his hand on the deck.\n`,
    });

  it('reports "Mr Grey" beside "Mr Gray" and "Euan Gray", and never the grey eyes or light', () => {
    const findings = textVariants(book('Mr Grey'), ENGLISH);
    expect(at(findings)).toEqual(['names chapter_02.md:5']);
    expect(findings[0]?.message).toContain('"Grey" here');
  });

  it('keeps quiet with the name spelt right, and when the surname is too rare to say which is the slip', () => {
    expect(textVariants(book('Mr Gray'), ENGLISH)).toEqual([]);
    const rare = manuscriptOf({
      'chapter_01.md': '# 1\n\nMr Gray came off the boat. He had grey eyes. Mr Gray took the back room.\n',
      'chapter_02.md': '# 2\n\nMr Grey lifts his hand on the deck.\n',
    });
    expect(textVariants(rare, ENGLISH)).toEqual([]);
  });
});

describe('what is given away, in the words writers use', () => {
  const two = (first: string, second: string) =>
    manuscriptOf({ 'chapter_01.md': `# 1\n\n${first}\n`, 'chapter_02.md': `# 2\n\n${second}\n` });
  const reported: Array<[string, string, string]> = [
    [
      'a giving to someone named in full, then carried',
      "Maud Rennie came in. She laughed. Maud Rennie gives Ewan Gill her father's telescope.",
      'Maud Rennie carries the telescope up the hill.',
    ],
    [
      'the narrator giving, then carrying',
      "I came in. I laughed. I gave Ewan Gill my father's telescope. Ewan Gill thanked me.",
      'Later I carry the telescope up the hill.',
    ],
    [
      'left to someone, then taken from her own pocket',
      'Hilde Voss came in. She laughed. Hilde Voss left the spyglass to Pia Marr.',
      'Hilde Voss took the spyglass from her coat pocket and looked out.',
    ],
    [
      'sold to someone, then put to her ear',
      'Hilde Voss came in. She laughed. Hilde Voss sells the watch to Tam Hale.',
      'Hilde Voss puts the watch to her ear.',
    ],
    [
      'taken by another from her hand, then held again',
      'Ruth Hale came in. She laughed. Ruth Hale takes the tuning fork out of her cardigan pocket.\n\nShe holds it out until Nadia Brandt takes it. Nadia Brandt smiled.',
      "Ruth Hale stands on the porch, with the cat at her feet and Walter's tuning fork in her hand.",
    ],
  ];
  for (const [name, first, second] of reported)
    it(`reports ${name}`, () => {
      expect(at(checkObjects(two(first, second), ENGLISH).findings)).toEqual(['object chapter_02.md:3']);
    });

  it('reports every use by the giver until something gives it back, not the first alone', () => {
    const m = two(
      'Hilde Voss came in. She laughed. Hilde Voss gave the brass key to Tam Hale.',
      'Hilde Voss turned the brass key in the lock. Hilde Voss turned the brass key in the gate.',
    );
    expect(checkObjects(m, ENGLISH).findings).toHaveLength(2);
  });

  it('keeps quiet on a thing left on a table, a thing given back, and one taken from her own pocket before any giving', () => {
    const quiet: Array<[string, string]> = [
      [
        'Hilde Voss came in. She laughed. Hilde Voss leaves the lamp on the table.',
        'Hilde Voss carries the lamp upstairs.',
      ],
      [
        'Hilde Voss came in. She laughed. Hilde Voss gave the watch to Tam Hale.',
        'Tam Hale gave the watch back to her. Hilde Voss wound the watch.',
      ],
      [
        'Ruth Hale came in. She laughed. Ruth Hale takes the tuning fork out of her cardigan pocket.\n\nShe holds it out. Nadia Brandt smiled.',
        "Ruth Hale stands on the porch, with Walter's tuning fork in her hand.",
      ],
    ];
    for (const [first, second] of quiet) expect(checkObjects(two(first, second), ENGLISH).findings).toEqual([]);
  });
});

describe('what the bible says is given away', () => {
  const sheet = (carries: string, story = 'Third person, past tense.') =>
    `# Character sheets\n\nStory: ${story}\n\n## Maud Rennie\nRole — postmistress\nAge — 34\nCarries — ${carries}\n\n## Ewan Gill\nRole — surveyor\nAge — 38\n\n## Rose Penn\nRole — keeper\n`;
  const book = (third: string) =>
    ({
      'chapter_01.md': '# 1\n\nMaud Rennie came in. She laughed. Maud Rennie carries the telescope up the hill.\n',
      'chapter_02.md': '# 2\n\nMaud Rennie met Ewan Gill at the gate. Ewan Gill laughed.\n',
      'chapter_03.md': `# 3\n\n${third}\n`,
    }) as Record<string, string>;

  it('reads a giving in a character’s entry and holds the giver to it from the next chapter', () => {
    const bible = sheet("Rose Penn's brass telescope until she gives it to Ewan Gill (ch. 2)");
    expect(parseBible(bible, ENGLISH).givings).toEqual([
      { giver: 'Maud Rennie', to: 'Ewan Gill', noun: 'telescope', chapter: 2, line: 8 },
    ]);
    const findings = checkObjects(
      manuscriptOf(book('Maud Rennie carries the telescope down again.'), bible),
      ENGLISH,
    ).findings;
    expect(at(findings)).toEqual(['object chapter_03.md:3']);
    expect(findings[0]?.against).toMatchObject({ file: 'bible.md', line: 8 });
  });

  it('holds the giver to it when she takes it down from a shelf after the giving chapter, not when taken from him', () => {
    const bible = sheet("Rose Penn's brass telescope until she gives it to Ewan Gill (ch. 2)");
    const shelf = manuscriptOf(book('Maud Rennie took the telescope down from the shelf.'), bible);
    expect(at(checkObjects(shelf, ENGLISH).findings)).toEqual(['object chapter_03.md:3']);
    const back = manuscriptOf(book('Maud Rennie took the telescope from Ewan Gill.'), bible);
    expect(checkObjects(back, ENGLISH).findings).toEqual([]);
  });

  it('keeps quiet before the giving chapter, and on a giving the bible gives no chapter', () => {
    const before = manuscriptOf(
      book('Ewan Gill carries the telescope.'),
      sheet('her brass telescope until she gives it to Ewan Gill (ch. 2)'),
    );
    expect(checkObjects(before, ENGLISH).findings).toEqual([]);
    // In the giving chapter itself the bible does not say before or after: quiet.
    const same = manuscriptOf(
      { ...book('Ewan Gill laughed.'), 'chapter_02.md': '# 2\n\nMaud Rennie carries the telescope to the gate.\n' },
      sheet('her brass telescope until she gives it to Ewan Gill (ch. 2)'),
    );
    expect(checkObjects(same, ENGLISH).findings).toEqual([]);
    const undated = sheet('her brass telescope until she gives it to Ewan Gill one day');
    expect(parseBible(undated, ENGLISH).givings).toEqual([]);
  });

  it('reads a chain of holders', () => {
    const bible = `${sheet('nothing')}\n## Objects\n\n- The telescope: Maud Rennie → Ewan Gill (chapter 2)\n`;
    expect(parseBible(bible, ENGLISH).givings).toMatchObject([{ giver: 'Maud Rennie', to: 'Ewan Gill', chapter: 2 }]);
  });

  it('gives the narrator the name the style line calls her, in the entry whose role is narrator', () => {
    const bible = sheet('nothing', 'First person, present tense, narrated by Maudie Rennie.').replace(
      'Role — postmistress',
      'Role — narrator; postmistress',
    );
    expect(parseBible(bible, ENGLISH).characters[0]?.names).toContain('Maudie');
  });
});
