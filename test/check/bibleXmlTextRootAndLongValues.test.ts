import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { weekdayFindings } from '../support/timelineWeekdays.js';

/**
 * An XML bible read as the YAML it maps to (src/check/bibleXml.ts, xmlAsYaml): a document of one element holding
 * only text still says what it says (the voice), and a value longer than a line of YAML stays on one line, so each
 * timeline event keeps its own element's line. Written for these tests.
 */

describe('an XML bible of one element of text', () => {
  it('keeps the voice it gives', () => {
    const style = parseBible('<style>Third person, past tense.</style>\n', ENGLISH).style;
    expect(style).toEqual({ pov: 'third', tense: 'past', line: 1 });
  });
});

describe('an XML bible’s long timeline events', () => {
  const BIBLE = `<?xml version="1.0"?>
<bible>
  <timeline>Peg Aldous comes to the harbour on a wet Monday and takes the room over the chandler's shop (chapter 1)</timeline>
  <timeline>Tomas Reyes rows out past the point on the Friday of the storm and does not come back to the quay (chapter 2)</timeline>
</bible>
`;

  it('stand each at its own element’s line', () => {
    expect(parseBible(BIBLE, ENGLISH).timeline.map((t) => [t.chapter, t.line, t.weekday])).toEqual([
      [1, 3, 1],
      [2, 4, 5],
    ]);
  });

  it('hold a chapter to the weekday they give, naming the event’s line', () => {
    expect(weekdayFindings(BIBLE)).toEqual([
      [
        'chapter_02.md:3',
        'the narration says it is Tuesday; the Timeline (bible.md:4) has this chapter on a Friday',
        {
          file: 'bible.md',
          line: 4,
          evidence:
            'Tomas Reyes rows out past the point on the Friday of the storm and does not come back to the quay (chapter 2)',
        },
      ],
    ]);
  });
});
