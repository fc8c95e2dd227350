import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An index card titled by a section ("PLACES", "TIMELINE") alone on its line: its lines run to a blank line (spaces
 * only are blank too) or to a rule ("---", spaces after it or not), and no further; a line with more than dashes on
 * it is one of the card's. Bibles written for these tests (src/check/bibleDialects.ts).
 */

const placesOf = (bible: string) => parseBible(bible, ENGLISH).places.map((p) => [p.name, p.line, p.description]);

describe('an index card’s lines', () => {
  it('run to the end of the file when its last line has no newline after it', () => {
    expect(placesOf('Notes\n\nPLACES\nThe Harbour — a stone quay')).toEqual([['The Harbour', 4, 'a stone quay']]);
  });

  it('end at a blank line: the cast heading after it opens the cast', () => {
    const bible = parseBible(
      'Notes\n\nPLACES\nThe Harbour — a stone quay\n\n## Characters\n- Mara Voss — a pilot\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.line, c.fields.role?.value])).toEqual([['Mara Voss', 7, 'pilot']]);
    expect(bible.places.map((p) => [p.name, p.line, p.description])).toEqual([['The Harbour', 4, 'a stone quay']]);
  });

  it('end at a line of spaces as at a blank one', () => {
    const bible = parseBible(
      'Notes\n\nPLACES\nThe Harbour — a stone quay\n   \n## Characters\n- Mara Voss — a pilot\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.line])).toEqual([['Mara Voss', 7]]);
    expect(bible.places.map((p) => [p.name, p.line])).toEqual([['The Harbour', 4]]);
  });

  it('go on past a year set between dashes ("--- 1951 ---"): both events are the timeline’s', () => {
    const cards =
      'Notes\n\nTIMELINE\n1 May 1950 — the ship sails, chapter 1.\n--- 1951 ---\n3 March 1951 — the mill burns, chapter 2.\n';
    expect(parseBible(cards, ENGLISH).timeline.map((t) => [t.chapter, t.line, t.text])).toEqual([
      [1, 4, '1 May 1950 — the ship sails, chapter 1.'],
      [2, 6, '3 March 1951 — the mill burns, chapter 2.'],
    ]);
  });

  it('end at a rule with spaces after it: the card below is a card of its own', () => {
    const cards =
      'Notes\n\nTIMELINE\n1 May 1950 — the ship sails, chapter 1.\n---   \nPLACES\nThe Harbour — a stone quay\n';
    const bible = parseBible(cards, ENGLISH);
    expect(bible.timeline.map((t) => [t.chapter, t.line])).toEqual([[1, 4]]);
    expect(bible.places.map((p) => [p.name, p.line, p.description])).toEqual([['The Harbour', 7, 'a stone quay']]);
  });
});
