import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';
import { paragraphsOf } from '../../src/check/text.js';

/**
 * A message's stamp alone on its line ("**Wed 21 Jul, 09:14. Marta to Ines**") heads the paragraph right after it,
 * whatever follows that paragraph: a paragraph of two lines, a scene break, the chapter's end
 * (src/check/text.ts, documentParagraphs).
 */

const STAMP = '**Wed 21 Jul, 09:14. Marta to Ines**';
const BODY = 'Friday the 30th, two people, the window table.';

describe('a stamp alone over a message', () => {
  it('heads it when a paragraph of two lines follows', () => {
    const kinds = paragraphsOf([STAMP, '', BODY, '', 'She sat down.', 'The fish came late.'], ENGLISH).map(
      (p) => p.kind,
    );
    expect(kinds).toEqual(['quote', 'quote', 'prose']);
  });

  it('heads it at the chapter’s end, or before a scene break', () => {
    expect(paragraphsOf(['She sat down.', '', STAMP, '', BODY], ENGLISH).map((p) => p.kind)).toEqual([
      'prose',
      'quote',
      'quote',
    ]);
    const broken = paragraphsOf([STAMP, '', BODY, '', '* * *', '', 'She sat down.'], ENGLISH);
    expect(broken.filter((p) => p.text === BODY).map((p) => p.kind)).toEqual(['quote']);
  });

  it('heads no paragraph after a stamp over its own message, though a line alone follows that', () => {
    const own = paragraphsOf([STAMP, 'Done.', '', 'She sat down.', '', 'The fish came late.'], ENGLISH);
    expect(own.map((p) => p.kind)).toEqual(['quote', 'prose', 'prose']);
  });

  it('heads none after a stamp that ends a scene, though the scene after goes on', () => {
    const scene = paragraphsOf([STAMP, '', '* * *', '', 'She sat down.', '', 'The fish came late.'], ENGLISH);
    expect(scene.filter((p) => p.text === 'She sat down.').map((p) => p.kind)).toEqual(['prose']);
  });
});
