import { describe, expect, it } from 'vitest';
import { initialSlips, surnameSwaps } from '../../src/check/checks/nameSlips.js';
import { checkRepetition } from '../../src/check/checks/repetition.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Three things a copy editor leaves alone: a relative who signs a letter with the family's surname beside the
 * hero's initial; a name said at the end of one sentence and again at the start of the next inside a quotation;
 * a landscape sentence written again on purpose, pointing back to the scene it echoes.
 */

const initials = (...texts: string[]) =>
  initialSlips(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a relative sharing the surname of a man known by his initial', () => {
  const LOG = 'Signed in at ten: P. Hallinan, night clerk. Mr. Hallinan swept the yard. Mr. Hallinan ate his supper.';
  const signed = [
    '> *Dear Peter, your father is better and the cow has calved.*\n>\n> *Your affectionate mother,*\n> *Agnes Hallinan*',
    'Her letter came on the Friday. She wrote that my sister had married at last, and she signed it Agnes Hallinan, as she always did.',
    'Agnes Hallinan, who had been a widow since the war, kept the shop on the quay.',
  ];
  for (const text of signed)
    it(`stays quiet: ${text.slice(0, 40)}…`, () => {
      expect(initials(LOG, text)).toEqual([]);
    });

  it('still reports a first name changed where no family is spoken of', () => {
    expect(initials(LOG, 'Walter Hallinan came up the stairs with the lamp.')).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 "Walter Hallinan" here; chapter_01\.md:3 has "P\. Hallinan"/),
    ]);
  });
});

describe('a name said twice across a full stop inside a quotation', () => {
  const swaps = (...texts: string[]) => surnameSwaps(manuscriptOf(chaptersOf(...texts)), ENGLISH);
  it('is no first name before a surname ("than Oliver. Oliver is…")', () => {
    const book = [
      '"My name is Oliver Brennan," he said. Oliver slept. Oliver woke.',
      '"It suits you better than Oliver. Oliver is a name for a banker." Oliver laughed.',
      '"Not Oliver. Oliver is what the nuns called you." Grace Brennan, the cook, brought the soup.',
    ];
    expect(swaps(...book)).toEqual([]);
  });
});

describe('a sentence written again as a callback', () => {
  const EARLY =
    'He lay and listened. A goods train was crossing the viaduct at Hallbeck, very faint, the long note of its horn drawn out across the fields.';
  const repeats = (later: string) =>
    checkRepetition(manuscriptOf(chaptersOf(EARLY, later)), ENGLISH).findings.map((f) => f.file);
  const echoes = [
    'Below us a goods train was crossing the viaduct at Hallbeck, very faint, the horn drawn out across the fields, the way the old man had heard it that first night.',
    'Below us a goods train was crossing the viaduct at Hallbeck, very faint, the horn drawn out across the fields, just as he had heard it in the spring.',
    'Below us a goods train was crossing the viaduct at Hallbeck, very faint, the horn drawn out across the fields as it had on the first night.',
  ];
  for (const text of echoes)
    it(`stays quiet when the later sentence points back: …${text.slice(-40)}`, () => {
      expect(repeats(text)).toEqual([]);
    });

  it('still reports the sentence pasted again with no pointer back', () => {
    expect(
      repeats('Below us a goods train was crossing the viaduct at Hallbeck, very faint, the horn drawn out.'),
    ).toEqual(['chapter_02.md']);
  });
});

describe('a first name before two surnames once each', () => {
  it('tells no right surname, so no swap (the rarer spelling may be the slip)', () => {
    const book = [
      'Nan Harkar came in from the yard. Nan sat. Nan ate. Nan slept.',
      'Nan Harker took the cart to market. Tom Harker drove the cart.',
    ];
    expect(surnameSwaps(manuscriptOf(chaptersOf(...book)), ENGLISH)).toEqual([]);
  });
});
