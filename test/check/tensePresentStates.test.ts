import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A present paragraph in a past-tense book whose only verb after a name is one of state ("Morag means great") is the
 * narrator's general truth, a name glossed, not the scene told in the present: no one acts in it.
 */

const at = (findings: Finding[]) => findings.map((f) => `${f.category} ${f.file}:${f.line}`);

describe('a name glossed in the present in a past-tense book', () => {
  const THEN = 'Morag walked to the quay. She waited for the ferry. She counted the gulls.';
  const book = (middle: string) =>
    checkVoice(manuscriptOf(chaptersOf([THEN, THEN, THEN].join('\n\n'), [THEN, middle, THEN].join('\n\n'))), ENGLISH)
      .findings;

  it('is a general truth when the name only means something', () => {
    expect(
      book('Morag means great in the old tongue. The name goes to a first daughter. It is common on the islands.'),
    ).toEqual([]);
  });

  it('is a slip when the one named acts in the present', () => {
    expect(
      at(
        book(
          'Morag sings on the quay in the old tongue. The name goes to a first daughter. It is common on the islands.',
        ),
      ),
    ).toEqual(['tense chapter_02.md:5']);
  });
});
