import { describe, expect, it } from 'vitest';
import { firstPersonNarrator, givenAway } from '../../src/check/checks/objects.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Who holds a thing, at the edges of naming them: a holder the book calls by one name only, one it calls by two
 * forms of a full name ("Doctor Pieter Haas", "Dr. Pieter Haas"), a thing taken "from me" (the narrator gave it),
 * a sentence that names two people whose gender the book never says, and the narrator of the first-person
 * chapters named once in their narration.
 */

const GIVE =
  'Lou had something in her hand. She turned it over twice before she held it out to him: a small brass compass on a cord.\n\n"Take it," she said.\n\nShe put it into his hand and closed his fingers over it.';
const book = (give: string) => ({
  'chapter_01.md': `# One\n\n"You're late, Lou," Ada says. I take off my coat and I sit down.\n\nI walk to the shop. I buy bread.\n`,
  'chapter_02.md': `# Two\n\nNat Bryce waited by the door. He was cold.\n\n${give}\n\nNat went home.\n`,
  'chapter_03.md':
    '# Three\n\n"Sorry, Lou," Nat says at the gate. I walk up the hill with him.\n\n"Lou, wait," Ada calls. I stop and wait for her.\n\nI take the compass out of my handbag and look at it.\n\n"Are you cold, Lou?" she asks. I say I am not.\n',
});

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a thing in the hands of one, another, then the first again', () => {
  it('is reported between two people the book calls by one name each', () => {
    expect(
      found(
        "Nora and Tom keep the tide station. Nora writes the log. Tom mends the nets. Tom takes Arlo's sextant out of his coat pocket and sights the sun.",
        "Nora stands at the rail and takes Arlo's sextant out of her pocket and turns it to the light.",
        "At noon Tom takes Arlo's sextant out of his coat pocket again.",
      ),
    ).toEqual([
      'chapter_02.md:3 Nora has the sextant here, but Tom has it at chapter_01.md:3 before and at chapter_03.md:3 after, and nothing between passes it on',
    ]);
  });

  it('is quiet when it stays with one man the bible holds under two forms of his full name', () => {
    // A bible that keeps him twice, as a cast list and a dossier may: the check joins them by the full name they end on.
    const bible = '## Doctor Pieter Haas\nEyes: grey\n\n## Dr. Pieter Haas\nEyes: grey\n';
    const m = manuscriptOf(
      chaptersOf(
        "Doctor Pieter Haas keeps the tide station. Doctor Pieter Haas takes Arlo's sextant out of his coat pocket and sights the sun.",
        "Dr. Pieter Haas stands at the rail and takes Arlo's sextant out of his pocket.",
        "At noon Doctor Pieter Haas takes Arlo's sextant out of his coat pocket again.",
      ),
      bible,
    );
    const { cast } = readFacts(m, ENGLISH);
    expect([...new Set(cast.byName.values())].map((c) => c.name)).toEqual(['Doctor Pieter Haas', 'Dr. Pieter Haas']);
    expect(givenAway(m, ENGLISH)).toEqual([]);
  });
});

describe('a thing taken "from me"', () => {
  it('was the narrator’s to give: the narrator using it after is reported', () => {
    expect(
      found(
        'Samuel Crouch came in. He bowed. He took the ledgers from me and gave me a receipt.',
        'I took the ledger down from the shelf and wrote in it.',
      ),
    ).toEqual([
      'chapter_02.md:3 The narrator has the ledger here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});

describe('the narrator of the first-person chapters', () => {
  it('is still the one the others call by name when their narration names her once', () => {
    const files = book(GIVE);
    files['chapter_01.md'] = (files['chapter_01.md'] as string).replace(
      'I walk to the shop.',
      'Lou walks to the shop.',
    );
    const m = manuscriptOf(files);
    const told = firstPersonNarrator(m, readFacts(m, ENGLISH).cast, ENGLISH);
    expect([...(told?.forms ?? [])].map((c) => c.name)).toEqual(['Lou']);
  });
});

describe('a sentence that names two people whose gender the book never says', () => {
  it('gives the next "she" to neither: a giving by "she" after it is no one’s', () => {
    const gives = (first: string) =>
      givenAway(manuscriptOf(book(GIVE.replace('Lou had something in her hand.', first))), ENGLISH).map(
        (f) => `${f.file}:${f.line}`,
      );
    expect(gives('Lou had something in her hand.')).toEqual(['chapter_03.md:7']);
    expect(gives('Lou watched while Kit turned something over in her hand.')).toEqual([]);
  });
});
