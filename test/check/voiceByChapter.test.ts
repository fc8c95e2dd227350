import { describe, expect, it } from 'vitest';
import { checkVoice, narratorFromSpeech } from '../../src/check/checks/voice.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { memoryMarked } from '../../src/check/text.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Voice by chapter: a book whose narrators alternate (first person present,
 * then third person past) holds each chapter to its own majority; a present
 * paragraph in a past chapter is a slip when the narrator senses or acts in it
 * now, and a general truth or an aside when not; the narrator's pet name and
 * full name are one narrator.
 */

const voice = (files: Record<string, string>) =>
  checkVoice(manuscriptOf(files), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.category}`);

const FIRST_PRESENT = [
  'I walk the rows before the pickers come. I count the bins at the end of each row. I write the number in the book.',
  'The kettle boils at six. I pour the tea and I carry it out to the shed. I sit on the step and watch the river.',
  'At noon I go up to the house. I find the doctor on the verandah. I tell her the news and she nods.',
  'In the afternoon I work the tally table. I check each ticket. I pay the pickers at five.',
];

const THIRD_PAST = [
  'Frank walked the bottom block at dusk. He counted the trees still to pick. He wrote the number on his hand.',
  'He went up the hill to the cottage. He lit the lamp and he sat by the stove. He ate his supper slowly.',
  'The rain came in the night. He heard it on the iron roof. He got up and he closed the window.',
  'In the morning he mended the ladder. He carried it down to the shed. He left it by the door.',
];

const chapter = (n: string, paragraphs: string[], at: number, slip: string) => {
  const ps = [...paragraphs];
  ps.splice(at, 0, slip);
  return `# ${n}\n\n${ps.join('\n\n')}\n`;
};

describe('narrators that alternate by chapter', () => {
  const book = (ch2Slip: string, ch3Slip: string) => ({
    'chapter_01.md': chapter('One', FIRST_PRESENT, 2, FIRST_PRESENT[0] as string),
    'chapter_02.md': chapter('Two', THIRD_PAST, 2, ch2Slip),
    'chapter_03.md': chapter('Three', FIRST_PRESENT, 2, ch3Slip),
    'chapter_04.md': chapter('Four', THIRD_PAST, 2, THIRD_PAST[1] as string),
  });

  it('finds "I" in a third-person chapter and the past in a first-person present chapter', () => {
    const found = voice(
      book(
        'I walked the top block after dark. I counted the bins twice. I did not trust a number I had not walked.',
        'In the mornings I walked the rows with him. I stopped at the end of each row. I wrote it all down in the book.',
      ),
    );
    expect(found).toEqual(['chapter_02.md:7 pov', 'chapter_03.md:7 tense']);
  });

  it('is quiet on memories in the present chapter and on each chapter told its own way', () => {
    for (const memory of [
      'When I was nine, my father took me down to see the frost. I stood beside him in the cold. He said nothing for a long time.',
      'I remember the winter Mum died. I stayed in my room for a week. Nobody made me come down.',
      'Years ago we picked these rows by hand. I carried the bins on my back. I was nine.',
    ])
      expect(voice(book(THIRD_PAST[3] as string, memory)), memory).toEqual([]);
  });
});

describe('a present paragraph in a past chapter', () => {
  const PAST = [
    'I went down to the yard after school. I found the gate open. I walked along the staging to the loft.',
    'Danny was already at the bench. He looked up and he nodded at me. I took my coat off and I hung it on the nail.',
    'We worked until the light went. I sanded the thwart. He planed the edge of the board.',
    'At six I walked home along the sea wall. I ate my supper and I went to bed.',
  ];
  const book = (line: string) => ({ 'chapter_01.md': chapter('One', PAST, 2, line) });

  it('is a slip when the narrator senses or does in it, now', () => {
    for (const line of [
      'It comes up slowly and then all at once. The mud goes silver and then black. I can hear the water under the staging.',
      'The boats lift on their moorings. The gulls go quiet. I stand at the rail and watch the flood come in.',
    ])
      expect(voice(book(line)), line).toEqual(['chapter_01.md:7 tense']);
  });

  it('is quiet on a general truth and on the narrator writing now', () => {
    for (const line of [
      'The tide comes in twice a day here. The mud goes silver at the turn. The creek fills from the bottom.',
      'I still have the photograph. It stands on my desk as I write this. I look at it most days.',
      'Whenever I smell linseed I see the loft again. I stand at the bench and I hear him singing.',
    ])
      expect(voice(book(line)), line).toEqual([]);
  });
});

