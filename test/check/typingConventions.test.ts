import { describe, expect, it } from 'vitest';
import { checkManuscript } from '../../src/check/index.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A manuscript reads the same however its writer types it: a paragraph to a line, hard-wrapped (each paragraph
 * broken into short lines, as pandoc writes Markdown and as vim and emacs users type), or with two spaces after each
 * sentence (src/check/text.ts, paragraphsOf: a wrapped line's break is the space it stands for, two spaces are one).
 * The slips seeded in this short book (written for this test) are found in all three, and in the wrapped one on the
 * lines their words stand on: a looks change, a misspelt surname, a dead man speaking, a wrong weekday, a tense slip.
 */

const BOOK: Record<string, string> = {
  'chapter_01.md': `# Chapter One

On Monday, 3 March 1952, Martha Pengelly walked down to the harbour with her father's dinner in a basket. Martha had grey eyes and a long plait of brown hair, and she was nineteen that spring. The boats were in. Her father, Samuel Pengelly, sat on the wall mending a net, and he told her the mackerel had gone round the point.

"They'll be back Thursday," Samuel said. "They always come back."

She left the basket beside him and went up the hill to the school. Thomas Trevaskis was at the gate, and he lifted his cap to her, and she pretended not to see.
`,
  'chapter_02.md': `# Chapter Two

Samuel Pengelly died on the night of 5 March 1952, in his chair by the stove, with his pipe gone out in his hand. Martha found him in the morning. The doctor came up from Porthleven and said it was his heart, and that he had felt nothing.

They buried him on the Saturday. The whole harbour came, and Thomas Trevaskis stood at the back of the chapel with his cap in his hands.
`,
  'chapter_03.md': `# Chapter Three

Martha went down to the harbour again on Thursday, 14 March 1952. The gulls were loud over the fish quay. Thomas Trevaskes was waiting for her at the slip, with his cap in his hands.

Martha looks at him for a long time. She turns her blue eyes to the water and says nothing. The tide runs out under the boats and the ropes creak and she waits for him to speak first. He does not speak.

"The mackerel are back," said Mr. Pengelly from the wall, and he lit his pipe.
`,
};

/** Each line past the margin broken at its last space that fits, headings left whole: a wrap at 40 columns. */
function wrapped(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith('#')) return line;
      const out: string[] = [];
      let current = '';
      for (const word of line.split(' ')) {
        if (current !== '' && `${current} ${word}`.length > width) {
          out.push(current);
          current = word;
        } else current = current === '' ? word : `${current} ${word}`;
      }
      out.push(current);
      return out.join('\n');
    })
    .join('\n');
}

/** Two spaces after each sentence that ends before a capital. */
function twoSpaced(text: string): string {
  return text.replace(/([.!?]["”]?) (?=["“]?\p{Lu})/gu, '$1  ');
}

function findingsOf(type: (text: string) => string): Finding[] {
  const files = Object.fromEntries(Object.entries(BOOK).map(([file, text]) => [file, type(text)]));
  return checkManuscript(manuscriptOf(files), { minConfidence: 0.5 }).findings;
}

/** What a finding says, its line numbers left out: the category, the names and the values. */
const said = (f: Finding) => `${f.category}: ${f.message.replace(/\.md:\d+/g, '.md')}`;

/** Where a finding stands and where its other side does. */
const placed = (f: Finding) =>
  `${f.category} ${f.file}:${f.line}${f.against ? ` / ${f.against.file}:${f.against.line}` : ''}`;

describe('a manuscript typed three ways', () => {
  const asWritten = findingsOf((text) => text);

  it('finds the five seeded slips as written', () => {
    expect(asWritten.map(said).sort()).toEqual([
      'attribute: Martha Pengelly\'s eyes are "blue" here; chapter_01.md says "grey"',
      'dead: Samuel Pengelly speaks here, but chapter_02.md tells their death ("Samuel Pengelly died on the night of 5 March 1952, in his chair by the stove, with his pipe gone out in his hand."); not marked as memory, dream or flashback',
      'names: "Trevaskes" here; chapter_01.md spells it "Trevaskis" (Thomas Trevaskis)',
      "tense: this paragraph is in the present tense (4 present, 0 past verbs in narration); the book's narration (as at chapter_01.md): past tense",
      'timeline: Thursday is not the weekday of 14 March 1952, a Friday',
    ]);
  });

  it('finds the same hard-wrapped at 40 columns, each on the line of its words', () => {
    const wrap = findingsOf((text) => wrapped(text, 40));
    expect(wrap.map(said).sort()).toEqual(asWritten.map(said).sort());
    expect(wrap.map(placed).sort()).toEqual([
      // "She turns her blue" over "eyes": the line of "blue eyes" is 10, "grey" is on chapter one's line 6.
      'attribute chapter_03.md:10 / chapter_01.md:6',
      // 'said Mr.' over 'Pengelly from the wall': one name, as 'Mr.  Pengelly' is.
      'dead chapter_03.md:16 / chapter_02.md:3',
      // "Thomas" over "Trevaskes was waiting" (line 6); "Thomas" over "Trevaskis" in chapter one, line 18.
      'names chapter_03.md:6 / chapter_01.md:18',
      // The paragraph opens on line 9; the book's past tense on its first line.
      'tense chapter_03.md:9 / chapter_01.md:3',
      // "Thursday, 14 March 1952." opens line 4.
      'timeline chapter_03.md:4',
    ]);
  });

  it('finds the same with two spaces after each sentence', () => {
    const two = findingsOf(twoSpaced);
    expect(two.map(said).sort()).toEqual(asWritten.map(said).sort());
    expect(two.map(placed).sort()).toEqual(asWritten.map(placed).sort());
  });
});
