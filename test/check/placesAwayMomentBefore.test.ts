import { describe, expect, it } from 'vitest';
import { awayButHere, movesOn } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * One told away a moment after acting among the scene's people ("Ciarán comes in at six, and Tom behind him" and then
 * "Tom's in Dublin till Friday"): the same moment told two ways, the earlier presence the slip. A journey, a return
 * or a day told between lets them go; a line that only brings a name on, alone, is no moment of the scene. Texts
 * written for these tests.
 */

const BIBLE = '# Bible\n\n## Characters\n### Tom Hanlon\n- Compositor.\n### Ciarán Doyle\n- Apprentice.\n';

const found = (...paragraphs: string[]) =>
  awayButHere(manuscriptOf({ 'chapter_01.md': `# One\n\n${paragraphs.join('\n\n')}\n` }, BIBLE), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

const CAME =
  'Ciarán Doyle comes in at six, and Tom Hanlon behind him, who stops at the door to knock the rain off his cap.';
const TOM =
  'chapter_01.md:3 Tom Hanlon acts here, but chapter_01.md:5, a moment later in the scene, has them away (Dublin), and nothing between sends them off';

describe('told away a moment after acting in the scene', () => {
  it('reports the earlier presence against the telling', () => {
    expect(found(CAME, "Tom's in Dublin till Friday. I keep turning to say something to him.")).toEqual([TOM]);
    expect(found(CAME, 'Tom was in Dublin, at the course, learning the codes.')).toEqual([TOM]);
  });

  it('is a finding of places, on the presence and against the telling', () => {
    const m = manuscriptOf({ 'chapter_01.md': `# One\n\n${CAME}\n\nTom's in Dublin till Friday.\n` }, BIBLE);
    expect(awayButHere(m, ENGLISH).map((f) => `${f.category} ${f.line} ${f.against?.line}`)).toEqual(['place 3 5']);
  });

  it('lets them go when a journey, a return or another day is told between', () => {
    expect(found(CAME, 'After dinner Tom drove to the station with his bag.', "Tom's in Dublin till Friday.")).toEqual(
      [],
    );
    expect(found(CAME, 'The next morning the rain stopped.', "Tom's in Dublin till Friday.")).toEqual([]);
    expect(found(CAME, 'On Tuesday the rain stopped.', "Tom's in Dublin till Friday.")).toEqual([]);
    expect(found(CAME, 'The next morning Tom was in Dublin, at the course.')).toEqual([]);
  });

  it('holds no line that brings a name on alone, nor a presence told on its own day', () => {
    expect(found('Tom Hanlon came in.', "Tom's in Dublin till Friday.")).toEqual([]);
    expect(found('On Sunday Ciarán Doyle and Tom Hanlon mended the press.', "Tom's in Dublin till Friday.")).toEqual(
      [],
    );
  });

  it('holds no one only spoken of', () => {
    expect(found('Ciarán Doyle talked about Tom Hanlon all morning.', "Tom's in Dublin till Friday.")).toEqual([]);
  });
});

describe('a sentence that moves the scene on', () => {
  it('is a journey somewhere, a return, or a day named; not a day going on', () => {
    expect(movesOn('Tom drove to Galway.', ENGLISH)).toBe(true);
    expect(movesOn('She came back at noon.', ENGLISH)).toBe(true);
    expect(movesOn('On Friday the press broke.', ENGLISH)).toBe(true);
    expect(movesOn('The day went on because it had to.', ENGLISH)).toBe(false);
  });
});

describe('told away with a contraction', () => {
  it('reads "Tom\'s in Dublin till Friday" as away, and him acting after as the slip', () => {
    expect(
      found("Tom's in Dublin till Friday.", 'Ciarán Doyle and Tom Hanlon carried the forme to the press.'),
    ).toEqual([
      'chapter_01.md:5 Tom Hanlon acts here, but chapter_01.md:3 has them away (Dublin), and nothing between brings them back',
    ]);
  });
});
