import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Looks and ages as people write them when they have not read the rules
 * (issue 29, the second recall round): said through a pronoun a sentence
 * after the name, in a "with" phrase, after "whose", as "the colour of",
 * "a man of fifty-eight", "she'd turned forty"; hair cut and then long again.
 * Each rule has its quiet counterpart. Texts written for these tests.
 */

const at = (findings: Finding[]) => findings.map((f) => `${f.category} ${f.file}:${f.line}`);

describe('a look said through a pronoun, or in the shapes writers use', () => {
  it('gives "His blue eyes" two sentences after the name to him, and reports his brown eyes later', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Piet Varga came in from the rain. He shook out his coat by the stove. His blue eyes were wet.',
        'Piet Varga sat down at last. He said nothing for a while. His brown eyes closed.',
      ),
    );
    expect(at(checkAttributes(m, ENGLISH).findings)).toEqual(['attribute chapter_02.md:3']);
  });

  it('gives a "with" phrase its colour after "of a" even when a possessive stands in the phrase before it', () => {
    expect(
      attributesOf(
        'Piet Varga is on the step already, a thin man with grey hair cut close to his skull and eyes of a blue so pale they look washed.',
      ),
    ).toContain('Piet Varga eyes blue');
  });

  it('reads "eyes the colour of slate", "whose eyes were green" and "a hazel-eyed girl" after the name', () => {
    expect(attributesOf('Lise Amber had eyes the colour of slate.')).toEqual(['Lise Amber eyes grey']);
    expect(attributesOf('Lise Amber came in. Lise Amber, whose eyes were green, sat by the fire.')).toEqual([
      'Lise Amber eyes green',
    ]);
    expect(attributesOf('Lise Amber was a hazel-eyed girl from the mill.')).toEqual(['Lise Amber eyes hazel']);
    expect(attributesOf('Lise Amber came in. She was a hazel-eyed girl from the mill.')).toEqual([
      'Lise Amber eyes hazel',
    ]);
  });

  it('reads "Hope Calloway, blue-haired, in a borrowed skirt" as hers', () => {
    expect(attributesOf('Hope Calloway came in. Hope Calloway, blue-haired, in a borrowed skirt, sat down.')).toEqual([
      'Hope Calloway hair blue',
    ]);
  });

  it('reads a diary entry set as a quote under its date as the narrator’s telling, and a quoted letter not', () => {
    const entry = (head: string) =>
      attributesOf(
        `Tam Tregarne came in. Tam Tregarne sat.\n\n> ${head} Tam Tregarne came across at first light. He is forty-one, and tired.`,
      );
    expect(entry('*Thursday 12 November 1908.*')).toEqual(['Tam Tregarne age 41']);
    expect(entry('*My dear Kate,*')).toEqual([]);
  });

  it('reads "They are the same washed blue" after a sentence about her eyes, and a colour after "the bright, washed"', () => {
    expect(
      attributesOf(
        "Lena Albright came in. Lena Albright's eyes are very bright. They are the same washed blue as ever.",
      ),
    ).toEqual(['Lena Albright eyes blue']);
    expect(attributesOf('Lena Albright came in. Her eyes are the bright, washed blue of a sky after snow.')).toEqual([
      'Lena Albright eyes blue',
    ]);
  });

  it('keeps "They" to eyes just said, and eyes "on the blue sea" to no colour', () => {
    expect(
      attributesOf("Lena Albright came in. Lena Albright's eyes are bright. She sat. They were blue with cold."),
    ).toEqual([]);
    expect(attributesOf('Lena Albright came in. Her eyes were on the blue sea.')).toEqual([]);
  });

  it('does not take eyes red from weeping for their colour', () => {
    const m = manuscriptOf(
      chaptersOf('Lise Amber came in. Her green eyes were tired.', 'Lise Amber wept all night. Her eyes were red.'),
    );
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
    // Red eyes of a colour said before are still that colour: "brown eyes were red from the smoke" is brown.
    expect(attributesOf("Tomas Hale came in. Tomas Hale's brown eyes were red from the smoke.")).toEqual([
      'Tomas Hale eyes brown',
    ]);
  });

  it('gives "Her hair" after "The woman beside Wren smiled." to the woman, not to Wren', () => {
    const m = manuscriptOf(
      chaptersOf(
        'The woman beside Wren Hale smiled. Her hair was white.',
        "Wren Hale laughed at that. Wren's black hair fell loose.",
      ),
    );
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
    // With no newcomer the same "Her" is Wren's, and the later black is reported.
    const named = manuscriptOf(
      chaptersOf(
        'Wren Hale smiled at the door. Her hair was white.',
        "Wren Hale laughed at that. Wren's black hair fell loose.",
      ),
    );
    expect(at(checkAttributes(named, ENGLISH).findings)).toEqual(['attribute chapter_02.md:3']);
  });

  it('gives a pronoun opening a sentence to the last sentence’s subject before a name said in passing', () => {
    expect(
      attributesOf(
        'Nell Tregarne ran in. She laughed.\n\nMrs. Pascoe called on Sunday, as Nell Tregarne had said she would. She was a tall woman of sixty-three.',
      ),
    ).toEqual(['Mrs. Pascoe age 63']);
  });
});

