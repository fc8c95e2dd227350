import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { graphvizAsMarkdown } from '../../src/check/bibleGraphviz.js';
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

/** Each character as a copy editor reads them: name, names, and each field's value at its line. */
export function castRead(bible: string): Array<[string, string[], Record<string, string>]> {
  return parseBible(bible, ENGLISH).characters.map((c) => [
    c.name,
    c.names,
    Object.fromEntries(Object.entries(c.fields).map(([k, v]) => [k, `${v?.value} @${v?.line}`])),
  ]);
}

/** A bible's lines in writer's own dialect, blank ones kept, each as "line text". */
export function numberedLinesOf(bible: string): string[] {
  return canonicalBible(bible, ENGLISH).map((l) => `${l.line} ${l.text}`);
}

/** Each character's name and line with the looks and age the bible gives them. */
export function castLooks(bible: string): Array<{
  name: string;
  line: number;
  age: string | undefined;
  eyes: string | undefined;
  hair: string | undefined;
}> {
  return parseBible(bible, ENGLISH).characters.map((c) => ({
    name: c.name,
    line: c.line,
    age: c.fields.age?.value,
    eyes: c.fields.eyes?.value,
    hair: c.fields.hair?.value,
  }));
}

/**
 * A Graphviz bible as the Markdown the bible parser reads: clusters called "characters" hold the cast, Age, Eyes and
 * Fate are known fields, and `sectionOf` names any other cluster's section.
 */
export function graphvizRead(source: string, sectionOf: (title: string) => string | undefined = () => undefined) {
  return graphvizAsMarkdown(
    source,
    { characters: 'Characters' },
    (label) => /^(?:Age|Eyes|Fate)$/.test(label),
    sectionOf,
  );
}
