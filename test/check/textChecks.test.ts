import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { checkDead, MAX_AFTER } from '../../src/check/checks/dead.js';
import { checkNames } from '../../src/check/checks/names.js';
import { checkObjects } from '../../src/check/checks/objects.js';
import { checkPlaces } from '../../src/check/checks/places.js';
import { checkVoice } from '../../src/check/checks/voice.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/** file:line of each finding, and of its other side. */
const places = (findings: Finding[]) =>
  findings.map((f) => `${f.file}:${f.line} — ${f.against?.file}:${f.against?.line}`);

const MARA = '# One\n\nMara Voss came down the quay. Her grey eyes took in the boats. Mara smiled.\n';

describe('attributes, text against text', () => {
  it('holds a later chapter to the first that states a colour, naming both places', () => {
    const m = manuscriptOf({ 'chapter_01.md': MARA, 'chapter_02.md': '# Two\n\nMara looked up with her blue eyes.\n' });
    const { findings } = checkAttributes(m, ENGLISH);
    expect(places(findings)).toEqual(['chapter_02.md:3 — chapter_01.md:3']);
    expect(findings[0]?.message).toBe('Mara Voss\'s eyes are "blue" here; chapter_01.md:3 says "grey"');
  });

  it('takes a change the text tells (dyed hair, lenses) as the new truth', () => {
    const m = manuscriptOf({
      'chapter_01.md': '# One\n\nMara Voss came in. Her black hair was wet. Mara sat.\n',
      'chapter_02.md': '# Two\n\nThat spring Mara dyed her hair. Mara came in.\n\nMara shook out her red hair.\n',
    });
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
  });

  it('takes what a colour is now over what it was ("her brown hair was black")', () => {
    const m = manuscriptOf({
      'chapter_01.md': '# One\n\nMara Voss came in. Her brown hair was black now. Mara sat.\n',
      'chapter_02.md': '# Two\n\nMara came in. Mara shook out her black hair.\n',
    });
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
  });

  it('gives a pronoun to no one when an unnamed person stands between', () => {
    const m = manuscriptOf({
      'chapter_01.md': MARA,
      'chapter_02.md': '# Two\n\nMara saw the woman at the door. Her blue eyes were cold.\n',
    });
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
  });

  it('leaves memories out: another time may have other colours', () => {
    const m = manuscriptOf({
      'chapter_01.md': MARA,
      'chapter_02.md': '# Two\n\nMara remembered the girl she had been. Her blue eyes then were bright.\n',
    });
    expect(checkAttributes(m, ENGLISH).findings).toEqual([]);
  });
});

const DEATH = '# One\n\nHendrik kept the light. Hendrik died that winter.\n';

