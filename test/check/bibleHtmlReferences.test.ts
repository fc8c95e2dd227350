import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { htmlAsMarkdown } from '../../src/check/bibleMarkup.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An HTML bible's references: the names it knows and numbers up to the last code point are read; a name it does not
 * know ("&constructor;", one every object answers to) and a number past the last code point ("&#99999999;") are
 * left as written, and the bible is read all the same. Written for these tests.
 */

const page = (role: string) =>
  `<html><body><h2>Characters</h2><h3>Zoe Marsh</h3><p>Eyes: grey</p><p>Role: ${role}</p></body></html>`;

describe("an HTML bible's references", () => {
  it('reads the names it knows and the numbers', () => {
    expect(htmlAsMarkdown(page('ferry &amp; barge pilot &mdash; &#8220;Zed&#x201D;'))).toContain(
      'Role: ferry & barge pilot — “Zed”',
    );
  });

  it('leaves a name it does not know as written, even one every object answers to', () => {
    expect(htmlAsMarkdown(page('the ferry &constructor; pilot &toString;'))).toContain(
      'Role: the ferry &constructor; pilot &toString;',
    );
  });

  it('leaves a number past the last code point as written, and reads the rest of the bible', () => {
    expect(htmlAsMarkdown(page('ferry pilot &#99999999; &#x110000;'))).toContain(
      'Role: ferry pilot &#99999999; &#x110000;',
    );
    const bible = parseBible(page('ferry pilot &#99999999;'), ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value])).toEqual([['Zoe Marsh', 'grey']]);
  });
});
