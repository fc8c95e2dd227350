import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A log set down one entry to a line in one paragraph: an entry dated days before the ones around it is misdated. */

const timeline = (...texts: string[]) =>
  checkTimeline(manuscriptOf(chaptersOf(...texts)), ENGLISH)
    .findings.filter((f) => f.category === 'timeline')
    .map((f) => `${f.file}:${f.line} ${f.message}`);

const book = (third: string) =>
  timeline(
    `On Monday, the twenty-third of August 1948, Nives went up to the yard.\n\n*Job 31/48. Angel. Miss Quill.*\n*23 August — first sitting, 7 to 9.*\n*6 September — 7 to 9. Mouth.*\n*${third} — 7 to 9. Mouth again.*\n*20 September — last sitting.*\n\nIt was the strangest thing she had ever done.`,
  );

describe('the entries of a log, one to a line', () => {
  it('finds an entry dated days before the one above it and the one after it', () => {
    expect(book('3 September')).toEqual([
      'chapter_01.md:8 this paper is dated 3 September 1948, days before the one above it (chapter_01.md:7, 6 September 1948) and the one after it (chapter_01.md:9, 20 September 1948)',
    ]);
  });

  it('says nothing of entries in the order of their days', () => {
    expect(book('13 September')).toEqual([]);
  });

  it('reads a log quoted line by line ("> *23 August — …*") as well', () => {
    const quoted = timeline(
      `On Monday, the twenty-third of August 1948, Nives went up to the yard.\n\n> *Job 31/48. Angel. Miss Quill.*\n> *23 August — first sitting, 7 to 9.*\n> *6 September — 7 to 9. Mouth.*\n> *3 September — 7 to 9. Mouth again.*\n> *20 September — last sitting.*\n\nIt was the strangest thing she had ever done.`,
    );
    expect(quoted).toEqual([
      expect.stringMatching(/^chapter_01\.md:8 this paper is dated 3 September 1948, days before/),
    ]);
  });

  it('reads no entry in a line that does not open on its marks', () => {
    const plain = timeline(
      `On Monday, the twenty-third of August 1948, Nives went up to the yard.\n\n*Job 31/48. Angel. Miss Quill.*\n*23 August — first sitting, 7 to 9.*\n*6 September — 7 to 9. Mouth.*\nThen *3 September* she sat again.\n*20 September — last sitting.*\n\nIt was the strangest thing she had ever done.`,
    );
    expect(plain).toEqual([]);
  });
});
