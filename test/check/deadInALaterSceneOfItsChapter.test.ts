import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A death told in a run of sentences that open on "he" after the one that names him ("Owen joined the navy in 1940.
 * He went to sea… He sailed for Malta, and he was killed…"), and the dead seen again in a later scene of that same
 * chapter set years after the death ("So did Owen", at the station in 1962).
 */

const BEFORE = 'Owen Pryce walked Nell Hart home from the dance. Owen laughed at the gate, and Nell laughed with him.';
const DEATH =
  'Owen Pryce joined the navy in May 1940. He went to sea with the first of the Cardiff men, and he was in Gibraltar for a year, and wrote every week. He sailed for Malta in June 1942, and he was killed off Pantelleria on Monday, the fifteenth of June 1942.';
const LATER = (who: string) =>
  `---\n\nI left the town on Friday, the twenty-first of June 1962, on the morning train.\n\nNell came to the station to see me off. So did ${who}, and the Reverend Hughes shook my hand.`;

const deathOf = (text: string) =>
  readFacts(manuscriptOf(chaptersOf(BEFORE, text)), ENGLISH).facts.cast.find((c) => c.name === 'Owen Pryce')?.death?.at
    .line;
const dead = (later: string) =>
  checkDead(manuscriptOf(chaptersOf(BEFORE, `${DEATH}\n\n${later}`)), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message.slice(0, 40)}`,
  );

describe('a death told through a run of sentences opening on "he"', () => {
  it('is the death of the one the run opened on', () => {
    expect(deathOf(DEATH)).toBe(3);
  });

  it('reads a name that is a month, before a year, as the date it is ("in June 1940")', () => {
    // A bible's June Pryce, a man: "June" alone is his name too.
    const bible = "## Characters\n### June Pryce\n- also: June\n- gender: male; Owen's brother, he is a farmer\n";
    const text = DEATH.replace('in May 1940', 'in June 1940');
    expect(
      readFacts(manuscriptOf(chaptersOf(BEFORE, text), bible), ENGLISH).facts.cast.find((c) => c.name === 'Owen Pryce')
        ?.death?.at.line,
    ).toBe(3);
  });

  it("is no one's when another man comes into the run, or a sentence opens on something else", () => {
    expect(deathOf(DEATH.replace('He went to sea', 'The old man went to sea'))).toBeUndefined();
    expect(deathOf(DEATH.replace('He went to sea with', 'Then he went to sea with'))).toBeUndefined();
    expect(deathOf(DEATH.replace('in Gibraltar', 'with Gwilym'))).toBeUndefined();
  });
});

describe('the dead in a later scene of the chapter that tells the death', () => {
  it('acting there ("So did Owen"), set years after the death, is a slip', () => {
    expect(dead(LATER('Owen'))).toEqual(['chapter_02.md:9 Owen Pryce acts ("Owen did") here, but c']);
  });

  it('is no slip in a scene set before the death, nor when the living one is named', () => {
    expect(dead(LATER('Owen').replace('1962', '1941'))).toEqual([]);
    expect(dead(LATER('her sister'))).toEqual([]);
  });
});
