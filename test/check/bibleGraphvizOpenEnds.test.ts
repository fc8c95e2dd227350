import { describe, expect, it } from 'vitest';
import { graphvizRead } from '../support/bibleRead.js';

/** A Graphviz bible cut off mid-way (a string or a cluster never closed) and one with empty quoted values. */

const read = (source: string) => graphvizRead(source).markdown;

describe('a Graphviz bible with open ends and empty strings', () => {
  it('reads a quoted value left open at the very end of the file whole, without its opening quote', () => {
    expect(read('digraph g {\n  mara [label="Mara Voss", eyes="grey"];\n  ned [label="Ned Hale", eyes="hazel')).toBe(
      '\n## Characters\n\n### Mara Voss\n- Eyes: grey\n\n### Ned Hale\n- Eyes: hazel',
    );
  });

  it('reads an empty quoted label as no label (the node keeps its id) and an empty value as no fact', () => {
    expect(
      read('digraph g {\n  mara [label="Mara Voss", eyes="grey", motto=""];\n  ned [label="", eyes="hazel"];\n}\n'),
    ).toBe('\n## Characters\n\n### Mara Voss\n- Eyes: grey\n\n### ned\n- Eyes: hazel');
  });

  it('reads a cluster never closed up to the end of the file', () => {
    expect(
      read(
        'digraph g {\n  subgraph cluster_people {\n    label="People";\n    mara [label="Mara Voss", eyes="grey"];\n',
      ),
    ).toBe('\n## People\n\n### Mara Voss\n- Eyes: grey');
  });
});

describe('a Graphviz string cut off just after an escaped quote', () => {
  it('keeps the escaped quote as a quote, not the backslash before it', () => {
    expect(read('digraph g {\n  ned [label="Ned Hale", motto="say \\"when\\"')).toContain('Motto: say "when".');
  });
});
