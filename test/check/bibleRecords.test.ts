import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { chapterOfDate, dateAnchors, labelField, withChapters } from '../../src/check/bibleRecords.js';
import { explainFacts, formatExplanation } from '../../src/check/explain.js';
import { checkManuscript } from '../../src/check/index.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A person's record in the bible dialects people keep, each written here for
 * this test (none copied from a story set): YAML (a list and a mapping keyed
 * by name), a wiki page with infoboxes, loose working notes, a TSV sheet, a
 * fenced CSV table with a dated timeline, a dossier (### a person, prose,
 * *Label*: value), questions and answers, a definition list per person, and
 * plain "Label: value" lines under a heading. Each must give what a user sees:
 * the eyes the bible records, held against the text ("blue" in chapter 2), a
 * death the bible dates, held against a man who walks in after it, and the
 * --explain line that says which line of bible.md each fact came from.
 */

const BOOK = {
  'chapter_01.md':
    '# One\n\nMara Voss climbed the stair to the lamp room. Mara Voss had grey eyes.\n\nTomas Reyes waited below with the oil can. Tomas Reyes had brown eyes.\n',
  'chapter_02.md':
    '# Two\n\nThe gale came in the night. Mara Voss kept the lamp lit until dawn.\n\nMara Voss had blue eyes, red with salt.\n',
  'chapter_03.md':
    '# Three\n\nMara Voss slept until noon.\n\nTomas Reyes came up the stair and laughed. "Tea," Tomas Reyes said.\n',
};

