import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Attributes as a story in any tense tells them (issue 29): a colour with a light between the feature and its verb,
 * a hair style only long hair takes after a cut, an age a speaker gives with no tag beside it, a scar's side told
 * through the part it crosses. Short texts written for these tests, each with traps that must stay quiet.
 */

const attributes = (chapters: Record<string, string>, bible = ''): Finding[] =>
  checkAttributes(manuscriptOf(chapters, bible), ENGLISH).findings;
const where = (found: Finding[]) => found.map((f) => `${f.file}:${f.line}`);

describe('eyes with a light or a moment between the feature and its verb', () => {
  const before = 'Ottilie Varga came down to the quay. Ottilie had grey eyes.';
  const later = (sentence: string) => chaptersOf(before, `Ottilie Varga sat by the stove. ${sentence}`);

  it('reads the colour after the verb, in any tense', () => {
    for (const said of [
      'Her eyes in the lamplight are green, almost gold.',
      'Her eyes, in this light, were blue.',
      'Her eyes now were brown.',
      'Her eyes under the brim of the hat are hazel.',
    ])
      expect(where(attributes(later(said))), said).toEqual(['chapter_02.md:3']);
  });

  it('is quiet on the same colour, on a picture of the eyes, and on eyes red from the smoke', () => {
    for (const said of [
      'Her eyes in the lamplight are grey, almost silver.',
      'Her eyes in the old photograph were dark.',
      'Her eyes in the smoke were red.',
      'Her eyes in the photograph were brown.',
    ])
      expect(attributes(later(said)), said).toEqual([]);
  });
});

describe('a hair style only long hair takes, after a cut', () => {
  const cut = 'Ottilie Varga sat on the chair and the barber cut her hair short.';
  const later = (sentence: string) => chaptersOf(cut, `Ottilie Varga is at the desk. ${sentence}`);

  it('is a slip whether the style names the owner before the hair or after it', () => {
    for (const said of [
      'The light lies along the dark knot of hair pinned at the nape of her neck.',
      'She pushes a pin into the bun of hair on top of her head.',
      'Her hair is pinned up, as it always was.',
      'Her hair falls to her waist.',
      'Her hair is in a thick plait tonight.',
    ])
      expect(where(attributes(later(said))), said).toEqual(['chapter_02.md:3']);
  });

  it('is quiet on short hair, on hair told growing out or a wig, and on another woman’s knot', () => {
    for (const said of [
      'The light lies along the short dark hair at the nape of her neck.',
      'Her hair has grown out since the summer and is pinned up again.',
      'She wears a wig, its hair pinned up in a knot.',
      'Across the room Maud Pell stands with a knot of hair at the nape of her neck.',
    ])
      expect(attributes(later(said)), said).toEqual([]);
  });

  it('keeps a cut told under one name for the same woman under another ("Miss Varga")', () => {
    const found = attributes(
      chaptersOf(
        'Ottilie Varga sat down. She was calm. Ottilie Varga laughed.',
        'Miss Varga sat on the chair and the barber cut her hair short.',
        'Ottilie Varga is at the desk. The lamp shows the knot of hair at the nape of her neck.',
      ),
    );
    expect(where(found)).toEqual(['chapter_03.md:3']);
  });
});

describe('an age a speaker gives with no tag in the sentence', () => {
  const first = 'Ivo Brand came in. He was fifty-eight.';
  const spoken = (paragraph: string) => chaptersOf(first, paragraph);

  it('is the speaker’s whom the paragraph’s narration names, not the one spoken to', () => {
    for (const said of [
      '"Evan found him." Ivo Brand shuts the book. "I am sixty-three years old, Hallam, and I have lost two men."',
      'Ivo Brand laughs. "I am seventy, Nell, do you think I care?"',
      '"Sit down." Ivo Brand pours the tea. "I\'m sixty-four, Hallam."',
      '"Good. I\'m not." Ivo Brand sat down at the table, one hand on the cane. "I\'m seventy-six years old, Nell, and I have never climbed it."',
    ])
      expect(where(attributes(spoken(said))), said).toEqual(['chapter_02.md:3']);
  });

  it('is nobody’s when another may be speaking', () => {
    for (const said of [
      '"I\'m sixty," she says, and Ivo Brand laughs.',
      'Nell Hallam looks at Ivo Brand. "I am sixty-six," she says.',
      'Nell Hallam pours the tea. "I am sixty-six, Ivo Brand."',
    ])
      expect(attributes(spoken(said)), said).toEqual([]);
  });
});

