import type { Language } from '../lang/index.js';
import type { Finding, Manuscript, Skipped } from '../types.js';

/**
 * Open threads: a thread the bible says pays off in chapter N whose chapter N
 * never mentions what it is about, one the book does not reach, and, once
 * every chapter is written, a thread still marked open.
 */

/** The words a thread is about: not names (they are everywhere), not planning words, not stop words. */
export function threadTerms(text: string, m: Manuscript, lang: Language): string[] {
  // Stryker disable next-line Regex: a bible's names are single-spaced (bible.ts trims them)
  const names = new Set(m.bible.characters.flatMap((c) => c.names.flatMap((n) => n.toLowerCase().split(/\s+/))));
  const terms = new Set<string>();
  for (const match of text.matchAll(/[\p{L}]+(?:['’][\p{L}]+)?/gu)) {
    const word = match[0].toLowerCase().replace(/['’]s$/, '');
    if (word.length < 4 || lang.stopWords.has(word) || lang.threadPlanWords.has(word) || names.has(word)) continue;
    terms.add(word);
  }
  return [...terms];
}

/** A term is in a text when a word starts with its first five letters ("letters" for "letter", "burned" for "burn"). */
function mentioned(term: string, text: string): boolean {
  const stem = term.slice(0, Math.max(4, Math.min(5, term.length)));
  return new RegExp(`\\b${stem}`, 'i').test(text);
}

export function checkThreads(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  if (m.bible.threads.length === 0)
    return {
      findings: [],
      skipped: [{ check: 'threads', reason: 'the bible has no Open threads section (or it is empty)' }],
    };
  const findings: Finding[] = [];
  const byNumber = new Map(m.chapters.map((c) => [c.number, c]));
  const last = Math.max(...m.chapters.map((c) => c.number));
  for (const thread of m.bible.threads) {
    const short = thread.text.length > 90 ? `${thread.text.slice(0, 89)}…` : thread.text;
    if (thread.payoff === 'open') {
      if (m.finished)
        findings.push({
          file: 'bible.md',
          line: thread.line,
          category: 'thread',
          message: `a thread is still open at the end of the book: ${short}`,
          evidence: short,
          confidence: 0.6,
        });
      continue;
    }
    if (thread.payoff === undefined) continue;
    const chapter = byNumber.get(thread.payoff);
    if (!chapter) {
      // Stryker disable next-line EqualityOperator: the last chapter is in byNumber, so payoff === last never comes here
      if (m.finished && thread.payoff > last)
        findings.push({
          file: 'bible.md',
          line: thread.line,
          category: 'thread',
          message: `a thread pays off in chapter ${thread.payoff}, which the book does not have: ${short}`,
          evidence: short,
          confidence: 0.8,
        });
      continue;
    }
    const terms = threadTerms(thread.text, m, lang);
    // Precision first: any word of the thread in the payoff chapter counts as paying it off.
    const text = chapter.lines.join('\n');
    if (terms.length === 0 || terms.some((t) => mentioned(t, text))) continue;
    findings.push({
      file: chapter.file,
      line: 1,
      category: 'thread',
      message: `this chapter should pay off a thread (bible.md:${thread.line}) but never mentions ${terms
        .slice(0, 3)
        .map((t) => `"${t}"`)
        .join(', ')}: ${short}`,
      evidence: short,
      confidence: 0.7,
    });
  }
  return { findings, skipped: [] };
}
