import { describe, expect, it } from 'vitest';
import { bibleFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A first name changed against the bible's one bearer of a surname, in a police story: a rank written in capitals
 * before the surname ("DS Nair") is no initial of another first name, so the slip is still one; an initial ("R.
 * Nair") may be a third person, and the slip is left. Written for these tests.
 */

const BIBLE = '## Characters\n\n### Priya Nair\n- role: detective sergeant\n';

const slips = (...texts: string[]) =>
  bibleFirstNameSlips(manuscriptOf(chaptersOf(...texts), BIBLE), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe('a stray first name beside a rank in capitals', () => {
  it('reports the stray first name after "DS Nair"', () => {
    expect(slips('DS Nair came at six. She read the file.', 'Anita Nair signed the statement and left.')).toEqual([
      'chapter_02.md:3 "Anita Nair" here, once; the bible\'s only Nair is "Priya Nair" (bible.md:3)',
    ]);
  });

  it('stays quiet when an initial before the surname may be someone else', () => {
    expect(slips('R. Nair came at six. She read the file.', 'Anita Nair signed the statement and left.')).toEqual([]);
  });
});
