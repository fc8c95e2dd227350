import { describe, expect, it } from 'vitest';
import { graphvizRead } from '../support/bibleRead.js';

/** A Graphviz bible drawn as an undirected graph, and one cut short inside an attribute list. Written for these tests. */

const read = (graph: string) => graphvizRead(graph).markdown;

describe('a Graphviz bible', () => {
  it('reads an undirected edge ("--") as a directed one', () => {
    const graph = [
      'graph quarry {',
      '  mara [label="Mara Voss", eyes="grey"];',
      '  ned [label="Ned Hale"];',
      '  mara -- ned [label="sister of"];',
      '}',
    ].join('\n');
    expect(read(graph)).toContain('Ned Hale (sister of).');
  });

  it('reads a file cut short after an attribute’s "=" as far as it goes', () => {
    const graph = ['digraph quarry {', '  mara [label="Mara Voss", eyes="grey"];', '  ned [label='].join('\n');
    expect(read(graph)).toContain('Mara Voss');
  });
});
