import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A name's gender is read from the pronouns that are its own: those after a name that is its sentence's subject,
 * in its own clause, and the next sentence's opening one. A pronoun before the name is someone else's and so are
 * those of its gender after it; a name holding a thing after the sentence's opening, or in a clause that does not
 * open its sentence, gives the next sentence's pronoun to no one. Sentences written for these tests.
 */
function genderOf(name: string, ...texts: string[]) {
  const { characters } = readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH);
  return characters.find((c) => c.name === name)?.gender;
}

describe('the pronouns that are a name’s own', () => {
  it('are not those of the subject before it, nor the next sentence’s', () => {
    const arm =
      'At the bottom of the hill the foreman came out of his house with Halla on his arm, in his Sunday coat.';
    const next = `${arm} He had been back at the scales since February.`;
    expect(genderOf('Halla', next, next, 'Halla sat down. She was tired.')).toBe('female');
  });

  it('are those of the other gender after a pronoun before the name', () => {
    const memory = 'She remembered the day Anselm had first shown it to her. He had held it out on his palm.';
    expect(genderOf('Anselm', memory, memory)).toBe('male');
  });

  it('leave the next sentence alone after a name holding a thing in the middle of its sentence', () => {
    const lid = "It is a brass case with Hugh's initials scratched inside the lid. She opens it.";
    expect(genderOf('Hugh', lid, lid, 'Hugh slept. He was tired.')).toBe('male');
  });

  it('are none after a name holding a thing after the sentence’s opening', () => {
    const watch = "The doctor took Margaret's watch out of his pocket.";
    expect(genderOf('Margaret', watch, watch, watch, 'Margaret sat down. She was tired.')).toBe('female');
  });

  it('are its own after a name holding a thing that opens the sentence', () => {
    const hands = "Margaret's hands shook. She put down the cup.";
    expect(genderOf('Margaret', hands, hands)).toBe('female');
  });

  it('leave the next sentence alone after a name in a clause that does not open its sentence', () => {
    const since = 'It is eight months since Hugh Castell went down the path. She writes nothing in the log.';
    expect(genderOf('Hugh Castell', since, since, 'Hugh Castell slept. He was tired.')).toBe('male');
  });

  it('count a title or a little word before the name as the opening', () => {
    const crane = 'Afterwards DS Crane came up the stair. He was a man of forty.';
    expect(genderOf('Crane', crane)).toBe('male');
  });

  it('are in the name’s own clause, not after a comma that opens the next', () => {
    const sigga =
      'And then Sigga came out of the hall and shouted, and that had been the end of it, except that he had laughed at his own boots.';
    expect(genderOf('Sigga', sigga, sigga, 'Sigga sat down. She was cold.')).toBe('female');
    const crane = 'Crane was sitting at the table, with his coat still on.';
    expect(genderOf('Crane', crane, crane, 'Crane looked up.')).toBe('male');
  });

  it('are not an opening one when the sentence holds one of the other gender', () => {
    const call = 'Mark calls at noon. She puts him on speaker.';
    expect(genderOf('Mark', call, call, 'Mark slept. He was tired.')).toBe('male');
    const note = 'Mark calls at noon. She writes it down: His train is late.';
    expect(genderOf('Mark', note, note, 'Mark slept. He was tired.')).toBe('male');
  });

  it('are not an opening one after a pronoun of that gender later in the sentence with the name', () => {
    const stairs = 'Anselm came down the stairs while she was dressing and asked about his loupe. She said no.';
    expect(genderOf('Anselm', stairs, stairs)).toBe('male');
  });

  it('take the next sentence’s opening one after the name’s own in its clause', () => {
    const coat = 'Anselm took off his coat. He sat down.';
    expect(genderOf('Anselm', coat, coat, 'Anselm came in. She looked up.')).toBe('male');
  });

  it('include a parent named after "was"', () => {
    const keough = 'My father was Michael Keough. Michael Keough went out in the boat and did not come back.';
    expect(genderOf('Michael Keough', keough, keough)).toBe('male');
  });

  it('are its own in its clause when someone else holds a thing further on in a sentence it does not open', () => {
    const boat = "At dawn Dara Quill took his father's boat out past the point.";
    expect(genderOf('Dara Quill', boat, boat, 'Dara Quill sat down.')).toBe('male');
  });
});