describe('a scar’s side told through the part it crosses', () => {
  const first = 'Ivo Brand stood at the door. Ivo had a scar through his left eyebrow.';
  const later = (sentence: string) => chaptersOf(first, `Ivo Brand read the letter. ${sentence}`);

  it('is held to the side first given', () => {
    for (const said of [
      'He touches his right eyebrow, the one the scar goes through, and frowns.',
      'His scarred right eyebrow went up.',
      'He rubs his right eyebrow, where the scar is.',
    ])
      expect(where(attributes(later(said))), said).toEqual(['chapter_02.md:3']);
  });

  it('is quiet on the same side, and on the other part named as the one without it', () => {
    for (const said of [
      'He touches his left eyebrow, the one the scar goes through.',
      'He rubbed his right eyebrow, the one without the scar.',
      'His scarred eyebrow went up.',
    ])
      expect(attributes(later(said)), said).toEqual([]);
  });
});

describe('a scar told after the part the sentence opens on', () => {
  const first = (sentence: string) => `Teo Marsh came up the towpath. ${sentence}`;
  const later = (opening: string, sentence: string) =>
    chaptersOf(first(opening), `Teo Marsh tied up the boat. ${sentence}`);

  it('holds the mark to that side', () => {
    for (const opening of [
      'On his left hand, across the back of it, there is a white scar where the chain caught him.',
      'Across the back of his left hand there was a long scar.',
      'On his left hand he has a small tattoo of an anchor.',
    ]) {
      const mark = opening.includes('tattoo') ? 'tattoo' : 'scar';
      const found = attributes(later(opening, `He lifts his right hand, the one with the ${mark} on it.`));
      expect(where(found), opening).toEqual(['chapter_02.md:3']);
    }
  });

  it('is quiet on the same side, and on a mark with no side', () => {
    const opening = 'On his left hand, across the back of it, there is a white scar.';
    expect(attributes(later(opening, 'He lifts his left hand, the one with the scar on it.'))).toEqual([]);
    expect(
      attributes(later('On his hand there is a white scar.', 'He lifts his right hand, the one with the scar on it.')),
    ).toEqual([]);
  });
});

describe('eyes given by a verb of having or a colour before them, in any tense and person', () => {
  const later = (sentence: string) =>
    chaptersOf('Ottilie Varga came down to the quay. Ottilie had grey eyes.', `Ottilie Varga came in. ${sentence}`);

  it('gives the subject the colour', () => {
    for (const said of [
      'She has green eyes.',
      "She's got green eyes.",
      'The clerk saw that she had green eyes.',
      'She smiled, and he could not stop looking at the green of her eyes.',
      'She is green-eyed and tall.',
    ])
      expect(where(attributes(later(said))), said).toEqual(['chapter_02.md:3']);
    expect(
      where(attributes(chaptersOf('Ottilie Varga had grey eyes.', 'Ottilie Varga has green eyes and a quick laugh.'))),
    ).toEqual(['chapter_02.md:3']);
  });

  it('is quiet on eyes she only saw, on an unnamed woman’s, and on another’s she has', () => {
    for (const said of [
      'She had never seen such green eyes.',
      'She looked at the woman. She had green eyes.',
      'Her daughter’s eyes were green.',
      'She had the green of the sea in her mind.',
    ])
      expect(attributes(later(said)), said).toEqual([]);
  });
});

describe('hair colour as a relative clause, a "shock of", or a colour straight after it', () => {
  const later = (sentence: string) =>
    chaptersOf('Ottilie Varga came down to the quay. Ottilie had black hair.', `Ottilie Varga came in. ${sentence}`);

  it('is read as said of her hair', () => {
    for (const said of [
      'She smiled. Her hair, which is red, was tied back.',
      'She smiled. She had a shock of red hair.',
      'She smiled, her hair red under the lamp.',
    ])
      expect(where(attributes(later(said))), said).toEqual(['chapter_02.md:3']);
  });

  it('is quiet on hair black still, and on a word after it that is no colour', () => {
    for (const said of [
      'She smiled, her hair black under the lamp.',
      'She smiled, her hair wet under the lamp.',
      'She smiled. Her hair, which was black, was tied back.',
    ])
      expect(attributes(later(said)), said).toEqual([]);
  });
});

