import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The dead "there" where they are buried: "Hal is there, under the slate
 * by the yew" at a churchyard is his grave, not Hal in the scene. The dead
 * there among the living with no grave named stays a finding.
 */

const BIBLE = '## Characters\n### Hal Penrose\n- drowned before the story opens\n';
const book = (line: string) => ({
  'chapter_01.md': '# One\n\nI came up from the harbour with the letters. The wind was in the west all day.\n',
  'chapter_02.md': `# Two\n\nWe walk up to St Piran's on the Sunday with the flowers. ${line} The rain holds off.\n`,
});
const dead = (line: string) =>
  checkDead(manuscriptOf(book(line), BIBLE), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('the dead at their grave', () => {
  for (const line of [
    'Hal Penrose is there, under the slate by the yew, with his father beside him.',
    'Hal Penrose is there too, in the churchyard wall’s shadow, where Mam wanted him.',
    'The new graves are at the top of the slope. Hal Penrose is there, by the gate.',
    'Hal Penrose is there, in the family vault with the Trelawneys.',
  ])
    it(`stays quiet on "${line.slice(0, 48)}…"`, () => {
      expect(dead(line)).toEqual([]);
    });

  // The body carried to its rest: the dead "goes in" to the tomb, "lies" on the bier, as the coffin does.
  for (const line of [
    'The men carry the coffin up the hill, the sexton unlocks the iron door, and Hal Penrose goes in onto the stone shelf.',
    'They bring the casket in at noon, and Hal Penrose rides to the churchyard on the cart behind the pony.',
  ])
    it(`stays quiet on the body carried to its rest: "${line.slice(0, 40)}…"`, () => {
      expect(dead(line)).toEqual([]);
    });

  it('still finds the dead among the living with no grave named', () => {
    expect(
      dead('The whole village is at the chapel door, and Hal Penrose is there, shaking the rain off his cap.'),
    ).toEqual([expect.stringMatching(/^chapter_02\.md:3 Hal Penrose acts \("Hal Penrose is there"\)/)]);
  });
});
