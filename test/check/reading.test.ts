import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { checkDead } from '../../src/check/checks/dead.js';
import { checkObjects } from '../../src/check/checks/objects.js';
import { checkPlaces } from '../../src/check/checks/places.js';
import { checkTimeline, yearlessAgree } from '../../src/check/checks/timeline.js';
import { checkVoice } from '../../src/check/checks/voice.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Reading rules a copy editor would state, each on short texts written for
 * it (issue 29, the recall round): hair that changes and holds, a grave
 * visited again, a place of two words, what is given away, the narrator's
 * own eyes with no bible.
 */

const at = (findings: Finding[]) => findings.map((f) => `${f.category} ${f.file}:${f.line}`);

describe('hair: a change the text keeps is a change, one it goes back from is a slip', () => {
  it('takes black, black, then red, red as a change even when no dyeing is told', () => {
    const m = manuscriptOf(
      chaptersOf(
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
      chaptersOf(
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
      chaptersOf(
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
      chaptersOf(
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
      chaptersOf(
        'Piet Lamm kept the light.',
        ...graves.flatMap((g, i) => [g, acts[i] as string]),
        acts[3] as string,
        "Anna stood at Piet's grave again.",
      ),
    );
    expect(checkDead(m, ENGLISH).findings).toHaveLength(4);
  });

  it('takes a death told once and contradicted four times for a misreading', () => {
    const m = manuscriptOf(chaptersOf('Piet Lamm kept the light.', "Anna stood at Piet's grave.", ...acts));
    expect(checkDead(m, ENGLISH).findings).toEqual([]);
  });
});

describe('places the text names', () => {
  it('reads "the Lantern Inn" as one place of two words, not "Inn"', () => {
    const m = manuscriptOf(
      chaptersOf('Ruth sat in the Lantern Inn. Tomas came to the Lantern Inn.', 'Ruth waited at the Lantern Inn.'),
    );
    expect(readFacts(m, ENGLISH).facts.places.map((p) => p.name)).toEqual(['Lantern Inn']);
  });

  it("holds a place's own feature to the colour the text gave it first", () => {
    const m = manuscriptOf(
      chaptersOf(
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
      chaptersOf(
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
      chaptersOf(
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
      chaptersOf(
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
      chaptersOf(
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
      chaptersOf(
        'Mara walked to the quay. She looked at the sea. She went home.',
        'Mara woke. She saw the boats. *I rub my green eyes,* the letter said. She smiled.',
        'Mara slept. She dreamed. She rubbed her grey eyes.',
      ),
    );
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
  });
});

describe('pronouns that reach back, and ages they carry', () => {
  it('gives "Her" to the last woman named in the scene when the paragraph names only a man', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Ottilie Marsh opened the shop. She swept the floor.\n\nDoctor Pieter Haas came in. He sat down. He took off his hat. Haas looked at her. Her hazel eyes were steady.',
        "Ottilie's blue eyes stayed on the paper.",
      ),
    );
    const { findings } = checkAttributes(m, ENGLISH);
    expect(at(findings)).toEqual(['attribute chapter_02.md:3']);
    expect(findings[0]?.against).toMatchObject({ file: 'chapter_01.md', line: 5 });
  });

  it('reads "He was fifty-two, a thin man" and "Amos, who is sixty-eight" as ages, and holds them', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Doctor Pieter Haas came in. He was fifty-two, a thin man with a beard. Amos Penrith waited. He is sixty.',
        'Haas walked Ottilie home. He was fifty-eight that winter.',
        'Amos, who is sixty-eight and feels it, stops at the landing.',
      ),
    );
    expect(at(checkAttributes(m, ENGLISH).findings)).toEqual([
      'attribute chapter_02.md:3',
      'attribute chapter_03.md:3',
    ]);
  });

  it('reads no age from "He was twenty minutes late" nor from a pronoun after an unnamed man', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Pieter Haas came in. He was fifty-two, a thin man.',
        'Haas waited. He was twenty minutes late.',
        'Haas saw the old man at the gate. He was eighty.',
      ),
    );
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
  });

  it("gives a told dye to the one whose hair the chapter speaks of next, not to everyone's", () => {
    const m = manuscriptOf(
      chaptersOf(
        'Constable Ruth Ainley came in, her red hair under her helmet. Ottilie Marsh stood up, her brown hair loose.',
        '"It\'s the dye," Ruth said. Ottilie looked in the glass. Her brown hair was black.',
        "Ruth took her helmet off and her fair hair came down. Ottilie's black hair was pinned.",
      ),
    );
    const { findings } = checkAttributes(m, ENGLISH);
    expect(at(findings)).toEqual(['attribute chapter_03.md:3']);
    expect(findings[0]?.message).toContain('Ruth Ainley');
  });

  it('takes "Amos Penrith" once and "Amos" often for one man, unless another full name has "Amos"', () => {
    const alone = Array.from({ length: 12 }, () => 'Amos nodded.').join(' ');
    const one = readFacts(manuscriptOf(chaptersOf(`Amos Penrith waited. ${alone}`)), ENGLISH).facts.cast;
    expect(one.map((c) => c.name)).toEqual(['Amos Penrith']);
    const two = readFacts(manuscriptOf(chaptersOf(`Amos Penrith waited. Amos Reed came. ${alone}`)), ENGLISH).facts
      .cast;
    expect(two.map((c) => c.name).sort()).toEqual(['Amos', 'Amos Penrith', 'Amos Reed']);
  });
});

