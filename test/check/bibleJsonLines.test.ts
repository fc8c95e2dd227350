import { describe, expect, it } from 'vitest';
import { jsonBlock, jsonLines } from '../../src/check/bibleJson.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept as JSON, turned into writer's own entry lines: which block is read, where it starts and ends, and
 * what each kind of key becomes, every line at the line of the file that says it.
 */

const linesOf = (text: string) => text.split('\n').map((t, i) => ({ text: t, line: i + 1 }));
const read = (text: string) => {
  const block = jsonBlock(text);
  return block ? jsonLines(linesOf(text), block, ENGLISH) : undefined;
};

describe('the JSON block of a bible', () => {
  it('is the fenced block, with the lines its text spans, or the whole file when it opens on a bracket', () => {
    const fenced = 'Notes\n\n```json title\n{\n  "cast": []\n}\n```\nafter';
    expect(jsonBlock(fenced)).toEqual({ data: { cast: [] }, start: 4, end: 6 });
    expect(jsonBlock('  [\n {"name": "Ann"}\n]')).toEqual({ data: [{ name: 'Ann' }], start: 1, end: 3 });
    // Text that is no JSON, or JSON that does not parse, is no block.
    expect(jsonBlock('# Bible\n\n{ not json')).toBeUndefined();
    expect(jsonBlock('{ "cast": [ }')).toBeUndefined();
    expect(jsonBlock('```json\n{ "cast": [ }\n```')).toBeUndefined();
  });
});

describe('a JSON cast as entry lines', () => {
  it('reads a top-level list, names, aliases, plain fields and ids as nothing', () => {
    const text = [
      '[',
      '  {"id": 7, "full_name": "Ann Lee", "aka": "Nan", "age": 30, "eyes": "grey", "tall": true},',
      '  {"name": "Bo Ray", "nicknames": ["Bobo", 3, "Ray-Ray"]},',
      '  {"role": "nobody"}',
      ']',
    ].join('\n');
    expect(read(text)).toEqual([
      { text: '## Characters', line: 2 },
      { text: '### Ann Lee', line: 2 },
      { text: '- id: 7', line: 2 },
      { text: '- aliases: Nan', line: 2 },
      { text: '- age: 30', line: 2 },
      { text: '- eyes: grey', line: 2 },
      { text: '### Bo Ray', line: 3 },
      { text: '- aliases: Bobo, Ray-Ray', line: 3 },
    ]);
  });

  it('finds the cast under its key, and nothing in data with no cast', () => {
    expect(read('{"places": [{"name": "Kirkwall"}], "people": [{"name": "Ann Lee"}]}')).toEqual([
      { text: '## Characters', line: 1 },
      { text: '### Ann Lee', line: 1 },
    ]);
    expect(read('{"places": [{"name": "Kirkwall"}]}')).toEqual([]);
    expect(read('"just a string"')).toBeUndefined();
    expect(jsonLines([], { data: 'text', start: 1 }, ENGLISH)).toEqual([]);
  });

  it('writes a death in its chapter, before the story, or with no chapter as before it', () => {
    const text = [
      '{"cast": [',
      '  {"name": "Ann Lee",',
      '   "died": {"chapter": 7}},',
      '  {"name": "Bo Ray",',
      '   "alive": false},',
      '  {"name": "Cy Dunn",',
      '   "death": {"chapter": [3, 4], "before_story": true}},',
      '  {"name": "Di Fox",',
      '   "alive": true}',
      ']}',
    ].join('\n');
    expect(read(text)).toEqual([
      { text: '## Characters', line: 2 },
      { text: '### Ann Lee', line: 2 },
      { text: '- fate: dies in chapter 7', line: 3 },
      { text: '### Bo Ray', line: 4 },
      { text: '- fate: died before the story opens', line: 5 },
      { text: '### Cy Dunn', line: 6 },
      { text: '- fate: died before the story opens', line: 7 },
      { text: '### Di Fox', line: 8 },
    ]);
  });

  it('writes a value over the chapters as what it is, then what it becomes and when', () => {
    const text = [
      '{"cast": [{"name": "Ann Lee", "hair": [',
      '  {"value": "brown"},',
      '  {"colour": "red", "ch": 3},',
      '  {"value": "grey"},',
      '  {"is": 40, "chapter": 9}',
      '], "eyes": [{"chapter": 2}], "scars": [1, 2]}]}',
    ].join('\n');
    expect(read(text)).toEqual([
      { text: '## Characters', line: 1 },
      { text: '### Ann Lee', line: 1 },
      { text: '- hair: brown; becomes red in chapter 3; becomes 40 in chapter 9', line: 1 },
    ]);
  });

  it('gives each object its holder first, then whom it is given to and when, at the object’s line', () => {
    const text = [
      '{"cast": [',
      '  {"name": "Ann Lee",',
      '   "has": [{"item": "croft key", "chapter": 2}, {"thing": 4}, "a lamp"]},',
      '  {"name": "Bo Ray",',
      '   "holds": [',
      '     {"object": "croft key"},',
      '     {"object": "brass lamp", "chapters": [5]}',
      '   ]}',
      ']}',
    ].join('\n');
    expect(read(text)).toEqual([
      { text: '## Characters', line: 2 },
      { text: '### Ann Lee', line: 2 },
      { text: '### Bo Ray', line: 4 },
      { text: '## Objects', line: 3 },
      { text: '### croft key', line: 3 },
      { text: '- holder: Bo Ray', line: 6 },
      { text: '- given to Ann Lee in chapter 2', line: 3 },
      { text: '### brass lamp', line: 7 },
      { text: '- given to Bo Ray in chapter 5', line: 7 },
    ]);
  });
});

