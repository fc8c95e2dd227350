import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** The chapter a bible's fate field gives a death in, and what it gives none for. */

const diesIn = (...lines: string[]) =>
  parseBible(['# Characters', '', '## Tom Hale', '- Age: 40', ...lines].join('\n'), ENGLISH).characters[0]?.diesIn
    ?.value;

describe('a fate field’s chapter of death', () => {
  it('leaves a death told later in the entry to count, when the fate names no chapter', () => {
    expect(diesIn('- Fate: leaves the rock', '- He dies in chapter 7.')).toBe(7);
  });

  it('takes the day right beside a death’s word late in the fate', () => {
    const tom = parseBible(
      '# Characters\n\n## Tom Hale\n- Age: 40\n- Status: sails home in the spring and dies on Sun 11 Oct 1936\n',
      ENGLISH,
    ).characters[0];
    expect(tom?.diesOn?.value).toEqual({ day: 11, month: 10, year: 1936 });
  });

  it('takes no day from a letter far after the death’s word', () => {
    const on = (fate: string) =>
      parseBible(`# Characters\n\n## Tom Hale\n- Age: 40\n- ${fate}\n`, ENGLISH).characters[0]?.diesOn?.value;
    expect(on('Status: dies in the spring, and his letter of Sun 11 Oct 1936 is kept')).toBeUndefined();
  });
});
