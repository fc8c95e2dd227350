import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A witness telling in the past stops to say what they say, now: "I wish to say clearly what I complain of. … I say
 * the box was taken." Verbs of the teller's own telling (say, complain, ask, wish, know…) after "I" are the act of
 * telling, in the teller's present, no scene told in the present (src/check/facts.ts, countVoice; lang tellingVerbs).
 * A paragraph where the story's people act in the present is still a slip. Written for these tests.
 */

const at = (findings: Finding[]) => findings.map((f) => `${f.category} ${f.file}:${f.line}`);

const THEN =
  'I went down to the quay at six. The ferry was late and I waited by the wall. Tobias Crane came over with the mail.';
const book = (middle: string) =>
  checkVoice(manuscriptOf(chaptersOf([THEN, THEN, THEN].join('\n\n'), [THEN, middle, THEN].join('\n\n'))), ENGLISH)
    .findings;

describe('a teller saying what they say, in the present', () => {
  it('is the act of telling, no present scene', () => {
    expect(
      book(
        'I wish to say clearly what I complain of. I say that the boat went out without a light. I do not say he is a careless man. I ask only that it is written down.',
      ),
    ).toEqual([]);
  });

  it('is a slip when the story’s people act in the present beside it', () => {
    expect(
      at(
        book(
          'I say it plainly. Tobias Crane takes the boat out without a light. He rows past the wall and waves. I run down the steps.',
        ),
      ),
    ).toEqual(['tense chapter_02.md:5']);
  });
});
