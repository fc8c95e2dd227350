import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { nearName } from '../../src/check/checks/names.js';
import { colouredNouns } from '../../src/check/checks/places.js';
import { datesIn, weekdayOf } from '../../src/check/dates.js';
import { formatFinding, sortFindings } from '../../src/check/format.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { changedSince, readLastCheck, saveLastCheck } from '../../src/check/store.js';
import { maskSpeech, splitSentences } from '../../src/check/text.js';
import { tenseOf } from '../../src/check/verbs.js';
import { findingOf } from '../support/manuscript.js';

describe('names', () => {
  it('reads one slip (or two that sound the same) as a misspelling, and different names as different', () => {
    expect(nearName('Marra', 'Mara')).toBe(true);
    expect(nearName('Thomas', 'Tomas')).toBe(true);
    expect(nearName('Jon', 'John')).toBe(true);
    expect(nearName('Katherine', 'Catherine')).toBe(true);
    expect(nearName('Mark', 'Mara')).toBe(false);
    expect(nearName('Ned', 'Ted')).toBe(false);
    expect(nearName('Elias', 'Elias')).toBe(false);
  });
});

describe('text', () => {
  it('blanks dialogue and italics but keeps apostrophes and offsets', () => {
    const text = '"Go," she said. Mara’s *own* words: ‘fine’ and don’t.';
    const masked = maskSpeech(text);
    expect(masked).toHaveLength(text.length);
    expect(masked).toBe('      she said. Mara’s       words:        and don’t.');
  });

  it('splits sentences at their ends, not inside dialogue or after Mr., each with its line', () => {
    const sentences = splitSentences('"Why? Now?" she asked. Mr. Hale came.\nThen he left.', 4, ENGLISH);
    expect(sentences.map((s) => [s.text, s.line])).toEqual([
      ['"Why? Now?" she asked.', 4],
      ['Mr. Hale came.', 4],
      ['Then he left.', 5],
    ]);
  });
});

describe('dates and verbs', () => {
  it('knows weekdays and dates in both orders, and never takes "may" for a month', () => {
    expect(weekdayOf(1924, 3, 3)).toBe(1);
    expect(datesIn('on the fourth of March, 1924 and March 9th', ENGLISH).map((d) => [d.day, d.month, d.year])).toEqual(
      [
        [4, 3, 1924],
        [9, 3, undefined],
      ],
    );
    expect(datesIn('she may 3 times', ENGLISH)).toEqual([]);
  });

  it('reads the tense of the verb after a subject, and nothing from a noun', () => {
    expect(tenseOf('walked', 'third-singular', ENGLISH)).toBe('past');
    expect(tenseOf('walks', 'third-singular', ENGLISH)).toBe('present');
    expect(tenseOf('walk', 'first-singular', ENGLISH)).toBe('present');
    expect(tenseOf('said', 'plural', ENGLISH)).toBe('past');
    expect(tenseOf('lantern', 'third-singular', ENGLISH)).toBeUndefined();
  });

  it('pairs colours with the thing they colour', () => {
    expect([...colouredNouns('a red door, a slate roof and grey-green shutters', ENGLISH)]).toEqual([
      ['door', ['red']],
      ['roof', ['grey']],
      ['shutters', ['grey', 'green']],
    ]);
  });
});

describe('the bible read tolerantly', () => {
  it('takes characters from bullets and prose as well as from "field: value" headings', () => {
    const bible = parseBible(
      '# Cast\n- **Ann Lee** — 41, green-eyed, red hair; she runs the inn. Dies in chapter 12.\n- Bo (the Boy): 9 years old\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => c.name)).toEqual(['Ann Lee', 'Bo']);
    expect(bible.characters[0]?.fields).toMatchObject({
      eyes: { value: 'green' },
      hair: { value: 'red' },
      age: { value: '41' },
    });
    expect(bible.characters[0]?.diesIn?.value).toBe(12);
    expect(bible.characters[1]?.names).toContain('the Boy');
    expect(parseBible('', ENGLISH).found).toBe(false);
  });
});

describe('findings', () => {
  const f = findingOf;

  it('print on one line, whatever the message holds', () => {
    expect(formatFinding(f({ line: 42, category: 'attribute', message: 'a\nb\u001b[31m' }))).toBe(
      '- chapter_01.md:42 — attribute — a b [31m',
    );
  });

  it('sort most certain first, then in reading order', () => {
    const sorted = sortFindings(
      [f({ file: 'b.md', confidence: 0.9 }), f({ file: 'a.md', line: 9, confidence: 0.9 }), f({ confidence: 0.95 })],
      ['chapter_01.md', 'a.md', 'b.md'],
    );
    expect(sorted.map((x) => x.file)).toEqual(['chapter_01.md', 'a.md', 'b.md']);
  });
});

describe('the last check', () => {
  it('is saved whole, read back, and knows when a chapter changed since', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-check-store-'));
    try {
      writeFileSync(path.join(dir, 'chapter_01.md'), 'Mara.\n');
      const report = { findings: [], skipped: [], chapters: ['chapter_01.md'], words: 1 };
      await saveLastCheck(dir, report, 0.5, new Date('2026-12-02T18:00:00Z'));
      expect(JSON.parse(readFileSync(path.join(dir, '.writer', 'check.json'), 'utf8')).checkedAt).toBe(
        '2026-12-02T18:00:00.000Z',
      );
      const last = await readLastCheck(dir);
      expect(last && (await changedSince(dir, last))).toBe(false);
      writeFileSync(path.join(dir, 'chapter_01.md'), 'Mara left.\n');
      utimesSync(path.join(dir, 'chapter_01.md'), new Date(), new Date(Date.now() + 5000));
      expect(last && (await changedSince(dir, last))).toBe(true);
      writeFileSync(path.join(dir, '.writer', 'check.json'), '{ torn');
      expect(await readLastCheck(dir)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
