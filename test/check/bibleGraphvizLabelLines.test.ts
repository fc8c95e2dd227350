import { describe, expect, it } from 'vitest';
import { graphvizRead } from '../support/bibleRead.js';

/**
 * The lines of a Graphviz node's label after its name: one that quotes names ("\"Marrie\", \"Mazz\"") gives the names
 * the person also goes by; any other is prose said of them. Graphs written for these tests.
 */

const markdown = (label: string) =>
  graphvizRead(`digraph g {\n  mara [label="${label}", eyes="grey"];\n}\n`, () => undefined).markdown.split('\n');

describe('a Graphviz label of several lines', () => {
  it('gives the names a later line quotes as the names the person also goes by', () => {
    expect(markdown('Mara Voss\\n\\"Marrie\\", \\"Mazz\\"')).toEqual(
      expect.arrayContaining(['### Mara Voss', '- Also known as: Marrie, Mazz']),
    );
  });

  it('reads a later line that quotes no name as prose, and gives no other names', () => {
    const lines = markdown('Mara Voss\\nthe ferry pilot');
    expect(lines).toEqual(expect.arrayContaining(['### Mara Voss', 'The ferry pilot.']));
    expect(lines.join('\n')).not.toContain('Also known as');
  });
});
