import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A colour read through a pronoun that the paragraph's other person of that gender has: '"Hector," he says … his
 * hazel eyes behind the spectacles' is the hazel-eyed Hector's, though the last man the narration named, a paragraph
 * before, was Calum, whose eyes are brown. Not a finding against Calum; one when the paragraph names Calum himself or
 * no one whose colour it is. Sentences written for these tests.
 */
const BIBLE = ['## Characters', '### Calum Shaw', '- eyes: brown', '### Hector Dunbar', '- eyes: hazel'].join('\n');
const GENDERS = 'Calum took off his cap. Hector put on his coat.';

function findingsOf(scene: string, bible = BIBLE) {
  return checkAttributes(manuscriptOf(chaptersOf(GENDERS, scene), bible), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );
}

describe('a colour through a pronoun that another person in the paragraph has', () => {
  it('is not given to the man the pronoun would otherwise fall to', () => {
    expect(
      findingsOf(
        'Calum came in from the yard.\n\n"Hector," he says. "Call me Hector." He holds the pen up, and his hazel eyes are wet.',
      ),
    ).toEqual([]);
  });

  it('is his when the paragraph names him too', () => {
    expect(
      findingsOf('"Hector," says Calum. "Call me Hector." He holds the pen up, and his hazel eyes are wet.'),
    ).toEqual(['chapter_02.md:3 Calum Shaw\'s eyes are "hazel" here; bible: brown (bible.md:3)']);
  });

  it('is his when the other man named has another colour', () => {
    const bible = BIBLE.replace('- eyes: hazel', '- eyes: blue');
    expect(
      findingsOf(
        'Calum came in from the yard.\n\n"Hector," he says. "Call me Hector." He holds the pen up, and his hazel eyes are wet.',
        bible,
      ),
    ).toEqual(['chapter_02.md:5 Calum Shaw\'s eyes are "hazel" here; bible: brown (bible.md:3)']);
  });

  it('is his when the one named with that colour is a woman', () => {
    const bible = `${BIBLE}\n### Mairi Crerar\n- eyes: hazel`;
    expect(
      findingsOf(
        'Mairi sat down. She was cold.\n\nCalum came in from the yard.\n\n"Mairi," he says. "Sit down." He holds the pen up, and his hazel eyes are wet.',
        bible,
      ),
    ).toEqual(['chapter_02.md:7 Calum Shaw\'s eyes are "hazel" here; bible: brown (bible.md:3)']);
  });

  it('is his when the other man is only spoken of inside the speech, not there', () => {
    expect(
      findingsOf(
        'Calum came in from the yard.\n\n"I told the boy Hector. I never told her. Do not tell her." He holds the pen up, and his hazel eyes are wet.',
      ),
    ).toEqual(['chapter_02.md:5 Calum Shaw\'s eyes are "hazel" here; bible: brown (bible.md:3)']);
  });

  it('takes the colour the text gave the other man where the bible is silent', () => {
    const bible = ['## Characters', '### Calum Shaw', '- eyes: brown', '### Hector Dunbar'].join('\n');
    expect(
      findingsOf(
        'Hector had hazel eyes.\n\nCalum came in from the yard.\n\n"Hector," he says. "Call me Hector." He holds the pen up, and his hazel eyes are wet.',
        bible,
      ),
    ).toEqual([]);
  });
});

const colourFindings = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a colour read through "her" in a paragraph naming two women', () => {
  const first = [
    'Mara Lind came down to the harbour. Mara Lind had hazel eyes.',
    '',
    'Tessa Vos sold the tickets. Tessa Vos had green eyes and a laugh you could hear across the quay.',
  ].join('\n');

  it('is the one known to have it, when the one the pronoun was given to is known otherwise', () => {
    const cut = (who: string) =>
      `${who} came out of the barber’s with a bob. Mara Lind said it made her look older. Her green eyes looked very large.`;
    expect(colourFindings(first, cut('Tessa Vos'))).toEqual([]);
    // With no green-eyed woman named beside her, the green is Mara's, and a slip.
    expect(colourFindings(first, cut('The girl'))).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 Mara Lind's eyes are "green" here; chapter_01\.md:3 says "hazel"/),
    ]);
  });
});
