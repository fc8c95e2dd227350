import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Shapes of a character's entry an author types or pastes: bullets from a word processor ("•", "◦"), a bold
 * sub-heading over the person's own notes ("**Notes**"), a heading that goes on past the name ("## William Pruitt
 * (Bill), the miller"), a hyphenated surname on a name line. Each keeps the person and their fields. Bibles written
 * for these tests.
 */
function cast(bible: string) {
  return parseBible(bible, ENGLISH).characters.map((c) =>
    [c.name, c.fields.eyes?.value, c.fields.age?.value, c.fields.role?.value].filter((x) => x !== undefined).join(' '),
  );
}

describe('a character entry typed another way', () => {
  it('reads bullets pasted from a word processor as list markers', () => {
    const bible = '## Characters\n\n### Mara Voss\n\n• Eyes: grey\n◦ Age: 34\n\n### Amos Kitto\n\n  ▪ Eyes: blue\n';
    expect(cast(bible)).toEqual(['Mara Voss grey 34', 'Amos Kitto blue']);
  });

  it('keeps a person whose notes sit under a bold word that is no name', () => {
    const bible = [
      '# Bible',
      '## Characters',
      '## Hester Quayle',
      'Eyes: grey',
      'Age: 34',
      '',
      '**Notes**',
      '',
      'She keeps bees.',
      '## Amos Kitto',
      'Eyes: blue',
    ].join('\n');
    expect(cast(bible)).toEqual(['Hester Quayle grey 34', 'Amos Kitto blue']);
  });

  it('still reads bold names under a heading as the people they name', () => {
    const bible = '# Bible\n\n## The Crew\n\n**Mara Voss**\n- Eyes: grey\n\n**Amos Kitto**\n- Eyes: blue\n';
    expect(cast(bible)).toEqual(['Mara Voss grey', 'Amos Kitto blue']);
  });

  it('takes the name from a heading that goes on with a note after a comma or a dash', () => {
    for (const heading of [
      'William Pruitt (Bill), the miller',
      'William Pruitt, the miller',
      'William Pruitt — the miller',
    ])
      expect(
        cast(`# Bible\n\n## Characters\n\n## ${heading}\n\nEyes: brown\nAge: 52\n\n## Amos Kitto\n\nEyes: blue\n`),
      ).toEqual(['William Pruitt brown 52', 'Amos Kitto blue']);
  });

  it('keeps a hyphen between letters in a name line’s name', () => {
    expect(cast('# Cast\n\nMara Voss-Kell - pilot\neyes - grey\n\nAmos Kitto - doctor\neyes - blue\n')).toEqual([
      'Mara Voss-Kell grey pilot',
      'Amos Kitto blue doctor',
    ]);
  });
});
