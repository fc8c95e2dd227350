import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * In the chapter of a change the bible records, both the old value and the new one hold. When the old one names no
 * colour ("hair: worn long") and the new one does ("grey"), a colour that is neither is still a slip. Texts written
 * for these tests.
 */

const BIBLE = [
  '# Bible',
  '',
  '## Characters',
  '### Ines Carvalho',
  '- hair: worn long',
  '',
  '## Timeline',
  "- Chapter 2 — Ines's hair: grey",
  '',
].join('\n');

const found = (second: string) =>
  checkAttributes(
    manuscriptOf(
      { 'chapter_01.md': '# One\n\nInes Carvalho walked in.\n', 'chapter_02.md': `# Two\n\n${second}\n` },
      BIBLE,
    ),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a hair colour in the chapter of a change from a colourless description', () => {
  it('is reported when it is not the new colour', () => {
    expect(found("Ines Carvalho's red hair blew in the wind.")).toEqual([
      'chapter_02.md:3 Ines Carvalho\'s hair is "red" here; bible: worn long or grey (bible.md:5)',
    ]);
  });

  it('is quiet when it is the new colour', () => {
    expect(found("Ines Carvalho's grey hair blew in the wind.")).toEqual([]);
  });
});
