import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { isGraphviz } from '../../src/check/bibleGraphviz.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { graphvizRead } from '../support/bibleRead.js';

/**
 * A bible kept as a Graphviz DOT graph: the twenty-seventh blind set's was read as no bible at all (its people's
 * looks and fates unknown, a misspelt priest's name taken for the right one). Graphs written for these tests.
 */

const GRAPH = [
  '// The Quarry Road — story graph. Render: dot -Tsvg graph.dot',
  '// Voice: third person, past tense.',
  "// Node attributes beyond label (age, eyes, fate) are the writer's own; dot ignores them.",
  'digraph quarry {',
  '  graph [rankdir=LR, label="people and things"];',
  '  node [shape=box];',
  '  subgraph cluster_people {',
  '    label="People";',
  '    node [shape=ellipse];',
  '    mara [label="Mara Voss\\n\'the Pilot\', \'Marrie\'", age="34", eyes="grey",',
  '          fate="dies in chapter 4 when the ferry sinks", motto="The sea keeps what it takes"];',
  '    ned  [label="Ned Hale", looks="red beard; hazel eyes"];',
  '    minor [label="Pike (sawyer)\\nMrs. Orne (the inn)", shape=note];',
  '  }',
  '  subgraph cluster_objects { label="Objects"; watch [label="The silver watch" looks="ship on the lid"]; }',
  '  /* who is whose */',
  '  mara -> ned [label="sister of"];',
  '  ned -> watch [label="from chapter 3"];',
  '  subgraph cluster_time {',
  '    label="Timeline";',
  '    t1 [label="Thursday 1 July 1948\\nthe ferry sinks [4]"];',
  '  }',
  '}',
].join('\n');

const read = () => graphvizRead(GRAPH, (t) => (/timeline/i.test(t) ? 'timeline' : undefined));

describe('a bible kept as a Graphviz graph', () => {
  it('is known by its "digraph … {" and a node with attributes, not by a Markdown bible', () => {
    expect(isGraphviz(GRAPH)).toBe(true);
    expect(isGraphviz('## Characters\n\n### Mara Voss\n- Eyes: grey\n')).toBe(false);
    expect(isGraphviz('The graph {of her moods} rose and fell.')).toBe(false);
  });

  it('reads a node as a character: its label the name, quoted names its short forms, its attributes its facts', () => {
    const bible = parseBible(GRAPH, ENGLISH);
    const mara = bible.characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.fields.eyes?.value).toBe('grey');
    expect(mara?.diesIn?.value).toBe(4);
    expect(mara?.names).toEqual(expect.arrayContaining(['Marrie']));
    expect(bible.characters.map((c) => c.name)).toEqual(expect.arrayContaining(['Ned Hale', 'Pike', 'Mrs. Orne']));
    // A comment about the file is no one's entry: nobody is called Node.
    expect(bible.characters.map((c) => c.name)).not.toContain('Node');
    expect(bible.style?.tense).toBe('past');
  });

  it('reads a node\'s attribute lists one after another ("[a=b] [c=d]")', () => {
    const graph = GRAPH.replace(
      'ned  [label="Ned Hale", looks="red beard; hazel eyes"];',
      'ned  [label="Ned Hale"] [eyes="hazel"];',
    );
    const ned = parseBible(graph, ENGLISH).characters.find((c) => c.name === 'Ned Hale');
    expect(ned?.fields.eyes?.value).toBe('hazel');
  });

  it('keeps the line of the file each fact came from', () => {
    const mara = parseBible(GRAPH, ENGLISH).characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.fields.eyes?.line).toBe(10);
    expect(mara?.diesIn?.line).toBe(11);
  });

  it('writes clusters as sections, edges as sentences of the node they leave, timeline nodes as dated lines', () => {
    const { markdown } = read();
    expect(markdown).toContain('## People');
    expect(markdown).toContain('Ned Hale (sister of).');
    expect(markdown).toContain('The silver watch (from chapter 3).');
    expect(markdown).toContain('## Objects\n\n### The silver watch\n\nLooks: ship on the lid.');
    expect(markdown).toContain('## Timeline\n- Thursday 1 July 1948 — the ferry sinks [4]');
    expect(markdown).toContain('Motto: The sea keeps what it takes.');
    // Drawing attributes and the graph's own label are no facts of the book.
    expect(markdown).not.toMatch(/shape|rankdir|people and things/);
  });

  it('reads a hostile graph without hanging: unclosed strings and subgraphs nested far past any bible', () => {
    const deep = `digraph x { ${'subgraph { '.repeat(5000)} a [label="Mara Voss", eyes="grey] `;
    expect(() => parseBible(deep, ENGLISH)).not.toThrow();
  });
});
