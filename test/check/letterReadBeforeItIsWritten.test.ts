import { describe, expect, it } from 'vitest';
import { addressDateIn, checkTimeline, opensLetter } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { memoryMarked } from '../../src/check/text.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A letter read on the day the chapter tells cannot be dated after that day: it is read before it is written. */

describe("a letter's address and date, and its greeting", () => {
  it('reads a paragraph of an address ending on a whole date, every word before it a name', () => {
    expect(
      addressDateIn('*Harland & Tripp, Solicitors, Sophia Street, Timaru. Saturday, 15th August 1908.*', ENGLISH),
    ).toMatchObject({ date: { day: 15, month: 8, year: 1908 }, line: 0 });
    expect(addressDateIn('She wrote to him on Saturday, 15th August 1908.', ENGLISH)).toBeUndefined();
    expect(addressDateIn('*Timaru, 15th August.*', ENGLISH)).toBeUndefined();
  });

  it('knows a greeting in emphasis as a letter opening', () => {
    expect(opensLetter('*My dear Margaret,*', ENGLISH)).toBe(true);
    expect(opensLetter('Dear Frank,', ENGLISH)).toBe(true);
    expect(opensLetter('*She read it twice.*', ENGLISH)).toBe(false);
  });
});

const chapter = (dated: string, intro = 'The letter was in his neat hand, on the paper of his firm.\n\n') =>
  manuscriptOf({
    'chapter_01.md': `# Friday, 14 August 1908\n\nThe mail came up in the morning, and Wattie brought it in at ten.\n\n---\n\n${intro}*Hale & Tripp, Solicitors, Stafford Street, Timaru. ${dated}.*\n\n*My dear Margaret,*\n\n*I write so that you have the figures when you count.*\n\n*Your affectionate brother,*\n\n*Frank.*\n\nShe read it twice, and then she laughed.\n`,
  });
const found = (m: ReturnType<typeof chapter>) =>
  checkTimeline(m, ENGLISH)
    .findings.filter((f) => f.message.includes('read before it is written'))
    .map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a letter read on the chapter day, dated later', () => {
  it('is found on its date', () => {
    expect(found(chapter('Saturday, 15th August 1908'))).toEqual([
      'chapter_01.md:9 this letter is dated 15 August 1908, but it is read on 14 August 1908, the day chapter_01.md:1 tells: it is read before it is written',
    ]);
  });

  it('passes a letter dated on or before the day, and letters set down one after another with no narration to read them', () => {
    expect(found(chapter('Saturday, 8th August 1908'))).toEqual([]);
    expect(found(chapter('Friday, 14th August 1908'))).toEqual([]);
    expect(found(chapter('Saturday, 15th August 1908', ''))).toEqual([]);
  });
});

describe('a memory marker said of what nobody recalls', () => {
  it('marks no memory with a word or two of time or place between', () => {
    expect(memoryMarked('There lay a shepherd whom nobody now living remembered.', ENGLISH)).toBe(false);
    expect(memoryMarked('No one else recalled the storm of that year.', ENGLISH)).toBe(false);
    expect(memoryMarked('Nobody wanted it, and she remembered the storm of that year.', ENGLISH)).toBe(true);
  });
});
