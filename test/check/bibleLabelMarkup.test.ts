import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { labelField, labelledLine, ownLine } from '../../src/check/bibleRecords.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A labelled line of a character's notes in whatever markup the author typed it: a list marker of any kind (with
 * the spaces a typist leaves after it), a wiki infobox bar or braces, a definition-list term, emphasis around the
 * label, and a label written with capitals, underscores, hyphens or four words. Each reads as the field it means.
 */

const read = (text: string) => {
  const l = labelledLine(text, ENGLISH);
  return l ? [l.field, l.value] : undefined;
};

describe('a label by its meaning', () => {
  it('reads a label in capitals, with an underscore or a hyphen, or with emphasis around it', () => {
    expect(labelField('Eye Colour', ENGLISH)).toBe('eyes');
    expect(labelField('eye_colour', ENGLISH)).toBe('eyes');
    expect(labelField('eye-colour', ENGLISH)).toBe('eyes');
    expect(labelField('*Eyes*', ENGLISH)).toBe('eyes');
    expect(labelField('age_1889', ENGLISH)).toBe('age');
  });

  it('reads a label of four words, not a phrase of five, nor a label that means nothing known', () => {
    expect(labelField('colour of the eyes', ENGLISH)).toBe('eyes');
    expect(labelField('where she lives in town', ENGLISH)).toBeUndefined();
    expect(labelField('Favourite song', ENGLISH)).toBeUndefined();
  });
});

describe('a labelled line in any markup', () => {
  it('reads past a list marker of any kind, and the spaces after it', () => {
    expect(read('  - Age: 41')).toEqual(['age', '41']);
    expect(read('+ Age: 41')).toEqual(['age', '41']);
    expect(read('* Hair: red')).toEqual(['hair', 'red']);
    expect(read('1. Age: 41')).toEqual(['age', '41']);
    expect(read('12) Eyes: grey')).toEqual(['eyes', 'grey']);
    expect(read('-   **Eyes:** grey')).toEqual(['eyes', 'grey']);
    expect(read('*  **Hair:** red')).toEqual(['hair', 'red']);
    expect(read('1.  **Age:** 41')).toEqual(['age', '41']);
  });

  it('reads a wiki infobox bar or braces, and a definition-list term, spaced or not', () => {
    expect(read('| eyes = grey')).toEqual(['eyes', 'grey']);
    expect(read('|eyes=grey')).toEqual(['eyes', 'grey']);
    expect(read('{{age=41}}')).toEqual(['age', '41']);
    expect(read('{{ age = 41 }}')).toEqual(['age', '41']);
    expect(read('{{age = 41}}')).toEqual(['age', '41']);
    expect(read('; eyes : grey')).toEqual(['eyes', 'grey']);
    expect(read(';eyes: grey')).toEqual(['eyes', 'grey']);
  });

  it('keeps a semicolon inside the value', () => {
    expect(read('Eyes: grey; hazel in some lights')).toEqual(['eyes', 'grey; hazel in some lights']);
  });

  it('reads a label in bold or italics of either kind, the colon inside or outside', () => {
    expect(read('**Hair**: red')).toEqual(['hair', 'red']);
    expect(read('__Hair__: red')).toEqual(['hair', 'red']);
    expect(read('*Eyes*: hazel')).toEqual(['eyes', 'hazel']);
    expect(read('_Eyes_: hazel')).toEqual(['eyes', 'hazel']);
    expect(read('**Hair:** red')).toEqual(['hair', 'red']);
    expect(read('__Hair:__ red')).toEqual(['hair', 'red']);
    expect(read('Eyes: **grey**')).toEqual(['eyes', 'grey']);
    expect(read('Eyes: __grey__')).toEqual(['eyes', 'grey']);
  });

  it('reads a label with a remark in brackets, and keeps the label as written', () => {
    expect(labelledLine('Eye colour (as a child): blue', ENGLISH)).toEqual({
      label: 'Eye colour',
      field: 'eyes',
      value: 'blue',
    });
    expect(read('Hair (grey by ch. 9): black')).toEqual(['hair', 'black']);
    // A label of 33 characters with its remark, the longest read.
    expect(read('Eye colour (in early photographs): hazel')).toEqual(['eyes', 'hazel']);
  });

  it('reads a qualifier in emphasis with the colon inside it ("Hair *colour:* auburn")', () => {
    expect(read('Hair *colour:* auburn')).toEqual(['hair', 'auburn']);
    expect(read('Eye **colour:** green')).toEqual(['eyes', 'green']);
  });

  it('reads bold typed with spaces inside its stars', () => {
    expect(read('** Hair **: red')).toEqual(['hair', 'red']);
    expect(read('Eyes: ** grey **')).toEqual(['eyes', 'grey']);
  });

  it('keeps the stops inside a bare value ("Born 12.3.1848")', () => {
    expect(read('Born 12.3.1848')).toEqual(['born', '12.3.1848']);
  });

  it('reads any separator: a colon, an equals sign, a spaced or unspaced dash', () => {
    expect(read('Eyes:grey')).toEqual(['eyes', 'grey']);
    expect(read('Age = 41')).toEqual(['age', '41']);
    expect(read('Eye colour — green')).toEqual(['eyes', 'green']);
    expect(read('eyes - grey')).toEqual(['eyes', 'grey']);
    expect(read('Hair–red')).toEqual(['hair', 'red']);
    expect(read('Age: 41 (21 in 1869)')).toEqual(['age', '41 (21 in 1869)']);
  });

  it('reads a bare label and its value, without the stop after it', () => {
    expect(labelledLine('Eyes grey.', ENGLISH)).toEqual({ label: 'Eyes', field: 'eyes', value: 'grey' });
    expect(read('Aged 41;')).toEqual(['age', '41']);
    expect(read('Dead 1880.')).toEqual(['fate', '1880']);
  });
});

