import { describe, expect, it } from 'vitest';
import { decodeReferences, XML_ENTITIES } from '../../src/util/entities.js';

/** Character references in a bible's or an imported document's markup (src/util/entities.ts). */
describe('decodeReferences', () => {
  it('reads named, decimal and hexadecimal references', () => {
    expect(decodeReferences('a &amp; b &#8212; c &#x2014; d &#X41;', XML_ENTITIES, false)).toBe('a & b — c — d A');
  });

  it('leaves as written a name it does not know, one on an object prototype, and a number past the last code point', () => {
    expect(decodeReferences('&foo; &constructor; &#99999999; &#x110000; &#x10FFFF;', XML_ENTITIES, false)).toBe(
      '&foo; &constructor; &#99999999; &#x110000; \u{10FFFF}',
    );
  });

  it('matches names in any case only when asked to (HTML), not in XML', () => {
    expect(decodeReferences('&AMP;', XML_ENTITIES, true)).toBe('&');
    expect(decodeReferences('&AMP;', XML_ENTITIES, false)).toBe('&AMP;');
  });
});
