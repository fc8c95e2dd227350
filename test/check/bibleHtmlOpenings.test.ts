import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An HTML page told by its opening ("<!DOCTYPE html>", "<html>") when few of its elements are closed (old pages leave
 * "<p>" open): after a blank line, with its doctype's words spaced; and a markdown bible that only mentions "<html>".
 */

const cast = (written: string) =>
  parseBible(written, ENGLISH).characters.map((c) => ({
    name: c.name,
    line: c.line,
    role: c.fields.role?.value,
    eyes: c.fields.eyes?.value,
    age: c.fields.age?.value,
  }));

describe('an HTML page with its paragraphs left open', () => {
  it('is read as HTML after a blank line above its doctype', () => {
    expect(cast('\n<!DOCTYPE html>\n<h2>Nora Vance</h2>\n<p>Eyes: grey\n<p>Age: 29\n')).toEqual([
      { name: 'Nora Vance', line: 3, role: undefined, eyes: 'grey', age: '29' },
    ]);
  });

  it('is read as HTML when its doctype’s words are two spaces apart', () => {
    expect(cast('<!DOCTYPE  html>\n<h2>Nora Vance</h2>\n<p>Eyes: grey\n<p>Age: 29\n')).toEqual([
      { name: 'Nora Vance', line: 2, role: undefined, eyes: 'grey', age: '29' },
    ]);
  });
});

describe('a markdown bible that mentions <html> in a line', () => {
  it('stays markdown: the line keeps its words in angle brackets', () => {
    const written =
      '# Characters\n\n- **Nora Vance**\n  - Job: web designer, who types <html> by hand\n  - Eyes: grey\n- **Tom Reyes**\n  - Eyes: brown\n';
    expect(cast(written)).toEqual([
      { name: 'Nora Vance', line: 3, role: 'web designer, who types <html> by hand', eyes: 'grey', age: undefined },
      { name: 'Tom Reyes', line: 6, role: undefined, eyes: 'brown', age: undefined },
    ]);
  });
});
