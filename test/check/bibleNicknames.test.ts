import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { rstAsMarkdown } from '../../src/check/bibleFormats.js';
import { bibleFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { checkManuscript } from '../../src/check/index.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** Names as bibles write them: a nickname inside, a name in brackets, an entry on a line of its own. */

const people = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => `${c.name}: ${[...c.names].sort().join('|')}`);

describe("a bible's names", () => {
  it('reads a nickname in quotes inside a heading as a name they go by', () => {
    expect(people('## Characters\n\n### Theodore "Teddy" Marsh\n\n- Age: sixteen\n- Eyes: brown\n')).toEqual([
      'Theodore Marsh: Marsh|Teddy|Theodore|Theodore Marsh',
    ]);
    expect(people('**William “Bill” Tennant**\n- Age: sixty-seven\n- Eyes: blue\n')).toEqual([
      'William Tennant: Bill|Tennant|William|William Tennant',
    ]);
  });

  it('reads a heading with a note after a dash, or a nickname in quotes after a comma, as the person', () => {
    expect(
      people(
        '# People\n\n## Giacomo Marsh — DEAD before the story\n\n- Died: 14 March 1971\n\n## Bastiano Gallo, “Bas” — dies in ch. 6\n\n- Age: seventy-nine\n',
      ),
    ).toEqual(['Giacomo Marsh: Giacomo|Giacomo Marsh|Marsh', 'Bastiano Gallo: Bas|Bastiano|Bastiano Gallo|Gallo']);
  });

  it('reads a heading whose note follows its nickname after an unspaced dash as the person', () => {
    expect(
      people(
        '# People\n\n## Bastiano Gallo, “Bas”—dies in ch. 6\n\n- Age: seventy-nine\n\n## Orsola Venier—the widow\n\n- Age: fifty\n',
      ),
    ).toEqual(['Bastiano Gallo: Bas|Bastiano|Bastiano Gallo|Gallo', 'Orsola Venier: Orsola|Orsola Venier|Venier']);
    expect(
      parseBible('# People\n\n## Bastiano Gallo, “Bas”—dies in ch. 6\n\n- Age: seventy-nine\n', ENGLISH).characters[0]
        ?.diesIn?.value,
    ).toBe(6);
  });

  it('reads a nickname after the given name and a comma, the surname after it, as the whole name', () => {
    expect(people('## Characters\n\n### Bastiano, “Bas” Gallo\n\n- Age: seventy-nine\n')).toEqual([
      'Bastiano Gallo: Bas|Bastiano|Bastiano Gallo|Gallo',
    ]);
    expect(people('# People\n\n## Bastiano, "Bas" Gallo — dies in ch. 6\n\n- Age: seventy-nine\n')).toEqual([
      'Bastiano Gallo: Bas|Bastiano|Bastiano Gallo|Gallo',
    ]);
  });

  it("reads the names in a heading's brackets as theirs, but not a bracket of figures", () => {
    expect(people('### William Tennant (Bill, or Will)\n\n- Age: sixty-seven\n- Eyes: blue\n')).toEqual([
      'William Tennant: Bill|Tennant|Will|William|William Tennant',
    ]);
    expect(people('### William Tennant (1931–1998)\n\n- Age: sixty-seven\n- Eyes: blue\n')).toEqual([
      'William Tennant: Tennant|William|William Tennant',
    ]);
  });

  it('reads every short form in brackets after a name as theirs, in a heading, inside the name, or on a line', () => {
    expect(people('## Characters\n\n### Lillian (Lil, Lilly) Hart\n\n- Age: forty\n')).toEqual([
      'Lillian Hart: Hart|Lil|Lillian|Lillian Hart|Lilly',
    ]);
    expect(people('## Characters\n\n### LILLIAN HART (LIL, LILLY)\n\n- Age: forty\n')).toEqual([
      'Lillian Hart: Hart|Lil|Lillian|Lillian Hart|Lilly',
    ]);
    expect(
      people('## Characters\n\nLillian (Lil, Lilly) — the baker, forty\n\nTom Hart — the ferryman, forty-five\n'),
    ).toEqual(['Lillian: Lil|Lillian|Lilly', 'Tom Hart: Hart|Tom|Tom Hart']);
  });

  it('keeps a line that opens on one word and a bracket of no names a line of the entry above', () => {
    expect(people('## Characters\n\n### Tom Hart\n\n- Age: forty\n\nLater (in winter) — he sells the farm\n')).toEqual([
      'Tom Hart: Hart|Tom|Tom Hart',
    ]);
  });

  it('reads the nickname inside a heading over fields a record reads, under a heading of no section', () => {
    expect(
      people('## Others\n\n### William "Bill" Tennant\n\n- Age: sixty-seven\n- Office: over the hardware store\n'),
    ).toEqual(['William Tennant: Bill|Tennant|William|William Tennant']);
  });

  it('takes no note in brackets for a name (a year, a plain word), but a name beside them', () => {
    expect(people('### Priya Nair (doctor, the eldest)\n\n- Age: forty\n- Eyes: brown\n')).toEqual([
      'Priya Nair: Nair|Priya|Priya Nair',
    ]);
    expect(people('### William Tennant (Bill, b. 1931)\n\n- Age: sixty-seven\n- Eyes: blue\n')).toEqual([
      'William Tennant: Bill|Tennant|William|William Tennant',
    ]);
  });

  it('keeps an epithet in lower case ("the engineer") among the names they go by, wherever the bible gives it', () => {
    expect(people('## Characters\n\n**Adriaan van Loon** (the engineer)\n- Age: thirty-four\n')).toEqual([
      'Adriaan van Loon: Adriaan|Adriaan van Loon|Loon|the engineer',
    ]);
    expect(
      people('## Characters\n\n### Adriaan van Loon\n\n- Also called: the engineer, Van Loon\n- Age: 34\n'),
    ).toEqual(['Adriaan van Loon: Adriaan|Adriaan van Loon|Loon|Van Loon|the engineer']);
    expect(people('### Priya Nair (the doctor)\n\n- Age: forty\n- Eyes: brown\n')).toEqual([
      'Priya Nair: Nair|Priya|Priya Nair|the doctor',
    ]);
  });

  it("holds the text's epithet to its person: the engineer's blue eyes are his slip, not the woman's beside him", () => {
    const bible =
      '## Characters\n\n**Adriaan van Loon** (the engineer)\n- Eyes: grey\n- Age: 34\n\n**Trijntje Visser**\n- Eyes: green\n';
    const text =
      'Adriaan van Loon came off the steamer. He looked at the harbour.\n\nTrijntje Visser watched from the quay. The next morning the engineer turned his blue eyes on the dyke.';
    const findings = checkManuscript(manuscriptOf(chaptersOf(text), bible), { lang: ENGLISH }).findings.map(
      (f) => `${f.file}:${f.line} ${f.message}`,
    );
    expect(findings).toEqual(['chapter_01.md:5 Adriaan van Loon\'s eyes are "blue" here; bible: grey (bible.md:4)']);
  });

  it('takes no plain word, the narrator, or a long phrase after "the" for an epithet', () => {
    expect(people('### Priya Nair (the eldest)\n\n- Age: forty\n')).toEqual(['Priya Nair: Nair|Priya|Priya Nair']);
    expect(people('### Priya Nair (the narrator)\n\n- Age: forty\n')).toEqual(['Priya Nair: Nair|Priya|Priya Nair']);
    expect(people('### Priya Nair (the one who finds the body)\n\n- Age: forty\n')).toEqual([
      'Priya Nair: Nair|Priya|Priya Nair',
    ]);
  });

  it("reads a bible's usual labels (Marks, Holds, Away, Family) as fields of the entry, not people", () => {
    expect(
      people(
        '## Characters\n\n### Adele Rovere\n\n- Age: sixty-eight\n- Marks: deaf in the left ear\n- Holds: the watch\n- Away: Turin, 2–5 October\n- Family: widow of Giacomo\n',
      ),
    ).toEqual(['Adele Rovere: Adele|Adele Rovere|Rovere']);
  });

  it('reads "Name — what they are" on a line of its own under Characters as an entry', () => {
    expect(
      people(
        '## Characters\n\nDr. Priya Nair — the doctor; calls at dawn.\n\nSergeant Dale Kowal — the sheriff; fifty-two.\n',
      ),
    ).toEqual(['Dr. Priya Nair: Dr. Priya Nair|Nair|Priya', 'Sergeant Dale Kowal: Dale|Kowal|Sergeant Dale Kowal']);
    expect(people('## Characters\n\nLater — he sells the farm.\n\nWinter — snow closes the pass.\n')).toEqual([]);
  });

  it("drops a reStructuredText term over entries of their own (a group's title), and keeps a person's term", () => {
    const md = rstAsMarkdown(
      'Minor\n   Dr. Priya Nair — the doctor.\n\n   Arne Dahl — a fisherman.\n\nMara Voss\n   A pilot with grey eyes.\n',
      () => false,
    );
    expect(md.split('\n')[0]).toBe('');
    expect(md).toContain('**Mara Voss**');
    // A person's term over a definition opening on one word and a dash is the person's.
    expect(rstAsMarkdown('Walter Halloran\n   Father — blue eyes, fifty-four.\n', () => false).split('\n')[0]).toBe(
      '**Walter Halloran**',
    );
  });
});

