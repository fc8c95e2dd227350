import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';
import { paragraphsOf } from '../../src/check/text.js';

/**
 * A greeting alone on its line ("Mark,", "Hi Mom", "Hello Aunt May!") opens a message set in the text: it and the
 * paragraphs after it, to the sign-off, are the message's, not narration (src/check/text.ts, documentParagraphs;
 * ENGLISH.messages.greeting).
 */

const kindsUnder = (greeting: string) =>
  paragraphsOf([greeting, '', 'Meet me at the pier at six.', '', 'Karen', '', 'She folded it away.'], ENGLISH).map(
    (p) => p.kind,
  );
const MESSAGE = ['quote', 'quote', 'quote', 'prose'];

describe('a greeting alone on its line', () => {
  it('opens a message on a name and a comma', () => {
    expect(kindsUnder('Mark,')).toEqual(MESSAGE);
    expect(kindsUnder('  Mark,')).toEqual(MESSAGE);
  });

  it('opens one on hi, hey, hello, dear or dearest and a name, with a comma or without', () => {
    for (const greeting of ['Hi Mom', 'Hey Jo!', 'Hello Dana —', 'Dear Sivert', 'Dearest Ana!'])
      expect(kindsUnder(greeting), greeting).toEqual(MESSAGE);
  });

  it('opens one on a name of two words, and on a name set off by two spaces', () => {
    for (const greeting of ['Hello Aunt May!', 'Hello Aunt  May:', 'Hi  Mom'])
      expect(kindsUnder(greeting), greeting).toEqual(MESSAGE);
  });

  it('opens one on a name of two words and a comma, however spaced, with hyphens and apostrophes in it', () => {
    for (const greeting of ['Aunt May,', 'Aunt  May,', 'Aunt May ,', 'Aunt May,  ', "Mary-Jo O'Neill,", 'Anne-Marie,'])
      expect(kindsUnder(greeting), greeting).toEqual(MESSAGE);
  });

  it('opens none on a capital word and a small one before a comma', () => {
    expect(kindsUnder('Aunt may,')).toEqual(['prose', 'prose', 'prose', 'prose']);
  });

  it('opens none on a line of narration that ends on a greeting', () => {
    expect(kindsUnder('The card only said Hi Mom')).toEqual(['prose', 'prose', 'prose', 'prose']);
  });
});
