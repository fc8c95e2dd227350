import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The dead in a book told in the present tense, with no bible: a death told
 * as it happens ("Tomas dies before dawn", "is killed", "lies dead"), a death
 * told with no verb of dying ("when Tomas was still alive", "the dead man's
 * ledger" after the one man of the paragraph who does nothing in it), and
 * the dead then acting in a later chapter. Written for these tests; the traps
 * (dialogue, memory, a dream, a living man named beside them, "he" who is
 * someone else after a possessive) stay quiet.
 */

const OPENING =
  'Tomas Reyes walks the lamp line every night. He counts the wicks and trims them. Nell Ash keeps the ledger in the office.\n\nNell Ash writes the figures down. Tomas Reyes nods to her from the door.';
const CALM =
  'The harbour is still. Nell Ash opens the shutters and looks at the boats. The gulls come down on the wall.';

const deadOf = (files: Record<string, string>, name = 'Tomas Reyes') =>
  readFacts(manuscriptOf(files), ENGLISH).facts.cast.find((c) => c.name === name)?.death;
const found = (files: Record<string, string>) =>
  checkDead(manuscriptOf(files), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a death told in the present tense', () => {
  const deaths = [
    'Tomas Reyes dies a little after four, with the lamp still burning.',
    'On the third night Tomas Reyes is killed on the breakwater.',
    'By morning Tomas Reyes lies dead in the boathouse.',
    'Tomas Reyes passes away in the night.',
  ];
  for (const told of deaths)
    it(`reads "${told.slice(0, 40)}…" as the death, and the man acting after it as a slip`, () => {
      const files = chaptersOf(OPENING, `${CALM}\n\n${told}`, `${CALM}\n\nTomas Reyes carries the oil up the steps.`);
      expect(deadOf(files)?.at.file).toBe('chapter_02.md');
      expect(found(files)).toEqual([
        expect.stringMatching(/^chapter_03\.md:5 Tomas Reyes acts \("Tomas Reyes carries"\)/),
      ]);
    });

  it('reads no death in a doubt, a wind that dies down, or a question', () => {
    for (const text of [
      'If Tomas Reyes dies out there, Nell thinks, the light goes with him.',
      'The wind round Tomas Reyes dies down at last.',
      'Tomas Reyes stands at the rail while the wind dies away.',
    ])
      expect(deadOf(chaptersOf(OPENING, `${CALM}\n\n${text}`, CALM))).toBeUndefined();
  });
});

describe('a death told with no verb of dying', () => {
  it('reads "when he was still alive" of the one named, in narration and in an italic memory', () => {
    for (const text of [
      'The last time the lamp was painted, Tomas Reyes had been alive.',
      '*She thought of the winter when Tomas Reyes was still alive, and the lamp always lit.*',
      'Nell keeps the office as it was while Tomas Reyes was alive.',
    ])
      expect(deadOf(chaptersOf(OPENING, `${CALM}\n\n${text}`))?.how).toBe('no longer alive');
  });

  it('reads "the dead man" as the one man named in the paragraph who does nothing in it', () => {
    const text =
      'Ned Hale does not know much about Tomas Reyes. Nell Ash has said he was careful. Bo Lind has said he drank. Nell has kept the dead man’s ledger since spring.';
    const files = chaptersOf(
      OPENING,
      `${CALM}\n\n${text}`,
      `${CALM}\n\nTomas Reyes comes up the steps and stands beside Nell.`,
    );
    expect(deadOf(files)?.how).toMatch(/the dead man/);
    expect(found(files)).toEqual([expect.stringMatching(/^chapter_03\.md:5 Tomas Reyes acts \("Tomas Reyes comes"\)/)]);
  });

  it('stays quiet where the living are alive, where two men could be the dead man, and in a dream', () => {
    for (const text of [
      // Alive now, not once: no "when", no "the last time".
      'Nell checks that Tomas Reyes is still alive.',
      'When they reach him, Tomas Reyes is still alive.',
      // Alive to something: no life at all.
      'While Tomas Reyes was alive to the danger, nobody else was.',
      // Two men who do nothing: "the dead man" may be either.
      'Nell thinks of Tomas Reyes and of Ned Hale. She sets down the dead man’s cup.',
      // The one man of the paragraph acts in it: he is alive, the dead man is someone else.
      'Tomas Reyes kneels on the shingle. The dead man is a stranger.',
      // A dream is no telling.
      'In the dream Tomas Reyes was still alive, and when Tomas Reyes was alive the lamp was lit.',
    ])
      expect(deadOf(chaptersOf(OPENING, `${CALM}\n\n${text}`)), text).toBeUndefined();
  });
});

