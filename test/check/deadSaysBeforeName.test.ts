import { describe, expect, it } from 'vitest';
import { actOf } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** "Says Anselm, …": a verb of speech opening the sentence, capitalised, before the name, makes the name its speaker. */

describe('a capitalised verb of speech before a name', () => {
  it('makes the name the speaker', () => {
    expect(actOf('Says ', ', the hives are ready.', ENGLISH)).toEqual({ spoke: true, verb: 'Says' });
  });
});
