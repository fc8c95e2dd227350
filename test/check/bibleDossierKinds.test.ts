import { describe, expect, it } from 'vitest';
import { typedKind } from '../../src/check/bibleTyped.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A dossier is known by two parts or more and three numbered paragraphs of prose: parts over plain paragraphs are
 * no dossier (src/check/bibleTyped.ts, isDossier). Written for these tests.
 */

describe('a text in parts', () => {
  it('is no dossier when its paragraphs are not numbered', () => {
    const text =
      'PART I. THE FAMILY\n\nConstance Mare is forty-one; her eyes are dark brown and her hair is auburn.\n\n' +
      'PART II. THE HOUSE\n\nThe glasshouse stands behind the mill.\n';
    expect(typedKind(text, ENGLISH)).toBeUndefined();
  });

  it('is a dossier with three numbered paragraphs of prose', () => {
    const text =
      'PART I. THE FAMILY\n\n1. Constance Mare is forty-one; her eyes are dark brown and her hair is auburn.\n' +
      '2. Her brother, Felix Mare, is thirty-six and has grey eyes and fair hair.\n' +
      '3. The glasshouse stands behind the mill, where the vines grow.\n\nPART II. THE HOUSE\n\n' +
      '4. The mill is older than the house.\n';
    expect(typedKind(text, ENGLISH)).toBe('dossier');
  });
});