describe('the dead acting in a present-tense book', () => {
  const DEATH = `${CALM}\n\nTomas Reyes dies at dawn on the breakwater.`;
  it('stays quiet on dialogue, memory, a dream and the past of backstory', () => {
    for (const later of [
      '"Tomas Reyes walks this line every night," Nell says.',
      '*Tomas Reyes had walked the line every night, she remembered.*',
      'Nell remembers how Tomas Reyes walked the line at dusk.',
      'In her dream Tomas Reyes walks the line again.',
      'Tomas Reyes walked the line every night for thirty years.',
    ])
      expect(found(chaptersOf(OPENING, DEATH, `${CALM}\n\n${later}`)), later).toEqual([]);
  });

  it('takes no "he" after the dead owner of a thing for the dead', () => {
    // "Tomas's watch" is the topic, and the "he" who takes it out is Ned.
    for (const later of [
      'Inside the hut Ned Hale sits down, and he takes Tomas Reyes’s watch out of his pocket. He winds it twice.',
      'He takes Tomas Reyes’s watch out of his pocket. He winds it twice.',
      'Ned Hale holds the lamp. He thinks of Tomas Reyes. He trims the wick.',
    ])
      expect(found(chaptersOf(`${OPENING} Ned Hale sweeps the yard.`, DEATH, `${CALM}\n\n${later}`)), later).toEqual(
        [],
      );
  });
});

describe('the dead in messages set in the text', () => {
  it('stays quiet on an old e-mail and chat lines of the dead, and reports the dead acting in the narration after', () => {
    const DEATH = `${CALM}\n\nTomas Reyes dies at dawn on the breakwater.`;
    const mail = [
      'From: Tomas Reyes <tomas@example.com>\nSent: Monday, March 2, 2020 9:10 AM\nSubject: the lamps',
      'Nell,',
      'Tomas Reyes walks the line tonight, so do not wait up. I will fix the wick myself.',
      'T.',
      '**Tomas:** back by six\n**Nell:** ok',
    ];
    expect(found(chaptersOf(OPENING, DEATH, `${CALM}\n\n${mail.join('\n\n')}`))).toEqual([]);
    const after = `${CALM}\n\n${mail.join('\n\n')}\n\nTomas Reyes carries the oil up the steps.`;
    expect(found(chaptersOf(OPENING, DEATH, after))).toEqual([
      expect.stringMatching(/^chapter_03\.md:\d+ Tomas Reyes acts \("Tomas Reyes carries"\)/),
    ]);
  });
});

describe('the dead in the past tense of a present-tense chapter', () => {
  it('say what they said when alive ("Con said so."), no slip; in a past chapter they speak again', () => {
    const death = 'Tomas Reyes dies a little after four, with the lamp still burning.';
    const said = (text: string) => found(chaptersOf(OPENING, death, `${CALM}\n\n${text}`));
    expect(said('Nell Ash looks at the ledger. She is tired. She looks like her father. Tomas Reyes said so.')).toEqual(
      [],
    );
    expect(said('Nell Ash looks at the ledger. She is tired. "Go home," Tomas Reyes says.')).toHaveLength(1);
    // The verb before the name is the one read: "says Tomas Reyes" is the present, no backstory.
    expect(said('Nell Ash looks at the ledger. She is tired. "Go home," says Tomas Reyes.')).toHaveLength(1);
  });
});

describe('the dead in a time clause inside the past perfect', () => {
  it('are the time before a time past ("had been old already when Tomas Reyes bought it")', () => {
    const past = [
      'Tomas Reyes walked the lamp line every night. He counted the wicks. Nell Ash kept the ledger.',
      'Tomas Reyes died a little after four, with the lamp still burning.',
    ];
    const later = (text: string) =>
      found(chaptersOf(...past, `The harbour was still. Nell Ash opened the shutters.\n\n${text}`));
    expect(later('Nell Ash looked at the boat. It had been old already when Tomas Reyes bought it.')).toEqual([]);
    expect(later('Nell Ash looked at the boat. It was old when Tomas Reyes rowed out in it.')).toHaveLength(1);
  });
});

describe('the dead in a chapter of a past-tense book that slips into the present', () => {
  it("speak there as a slip: the bible's Style, not the slipping chapter, tells its tense (the README's example)", () => {
    const bible =
      '## Characters\n### Mara Voss\n- eyes: grey\n### Elias Brandt\n- fate: dies in chapter 2\n## Style\n- Third person, past tense.\n';
    const found = checkDead(
      manuscriptOf(
        chaptersOf(
          "Mara's grey eyes took in the harbour. Mara walked along the quay.",
          'Elias died that night, and the lamp went out.',
          'Mara looked up, her green eyes wet.\n\n"Bring the lamp," Elias said from the doorway.\n\nMara walks to the door. She opens it and looks out. The wind pulls at her coat. She turns back.',
        ),
        bible,
      ),
      ENGLISH,
    ).findings.map((f) => `${f.file}:${f.line} ${f.category}`);
    expect(found).toEqual(['chapter_03.md:5 dead']);
  });
});