describe('ages in the forms narration gives them', () => {
  const later = (first: string, sentence: string) =>
    chaptersOf(`Ivo Brand came in. He smiled. ${first}`, `Ivo Brand came in. He smiled. ${sentence}`);

  it('reads a contraction, "years of age", an age before its pronoun or set off by commas, and one "and" goes on from', () => {
    for (const said of [
      "He's sixty-three.",
      'He was sixty-three years of age.',
      'At sixty-three he still climbed every day.',
      'Now sixty-three, he still climbs the hill.',
      'Sixty-three years old, and he still climbs the hill.',
      'Ivo, at sixty-three, still climbs the hill.',
      'Ivo is sixty-three and has never married.',
    ])
      expect(where(attributes(later('He was fifty-eight.', said))), said).toEqual(['chapter_02.md:3']);
  });

  it('holds a span of years ("in his late fifties") against a number and against another span', () => {
    for (const [first, said] of [
      ['He was fifty-eight.', 'He is in his late sixties.'],
      ['He was fifty-eight.', 'Ivo, in his early sixties, sat down.'],
      ['He is in his fifties.', 'He is sixty-three.'],
      ['He is in his fifties.', 'He is in his late sixties.'],
    ] as const)
      expect(where(attributes(later(first, said))), said).toEqual(['chapter_02.md:3']);
  });

  it('is quiet on an age that fits, a guess, a look, another time, another person, and a clock', () => {
    for (const [first, said] of [
      ['He is in his fifties.', 'He is fifty-eight.'],
      ['He was fifty-eight.', 'He is in his late fifties.'],
      ['He was fifty-eight.', 'He looks to be in his sixties.'],
      ['He was fifty-eight.', 'He looked sixty-three in the lamplight.'],
      ['He was fifty-eight.', 'He married a woman in her sixties.'],
      ['He was fifty-eight.', 'When he was in his sixties he would climb.'],
      ['He was fifty-eight.', 'He was sixty-three when he first came up the hill.'],
      ['He was fifty-eight.', 'At ten he woke and went down.'],
      ['He was fifty-eight.', 'He was two and a half hours late.'],
      ['He was fifty-eight.', 'At sixty-three he had still climbed every day, they said.'],
      ['He was fifty-eight.', 'At eighteen he joined the army.'],
      ['He was fifty-eight.', 'Aged twenty, he went to sea.'],
      ['He was fifty-eight.', 'Ivo, at eighteen, joined the army.'],
    ] as const)
      expect(attributes(later(first, said)), said).toEqual([]);
  });
});

describe('an age given roughly ("a man of about sixty")', () => {
  const later = (first: string, sentence: string) =>
    chaptersOf(`Ivo Brand came in. He smiled. ${first}`, `Ivo Brand came in. He smiled. ${sentence}`);

  it('allows the years the word allows, and no more', () => {
    expect(attributes(later('He was a man of about sixty.', 'He is sixty-three.'))).toEqual([]);
    expect(attributes(later('He was a man of nearly sixty.', 'He is fifty-eight.'))).toEqual([]);
    expect(where(attributes(later('He was a man of nearly sixty.', 'He is sixty-three.')))).toEqual([
      'chapter_02.md:3',
    ]);
    expect(where(attributes(later('He was a man of about sixty.', 'He is seventy.')))).toEqual(['chapter_02.md:3']);
    expect(where(attributes(later('He was a man of nearly sixty.', 'He is sixty-one.')))).toEqual(['chapter_02.md:3']);
  });
});

describe('a "with" phrase after another person', () => {
  it('is that person’s, unless a comma sets the person off as the subject', () => {
    const cut = 'Ottilie Varga sat on the chair and the barber cut her hair short.';
    expect(
      attributes(
        chaptersOf(cut, 'Ottilie Varga looked up at the window, and there was a woman in it with long hair, reading.'),
      ),
    ).toEqual([]);
    expect(
      where(attributes(chaptersOf(cut, 'Ottilie Varga is on the step already, a thin woman with long hair.'))),
    ).toEqual(['chapter_02.md:3']);
  });
});