const DIALECTS: Record<string, { bible: string; eyes: number; death: number; dies: number }> = {
  yaml: {
    bible: `# The Lamp — bible

\`\`\`yaml
people:
  - name: Mara Voss
    also_known_as: [Mar, Captain Voss]
    eye_colour: grey
    hair: black
    age: 34
    home: Skerry Light
  - name: Tomas Reyes
    eyes: brown
    age: 60
    fate: dies in the second chapter
\`\`\`
`,
    eyes: 7,
    death: 14,
    dies: 2,
  },
  'yaml keyed by name': {
    bible:
      'cast:\n  Mara Voss:\n    eyes: grey\n    age: 34\n  Tomas Reyes:\n    eyes: brown\n    died: chapter_02.md\n',
    eyes: 3,
    death: 7,
    dies: 2,
  },
  wiki: {
    bible: `= The Lamp =

== Mara Voss ==
{{Infobox character
| name = Mara Voss
| eyes = grey
| hair = black
| age = 34
}}
Keeper of the Skerry Light.

== Tomas Reyes ==
{{Infobox character
| eyes = brown
| died = ch 2
}}
`,
    eyes: 6,
    death: 15,
    dies: 2,
  },
  'working notes': {
    bible: `lamp notes (working)

PEOPLE

Mara Voss - keeper, 34
  eyes - grey
  hair - black
Tomas Reyes - relief man
  eyes - brown
  fate - dies ch 2
Ilse Brandt - Mara's aunt
  fate - dead before book opens (2011)

TIMELINE
Day 1 — Mon 4 March — ch 1
Day 3 — Wed 6 March — ch 2
`,
    eyes: 6,
    death: 10,
    dies: 2,
  },
  tsv: {
    bible:
      'name\teye colour\thair\tage\tstatus\nMara Voss\tgrey\tblack\t34\talive\nTomas Reyes\tbrown\t\t60\tdies in chapter_02.md\n',
    eyes: 2,
    death: 3,
    dies: 2,
  },
  'csv with a dated timeline': {
    bible: `# Cast

\`\`\`csv
Full name,Nicknames,Eyes,Hair,Age (1998),Died
Mara Voss,"Mar; Captain Voss",grey,black,34,
Tomas Reyes,,brown,,60,6 March 1998
\`\`\`

## Timeline
- Monday 2 March 1998: chapter 1
- Friday 6 March 1998: chapter 2
- Sunday 8 March 1998: chapter 3
`,
    eyes: 5,
    death: 6,
    dies: 2,
  },
  dossier: {
    bible: `# The Lamp: files

### Mara Voss

Keeper of the Skerry Light since the spring. Thirty-four, quiet. Her brother drowned before the story opens.

*Eye colour*: grey
*Hair*: black
*Names*: Mar; Captain Voss

### Tomas Reyes

The relief man. He dies on Friday 6 March, the night of the gale.

*Eyes*: brown

### Timeline

- Monday 2 March 1998: chapter 1. Friday 6 March: chapter 2. Sunday 8 March: chapter 3.
`,
    eyes: 7,
    death: 13,
    dies: 2,
  },
  'questions and answers': {
    bible: `# The Lamp: questions

## Mara Voss

**Q: What colour are Mara's eyes?** A: Grey.

**Q: How old is she?** A: Thirty-four.

**Q: Never married?** A: Never.

## Tomas Reyes

**Q: Eyes, hair?** A: Brown; white.

**Q: Is he alive at the end?** A: No. He dies on Friday 6 March, in the gale.

## Others

**Q: Who is Brown?** A: Nobody, a word with brown eyes.

## Dates

**Q: Give the dates in order.** A: Mon 2 March 1998 chapter 1 · Fri 6 March chapter 2 · Sun 8 March chapter 3
`,
    eyes: 5,
    death: 15,
    dies: 2,
  },
  'definition list of people': {
    bible: `# The Lamp (wiki)

## People

Mara Voss
: Keeper, 34. Eyes grey. Hair black.

Tomas Reyes
: Relief man. Eyes brown. Dies in chapter 2.
`,
    eyes: 6,
    death: 9,
    dies: 2,
  },
  'definition list per person': {
    bible:
      '## Mara Voss\n\nEyes\n: grey\n\nHair\n: black\n\nAge\n: 34\n\n## Tomas Reyes\n\nEyes\n: brown\n\nDied\n: in chapter 2\n',
    eyes: 4,
    death: 18,
    dies: 2,
  },
  'bold names over bold labels': {
    bible:
      '# Lamp bible\n\n**Mara Voss**\n**Eyes:** grey\n**Hair:** black\n\n**Tomas Reyes**\n**Eyes:** brown\n**Died:** chapter 2\n',
    eyes: 4,
    death: 9,
    dies: 2,
  },
  'one line a person': {
    bible: 'Mara Voss: eyes grey, hair black, age 34\nTomas Reyes: eyes brown, dies in chapter 2\n',
    eyes: 1,
    death: 2,
    dies: 2,
  },
  'YAML front matter': {
    bible:
      '---\ncharacters:\n  - full name: Mara Voss\n    eye color: grey\n  - full name: Tomas Reyes\n    eye color: brown\n    died: ch. 2\n---\n\n# Notes\nThe lamp is lit at dusk.\n',
    eyes: 4,
    death: 7,
    dies: 2,
  },
  'a markdown table with a date of death': {
    bible:
      '| Character | Eye colour | Age | Date of death |\n|---|---|---|---|\n| Mara Voss | grey | 34 | |\n| Tomas Reyes | brown | 60 | 6 March 1998 |\n\nTimeline: Mon 2 March 1998 is chapter 1; Fri 6 March 1998 is chapter 2; Sun 8 March 1998 is chapter 3.\n',
    eyes: 3,
    death: 4,
    dies: 2,
  },
  'plain labels, a date before the first chapter': {
    bible:
      '## Mara Voss\nEyes: grey\nHair: black\nAge: 34\n\n## Tomas Reyes\nEyes: brown\nFate: died 2 October, before chapter_01.md\n',
    eyes: 2,
    death: 8,
    dies: 0,
  },
};

const at = (f: Finding) => `${f.category} ${f.file}:${f.line} against bible.md:${f.against?.line}`;

