import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { completionGaps } from '../../src/craft/completion.js';
import { parseOutline, planningDocuments } from '../../src/project/outline.js';
import { tempDir } from '../support/cli.js';

const OUTLINE = `# The Keeper

A novella in three chapters.

## Chapters
- \`chapter_01.md\` — The Lamp — Elias trims the wick — 3,000 words
- \`chapter_02.md\` — A Well-Known Bottle: the message arrives (2500 words)
3. chapters/03.md | Storm | everything breaks | ~4k words
- see bible.md and outline.md for the rest
`;

describe('parseOutline', () => {
  it('reads file, title, purpose and budget from each chapter line, in order', () => {
    expect(parseOutline(OUTLINE)).toEqual([
      { file: 'chapter_01.md', title: 'The Lamp', purpose: 'Elias trims the wick', budget: 3000 },
      { file: 'chapter_02.md', title: 'A Well-Known Bottle', purpose: 'the message arrives', budget: 2500 },
      { file: 'chapters/03.md', title: 'Storm', purpose: 'everything breaks', budget: 4000 },
    ]);
  });

  it('ignores prose and the planning files themselves', () => {
    expect(parseOutline('Just some notes.\nSee bible.md.')).toEqual([]);
  });
});

describe('completionGaps', () => {
  const outline = parseOutline(OUTLINE);
  it('names the chapters not written yet', () => {
    const gaps = completionGaps(outline, [
      { path: 'chapter_01.md', words: 3000, bytes: 1 },
      { path: 'chapter_02.md', words: 10, bytes: 1 },
    ]);
    expect(gaps).toEqual(['2 of 3 chapters in outline.md are not written yet: chapter_02.md, chapters/03.md']);
  });

  it('flags a total below 80% of the target', () => {
    const files = outline.map((entry) => ({ path: entry.file, words: 1000, bytes: 1 }));
    expect(completionGaps(outline, files, 3750)).toEqual([]);
    expect(completionGaps(outline, files, 4000)).toEqual(['the work has 3,000 words, far below the target of 4,000']);
  });
});

describe('planningDocuments', () => {
  it('carries outline.md and bible.md in full, and nothing when they are missing', async () => {
    const dir = tempDir();
    expect(await planningDocuments(dir)).toBe('');
    writeFileSync(path.join(dir, 'outline.md'), OUTLINE);
    writeFileSync(path.join(dir, 'bible.md'), 'Elias Marr, 61, keeper of Gull Rock.');
    const docs = await planningDocuments(dir);
    expect(docs).toContain('--- outline.md (current, in full) ---\n# The Keeper');
    expect(docs).toContain('Elias Marr, 61, keeper of Gull Rock.');
  });
});
