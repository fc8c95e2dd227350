import { describe, expect, it } from 'vitest';
import { away, FERRY_OPENING } from '../support/ownAbsence.js';

/** One's own word of being away, where it is not read: said in a memory, or past the fiftieth absence of a book. */

const later = 'On Wednesday the ice came in. Oskar counts the fares at the hatch.';

describe("one's own word of being away", () => {
  it('is held to when said in the story’s present, not when said in a memory', () => {
    expect(away(`${FERRY_OPENING}\n\n"I'm back Friday the eleventh, late," Oskar said.`, later)).toEqual([
      'chapter_02.md:3 Oskar acts here on 9 October 2019, but chapter_01.md:5 has them away from 8 October 2019 until 11 October 2019',
    ]);
    expect(
      away(
        `${FERRY_OPENING}\n\nOskar remembered the winter his father left. "I'm back Friday the eleventh, late," Oskar said.`,
        later,
      ),
    ).toEqual([]);
  });

  it('is read for fifty people at most', () => {
    const firsts = 'Abel Bruno Cyril Dexter Edwin Felix Gordon Hector Ivor Jasper Kurt Lionel Magnus Nigel Otto Percy'
      .concat(' Quentin Rupert Silas Tobias Ulric Victor Walter Xavier Yusuf Zeke')
      .split(' ');
    const many = ['Ashdown', 'Blackwood'].flatMap((last) => firsts.map((first) => `${first} ${last}`));
    const said = many.map((n) => `${n} comes in. "I'm back Friday the eleventh, late," ${n} says.`).join('\n\n');
    expect(
      away(
        `${FERRY_OPENING}\n\n${said}`,
        `On Wednesday the ice came in. ${many[50]} counts the fares at the hatch. ${many[49]} counts the fares at the hatch.`,
      ),
    ).toEqual([
      'chapter_02.md:3 Xavier Blackwood acts here on 9 October 2019, but chapter_01.md:103 has them away from 8 October 2019 until 11 October 2019',
    ]);
  });
});
