import { describe, expect, it } from 'vitest';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A one-paragraph slip of tense, told apart from the habits of good prose:
 * backstory told from a present-tense narration (a present frame, the past
 * perfect opening it, a marker), a general truth or the narrator's own
 * present aside in a past-tense book. Things ("it", "the church") tell the
 * tense of a paragraph that says little of people, and never outvote them.
 */

const at = (findings: Finding[]) => findings.map((f) => `${f.category} ${f.file}:${f.line}`);

describe('a past paragraph in a first-person present chapter', () => {
  const NOW = 'I open the shop at eight. I sweep the step and I put the kettle on. I count the stamps.';
  const LATER = 'In the morning I walk down to the pier. I wait for the boat. I watch the gulls.';
  const book = (middle: string) =>
    checkVoice(manuscriptOf(chaptersOf([NOW, NOW, NOW].join('\n\n'), [NOW, middle, LATER].join('\n\n'))), ENGLISH)
      .findings;

  it('reports the scene told on in the past, past perfect and a present aside inside it included', () => {
    const slip =
      'I closed at six. The back room, when I went up, was bare; he had folded the sheets the way they fold them at sea. I sat on the bed and opened the drawer where I keep my mother’s brooch.';
    expect(at(book(slip))).toEqual(['tense chapter_02.md:5']);
  });

  it('is quiet on backstory: a present frame, the past perfect opening, a marker', () => {
    expect(book('I think of the night he left. I closed at six. I went up. I sat on the bed.')).toEqual([]);
    expect(book('He had arrived in June. I closed at six that night. I went up. I sat on the bed.')).toEqual([]);
    expect(book('Years ago I closed at six on Fridays. I went up. I sat on the bed.')).toEqual([]);
    expect(book('I closed at six. I went up. I sat on the bed. I think of that night often.')).toEqual([]);
  });
});

describe('things carry the tense of a paragraph that says little of people', () => {
  const NOW = 'Nadia climbs to the loft. She lifts the pipe. She listens to the note.';
  const book = (middle: string) =>
    checkVoice(manuscriptOf(chaptersOf([NOW, NOW, NOW].join('\n\n'), [NOW, middle, NOW].join('\n\n'))), ENGLISH)
      .findings;

  it('reports "Nadia was in the loft when it happened… The church went grey" in a present-tense book', () => {
    expect(
      at(book('Nadia was in the loft when it happened. The blower died under her hands. The church went grey.')),
    ).toEqual(['tense chapter_02.md:5']);
    expect(
      book('Nadia is in the loft when it happens. The blower dies under her hands. The church goes grey.'),
    ).toEqual([]);
  });

  it('does not let a thing outvote the people of a paragraph', () => {
    const THEN = 'Ottilie walked home. She climbed the stair. She lit the lamp.';
    const m = manuscriptOf(
      chaptersOf(
        [THEN, THEN, THEN].join('\n\n'),
        [
          THEN,
          'After Ruth has gone Ottilie sits in the shop. She thinks about the order book. She knows little of it. Then she lights the lamp and reads until the church struck eleven and the clock stopped.',
          THEN,
        ].join('\n\n'),
      ),
    );
    expect(at(checkVoice(m, ENGLISH).findings)).toEqual(['tense chapter_02.md:5']);
  });
});

describe('a present paragraph in a past-tense chapter', () => {
  const THEN = 'I walked to the quay. I waited for the ferry. I counted the gulls.';
  const book = (middle: string) =>
    checkVoice(manuscriptOf(chaptersOf([THEN, THEN, THEN].join('\n\n'), [THEN, middle, THEN].join('\n\n'))), ENGLISH)
      .findings;

  it('reports a person acting in the present', () => {
    expect(
      at(book('So I sit on my trunk and watch the water come. It comes quietly. The man knocks out his pipe.')),
    ).toEqual(['tense chapter_02.md:5']);
  });

  it('is quiet on a general truth and on the narrator’s present aside', () => {
    expect(
      book('The tide comes in twice a day here. It fills the channels first. It reaches the slip by noon.'),
    ).toEqual([]);
    expect(book('I still have that photograph. I keep it on my desk. I take it down. I look at it.')).toEqual([]);
  });
});

describe('a book whose tense is not clear', () => {
  it('holds no chapter of a single voting paragraph to it', () => {
    const past = 'Nell walked to the shop. She opened the door. She swept the floor.';
    const now = 'Jonah walks to the lock. He stops. He listens.';
    const m = manuscriptOf(
      chaptersOf(
        [past, past].join('\n\n'),
        [now, now, now].join('\n\n'),
        `"Is it mended?" "It is."\n\nNell nodded.\n\nShe smiled.\n\nNell shrugged.\n\n${past}`,
        [now, now].join('\n\n'),
      ),
    );
    expect(checkVoice(m, ENGLISH).findings).toEqual([]);
  });
});
