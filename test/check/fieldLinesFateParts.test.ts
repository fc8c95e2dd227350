import { describe, expect, it } from 'vitest';
import { fieldLines } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A terse fate's parts ("heart;  died Thu 19 Aug 1937"): set apart at each semicolon, however many spaces follow it. */

describe("a terse fate's parts", () => {
  it('are set apart at a semicolon followed by two spaces, as by one', () => {
    expect(fieldLines('fate', 'heart;  died Thu 19 Aug 1937;  buried Mon 23 Aug', ENGLISH)).toEqual(
      fieldLines('fate', 'heart; died Thu 19 Aug 1937; buried Mon 23 Aug', ENGLISH),
    );
  });
});
