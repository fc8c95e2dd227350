import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A thing another held, put away in one's own pocket: kept, so the one before has it no more. */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.confidence} ${f.message} | ${f.against?.file}:${f.against?.line}`,
  );

const cast = 'Ruth Amory keeps the lock-house. Sam Kerr works the barges.';

describe('a thing put away in another’s pocket', () => {
  it('finds the one who held it before holding it again after the keeping, in the same scene', () => {
    expect(
      found(
        `${cast} I turned Grandad's compass over in my hands at the lock gate.`,
        "Sam looked at Grandad's compass, and he said nothing for a long while. Then he put the compass in its case and the case in his coat pocket.\n\nAt dusk I held Grandad's compass up to the last of the light.",
      ),
    ).toEqual([
      'chapter_02.md:5 0.7 The narrator has the compass here, but chapter_02.md:3 has Sam Kerr put it away in their own pocket after the narrator held it, and nothing between gives it back | chapter_02.md:3',
    ]);
  });

  it('names the thing by the words the text gives it', () => {
    expect(
      found(
        `${cast} Ruth wound the brass watch by the stove.`,
        'Sam pocketed the brass watch.\n\n* * *\n\nRuth wound the brass watch at midnight.',
      ),
    ).toEqual([
      'chapter_02.md:7 0.7 Ruth Amory has the brass watch here, but chapter_02.md:3 has Sam Kerr put it away in their own pocket after Ruth Amory held it, and nothing between gives it back | chapter_02.md:3',
    ]);
  });

  it('reads "pocketed" alone as a keeping', () => {
    expect(
      found(
        `${cast} Ruth wound Grandad's watch by the stove.`,
        "Sam pocketed Grandad's watch.\n\n* * *\n\nRuth wound Grandad's watch at midnight.",
      ),
    ).toEqual([
      'chapter_02.md:7 0.7 Ruth Amory has the watch here, but chapter_02.md:3 has Sam Kerr put it away in their own pocket after Ruth Amory held it, and nothing between gives it back | chapter_02.md:3',
    ]);
  });

  it('says nothing of one putting away their own, of a thing put in another’s pocket, or of a thing handed back', () => {
    expect(
      found(
        `${cast} Sam held Grandad's compass.`,
        "Sam put Grandad's compass in his pocket. Sam held Grandad's compass.",
      ),
    ).toEqual([]);
    expect(
      found(
        `${cast} I held Grandad's compass at the gate.`,
        "Sam came up, and he said nothing. Then he put Grandad's compass in my coat pocket.\n\nAt dusk I held Grandad's compass up to the light.",
      ),
    ).toEqual([]);
    expect(
      found(
        `${cast} I held Grandad's compass at the gate.`,
        "Sam came up, and he said nothing. Then he put Grandad's compass in his coat pocket. Later Sam gave Grandad's compass back to me.\n\nAt dusk I held Grandad's compass up to the light.",
      ),
    ).toEqual([]);
  });
});

describe('"it" after another thing handed by name', () => {
  it('is that thing, not an object named paragraphs before', () => {
    const scene = (middle: string) =>
      found(
        `${cast} I wound Grandad's watch at the lock gate and put it back in my waistcoat.\n\n${middle} She took it and went in.\n\nAt dusk I wound Grandad's watch again.`,
      );
    // "She took it": the letter held out, not the watch.
    expect(scene('I held out the letter to Ruth.')).toEqual([]);
    expect(scene('I gave Ruth the last of the bread.')).toEqual([]);
  });
});

describe('a thing said to be in someone’s pocket', () => {
  const given = `${cast} Ruth gave Grandad's compass to Sam at the lock gate.`;

  it('is in the giver’s hands again when it is "still in Ruth\'s pocket" after the giving', () => {
    expect(
      found(given, "Sam brought the barge through at noon, though Grandad's compass was still in Ruth's pocket."),
    ).toEqual([
      'chapter_02.md:3 0.7 Ruth Amory has the compass here, but gave it away at chapter_01.md:3, and nothing between gives it back | chapter_01.md:3',
    ]);
  });

  it("says nothing when it is in the taker's pocket, or was there only in the past perfect", () => {
    expect(found(given, "Ruth waved the barge through at noon, with Grandad's compass safe in Sam's pocket.")).toEqual(
      [],
    );
    expect(found(given, "Grandad's compass was in Sam's pocket all that week.")).toEqual([]);
    expect(found(given, "Grandad's compass had been in Ruth's pocket for thirty years.")).toEqual([]);
  });
});
