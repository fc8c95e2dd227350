import { describe, expect, it } from 'vitest';
import { buildFactBase, capitalRuns } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

describe('buildFactBase: the cast', () => {
  it('groups a full name with its parts, and a title form with the one full name it fits', () => {
    const m = manuscriptOf({
      'chapter_01.md':
        '# One\n\nFitzwilliam Darcy came in. He smiled. Mr. Darcy bowed to the room, and Darcy said nothing.\n\nElizabeth Bennet laughed. Elizabeth said, "Go on." Mrs. Bennet sighed.\n',
    });
    const facts = buildFactBase(m, ENGLISH);
    const darcy = facts.cast.find((c) => c.name === 'Fitzwilliam Darcy');
    expect(darcy?.names).toEqual(expect.arrayContaining(['Fitzwilliam Darcy', 'Darcy', 'Mr. Darcy']));
    expect(darcy?.appearances.map((a) => a.line)).toEqual([3, 3, 3]);
    // "Bennet" is shared by Elizabeth Bennet and Mrs. Bennet: it names neither alone.
    const eliza = facts.cast.find((c) => c.name === 'Elizabeth Bennet');
    expect(eliza?.names).toContain('Elizabeth');
    expect(eliza?.names).not.toContain('Bennet');
    expect(facts.cast.find((c) => c.name === 'Mrs. Bennet')?.gender).toBe('female');
  });

  it('reads possessives and contractions as the name, and a word written in lower case as no name', () => {
    const m = manuscriptOf({
      'chapter_01.md':
        "# One\n\nWalter's dog barked. Walter'd gone out, Walter said later.\n\nWill you come? she asked. He will not. Grace said grace.\n",
    });
    const facts = buildFactBase(m, ENGLISH);
    expect(facts.cast.find((c) => c.name === 'Walter')?.appearances).toHaveLength(3);
    expect(facts.cast.map((c) => c.name)).not.toContain('Will');
    expect(facts.cast.map((c) => c.name)).not.toContain('Grace');
  });

  it('takes a misspelt surname beside the same first name as a variant of the commoner spelling', () => {
    const m = manuscriptOf({
      'chapter_01.md': '# One\n\nTomas Reyes waited. Tomas said nothing.\n',
      'chapter_02.md': '# Two\n\nTomas Reyez was waiting on the quay.\n',
    });
    const tomas = buildFactBase(m, ENGLISH).cast.find((c) => c.name === 'Tomas Reyes');
    expect(tomas?.variants).toContainEqual({ name: 'Reyez', of: 'Reyes' });
  });

  it('splits a sentence into capitalised runs with their offsets', () => {
    expect(capitalRuns('Then Mara Voss met Mr. Pike.', ENGLISH).map((r) => r.words)).toEqual([
      ['Then', 'Mara', 'Voss'],
      ['Mr.', 'Pike'],
    ]);
  });
});

describe('buildFactBase: attributes, deaths, voice', () => {
  it('takes eye colours with their evidence, a pronoun resolved to the last named character it fits', () => {
    const m = manuscriptOf({
      'chapter_01.md':
        '# One\n\nMara Voss came down the quay. She smiled. Tomas watched. Her grey eyes took in the boats.\n\nTomas had brown eyes. His eyes, brown as peat, were tired.\n',
    });
    const facts = buildFactBase(m, ENGLISH);
    const mara = facts.cast.find((c) => c.name === 'Mara Voss');
    expect(mara?.attributes.map((a) => [a.field, a.value, a.at.line, a.via])).toEqual([['eyes', 'grey', 3, 'pronoun']]);
    const tomas = facts.cast.find((c) => c.name === 'Tomas');
    expect(tomas?.attributes.map((a) => [a.value, a.at.line])).toEqual([
      ['brown', 5],
      ['brown', 5],
    ]);
  });

  it('reads a death told in narration, but not one wondered about', () => {
    const m = manuscriptOf({
      'chapter_01.md':
        '# One\n\nHendrik nodded. Hendrik died that winter. If Pike died, no one would know; Pike said so.\n\nThey spoke of the late Mr. Crane.\n',
    });
    const facts = buildFactBase(m, ENGLISH);
    expect(facts.cast.find((c) => c.name === 'Hendrik')?.death).toMatchObject({
      how: 'died',
      at: { file: 'chapter_01.md', line: 3, source: 'text' },
    });
    expect(facts.cast.find((c) => c.name === 'Pike')?.death).toBeUndefined();
    expect(facts.cast.find((c) => c.name === 'Mr. Crane')?.death?.how).toBe('the late');
  });

  it('takes person and tense by majority of narration paragraphs, per chapter', () => {
    const m = manuscriptOf({
      'chapter_01.md':
        '# One\n\nI walked to the door. I opened it. I looked out.\n\nI waited, I listened and I slept.\n',
      'chapter_02.md':
        '# Two\n\nShe walks to the door. She opens it. She looks out.\n\n"I was there," she says. "I saw it."\n\nShe waits, she listens and she sleeps.\n',
    });
    const voice = buildFactBase(m, ENGLISH).voice;
    expect(voice.chapters.map((c) => [c.voice.person, c.voice.tense])).toEqual([
      ['first', 'past'],
      ['third', 'present'],
    ]);
  });
});
