import { describe, expect, it } from 'vitest';
import { graphvizRead } from '../support/bibleRead.js';

/**
 * What a Graphviz bible says in its comments is no fact: a node commented out ("/* … *\/", "//", a "#" line, however
 * indented) is nobody, and the lines after a comment of many lines keep their own numbers. A string run on over a
 * line end ("…\" then a new line) is one value. An anonymous block ("{ rank=same; … }") inside a cluster keeps its
 * nodes and the cluster's later ones in that cluster. Graphs written for these tests.
 */

const read = (source: string) => graphvizRead(source, (title) => (/places/i.test(title) ? 'places' : undefined));

const lineOf = (source: string, text: string) => {
  const { markdown, sourceLines } = read(source);
  return sourceLines[markdown.split('\n').indexOf(text)];
};

describe('a Graphviz bible’s comments, run-on strings and anonymous blocks', () => {
  const ghost = 'ghost [label="Ghost Pike", eyes="red"];';

  it('reads no node inside a block comment of several lines, and counts the lines after it', () => {
    const source = `digraph g {\n  /* cut:\n  ${ghost}\n  */\n  mara [label="Mara Voss", eyes="grey"];\n}\n`;
    expect(read(source).markdown).not.toContain('Ghost');
    expect(lineOf(source, '- Eyes: grey')).toBe(5);
  });

  it('reads no node in a block comment left open at the end of the file', () => {
    expect(read(`digraph g {\n  mara [label="Mara Voss"];\n  /* ${ghost}`).markdown).not.toContain('Ghost');
  });

  it('reads no node in a "//" comment or in a "#" line, indented or not', () => {
    for (const comment of [`// ${ghost}`, `  // ${ghost}`, `# ${ghost}`, `   # ${ghost}`, `\t# ${ghost}`]) {
      const { markdown } = read(`digraph g {\n${comment}\n  mara [label="Mara Voss"];\n}\n`);
      expect(markdown, comment).not.toContain('Ghost');
      expect(markdown, comment).toContain('### Mara Voss');
    }
  });

  it('reads a string run on over a line end as one value, and an escaped quote inside it', () => {
    const { markdown } = read('digraph g {\n  mara [label="Mara \\\nVoss", motto="say \\"when\\""];\n}\n');
    expect(markdown).toContain('### Mara Voss');
    expect(markdown).toContain('Motto: say "when".');
  });

  it('keeps an anonymous block’s nodes, and the cluster’s nodes after it, in the cluster', () => {
    const { markdown } = read(
      'digraph g {\n  subgraph cluster_places {\n    label="Places";\n    { rank=same; mill [label="Grey Mill"]; }\n    quay [label="The Quay"];\n  }\n}\n',
    );
    expect(markdown).toBe('\n## Places\n\n### Grey Mill\n\n### The Quay');
  });
});
