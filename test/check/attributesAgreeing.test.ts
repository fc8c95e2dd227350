import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A colour against the bible after chapters that agreed with it: the finding names the first chapter that agreed,
 * not the latest, and the first statement patterns of a language are compiled right (a home read from "lived in").
 */

const BIBLE = '# Bible\n\n## Characters\n### Ines Carvalho\n- eyes: green\n- home: Porto\n';

describe('a colour against the bible after chapters that agreed', () => {
  it('names the first statement that agreed with the bible', () => {
    const m = manuscriptOf(
      chaptersOf("Ines's green eyes shone.", "Ines's jade eyes narrowed.", "Ines's eyes were blue."),
      BIBLE,
    );
    expect(checkAttributes(m, ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      'chapter_03.md:3 Ines Carvalho\'s eyes are "blue" here; bible: green (bible.md:5) (chapter_01.md:3 agrees with the bible)',
    ]);
  });
});

describe('a home the narration gives', () => {
  it('is read from "lived in" and held to the bible', () => {
    const m = manuscriptOf(chaptersOf('Ines lived in Lisbon by then.'), BIBLE);
    expect(checkAttributes(m, ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      'chapter_01.md:3 Ines\'s home is "Lisbon" here; bible: Porto (bible.md:6)',
    ]);
  });
});
