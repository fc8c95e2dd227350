import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The narrator's present aside in a past-tense book, opened by a sentence in the past ("He gave me that
 * photograph. I still have it."): the aside is the first sentence told in no past. Written for these tests.
 */

const at = (findings: Finding[]) => findings.map((f) => `${f.category} ${f.file}:${f.line}`);
const THEN = 'I walked to the quay. I waited for the ferry. I counted the gulls.';
const book = (middle: string) =>
  checkVoice(manuscriptOf(chaptersOf([THEN, THEN, THEN].join('\n\n'), [THEN, middle, THEN].join('\n\n'))), ENGLISH)
    .findings;

describe('a present paragraph in a past chapter that a past sentence opens', () => {
  it('is quiet when its first sentence in no past says "still"', () => {
    expect(
      book('He gave me that photograph. I still have it. I keep it on my desk. I take it down. I look at it.'),
    ).toEqual([]);
  });

  it('is reported when nothing in it holds beyond the scene', () => {
    expect(at(book('He gave me that photograph. I keep it on my desk. I take it down. I look at it.'))).toEqual([
      'tense chapter_02.md:5',
    ]);
  });
});
