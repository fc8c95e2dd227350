import { describe, expect, it } from 'vitest';
import { checkVoice, isBackstory } from '../../src/check/checks/voice.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A first-person paragraph in a third-person chapter set off as someone's words: by an indent past the chapter's
 * usual one (a tab read as four spaces, a single space no indent), by the colon of the paragraph before, by a colon
 * that opens a quotation; a letter's "I" speaks to "you" in every sentence. The confidence of a lone "I" beside
 * first-person chapters; a present paragraph in a past chapter that is the narrator's aside; a past paragraph that
 * is backstory. Texts written for these tests.
 */

const THIRD = [
  'Nora came down to the kitchen at six and lit the stove. She filled the kettle and set it on the ring.',
  'Her brother came in at seven with the milk. He put it on the table and went out again.',
  'She put the kettle back on the ring. She sat down at the table and waited for the water.',
  'The rain came on at noon. Nora walked to the window and watched the yard fill with water.',
];
const SLIP = 'I walked down to the harbour in the rain. I bought bread at the corner and I climbed back up the hill.';
const brief = (found: Finding[]) => found.map((f) => `${f.file}:${f.line} ${f.confidence} ${f.message}`);
/** The findings of a chapter of the paragraphs given (after its heading), then a plain third-person chapter. */
const voiceWith = (bible: string, ...paragraphs: string[]) =>
  brief(
    checkVoice(
      manuscriptOf(
        {
          'chapter_01.md': `# One\n\n${paragraphs.join('\n\n')}\n`,
          'chapter_02.md': `# Two\n\n${THIRD.join('\n\n')}\n`,
        },
        bible,
      ),
      ENGLISH,
    ).findings,
  );
const voice = (...paragraphs: string[]) => voiceWith('', ...paragraphs);
const [A, B, C, D] = THIRD as [string, string, string, string];

describe('a first-person paragraph set off in a third-person chapter', () => {
  it('is set off by a tab in a flush chapter, not by one space', () => {
    expect(voice(A, B, `\t${SLIP}`, C)).toEqual([]);
    expect(voice(A, B, ` ${SLIP}`, C)).toHaveLength(1);
  });

  it('is no set-off when indented with a tab in a chapter that indents four spaces', () => {
    expect(voice(`    ${A}`, `    ${B}`, `\t${SLIP}`, `    ${C}`)).toHaveLength(1);
  });

  it('is set off by an indent as common as none, the chapter opening flush', () => {
    expect(voice(A, B, `\t${C}`, `\t${SLIP}`)).toEqual([]);
  });

  it('counts prose paragraphs alone for the usual indent, not the heading', () => {
    expect(voice(`\t${A}`, `\t${B}`, C, D, `\t${SLIP}`)).toHaveLength(1);
  });

  it('is introduced by a colon the paragraph before ends on, spaces after it or not', () => {
    expect(voice(A, 'She read the last lines again:   ', SLIP, C)).toEqual([]);
  });

  it('is a letter only when every sentence with "I" speaks to "you"', () => {
    const mixed = 'I left you the car keys on the hook. I walked down to the harbour and I bought bread.';
    expect(voice(A, B, mixed, C)).toHaveLength(1);
  });

  it('is a quotation opened by a colon and two spaces', () => {
    expect(voice(A, B, 'On the back, in her mother’s hand:  I kept the ring. I sold the rest in May.', C)).toEqual([]);
  });
});

describe('the person a chapter is held to', () => {
  it('is none when no two paragraphs are told by "I" or by "she": a lone "I" there is no slip', () => {
    const weather = 'The rain came on at noon. The yard filled with water and the drains ran over.';
    expect(voice(weather, weather, weather, SLIP)).toEqual([]);
  });

  it('is the first person when the bible says so, though the chapter tells "she"', () => {
    expect(voiceWith('## Style\n- First person, past tense.\n', A, B, SLIP, C)).toEqual([]);
  });
});

describe('a lone "I" in a third-person chapter beside first-person chapters', () => {
  const FIRST = `${SLIP}\n\nI came back at six. I lit the stove and I sat by it.\n\nI slept.`;
  const book = (...paragraphs: string[]) =>
    brief(
      checkVoice(
        manuscriptOf({
          'chapter_01.md': `# One\n\n${FIRST}\n`,
          'chapter_02.md': `# Two\n\n${paragraphs.join('\n\n')}\n`,
        }),
        ENGLISH,
      ).findings,
    );
  it('is a slip at 0.6 in a chapter of four third-person paragraphs, at 0.45 in a shorter one', () => {
    const confidence = (found: string[]) => found.map((f) => f.split(' ').slice(0, 2).join(' '));
    expect(confidence(book(A, B, C, D, SLIP))).toEqual(['chapter_02.md:11 0.6']);
    expect(confidence(book(A, B, C, SLIP))).toEqual(['chapter_02.md:9 0.45']);
  });

  it('is less sure beside another "I" paragraph, a memory that casts no vote of the chapter\'s person', () => {
    const confidence = (found: string[]) => found.map((f) => f.split(' ').slice(0, 2).join(' '));
    const memory = 'Years ago I walked that road every morning. I carried the milk and I sang all the way to the gate.';
    expect(confidence(book(A, B, C, D, SLIP, memory))).toEqual(['chapter_02.md:11 0.45', 'chapter_02.md:13 0.45']);
  });
});

describe('a present paragraph in a past chapter', () => {
  const THEN = 'I walked to the quay. I waited for the ferry. I counted the gulls.';
  const book = (middle: string) =>
    brief(
      checkVoice(manuscriptOf(chaptersOf([THEN, THEN, THEN].join('\n\n'), [THEN, middle, THEN].join('\n\n'))), ENGLISH)
        .findings,
    );
  it('is the narrator\'s aside when the first sentence that tells someone says "still"', () => {
    expect(book('The water is grey. I still have that photograph. I keep it on my desk. I take it down.')).toEqual([]);
    expect(book('The water is grey. I have that photograph. I keep it on my desk. I take it down.')).toEqual([
      "chapter_02.md:5 0.8 this paragraph is in the present tense (3 present, 0 past verbs in narration); the chapter's narration (as at chapter_02.md:3): past tense",
    ]);
  });

  it('is the aside when half its told present sentences say the narrator\'s day ("every morning", "since 1961")', () => {
    expect(
      book('I keep the watch on my desk. I wind it every morning. I take it down. I hang it by the radio now.'),
    ).toEqual([]);
    expect(
      book('I take the watch down. I keep it, as I have since 1961. I wind it every morning. I hang it up.'),
    ).toEqual([]);
    // The writer's act of writing now: "I will not write much of that day", "as I set it down".
    expect(book('I will not write much of that day. It is not needful, and I find I cannot.')).toEqual([]);
    // One in four is not half: the scene told on in the present.
    expect(book('I have the watch. I keep it on my desk. I wind it every morning. I take it down.')).toEqual([
      "chapter_02.md:5 0.8 this paragraph is in the present tense (3 present, 0 past verbs in narration); the chapter's narration (as at chapter_02.md:3): past tense",
    ]);
  });
});

describe('a past paragraph told from the present', () => {
  it('is backstory when a marker says so ("years ago")', () => {
    const m = manuscriptOf({
      'chapter_01.md': '# One\n\nYears ago Nora walked to the harbour. She bought bread there.\n',
    });
    const p = m.chapters[0]?.paragraphs[1];
    expect(p && isBackstory(p, readFacts(m, ENGLISH).cast, ENGLISH)).toBe(true);
  });
});
