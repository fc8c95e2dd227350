import { describe, expect, it } from 'vitest';
import { castOf, mentions } from '../../src/check/cast.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { checkDead } from '../../src/check/checks/dead.js';
import { checkNames } from '../../src/check/checks/names.js';
import { checkRepetition, DISTINCT } from '../../src/check/checks/repetition.js';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { checkVoice } from '../../src/check/checks/voice.js';
import { checkManuscript } from '../../src/check/index.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The hand sample of Stryker survivors the issue names, each killed by the
 * behaviour the guarded line gives a reader: a boundary on each side of it.
 */

const CAST = '## Characters\n### Mara Voss\n- age: 34\n- eyes: grey\n### Elias Brandt\n- fate: dies in chapter 1\n';

describe('names: a variant used more often is less likely a slip (names.ts, a variant’s confidence)', () => {
  const uses = (n: number) =>
    checkNames(
      manuscriptOf(
        { 'chapter_01.md': `# One\n\n${Array.from({ length: n }, () => 'Marra waited.').join(' ')}\n` },
        CAST,
      ),
      ENGLISH,
    ).findings.map((f) => f.confidence);
  it('is sure of a variant seen once or twice, less of one seen three to five times, least of a habit', () => {
    expect(uses(1)).toEqual([0.9]);
    expect(uses(2)[0]).toBe(0.9);
    expect(uses(3)[0]).toBe(0.7);
    expect(uses(5)[0]).toBe(0.7);
    expect(uses(6)[0]).toBe(0.4);
  });
});

describe('attributes: an age one year off is a birthday, two is a slip (attributes.ts, age tolerance)', () => {
  const ages = (age: string) =>
    checkAttributes(
      manuscriptOf({ 'chapter_01.md': `# One\n\nMara, ${age}, walked to the quay.\n` }, CAST),
      ENGLISH,
    ).findings.filter((f) => f.category === 'attribute');
  it('takes 33 and 35 for 34, and reports 36 and 32', () => {
    expect(ages('thirty-five')).toEqual([]);
    expect(ages('thirty-three')).toEqual([]);
    expect(ages('thirty-six')).toHaveLength(1);
    expect(ages('thirty-two')).toHaveLength(1);
  });
});

describe('cast: a name two characters share names neither (cast.ts)', () => {
  it('reads "Voss" as no one when a brother and a sister share it, and as the one Voss otherwise', () => {
    const siblings = manuscriptOf({ 'chapter_01.md': '# One\n' }, '## Characters\n### Mara Voss\n### Jon Voss\n');
    const found = mentions('Voss waited. Mara waited.', castOf(siblings.bible)).map((m) => m.character.name);
    expect(found).toEqual(['Mara Voss']);
    const one = manuscriptOf({ 'chapter_01.md': '# One\n' }, '## Characters\n### Mara Voss\n### Jon Hale\n');
    expect(mentions('Voss waited.', castOf(one.bible)).map((m) => m.character.name)).toEqual(['Mara Voss']);
  });
});

describe('voice: a paragraph is in the present when present verbs outnumber past ones three to one (voice.ts)', () => {
  const PAST = '## Style\n- Third person, past tense.\n';
  const tense = (text: string) =>
    checkVoice(
      manuscriptOf({ 'chapter_01.md': `# One\n\nMara walked home.\n\n${text}\n` }, PAST),
      ENGLISH,
    ).findings.filter((f) => f.category === 'tense');
  it('reports 3 present to 1 past, not 5 present to 2 past', () => {
    expect(tense('She walks to the door. She opens it. She looks out. She turned back.')).toHaveLength(1);
    expect(
      tense('She walks to the door. She opens it. She looks out. She waits. She listens. She turned. She smiled.'),
    ).toEqual([]);
  });
});

