import { describe, expect, it } from 'vitest';
import { checkRepetition } from '../../src/check/checks/repetition.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { wordlessLanguage } from '../../src/check/lang/index.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A fixed thing described again in a later chapter, in a new sentence, on purpose: where something is kept, a
 * scar, how often a story was told. The run names a thing and tells nothing happening. A careless copy is a
 * sentence or more with its verbs, the bulk of a sentence said again, or a striking likeness used twice: those are
 * still reported. Short texts written for these tests.
 */

const brief = (found: Finding[]) => found.map((f) => [f.file, f.line, f.confidence, f.message]);
/** The repeats of a book whose chapter 2 and chapter 6 hold the two sentences (filler chapters between). */
const twice = (first: string, later: string, lang = ENGLISH) =>
  brief(
    checkRepetition(
      manuscriptOf(
        {
          'chapter_01.md': '# One\n\nThe rain came in from the west.\n',
          'chapter_02.md': `# Two\n\n${first}\n`,
          'chapter_03.md': '# Three\n\nThe ferry was late.\n',
          'chapter_06.md': `# Six\n\n${later}\n`,
        },
        '',
        lang,
      ),
      lang,
    ).findings,
  );

describe('a thing named again in a new sentence', () => {
  it('is quiet for where a thing is kept, a scar, a story told often', () => {
    expect(
      twice(
        'Her grandmother had always kept the deeds in the blue tin on the top shelf of the dresser, beside the jug with the chipped rim, and nobody else opened it.',
        'When the lawyer had gone Maud climbed on a chair and put the letter back in the blue tin on the top shelf of the dresser beside the jug, and went to bed.',
      ),
    ).toEqual([]);
    expect(
      twice(
        'He pushed his cuff back, and the scar showed, a white seam across the back of his left hand from knuckle to wrist, where the rope had burnt him.',
        'When he reached for the salt she saw it again, the white seam across the back of his left hand from knuckle to wrist, and she looked away.',
      ),
    ).toEqual([]);
    expect(
      twice(
        'Old Garvey had told everyone in the Miners’ Arms the tale of the flooded pit at Ashgrove a hundred times over, and nobody listened now.',
        'They buried him on the Tuesday, the man who had told the whole valley the tale of the flooded pit at Ashgrove a hundred times over, and the band played badly.',
      ),
    ).toEqual([]);
  });
});

describe('a copy, not a thing named again', () => {
  it('is every run of a language whose verbs the checker cannot read', () => {
    const first =
      'Oma hatte die Briefe immer in der blauen Dose oben auf dem Regal neben dem Krug, und niemand sonst durfte sie öffnen oder auch nur ansehen.';
    const later =
      'Als der Anwalt gegangen war, legte Maud den Brief zurück in der blauen Dose oben auf dem Regal neben dem Krug und ging schlafen.';
    expect(twice(first, later, wordlessLanguage('de', 'German'))).toHaveLength(1);
  });

  const PLACE = 'in the blue tin on the top shelf of the dresser beside the jug';

  it('reports the run with its verb, the bulk of a sentence, and a passage', () => {
    // The sentence pasted whole: its verbs come with it.
    const pasted = `After supper Maud put the letter back ${PLACE} and went up to bed.`;
    expect(twice(pasted, pasted)).toEqual([
      [
        'chapter_06.md',
        3,
        0.9,
        `26 words repeated from chapter_02.md:3: "after supper maud put the letter back ${PLACE} and went up to bed"`,
      ],
    ]);
    // A sentence that is little more than the thing, in one place or in both: said again, not built around it.
    expect(twice(`The letter was ${PLACE}.`, `The letter lay ${PLACE}.`)).toHaveLength(1);
    expect(
      twice(
        `The letter was ${PLACE}.`,
        `When the lawyer had gone, Maud climbed on a chair and put the letter back ${PLACE}, and went to bed.`,
      ),
    ).toHaveLength(1);
    expect(
      twice(
        `By then, after the funeral, the letter was ${PLACE}, folded small.`,
        `At dusk on the Sunday the letter lay ${PLACE} again, unread.`,
      ),
    ).toHaveLength(1);
    // A long description is a passage whatever its words.
    const long =
      'the grey stone house at the far end of the quay with the green door and the brass bell and the rusted anchor';
    expect(
      twice(
        `On the Monday, when the boats were all out and the wind had dropped at last, Maud walked down alone to ${long} and knocked twice.`,
        `They had sold ${long} in the spring of that year, to a man from the city who never once came down to see it.`,
      ),
    ).toHaveLength(1);
  });

  it('reports a likeness said twice, and a run that tells something happening', () => {
    expect(
      twice(
        'The clerk looked up from his ledger with a face like a shut purse with nothing in it but old receipts and did not speak.',
        'Across the table the new magistrate, a small man in a brown suit, sat through the whole of the hearing with a face like a shut purse with nothing in it but old receipts.',
      ),
    ).toHaveLength(1);
    expect(
      twice(
        'It was late in the evening, after the fair had closed and the lamps were lit, when the gulls wheeled over the harbour wall in the grey light.',
        'Nobody in the town slept much that night, and at dawn the gulls wheeled over the harbour wall in the grey light while the boats went out.',
      ),
    ).toHaveLength(1);
  });
});