describe('a person’s record in any bible dialect', () => {
  for (const [dialect, { bible, eyes, death, dies }] of Object.entries(DIALECTS)) {
    it(`${dialect}: holds the text to the eyes and the death the bible records, and --explain says where each came from`, () => {
      const m = manuscriptOf(BOOK, bible);
      const findings = checkManuscript(m).findings;
      expect(findings.map(at)).toContain(`attribute chapter_02.md:5 against bible.md:${eyes}`);
      expect(findings.find((f) => f.category === 'attribute')?.message).toMatch(
        /Mara Voss's eyes are "blue" here; bible: grey/i,
      );
      // Tomas walks in in chapter 3, after the death the bible gives him.
      expect(findings.map(at)).toContain(`dead chapter_03.md:5 against bible.md:${death}`);
      expect(findings.filter((f) => f.category === 'dead')[0]?.message).toContain(`die in chapter ${dies}`);
      const explained = formatExplanation(explainFacts(m, ENGLISH));
      expect(explained).toContainEqual(
        expect.stringMatching(new RegExp(`^ {4}eyes: grey — bible bible\\.md:${eyes}$`, 'i')),
      );
      const told = dies === 0 ? 'died before the story opens' : `dies in chapter ${dies}`;
      expect(explained).toContainEqual(`    ${told} — bible bible.md:${death}`);
      // Labels, headings and question words are never people.
      const cast = parseBible(bible, ENGLISH).characters.map((c) => c.name);
      expect(cast.slice(0, 2)).toEqual(['Mara Voss', 'Tomas Reyes']);
      for (const word of ['Eyes', 'Hair', 'Grey', 'Brown', 'Never', 'Who', 'People', 'Timeline', 'Q', 'Infobox'])
        expect(cast.join(' ').split(' ')).not.toContain(word);
    });
  }

  it('reads the names a record gives, and a death before the book in a year alone', () => {
    const yaml = parseBible(DIALECTS.yaml?.bible ?? '', ENGLISH).characters[0];
    expect(yaml?.names).toEqual(expect.arrayContaining(['Mar', 'Captain Voss']));
    const dossier = parseBible(DIALECTS.dossier?.bible ?? '', ENGLISH).characters[0];
    expect(dossier?.names).toEqual(expect.arrayContaining(['Mar', 'Captain Voss']));
    // "Her brother drowned before the story opens" in Mara's record is her brother's death, not hers.
    expect(dossier?.diesIn).toBeUndefined();
    const notes = parseBible(DIALECTS['working notes']?.bible ?? '', ENGLISH).characters;
    expect(notes.find((c) => c.name === 'Ilse Brandt')?.diesIn?.value).toBe(0);
  });
});

describe('a record’s labels and dates', () => {
  it('matches a label by its meaning, whatever its markup and spelling', () => {
    const fields = [
      'Eye colour',
      'eye_color',
      'EYES',
      'Hair',
      'age_1889',
      'Age (1998)',
      'Date of death',
      'Lives',
      'Address',
      'Owns',
      'Forms of name',
      'Also known as',
    ].map((l) => labelField(l, ENGLISH));
    expect(fields).toEqual([
      'eyes',
      'eyes',
      'eyes',
      'hair',
      'age',
      'age',
      'fate',
      'home',
      'home',
      'holds',
      'aliases',
      'aliases',
    ]);
    // "Grey eyes" is a look, not a label; a name is no label.
    expect(labelField('Grey eyes', ENGLISH)).toBeUndefined();
    expect(labelField('Mara Voss', ENGLISH)).toBeUndefined();
  });

  it('points a date at the chapter the bible’s own timeline gives it: the first that opens on or after it', () => {
    const anchors = dateAnchors(
      [
        { text: '- Thu 3 Oct 1889 chapter 1 · Sat 5 Oct chapter 2 · Wed 16 Oct chapter 3', line: 1 },
        { text: '- Monday 28 October 1889 — chapter 4, the hair sold; funeral on Saturday 19 October', line: 2 },
      ],
      ENGLISH,
    );
    expect(anchors.map((a) => a.chapter)).toEqual([1, 2, 3, 4]);
    expect(chapterOfDate({ day: 15, month: 10, year: 1889 }, anchors)).toBe(3);
    expect(chapterOfDate({ day: 28, month: 10 }, anchors)).toBe(4);
    expect(chapterOfDate({ day: 1, month: 9, year: 1889 }, anchors)).toBe(0);
    expect(chapterOfDate({ year: 1880 }, anchors)).toBe(0);
    expect(chapterOfDate({ day: 1, month: 12, year: 1889 }, anchors)).toBeUndefined();
    expect(withChapters('dead: night 15/16 Oct 1889; buried 19 Oct', anchors, ENGLISH)).toBe(
      'dead: night 15/16 Oct 1889 (chapter 3); buried 19 Oct (chapter 4)',
    );
    expect(withChapters('dead 1880', anchors, ENGLISH)).toBe('dead 1880 (before the story opens)');
    expect(withChapters('dies in chapter_07.md', anchors, ENGLISH)).toBe('dies in chapter_07.md');
  });
});

