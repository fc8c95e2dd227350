import { lineAt } from './facts.js';
import type { Language } from './lang/index.js';
import { escapeRegExp, evidenceOf } from './text.js';
import type { Chapter, Finding, Sentence } from './types.js';

/**
 * The line of a finding's own words, not of the sentence that holds them. The checks place a finding at the line its
 * sentence opens on; in a hard-wrapped manuscript (an imported book, a Project Gutenberg text) a sentence runs over
 * several lines, and "chapter_04.md:54" then points three lines above the misspelt name. A finding quotes the words
 * it is about ("Reyez", "Hendrik met") or names them ("the blue door", "the brass key"): where one of them stands in
 * the sentence the finding rests on, the line moves to it, on both sides, and the message's reference to the other
 * side follows. A finding whose sentence cannot be
 * told, or that quotes nothing in it, keeps its line: the move never leaves the sentence.
 */
export function pinnedToWords(f: Finding, chapters: ReadonlyMap<string, Chapter>, lang: Language): Finding {
  const terms = [...quotedIn(f.message), ...wordPairsIn(f.message, lang)];
  const moved: Finding = { ...f, line: lineOfTerms(chapters.get(f.file), f.line, f.evidence, terms) };
  const against = f.against;
  if (!against) return moved;
  const otherLine = lineOfTerms(chapters.get(against.file), against.line, against.evidence, terms);
  moved.against = { ...against, line: otherLine };
  // The message names the other side by file and line ("chapter_01.md:3 says grey"): that reference moves with it.
  moved.message = f.message.replace(referencePattern(against.file, against.line), `${against.file}:${otherLine}`);
  return moved;
}

/** The words a message quotes, in its order ("…" cut off: a quoted sentence is shown shortened). */
export function quotedIn(message: string): string[] {
  return [...message.matchAll(/["“]([^"“”]+)["”]/g)]
    .map((m) => (m[1] as string).trim().replace(/…$/, ''))
    .filter((t) => /[\p{L}\p{N}]/u.test(t));
}

/**
 * The pairs of words a message names things by ("blue door", "brass key", "Elsie Marr"), in its order: two words
 * side by side, neither a common word ("of the", "it away"), file references left out.
 */
export function wordPairsIn(message: string, lang: Language): string[] {
  const named = (w: string | undefined): w is string => !!w && !lang.stopWords.has(w.toLowerCase());
  // A file reference parts the message: the words on either side of it are no pair.
  return message.split(/\S+\.[\p{L}\p{N}]+(?::\d+)?/u).flatMap((part) => {
    const words = part.split(/[^\p{L}\p{M}\p{N}'’-]+/u);
    return words.flatMap((a, i) => {
      const b = words[i + 1];
      return named(a) && named(b) ? [`${a} ${b}`] : [];
    });
  });
}

/** The line of the first quoted term in the sentence opening at `line` whose evidence is `evidence`; else `line`. */
function lineOfTerms(chapter: Chapter | undefined, line: number, evidence: string, terms: readonly string[]): number {
  const sentence = chapter ? sentenceAt(chapter, line, evidence) : undefined;
  if (!sentence) return line;
  for (const term of terms) {
    const at = termPattern(term).exec(sentence.text);
    if (at) return lineAt(sentence, at.index);
  }
  return line;
}

/** The sentence that opens on a line and that a finding shows as its evidence. */
function sentenceAt(chapter: Chapter, line: number, evidence: string): Sentence | undefined {
  // Stryker disable next-line ConditionalExpression: two sentences that show the same evidence are the same words, and their own lines are what is read
  for (const p of chapter.paragraphs)
    for (const s of p.sentences) if (s.line === line && evidenceOf(s.text) === evidence) return s;
  return undefined;
}

/** A quoted term as it may stand in wrapped text: any run of spaces or a line break between its words, whole words. */
function termPattern(term: string): RegExp {
  const words = term.split(/\s+/).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_])${words.join('\\s+')}(?![\\p{L}\\p{M}\\p{N}_])`, 'u');
}

/** "chapter_01.md:3" in a message, and not "chapter_01.md:31". */
function referencePattern(file: string, line: number): RegExp {
  return new RegExp(`${escapeRegExp(file)}:${line}(?!\\d)`, 'g');
}
