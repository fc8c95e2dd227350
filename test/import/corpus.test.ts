import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planImport, wordsOf } from '../../src/import/build.js';
import { readSource } from '../../src/import/source.js';
import { tempDir } from '../support/cli.js';
import { corpusChapters, joinedDocx, joinedText, NOVELS } from '../support/manuscripts.js';

/**
 * The two public-domain novels, each joined into one plain-text file and one
 * Word document, split back into exactly their chapters with no word lost or
 * added: the chapter count, each chapter's heading, and the words in order.
 */

/** The first line of a chapter as the import wrote it: its heading (a part line may stand above it). */
const headingOf = (text: string) => /^# (.*)$/m.exec(text)?.[1];

describe.each(NOVELS)('importing %s', (novel) => {
  const chapters = corpusChapters(novel);
  const original = chapters.flatMap(wordsOf);

  // Run by npm run test:slow only (vitest.config.ts): joining and splitting a novel takes seconds of CPU.
  for (const format of ['txt', 'docx'])
    it(`splits the ${format} back into its ${chapters.length} chapters, word for word`, async () => {
      const file = path.join(tempDir(), `${novel}.${format}`);
      writeFileSync(file, format === 'txt' ? joinedText(chapters) : await joinedDocx(chapters));
      const plan = await planImport(await readSource(file));
      expect(plan.chapters).toHaveLength(chapters.length);
      expect(plan.chapters.map((c) => headingOf(c.text))).toEqual(chapters.map((c) => headingOf(c)));
      // Every word, in order: none lost, none added (a part line moves to the chapter it opens, nothing else).
      expect(plan.chapters.flatMap((c) => wordsOf(c.text))).toEqual(original);
      expect(plan.words).toEqual({ source: original.length, kept: original.length });
      for (const [i, c] of plan.chapters.entries())
        expect(Math.abs(c.words - wordsOf(chapters[i] as string).length)).toBeLessThanOrEqual(15);
      expect(plan.outline).toContain(`\`${plan.chapters.at(-1)?.file}\``);
    });
});
