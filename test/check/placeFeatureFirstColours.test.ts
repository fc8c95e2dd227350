import { describe, expect, it } from 'vitest';
import { checkPlaces } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A feature first told in two colours, then in another: the finding names the first telling's colours joined. */
const BIBLE = ['# Bible', '', '## Characters', '### Ines Carvalho', '', '## Places', '### The Lantern Inn'].join('\n');

describe("a feature's first telling in two colours", () => {
  it('names both colours of the first telling, joined', () => {
    const files = {
      'chapter_01.md': "# 1\n\nThe Lantern Inn's blue grey shutters were open.\n",
      'chapter_02.md': '# 2\n\nThe green shutters of the Lantern Inn were shut.\n',
    };
    const found = checkPlaces(manuscriptOf(files, BIBLE), ENGLISH).findings;
    expect(found.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      "chapter_02.md:3 The Lantern Inn's shutters is green here; chapter_01.md:3 says blue/grey",
    ]);
  });
});
