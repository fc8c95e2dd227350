import { describe, expect, it } from 'vitest';
import { awayButHere } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

// "Tom Hale is away in Leeds until Friday. Sam Reed is away in York until Friday.": the second absence names the
// day the first ends on, but tells no day come; Tom acting later in the chapter is still away.
describe('two absences told until the same day', () => {
  const chapter = (between: string) =>
    awayButHere(
      manuscriptOf({
        'chapter_01.md': `# 1\n\nTom Hale is away in Leeds until Friday. ${between}\n\nNell Hart fed the hens.\n\nTom Hale carried the sacks into the barn.\n`,
      }),
      ENGLISH,
    ).map((f) => `${f.line} ${f.message.slice(0, 30)}`);

  it('leaves the first away when the second is told', () => {
    expect(chapter('Sam Reed is away in York until Friday.')).toEqual(['7 Tom Hale acts here, but chapte']);
  });

  it('ends the first when the day itself comes', () => {
    expect(chapter('On Friday the rain stopped.')).toEqual([]);
  });
});
