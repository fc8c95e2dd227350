import { describe, expect, it } from 'vitest';
import { bibleTitledSurnameSlips, surnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Surnames slipped two letters away in a way that does not sound alike, with texts written for these tests: a
 * surname after the same first name as the one the book keeps to ("Joseph Hallworth" beside "Joseph Hallam"), and
 * a doctor's surname after a title where the bible's only doctor of that letter is another ("Dr. Murray" beside the
 * bible's "Dr. Munro").
 */

const HALLAM = [
  'Joseph Hallam kept the lock at Stanway. He was sixty and deaf in one ear.',
  'In the morning Joseph Hallam opened the gates for the coal boat.',
  'Mr Hallam said nothing about the weather, which was his way.',
];

const surnames = (later: string, earlier = HALLAM) =>
  surnameSlips(manuscriptOf(chaptersOf(...earlier, later)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a surname two letters away after the same first name', () => {
  it('reports "Joseph Halsom", "Joseph Hallums" and "Joseph Halbarm" once beside "Joseph Hallam" again and again', () => {
    for (const [later, slip] of [
      ['At dusk Joseph Halsom walked up to the inn.', 'Halsom'],
      ['The letter was for Joseph Hallums, care of the lock.', 'Hallums'],
      ['"Good night, Joseph Halbarm," said the landlord.', 'Halbarm'],
    ] as const)
      expect(surnames(later), later).toEqual([
        `chapter_04.md:3 "Joseph ${slip}" here; chapter_01.md:3 spells the surname "Hallam" ("Joseph Hallam", 3 times in all)`,
      ]);
  });

  it('reports one two letters off in sound and spelling, with less confidence', () => {
    const found = surnameSlips(
      manuscriptOf(chaptersOf(...HALLAM, 'At dusk Joseph Halbarm walked up to the inn.')),
      ENGLISH,
    );
    expect(found.map((f) => [f.line, f.confidence])).toEqual([[3, 0.6]]);
  });

  it('stays quiet on a title shared, another first name, an ending, another opening and a second use', () => {
    for (const later of [
      'At dusk Joseph Hollamby walked up to the inn.',
      'At dusk Mr Halbarm walked up to the inn.',
      'At dusk Thomas Halbarm walked up to the inn.',
      "At dusk Joseph Hallam's boy walked up to the inn.",
    ])
      expect(surnames(later), later).toEqual([]);
    expect(surnames('At dusk Joseph Halbarm walked up. Halbarm was tired.')).toEqual([]);
  });
});

describe('a surname two letters away after the same title', () => {
  const TAMARO = [
    'Signor Tamaro played the piano every evening at six.',
    'At supper Signor Tamaro bowed to me over my hand.',
    'Signor Tamaro heard nothing of this and went on with his bread.',
  ];

  it('reports "Signor Tamasso" once beside "Signor Tamaro": the two part only after most of the name', () => {
    expect(surnames("Signor Tamasso's piano is still in the dining room.", TAMARO)).toEqual([
      'chapter_04.md:3 "Signor Tamasso" here; chapter_01.md:3 spells the surname "Tamaro" ("Signor Tamaro", 3 times in all)',
    ]);
  });

  it('stays quiet on two surnames after one title that part early ("Mr Harvey", "Mr Hardy")', () => {
    const harvey = [
      'Mr Harvey kept the mill.',
      'In the morning Mr Harvey opened the sluice.',
      'Mr Harvey said nothing about the weather.',
    ];
    expect(surnames('At dusk Mr Hardy walked up to the inn.', harvey)).toEqual([]);
  });
});

const DOCTOR_BIBLE = '## Characters\n\n### Dr. Munro\n- the island doctor, has a car\n\n### Dr. Lennox\n- the vet\n';

const doctors = (later: string, bible = DOCTOR_BIBLE) =>
  bibleTitledSurnameSlips(
    manuscriptOf(chaptersOf('Dr. Munro came on Tuesdays.', 'The ferry was late again.', later), bible),
    ENGLISH,
  ).map((f) => f.message);

describe("a doctor called by another surname of the bible's doctor's letter", () => {
  it('reports "Dr. Murray", "Doctor Mackay" and "Dr Morrow" once where the bible has one Dr of that letter', () => {
    for (const [later, slip] of [
      ['Dr. Murray came from the village in his car.', 'Dr Murray'],
      ['They sent for Doctor Mackay, who came within the hour.', 'Doctor Mackay'],
      ['It was Dr Morrow who signed the certificate.', 'Dr Morrow'],
    ] as const)
      expect(doctors(later), later).toEqual([
        `"${slip}" here, the only ${slip.split(' ')[1]} in the book; the bible's only ${slip.split(' ')[0]} of that letter is "Dr. Munro" (bible.md:3)`,
      ]);
  });

  it('stays quiet on another letter, a name used twice, a sentence naming both, and two doctors of one letter', () => {
    for (const later of [
      'Dr. Fraser came from the village in his car.',
      'Dr. Murray came from the village. Dr. Murray was young.',
      'Dr. Murray, who shared the practice with Munro, came at noon.',
      'Mrs Murray came from the village in her car.',
    ])
      expect(doctors(later), later).toEqual([]);
    const two = `${DOCTOR_BIBLE}\n### Dr. Mason\n- the dentist\n`;
    expect(doctors('Dr. Murray came from the village in his car.', two)).toEqual([]);
  });
});