describe('the dead, text against text', () => {
  it('finds a dead man speaking in a later chapter, with the place of his death', () => {
    const m = manuscriptOf({
      'chapter_01.md': DEATH,
      'chapter_02.md': '# Two\n\nHendrik met her at the door and said, "Come in."\n',
    });
    const { findings } = checkDead(m, ENGLISH);
    expect(places(findings)).toEqual(['chapter_02.md:3 — chapter_01.md:3']);
    expect(findings[0]?.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('holds a bible death before the story opens against the first chapter', () => {
    const m = manuscriptOf(
      { 'chapter_01.md': '# One\n\nHendrik came down the stairs and asked for his pipe.\n' },
      '## Characters\n### Hendrik\n- fate: died 2 October, before the story opens\n',
    );
    expect(places(checkDead(m, ENGLISH).findings)).toEqual(['chapter_01.md:3 — bible.md:3']);
  });

  it('lets the living talk of the dead, remember them, and quote what they had said', () => {
    const m = manuscriptOf({
      'chapter_01.md': DEATH,
      'chapter_02.md':
        '# Two\n\n"Hendrik said the light never fails," Mara said.\n\nHendrik had said so often.\n\nMara remembered how Hendrik laughed.\n',
    });
    expect(checkDead(m, ENGLISH).findings).toEqual([]);
  });

  it('reads the living recalling how the dead did things as no act of the present', () => {
    const m = manuscriptOf({
      'chapter_01.md': DEATH,
      'chapter_02.md': "# Two\n\nMara knew Hendrik's hand. Hendrik made his sevens with a bar.\n",
    });
    expect(checkDead(m, ENGLISH).findings).toEqual([]);
  });

  it('takes no death from a doubt ("if Pike died")', () => {
    const m = manuscriptOf({
      'chapter_01.md': '# One\n\nPike nodded. If Pike died, no one would know.\n',
      'chapter_02.md': '# Two\n\nPike walked in.\n',
    });
    expect(checkDead(m, ENGLISH).findings).toEqual([]);
  });

  it(`reads a death contradicted in more than ${MAX_AFTER} places as a namesake, not a slip`, () => {
    const acts = Array.from({ length: MAX_AFTER + 1 }, (_, i) => `Hendrik walked to the door ${i + 1} times.`).join(
      '\n\n',
    );
    const m = manuscriptOf({ 'chapter_01.md': DEATH, 'chapter_02.md': `# Two\n\n${acts}\n` });
    expect(checkDead(m, ENGLISH).findings).toEqual([]);
    const fewer = manuscriptOf({
      'chapter_01.md': DEATH,
      'chapter_02.md': `# Two\n\n${acts.split('\n\n').slice(0, MAX_AFTER).join('\n\n')}\n`,
    });
    expect(checkDead(fewer, ENGLISH).findings).toHaveLength(MAX_AFTER);
  });
});

const THIRD =
  'Mara walked to the door. She opened it. She looked out.\n\nTomas waited by the boat. He waved. He sat down. He slept.\n\n';

describe('voice, text against text', () => {
  it('finds a paragraph in the first person in a third-person chapter', () => {
    const m = manuscriptOf({ 'chapter_01.md': `# One\n\n${THIRD}I walked up the stairs and I counted every step.\n` });
    const { findings } = checkVoice(m, ENGLISH);
    expect(findings.map((f) => [f.category, f.line])).toEqual([['pov', 7]]);
    expect(findings[0]?.against?.file).toBe('chapter_01.md');
  });

  it('reads a letter set in the text without quotation marks as the writer of the letter, not the narrator', () => {
    const m = manuscriptOf({
      'chapter_01.md': `# One\n\n${THIRD}My dear Mara,\n\nI walked to the harbour and I saw your boat.\n\nYours ever, Tomas\n\n${THIRD}`,
    });
    expect(checkVoice(m, ENGLISH).findings).toEqual([]);
  });

  it("takes a narrator's aside in the present ('I wish I could say') as no slip of person", () => {
    const m = manuscriptOf({
      'chapter_01.md': `# One\n\n${THIRD}I wish I could say that she was happy; she was not.\n`,
    });
    expect(checkVoice(m, ENGLISH).findings).toEqual([]);
  });

  it('holds each chapter to its own voice when narrators alternate', () => {
    const m = manuscriptOf({
      'chapter_01.md': '# One\n\nI walked to the door. I opened it.\n\nI waited and I listened.\n\nI ran and I hid.\n',
      'chapter_02.md':
        '# Two\n\nShe walks to the door. She opens it.\n\nHe waits and he listens.\n\nShe runs. She hides.\n',
    });
    expect(checkVoice(m, ENGLISH).findings).toEqual([]);
  });

  it('keeps quiet on a first-person narrator who mostly tells of others', () => {
    const m = manuscriptOf({
      'chapter_01.md': `# One\n\n${THIRD}${THIRD}I walked to the window and I waited.\n\n${THIRD}I ran down and I found them.\n`,
    });
    expect(checkVoice(m, ENGLISH).findings).toEqual([]);
  });

  it('reads backstory told from the present (a present verb kept, or the past perfect) as no slip of tense', () => {
    const PRESENT = 'I walk to the door. I open it. I look out.\n\nI wait by the boat. I wave. I sit down.\n\n';
    const m = manuscriptOf({
      'chapter_01.md': `# One\n\n${PRESENT}He speaks of Lettie now. She came out on the boat. She stayed. She laughed. She slept.\n\nHe had liked the keeper. He mended the radio. He left.\n\n${PRESENT}`,
    });
    expect(checkVoice(m, ENGLISH).findings).toEqual([]);
  });

  it('finds a paragraph that leaves the tense of its chapter', () => {
    const m = manuscriptOf({
      'chapter_01.md': `# One\n\n${THIRD}Mara walked home. She climbed the hill.\n\nShe opens the gate. She walks in and she sits down.\n`,
    });
    expect(checkVoice(m, ENGLISH).findings.map((f) => [f.category, f.line])).toEqual([['tense', 9]]);
  });
});

describe('names, text against text', () => {
  it('reads a family ("the Gardiners") as no misspelling of its name', () => {
    const common = Array.from({ length: 6 }, () => 'Mr. Gardiner nodded. Gardiner smiled.').join(' ');
    const m = manuscriptOf({ 'chapter_01.md': `# One\n\n${common}\n\nThey dined with the Gardiners.\n` });
    expect(checkNames(m, ENGLISH).findings).toEqual([]);
  });

  it('finds a rare spelling a slip away from a common name, and not a common word written in capitals', () => {
    const common = Array.from({ length: 6 }, () => 'Hendrik nodded.').join(' ');
    const m = manuscriptOf({
      'chapter_01.md': `# One\n\n${common} Will you come, Grace? she asked. He will, and grace is free.\n`,
      'chapter_02.md':
        '# Two\n\nThen Hendirk said nothing. At Easter they went to church.\n\nEsther came. Esther said so.\n',
    });
    const { findings } = checkNames(m, ENGLISH);
    expect(findings.map((f) => [f.file, f.line, f.message])).toEqual([
      ['chapter_02.md', 3, '"Hendirk" here; chapter_01.md:3 spells it "Hendrik" (Hendrik)'],
    ]);
  });
});

describe('objects and places, text against text', () => {
  const compass = "# One\n\nMara Voss opened Mara's brass compass. Tomas watched her.\n\n";
  it('finds one object in two hands with nothing between that passes it on', () => {
    const m = manuscriptOf({
      'chapter_01.md': compass,
      'chapter_02.md': "# Two\n\nTomas checked Tomas's brass compass again.\n",
    });
    const { findings } = checkObjects(m, ENGLISH);
    expect(places(findings)).toEqual(['chapter_02.md:3 — chapter_01.md:3']);
  });

  it('lets an object change hands when a sentence passes it on', () => {
    const m = manuscriptOf({
      'chapter_01.md': `${compass}Mara gave the compass to Tomas.\n`,
      'chapter_02.md': "# Two\n\nTomas checked Tomas's brass compass again.\n",
    });
    expect(checkObjects(m, ENGLISH).findings).toEqual([]);
  });

  it('reads the places the text names and finds a character in two of them in one scene', () => {
    const m = manuscriptOf({
      'chapter_01.md':
        '# One\n\nThey came from Kettleby. The road to Dunmore was long.\n\nMara was in Kettleby that night. Tomas laughed. Mara was at Dunmore, reading.\n',
    });
    const { findings, skipped } = checkPlaces(m, ENGLISH);
    expect(skipped).toEqual([]);
    expect(places(findings)).toEqual(['chapter_01.md:5 — chapter_01.md:5']);
  });
});
