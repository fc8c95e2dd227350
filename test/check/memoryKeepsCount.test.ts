import { describe, expect, it } from 'vitest';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A memory that says time passed ("the summers years ago") moves no day of the narration on: the day told before it
 * still holds after it, so a weekday that disagrees is told; time passing in the narration itself ends the count.
 */

const timeline = (middle: string, end: string) =>
  checkTimeline(
    manuscriptOf({ 'chapter_01.md': `# One\n\nOn Saturday, 3 January 1959, the gale came.\n\n${middle}\n\n${end}\n` }),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const memory = 'I remembered the summers years ago, when the harbour was full of boats.';

describe('a memory between a date and a weekday', () => {
  it('keeps the date told before the memory, and tells the weekday that disagrees', () => {
    expect(timeline(memory, 'It was Monday, and grey.')).toEqual([
      'chapter_01.md:7 the narration says it is Monday, but counting from 3 January (chapter_01.md:3) it is Saturday',
    ]);
    expect(timeline(memory, 'The next morning the wind dropped. It was Monday, and grey.')).toEqual([
      'chapter_01.md:7 the narration says it is Monday, but counting from 3 January (chapter_01.md:3) it is Sunday',
    ]);
  });

  it('says nothing once the narration itself lets days pass', () => {
    expect(timeline('It blew for days.', 'It was Monday, and grey.')).toEqual([]);
  });
});