describe("a labelled line as writer's own", () => {
  it('is "- field: value" for a field bible.ts reads, none for a line that is no labelled field', () => {
    expect(ownLine('Occupation: blacksmith', ENGLISH)).toBe('- role: blacksmith');
    expect(ownLine('*Eye colour*: grey', ENGLISH)).toBe('- eyes: grey');
    expect(ownLine('Born: 1848', ENGLISH)).toBeUndefined();
    expect(ownLine('She walks with a stick.', ENGLISH)).toBeUndefined();
  });

  it('puts the death word before a fate that leaves it out, not before one that says it or says alive', () => {
    expect(ownLine('Died in May 1961;', ENGLISH)).toBe('- fate: died in May 1961');
    expect(ownLine('Fate: hanged at Newgate', ENGLISH)).toBe('- fate: died hanged at Newgate');
    expect(ownLine('Fate: died in May 1961, before the story opens', ENGLISH)).toBe(
      '- fate: died in May 1961, before the story opens',
    );
    expect(ownLine('Fate: alive', ENGLISH)).toBe('- fate: alive');
    expect(ownLine('Eyes: dead grey', ENGLISH)).toBe('- eyes: dead grey');
  });

  it('keeps a status that tells no death as a note, and reads one that tells it', () => {
    expect(ownLine('Status: missing', ENGLISH)).toBe('- missing');
    expect(ownLine('Status: drowned off the Point, chapter 7', ENGLISH)).toBe(
      '- fate: drowned off the Point, chapter 7',
    );
  });
});

describe('a value in emphasis', () => {
  const fields = (bible: string) => {
    const c = parseBible(bible, ENGLISH).characters[0];
    return [c?.fields.age?.value, c?.fields.eyes?.value];
  };

  it("reads a value in italics or bold as the value, in writer's own entries and in a record", () => {
    expect(fields('## Characters\n\n### Mara Voss\n\n- Age: *forty-one*\n- Eyes: _grey_\n')).toEqual(['41', 'grey']);
    expect(fields('## Characters\n\n### Mara Voss\n\n- Age: **41**\n- Eyes: *grey*\n')).toEqual(['41', 'grey']);
    expect(fields('## Characters\n\n### Mara Voss\n\n- Age: _41_\n- Eyes: __grey__\n')).toEqual(['41', 'grey']);
    expect(fields('Name: Mara Voss\nAge: *forty-one*\nEyes: _grey_\n')).toEqual(['41', 'grey']);
    expect(fields('## Characters\n\n### Mara Voss\n\nAge: *forty-one*\nEyes: _grey_\n')).toEqual(['41', 'grey']);
    expect(fields('## Characters\n\n- Mara Voss — age: *41*; eyes: _grey_\n')).toEqual(['41', 'grey']);
    expect(fields('## Characters\n\n**Mara Voss** — *41*, _grey_ eyes\n')).toEqual(['41', 'grey']);
    expect(read('- Age: *forty-one*')).toEqual(['age', 'forty-one']);
  });

  it('keeps the underscores inside a word, and a star set apart by spaces', () => {
    expect(read('- Fate: dies in chapter_07.md')).toEqual(['fate', 'dies in chapter_07.md']);
    expect(read('- Role: pilot * retired *')).toEqual(['role', 'pilot * retired *']);
  });
});
