import { describe, expect, it } from 'vitest';
import { checkPlaces } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A place's features and whereabouts (issue 29, mutation of places.ts): the
 * whole finding for a feature told in another colour than the text gave it
 * first, colours of two words, a feature the bible describes (held to the
 * bible, not to the text), a long sentence, a place named by the first word
 * of a longer name, and the journeys and blocks that free a character.
 */

const BIBLE = [
  '# Bible',
  '',
  '## Characters',
  '### Ines Carvalho',
  '### Duarte Lobo',
  '',
  '## Places',
  '### The Lantern Inn',
  '- A red-brown door.',
  '### Saltmarsh',
  '- Grey reeds.',
].join('\n');

const chapters = (...texts: string[]): Record<string, string> =>
  Object.fromEntries(texts.map((t, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${t}\n`]));
const places = (files: Record<string, string>, bible = BIBLE): Finding[] =>
  checkPlaces(manuscriptOf(files, bible), ENGLISH).findings;

describe('a feature the text gave a colour first', () => {
  it('is the whole finding, its colours joined, the first telling on the other side', () => {
    const found = places(
      chapters("The Lantern Inn's green shutters were open.", 'The blue grey shutters of the Lantern Inn were shut.'),
    );
    expect(found).toEqual([
      {
        file: 'chapter_02.md',
        line: 3,
        category: 'place',
        message: "The Lantern Inn's shutters is blue/grey here; chapter_01.md:3 says green",
        evidence: 'The blue grey shutters of the Lantern Inn were shut.',
        confidence: 0.7,
        against: { file: 'chapter_01.md', line: 3, evidence: "The Lantern Inn's green shutters were open." },
      },
    ]);
  });

  it('is quiet on a colour shared with the first telling, and on the same feature of another place', () => {
    expect(
      places(chapters("The Lantern Inn's green-white shutters were open.", "The Lantern Inn's green shutters banged.")),
    ).toEqual([]);
    expect(
      places(chapters("The Lantern Inn's green shutters were open.", "Saltmarsh's blue shutters banged in the wind.")),
    ).toEqual([]);
  });

  it('is quiet on a feature told in two colours, one of them the first telling', () => {
    expect(
      places(chapters("The Lantern Inn's green shutters were open.", "The Lantern Inn's green white shutters banged.")),
    ).toEqual([]);
    expect(places(chapters('The red blue door of the Lantern Inn stood open.'))).toEqual([]);
  });

  it('holds a feature the bible describes to the bible only, not to the text', () => {
    const found = places(chapters("The Lantern Inn's blue door was open.", "The Lantern Inn's green door banged."));
    expect(found.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      "chapter_01.md:3 The Lantern Inn's door is blue here; bible: red/brown (bible.md:8)",
      "chapter_02.md:3 The Lantern Inn's door is green here; bible: red/brown (bible.md:8)",
    ]);
  });

  it('reads the feature before the place in a long sentence', () => {
    const found = places(
      chapters(
        "The Lantern Inn's green shutters were open.",
        'The blue shutters of the Lantern Inn were shut against the wind off the marsh all that long grey afternoon.',
      ),
    );
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_02.md:3']);
  });
});

describe('a character in two places of a scene', () => {
  it('knows a place by the first words of a longer name', () => {
    const found = places(
      chapters('Ines sat in Saltmarsh Church.\n\nDuarte laughed.\n\nInes stood in the Lantern Inn.'),
    );
    expect(found.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      'chapter_01.md:7 Ines is in The Lantern Inn here but in Saltmarsh at chapter_01.md:3 of the same scene, with no journey between',
    ]);
  });

  it('is freed by a journey of everyone, with no one named', () => {
    const scene = (between: string) =>
      places(chapters(`Ines sat in Saltmarsh.\n\n${between}\n\nInes stood in the Lantern Inn.`));
    expect(scene('They walked out along the dyke.')).toEqual([]);
    expect(scene('The wind rose.')).toHaveLength(1);
  });

  it('leaves a quoted block out', () => {
    expect(places(chapters('Ines sat in Saltmarsh.\n\n> Ines stood in the Lantern Inn.'))).toEqual([]);
  });
});
