import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { isTwee, tweeAsMarkdown } from '../../src/check/bibleTwee.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as a Twine story in Twee source: the thirty-first blind set's read as no bible at all, its passages
 * no entries, its tags no sections. Stories written for these tests.
 */

const STORY = [
  ':: StoryTitle',
  'The Quarry Road — notes',
  '',
  ':: StoryData',
  '{',
  '  "ifid": "0A1B2C3D-0000-4000-8000-000000000001",',
  '  "format": "Harlowe"',
  '}',
  '',
  ':: Start [hub] {"position":"100,100"}',
  'People: [[Mara Voss]] · [[Ned Hale]] · [[Walk-ons]]. Places: [[Grey Mill]].',
  '',
  ':: Mara Voss [person] {"position":"200,100"}',
  "''Mara Voss'' — \"Marrie\" (her brother). Thirty-four. Black hair cut short, and (set: $seen to true)grey",
  'eyes. Keeps the //Heron//. Lives at [[Grey Mill->Grey Mill]].',
  "''Drowned'' on Saturday 3 July 1948 when the ferry sinks.",
  '',
  ':: Ned Hale [person] {"position":"300,100"}',
  "''Ned Hale'', her brother. Blue eyes. Dies 1970, old, in his bed.",
  '',
  ':: Walk-ons [person] {"position":"400,100"}',
  '* Pike, the sawyer, cuts his foot in chapter 2.',
  '* Mrs. Orne, who keeps the inn.',
  '',
  ':: Grey Mill [place] {"position":"100,300"}',
  'The mill on the weir; a red door.',
  '',
  ':: Timeline [time] {"position":"100,500"}',
  '|!Date|!Chapter|!Event|',
  '|Thursday 1 July 1948|2|the ferry is late|',
  '|Saturday 3 July 1948|4|the ferry sinks|',
].join('\n');

describe('a bible kept as a Twine story in Twee', () => {
  it("is known by its passages' headers, not a Markdown, Textile or EDN bible", () => {
    expect(isTwee(STORY)).toBe(true);
    expect(isTwee('## Characters\n\n### Mara Voss\n- Eyes: grey\n\nterm::\n  definition\n')).toBe(false);
    expect(isTwee('h1. Bible\n\nh2. People\n\n|_. Name |_. Eyes |\n| Mara Voss | grey |\n')).toBe(false);
    expect(isTwee('{:people [{:name "Mara Voss"}]\n :places {:mill {:what ":: a b"}}}')).toBe(false);
  });

  it('reads each passage its tag calls a person as a character, with the facts of its prose at their lines', () => {
    const bible = parseBible(STORY, ENGLISH);
    const mara = bible.characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.names).toContain('Marrie');
    expect(mara?.fields.hair).toEqual({ value: 'Black', line: 14 });
    // "grey\neyes": a sentence run over two lines, read whole, at the line it opens on.
    expect(mara?.fields.eyes).toEqual({ value: 'grey', line: 14 });
    expect(bible.characters.find((c) => c.name === 'Ned Hale')?.fields.eyes?.value).toBe('Blue');
  });

  it('reads a sentence opening on a fate as the death, placed in the chapter the timeline gives its day', () => {
    const bible = parseBible(STORY, ENGLISH);
    expect(bible.characters.find((c) => c.name === 'Mara Voss')?.diesIn).toEqual({ value: 4, line: 16 });
  });

  it('makes no second entry of a passage that restates its name, and each item of a list passage an entry', () => {
    const names = parseBible(STORY, ENGLISH).characters.map((c) => c.name);
    expect(names.filter((n) => n === 'Mara Voss')).toHaveLength(1);
    expect(names).toContain('Pike');
    expect(names).not.toContain('Walk-ons');
    // The hub's list of links and the story's own passages are no one.
    expect(names).not.toContain('People');
    expect(names).not.toContain('StoryData');
  });

  it('reads a passage tagged as a place, and the timeline passage as dated lines with their chapters', () => {
    const bible = parseBible(STORY, ENGLISH);
    expect(bible.places.map((p) => p.name)).toEqual(['Grey Mill']);
    expect(bible.timeline.map((t) => [t.chapter, t.date, t.line])).toEqual([
      [2, { day: 1, month: 7, year: 1948 }, 30],
      [4, { day: 3, month: 7, year: 1948 }, 31],
    ]);
  });

  it("writes the story format's markup as Markdown: links as their words, macros gone, italics kept", () => {
    const { markdown, sourceLines } = tweeAsMarkdown(
      STORY,
      ENGLISH.bible.typed.sectionTitles,
      (t) => (/person/.test(t) ? 'characters' : undefined),
      { fateHead: ENGLISH.bible.deathWords, fate: 'fate' },
    );
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('# The Quarry Road — notes');
    expect(lines).toContain('Keeps the *Heron*.');
    expect(lines).toContain('Lives at Grey Mill.');
    expect(markdown).not.toMatch(/\$seen|\[\[|"ifid"/);
    expect(sourceLines[lines.indexOf('Lives at Grey Mill.')]).toBe(15);
  });

  it('writes a passage of no section as a term of the notes, not an entry headed by its name', () => {
    const { markdown } = tweeAsMarkdown(
      ':: Mara Voss [person]\nGrey eyes.\n\n:: Weather\nRain all week.\n',
      ENGLISH.bible.typed.sectionTitles,
      (t) => (/person/.test(t) ? 'characters' : undefined),
      { fateHead: ENGLISH.bible.deathWords, fate: 'fate' },
    );
    const lines = markdown.split('\n');
    expect(lines).toContain('Weather:');
    expect(lines).not.toContain('### Weather');
    expect(lines).toContain('### Mara Voss');
  });
});
