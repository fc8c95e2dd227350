import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { isTurtle, turtleAsMarkdown } from '../../src/check/bibleTurtle.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as an RDF graph in Turtle: the twenty-fifth blind set's was read as no one at all. A graph written for
 * these tests, in the shapes Turtle allows (prefixed names and full IRIs, "a" for the type, ";" and "," lists, blank
 * nodes in brackets, typed and tagged strings, long strings, comments).
 */

const GRAPH = `# The Lantern's bible, as a graph.
@prefix foaf: <http://xmlns.com/foaf/0.1/> .
@prefix schema: <https://schema.org/> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
PREFIX bk: <https://example.org/vocab#>
BASE <https://example.org/lantern/>
:book a schema:Book ; bk:narrator "Wren, first person, present tense" ; bk:refrain "Keep the light." .
"oops, a statement that opens on a string" bk:note "read as nothing" .
:stray a bk:Whatsit ; schema:name "Nothing more" .

:wren a foaf:Person ;
    foaf:name "Wren Hollis" ; foaf:nick "Wrennie" , "the keeper's girl" ;
    bk:ageAt [ bk:when "1931-11" ; bk:age 19 ] , [ bk:when "1932-04" ; bk:age 20 ] ;
    bk:eyes "grey"@en ;
    bk:beard "none, of course" ;
    <https://example.org/vocab#hair> """black,
        cut short""" ;
    bk:friend :amos . # a comment after the statement

:amos a foaf:Person ; foaf:name "Amos Penrith" ;
    schema:deathDate "1932-02-11"^^xsd:date ;
    schema:jobTitle "lighthouse keeper" ;
    bk:age 61 ; bk:note "" ;
    bk:eyes [ bk:left "brown" ; bk:right "blue" ] .

:mill a schema:Place ; schema:name "Grey Mill" ; bk:note "on the river" .
:lamp a schema:Thing ; schema:name "the brass lamp" ;
    bk:heldBy [ bk:who :amos ; bk:until "1932-02-11"^^xsd:date ] , [ bk:who :wren ; bk:from "1932-02-12"^^xsd:date ] .
:gale a bk:Event ; bk:date "1932-02-11"^^xsd:date ; bk:weekday "Thursday" ; rdfs:label "the gale; Amos drowned" ; bk:chapterNo 4 .
:letter bk:date "1931-10-16" ; rdfs:label "a letter dated" ; bk:inChapter "chapter_01.md" .
`;

/** Read inside each test, for mutation testing to see which test reads it. */
const markdown = () =>
  turtleAsMarkdown(
    GRAPH,
    { characters: 'Characters', places: 'Places', objects: 'Objects', timeline: 'Timeline' },
    (label) => /^(?:Eyes|Hair|Age)$/.test(label),
    ENGLISH,
  );

