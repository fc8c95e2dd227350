import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * A colour said of the hair together with the face, the hands or a coat ("her face and hair were white" after a door
 * opened on snow) is what covers them both, not the hair's colour: no hair colour to hold against another.
 */

describe('a colour said of the hair with the face or a garment', () => {
  it('gives the hair no colour', () => {
    expect(
      attributesOf(
        'Ada Kerr opened the door on the storm. When she shut it again her face and hair were white.',
      ).filter((a) => a.includes('hair')),
    ).toEqual([]);
    expect(
      attributesOf('Ada Kerr came in from the mill. Her coat and hair were grey.').filter((a) => a.includes('hair')),
    ).toEqual([]);
  });

  it("still reads the hair's own colour, said before it or of the hair alone", () => {
    expect(
      attributesOf('Ada Kerr opened the door. Her face and grey hair were wet.').filter((a) => a.includes('hair')),
    ).toEqual(['Ada Kerr hair grey']);
    expect(attributesOf('Ada Kerr opened the door. Her hair was white.').filter((a) => a.includes('hair'))).toEqual([
      'Ada Kerr hair white',
    ]);
  });
});
