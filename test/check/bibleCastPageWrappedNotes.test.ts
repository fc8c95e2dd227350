import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A cast page's note wrapped over lines: a label in the middle of a line ("hair. Home: …") ends no sentence begun on
 * the line before, and a word typed in capitals with a contraction ("THEY'RE") is written in lower case whole
 * (src/check/bibleTyped.ts, reflow and emphasisAsWritten). Pages written for these tests.
 */

const page = (note: string) => `THE SALT ROAD

MARA VOSS ........................... the keeper
     Grey eyes.
DORA BELL ........................... the cook
${note}
WALTER GREIG ........................ harbourmaster
LOUIS PAQUETTE ...................... night orderly
     Nights since the war.
`;

describe("a cast page's wrapped note", () => {
  it('keeps a sentence whole across a line that has a label in its middle', () => {
    const dora = parseBible(
      page('     Green eyes, brown\n     hair. Home: the lighthouse cottage.'),
      ENGLISH,
    ).characters.find((c) => c.name === 'Dora Bell');
    expect(dora?.fields.hair).toEqual({ value: 'brown', line: 6 });
  });

  it('keeps a sentence whole across a line that ends mid-sentence after an earlier stop', () => {
    const dora = parseBible(page('     Green eyes. Brown\n     hair.'), ENGLISH).characters.find(
      (c) => c.name === 'Dora Bell',
    );
    expect(dora?.fields.hair).toEqual({ value: 'Brown', line: 6 });
  });

  it('writes a contraction typed in capitals in lower case whole', () => {
    const lines = canonicalBible(page("     Green eyes. Cooks for all; THEY'RE never late."), ENGLISH).map(
      (l) => l.text,
    );
    expect(lines.join('\n')).toContain("they're never late");
  });
});

describe("a programme's entry wrapped onto the lines under it", () => {
  const PROGRAMME = `                THE HARBOUR
             DRAMATIS PERSONAE

KLAAS BAKKER, a fisherman ........ aged forty-four,
                                   father of Wiebe; a red
                                   beard, blue eyes.
GEERTJE BAKKER, his wife ......... forty-one; black
                                   hair, brown eyes.
WIEBE BAKKER ..................... their son; grey
                                   eyes; drowns in chapter 2.
ANNA BAKKER, their daughter ...... seven.
`;
  const cast = () =>
    parseBible(PROGRAMME, ENGLISH).characters.map(
      (c) => `${c.name}: ${c.fields.age?.value ?? '-'} ${c.fields.eyes?.value ?? '-'} ${c.diesIn?.value ?? '-'}`,
    );

  it("reads the words after the name and its comma, and the note after the leader, as the person's", () => {
    expect(cast()).toContain('Geertje Bakker: 41 brown -');
    expect(cast()).toContain('Anna Bakker: 7 - -');
  });

  it("reads a note that runs on under the leader as one with its line, each fact its own person's", () => {
    expect(cast()).toEqual([
      'Klaas Bakker: 44 blue -',
      'Geertje Bakker: 41 brown -',
      'Wiebe Bakker: - grey 2',
      'Anna Bakker: 7 - -',
    ]);
  });

  it('reads a head that wraps onto the line of its leader as one, and its nickname', () => {
    const page = `                THE HARBOUR
             DRAMATIS PERSONAE

JELLE VISSER, "old Jelle" ......... seventy-one; harbour master;
                                    pale grey eyes.
TRIJNTJE VISSER, "Trijn", his grand-
  daughter ........................ nineteen. Green eyes; a scar
                                    from the ice (aged nine).
DIRK SCHOUTEN ..................... twenty-one; Klaas's deckhand.

                            WHO HAS WHAT

THE KNIFE (horn handle)
   II ........ Wiebe's; lost with him.
`;
    const cast = parseBible(page, ENGLISH).characters.map(
      (c) =>
        `${c.name} (${c.names.filter((n) => n !== c.name && !c.name.split(' ').includes(n)).join(', ')}): ${c.fields.age?.value ?? '-'}`,
    );
    expect(cast.slice(0, 3)).toEqual([
      'Jelle Visser (): 71',
      'Trijntje Visser (Trijn, Trijn Visser): 19',
      'Dirk Schouten (): 21',
    ]);
    // "   II ........ Wiebe's" under a prop's line goes on in capitals: no head wrapped onto it, and no one's name.
    expect(cast.filter((c) => /\bIi\b/.test(c))).toEqual([]);
  });
});
