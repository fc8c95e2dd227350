import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A thing held out to another and then seen with them ("held it out to him" … "with the binoculars at his eyes"), a
 * first giver after the thing has gone on to a third, another word for the thing ("the Zeiss glasses"), a thing
 * round someone's neck, "on his back" (no passing), "Tom, who …" (the relative clause's subject), and a thing taken
 * from someone who has it again in the same chapter (lent, handed back).
 * Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const cast = 'Ada Quill came in. She sat down. Ben Orr came in. He sat down.';

describe('a thing held out to another', () => {
  for (const [label, offer] of [
    ['"held it out to him"', 'Ada had the binoculars in her hand. She held it out to him.'],
    ['"held the binoculars out to Ben"', 'Ada held the binoculars out to Ben.'],
    ['"offered it to him"', 'Ada had the binoculars in her hand. She offered it to him.'],
  ] as const)
    it(`is given once the other is seen with it (${label})`, () => {
      const book = `${cast}\n\n${offer}\n\nBen stood at the window with the binoculars at his eyes.`;
      expect(found(book, 'Ada raised the binoculars.')).toEqual([
        'chapter_02.md:3 Ada Quill has the binoculars here, but gave it away at chapter_01.md:5, and nothing between gives it back',
      ]);
    });

  it('is still hers when she is the next one seen with it (he would not take it)', () => {
    const book = `${cast}\n\nAda held the binoculars out to Ben.\n\nAda put the binoculars to her eyes.`;
    expect(
      found(book, 'Ben stood at the window with the binoculars at his eyes.', 'Ada raised the binoculars.'),
    ).toEqual([]);
  });
});

describe('a thing that has gone on to a third', () => {
  const chain = `${cast} Cora Finch came in. She sat down.\n\nAda gave the compass to Ben.\n\nBen gave the compass to Cora.`;

  it('is no more the first giver’s than the second’s', () => {
    expect(found(chain, 'Ada opened the compass.')).toEqual([
      'chapter_02.md:3 Ada Quill has the compass here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ]);
  });

  for (const [label, on] of [
    ['put into their hands', 'Ada put the compass in Ben’s hand.\n\nBen put the compass in Cora’s hand.'],
    ['given them before the thing', 'Ada gave Ben the compass.\n\nBen gave Cora the compass.'],
  ] as const)
    it(`is no more the first giver’s (${label})`, () => {
      expect(found(`${cast} Cora Finch came in. She sat down.\n\n${on}`, 'Ada opened the compass.')).toEqual([
        'chapter_02.md:3 Ada Quill has the compass here, but gave it away at chapter_01.md:5, and nothing between gives it back',
      ]);
    });

  it('held out to her by the one she gave it to, and taken, is hers', () => {
    const back = `${cast}\n\nAda gave the compass to Ben.\n\nBen held the compass out to Ada.\n\nAda opened the compass.`;
    expect(found(back)).toEqual([]);
  });

  it('given to her again by the one she gave it to is hers', () => {
    const back = `${cast}\n\nAda gave the compass to Ben.\n\nBen gave the compass to Ada.`;
    expect(found(back, 'Ada opened the compass.')).toEqual([]);
  });

  it('is hers again when she takes it back from the third', () => {
    expect(found(chain, 'Ada took the compass from Cora.', 'Ada opened the compass.')).toEqual([]);
  });
});

describe('another word for a thing', () => {
  it('"the Zeiss glasses" are the Zeiss binoculars she gave', () => {
    const book = `${cast} Ada gave the Zeiss binoculars to Ben.`;
    expect(found(book, 'Ada stood in the bow with the Zeiss glasses.')).toEqual([
      'chapter_02.md:3 Ada Quill has the zeiss binoculars here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });

  it('"the old Zeiss glasses" are the Zeiss binoculars she gave: one word they were named with is enough', () => {
    const book = `${cast} Ada gave the Zeiss binoculars to Ben.`;
    expect(found(book, 'Ada stood in the bow with the old Zeiss glasses.')).toEqual([
      'chapter_02.md:3 Ada Quill has the old zeiss binoculars here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });

  it('"her reading glasses" are no binoculars', () => {
    const book = `${cast} Ada gave the binoculars to Ben.`;
    expect(found(book, 'Ada polished her reading glasses.')).toEqual([]);
  });
});

describe('where a thing is carried', () => {
  it('round one’s neck, after "with", is held', () => {
    const book = `${cast} Ada gave the camera to Ben.`;
    expect(found(book, 'Ada came down the dock with her bag on her back and the camera round her neck.')).toEqual([
      'chapter_02.md:3 Ada Quill has the camera here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });

  it('"on his back" passes nothing on', () => {
    const book = `${cast} Ada gave the camera to Ben.`;
    const between = 'Ben came down the dock with his bag on his back; the camera was on the shelf.';
    expect(found(book, between, 'Ada opened the camera.')).toEqual([
      'chapter_03.md:3 Ada Quill has the camera here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});

describe('a thing taken from someone', () => {
  const taken = `${cast}\n\nBen had the lantern in his hand.\n\nAda took the lantern.`;

  it('and theirs again in the same chapter was lent: no slip', () => {
    expect(found(`${taken}\n\n* * *\n\nBen lifted the lantern.`)).toEqual([]);
  });

  it('and theirs in a later chapter is still a slip', () => {
    expect(found(taken, 'Ben lifted the lantern.')).toEqual([
      'chapter_02.md:3 Ben Orr has the lantern here, but gave it away at chapter_01.md:7, and nothing between gives it back',
    ]);
  });
});

describe('the one a "him" is', () => {
  it('may be the one just named whose gender the book never told', () => {
    const book = `Ada Quill came in. She sat down. Kit came in.\n\nKit looked at the binoculars. Ada held it out to him.\n\nKit went off with the binoculars.`;
    expect(found(book, 'Ada raised the binoculars.')).toEqual([
      'chapter_02.md:3 Ada Quill has the binoculars here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ]);
  });
});

describe('a name before ", who"', () => {
  it('is the subject of the relative clause: the giver holding it there is a slip', () => {
    expect(
      found(`${cast} Ada gave the compass to Ben.`, 'Ben looked at Ada, who had the compass open in her hand.'),
    ).toEqual([
      'chapter_02.md:3 Ada Quill has the compass here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});

describe('a name before ", who" and a thing "with" her', () => {
  it('is the one who has it', () => {
    const book = `${cast} Ada gave the compass to Ben.`;
    expect(found(book, 'Ben looked at Ada, who stood at the window with the compass.')).toEqual([
      'chapter_02.md:3 Ada Quill has the compass here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});
