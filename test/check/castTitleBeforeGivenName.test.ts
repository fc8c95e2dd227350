import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * One person under a title and a given name ("Signor Piero", "Sir Walter") and under a full name ("Piero Rovere");
 * or under a full name with a second surname and a title ("Herr Konrad Lindemann Vogt") and without them ("Konrad
 * Lindemann"). An age told under one and contradicted under the other is found. Texts written for these tests.
 */

const namesOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.map((c) => [c.name, ...c.names].join(' / '));

const findings = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);

describe('a title before a given name', () => {
  it.each([
    ['Signor Piero', 'Piero Rovere'],
    ['Sir Walter', 'Walter Elliot'],
    ['Miss Harriet', 'Harriet Vane'],
    ['Señor Evaristo', 'Evaristo Funes'],
  ])('reads "%s" as "%s", the one full name opening with that given name', (titled, full) => {
    const given = full.split(' ')[0] as string;
    const names = namesOf(
      `${full} came up the hill from the vines. Then ${given} stopped. Then ${given} looked back at the house.`,
      `Then ${given} went in. ${titled} sat down by the fire. ${titled} said nothing.`,
    );
    expect(names.find((n) => n.startsWith(full))).toContain(titled);
  });

  it('reports an age told under the titled name against the full name', () => {
    expect(
      findings(
        'Piero Rovere came up the hill from the vines. Then Piero stopped. Then Piero looked back. Piero was forty-one.',
        'Then Piero went in. Signor Piero sat down by the fire. Signor Piero was forty-six, and tired.',
      ),
    ).toEqual(['chapter_02.md:3']);
  });

  it('leaves a titled given name two full names open with to neither', () => {
    const names = namesOf(
      'Tom Harker came up the hill. Tom Fenwick stayed below. Tom Harker was tired.',
      'Mr. Tom sat down by the fire. Mr. Tom said nothing.',
    );
    expect(names.find((n) => n.startsWith('Tom Harker'))).not.toContain('Mr. Tom');
    expect(names.find((n) => n.startsWith('Tom Fenwick'))).not.toContain('Mr. Tom');
  });

  it('leaves a titled given name to itself when the full name is used as often as the given name alone', () => {
    const names = namesOf(
      'Sir Walter came in. Walter Elliot stood up. Walter Elliot bowed. Then Walter sat down. Sir Walter said nothing.',
    );
    expect(names.find((n) => n.startsWith('Walter Elliot'))).not.toContain('Sir Walter');
  });

  it('leaves a title of kinship to how often each name is used (a niece may be named for her aunt)', () => {
    const names = namesOf(
      'Faith Morgan came up the hill. Faith Morgan was tired. Faith Morgan sat down.',
      'Aunt Faith sat down by the fire. She said nothing.',
    );
    expect(names.find((n) => n.startsWith('Faith Morgan'))).not.toContain('Aunt Faith');
  });
});

describe('a full name with a title and a second surname', () => {
  it('reads "Konrad Lindemann" as "Herr Konrad Lindemann Vogt" and holds his age to it', () => {
    const texts = [
      'Herr Konrad Lindemann Vogt came up the stair. He was forty-two.',
      'Konrad Lindemann stood at the window. Konrad Lindemann was forty-seven, and tired.',
    ];
    expect(
      namesOf(...texts)
        .find((n) => n.startsWith('Herr Konrad'))
        ?.split(' / '),
    ).toContain('Konrad Lindemann');
    expect(findings(...texts)).toEqual(['chapter_02.md:3']);
  });
});
