import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A typed cast page's list title is counted by its words, not by the spaces between them: "PROPS  AND  STAGE
 * DRESSING" spaced wide is four words and opens the props; a capital line of seven words naming props is no
 * title. Written for these tests.
 */
const page = (title: string) => `                    THE SALT ROAD
                 DRAMATIS PERSONAE

CORA VANCE ........................ a lighthouse keeper
     (52) Brown eyes, white hair.
PETER VANCE (deceased) ............ her husband
WALTER GREIG ...................... harbourmaster, 61

                    ${title}

THE TELESCOPE -- brass, Peter's; on the gallery rail.
`;

function read(title: string) {
  const bible = parseBible(page(title), ENGLISH);
  return { sections: [...bible.sections], objects: bible.objects.map((o) => o.name) };
}

describe("a typed cast page's list title by its words", () => {
  it('opens the props at a title of four words spaced wide', () => {
    expect(read('PROPS  AND  STAGE  DRESSING')).toEqual({
      sections: ['characters', 'objects'],
      objects: ['The telescope'],
    });
  });

  it('opens no list at a capital line of seven words', () => {
    expect(read('PROPS AND STAGE DRESSING FOR ACT ONE')).toEqual({ sections: ['characters'], objects: [] });
  });
});