describe('a mark’s side the bible gives', () => {
  const later = (sentence: string) => chaptersOf(`Ivo Brand read the letter. ${sentence}`);

  it('is held against the text in the bible’s dialects: prose, a key and value, a table', () => {
    for (const bible of [
      '# Bible\n\n## Characters\n\n### Ivo Brand\nA doctor with an old white scar through his LEFT eyebrow.\n',
      '# Bible\n\n## Characters\n\n- **Ivo Brand**\n  - mark: scar, left eyebrow\n',
      '# Bible\n\n## Characters\n\n| Name | Marks |\n|---|---|\n| Ivo Brand | left eyebrow: a white scar |\n',
    ]) {
      const found = attributes(later('He touches his right eyebrow, the one the scar goes through.'), bible);
      expect(
        found.map((f) => [f.file, f.line, f.against?.file]),
        bible,
      ).toEqual([['chapter_01.md', 3, 'bible.md']]);
      expect(attributes(later('He touches his left eyebrow, the one the scar goes through.'), bible), bible).toEqual(
        [],
      );
    }
  });

  it('is quiet on a mark of another kind or on another part', () => {
    const bible = '# Bible\n\n## Characters\n\n### Ivo Brand\nA scar on his chin and a tattoo on his left arm.\n';
    expect(attributes(later('He rubbed the scar on his right arm.'), bible)).toEqual([]);
    expect(attributes(later('He rubbed the scar on his right hand.'), bible)).toEqual([]);
  });
});

describe('a year of birth, with the year the story is set in', () => {
  const book = (first: string, sentence: string) =>
    chaptersOf(`Ivo Brand came in. He smiled. ${first}`, `Ivo Brand came in. He smiled. ${sentence}`);

  it('is an age held against the others', () => {
    for (const said of ['Ivo Brand was born in 1840.', 'Ivo Brand, born 1840, sat down.'])
      expect(
        attributes(book('It was the autumn of 1903. He was fifty-eight.', said)).map((f) => [f.line, f.message]),
        said,
      ).toEqual([
        [3, 'Ivo Brand\'s age is "62 or 63: born 1840, the story in 1903" here; chapter_01.md:3 says "fifty-eight"'],
      ]);
  });

  it('is quiet when it fits, and when the story names no year or years apart', () => {
    expect(
      attributes(book('It was the autumn of 1903. He was fifty-eight.', 'Ivo Brand was born in April 1845.')),
    ).toEqual([]);
    expect(attributes(book('He was fifty-eight.', 'Ivo Brand was born in 1840.'))).toEqual([]);
    expect(
      attributes(
        book('It was the autumn of 1903. He was fifty-eight. In 1950 the house fell.', 'Ivo Brand was born in 1840.'),
      ),
    ).toEqual([]);
  });
});

describe('a first age the next two contradict', () => {
  it('is the slip, not the two that agree', () => {
    const found = attributes(
      chaptersOf(
        'Ivo Brand came in. He smiled. He was sixty-three.',
        'Ivo Brand came in. He smiled. He was fifty-eight.',
        'Ivo Brand came in. He smiled. He was fifty-eight years old.',
      ),
    );
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_01.md:3']);
  });

  it('reads an age after a name and "himself"', () => {
    const found = attributes(
      chaptersOf(
        'Ivo Brand himself was a man of fifty-three, long in the arm.',
        'Ivo Brand came in. He smiled. He was sixty.',
      ),
    );
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_02.md:3']);
  });
});

describe('a limp, a missing finger and a tattoo keep their sides', () => {
  const two = (first: string, later: string) =>
    attributes(chaptersOf(`Ivo Brand came in. He smiled. ${first}`, `Ivo Brand came in. He smiled. ${later}`));

  it('is a slip on the other side, however the side is told', () => {
    for (const [first, later] of [
      ['He limps on his left leg.', 'He was favouring his right knee.'],
      ['He came with a stick and a limp in his right leg.', 'He sat with his stiff left leg stretched out.'],
      ['He rubbed his bad left knee.', 'He rubbed his bad right knee.'],
      [
        'He came down with the cane taking the weight off his right hip.',
        'He walked slowly with the cane and his stiff left leg.',
      ],
      ['He had a missing finger on his left hand.', 'There were two fingers missing from his right hand.'],
      ['He had an anchor tattooed on his left forearm.', 'The anchor tattoo on his right forearm was faded.'],
    ] as const)
      expect(where(two(first, later)), later).toEqual(['chapter_02.md:3']);
  });

  it('is quiet on the same side, and on a foot or a leg used or tired', () => {
    for (const [first, later] of [
      ['He limps on his left leg.', 'He limped on his left leg.'],
      ['He came with a stick and a limp in his right leg.', 'He sat with his stiff right leg stretched out.'],
      ['He limps on his left leg.', 'He kicked the door with his right foot.'],
      ['He limps on his left leg.', 'His right leg was stiff from kneeling.'],
      ['He had a missing finger on his left hand.', 'He held the cup in his right hand.'],
    ] as const)
      expect(two(first, later), later).toEqual([]);
  });
});

