import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { chapterOfDate, dateAnchors, namesInList, recordName, withChapters } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A person's record at its edges: the name a record heads with (markup, brackets, an article, words that are no
 * name), the names in a list of them, a timeline that runs over a new year or says two chapters in one line, a
 * timeline line with two dates and one chapter (the date nearest the chapter is the chapter's), a dated line with
 * no chapter, and what a record says its person carries when a part of it names no object.
 */

describe('the name a record heads with', () => {
  it('drops markup and a bracket at its end, with the spaces around them', () => {
    expect(recordName('**Mara Voss** ', ENGLISH)).toBe('Mara Voss');
    expect(recordName('Mara Voss(Mar)', ENGLISH)).toBe('Mara Voss');
    expect(recordName('Mara Voss (Mar) ', ENGLISH)).toBe('Mara Voss');
    // A bracket inside a name is not cut out to glue its words together ("AnnLee").
    expect(recordName('Ann (Nan) Lee', ENGLISH)).toBeUndefined();
  });

  it('drops a leading article, and keeps the name after it', () => {
    const bible = parseBible('## The Reverend Edmund Gaunt\nEyes: grey\n', ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value])).toEqual([['Reverend Edmund Gaunt', 'grey']]);
  });

  it('is no name in lower case, nor with a word that is never a name ("Everyone Else")', () => {
    expect(recordName('mara voss', ENGLISH)).toBeUndefined();
    expect(recordName('Everyone Else', ENGLISH)).toBeUndefined();
  });

  it('is a name of two words that opens on a number word ("One-Eyed Jack"), not a number word alone', () => {
    const bible = parseBible('## One-Eyed Jack\nEyes: brown\n', ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value])).toEqual([['One-Eyed Jack', 'brown']]);
    expect(recordName('Forty-one', ENGLISH)).toBeUndefined();
  });
});

describe('the names in a list of them', () => {
  it('reads each name past a remark in brackets and a stop inside quotes, and no initial alone', () => {
    expect(namesInList('(Hope only) Nell; Aunt Nell', ENGLISH)).toEqual(['Nell', 'Aunt Nell']);
    expect(namesInList('“Mar.”; Captain Voss', ENGLISH)).toEqual(['Mar', 'Captain Voss']);
    expect(namesInList('J; Jo; Tom', ENGLISH)).toEqual(['Jo', 'Tom']);
  });
});

describe('a timeline that says two chapters in one line', () => {
  it('reads each sentence as its own event, a sentence opening on a date too', () => {
    const anchors = dateAnchors([{ text: '- 2 March 1998: chapter 1. 6 March 1998: chapter 2.', line: 1 }], ENGLISH);
    expect(anchors.map((a) => a.chapter)).toEqual([1, 2]);
    expect(withChapters('died 5 March 1998', anchors, ENGLISH)).toBe('died 5 March 1998 (chapter 2)');
    // Two spaces after the stop, as a typist writes them.
    const typed = dateAnchors([{ text: '- 2 March 1998: chapter 1.  6 March 1998: chapter 2.', line: 1 }], ENGLISH);
    expect(typed.map((a) => a.chapter)).toEqual([1, 2]);
  });
});

describe('a dated line that names no chapter', () => {
  it('is no chapter of the timeline: a death dated between two chapters is in the later one', () => {
    const bible = parseBible(
      '## Tomas Reyes\nEyes: brown\nFate: died Thursday 5 March 1998\n\n## Timeline\n- Monday 2 March 1998: chapter 1\n- Friday 6 March 1998: chapter 2\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.diesIn?.value, c.diesIn?.line])).toEqual([['Tomas Reyes', 2, 3]]);
  });
});

describe('a timeline over a new year', () => {
  it('orders its dates by year first: a death on 1 January is after a chapter in December', () => {
    const anchors = dateAnchors([{ text: '- Fri 20 Dec 1889 chapter 1 · Sun 5 Jan 1890 chapter 2', line: 1 }], ENGLISH);
    expect(anchors.map((a) => a.chapter)).toEqual([1, 2]);
    expect(chapterOfDate({ day: 1, month: 1, year: 1890 }, anchors)).toBe(2);
    expect(withChapters('died 1 Jan 1890', anchors, ENGLISH)).toBe('died 1 Jan 1890 (chapter 2)');
    expect(withChapters('died 28 Dec 1889', anchors, ENGLISH)).toBe('died 28 Dec 1889 (chapter 2)');
    expect(withChapters('died 10 Dec 1889', anchors, ENGLISH)).toBe('died 10 Dec 1889 (before the story opens)');
  });
});

describe('a timeline line with two dates and one chapter', () => {
  it('gives the chapter the date nearest it, before or after', () => {
    const anchors = dateAnchors(
      [
        { text: '- Thu 3 Oct 1889 chapter 1', line: 1 },
        // The nearer date comes before the chapter, the other far after it.
        { text: '- the long wake of the drowned man, 9 Oct 1889, chapter 2, then 30 Oct 1889', line: 2 },
        // The nearer date comes after the chapter, the other far before it.
        { text: '- wake 2 Nov 1889 and all the long night after it, chapter 3 on 9 Nov 1889', line: 3 },
      ],
      ENGLISH,
    );
    expect(anchors.map((a) => a.chapter)).toEqual([1, 2, 3]);
    expect(withChapters('died 9 Oct 1889', anchors, ENGLISH)).toBe('died 9 Oct 1889 (chapter 2)');
    expect(withChapters('died 8 Oct 1889', anchors, ENGLISH)).toBe('died 8 Oct 1889 (chapter 2)');
    expect(withChapters('died 10 Oct 1889', anchors, ENGLISH)).toBe('died 10 Oct 1889 (chapter 3)');
    expect(withChapters('died 5 Nov 1889', anchors, ENGLISH)).toBe('died 5 Nov 1889 (chapter 3)');
    expect(chapterOfDate({ day: 10, month: 11, year: 1889 }, anchors)).toBeUndefined();
  });
});

describe('what a record says its person carries', () => {
  it('makes an object only of a part that names one ("a bad temper" is no object)', () => {
    const bible = parseBible('## Mara Voss\nEyes: grey\nCarries: a bad temper; the lamp key\n', ENGLISH);
    expect(bible.objects.map((o) => [o.name, o.holder, o.line])).toEqual([['the lamp key', 'Mara Voss', 3]]);
  });
});
