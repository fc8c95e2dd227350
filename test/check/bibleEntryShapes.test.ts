import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { recordName } from '../../src/check/bibleRecords.js';
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

  it('reads a bold name alone, a blank line, then its lines as one entry', () => {
    for (const field of ['- Eyes: grey', 'Eyes: grey'])
      expect(cast(`# Bible\n\n## The Crew\n\n**Mara Voss**\n\n${field}\n\n**Amos Kitto**\n\n- Eyes: blue\n`)).toEqual([
        'Mara Voss grey',
        'Amos Kitto blue',
      ]);
  });

  it('keeps a bullet of no field under a bold name after a blank line as one of its lines', () => {
    const lines = canonicalBible('## The Crew\n\n**Mara Voss**\n\n- a scar on her chin\n', ENGLISH).map((l) => l.text);
    const at = lines.indexOf('### Mara Voss');
    expect(lines.slice(at, at + 2)).toEqual(['### Mara Voss', '- a scar on her chin']);
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

  it('reads a footnote as an entry of its own, and its mark in a line as no word', () => {
    const bible = [
      '## 1987',
      '',
      '- **Saturday 14 November.** Nell moves to the attic at Hóll.[^nell][^halla]',
      '',
      '---',
      '',
      '[^halla]: **Halla Bjarnadóttir**, 1906–1988. Very small; pale blue eyes gone milky at the edges; white',
      '    hair in a bun held by two combs.',
      '[^nell]: **Nell Farraday**, of Dunedin. Green eyes; freckles.',
    ].join('\n');
    expect(cast(bible)).toEqual(['Halla Bjarnadóttir pale blue', 'Nell Farraday Green']);
    expect(canonicalBible(bible, ENGLISH).map((l) => l.text)).toContain(
      '- **Saturday 14 November.** Nell moves to the attic at Hóll.',
    );
  });

  it('gives no name to someone told by whose they are, nor their line to the entry above', () => {
    const bible = [
      'CAST',
      '',
      'NELL FARRADAY — narrator, 24; green eyes',
      "NELL'S FATHER — a nurse, then a fisherman. Died 1977.",
    ].join('\n');
    expect(cast(bible)).toEqual(['Nell Farraday green 24']);
    expect(recordName("NELL'S FATHER", ENGLISH)).toBeUndefined();
    expect(recordName('Nell’s Father', ENGLISH)).toBeUndefined();
  });

  it('takes a name typed in capitals as the text writes it', () => {
    const bible =
      "## Characters\n\n### BJARNI ÓLAFSSON\n\n- Eyes: pale\n\n### SEAN O'BRIEN\n\n- Age: 40\n\n### Ann McKAY\n";
    expect(parseBible(bible, ENGLISH).characters.map((c) => c.names.join('|'))).toEqual([
      'Bjarni Ólafsson|Bjarni|Ólafsson',
      "Sean O'Brien|Sean|O'Brien",
      'Ann McKAY|Ann|McKAY',
    ]);
  });

  it('reads a line with a dash under a person’s own heading as theirs, not as another person', () => {
    const bible = [
      '## Characters',
      '',
      '### Hester Quayle',
      '',
      'Quiet - watchful, grey eyes.',
      '- Age: 34',
      '',
      '### Mara Voss',
      '',
      'Keeper — eyes: grey — hair: black',
    ].join('\n');
    expect(cast(bible)).toEqual(['Hester Quayle grey 34', 'Mara Voss grey keeper']);
  });

  it('still reads name lines under a heading that is no one', () => {
    expect(cast('## Characters\n\n### The village\n\nTom Bell - ferryman\neyes - blue\n')).toEqual(['Tom Bell blue']);
  });

  it('keeps a hyphen between letters in a name line’s name', () => {
    expect(cast('# Cast\n\nMara Voss-Kell - pilot\neyes - grey\n\nAmos Kitto - doctor\neyes - blue\n')).toEqual([
      'Mara Voss-Kell grey pilot',
      'Amos Kitto blue doctor',
    ]);
  });
});