describe('a JSON cast: values that say nothing', () => {
  it('reads no death from a "died" of null or false, nor from a death given "before_story": false', () => {
    const text = [
      '{"cast": [',
      '  {"name": "Ann Lee", "died": null, "eyes": "grey"},',
      '  {"name": "Bo Ray", "died": false},',
      '  {"name": "Cy Dunn", "died": {"chapter": 7, "before_story": false}}',
      ']}',
    ].join('\n');
    expect(read(text)?.filter((l) => l.text.startsWith('- '))).toEqual([
      { text: '- eyes: grey', line: 2 },
      { text: '- fate: dies in chapter 7', line: 4 },
    ]);
  });

  it('skips a name that is no text, an empty list of aliases, a chapter given in words and a step with no value', () => {
    const text = [
      '{"cast": [',
      '  {"name": 7, "eyes": "blue"},',
      '  {"name": "Ann Lee", "aliases": [], "hair": [{"value": "brown"}, {"chapter": 5}, {"colour": "red", "ch": "three"},',
      '    {"value": "grey", "dates": [1990]}, {"value": "white", "chapters": ["9"]}],',
      '   "holds": [null, {"item": "lamp", "chapter": "two"}]},',
      '  {"role": "cook"}',
      ']}',
    ].join('\n');
    expect(read(text)).toEqual([
      { text: '## Characters', line: 3 },
      { text: '### Ann Lee', line: 3 },
      { text: '- hair: brown', line: 3 },
      { text: '## Objects', line: 5 },
      { text: '### lamp', line: 5 },
      { text: '- holder: Ann Lee', line: 5 },
    ]);
    expect(read('{"cast": [{"role": "cook"}]}')).toEqual([]);
    expect(read('```json\nnull\n```')).toEqual([]);
  });

  it('writes the first value as what it is, even when it names the chapter it starts in', () => {
    const text =
      '{"cast": [{"name": "Ann Lee", "hair": [{"value": "brown", "chapter": 1}, {"value": "red", "chapter": 3}]}]}';
    expect(read(text)?.at(-1)).toEqual({ text: '- hair: brown; becomes red in chapter 3', line: 1 });
  });

  it('puts each key at its own entry’s line, not at the same key of the next entry', () => {
    const text = '```json\n[{"name": "Ann Lee", "eyes": "grey"},\n {"name": "Bo Ray", "eyes": "blue"}]\n```';
    expect(read(text)).toEqual([
      { text: '## Characters', line: 2 },
      { text: '### Ann Lee', line: 2 },
      { text: '- eyes: grey', line: 2 },
      { text: '### Bo Ray', line: 3 },
      { text: '- eyes: blue', line: 3 },
    ]);
  });
});