describe('person and tense, paragraph by paragraph', () => {
  const third = (n: number) =>
    Array.from({ length: n }, (_, i) => `Jonah walks to the lock. He stops by the gate ${i}. He watches the boats.`);
  it('reads one "I" telling in a paragraph as first person, and holds a chapter told four times in the third to it', () => {
    const m = manuscriptOf({
      'chapter_01.md': '# Nell\n\nI opened the shop. I swept the floor. I waited.\n\nI took the back off and looked.\n',
      'chapter_02.md': `# Jonah\n\n${[...third(2), 'I walk on past the lock and my hands are cold.', ...third(2)].join('\n\n')}\n`,
    });
    const { findings } = checkVoice(m, ENGLISH);
    expect(findings.map((f) => `${f.category} ${f.line} ${f.confidence}`)).toEqual(['pov 7 0.6']);
  });

  it("holds a chapter too short to show its tense to the book's, when the book's is clear", () => {
    const past = 'Ottilie opened the shop. She swept the floor. She waited by the door.';
    const m = manuscriptOf(
      chaptersOf(
        [past, past, past].join('\n\n'),
        [past, past].join('\n\n'),
        `${past}\n\nShe nodded.\n\nShe nodded.\n\nAfter Ruth has gone Ottilie sits in the shop. She thinks about Crane. She lights the lamp.`,
      ),
    );
    expect(at(checkVoice(m, ENGLISH).findings)).toEqual(['tense chapter_03.md:9']);
  });

  it('does not take "at once" for backstory in a present-tense chapter', () => {
    const now = 'Jonah walks home. He makes tea. He sits by the window.';
    const m = manuscriptOf(
      chaptersOf(
        [now, now, now].join('\n\n'),
        `${now}\n\nHe did not switch it on at once. He made tea and he sat in the chair.\n\n${now}`,
      ),
    );
    expect(at(checkVoice(m, ENGLISH).findings)).toEqual(['tense chapter_02.md:5']);
  });
});

