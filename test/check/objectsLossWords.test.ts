import { describe, expect, it } from 'vitest';
import { checkObjects } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A loss the text tells with words between the determiner and the object: "dropped her old silver watch". */

const BIBLE = "# Bible\n\n## Characters\n### Ines Carvalho\n### Duarte Lobo\n\n## Objects\n### Ines's silver watch\n\n";
const things = (...texts: string[]) =>
  checkObjects(manuscriptOf(chaptersOf(...texts), BIBLE), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe('a loss told with words before the object', () => {
  it('holds from the line after it', () => {
    expect(
      things('Ines wound her watch.\n\nInes dropped her old silver watch into the harbour.\n\nInes wound her watch.'),
    ).toEqual([
      "chapter_01.md:7 Ines has Ines's silver watch here, but it was lost or given away (chapter_01.md:5) and has not come back",
    ]);
  });
});
