import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Looks an entry's prose gives with another's possessive before them ("She always envied Tom's black hair", "she
 * loved Tom’s blue eyes") are Tom's, not the entry's, as "the black hair" is no one's in particular; the entry's
 * own looks ("She has black hair", "Mara's black hair" in Mara's entry) are hers. Written for these tests.
 */

const looks = (prose: string) => {
  const fields = parseBible(`# Bible\n\n## Characters\n\n### Mara Voss\n- Age: 30\n\n${prose}\n`, ENGLISH).characters[0]
    ?.fields;
  return [fields?.hair?.value, fields?.eyes?.value];
};

describe("looks told with another's possessive", () => {
  it('are not the entry’s', () => {
    expect(looks("She always envied Tom's black hair.")).toEqual([undefined, undefined]);
    expect(looks('She loved Tom’s blue eyes.')).toEqual([undefined, undefined]);
    expect(looks("She was afraid of Tom's blue-eyed dog.")).toEqual([undefined, undefined]);
  });

  it('leave the entry’s own looks hers', () => {
    expect(looks('She has black hair and blue eyes.')).toEqual(['black', 'blue']);
    // Her own name's possessive is hers.
    expect(looks("Mara's black hair is her pride; Mara’s eyes are grey.")).toEqual(['black', 'grey']);
    expect(looks("Mara's blue-eyed stare.")).toEqual([undefined, 'blue']);
  });
});