describe('the calendar with no bible', () => {
  it('finds two year-less weekdays that no one year can hold, in the narration only', () => {
    expect(yearlessAgree([{ weekday: 6, month: 5, day: 12 }]).length).toBeGreaterThan(0);
    expect(
      yearlessAgree([
        { weekday: 6, month: 5, day: 12 },
        { weekday: 3, month: 5, day: 15 },
      ]),
    ).toEqual([]);
    const m = manuscriptOf(
      chaptersOf(
        'I opened the shop on Saturday the twelfth of May. I waited.',
        '"Friday the thirteenth of May," he said. He came back on the Wednesday, the fifteenth of May.',
      ),
    );
    const { findings } = checkTimeline(m, ENGLISH);
    expect(findings.map((f) => `${f.file}:${f.line} ${f.against?.file}:${f.against?.line}`)).toEqual([
      'chapter_02.md:3 chapter_01.md:3',
    ]);
  });

  it('holds "It was Wednesday" to the scene\'s date while nothing says time has passed', () => {
    const m = manuscriptOf(
      chaptersOf(
        'It was Monday, 3 March 1924, early spring.\n\nMara mended the nets.\n\nTomas sat down.\n\nRuth came in.\n\nIt was Friday, and the market was shut.',
        'It was Tuesday, 4 March 1924.\n\nMara mended the nets.\n\nDays passed.\n\nIt was Friday, and the market was shut.',
        'It was Wednesday, 5 March 1924, early spring.\n\nIt was deep winter, and ice lay on the nets.',
      ),
    );
    expect(at(checkTimeline(m, ENGLISH).findings)).toEqual(['timeline chapter_01.md:11', 'timeline chapter_03.md:5']);
  });

  it('counts from the date of a diary or log entry', () => {
    const m = manuscriptOf(
      chaptersOf(
        '*4 January 1959. Wind N 9, severe gale. All well.*\n\nThe next morning the wind drops. It is Thursday, and the sea is grey.',
      ),
    );
    expect(checkTimeline(m, ENGLISH).findings.map((f) => f.message)).toEqual([
      'the narration says it is Thursday, but counting from 4 January (chapter_01.md:3) it is Monday',
    ]);
  });
});

describe('names and deaths in speech', () => {
  it('reads a rare slip of a common name before a modal ("Elais would have known") as a misspelling', () => {
    const often = Array.from({ length: 6 }, () => 'Elias climbed the stair.').join(' ');
    const m = manuscriptOf(
      chaptersOf(`Elias Brandt kept the light. ${often}`, '"Elais would have known what to do," Ruth said.'),
    );
    const cast = readFacts(m, ENGLISH).facts.cast;
    expect(cast.find((c) => c.name === 'Elias Brandt')?.variants).toContainEqual({ name: 'Elais', of: 'Elias' });
  });

  it('takes a death a character tells in speech, and reports an act after it less surely', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Amos Penrith waited. "My wife," says Amos. "Lettie. She died in the spring."',
        'Lettie comes up the stairs and says the lens wants doing.',
      ),
    );
    const { findings } = checkDead(m, ENGLISH);
    expect(at(findings)).toEqual(['dead chapter_02.md:3']);
    expect(findings[0]?.confidence).toBe(0.7);
  });

  it('takes no death from a question or a doubt in speech', () => {
    const m = manuscriptOf(
      chaptersOf(
        '"Lettie. She died?" asks Amos. "If Hendrik died, who keeps the light?" Ruth said.',
        'Lettie comes up the stairs. Hendrik climbs the tower.',
      ),
    );
    expect(checkDead(m, ENGLISH).findings).toEqual([]);
  });
});

describe('a feature given in a "with" phrase', () => {
  it('gives the subject\'s eyes in "He is sixty, with a grey beard and eyes so pale a blue"', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Amos Penrith is waiting. He is sixty, broad, with a grey beard cut square and eyes so pale a blue they look like water.',
        'Amos looks at me for a long time with his dark brown eyes.',
        'Col Treloar came up, with grey eyes and a cap.',
        "Col's grey eyes narrowed.",
      ),
    );
    const { findings } = checkAttributes(m, ENGLISH);
    expect(at(findings)).toEqual(['attribute chapter_02.md:3']);
    expect(findings[0]?.message).toContain('"blue"');
  });

  it('gives no one the eyes of a "with" phrase in a sentence whose subject is neither a name nor a pronoun', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Amos Penrith came in. He sat.',
        'A girl came in with eyes so pale a blue.',
        'Amos turned, his brown eyes tired.',
      ),
    );
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
  });
});