describe('a bible kept as an RDF graph in Turtle', () => {
  it('is known by a prefix and a typed statement', () => {
    expect(isTurtle(GRAPH)).toBe(true);
    expect(isTurtle('## Characters\n\n### Wren Hollis\n- Eyes: grey\n')).toBe(false);
    expect(isTurtle('@prefix : <https://example.org/> .\n:wren :eyes "grey" .\n')).toBe(false);
  });

  it('writes a person as a heading over the facts the bible knows, and the rest as prose', () => {
    expect(markdown()).toContain(
      [
        '### Wren Hollis',
        "- Also known as: Wrennie, the keeper's girl",
        '- Age: 19',
        '- Eyes: grey',
        '- Hair: black, cut short',
        '',
        'Age at: when 1931-11, age 19.',
        '',
        'Age at: when 1932-04, age 20.',
        '',
        'Beard: none, of course.',
        '',
        'Friend: Amos Penrith.',
      ].join('\n'),
    );
    // A number is a value; an empty string none; a look in parts its prose.
    expect(markdown()).toContain(
      '### Amos Penrith\n- Died: 1932-02-11\n- Role: lighthouse keeper\n- Age: 61\n\nEyes: left brown, right blue.\n',
    );
  });

  it('puts places and things under their sections, a thing’s keepers in words', () => {
    expect(markdown()).toContain('## Places\n\n### Grey Mill\n\nNote: on the river.\n');
    expect(markdown()).toContain(
      '## Objects\n\n### the brass lamp\n\nHeld by: who Amos Penrith, until 1932-02-11.\n\nHeld by: who Wren Hollis, from 1932-02-12.\n',
    );
  });

  it('makes dated events the timeline, with their weekday and chapter, and the book’s own facts its notes', () => {
    expect(markdown()).toContain(
      '## Timeline\n\n- Thursday 1932-02-11: the gale; Amos drowned (chapter 4)\n- 1931-10-16: a letter dated (chapter_01.md)\n',
    );
    // A statement that opens on a string is no statement; a subject with a name alone tells nothing.
    expect(
      markdown().startsWith(
        '## Notes\n\nNarrator: Wren, first person, present tense.\n\nRefrain: Keep the light.\n\n## ',
      ),
    ).toBe(true);
  });

  it('gives the checks the cast: names, short forms, looks, an age and the chapter of a death', () => {
    const bible = parseBible(GRAPH, ENGLISH);
    const [wren, amos] = bible.characters;
    expect(bible.characters.map((c) => c.name)).toEqual(['Wren Hollis', 'Amos Penrith']);
    expect(wren?.names).toEqual(expect.arrayContaining(['Wren', 'Hollis', 'Wrennie']));
    expect(wren?.fields.eyes?.value).toBe('grey');
    expect(wren?.fields.age?.value).toBe('19');
    expect(wren?.fields.hair?.value).toMatch(/^black/);
    expect(amos?.diesIn?.value).toBe(4);
    expect(bible.style?.pov).toBe('first');
  });

  it('makes no section of notes where no subject tells anything of the book', () => {
    const bare = turtleAsMarkdown(
      '@prefix : <https://example.org/> .\n:x a :Whatsit ; :name "X" .\n:ada a :Person ; :name "Ada Quill" .\n',
      { characters: 'Characters', places: 'Places', objects: 'Objects', timeline: 'Timeline' },
      () => false,
      ENGLISH,
    );
    expect(bare).toBe('## Characters\n\n### Ada Quill\n');
  });

  it('reads a hostile graph without failing: brackets nested thousands deep, strings and IRIs never closed', () => {
    const head = '@prefix : <https://example.org/> .\n:ada a :Person ; :name "Ada Quill" .\n';
    const titles = { characters: 'Characters', places: 'Places', objects: 'Objects', timeline: 'Timeline' };
    for (const body of [
      '[ '.repeat(100_000),
      '( '.repeat(100_000),
      '"""a '.repeat(50_000),
      '"a\\'.repeat(100_000),
      '<'.repeat(300_000),
      '<a'.repeat(100_000),
    ])
      expect(turtleAsMarkdown(head + body, titles, () => false, ENGLISH)).toContain('### Ada Quill');
  });

  it('reads a string never closed to the end of its line', () => {
    const md = turtleAsMarkdown(
      '@prefix : <https://example.org/> .\n:ada a :Person ; :name "Ada Quill" ; :note "goes on\n.\n:tom a :Person ; :name \'Tom\n',
      { characters: 'Characters', places: 'Places', objects: 'Objects', timeline: 'Timeline' },
      () => false,
      ENGLISH,
    );
    expect(md).toContain('### Ada Quill\n\nNote: goes on.\n');
    expect(md).toContain('### Tom\n');
  });
  it('reads a subject told of in two statements as one, with the facts of both', () => {
    const bible = parseBible(
      '@prefix : <https://example.org/> .\n:ada a :Person ; :name "Ada Quill" .\n:tom a :Person ; :name "Tom Hale" .\n:ada :eyes "grey" .\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value])).toEqual([
      ['Ada Quill', 'grey'],
      ['Tom Hale', undefined],
    ]);
  });

  it('writes an event of no date as its words alone, with its chapter', () => {
    const md = turtleAsMarkdown(
      `${GRAPH}:storm a bk:Event ; rdfs:label "the storm breaks" ; bk:chapterNo 5 .\n`,
      { characters: 'Characters', places: 'Places', objects: 'Objects', timeline: 'Timeline' },
      (label) => /^(?:Eyes|Hair|Age)$/.test(label),
      ENGLISH,
    );
    expect(md.split('\n')).toContain('- the storm breaks (chapter 5)');
  });

  it('gives a person none of the looks of another the person is linked to', () => {
    const md = turtleAsMarkdown(
      '@prefix : <https://example.org/> .\n:ada a :Person ; :name "Ada Quill" ; :friend :tom .\n:tom a :Person ; :name "Tom Hale" ; :eyes "brown" .\n',
      { characters: 'Characters', places: 'Places', objects: 'Objects', timeline: 'Timeline' },
      (label) => /^(?:Eyes|Hair|Age)$/.test(label),
      ENGLISH,
    );
    expect(md).toContain('### Ada Quill\n\nFriend: Tom Hale.\n');
    expect(md).toContain('### Tom Hale\n- Eyes: brown\n');
  });
});
