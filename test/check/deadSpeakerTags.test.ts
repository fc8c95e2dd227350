import { describe, expect, it } from 'vitest';
import { actOf } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Whether a name is the one who speaks or acts: a verb of speech before it ("…," said Walter) names its speaker
 * when the name ends the clause or the verb follows a quotation, a comma or the sentence's start; a possessive
 * ("said Walter's wife") is someone else's.
 */

const act = (before: string, after: string) => actOf(before, after, ENGLISH);

describe('the speaker a verb of speech names before the name', () => {
  it('is the name when the clause ends right after it, with or without a space before its stop', () => {
    expect(act('Then said ', '.')).toEqual({ spoke: true, verb: 'said' });
    expect(act('Then said ', ' .')).toEqual({ spoke: true, verb: 'said' });
    expect(act('Then said ', '')).toEqual({ spoke: true, verb: 'said' });
    expect(act('Then said ', '   ')).toEqual({ spoke: true, verb: 'said' });
  });

  it('is the name after a quotation, a comma or at the sentence’s start', () => {
    expect(act('said ', ' and more')).toEqual({ spoke: true, verb: 'said' });
    expect(act('“Go,” said ', ' and more')).toEqual({ spoke: true, verb: 'said' });
    expect(act('“Go,” said  ', ' and more')).toEqual({ spoke: true, verb: 'said' });
    expect(act('“Go,”said ', ' and more')).toEqual({ spoke: true, verb: 'said' });
  });

  it('is no one when the name goes on into a possessive', () => {
    expect(act('“Go,” said ', '’s wife.')).toBeUndefined();
    expect(act('“Go,” said ', "'s wife.")).toBeUndefined();
  });

  it('is not the name spoken of in a longer sentence', () => {
    expect(act('The vicar says ', ' walked home')).toEqual({ spoke: false, verb: 'walked' });
  });
});
