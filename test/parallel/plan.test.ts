import { describe, expect, it } from 'vitest';
import { chapterStateDir, parallelPlan } from '../../src/parallel/plan.js';
import { parseOutline } from '../../src/project/outline.js';

const OUTLINE = `# Gull Rock

- \`chapter_01.md\` — The Lamp — Mara trims the wick — 3,000 words
  - Opens: Mara alone in the lamp room at dusk
  - Ends: Mara at the harbour at dawn, the letter in her pocket
- \`chapter_02.md\` — The Bottle — the message arrives — 2,500 words
  - **Opens:** the harbour at dawn; she has not read the letter (after chapter_01.md)
- \`chapter_03.md\` — Storm — 4k words
`;

describe('parallelPlan', () => {
  it('reads each chapter with its seam lines, which are never chapters themselves', () => {
    const plan = parallelPlan(OUTLINE);
    expect(plan).toEqual({
      chapters: [
        {
          file: 'chapter_01.md',
          title: 'The Lamp',
          purpose: 'Mara trims the wick',
          budget: 3000,
          opens: 'Mara alone in the lamp room at dusk',
          ends: 'Mara at the harbour at dawn, the letter in her pocket',
        },
        {
          file: 'chapter_02.md',
          title: 'The Bottle',
          purpose: 'the message arrives',
          budget: 2500,
          opens: 'the harbour at dawn; she has not read the letter (after chapter_01.md)',
        },
        { file: 'chapter_03.md', title: 'Storm', budget: 4000 },
      ],
    });
    // The outline as everything else reads it (status, export, completion) has the same three chapters.
    expect(parseOutline(OUTLINE).map((entry) => entry.file)).toEqual([
      'chapter_01.md',
      'chapter_02.md',
      'chapter_03.md',
    ]);
  });

  it('refuses an outline with no chapter files, naming why', () => {
    expect(parallelPlan('# A book\n\nThree parts, to be decided.\n')).toEqual({
      problem: 'outline.md names no chapter files',
    });
  });

  it('refuses an outline that gives one chapter file to two chapter lines', () => {
    const twice =
      '- `chapter_01.md` — One — 100 words\n- `chapter_02.md` — Two — 100 words\n- `chapter_01.md` — Three — 100 words\n';
    expect(parallelPlan(twice)).toEqual({ problem: 'outline.md names chapter_01.md on more than one chapter line' });
  });

  it('keeps each chapter session in its own folder, subfolders flattened', () => {
    expect(chapterStateDir('chapter_05.md')).toBe('.writer/chapters/chapter_05');
    expect(chapterStateDir('part1/chapter_05.md')).toBe('.writer/chapters/part1__chapter_05');
  });
});
