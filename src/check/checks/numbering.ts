import type { Language } from '../lang/index.js';
import { evidenceOf, hardLines } from '../text.js';
import type { Finding, Manuscript } from '../types.js';

/** A line opening on a numbered label ("*Letter No. 6. Day 130.*"), where. */
export interface NumberedEntry {
  label: string;
  number: number;
  file: string;
  line: number;
  text: string;
}

/**
 * The lines that open on a label and its number ("*Letter No. 6. Day 130.*", "**Entry No. 12**"), in reading order: a
 * series the book numbers as it goes.
 */
export function numberedEntries(m: Manuscript, lang: Language): NumberedEntry[] {
  const out: NumberedEntry[] = [];
  // Any line of it: a letter's heading may put its place and day above its number.
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs)
      for (const { text: line, line: at } of hardLines(p)) {
        const n = lang.seriesNumber.exec(line);
        if (n)
          out.push({
            // Stryker disable next-line MethodExpression: the label is only the key a series is grouped by; folded up or down, its spellings fall together
            label: (n[1] as string).toLowerCase(),
            number: Number(n[2]),
            file: chapter.file,
            line: at,
            text: line.trim(),
          });
      }
  return out;
}

/**
 * A series numbered in order (three entries at least, every other step up) with one entry that does not go up from the
 * one before it, while the one after it does: a number repeated or gone back ("No. 6", then "No. 6", then "No. 8").
 */
export function numberingSlips(entries: readonly NumberedEntry[]): Finding[] {
  const findings: Finding[] = [];
  const series = new Map<string, NumberedEntry[]>();
  for (const e of entries) series.set(e.label, [...(series.get(e.label) ?? []), e]);
  for (const list of series.values()) {
    if (list.length < 3) continue;
    const slips = list.filter((e, i) => i > 0 && e.number <= (list[i - 1] as NumberedEntry).number);
    if (slips.length !== 1) continue;
    const slip = slips[0] as NumberedEntry;
    const i = list.indexOf(slip);
    const before = list[i - 1] as NumberedEntry;
    const after = list[i + 1];
    if (after && after.number <= before.number) continue;
    findings.push({
      file: slip.file,
      line: slip.line,
      category: 'numbering',
      message: `numbered ${slip.number} here, after ${before.number} at ${before.file}:${before.line}: the series is numbered in order${after ? ` (${after.number} follows at ${after.file}:${after.line})` : ''}`,
      evidence: evidenceOf(slip.text),
      confidence: 0.7,
      against: { file: before.file, line: before.line, evidence: evidenceOf(before.text) },
    });
  }
  return findings;
}
