import { describe, expect, it } from 'vitest';
import { graphvizRead } from '../support/bibleRead.js';

/**
 * A Graphviz node labelled in HTML ("label=<<b>Mara Voss</b>>") is the label's words; a colour typed without quotes
 * ("fillcolor=#ffcc00") is a value, not a "#" comment, so the attributes after it on the line are read. Graphs
 * written for these tests.
 */

const read = (source: string) => graphvizRead(source).markdown;

describe('a Graphviz bible’s HTML labels and bare colours', () => {
  it('reads an HTML label’s words as the node’s name, its tags (closing ones too) dropped', () => {
    const markdown = read('digraph g {\n  mara [label=<<b>Mara Voss</b>>, eyes="grey"];\n}\n');
    expect(markdown).toContain('### Mara Voss\n- Eyes: grey');
  });

  it('reads the attributes after a colour typed without quotes', () => {
    const markdown = read('digraph g {\n  mara [label="Mara Voss", fillcolor=#ffcc00, eyes="grey", age="34"];\n}\n');
    expect(markdown).toContain('### Mara Voss\n- Eyes: grey\n- Age: 34');
  });
});
