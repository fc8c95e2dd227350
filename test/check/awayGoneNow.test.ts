import { describe, expect, it } from 'vitest';
import { awayButHere } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * One the chapter says is gone, with nothing said of where ("Marsaili is gone too, with her singing"), then at work in
 * the scene later in the chapter ("Marsaili weighs it out behind the counter"), with nothing between bringing her
 * back. Gone from somewhere ("was gone from the tent before light") is a going about, and a return told ends it.
 * Texts written for these tests.
 */

const chapter = (gone: string, here: string, between = 'It is the twenty-second of December.') =>
  awayButHere(manuscriptOf({ 'chapter_01.md': `# 1\n\n${gone}\n\n${between}\n\n${here}\n` }), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

const SHOP = 'Mairi stops at the shop for bread, and Marsaili Crerar weighs it out for her behind the counter.';

describe('gone, and then at work in the scene', () => {
  it('is found, on the work, against the going', () => {
    expect(chapter('The house is quiet. Marsaili Crerar is gone too, with her singing.', SHOP)).toEqual([
      'chapter_01.md:7 Marsaili Crerar acts here, but chapter_01.md:3 has them away (gone), and nothing between brings them back',
    ]);
    expect(chapter('The house was quiet. Marsaili Crerar was gone.', SHOP)).toHaveLength(1);
  });

  it('is nothing when gone from somewhere, or brought back between', () => {
    expect(chapter('Marsaili Crerar was gone from the kitchen before light.', SHOP)).toEqual([]);
    expect(chapter('Marsaili Crerar is gone too.', SHOP, 'At noon Marsaili Crerar came back on the ferry.')).toEqual(
      [],
    );
  });
});
