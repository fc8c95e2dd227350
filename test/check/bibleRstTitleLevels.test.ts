import { describe, expect, it } from 'vitest';
import { rstAsMarkdown } from '../../src/check/bibleFormats.js';

/**
 * A reStructuredText bible whose title styles come back: a part's underline used again for the next part, then a
 * new underline for a part of an entry (src/check/bibleFormats.ts, rstAsMarkdown). Written for these tests.
 */

const RST = `Places
======

Rathmore
--------

Characters
==========

Nora Keane
----------

Family
~~~~~~

Eyes
    green
`;

describe('reStructuredText titles', () => {
  it('keep the level their underline first had when it comes back, and a new underline the next level down', () => {
    const lines = rstAsMarkdown(RST, (term) => term === 'Eyes').split('\n');
    expect(lines.filter((l) => l.startsWith('#'))).toEqual([
      '# Places',
      '## Rathmore',
      '# Characters',
      '## Nora Keane',
      '### Family',
    ]);
  });
});
