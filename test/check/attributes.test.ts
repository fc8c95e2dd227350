import { describe, expect, it } from 'vitest';
import { agrees, checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Eyes, hair, age, role and home: what the narration says of a character
 * against the bible and against the first chapter that said it, with the
 * changes the bible records.
 */

const attributes = (files: Record<string, string>, bible = ''): Finding[] =>
  checkAttributes(manuscriptOf(files, bible), ENGLISH).findings;
const brief = (found: Finding[]) => found.map((f) => [f.file, f.line, f.confidence, f.message]);

const BIBLE = [
  '# Bible',
  '',
  '## Characters',
  '### Ines Carvalho',
  '- eyes: green',
  '- hair: black',
  '- age: 41',
  '- role: ferry pilot',
  '- home: Porto',
  '### Duarte Lobo',
].join('\n');

const one = (text: string, bible = BIBLE) => attributes({ 'chapter_01.md': `# One\n\n${text}\n` }, bible);

describe('statements against the bible', () => {
  it('reports eyes, hair and age surely and a role or home less surely, naming the bible’s line', () => {
    expect(brief(one("Ines Carvalho's eyes were blue."))).toEqual([
      ['chapter_01.md', 3, 0.9, 'Ines Carvalho\'s eyes are "blue" here; bible: green (bible.md:5)'],
    ]);
    expect(brief(one("Ines's red hair was wet."))).toEqual([
      ['chapter_01.md', 3, 0.9, 'Ines Carvalho\'s hair is "red" here; bible: black (bible.md:6)'],
    ]);
    expect(brief(one('Ines, 52, took the wheel.'))).toEqual([
      ['chapter_01.md', 3, 0.9, "Ines's age is 52 here; bible: 41 (bible.md:7)"],
    ]);
    expect(brief(one('Ines was 38 years old that spring.'))).toEqual([
      ['chapter_01.md', 3, 0.9, "Ines's age is 38 here; bible: 41 (bible.md:7)"],
    ]);
    expect(brief(one('Ines, the harbour baker, waved.'))).toEqual([
      ['chapter_01.md', 3, 0.75, 'Ines\'s role is "harbour baker" here; bible: ferry pilot (bible.md:8)'],
    ]);
    expect(brief(one('Ines lived in Lisbon now.'))).toEqual([
      ['chapter_01.md', 3, 0.75, 'Ines\'s home is "Lisbon" here; bible: Porto (bible.md:9)'],
    ]);
    expect(one("Ines's eyes were blue.")[0]?.against).toEqual({ file: 'bible.md', line: 5, evidence: 'green' });
  });

  it('is quiet when the narration agrees: colour words of one group, a year either way, the same job or town', () => {
    for (const text of [
      "Ines's jade eyes shone.",
      "Ines's eyes were emerald.",
      'Ines, forty-two, took the wheel.',
      'Ines, aged 40, took the wheel.',
      'Ines, the ferry pilot, waved.',
      'Ines was a pilot.',
      'Ines came from Porto.',
      'Ines lived in Porto.',
    ])
      expect(one(text)).toEqual([]);
  });

  it('reads only what is said of the one named: not a possession, a count or another’s eyes', () => {
    for (const text of [
      'Ines, 3 boats behind, waited.',
      "He took the last of the Ines's three.",
      'Ines, the, waited.',
      "Duarte's blue eyes followed Ines.",
      'Ines and the blue boat waited.',
    ])
      expect(one(text)).toEqual([]);
  });

  it('is less sure of eyes read through a pronoun from a sentence before than of eyes beside the name', () => {
    const BOTH = `${BIBLE}\n- eyes: brown\n`;
    expect(brief(one('Ines came in from the yard. She looked at me with her blue eyes.', BOTH))).toEqual([
      ['chapter_01.md', 3, 0.7, 'Ines Carvalho\'s eyes are "blue" here; bible: green (bible.md:5)'],
    ]);
  });

  it('gives "her blue eyes" to the one woman named in the sentence', () => {
    const BOTH = `${BIBLE}\n- eyes: brown\n`;
    expect(brief(one('Ines looked up, her blue eyes wet.', BOTH))).toEqual([
      ['chapter_01.md', 3, 0.9, 'Ines Carvalho\'s eyes are "blue" here; bible: green (bible.md:5)'],
    ]);
  });
});

describe('the changes the bible records', () => {
  const CHANGED = `${BIBLE}\n\n## Timeline\n- Chapter 2 — Ines's hair: grey\n`;
  const book = (first: string, second: string, third: string) => ({
    'chapter_01.md': `# One\n\n${first}\n`,
    'chapter_02.md': `# Two\n\n${second}\n`,
    'chapter_03.md': `# Three\n\n${third}\n`,
  });

  it('holds each chapter to the value of its time, and takes both in the change’s own chapter', () => {
    expect(
      attributes(
        book("Ines's black hair was tied.", "Ines's black hair was tied.", "Ines's grey hair was tied."),
        CHANGED,
      ),
    ).toEqual([]);
    const wrong = attributes(
      book("Ines's grey hair was tied.", "Ines's red hair was tied.", "Ines's black hair was tied."),
      CHANGED,
    );
    expect(brief(wrong)).toEqual([
      ['chapter_01.md', 3, 0.9, 'Ines Carvalho\'s hair is "grey" here; bible: black (bible.md:6)'],
      ['chapter_02.md', 3, 0.9, 'Ines Carvalho\'s hair is "red" here; bible: black or grey (bible.md:6)'],
      ['chapter_03.md', 3, 0.9, 'Ines Carvalho\'s hair is "black" here; bible: grey (the change in bible.md:13)'],
    ]);
    expect(wrong[2]?.against).toEqual({ file: 'bible.md', line: 13, evidence: 'grey' });
  });
});

describe('statements against the text where the bible is silent', () => {
  const SILENT = '## Characters\n### Ines Carvalho\n### Duarte Lobo\n';

  it('holds later chapters to the first that says it, naming both places', () => {
    const found = attributes(
      {
        'chapter_01.md': "# One\n\nInes's grey eyes took in the quay.\n",
        'chapter_02.md': "# Two\n\nInes's blue eyes took in the quay.\n",
      },
      SILENT,
    );
    expect(found).toEqual([
      {
        file: 'chapter_02.md',
        line: 3,
        category: 'attribute',
        message: 'Ines Carvalho\'s eyes are "blue" here; chapter_01.md:3 says "grey" (the bible does not say)',
        evidence: "Ines's blue eyes took in the quay.",
        confidence: 0.85,
        against: { file: 'chapter_01.md', line: 3, evidence: "Ines's grey eyes took in the quay." },
      },
    ]);
    // A character the bible does not list at all: the note about the bible is left out.
    const unlisted = attributes({
      'chapter_01.md': "# One\n\nInes Carvalho came. Ines's grey eyes took in the quay.\n",
      'chapter_02.md': "# Two\n\nInes Carvalho came. Ines's blue eyes took in the quay.\n",
    });
    expect(unlisted.map((f) => f.message)).toEqual([
      'Ines Carvalho\'s eyes are "blue" here; chapter_01.md:3 says "grey"',
    ]);
  });

  it('is less sure of hair than of eyes, and of an age, a role or a home less still', () => {
    const conf = (first: string, second: string) =>
      attributes({ 'chapter_01.md': `# One\n\n${first}\n`, 'chapter_02.md': `# Two\n\n${second}\n` }, SILENT).map(
        (f) => f.confidence,
      );
    expect(conf("Ines's red hair blew.", "Ines's black hair blew.")).toEqual([0.75]);
    expect(conf('Ines, 41, waved.', 'Ines, 45, waved.')).toEqual([0.7]);
    expect(conf('Ines, the ferry pilot, waved.', 'Ines, the baker, waved.')).toEqual([0.7]);
    expect(conf('Ines lived in Porto.', 'Ines lived in Lisbon.')).toEqual([0.7]);
    // One chapter may say two things (a flash of light, a wig): only another chapter is held to the first.
    expect(conf("Ines's red hair blew. Ines's black hair blew.", 'Ines waved.')).toEqual([]);
  });

  it('takes a change the bible records between two chapters as the new truth', () => {
    const CHANGED = `${SILENT}\n## Timeline\n- Chapter 2 — Ines's hair: dyed\n`;
    const found = attributes(
      {
        'chapter_01.md': "# One\n\nInes's red hair blew.\n",
        'chapter_02.md': "# Two\n\nInes's black hair blew.\n",
        'chapter_03.md': "# Three\n\nInes's black hair blew.\n",
      },
      CHANGED,
    );
    expect(found).toEqual([]);
  });
});

describe('whether two values agree', () => {
  it('compares colours by group, ages within a year, roles by job and homes by name', () => {
    expect(agrees('eyes', 'grey', 'slate grey', ENGLISH)).toBe(true);
    expect(agrees('eyes', 'blue/grey', 'grey', ENGLISH)).toBe(true);
    expect(agrees('eyes', 'blue', 'grey', ENGLISH)).toBe(false);
    expect(agrees('hair', 'red', 'long', ENGLISH)).toBeUndefined();
    expect(agrees('age', '40', 'about 41', ENGLISH)).toBe(true);
    expect(agrees('age', '43', '41', ENGLISH)).toBe(false);
    expect(agrees('age', '39', '41', ENGLISH)).toBe(false);
    expect(agrees('age', '41', 'unknown', ENGLISH)).toBeUndefined();
    expect(agrees('role', 'pilot', 'the ferry pilot', ENGLISH)).toBe(true);
    expect(agrees('role', 'baker', 'the ferry pilot', ENGLISH)).toBe(false);
    expect(agrees('role', 'baker', 'none to speak of', ENGLISH)).toBeUndefined();
    expect(agrees('home', 'Porto', 'a flat in Porto', ENGLISH)).toBe(true);
    expect(agrees('home', 'the old town of Porto', 'porto', ENGLISH)).toBe(true);
    expect(agrees('home', 'Lisbon', 'Porto', ENGLISH)).toBe(false);
  });
});
