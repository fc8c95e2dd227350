import { describe, expect, it } from 'vitest';
import { castLine, isOrg, isoDatesAsWords, orgAsMarkdown, tomlBlock } from '../../src/check/bibleFormats.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * The bible formats' edges, as authors write them: dates of this century and
 * the first and last day of a month, org outlines with no "#+" settings or
 * drawers only, aligned columns and indented lists, timestamps without a
 * weekday, TOML files that open on a key or after blank lines, and cast lists
 * with one-word names. Each is a line of a bible a user keeps, read the way
 * the record reader needs it.
 */

describe('ISO dates as words', () => {
  it('reads dates of this century, and the first and the thirty-first of a month, but no day nought', () => {
    expect(isoDatesAsWords('born 2015-03-06', ENGLISH)).toBe('born 6 March 2015');
    expect(isoDatesAsWords('from 1911-03-01 to 1911-03-31', ENGLISH)).toBe('from 1 March 1911 to 31 March 1911');
    expect(isoDatesAsWords('filed 1911-03-00', ENGLISH)).toBe('filed 1911-03-00');
  });
});

describe('an org outline told from markdown', () => {
  it('knows an outline by its headings and a drawer or a "::" list, without any "#+" setting', () => {
    expect(isOrg('** Ann Lee\n:PROPERTIES:\n:EYES: grey\n:END:\n')).toBe(true);
    expect(isOrg('* Cast\n** Ann Lee\n   :PROPERTIES:\n   :EYES: grey\n   :END:\n')).toBe(true);
    expect(isOrg('* Cast\n- hair :: red\n')).toBe(true);
    expect(isOrg('*  Cast\n- hair :: red\n')).toBe(true);
    expect(isOrg('* C\n- hair :: red\n')).toBe(true);
  });

  it('knows an outline by a "#+" setting alone', () => {
    expect(isOrg('#+TITLE: The Lamp\n\nAnn Lee keeps the light.\n')).toBe(true);
  });

  it('does not take markdown with bold names or a star inside a line for an outline', () => {
    expect(isOrg('**Ann Lee** — grey eyes\n- hair :: red\n')).toBe(false);
    expect(isOrg('Rooms: 2 * 3 in the tower\n- hair :: red\n')).toBe(false);
    expect(isOrg('* Cast\n- hair: red\n')).toBe(false);
  });

  it('maps aligned drawers, indented lists, tags after wide gaps and untrimmed titles line for line', () => {
    const org = [
      '#+TITLE:Notes',
      '*  Cast',
      '** Mara Voss                                   :keeper:',
      '   :PROPERTIES:',
      '   :EYES:     grey',
      '   :END:  ',
      '   - hair   ::  red',
      '   - Room :: the attic * north side',
    ].join('\n');
    expect(orgAsMarkdown(org).split('\n')).toEqual([
      '# Notes',
      '# Cast',
      '## Mara Voss',
      '',
      '- eyes: grey',
      '',
      '   - hair: red',
      '   - room: the attic * north side',
    ]);
  });

  it('keeps a line of prose that ends in a word between colons', () => {
    expect(orgAsMarkdown('Ann keeps the lamp :always:')).toBe('Ann keeps the lamp :always:');
  });

  it('takes the brackets off a timestamp with no weekday, or with an hour', () => {
    expect(orgAsMarkdown(':BORN: <1880-02-03>\n:DIED: [1911-03-08 Wed 9:05]\n:SEEN: <1911-03-08 Wed 10:30>')).toBe(
      '- born: 1880-02-03\n- died: 1911-03-08 Wed 9:05\n- seen: 1911-03-08 Wed 10:30',
    );
  });
});

describe('a TOML bible', () => {
  it('reads a whole file that opens on a key with no spaces, or on a key with an underscore', () => {
    expect(tomlBlock('title="The Lamp"\n[cast.ann]\nname = "Ann Lee"\n', ENGLISH)?.data).toEqual({
      title: 'The Lamp',
      cast: { ann: { name: 'Ann Lee' } },
    });
    expect(tomlBlock('eye_colour = "grey"\n', ENGLISH)?.data).toEqual({ eye_colour: 'grey' });
  });

  it('reads a whole file after blank lines, or after a comment and a blank line, and a table with an accented name', () => {
    expect(tomlBlock('\n\n[cast.ann]\nname = "Ann Lee"\n', ENGLISH)?.data).toEqual({
      cast: { ann: { name: 'Ann Lee' } },
    });
    expect(tomlBlock('# people\n\n[[cast]]\nname = "Ann Lee"\n', ENGLISH)?.data).toEqual({
      cast: [{ name: 'Ann Lee' }],
    });
    expect(tomlBlock('[people_of_1911]\nname = "Ann Lee"\n', ENGLISH)?.data).toEqual({
      people_of_1911: { name: 'Ann Lee' },
    });
    expect(tomlBlock('[cast."zoé"]\nname = "Zoé Roux"\n', ENGLISH)?.data).toEqual({
      cast: { zoé: { name: 'Zoé Roux' } },
    });
  });

  it('does not take markdown headings alone for TOML, though each reads as a TOML comment', () => {
    expect(tomlBlock('# Cast\n\n## Ann Lee\n', ENGLISH)).toBeUndefined();
  });

  it('says which lines of the bible a fenced block spans, its fence labelled or not', () => {
    expect(tomlBlock('# Bible\n\n```toml\nname = "Ann"\neyes = "grey"\n```\n', ENGLISH)).toMatchObject({
      start: 4,
      end: 5,
    });
    expect(tomlBlock('# Bible\n```toml title="cast"\nname = "Ann"\n```\n', ENGLISH)).toMatchObject({
      data: { name: 'Ann' },
      start: 3,
      end: 3,
    });
  });

  it('takes a fence only when its language is toml, not a longer word that starts with it', () => {
    expect(tomlBlock('# Bible\n```tomlish\nname = "Ann"\n```\n', ENGLISH)).toBeUndefined();
    expect(tomlBlock('# Bible\n```toml-ish\nname = "Ann"\n```\n', ENGLISH)).toBeUndefined();
    expect(tomlBlock('# Bible\n```toml\t# cast\nname = "Ann"\n```\n', ENGLISH)?.data).toEqual({ name: 'Ann' });
  });

  it('reads a date with an hour as its day', () => {
    expect(tomlBlock('died = 1911-03-08T06:30:00Z\n', ENGLISH)?.data).toEqual({ died: '8 March 1911' });
  });
});

describe('a cast list in capitals', () => {
  it('keeps one-word names of three capitals or more, and not short words with stops', () => {
    expect(castLine('MARGARET — the cook')).toEqual({ name: 'MARGARET', rest: 'the cook' });
    expect(castLine('ANN (9) — the child')).toMatchObject({ name: 'ANN', bracket: '9' });
    expect(castLine('O.K. — fine')).toBeUndefined();
  });

  it('trims the bracket and what follows', () => {
    expect(castLine('MARA VOSS ( 34 ) — the keeper   ')).toEqual({
      name: 'MARA VOSS',
      bracket: '34',
      rest: 'the keeper',
    });
  });
});
