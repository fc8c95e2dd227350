import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { yearAt } from '../../src/check/storyYears.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A narrator "I" who sets down what others look like: "She was twenty-two. Her eyes were grey" in the paragraph after
 * the one that names her is hers, though a place called the Grey Lady or a man described in passing came between.
 */

const hers = 'Ada Penrose came in. She sat down. Ada Penrose wrote and she laughed.';

describe('a pronoun opening the paragraph after a name', () => {
  it('is not taken from her by a place whose name ends in a title ("the White Lady")', () => {
    const text = `${hers}\n\nThe tip was a great cone that the village called the White Lady.\n\nIn the office sat the clerk's daughter, Ada Penrose.\n\nI set her down as I first saw her. She was twenty-two. Her eyes were grey.`;
    expect(attributesOf(text)).toEqual(['Ada Penrose age 22', 'Ada Penrose eyes grey']);
  });

  it('is still taken by a title alone ("the Colonel came in")', () => {
    const text = `${hers}\n\nThen the Lady of the house came in.\n\nShe was sixty. Her eyes were grey.`;
    expect(attributesOf(text)).toEqual([]);
  });

  it('is not taken from her by a man described in passing ("He was fifty, a broad man")', () => {
    const text = `${hers}\n\nTom Kerr was the captain. He was fifty that spring, a broad man with a stick.\n\nShe was twenty-two. Her eyes were grey.`;
    expect(attributesOf(text)).toEqual(['Ada Penrose age 22', 'Ada Penrose eyes grey', 'Tom Kerr age 50']);
  });

  it('still leaves a "he" to no one after a man who came in unnamed', () => {
    const text = `Tom Kerr came in. He sat down. Tom Kerr wrote and he laughed.\n\nThen a tall man came up the lane.\n\nHe was fifty. His eyes were grey.`;
    expect(attributesOf(text)).toEqual([]);
  });
});

describe('an unnamed woman of the paragraph before', () => {
  const aunt = `${hers}\n\nMy aunt said he had gone to the pit, and my uncle told her to hold her tongue.`;

  it('is behind a name of her gender in the next paragraph, though not its subject', () => {
    const text = `${aunt}\n\nI learned the rest on the Monday, from Ada Penrose herself.\n\nShe came in and sat down. She looked at me with those grey eyes.`;
    expect(attributesOf(text)).toEqual(['Ada Penrose eyes grey']);
  });

  const men = 'Tom Kerr came in. He sat down. Luzi Kemp came in and he laughed.\n\nThen a man came up the lane.';

  it('is not behind a name in an aside about another', () => {
    const text = `${men}\n\nThere was a guest, Luzi Kemp, who was no relation to Tom Kerr. He was a thin man of sixty.`;
    expect(attributesOf(text)).toEqual([]);
  });

  it('is not behind one of two of that gender named together', () => {
    const text = `${men}\n\nI learned it from Luzi Kemp and Tom Kerr. He was a thin man of sixty.`;
    expect(attributesOf(text)).toEqual([]);
  });

  it('still holds a "she" that opens the sentence naming the other', () => {
    const text = `${hers}\n\nThen a woman came up the lane.\n\nShe nodded to Ada Penrose. Her eyes were grey.`;
    expect(attributesOf(text)).toEqual([]);
  });
});

describe('a count read as no age', () => {
  const meeting = (who: string) =>
    chaptersOf(
      `Ben Rowe called a meeting. About thirty men came, and a few women at the back${who} Ben Rowe read the paper.`,
      'Nan Rowe sold stamps in the shop. Nan Rowe was seventeen, and she laughed at everyone.',
    );
  const ages = (files: Record<string, string>) =>
    checkAttributes(manuscriptOf(files), ENGLISH).findings.filter((f) => f.message.includes('age'));

  it('passes over "of whom Nan was one"', () => {
    expect(ages(meeting(', of whom Nan Rowe was one and Ann Kemp was not.'))).toEqual([]);
  });

  it('still reads "Nan was one" where no group is counted', () => {
    expect(ages(meeting('. Nan Rowe was one and Ann Kemp was not.')).map((f) => f.line)).toEqual([3]);
  });
});

describe('a year in an aside', () => {
  const yearOf = (text: string, line: number, raw: string, said: string) => {
    const c = manuscriptOf({ 'chapter_01.md': text }).chapters[0];
    if (!c) throw new Error('no chapter');
    return yearAt(c, line, raw, said, ENGLISH);
  };

  it('dates the aside alone, not the next sentence', () => {
    const raw = 'His sister was Nan, who was seventeen.';
    const text = `# 1926\n\nHe had a broken tooth, which his sister said a gatepost had done in 1912. ${raw}\n`;
    expect(yearOf(text, 3, raw, 'seventeen')).toBe(1926);
  });

  it('still dates the next sentence when the main clause names the year', () => {
    const raw = 'She was fifteen.';
    const text = `# 1966\n\nShe left in the spring of 1960, which was late. ${raw}\n`;
    expect(yearOf(text, 3, raw, 'fifteen')).toBe(1960);
  });
});

describe('hair told through a kin', () => {
  const his = 'Tom Kerr came in. He sat down. Tom Kerr wrote and he laughed.';

  it('reads "with his grandfather\'s red hair" as his own', () => {
    const text = `${his}\n\nTom Kerr was twenty-seven, tall, with his grandfather's red hair and a beard to go with it.`;
    expect(attributesOf(text)).toEqual(['Tom Kerr hair red']);
  });

  it('finds the fair head of a later chapter against it', () => {
    const files = chaptersOf(
      `${his}\n\nHe was tall, with his grandfather's red hair.`,
      'Tom Kerr went out on the moor with the beaters. She saw his fair head among the smoke.',
    );
    const found = checkAttributes(manuscriptOf(files), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);
    expect(found).toEqual(['chapter_02.md:3']);
  });

  it('leaves a kin\'s head held ("with her mother\'s grey head in her lap") to the kin', () => {
    const text =
      "Ada Kemp came in. She sat down. Ada Kemp wrote and she laughed. Ada Kemp sat with her mother's grey head in her lap.";
    expect(attributesOf(text)).toEqual([]);
  });
});

describe('a "with" after a person set off by a comma', () => {
  it('is not the subject\'s when another of that gender was named since ("She had known Nan: …, a small neat woman with grey hair")', () => {
    const text = `${hers} Nan Rowe came in and she sat.\n\nAda Penrose laughed. She had known Nan Rowe for years, without knowing her well: the miller's wife, a small neat woman with grey hair in a bun.`;
    expect(attributesOf(text).filter((a) => a.includes('hair'))).not.toContain('Ada Penrose hair grey');
  });

  it('is still the subject\'s when she is the one named ("Ada was on the step, a thin woman with grey hair")', () => {
    expect(attributesOf(`${hers}\n\nAda Penrose was on the step, a thin woman with grey hair.`)).toEqual([
      'Ada Penrose hair grey',
    ]);
  });
});
