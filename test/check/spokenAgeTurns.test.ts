import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { castOf } from '../../src/check/cast.js';
import { spokenAgeIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A line of speech alone in an exchange of two is spoken by the one who spoke the turn before last
 * (src/check/facts.ts, turnSpeaker): "I'm sixteen now" is Tom's when Ada and Tom have been taking turns. A
 * paragraph with speech in it is a turn, even when a sentence of it is narration ("Tom sat down. He said, 'Out.'");
 * a paragraph of narration alone is no one's turn, so someone who only comes in with a lamp is never the speaker.
 */

const PEOPLE =
  'Ada Marsh came up the lane. She was cold. Tom Hale waited at the gate. He was cold too. Ruth Penn kept the lamp. She was cold too.';

describe('the speaker of a line of speech alone', () => {
  it('is the one of the two who spoke the turn before last', () => {
    expect(
      attributesOf(
        `${PEOPLE}\n\n"Where were you?" Ada asked.\n\n"Out," Tom said.\n\n"Out where?"\n\n"Out. I'm sixteen now."`,
      ),
    ).toEqual(['Tom Hale age 16']);
  });

  it('counts a paragraph that opens on narration and then speaks as a turn', () => {
    expect(
      attributesOf(
        `${PEOPLE}\n\n"Where were you?" Ada asked.\n\nTom sat down. He said, "Out."\n\n"Out where?"\n\n"Out. I'm sixteen now."`,
      ),
    ).toEqual(['Tom Hale age 16']);
  });

  it('is still that one when the line names someone else than the one spoken to', () => {
    expect(
      attributesOf(
        `${PEOPLE}\n\n"Where were you?" Ada asked.\n\n"Out," Tom said.\n\n"Out where?"\n\n"Ruth kept me at the shop. I'm sixteen now."`,
      ),
    ).toEqual(['Tom Hale age 16']);
  });

  it('is no one after a paragraph of narration alone, whoever it names', () => {
    expect(
      attributesOf(
        `${PEOPLE}\n\n"Where were you?" Ada asked.\n\n"Out," Tom said.\n\nRuth came in with the lamp.\n\n"You're late."\n\n"I'm sixteen. I can stay out."`,
      ),
    ).toEqual([]);
  });
});

describe('a name right before "I\'m sixty-eight" in speech', () => {
  it('is the speaker when it opens the speech or ends a sentence, not when it is the one spoken to', () => {
    expect(attributesOf(`${PEOPLE}\n\n"Ruth Penn, I'm sixty-eight," she told the clerk.`)).toEqual([
      'Ruth Penn age 68',
    ]);
    expect(attributesOf(`${PEOPLE}\n\n"Ruth Penn. I'm sixty-eight," she told the clerk.`)).toEqual([
      'Ruth Penn age 68',
    ]);
    expect(attributesOf(`${PEOPLE}\n\n"Don't argue with me, Ada, I'm sixty-eight," the clerk said.`)).toEqual([]);
  });
});

describe('spokenAgeIn, given the speaker of the turn before last', () => {
  const BIBLE = '## Characters\n### Ada Marsh\n### Tom Hale\n### Ruth Penn\n';
  const ageOf = (text: string) => {
    const m = manuscriptOf(chaptersOf(text), BIBLE);
    const cast = castOf(parseBible(BIBLE, ENGLISH));
    const p = m.chapters[0]?.paragraphs.find((x) => x.kind === 'prose');
    const s = p?.sentences.at(-1);
    const ruth = cast.byName.get('Ruth Penn');
    const age = p && s && ruth ? spokenAgeIn(s, cast, ENGLISH, p, ruth) : undefined;
    return age && `${age.character.name} ${age.years}`;
  };

  it('gives them a line of speech alone', () => {
    expect(ageOf('"I\'m sixteen now."')).toBe('Ruth Penn 16');
  });

  it('gives no one a line of speech alone when no one spoke the turn before last', () => {
    const m = manuscriptOf(chaptersOf('"I\'m sixteen now."'), BIBLE);
    const p = m.chapters[0]?.paragraphs.find((x) => x.kind === 'prose');
    const s = p?.sentences[0];
    expect(s && spokenAgeIn(s, castOf(parseBible(BIBLE, ENGLISH)), ENGLISH, p)).toBeUndefined();
  });

  it('gives them nothing in a paragraph that also narrates', () => {
    expect(ageOf('Ada Marsh looked at Tom Hale. "I\'m sixteen now."')).toBeUndefined();
  });
});
