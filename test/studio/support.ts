import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A project as a run leaves it, for the studio's tests: an outline with
 * budgets, a bible with its characters, three chapters (one names "Marta",
 * which the bible does not know, beside Mara), so `writer check` has a
 * finding to show in the reader.
 */

export const BIBLE = `# Bible

## Characters
- Mara Venn, 34, keeper of Gull Rock. Eyes: grey.
- Jonas Pell, harbourmaster.

## Places
- Gull Rock: the lighthouse island.
`;

export const OUTLINE = `# Outline: The Gull Rock Light

- \`chapter_01.md\` — Arrival — ~300 words
- \`chapter_02.md\` — The Letter — ~300 words
- \`chapter_03.md\` — The Storm — ~300 words
`;

const SENTENCES = [
  'The wind turned before dawn and rattled the panes of the lamp room.',
  'Gulls wheeled over the landing stage where the supply boat would tie up.',
  'She counted the oil drums twice, because the ledger said eleven.',
  'Rain came sideways off the headland, grey as slate and as cold.',
  'The logbook smelled of salt and of the pipe tobacco of the last keeper.',
  'Far out, a trawler crept along the horizon with its lights still burning.',
  'Every step of the spiral stair rang like a struck bell.',
  'By noon the fog had lifted enough to show the mainland hills.',
  'A crab scuttled under the slipway as the tide drew back.',
  'The brass of the lens needed polishing again, as it always did.',
];

/** `n` sentences from `from` on, each used once in the whole project (the checker flags repeated phrasing). */
const prose = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => `${SENTENCES[(from + i) % SENTENCES.length]}`).join(' ');

export function writeProject(outputDir: string, name = 'Gull_Rock'): string {
  const dir = path.join(outputDir, name);
  mkdirSync(dir, { recursive: true });
  const file = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
  file('outline.md', OUTLINE);
  file('bible.md', BIBLE);
  file(
    'chapter_01.md',
    `# Arrival\n\nMara Venn came to Gull Rock in October. ${prose(0, 5)}\n\nJonas Pell met her at the quay.\n`,
  );
  file(
    'chapter_02.md',
    `# The Letter\n\nMara read the ledger again. ${prose(5, 5)}\n\nMarta opened the letter by the window.\n`,
  );
  return dir;
}
