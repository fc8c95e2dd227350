import { describe, expect, it } from 'vitest';
import { checkManuscript } from '../../src/check/index.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { pinnedToWords, quotedIn, wordPairsIn } from '../../src/check/pinLines.js';
import { evidenceOf } from '../../src/check/text.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A hard-wrapped manuscript (an imported book, a Gutenberg text) runs a sentence over several lines: a finding points
 * at the line that holds the words it quotes, on both sides, not at the line its sentence opens on; and the message's
 * reference to the other side names that line too. Texts written for these tests.
 */

const shown = (...texts: string[]) =>
  checkManuscript(manuscriptOf(chaptersOf(...texts))).findings.map((f) => ({
    at: `${f.file}:${f.line}`,
    against: f.against ? `${f.against.file}:${f.against.line}` : undefined,
    message: f.message,
  }));

describe('a finding in hard-wrapped text', () => {
  it('points at the line of the dead man acting and of the sentence telling his death', () => {
    const findings = shown(
      'The ferry came in at noon, and the\nharbour master, Osric Vane, took the\nrope. Osric Vane died that winter, and the\nwhole town went to the burial.',
      'In March the boats went out again. The gulls were back on the\nwall and the nets hung drying, and at the end of\nthe quay Osric Vane waved to the ferry.',
    );
    const dead = findings.find((f) => f.message.includes('acts'));
    // Each chapter opens with its heading and a blank line: the text's third line is the file's fifth.
    expect(dead?.at).toBe('chapter_02.md:5');
  });

  it('points both sides of a changed place at the words that name it, and the message at the other line', () => {
    const findings = shown(
      'We came to Port Ellen on a grey afternoon and walked up from the quay past the\nchurch to the Anchor Inn, which had a red door.',
      'The rain had stopped by the time the fishing boats were in and the men came up\nfrom the harbour to the Anchor Inn, and its blue door stood open.',
      'The Anchor Inn had a red door, and a lamp over it.',
    );
    const door = findings.find((f) => f.message.includes('blue door'));
    expect(door?.at).toBe('chapter_02.md:4');
    expect(door?.against).toBe('chapter_01.md:4');
    expect(door?.message).toContain('chapter_01.md:4');
    expect(door?.message).not.toContain('chapter_01.md:3');
  });

  it('points at the misspelt name where it wraps, and keeps the other side where it stands', () => {
    const findings = shown(
      'Tomasina Reyes kept the lamp. Tomasina Reyes trimmed the wick. Tomasina Reyes wound the clock.',
      'Morning came grey and slow over the water, and all along the shore\nthe boats lay idle while Tomasina Reyez climbed\nthe stair to the lamp room.',
    );
    const slip = findings.find((f) => f.message.includes('Reyez'));
    expect(slip?.at).toBe('chapter_02.md:4');
  });
});

describe('the words a message names things by', () => {
  it('are pairs of words side by side, no common word among them and no file reference', () => {
    expect(wordPairsIn('Elsie Marr has the brass key here, but gave it away at chapter_03.md:3', ENGLISH)).toEqual([
      'Elsie Marr',
      'brass key',
    ]);
    expect(wordPairsIn('"Osric Vane" acts here', ENGLISH)).toEqual(['Osric Vane', 'Vane acts']);
    // A reference with or without its line, of any length, parts the words around it and leaves nothing of itself.
    expect(wordPairsIn('Tom chapter_01.md:31 Elsie, Tom bible.md Elsie', ENGLISH)).toEqual(['Elsie Tom']);
  });
});

describe('the words a message quotes', () => {
  it('are read in order, a shortened sentence without its ellipsis', () => {
    expect(quotedIn('"Reyez" here; chapter_01.md:4 spells it “Reyes” (Tomas Reyes), as "It was twelve…"')).toEqual([
      'Reyez',
      'Reyes',
      'It was twelve',
    ]);
    expect(quotedIn('"  Wait… no…  " and "—" and "12"')).toEqual(['Wait… no', '12']);
  });
});

describe('a finding moved to the line of its words', () => {
  const m = manuscriptOf(
    chaptersOf(
      'Vanessa waited on the quay while the ferry came round the point and\nOsric Vane took the rope.',
      'Nobody had opened the drawer since the spring, and\nthe brass key lay in it still.',
    ),
  );
  const chapters = new Map(m.chapters.map((c) => [c.file, c]));
  const sentenceOf = (file: string) => chapters.get(file)?.paragraphs.flatMap((p) => p.sentences)[0];
  const side = (file: string) => {
    const s = sentenceOf(file);
    return { file, line: s?.line ?? 0, evidence: evidenceOf(s?.text ?? '') };
  };
  const finding = (message: string, against?: Finding['against']): Finding => ({
    ...side('chapter_01.md'),
    category: 'dead',
    message,
    confidence: 0.9,
    ...(against ? { against } : {}),
  });

  it('takes a quoted name whole, not inside a longer one', () => {
    expect(pinnedToWords(finding('"Vane" acts here'), chapters, ENGLISH).line).toBe(4);
  });

  it('finds quoted words with two spaces between them', () => {
    expect(pinnedToWords(finding('"the  rope" here'), chapters, ENGLISH).line).toBe(4);
  });

  it('moves the other side and every mention of it in the message', () => {
    const moved = pinnedToWords(
      finding(
        '"Osric Vane" here; chapter_02.md:3 tells the brass key, as chapter_02.md:3 said (not chapter_02.md:31)',
        side('chapter_02.md'),
      ),
      chapters,
      ENGLISH,
    );
    expect([moved.line, moved.against?.line]).toEqual([4, 4]);
    expect(moved.message).toBe(
      '"Osric Vane" here; chapter_02.md:4 tells the brass key, as chapter_02.md:4 said (not chapter_02.md:31)',
    );
  });

  it('leaves a line of the bible where it is', () => {
    const moved = pinnedToWords(
      finding('"Vane" here; bible.md:7 says otherwise', { file: 'bible.md', line: 7, evidence: 'Osric Vane, 60' }),
      chapters,
      ENGLISH,
    );
    expect([moved.line, moved.against?.line, moved.message]).toEqual([4, 7, '"Vane" here; bible.md:7 says otherwise']);
  });
});
