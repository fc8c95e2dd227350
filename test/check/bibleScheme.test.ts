import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { isScheme, schemeData } from '../../src/check/bibleScheme.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as Scheme data: without its own reader it is read as prose, its first record's parenthesis taken for a
 * person and every pair for a line of theirs. Each definition is a section by its name, each record an entry, a list
 * of dated values a value that changes, an object's custody its keepers, the timeline's numbers its chapters. Files
 * written for these tests.
 */

const FILE = [
  ';;; The Weir -- bible as Scheme data.',
  ';;; Dates are (year month day weekday).',
  '',
  '(define book \'((voice . "Third person, past tense, close on Mara")))',
  '',
  '(define people',
  "  '((mara-voss",
  '     (name . "Mara Voss")',
  '     (short-forms "Marrie" "Miss Voss")',
  '     (age . 30)',
  '     (eyes . "grey")',
  '     (hair ((1965 7 3 saturday) "black, long")',
  '           ((1965 7 20 tuesday) "dyed red"))',
  '     (holds brass-key (from (1965 7 8 thursday))))',
  '    (ned-hale',
  '     (name . "Ned Hale") (age . 41) (eyes . "blue")',
  '     (fate (died (1965 7 8 thursday) "at the weir") (buried (1965 7 12 monday))))',
  '    (old-tom (fate (died 1950 "the weir in flood")))))',
  '',
  '(define places',
  '  \'((grey-mill (name . "Grey Mill") (door . "red") (roof "slate" "moss") (burned . #f))))',
  '',
  '(define objects',
  "  '((brass-key",
  '     (looks . "the mill\'s brass key")',
  '     (custody ((1950 1 2) "Ned Hale")',
  '              ((1965 7 8 thursday) "Mara Voss, from his coat")))',
  '    (mill-photograph (holder . mara-voss))',
  '    (letter (dated 1965 7 2 friday))))',
  '',
  '(define timeline',
  '  (quote (((1965 7 3 saturday) 1 "the wedding")',
  '          ((1965 7 8 thursday) 3 "Ned dies")',
  '          ((1965 7 20 tuesday) 4 "Mara dyes her hair"))))',
].join('\n');

describe('a bible kept as Scheme data', () => {
  it('is known by a quoted definition with keyed lists, and takes no other dialect', () => {
    expect(isScheme(FILE)).toBe(true);
    // EDN's maps, Markdown, YAML, a Lisp program with no data: none is Scheme data.
    expect(isScheme('{:people [{:name "Ada" :eyes "green"}]}\n(define x \'(a b))')).toBe(false);
    expect(isScheme('# Cast\n\n(define people \'((ada (eyes . "green"))))')).toBe(false);
    expect(isScheme('people:\n  - name: Ada\n')).toBe(false);
    expect(isScheme('(define (square x) (* x x))\n(display (square 4))\n')).toBe(false);
    expect(isScheme('Ada is thirty; she keeps the (old) mill.')).toBe(false);
  });

  it('reads each person as an entry: names, looks, a look that changes, the death with its day', () => {
    const bible = parseBible(FILE, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.line, c.fields.age?.value, c.fields.eyes?.value])).toEqual([
      ['Mara Voss', 7, '30', 'grey'],
      ['Ned Hale', 15, '41', 'blue'],
      ['Old Tom', 18, undefined, undefined],
    ]);
    const [mara, ned, tom] = bible.characters;
    expect(mara?.names).toEqual(expect.arrayContaining(['Marrie', 'Miss Voss']));
    // Long black hair until chapter 4, where it is dyed.
    expect(mara?.fields.hair?.value).toBe('black, long');
    expect(bible.changes).toContainEqual(
      expect.objectContaining({ character: 'Mara Voss', field: 'hair', chapter: 4, value: 'red' }),
    );
    // Ned dies on the day the timeline puts in chapter 3; old Tom before the story opens.
    expect(ned?.diesIn?.value).toBe(3);
    expect(tom?.diesIn?.value).toBe(0);
  });

  it('reads places, objects with their keepers, and the timeline with its chapters and days', () => {
    const bible = parseBible(FILE, ENGLISH);
    expect(bible.places.map((p) => [p.name, p.description.trim()])).toEqual([
      ['Grey Mill', 'door: red roof: slate; moss'],
    ]);
    const [key, photograph] = bible.objects;
    expect(key?.holder).toBe('Ned Hale');
    expect(key?.events).toEqual([expect.objectContaining({ chapter: 3, kind: 'given', to: 'Mara Voss' })]);
    expect(photograph?.holder).toBe('Mara Voss');
    expect(bible.timeline.map((t) => [t.chapter, t.line, t.weekday, t.date])).toEqual([
      [1, 32, 6, { day: 3, month: 7, year: 1965 }],
      [3, 33, 4, { day: 8, month: 7, year: 1965 }],
      [4, 34, 2, { day: 20, month: 7, year: 1965 }],
    ]);
    expect(bible.style).toMatchObject({ pov: 'third', tense: 'past' });
  });

  it('keeps each line at its line in the file, and writes a day out in words', () => {
    const lines = canonicalBible(FILE, ENGLISH);
    expect(lines.find((l) => l.text === '- eyes: grey')?.line).toBe(11);
    expect(lines.find((l) => l.text.startsWith('- passes to Mara Voss'))?.line).toBe(27);
    expect(lines.find((l) => l.text === '- dated: Friday 2 July 1965')?.line).toBe(29);
  });

  it('reads hostile input without throwing: unclosed lists and strings, block and datum comments', () => {
    const hostile = [
      '#| a block comment ) with a parenthesis |#',
      '(define people \'((ada (name . "Ada \\"Addie\\" Lark") #;(eyes . "blue") (eyes . "green"))',
      '  (bob (name . "Bob") (age . 3) . odd)',
      '  (cy (name . "Cy") (eyes . "brown',
    ].join('\n');
    expect(() => schemeData(hostile)).not.toThrow();
    const bible = parseBible(hostile, ENGLISH);
    expect(bible.characters[0]?.name).toBe('Ada Lark');
    expect(bible.characters[0]?.names).toContain('Addie');
    expect(bible.characters[0]?.fields.eyes?.value).toBe('green');
    expect(() => parseBible(`(define x '${'('.repeat(5000)}`, ENGLISH)).not.toThrow();
    expect(schemeData('(a . "b\\\\c")')[0]).toEqual({
      kind: 'list',
      items: [{ kind: 'symbol', text: 'a', line: 1 }],
      tail: { kind: 'string', text: 'b\\c', line: 1 },
      line: 1,
    });
  });
});
