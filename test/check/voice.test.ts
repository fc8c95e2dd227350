import { describe, expect, it } from 'vitest';
import { calledBefore, checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Person and tense as a copy editor reads them: which paragraph leaves the
 * chapter's voice, what it is held to (the chapter's own narration or the
 * bible's Style), and how sure the check is.
 */

// Narration paragraphs of three clear verbs each.
const PAST = 'Wren walked to the door. She opened it. She looked out.';
const PAST2 = 'He waited by the boat. He waved. He sat down.';
const PRESENT = 'Wren walks to the door. She opens it. She looks out.';
const PRESENT2 = 'He waits by the boat. He waves. He sits down.';
const FIRST = 'I walked up the stairs. I counted every step. I stopped.';

const chapter = (...paragraphs: string[]) => `# One\n\n${paragraphs.join('\n\n')}\n`;
const voice = (files: Record<string, string>, bible = ''): Finding[] =>
  checkVoice(manuscriptOf(files, bible), ENGLISH).findings;
const brief = (findings: Finding[]) => findings.map((f) => [f.category, f.file, f.line, f.confidence]);

describe('tense, text against text', () => {
  it('holds a paragraph to its chapter’s majority, showing both places and what each is told in', () => {
    const found = voice({ 'chapter_01.md': chapter(PAST, PAST2, PRESENT) });
    expect(found).toEqual([
      {
        file: 'chapter_01.md',
        line: 7,
        category: 'tense',
        message:
          "this paragraph is in the present tense (3 present, 0 past verbs in narration); the chapter's narration (as at chapter_01.md:3): past tense",
        evidence: 'Wren walks to the door.',
        confidence: 0.8,
        against: { file: 'chapter_01.md', line: 3, evidence: PAST },
      },
    ]);
  });

  it('holds a present-tense chapter’s wholly past paragraph to the present', () => {
    const found = voice({ 'chapter_01.md': chapter(PRESENT, PRESENT2, PAST) });
    expect(brief(found)).toEqual([['tense', 'chapter_01.md', 7, 0.7]]);
    expect(found[0]?.message).toMatch(/^this paragraph is in the past tense \(3 past, 0 present verbs/);
    expect(found[0]?.message).toMatch(/: present tense$/);
  });

  it('sets no tense for a chapter split evenly, and reports nothing there', () => {
    expect(voice({ 'chapter_01.md': chapter(PAST, PRESENT) })).toEqual([]);
    expect(voice({ 'chapter_01.md': chapter(PAST, PAST2, PRESENT, PRESENT2) })).toEqual([]);
  });

  it('says a chapter that leaves the bible’s tense once, at its first paragraph, against the Style', () => {
    const STYLE = '# Bible\n\n## Style\n- Third person, past tense.\n';
    const found = voice({ 'chapter_01.md': chapter(PRESENT, PRESENT2, PRESENT) }, STYLE);
    expect(found).toEqual([
      {
        file: 'chapter_01.md',
        line: 3,
        category: 'tense',
        message:
          "this chapter leaves the tense: this paragraph is in the present tense (3 present, 0 past verbs in narration); the bible's Style (bible.md:4): past tense",
        evidence: 'Wren walks to the door.',
        confidence: 0.85,
        against: { file: 'bible.md', line: 4, evidence: 'Style' },
      },
    ]);
    // Without the bible, a chapter told wholly in the present is a choice.
    expect(voice({ 'chapter_01.md': chapter(PRESENT, PRESENT2, PRESENT) })).toEqual([]);
    // One paragraph in three leaving the Style is that paragraph, not the chapter.
    const one = voice({ 'chapter_01.md': chapter(PAST, PAST2, PRESENT) }, STYLE);
    expect(one.map((f) => [f.line, f.message.startsWith('this paragraph'), f.confidence])).toEqual([[7, true, 0.85]]);
  });

  it('holds a chapter with one paragraph of clear tense to the book’s tense', () => {
    const found = voice({
      'chapter_01.md': chapter(PAST, PAST2, PAST),
      'chapter_02.md': `# Two\n\n${[PRESENT, 'She was tired.', 'He was cold.', 'She was home.'].join('\n\n')}\n`,
    });
    expect(brief(found)).toEqual([['tense', 'chapter_02.md', 3, 0.8]]);
    // The other side is the book's narration, not the chapter's one paragraph (which is the one in question).
    expect(found[0]?.against).toEqual({ file: 'chapter_01.md', line: 3, evidence: PAST });
    expect(found[0]?.message).toMatch(/; the book's narration \(as at chapter_01\.md:3\): past tense$/);
    // Its one paragraph all of it: the chapter is told another way, and without a bible that is not said.
    expect(voice({ 'chapter_01.md': chapter(PAST, PAST2, PAST), 'chapter_02.md': `# Two\n\n${PRESENT}\n` })).toEqual(
      [],
    );
    // Two paragraphs of clear tense, one each way, in a book told in the past (four votes to one): the chapter is
    // held to the book's, and its present paragraph is the slip.
    const two = `# Two\n\n${[PRESENT, PAST2, 'She was tired.', 'He was cold.', 'She was home.'].join('\n\n')}\n`;
    expect(brief(voice({ 'chapter_01.md': chapter(PAST, PAST2, PAST), 'chapter_02.md': two }))).toEqual([
      ['tense', 'chapter_02.md', 3, 0.8],
    ]);
    // A book whose chapters alternate tenses has no clear tense of its own: that chapter is held to neither.
    expect(
      voice({
        'chapter_01.md': chapter(PAST, PAST2, PAST),
        'chapter_02.md': chapter(PRESENT, PRESENT2, PRESENT),
        'chapter_03.md': two,
      }),
    ).toEqual([]);
  });
});

describe('person, text against text', () => {
  it('reports "I" in a third-person chapter surely when no chapter of the book is in the first person', () => {
    const found = voice({ 'chapter_01.md': chapter(PAST, PAST2, PAST, FIRST) });
    expect(found).toEqual([
      {
        file: 'chapter_01.md',
        line: 9,
        category: 'pov',
        message:
          'this paragraph is in the first person (3 × "I" as subject outside dialogue); the chapter\'s narration (as at chapter_01.md:3): third person',
        evidence: 'I walked up the stairs.',
        confidence: 0.8,
        against: { file: 'chapter_01.md', line: 3, evidence: PAST },
      },
    ]);
  });

  it('is less sure of one "I" paragraph in a book that has first-person chapters', () => {
    const found = voice({
      'chapter_01.md': chapter(FIRST, FIRST, FIRST),
      'chapter_02.md': `# Two\n\n${[PAST, PAST2, PAST, FIRST].join('\n\n')}\n`,
    });
    expect(brief(found)).toEqual([['pov', 'chapter_02.md', 9, 0.45]]);
  });

  it('names the sentence that says "I", not the paragraph’s first', () => {
    const found = voice({
      'chapter_01.md': chapter(PAST, PAST2, PAST, 'The rain stopped. I walked up the stairs. I counted every step.'),
    });
    expect(found.map((f) => f.evidence)).toEqual(['I walked up the stairs.']);
  });

  it('holds every chapter to the bible’s third person, surer than to the text', () => {
    const found = voice(
      { 'chapter_01.md': chapter(PAST, PAST2, PAST, PAST2, FIRST) },
      '# Bible\n\n## Style\n- Third person, past tense.\n',
    );
    expect(brief(found)).toEqual([['pov', 'chapter_01.md', 11, 0.85]]);
    expect(found[0]?.message).toMatch(/the bible's Style \(bible\.md:4\): third person$/);
  });

  it('finds the narrator named as "she" in their own first-person story', () => {
    const BIBLE = '# Bible\n\n## Characters\n### Wren Hollis\n\n## Style\n- First person, past tense, narrator: Wren\n';
    const found = voice(
      {
        'chapter_01.md': chapter(
          'I walked to the door. I opened it. I looked out.',
          'Wren walked down to the harbour. The boats were in.',
          'I waited. I counted the boats.',
        ),
      },
      BIBLE,
    );
    expect(found).toEqual([
      {
        file: 'chapter_01.md',
        line: 5,
        category: 'pov',
        message:
          "the narrator, Wren Hollis, is named in the third person in narration; the bible's Style: first person (bible.md:7)",
        evidence: 'Wren walked down to the harbour.',
        confidence: 0.75,
        against: { file: 'bible.md', line: 7, evidence: 'Style' },
      },
    ]);
    // Named beside "me" or in a possessive, or in dialogue, the narrator is not told in the third person.
    const quiet = voice(
      {
        'chapter_01.md': chapter(
          'I walked to the door. I opened it. I looked out.',
          'Wren, they called me then. The boats were in.',
          "Wren's boat was in. The tide turned.",
          '"Wren walked here," he said.',
        ),
      },
      BIBLE,
    );
    expect(quiet).toEqual([]);
  });
});

describe('what a chapter is held to, and how surely', () => {
  const lines = (files: Record<string, string>, bible = '') =>
    voice(files, bible).map(
      (f) => `${f.category} ${f.file}:${f.line} ${f.confidence} ${f.against?.file}:${f.against?.line}`,
    );

  it('takes two paragraphs each way as no tense, whatever one-verb paragraphs stand beside them', () => {
    expect(
      voice({ 'chapter_01.md': chapter(PAST, PAST2, PRESENT, PRESENT2, 'She was tired.', 'He was cold.') }),
    ).toEqual([]);
    expect(voice({ 'chapter_01.md': chapter(PRESENT, PRESENT2, PAST, PAST2, 'She is tired.', 'He is cold.') })).toEqual(
      [],
    );
  });

  it('holds a chapter with one past paragraph to a book told in the present', () => {
    const two = `# Two\n\n${[PAST, 'She is tired.', 'He is cold.', 'She is home.'].join('\n\n')}\n`;
    expect(lines({ 'chapter_01.md': chapter(PRESENT, PRESENT2, PRESENT), 'chapter_02.md': two })).toEqual([
      'tense chapter_02.md:3 0.7 chapter_01.md:3',
    ]);
  });

  it('holds a first-person chapter to the bible’s third person', () => {
    expect(lines({ 'chapter_01.md': chapter(FIRST, FIRST, PAST) }, '## Style\n- Third person, past tense.\n')).toEqual([
      'pov chapter_01.md:3 0.85 bible.md:2',
    ]);
  });

  it('holds tense to the text when the Style gives only the person, and says no chapter left it', () => {
    const PERSON = '## Style\n- Third person.\n';
    const found = voice({ 'chapter_01.md': chapter(PAST, PAST2, PRESENT) }, PERSON);
    expect(found.map((f) => [f.line, f.confidence, f.against?.file])).toEqual([[7, 0.8, 'chapter_01.md']]);
    expect(found[0]?.message).toMatch(/the chapter's narration \(as at chapter_01\.md:3\): past tense$/);
    expect(
      voice({ 'chapter_01.md': chapter(PAST, PAST2, PAST), 'chapter_02.md': `# Two\n\n${PRESENT}\n` }, PERSON),
    ).toEqual([]);
  });

  it("names the book's narration, not the chapter's, when the chapter has no paragraph of its own voice to show", () => {
    // Chapter two is told by "I" (four paragraphs, none with a tense of its own) and in the past (two paragraphs of
    // others): no paragraph of it is both, so the example is the book's, from chapter one.
    const mine = ['I was tired.', 'I was cold.', 'I was home.', 'I was late.'];
    const two = `# Two\n\n${[...mine, PAST, PAST2, PRESENT].join('\n\n')}\n`;
    // A long chapter one settles the book's voice (third person, past) against chapter two's four "I" paragraphs.
    const one = chapter(...Array.from({ length: 40 }, (_, i) => (i % 2 ? PAST2 : PAST)));
    const found = voice({ 'chapter_01.md': one, 'chapter_02.md': two });
    expect(found.map((f) => [f.file, f.line, f.against?.file, f.against?.line])).toEqual([
      ['chapter_02.md', 15, 'chapter_01.md', 3],
    ]);
    expect(found[0]?.message).toMatch(/; the book's narration \(as at chapter_01\.md:3\): past tense$/);
  });

  it('counts only paragraphs that vote when it judges a chapter left wholesale', () => {
    const found = voice(
      { 'chapter_01.md': chapter(PRESENT, PRESENT2, 'Rain.', 'Wind.', 'Dark.', 'Cold.') },
      '## Style\n- Third person, past tense.\n',
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toMatch(/^this chapter leaves the tense: /);
  });

  it('is sure of a tense slip in a third-person chapter of a book with first-person chapters', () => {
    expect(
      lines({ 'chapter_01.md': chapter(FIRST, FIRST, FIRST), 'chapter_02.md': chapter(PAST, PAST2, PRESENT) }),
    ).toEqual(['tense chapter_02.md:7 0.8 chapter_02.md:3']);
  });
});

describe('a name called in speech', () => {
  it('stands after a quotation opening, a comma, the start or blanked narration, and not after other words', () => {
    expect(['“', '"Well, ', '', '      ', 'he said.   ', '‘'].map(calledBefore)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['Tell ', 'I saw ', 'the keeper  x'].map(calledBefore)).toEqual([false, false, false]);
  });
});