describe('an age in the shapes writers use', () => {
  it('reads "a man of fifty-eight" describing the sentence’s subject, and "he’d turned", "she was … that spring"', () => {
    expect(attributesOf('Piet Varga is on the step already, a short square man of fifty-eight.')).toEqual([
      'Piet Varga age 58',
    ]);
    expect(attributesOf('Lise Amber came in. Lise Amber, a girl of twelve, ran ahead.')).toEqual(['Lise Amber age 12']);
    expect(attributesOf("Piet Varga sat by the stove. He'd turned forty in January.")).toEqual(['Piet Varga age 40']);
    const m = manuscriptOf(
      chaptersOf('Lise Amber, a girl of twelve, ran ahead.', 'Lise Amber was nineteen that spring, and tall.'),
    );
    expect(at(checkAttributes(m, ENGLISH).findings)).toEqual(['attribute chapter_02.md:3']);
  });

  it('does not give the age of a man described after someone else, nor one of another man’s gender', () => {
    expect(attributesOf('Lise Amber watched the stranger, a man of sixty, cross the square.')).toEqual([]);
    expect(attributesOf('Lise Amber came in. She was at the door, a man of sixty.')).toEqual([]);
    expect(attributesOf('Lise Amber came in. She smiled. Lise Amber is at the gate, a man of sixty.')).toEqual([]);
  });

  it('leaves an age of another time out ("who was thirty-five then")', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Bill Moss is at the gate. He is sixty-one, a broad slow man.',
        'I think of that summer, and Bill Moss, who was thirty-five then and had a black beard.',
      ),
    );
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
    const now = manuscriptOf(
      chaptersOf(
        'Bill Moss is at the gate. He is sixty-one, a broad slow man.',
        'Bill Moss, who was thirty-five, waved.',
      ),
    );
    expect(at(checkAttributes(now, ENGLISH).findings)).toEqual(['attribute chapter_02.md:3']);
  });
});

describe('hair cut short does not grow back in a page', () => {
  it('reports a long plait after a cut the text told', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Faith Oduya came in late. She had cut her hair short that morning with the kitchen scissors.',
        'Faith Oduya stood at the gate, her long black plait down her back.',
      ),
    );
    const { findings } = checkAttributes(m, ENGLISH);
    expect(at(findings)).toEqual(['attribute chapter_02.md:3']);
    expect(findings[0]?.against).toMatchObject({ file: 'chapter_01.md', line: 3 });
  });

  it('reports long hair after the text called it short, less surely', () => {
    const m = manuscriptOf(
      chaptersOf(
        "Faith Oduya waited. Faith's short black hair blew about.",
        'Faith Oduya waited, with long hair loose.',
      ),
    );
    expect(checkAttributes(m, ENGLISH).findings.map((f) => f.confidence)).toEqual([0.65]);
  });

  it('keeps quiet on long then short (a haircut not told), on hair grown back, and on long hair of another time', () => {
    const quiet = [
      ["Faith Oduya waited. Faith's long hair blew about.", "Faith Oduya waited. Faith's short hair blew about."],
      [
        'Faith Oduya came in. She had cut her hair short that morning.',
        'Faith Oduya laughed. Her hair had grown out again over the winter.',
        'Faith Oduya stood there, her long plait down her back.',
      ],
      [
        'Faith Oduya came in. She had cut her hair short that morning.',
        'Faith Oduya sat. Her hair had been long once.',
      ],
    ];
    for (const texts of quiet)
      expect(checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings).toEqual([]);
  });
});

describe('a surname two of the cast share', () => {
  it('gives the pronouns after "Bell stood" to no one, when Kit Bell and Daniel Bell are both in the book', () => {
    const text =
      'Daniel Bell kept the lock.\n\nKit Bell ran ahead of the cart. He was ten.\n\nBell stood at the back door. He would have to go. He was fifty-three years old.';
    expect(attributesOf(text)).toEqual(['Kit Bell age 10']);
  });
});
