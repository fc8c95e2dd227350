import { describe, expect, it } from 'vitest';
import { checkNames, textVariants } from '../../src/check/checks/names.js';
import { explainFacts } from '../../src/check/explain.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/** One name spelled two ways: against the bible's list and in the text alone, with both places and a confidence. */

const names = (files: Record<string, string>, bible = ''): Finding[] =>
  checkNames(manuscriptOf(files, bible), ENGLISH).findings;

const CAST = '# Bible\n\n## Characters\n### Mara Voss\n- eyes: grey\n### Mrs. Pike\n\n## Places\n### Kestrel Bay\n';

describe('names against the bible', () => {
  it('names the bible’s line and where the text spells it right, and shows that line on the other side', () => {
    const found = names(
      { 'chapter_01.md': '# One\n\nMara Voss came down to the quay.\n', 'chapter_02.md': '# Two\n\nMarra waited.\n' },
      CAST,
    );
    expect(found).toEqual([
      {
        file: 'chapter_02.md',
        line: 3,
        category: 'names',
        message: '"Marra" is not a name in the bible; did you mean "Mara" (bible.md:4, chapter_01.md:3)?',
        evidence: 'Marra waited.',
        confidence: 0.9,
        against: { file: 'chapter_01.md', line: 3, evidence: 'Mara Voss came down to the quay.' },
      },
    ]);
  });

  it('reads "Mister" as the title "Mr" spelled out, not as the first name of another Whitlock', () => {
    const bible = '# Bible\n\n## Characters\n### Sam Whitlock\n- hair: black\n';
    const files = {
      'chapter_01.md': '# One\n\nSam Whitlock walked the alleys with the list.\n',
      'chapter_02.md': '# Two\n\nNan said, "Mister Whitlock, to you." Whitlock smiled.\n',
    };
    expect(names(files, bible)).toEqual([]);
    expect(names(files)).toEqual([]);
  });

  it('shows the bible’s entry on the other side when the text never spells the name right', () => {
    const [f] = names({ 'chapter_01.md': '# One\n\nMarra waited.\n' }, CAST);
    expect(f?.message).toBe('"Marra" is not a name in the bible; did you mean "Mara" (bible.md:4)?');
    expect(f?.against).toEqual({ file: 'bible.md', line: 4, evidence: 'Mara Voss' });
  });

  it('lists a habit five times, says how many in all, and is unsure of it', () => {
    const text = Array.from({ length: 7 }, (_, i) => `Marra waited ${i + 1} hours.`).join('\n\n');
    const found = names({ 'chapter_01.md': `# One\n\n${text}\n` }, CAST);
    expect(found).toHaveLength(5);
    expect(found.map((f) => f.line)).toEqual([3, 5, 7, 9, 11]);
    expect(found.every((f) => f.confidence === 0.4 && f.message.endsWith('? (7 times in all)'))).toBe(true);
  });

  it('takes two spellings each used three times or more, about as often, as two names, not a slip', () => {
    const AMES = '## Characters\n### Ruth Ames\n';
    const both = (james: number, ames: number) =>
      names(
        {
          'chapter_01.md': `# One\n\n${[
            ...Array.from({ length: ames }, (_, i) => `Pastor Ames rang the bell at ${i + 1}.`),
            ...Array.from({ length: james }, (_, i) => `James came in at ${i + 1}.`),
          ].join('\n\n')}\n`,
        },
        AMES,
      ).length;
    expect(both(4, 4)).toBe(0);
    expect(both(3, 6)).toBe(0);
    // The rare form beside a usual one is a slip, seen once or many times.
    expect(both(1, 4)).toBe(1);
    expect(both(3, 8)).toBe(3);
  });

  it('takes a title with or without its full stop, a place, a month or a word the text writes in lower case as no slip', () => {
    expect(names({ 'chapter_01.md': '# One\n\nMrs Pike poured the tea. Mrs. Pike sat.\n' }, CAST)).toEqual([]);
    expect(names({ 'chapter_01.md': '# One\n\nThe boats came into Kestrel Bay.\n' }, CAST)).toEqual([]);
    const ROSA = '## Characters\n### Rosa Hale\n### Maya Lund\n';
    expect(names({ 'chapter_01.md': '# One\n\nRose came in.\n' }, ROSA).map((f) => f.message)).toEqual([
      '"Rose" is not a name in the bible; did you mean "Rosa" (bible.md:2)?',
    ]);
    expect(names({ 'chapter_01.md': '# One\n\nRose came in with a rose.\n' }, ROSA)).toEqual([]);
    expect(names({ 'chapter_01.md': '# One\n\nIn May the boats came back.\n' }, ROSA)).toEqual([]);
  });

  it('reports a word close to a place or an object of the bible as close to that name', () => {
    const found = names({ 'chapter_01.md': '# One\n\nThe boats came into Kestral Bay.\n' }, CAST);
    expect(found.map((f) => [f.line, f.message.slice(0, 60)])).toEqual([
      [3, '"Kestral" is not a name in the bible; did you mean "Kestrel"'],
    ]);
  });

  it('takes a word of an object the bible lists as no slip of a name one letter away', () => {
    const BROOCH = '## Characters\n### Rosa Hale\n\n## Objects\n### Rose Brooch\n';
    expect(names({ 'chapter_01.md': '# One\n\nShe pinned on the Rose Brooch.\n' }, BROOCH)).toEqual([]);
  });

  it('measures a slip against a three-letter name, and not against a lower-case particle such as "van"', () => {
    const ANN = '## Characters\n### Ann Hale\n';
    expect(names({ 'chapter_01.md': '# One\n\nAnne came in.\n' }, ANN).map((f) => f.message)).toEqual([
      '"Anne" is not a name in the bible; did you mean "Ann" (bible.md:2)?',
    ]);
    const PARTICLES = "## Characters\n### Pieter van Dam\n### Fitz d'Arcy\n";
    expect(names({ 'chapter_01.md': '# One\n\nVann came in. Darcy sat.\n' }, PARTICLES)).toEqual([]);
  });

  it('still reports the text’s own slip of a name the bible does not list', () => {
    const HENDRIK = Array.from({ length: 8 }, () => 'Hendrik nodded.').join(' ');
    const found = names(
      { 'chapter_01.md': `# One\n\n${HENDRIK}\n`, 'chapter_02.md': '# Two\n\nThen Hendirk nodded.\n' },
      CAST,
    );
    expect(found.map((f) => [f.file, f.line, f.message])).toEqual([
      ['chapter_02.md', 3, '"Hendirk" here; chapter_01.md:3 spells it "Hendrik" (Hendrik)'],
    ]);
  });
});

