import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A short form that may stand for a man's name or a woman's ("Alex": Alexander or Alexandra) is one person with the
 * full name only when the text tells its gender and it is the full name's; a kin noun beside it ("my brother Alex")
 * tells it. Texts written for these tests.
 */

const castOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.map(
    (c) => `${c.name} ${c.gender ?? '-'} [${[...c.names].join(', ')}]`,
  );

const ALEXANDER =
  'Alexander Reed came home on Friday. He put down his bag.\n\nAlexander Reed sat by the fire. He was tired.';

describe('a short form of two names beside one full name', () => {
  it('is the man\'s when "my brother" tells it is a man', () => {
    expect(castOf(ALEXANDER, 'I wrote to my brother Alex at the farm. Alex said he would come.')).toEqual([
      'Alexander Reed male [Alexander Reed, Alexander, Reed, Alex]',
    ]);
  });

  it('stays apart when nothing tells its gender', () => {
    expect(castOf(ALEXANDER, 'Alex said he would come. Alex walked to the farm.')).toEqual([
      'Alexander Reed male [Alexander Reed, Alexander, Reed]',
      'Alex - [Alex]',
    ]);
  });
});
