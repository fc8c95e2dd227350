import { describe, expect, it } from 'vitest';
import { recordLines } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * What a character's record says as writer's entry lines: an age as the author wrote it (digits, number words in
 * any case, "died aged 46", a range, a hedge), and the prose of the record sentence by sentence, where a death said
 * of someone else ("His mother died of fever", "Rose died in 1889") is not the character's.
 */

const entryOf = (pairs: Array<[string, string]>, prose: string[]) =>
  recordLines(
    {
      name: 'Mara Voss',
      line: 1,
      pairs: pairs.map(([field, value], i) => ({ field: field as 'age', label: field, value, line: i + 2 })),
      prose: prose.map((text, i) => ({ text, line: i + 20 })),
    },
    [],
    ENGLISH,
  ).characters.map((l) => `${l.line} ${l.text}`);

describe('an age as the author wrote it', () => {
  it('is the leading number, in digits or words of any case', () => {
    const ages = ['41 (21 in 1869)', 'Forty-one', 'forty one', 'Forty-One', 'died aged 46', 'Twenty', 'twenty-two'];
    expect(
      entryOf(
        ages.map((a) => ['age', a]),
        [],
      ).slice(1),
    ).toEqual([
      '2 - age: 41',
      '3 - age: 41',
      '4 - age: 41',
      '5 - age: 41',
      '6 - age: 46',
      '7 - age: 20',
      '8 - age: 22',
    ]);
  });

  it('keeps the first of a range, and a hedge, a decade or a question mark as written', () => {
    const ages = ['sixty-seventy', 'about sixty', 'about 40', '40s', '103 (a great age)', '?', 'seven'];
    expect(
      entryOf(
        ages.map((a) => ['age', a]),
        [],
      ).slice(1),
    ).toEqual([
      '2 - age: 60',
      '3 - age: about sixty',
      '4 - age: about 40',
      '5 - age: 40s',
      '6 - age: 103',
      '7 - age: ?',
      '8 - age: 7',
    ]);
  });
});

describe('the prose of a record', () => {
  it('is each sentence a line, a blank line none, and a terse list of fragments each a line', () => {
    expect(
      entryOf(
        [],
        [
          '   Walks with a stick.   Never married.',
          '',
          'Sixty-three, white hair, brown eyes.',
          'Lives at No. 4 Quay Row.',
        ],
      ).slice(1),
    ).toEqual([
      '20 - Walks with a stick',
      '20 - Never married',
      '22 - Sixty-three',
      '22 - white hair',
      '22 - brown eyes',
      '23 - Lives at No. 4 Quay Row',
    ]);
  });

  it('keeps a death said of them: by their name, a pronoun, no subject, or no name first', () => {
    expect(
      entryOf(
        [],
        [
          'Dead before the story opens.',
          'She died in 1880!',
          'Mara died in 1880.',
          'Voss died in 1880.',
          'The Captain died 1889.',
          'shot dead by Rose in 1889.',
          '1880: died.',
          '(Died 1887.)',
        ],
      ).slice(1),
    ).toEqual([
      '20 - Dead before the story opens',
      '21 - She died in 1880!',
      '22 - Mara died in 1880',
      '23 - Voss died in 1880',
      '24 - The Captain died 1889',
      '25 - shot dead by Rose in 1889',
      '26 - 1880: died',
      '27 - (Died 1887.)',
    ]);
  });

  it('drops a death said of someone else, in quotes or bold too', () => {
    expect(
      entryOf(
        [],
        [
          'His mother died of fever.',
          '“Rose died young,” Mara told the inspector.',
          'Rose died in 1889.',
          '**Rose** died in 1889.',
          "Bell's daughter died in 1890.",
          'Their son drowned in 1870.',
          'Dr Hale died 1889.',
        ],
      ),
    ).toEqual(['1 ### Mara Voss']);
  });
});
