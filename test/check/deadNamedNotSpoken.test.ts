import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A name after a verb of speech that an auxiliary opens names the one called so; a speech tag has no auxiliary. */
const BIBLE = '## Characters\n\n### Stanislao Kravos\n- aliases: Stanko\n- fate: died before the story opens\n';

const dead = (text: string) =>
  checkDead(manuscriptOf(chaptersOf('Marta kept the cutting in the dresser.', text), BIBLE), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message.split(',')[0]}`,
  );

describe('the dead named by what others called them', () => {
  it('reads "whom everyone had called Stanko" as his name, not his speech', () => {
    expect(dead('Stanislao Kravos, whom everyone had called Stanko, worked the brake for twenty-two years.')).toEqual(
      [],
    );
    expect(dead('Stanislao Kravos, whom the whole town has called Stanko, worked the brake.')).toEqual([]);
  });

  it('still reads a speech tag after a quotation as the dead speaking', () => {
    expect(dead('"Hold the car," called Stanko from the platform.')).toEqual([
      'chapter_02.md:3 Stanislao Kravos speaks here',
    ]);
  });
});
