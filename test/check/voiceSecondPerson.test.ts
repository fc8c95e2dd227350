import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { describeVoice } from '../../src/check/explain.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A book told to its heroine as "you" by her older self ("You were twenty-two that September") is in the second
 * person, and there "you" as a subject tells the narration's tense: a paragraph of it that slips into the present is
 * a slip. In any other book "you" in narration is the general "you" ("you step on river ice and you hear it") and
 * votes for nothing. Texts written for these tests (src/check/facts.ts, secondPersonBook).
 */

const PAST = [
  'You went down to the river in the morning. You sat on the bank and you watched the boats go by.',
  'Will Harker came along the towpath at ten. You stood up and you waved to him, and he waved back.',
  'You walked with him as far as the lock. You talked about the harvest and you laughed at his jokes.',
  'In the afternoon you went back to the farm. You helped your mother with the bread and you fed the hens.',
  'You slept badly that night. You lay awake and you listened to the rain on the roof.',
  'On the Sunday you went to church with Nan. You sang the hymns and you knelt when the others knelt.',
];
const SLIP =
  'You go up the ladder to the loft after dinner. You sit on the boards in the heat and you look down at the yard, and you think of him.';

/** PAST told in the present. */
const NOW = PAST.map((t) =>
  t
    .replace(/\bwent\b/g, 'go')
    .replace(/\bsat\b/g, 'sit')
    .replace(/\bwatched\b/g, 'watch')
    .replace(/\bcame\b/g, 'comes')
    .replace(/\bstood\b/g, 'stand')
    .replace(/\bwaved\b/g, 'wave')
    .replace(/\bwalked\b/g, 'walk')
    .replace(/\btalked\b/g, 'talk')
    .replace(/\blaughed\b/g, 'laugh')
    .replace(/\bhelped\b/g, 'help')
    .replace(/\bfed\b/g, 'feed')
    .replace(/\bslept\b/g, 'sleep')
    .replace(/\blay\b/g, 'lie')
    .replace(/\blistened\b/g, 'listen')
    .replace(/\bsang\b/g, 'sing')
    .replace(/\bknelt\b/g, 'kneel'),
);

const voice = (...paragraphs: string[]) =>
  describeVoice(readFacts(manuscriptOf(chaptersOf(paragraphs.join('\n\n'))), ENGLISH).facts.voice.book);
const tense = (...chapters: string[]) =>
  checkVoice(manuscriptOf(chaptersOf(...chapters)), ENGLISH)
    .findings.filter((f) => f.category === 'tense')
    .map((f) => `${f.file}:${f.line}`);

describe('a book told to "you"', () => {
  it('is read as the second person, past tense', () => {
    expect(voice(...PAST)).toMatch(/^second person, past tense \(6 narration paragraphs told to "you", 0 by "I"/);
  });

  it('finds a paragraph of its past narration that slips into the present', () => {
    expect(tense(PAST.slice(0, 3).join('\n\n'), [...PAST.slice(3), SLIP].join('\n\n'))).toEqual(['chapter_02.md:9']);
  });

  it('told in the present, lets its past paragraphs tell her past, and finds no slip in them', () => {
    const then = 'When you were small you walked here with him. You carried the basket and you picked the beans.';
    expect(voice(...NOW)).toMatch(/^second person, present tense/);
    expect(tense(NOW.slice(0, 3).join('\n\n'), [...NOW.slice(3), then].join('\n\n'))).toEqual([]);
  });

  it('cites as its narration the first chapter that tells the others as "he" and "she"', () => {
    const slip = checkVoice(
      manuscriptOf(chaptersOf(PAST.slice(3).join('\n\n'), [...PAST.slice(0, 3), SLIP].join('\n\n'))),
      ENGLISH,
    ).findings.find((f) => f.category === 'tense');
    expect(slip?.message).toContain("the book's narration (as at chapter_02.md:5): past tense");
  });

  it('told in the present, keeps it though more paragraphs tell the others in the past', () => {
    const others = [
      'Will Harker came along the towpath at ten. He waved to the boats and he laughed.',
      'Nan baked the bread that morning. She fed the hens and she swept the yard.',
      'Will Harker walked back to the lock. He talked to the keeper and he lit his pipe.',
      'Nan went to church on the Sunday. She sang the hymns and she knelt.',
    ];
    expect(voice(...NOW.slice(0, 3), ...others, ...others, ...NOW.slice(3))).toMatch(/^second person, present tense/);
  });

  it('finds a paragraph told by "I" among the others told as "he" and "she", held to its second person', () => {
    const others = [
      'Will Harker came along the towpath at ten. He waved to the boats and he laughed.',
      'Nan baked the bread that morning. She fed the hens and she swept the yard.',
      'Will Harker walked back to the lock. He talked to the keeper and he lit his pipe.',
      'Nan went to church on the Sunday. She sang the hymns and she knelt.',
    ];
    const I =
      'I went up the ladder to the loft after dinner. I sat on the boards in the heat and I looked down at the yard.';
    const pov = checkVoice(
      manuscriptOf(chaptersOf(PAST.join('\n\n'), PAST.join('\n\n'), [...others, I].join('\n\n'))),
      ENGLISH,
    ).findings.filter((f) => f.category === 'pov');
    expect(pov.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      'chapter_03.md:11 this paragraph is in the first person (3 × "I" as subject outside dialogue); the chapter\'s narration (as at chapter_03.md:3): second person',
    ]);
  });

  it('hears nothing in the present said aloud', () => {
    const said = '"You go up to the loft," said Nan. "You sit there and you think of him. I know you do."';
    expect(tense(PAST.slice(0, 3).join('\n\n'), [...PAST.slice(3), said].join('\n\n'))).toEqual([]);
  });
});

describe('a book told in the third person with the general "you"', () => {
  const THIRD = [
    'Mara went down to the river in the morning. She sat on the bank and she watched the boats.',
    'Will Harker came along the towpath at ten. She stood up and she waved to him, and he waved back.',
    'She walked with him as far as the lock. They talked about the harvest and she laughed at his jokes.',
    'In the afternoon she went back to the farm. She helped her mother with the bread and she fed the hens.',
    'She slept badly that night. She lay awake and she listened to the rain on the roof.',
  ];
  const general = 'The ice on the pond was thin. You step on ice like that and you hear it crack, and you go back.';

  it('stays in the third person', () => {
    expect(voice(...THIRD, general)).toMatch(/^third person, past tense/);
  });

  it('lets the general "you" in the present tell no tense', () => {
    expect(tense(THIRD.join('\n\n'), [...THIRD.slice(0, 3), general].join('\n\n'))).toEqual([]);
  });

  it('reads "still" in a sentence told in the past ("it was still soft") as no aside of the narrator\'s present', () => {
    const slip =
      'Mara goes up to the loft and she sits on the boards. She touches the bread: if it felt warm it was still soft.';
    expect(tense(THIRD.join('\n\n'), [...THIRD.slice(0, 3), slip].join('\n\n'))).toEqual(['chapter_02.md:9']);
  });
});
