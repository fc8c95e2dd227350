import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A bible's lines in writer's own dialect, blank ones left out, each as "line text". */
export function canonicalLinesOf(bible: string): string[] {
  return canonicalBible(bible, ENGLISH)
    .filter((l) => l.text.trim() !== '')
    .map((l) => `${l.line} ${l.text}`);
}

/** A bible's cast: each character's name, and its fields as "value @line". */
export function castWithLines(bible: string): Array<[string, Record<string, string>]> {
  return parseBible(bible, ENGLISH).characters.map((c) => [
    c.name,
    Object.fromEntries(Object.entries(c.fields).map(([k, v]) => [k, `${v?.value} @${v?.line}`])),
  ]);
}