describe('one name spelled two ways in the text alone', () => {
  it('is sure of a surname slip beside the same first name, and names where it is spelled right', () => {
    const found = textVariants(
      manuscriptOf({
        'chapter_01.md': '# One\n\nTomas Reyes came in. Tomas Reyes sat down.\n\nTomas Reyes left.\n',
        'chapter_02.md': '# Two\n\nTomas Reyez came back.\n',
      }),
      ENGLISH,
    );
    expect(found).toEqual([
      {
        file: 'chapter_02.md',
        line: 3,
        category: 'names',
        message: '"Reyez" here; chapter_01.md:3 spells it "Reyes" (Tomas Reyes)',
        evidence: 'Tomas Reyez came back.',
        confidence: 0.9,
        against: { file: 'chapter_01.md', line: 3, evidence: 'Tomas Reyes came in. Tomas Reyes sat down.' },
      },
    ]);
  });

  it('is less sure of a lone rare spelling used twice than once, and takes one used three times as a name', () => {
    const HENDRIK = Array.from({ length: 8 }, () => 'Hendrik nodded.').join(' ');
    const variant = (n: number) =>
      textVariants(
        manuscriptOf({
          'chapter_01.md': `# One\n\n${HENDRIK}\n`,
          'chapter_02.md': `# Two\n\n${Array.from({ length: n }, () => 'Then Hendirk nodded.').join('\n\n')}\n`,
        }),
        ENGLISH,
      ).map((f) => [f.line, f.confidence]);
    expect(variant(1)).toEqual([[3, 0.8]]);
    expect(variant(2)).toEqual([
      [3, 0.7],
      [5, 0.7],
    ]);
    expect(variant(3)).toEqual([]);
  });

  it('reports a full name spelled another way up to five times, and takes six as another person', () => {
    const REYES = Array.from({ length: 8 }, () => 'Tomas Reyes nodded.').join(' ');
    const twin = (n: number) =>
      textVariants(
        manuscriptOf({
          'chapter_01.md': `# One\n\n${REYES}\n`,
          'chapter_02.md': `# Two\n\n${Array.from({ length: n }, () => 'Then Tomas Reyez nodded.').join('\n\n')}\n`,
        }),
        ENGLISH,
      ).map((f) => f.confidence);
    expect(twin(5)).toEqual([0.9, 0.9, 0.9, 0.9, 0.9]);
    expect(twin(6)).toEqual([]);
  });

  it('points at the right spelling even when the slip comes first', () => {
    const HENDRIK = Array.from({ length: 8 }, () => 'Hendrik nodded.').join(' ');
    const found = textVariants(
      manuscriptOf({ 'chapter_01.md': '# One\n\nThen Hendirk nodded.\n', 'chapter_02.md': `# Two\n\n${HENDRIK}\n` }),
      ENGLISH,
    );
    expect(found.map((f) => [f.file, f.line, f.message, f.against?.file])).toEqual([
      ['chapter_01.md', 3, '"Hendirk" here; chapter_02.md:3 spells it "Hendrik" (Hendrik)', 'chapter_02.md'],
    ]);
  });

  it('takes a title with or without its full stop as one spelling (it had read "Mrs" as a slip of "Mrs.")', () => {
    const files = { 'chapter_01.md': '# One\n\nMrs Pike poured the tea. Mrs. Pike sat.\n\nMrs Pike left.\n' };
    expect(names(files)).toEqual([]);
    expect(names(files, CAST)).toEqual([]);
    const m = manuscriptOf(files, CAST);
    expect(explainFacts(m, ENGLISH).characters.flatMap((c) => c.facts.map((f) => f.fact))).not.toContainEqual(
      expect.stringContaining('misspelling'),
    );
  });

  it('runs without a bible, and with one does not say a slip the bible’s list already found', () => {
    const files = {
      'chapter_01.md': '# One\n\nMara Voss came in. Mara Voss sat.\n\nMara Voss left. Mara Voss came back.\n',
      'chapter_02.md': '# Two\n\nThen Marra Voss nodded.\n',
    };
    const alone = names(files);
    expect(alone.map((f) => [f.file, f.line])).toEqual([['chapter_02.md', 3]]);
    const both = names(files, CAST);
    expect(both.map((f) => [f.file, f.line, f.message.slice(0, 40)])).toEqual([
      ['chapter_02.md', 3, '"Marra" is not a name in the bible; did '],
    ]);
  });
});