describe(`repetition: a run is distinctive with ${DISTINCT} words that are not stop words (repetition.ts)`, () => {
  const twice = (phrase: string) =>
    checkRepetition(
      manuscriptOf({
        'chapter_01.md': `# One\n\nAt noon ${phrase}.\n`,
        'chapter_02.md': `# Two\n\nBy dusk ${phrase}.\n`,
      }),
      ENGLISH,
    ).findings;
  it('reports eight shared words with four such words, not with three', () => {
    expect(DISTINCT).toBe(4);
    // "she", "had", "the", "and" are stop words; lantern, harbour, kettle, ladder are not.
    expect(twice('she had the lantern and the harbour kettle ladder')).toHaveLength(1);
    expect(twice('she had the lantern and the harbour and the kettle')).toEqual([]);
  });
  it('is sure of a long repeat, less of a short one (the likeliest to be chance)', () => {
    const run = 'lantern harbour kettle ladder chisel anchor bucket hammer compass sextant logbook pencil'.split(' ');
    const confidence = (n: number) => twice(run.slice(0, n).join(' '))[0]?.confidence;
    expect(confidence(8)).toBe(0.6);
    expect(confidence(9)).toBe(0.6);
    expect(confidence(10)).toBe(0.8);
    expect(confidence(11)).toBe(0.8);
    expect(confidence(12)).toBe(0.9);
  });
  it('is unsure of a run carried into a new sentence: an echo, shown only when asked for', () => {
    const run = 'the lantern swung over the harbour kettle ladder chisel anchor bucket';
    const echo = checkRepetition(
      manuscriptOf({
        'chapter_01.md': `# One\n\nAt noon ${run}.\n`,
        'chapter_02.md': `# Two\n\nLong after the boats had gone and the quay was empty, ${run}, and nobody saw it.\n`,
      }),
      ENGLISH,
    ).findings;
    expect(echo.map((f) => [f.file, f.line, f.confidence])).toEqual([['chapter_02.md', 3, 0.45]]);
    // Two thirds of its sentence, exactly: still the sentence said again.
    const eight = 'lantern harbour kettle ladder chisel anchor bucket hammer';
    const most = checkRepetition(
      manuscriptOf({
        'chapter_01.md': `# One\n\nAt noon ${eight}.\n`,
        'chapter_02.md': `# Two\n\nBy late dusk ${eight} again.\n`,
      }),
      ENGLISH,
    ).findings;
    expect(most.map((f) => f.confidence)).toEqual([0.6]);
  });
  it('leaves a refrain alone: three times in the book, or in dialogue in one place', () => {
    const phrase = 'the grey lantern swung over the sleeping harbour wall';
    const thrice = manuscriptOf({
      'chapter_01.md': `# One\n\nAt noon ${phrase} again.\n`,
      'chapter_02.md': `# Two\n\nBy dusk ${phrase} again.\n`,
      'chapter_03.md': `# Three\n\nAt last ${phrase} again.\n`,
    });
    expect(checkRepetition(thrice, ENGLISH).findings).toEqual([]);
    const quoted = manuscriptOf({
      'chapter_01.md': `# One\n\nAt noon ${phrase} again.\n`,
      'chapter_02.md': `# Two\n\n"At noon ${phrase}," she said.\n`,
    });
    expect(checkRepetition(quoted, ENGLISH).findings).toEqual([]);
    const twiceOnly = manuscriptOf({
      'chapter_01.md': `# One\n\nAt noon ${phrase} again.\n`,
      'chapter_02.md': `# Two\n\nBy dusk ${phrase} again.\n`,
    });
    const [f] = checkRepetition(twiceOnly, ENGLISH).findings;
    expect(f).toMatchObject({ file: 'chapter_02.md', against: { file: 'chapter_01.md', line: 3 } });
  });
});

describe('timeline: memory and flashback may name any day (timeline.ts)', () => {
  const BIBLE = '## Timeline\n- Chapter 1 — Monday 3 March 1924\n';
  it('compares the narrator’s "It was Sunday" with the Timeline, but not a remembered one', () => {
    const said = (text: string) =>
      checkTimeline(manuscriptOf({ 'chapter_01.md': `# One\n\nThe sea was calm.\n\n${text}\n` }, BIBLE), ENGLISH)
        .findings;
    expect(said('It was Sunday, and the bells rang.')).toHaveLength(1);
    expect(said('It was Sunday, and the bells rang.')[0]?.against).toEqual({
      file: 'bible.md',
      line: 2,
      evidence: 'Chapter 1 — Monday 3 March 1924',
    });
    expect(said('She remembered the old days. It was Sunday, and the bells rang.')).toEqual([]);
  });
});

describe('dead: the living remember the dead (dead.ts, the remembered exemption)', () => {
  it('reports the dead speaking in narration, not in the past perfect or at the grave', () => {
    const dead = (text: string) =>
      checkDead(
        manuscriptOf({ 'chapter_01.md': '# One\n\nElias died.\n', 'chapter_02.md': `# Two\n\n${text}\n` }, CAST),
        ENGLISH,
      ).findings;
    expect(dead('Elias said nothing and walked to the door.')).toHaveLength(1);
    expect(dead('Elias had said nothing and walked to the door.')).toEqual([]);
    expect(dead('She kept to the left of the path, as if Elias walked beside her.')).toEqual([]);
    expect(dead('She kept to the left of the path, and Elias walked beside her.')).toHaveLength(1);
  });
});

describe('the minimum confidence keeps a finding at exactly that confidence (index.ts)', () => {
  it('shows a 0.9 finding at --min-confidence 0.9 and hides it at 0.91', () => {
    const m = manuscriptOf({ 'chapter_01.md': '# One\n\nMarra waited.\n' }, CAST);
    expect(checkManuscript(m, { minConfidence: 0.9 }).findings.map((f) => f.category)).toEqual(['names']);
    expect(checkManuscript(m, { minConfidence: 0.91 }).findings).toEqual([]);
  });
});
