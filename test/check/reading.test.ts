import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { checkDead } from '../../src/check/checks/dead.js';
import { checkObjects } from '../../src/check/checks/objects.js';
import { checkPlaces } from '../../src/check/checks/places.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Reading rules a copy editor would state, each on short texts written for
 * it (issue 29, the recall round): hair that changes and holds, a grave
 * visited again, a place of two words, what is given away, the narrator's
 * own eyes with no bible.
 */

const at = (findings: Finding[]) => findings.map((f) => `${f.category} ${f.file}:${f.line}`);

const chapters = (...texts: string[]) =>
  Object.fromEntries(texts.map((t, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${t}\n`]));

describe('hair: a change the text keeps is a change, one it goes back from is a slip', () => {
  it('takes black, black, then red, red as a change even when no dyeing is told', () => {
    const m = manuscriptOf(
      chapters(
        "Jun Park came in. Jun's black hair was wet.",
        "Jun's black hair was tied back.",
        "Jun's red hair shone in the lamp.",
        "Jun's red hair was cut short.",
      ),
    );
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
  });

  it('reports a colour between two of another, and one that nothing after confirms', () => {
    const m = manuscriptOf(
      chapters(
        "Jun Park came in. Jun's black hair was wet.",
        "Jun's fair hair was tied back.",
        "Jun's black hair was cut short.",
        "Jun's auburn hair hung down.",
      ),
    );
    const { findings } = checkAttributes(m, ENGLISH);
    expect(at(findings)).toEqual(['attribute chapter_02.md:3', 'attribute chapter_04.md:3']);
    expect(findings[0]?.against).toMatchObject({ file: 'chapter_01.md', line: 3 });
  });

  it('reports a first statement that the next two contradict, against the next', () => {
    const m = manuscriptOf(
      chapters(
        "Odile Brun sat down. Odile's green eyes were tired.",
        "Odile's brown eyes narrowed.",
        "Odile's brown eyes closed.",
      ),
    );
    const { findings } = checkAttributes(m, ENGLISH);
    expect(at(findings)).toEqual(['attribute chapter_01.md:3']);
    expect(findings[0]?.message).toContain('chapter_02.md:3 and chapter_03.md:3 say "brown"');
  });

  it('does not read "sun-bleached" or "tinted glass" as a change of anyone\'s hair', () => {
    const m = manuscriptOf(
      chapters(
        "Jun Park came in. Jun's black hair was wet.",
        "The sun-bleached boards creaked. Jun looked through the tinted glass. Jun's red hair was loose.",
        "Jun's black hair was tied back.",
      ),
    );
    const { facts } = readFacts(m, ENGLISH);
    expect(facts.changes).toEqual([]);
    expect(at(checkAttributes(m, ENGLISH).findings)).toEqual(['attribute chapter_02.md:3']);
  });
});

describe('the dead: a death the text keeps telling', () => {
  const acts = [
    'Piet climbed the stair.',
    '"Not now," said Piet.',
    'Piet walked to the boats.',
    'Piet opened the door.',
  ];
  it('reports every act while there are fewer acts than tellings of the death', () => {
    const graves = ["Anna stood at Piet's grave.", "Anna laid flowers on Piet's grave.", "Anna sat by Piet's grave."];
    const m = manuscriptOf(
      chapters(
        'Piet Lamm kept the light.',
        ...graves.flatMap((g, i) => [g, acts[i] as string]),
        acts[3] as string,
        "Anna stood at Piet's grave again.",
      ),
    );
    expect(checkDead(m, ENGLISH).findings).toHaveLength(4);
  });

  it('takes a death told once and contradicted four times for a misreading', () => {
    const m = manuscriptOf(chapters('Piet Lamm kept the light.', "Anna stood at Piet's grave.", ...acts));
    expect(checkDead(m, ENGLISH).findings).toEqual([]);
  });
});

describe('places the text names', () => {
  it('reads "the Lantern Inn" as one place of two words, not "Inn"', () => {
    const m = manuscriptOf(
      chapters('Ruth sat in the Lantern Inn. Tomas came to the Lantern Inn.', 'Ruth waited at the Lantern Inn.'),
    );
    expect(readFacts(m, ENGLISH).facts.places.map((p) => p.name)).toEqual(['Lantern Inn']);
  });

  it("holds a place's own feature to the colour the text gave it first", () => {
    const m = manuscriptOf(
      chapters(
        "Ruth sat in the Lantern Inn. The Lantern Inn's red door stood open.",
        'Tomas went to the Lantern Inn. The green door of the Lantern Inn was shut.',
        "Ruth sat in the Lantern Inn with the blue scarf. The Lantern Inn's red door banged.",
      ),
    );
    const { findings } = checkPlaces(m, ENGLISH);
    expect(at(findings)).toEqual(['place chapter_02.md:3']);
    expect(findings[0]?.against).toMatchObject({ file: 'chapter_01.md', line: 3 });
  });

  it('puts no one in two named places of a scene at once, unless they go', () => {
    const m = manuscriptOf(
      chapters(
        'Ruth sat in the Lantern Inn. Ruth stood in the Old Chapel. Ruth sat in the Lantern Inn again.',
        'Tomas sat in the Old Chapel. Later Tomas walked down to the Lantern Inn. Tomas stood in the Lantern Inn.',
        'Ruth stood in the Old Chapel.',
      ),
    );
    expect(at(checkPlaces(m, ENGLISH).findings)).toEqual(['place chapter_01.md:3', 'place chapter_01.md:3']);
  });
});

describe('what is given away stays given', () => {
  it('reports the giver using it again, by name, by "I" and by a pronoun of the scene', () => {
    const m = manuscriptOf(
      chapters(
        'Mara Voss came in. Mara gave the brass key to Tomas.',
        'Tomas turned the brass key. Mara turned the brass key in the lock.',
        'I give the silver watch to Ruth and say nothing.',
        'I wind the silver watch.',
        'Amos came down. He gives me the logbook.',
        'Amos waves the logbook at me from the boat.',
      ),
    );
    const objects = checkObjects(m, ENGLISH).findings;
    expect(at(objects)).toEqual(['object chapter_02.md:3', 'object chapter_04.md:3', 'object chapter_06.md:3']);
    expect(objects[0]?.message).toBe(
      'Mara Voss has the brass key here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    );
  });

  it('keeps quiet when it comes back, is taken, or is another of its kind', () => {
    const m = manuscriptOf(
      chapters(
        'Mara Voss came in. Mara gave the brass key to Tomas.',
        'Tomas gave the brass key back to her. Mara turned the brass key.',
        'Mara handed the compass to Tomas. Later she took the compass from his coat.',
        'Mara opened the compass.',
        'Mara gave the iron key to Ned. Mara turned the brass key.',
      ),
    );
    expect(checkObjects(m, ENGLISH).findings).toEqual([]);
  });
});

describe("the narrator's own features with no bible", () => {
  it('holds "my" eyes in a first-person book to the first the narrator gives', () => {
    const m = manuscriptOf(
      chapters(
        'I walk down to the quay. I see my grey eyes in the glass. I turn away.',
        'I wake early. I rub my green eyes and look again. I get up.',
      ),
    );
    const { findings } = checkAttributes(m, ENGLISH);
    expect(at(findings)).toEqual(['attribute chapter_02.md:3']);
    expect(findings[0]?.message).toContain("The narrator's eyes");
  });

  it('gives "my" to no one in a third-person book', () => {
    const m = manuscriptOf(
      chapters(
        'Mara walked to the quay. She looked at the sea. She went home.',
        'Mara woke. She saw the boats. *I rub my green eyes,* the letter said. She smiled.',
        'Mara slept. She dreamed. She rubbed her grey eyes.',
      ),
    );
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
  });
});