describe("a first name changed against the bible's one bearer of the surname", () => {
  const bible = '## Characters\n\n### Dr. Priya Nair\n- role: the doctor\n';
  const slips = (...texts: string[]) =>
    bibleFirstNameSlips(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).map(
      (f) => `${f.file}:${f.line} ${f.message}`,
    );

  it('finds a first name used once before the surname, and nowhere else', () => {
    expect(slips('Dr. Nair came at six.', '"It\'s Anita Nair," the doctor said. Dr. Nair sat down.')).toEqual([
      'chapter_02.md:3 "Anita Nair" here, once; the bible\'s only Nair is "Dr. Priya Nair" (bible.md:3)',
    ]);
  });

  it('stays quiet when the bible has two of the surname, or the text two other first names', () => {
    const two = `${bible}\n### Ravi Nair\n- role: her brother\n`;
    expect(bibleFirstNameSlips(manuscriptOf(chaptersOf('Anita Nair came at six.'), two), ENGLISH)).toEqual([]);
    expect(slips('Anita Nair came at six. Sunil Nair came at seven.')).toEqual([]);
  });

  it("stays quiet on a relative, a short form, a name used again, and the bible's own name", () => {
    expect(slips('Dr. Nair came at six. Her sister, Anita Nair, came too.')).toEqual([]);
    expect(slips('Dr. Nair came at six. Anita Nair, her sister, came too.')).toEqual([]);
    expect(slips('Dr. Nair came at six. At nine her husband came home. Arun Nair was a quiet man.')).toEqual([]);
    expect(slips('Priya Nair came at six. Anita came too. Anita Nair sat down.')).toEqual([]);
    expect(slips('Dr. Nair came at six. Priya Nair sat down.')).toEqual([]);
    const bill = '## Characters\n\n### William Tennant\n- age: 67\n';
    expect(
      bibleFirstNameSlips(manuscriptOf(chaptersOf('Bill Tennant came at six.'), bill), ENGLISH).map((f) => f.message),
    ).toEqual([]);
  });
});
