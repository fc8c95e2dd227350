import { describe, expect, it } from 'vitest';
import { formatFinding, sortFindings } from '../../src/check/format.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { nearName } from '../../src/check/spelling.js';
import { isActionVerb, tenseOf } from '../../src/check/verbs.js';
import { findingOf } from '../support/manuscript.js';

describe('nearName: one name spelt two ways', () => {
  it('takes one letter off in a name of five letters or more as a slip, whatever it sounds like', () => {
    expect(nearName('Marta', 'Maria')).toBe(true);
    expect(nearName('Helena', 'Helen')).toBe(true);
  });

  it('takes one letter off in a short name as a slip only when it sounds the same', () => {
    expect(nearName('Mark', 'Mara')).toBe(false);
    expect(nearName('Jon', 'John')).toBe(true);
    // Names of two letters are too short to say anything about.
    expect(nearName('Al', 'El')).toBe(false);
    expect(nearName('Jo', 'Joe')).toBe(false);
  });

  it('hears a name through either of its sounds (Yan/Jan, Gill/Jill: a J read as Y, a G read as J)', () => {
    expect(nearName('Yan', 'Jan')).toBe(true);
    expect(nearName('Gill', 'Jill')).toBe(true);
  });

  it('takes two letters off as a slip only in a longer name that sounds the same', () => {
    expect(nearName('Filip', 'Philip')).toBe(true);
    expect(nearName('Annabelle', 'Annabel')).toBe(true);
    expect(nearName('Marina', 'Martha')).toBe(false);
    // Four letters: "Kate" and "Cait" sound alike but are two names.
    expect(nearName('Cait', 'Kate')).toBe(false);
  });

  it('never takes three letters off, or the same name, as a slip', () => {
    expect(nearName('Christopher', 'Kristofer')).toBe(false);
    expect(nearName('Anne', 'Annabel')).toBe(false);
    expect(nearName('mara', 'Mara')).toBe(false);
  });
});

describe('the tense of a verb after its subject', () => {
  it('reads be, have, do and the modals whatever the subject', () => {
    for (const w of ['was', 'were', 'had', 'did', 'could'])
      expect([w, tenseOf(w, 'plural', ENGLISH)]).toEqual([w, 'past']);
    for (const w of ['is', 'am', 'are', 'has', 'does', 'can', 'will'])
      expect([w, tenseOf(w, 'third-singular', ENGLISH)]).toEqual([w, 'present']);
    expect(tenseOf('Would', 'first-singular', ENGLISH)).toBeUndefined();
  });

  it('reads a verb whose past is its base by its subject: "she put" is past, "I put" either', () => {
    expect(tenseOf('put', 'third-singular', ENGLISH)).toBe('past');
    // "I put the half-crown in the tin" is as often past as present: it votes for neither.
    expect(tenseOf('put', 'first-singular', ENGLISH)).toBeUndefined();
    expect(tenseOf('set', 'plural', ENGLISH)).toBeUndefined();
    expect(tenseOf('walk', 'first-singular', ENGLISH)).toBe('present');
    expect(tenseOf('puts', 'third-singular', ENGLISH)).toBe('present');
    expect(tenseOf('Walked', 'plural', ENGLISH)).toBe('past');
    expect(tenseOf('walks', 'plural', ENGLISH)).toBeUndefined();
    expect(tenseOf('walk', 'third-singular', ENGLISH)).toBeUndefined();
  });

  it('knows an action verb from a verb of state', () => {
    for (const w of ['walked', 'Walks', 'spoke', 'nodded']) expect([w, isActionVerb(w, ENGLISH)]).toEqual([w, true]);
    for (const w of ['walk', 'was', 'had', 'would', 'might', 'could', 'were', 'lantern'])
      expect([w, isActionVerb(w, ENGLISH)]).toEqual([w, false]);
  });
});

describe('findings as review.md lines', () => {
  const f = findingOf;

  it('folds a run of control characters into one space', () => {
    expect(formatFinding(f({ message: 'grey\r\n\r\nblue\u007fend' }))).toBe(
      '- chapter_01.md:1 — names — grey blue end',
    );
  });

  it('sorts findings of equal confidence by file in reading order, then line, then category', () => {
    const given = [
      f({ file: 'b.md', line: 2, category: 'pov' }),
      f({ file: 'b.md', line: 2, category: 'attribute' }),
      f({ file: 'b.md', line: 1, category: 'timeline' }),
      f({ file: 'a.md', line: 7 }),
      f({ file: 'notes.md', line: 9 }),
    ];
    // A file outside the reading order (not a chapter) comes first, whatever order the findings came in.
    for (const findings of [given, [...given].reverse()])
      expect(sortFindings(findings, ['a.md', 'b.md']).map((x) => `${x.file}:${x.line} ${x.category}`)).toEqual([
        'notes.md:9 names',
        'a.md:7 names',
        'b.md:1 timeline',
        'b.md:2 attribute',
        'b.md:2 pov',
      ]);
  });
});