describe('an "-eyed" epithet before the person it names', () => {
  const later = (sentence: string) => chaptersOf('Huw Jenkins came in. Huw had grey eyes.', sentence);

  it('is that person’s, through the noun it makes them', () => {
    for (const said of [
      'The green-eyed boy, Huw Jenkins, came in.',
      'The green-eyed young pilot, Huw Jenkins, came in.',
    ])
      expect(where(attributes(later(said))), said).toEqual(['chapter_02.md:3']);
  });

  it('is nobody’s when the person stands beside them', () => {
    expect(attributes(later('The green-eyed boy beside Huw Jenkins came in.'))).toEqual([]);
    expect(attributes(later('The green-eyed man Huw Jenkins had met at the market came in.'))).toEqual([]);
  });
});

describe('ages that belong to another time or another person', () => {
  it('is quiet on "had been in his fifties" (the past before the story)', () => {
    const found = attributes(
      chaptersOf(
        'Gus Lind came in. He smiled. He was eighty-three.',
        'Gus Lind had been waiting at the tower. He had been in his fifties then and enormous.',
        'Gus Lind came in. He smiled. He had been in his fifties and enormous, with a black beard.',
      ),
    );
    expect(found).toEqual([]);
  });

  it('is nobody’s when one whose gender the text never told was named since the last who fits', () => {
    const found = attributes(
      chaptersOf(
        'Hunter Becker came in. He smiled. He was thirty-eight.',
        'Sergeant Kowalski was on the dock when they came alongside. Kowalski caught the line Hunter Becker threw and made it off. He was a slow man of fifty-two.',
      ),
    );
    expect(found).toEqual([]);
  });
});

describe('an age in a line of speech alone, in an exchange of two', () => {
  const exchange = (...lines: string[]) =>
    attributes(chaptersOf('Ivo Brand came in. He smiled. He was fifty-eight.', lines.join('\n\n')));
  const opening = [
    '"How old are you, Ivo?" Nell Hallam asked.',
    '"Why do you want to know?" Ivo Brand said.',
    '"Humour me."',
  ];

  it('is the speaker’s whose turn it is', () => {
    expect(where(exchange(...opening, '"I\'m sixty-three."'))).toEqual(['chapter_02.md:9']);
  });

  it('is nobody’s when the line speaks to them, or a paragraph of narration broke the turns', () => {
    expect(exchange(...opening, '"I\'m sixty-three, Ivo."')).toEqual([]);
    expect(exchange(...opening, 'The kettle boiled over.', '"I\'m sixty-three."')).toEqual([]);
  });
});

describe('dark hair', () => {
  const later = (sentence: string) =>
    chaptersOf('Marta Szabo came in. Marta had copper-red hair.', `Marta Szabo came in. She smiled. ${sentence}`);

  it('is brown or black, so not red', () => {
    for (const said of ['Her dark hair was pinned back.', 'Her hair, dark and wet, hung down.'])
      expect(where(attributes(later(said))), said).toEqual(['chapter_02.md:3']);
    expect(
      attributes(chaptersOf('Marta Szabo had black hair.', 'Marta Szabo came in. Her dark hair was pinned back.')),
    ).toEqual([]);
  });

  it('is no colour when it is wet or in shade, or when "dark" is said of something else', () => {
    for (const said of [
      'Her hair was dark with rain.',
      'Her hair was dark in the shadow of the porch.',
      'Her hair, the dark sea behind her, blew.',
    ])
      expect(attributes(later(said)), said).toEqual([]);
  });
});
