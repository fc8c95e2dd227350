import { describe, expect, it } from 'vitest';
import { turtleAsMarkdown } from '../../src/check/bibleTurtle.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** Strings of a Turtle bible in single-quoted long form, strings left open at the file's very end, quotes inside IRIs. */

const titles = { characters: 'Characters', places: 'Places', objects: 'Objects', timeline: 'Timeline' };
const read = (source: string) =>
  turtleAsMarkdown(
    `@prefix : <https://example.org/> .\n${source}`,
    titles,
    (label) => /^(?:Eyes|Hair|Age)$/.test(label),
    ENGLISH,
  );

describe('strings and IRIs of a Turtle bible', () => {
  it("reads a '''long string''' in single quotes over its words, spaces and line breaks", () => {
    expect(read(":ada a :Person ; :name 'Ada Quill' ; :hair '''black, cut\nshort''' .\n")).toBe(
      '## Characters\n\n### Ada Quill\n- Hair: black, cut short\n',
    );
  });

  it('reads a double-quoted string left open at the very end of the file as the fact it begins', () => {
    expect(read(':ada a :Person ; :name "Ada Quill" ; :hair "black')).toBe(
      '## Characters\n\n### Ada Quill\n- Hair: black\n',
    );
  });

  it('reads a single-quoted string left open at the very end of the file as the fact it begins', () => {
    expect(read(':ada a :Person ; :name "Ada Quill" ; :hair \'black')).toBe(
      '## Characters\n\n### Ada Quill\n- Hair: black\n',
    );
  });

  it('takes an IRI with an apostrophe in it for a node, not a string', () => {
    expect(read(':ada a :Person ; :name "Ada Quill" ; :friend <https://example.org/o\'neil> .\n')).toContain(
      "Friend: o'neil.",
    );
  });
});

describe('a Turtle string cut off after a backslash at its line’s end', () => {
  it('reads it, single-quoted as double-quoted, as the fact it begins', () => {
    const looks = (quote: string) =>
      read(`:ada a :Person ; :name "Ada Quill" ; :hair ${quote}black\\\n.\n:tom a :Person ; :name "Tom Hale" .\n`);
    expect(looks("'")).toBe(looks('"'));
    expect(looks("'")).toContain('### Ada Quill\n- Hair: black');
  });
});