describe('the narrator by a pet name and a full name', () => {
  it('takes "Addy" and "Adela Rook" for one narrator, and finds her named in the third person', () => {
    const files = {
      'chapter_01.md': [
        '# One',
        '"Addy," Sunny said. "Come and look." I went and looked. I saw the boat under the sheet. I lifted the edge of it.',
        '"Oh, Addy," she said. I did not answer her. I put the sheet back and I stood there a while.',
        '"Adela Rook?" the sergeant said. "Miss Rook, sit down." I sat down. I told him about the key.',
        '"Thank you, Miss Rook." He wrote it down. I went home along the wall. "Night, Addy," Sunny called. I made the tea.',
      ].join('\n\n'),
      'chapter_02.md': [
        '# Two',
        'I went up to the loft in the morning. I found the tools where he had left them. I sharpened the plane.',
        'Addy went upstairs. She stood in front of the mirror for a long time, turning her head. Then she went to bed.',
        'In the morning I walked to school. I sat at the back. I did not hear a word of the lesson.',
      ].join('\n\n'),
    };
    const m = manuscriptOf(files);
    const narrator = narratorFromSpeech(m, readFacts(m, ENGLISH).cast, ENGLISH);
    expect([...(narrator?.forms ?? [])].map((c) => c.name)).toEqual(expect.arrayContaining(['Adela Rook']));
    expect(voice(files)).toEqual(['chapter_02.md:5 pov']);
  });
});

describe('an age of another time marks a memory only where it opens a clause', () => {
  const marked = (s: string) => memoryMarked(s, ENGLISH);
  it('reads "When I was nine, …" as a memory, in any clause it opens', () => {
    expect(marked('When I was nine, Dad took me down to the bottom rows.')).toBe(true);
    expect(marked('Dad took me down to the river, when I was a little girl, to see the eels.')).toBe(true);
    expect(marked('And when we were small we slept in the loft.')).toBe(true);
  });
  it('reads none in a clause that only dates a thing, or in a count of time', () => {
    expect(marked('He shows me the tree Hal fell out of when he was seven and broke his arm.')).toBe(false);
    expect(marked('When I was ten minutes from home, the rain started.')).toBe(false);
  });
});

describe('a third-person past book: a remembered "I" and a scene told in the present', () => {
  const past = (slip: string) => ({
    'chapter_01.md': `# One\n\n${THIRD_PAST.join('\n\n')}\n`,
    'chapter_02.md': `# Two\n\n${[...THIRD_PAST.slice(0, 2), slip, ...THIRD_PAST.slice(2)].join('\n\n')}\n`,
  });

  it('reports a paragraph told by "I" though it remembers, since a memory keeps the narrator’s person', () => {
    for (const slip of [
      'I ran down to the boat, and I remember thinking that Frank would have done the same. I untied her and I pushed off.',
      'Years ago I had walked this road with him. I carried the lamp and he carried the spade, and I never asked why.',
    ])
      expect(voice(past(slip)), slip).toEqual(['chapter_02.md:7 pov']);
  });

  it('is quiet on a memory in the third person, an "I" in speech or italics, and a remembered tense', () => {
    for (const slip of [
      'Frank remembered the old orchard. He had walked it with his father, who had counted the trees aloud.',
      '"I remember the orchard," Frank said. "I walked it with my father." He looked away.',
      '*I remember the orchard. I walked it with my father every spring.*',
    ])
      expect(voice(past(slip)), slip).toEqual([]);
  });

  it('reports a scene told in the present though a later sentence has "always" in it', () => {
    const slip =
      'He takes the binoculars down last. They hang by the window where they have always hung. He lifts them to his eyes and the far bank leaps at him.';
    expect(voice(past(slip))).toEqual(['chapter_02.md:7 tense']);
  });

  it('is quiet on an aside the first present sentence marks, and on a general truth', () => {
    for (const slip of [
      'He still has those binoculars. He keeps them by the window. He takes them down most evenings.',
      'These days the orchard belongs to strangers. They prune it hard and they pick it early.',
      'The river floods every spring. It covers the bottom block and it leaves the silt behind.',
    ])
      expect(voice(past(slip)), slip).toEqual([]);
  });
});
