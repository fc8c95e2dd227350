import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A record's body as people type it: a definition list whose term has a trailing space or a colon, or whose
 * definition is indented or set after two spaces; a definition that is itself a labelled line ("Tomas" then ": Home:
 * Gull Cottage"); and answers to a question of two looks however their parts are separated (a comma, a semicolon
 * with no space, a doubled semicolon), or with too few parts to split. Each test reads its bible itself.
 */

const DEFINITIONS = `# The Lamp (wiki)

## Mara Voss

Eyes 
: grey

Hair
  : black

Age
:  34

Role:
: keeper

## Tomas Reyes

Tomas
: Home: Gull Cottage
: Eyes: brown
`;

const ANSWERS = `# The Lamp: questions

## Mara Voss

**Q: Eyes and hair?** A: Grey, black.

## Tomas Reyes

**Q: Eyes and hair?** A: Brown;white

## Ilse Brandt

**Q: Hair and eyes?** A: Red;; green.

## Nils Brandt

**Q: Hair and eyes?** A: Fair.
`;

const fields = (bible: string, name: string) =>
  parseBible(bible, ENGLISH).characters.find((c) => c.name === name)?.fields;

describe('a definition list in a record', () => {
  it('reads a term with a trailing space or a colon, and a definition indented or after two spaces', () => {
    expect(fields(DEFINITIONS, 'Mara Voss')).toEqual({
      eyes: { value: 'grey', line: 6 },
      hair: { value: 'black', line: 9 },
      age: { value: '34', line: 12 },
      role: { value: 'keeper', line: 15 },
    });
  });

  it('reads a definition that is a labelled line, whatever its field', () => {
    expect(fields(DEFINITIONS, 'Tomas Reyes')).toEqual({
      home: { value: 'Gull Cottage', line: 20 },
      eyes: { value: 'brown', line: 21 },
    });
  });
});

describe('the parts of an answer to a question of two looks', () => {
  it('are split at a comma', () => {
    expect(fields(ANSWERS, 'Mara Voss')).toEqual({
      eyes: { value: 'Grey', line: 5 },
      hair: { value: 'black', line: 5 },
    });
  });

  it('are split at a semicolon with no space', () => {
    expect(fields(ANSWERS, 'Tomas Reyes')).toEqual({
      eyes: { value: 'Brown', line: 9 },
      hair: { value: 'white', line: 9 },
    });
  });

  it('are split at a doubled semicolon, with nothing between them', () => {
    expect(fields(ANSWERS, 'Ilse Brandt')).toEqual({
      hair: { value: 'Red', line: 13 },
      eyes: { value: 'green', line: 13 },
    });
  });

  it('give no look when there are fewer parts than looks asked', () => {
    expect(parseBible(ANSWERS, ENGLISH).characters.find((c) => c.name === 'Nils Brandt')?.fields ?? {}).toEqual({});
  });
});

describe('an answer to a question that asks for no field', () => {
  it('is read as prose of the person: a look and a death it tells', () => {
    const bible =
      '# The Lamp: questions\n\n## Mara Voss\n\n**Q: How old is she?** A: Thirty-four.\n\n**Q: Anything else?** A: Grey eyes, like her father. She dies in chapter 2.\n';
    const mara = parseBible(bible, ENGLISH).characters[0];
    expect(mara?.fields).toEqual({ age: { value: '34', line: 5 }, eyes: { value: 'Grey', line: 7 } });
    expect(mara?.diesIn).toEqual({ value: 2, line: 7 });
  });
});