describe('what a record tells beyond its labels', () => {
  it('gives the gender a title among the names tells ("Mrs. Pike"), so "She" after her name is hers', () => {
    const bible =
      'people:\n  - name: Agnes Pike\n    aka: [Mrs. Pike]\n    age: 63\n  - name: Lily Shaw\n    age: 12\n';
    expect(parseBible(bible, ENGLISH).characters.map((c) => c.gender)).toEqual(['female', undefined]);
    const book = {
      'chapter_01.md':
        '# One\n\nLily Shaw ran down to the quay. Lily Shaw was twelve that spring.\n\nMrs. Pike called on Sunday, as Lily had said she would. She was a tall woman of sixty-three.\n',
    };
    expect(checkManuscript(manuscriptOf(book, bible)).findings.filter((f) => f.category === 'attribute')).toEqual([]);
  });

  it('takes no pronoun back to a name said as a name ("had called her Aunt Nell")', () => {
    const bible = '## Nell Carew\nHair: grey\nNames: Aunt Nell\n\n## Hope Marsh\nHair: auburn\n';
    const book = {
      'chapter_01.md':
        '# One\n\nNell Carew kept the gate. She was tired.\n\nHope Marsh came up the hill. She had called her Aunt Nell since she could talk. Her hair was auburn and very long.\n',
    };
    expect(checkManuscript(manuscriptOf(book, bible)).findings.filter((f) => f.category === 'attribute')).toEqual([]);
  });
});

describe('a heading that is no one’s', () => {
  it('reads a place with a death in its history as no person ("## The Old Mill" over "The miller died here")', () => {
    const bible =
      '## The Old Mill\nThe miller died here in 1850. It has a red door.\n\n## Gull Cottage\nBrown eyes of the cat at the window.\n\n## Mara Voss\nGrey eyes. She keeps the light.\n';
    expect(parseBible(bible, ENGLISH).characters.map((c) => c.name)).toEqual(['Mara Voss']);
  });
});

describe('a YAML bible’s objects', () => {
  it('reads their keepers and handings, and --explain says at which line', () => {
    const bible =
      'characters:\n  - name: Mara Voss\n    eyes: grey\n  - name: Tomas Reyes\n    eyes: brown\nobjects:\n  - name: brass telescope\n    owner: Tomas; Tomas gives it to Mara in chapter 2\n';
    const lines = formatExplanation(explainFacts(manuscriptOf(BOOK, bible), ENGLISH));
    expect(lines).toContain('    telescope → Mara Voss (chapter 2) — bible bible.md:8');
    expect(parseBible(bible, ENGLISH).objects[0]).toMatchObject({ noun: 'telescope', holder: 'Tomas Reyes' });
  });
});

describe('a one-word record’s full name', () => {
  it('is the one the bible gives it elsewhere ("Walter: …" and "since Walter Albright died")', () => {
    const bible =
      '**Day 1 — Monday 7 October 2019.** Nadia arrives. The organ has been silent since Walter Albright died.\n\nWalter: organist; died on Friday 9 March 2018. Never seen alive in the book.\n';
    const walter = parseBible(bible, ENGLISH).characters.find((c) => c.name === 'Walter');
    expect(walter?.names).toContain('Walter Albright');
    // The daybook's Day 1 is the day the story opens: a death before it is before the story.
    expect(walter?.diesIn?.value).toBe(0);
  });
});

describe('--explain on a record’s changes and handings', () => {
  it('says, at the record’s line, where the bible moves someone and to whom it has them hand an object, by date', () => {
    const bible = `\`\`\`csv
Name,Eyes,Moves,Carries
Mara Voss,grey,to Gull Cottage on 6 March 1998,the lamp key until 6 March 1998 (then Tomas Reyes)
Tomas Reyes,brown,,
\`\`\`

## Timeline
- Monday 2 March 1998: chapter 1
- Friday 6 March 1998: chapter 2
`;
    const lines = formatExplanation(explainFacts(manuscriptOf(BOOK, bible), ENGLISH));
    expect(lines).toContain('    home: Gull Cottage (chapter 2) — bible bible.md:3');
    expect(lines).toContain('    key → Tomas Reyes (chapter 2) — bible bible.md:3');
  });
});
