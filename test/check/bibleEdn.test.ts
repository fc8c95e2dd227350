import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ednAsMarkdown, isEdn } from '../../src/check/bibleEdn.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as EDN, Clojure's data notation: the thirty-first blind set's read as no bible at all (a map of
 * keywords is no Markdown). Its people are maps in a vector, its places and objects maps under keywords, its dates
 * "#inst" strings, and a keyword names another record by its id. Data written for these tests.
 */

const EDN = [
  ';; The Quarry Road: story bible.',
  '{:book {:title "The Quarry Road"',
  '        :voice "third person, past tense"}',
  '',
  ' :people',
  ' [{:id :mara',
  '   :name "Mara Voss"',
  '   :also ["Marrie" "the skipper"]',
  '   :age {1948 34, 1970 56}',
  '   :looks {:eyes "grey" :hair "black, cut short"}',
  '   :died {:date #inst "1948-07-03" :where "off the point"}',
  '   #_{:note "an old draft"}',
  '   :boat :heron}',
  '  #_{:id :pell :name "Pell Draft" :fate "cut from the book"}',
  '  {:id :ned :name "Ned Hale" :looks {:eyes "blue"} :fate "alive at the end"}]',
  '',
  ' :places {:grey-mill {:what "the mill on the weir" :door "red"}}',
  '',
  ' :objects {:compass {:what "a brass compass" :held-by [{:who :mara :to #inst "1948-07-03"}',
  '                                                        {:who :ned :from #inst "1948-07-03"}]}}',
  '',
  ' :timeline',
  ' [{:date #inst "1948-07-01" :weekday "Thursday" :ch 2 :event "the ferry is late"}',
  '  {:date #inst "1948-07-03T21:40" :weekday "Saturday" :ch 4 :event "the ferry sinks; \\"Mara\\" lost"}]',
  '',
  ' :intended-changes [{:who :ned :what "grows a beard" :ch 3} {:who :mara :what "cuts her hair" :ch 2}]}',
].join('\n');

const read = (source: string) =>
  ednAsMarkdown(
    source,
    ENGLISH.bible.typed.sectionTitles,
    { nameField: /^name$/, chapterField: /^ch$/, canonicalChapter: 'chapter $1' },
    (label) => (/^(?:eyes|hair|age|died|fate)$/i.test(label) ? label : /^also$/i.test(label) ? 'aliases' : undefined),
    (title) =>
      /people/i.test(title)
        ? 'characters'
        : /places/i.test(title)
          ? 'places'
          : /objects/i.test(title)
            ? 'objects'
            : /timeline/i.test(title)
              ? 'timeline'
              : /voice/i.test(title)
                ? 'style'
                : undefined,
  );

describe('a bible kept as EDN data', () => {
  it('is known by a map or vector of keywords, not a Markdown, JSON, Textile or Twee bible', () => {
    expect(isEdn(EDN)).toBe(true);
    expect(isEdn('## Characters\n\n### Mara Voss\n- Eyes: grey\n- Fate: dies in chapter 4 :(\n')).toBe(false);
    expect(isEdn('{"people": [{"name": "Mara Voss", "eyes": "grey", "age": 34, "fate": ":x :y :z :w"}]}')).toBe(false);
    expect(isEdn('h1. Bible\n\nh2. People\n\n|_. Name |_. Eyes |\n| Mara Voss | grey |\n')).toBe(false);
    expect(isEdn(':: StoryTitle\nBible\n\n:: Mara Voss [person]\n:eyes :grey :hair :black\n')).toBe(false);
  });

  it('reads each person of the vector as a character: short forms, looks, the age of the first year given', () => {
    const bible = parseBible(EDN, ENGLISH);
    // A list of notes under a key of no section ("Intended changes: …") is no one.
    expect(bible.characters.map((c) => c.name)).toEqual(['Mara Voss', 'Ned Hale']);
    const mara = bible.characters[0];
    expect(mara?.names).toEqual(expect.arrayContaining(['Marrie', 'the skipper']));
    expect(mara?.fields.eyes).toEqual({ value: 'grey', line: 10 });
    expect(mara?.fields.hair?.value).toBe('black, cut short');
    expect(mara?.fields.age).toEqual({ value: '34', line: 9 });
    expect(bible.characters[1]?.fields.eyes?.value).toBe('blue');
  });

  it('reads a dated death as the death, in the chapter the timeline gives its day', () => {
    const bible = parseBible(EDN, ENGLISH);
    expect(bible.characters[0]?.diesIn).toEqual({ value: 4, line: 11 });
    expect(bible.characters[1]?.diesIn).toBeUndefined();
  });

  it('reads the timeline as dated lines with their chapters, a time of day no part of the date', () => {
    const bible = parseBible(EDN, ENGLISH);
    expect(bible.timeline.map((t) => [t.chapter, t.date, t.weekday, t.line])).toEqual([
      [2, { day: 1, month: 7, year: 1948 }, 4, 23],
      [4, { day: 3, month: 7, year: 1948 }, 6, 24],
    ]);
  });

  it('reads places and objects under their keywords, a keyword that is an id as that person’s name', () => {
    const bible = parseBible(EDN, ENGLISH);
    expect(bible.places.map((p) => p.name)).toEqual(['Grey mill']);
    expect(bible.objects.map((o) => [o.name, o.holder])).toEqual([['Compass', 'Mara Voss']]);
    const { markdown } = read(EDN);
    // Each holder a sentence of the object's entry, its holder named, not its keyword.
    expect(markdown).toContain('held by: Mara Voss, to 1948-07-03.\n\nheld by: Ned Hale, from 1948-07-03.');
  });

  it('drops what "#_" discards (a person cut from the book) and comments, and keeps the voice as the style', () => {
    const { markdown, sourceLines } = read(EDN);
    expect(markdown).not.toMatch(/old draft|Pell|story bible/);
    const lines = markdown.split('\n');
    expect(lines).toContain('## Voice');
    expect(sourceLines[lines.indexOf('Third person, past tense.')]).toBe(3);
    expect(parseBible(EDN, ENGLISH).style?.pov).toBe('third');
  });

  it('reads past a comment inside a map, its words no keys or values of the map', () => {
    const edn = [
      '{:people',
      ' [{:id :mara',
      '   :name "Mara Voss" ; her eyes were blue in draft one',
      '   :looks {:eyes "grey"}}',
      '  {:id :ned :name "Ned Hale"}]',
      ' :places {:grey-mill {:what "the mill on the weir"}}}',
    ].join('\n');
    const bible = parseBible(edn, ENGLISH);
    expect(bible.characters.map((c) => c.name)).toEqual(['Mara Voss', 'Ned Hale']);
    expect(bible.characters[0]?.fields.eyes?.value).toBe('grey');
    expect(read(edn).markdown).not.toMatch(/draft one/);
  });
});
