import { describe, expect, it } from 'vitest';
import { checkDead, pronounActOf } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { afterAbelsBurial } from '../support/abelBuried.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The dead acting through the pronoun of the sentence after their name ("old
 * Abel Marsh was out on the bench. He lifted the pipe to her"), written for
 * these tests in several phrasings, each with quiet counterparts: a memory, a
 * likeness, a living man named between, dialogue, the dead merely lying still.
 */

// Abel acts (so the text tells his gender) in chapter 1, and is buried in chapter 2.
// Kit Bell (a boy the text tells as "he") and Robin Ash (whose gender it never tells) are alive throughout.
const ABEL =
  '# One\n\nAbel Marsh sat on his bench by the lock. He knocked his pipe out. Abel Marsh nodded to the boats.\n\nKit Bell ran in. He laughed. Robin Ash came by. Robin Ash waved. The smoke rose.\n';
const found = (later: string) => afterAbelsBurial(ABEL, later);

describe('the dead acting through a pronoun', () => {
  const acts: Array<[string, string]> = [
    [
      'was out on the bench … He lifted',
      'At the wharf old Abel Marsh was out on the bench. He lifted his pipe to her.',
    ],
    ['sat … He slowly raised', 'Abel Marsh was in the sun by the lock-house. He slowly raised one hand.'],
    ['a word between', 'Abel Marsh was at the gate. He then walked down to the boats.'],
    [
      'an opening word the book writes in lower case',
      'Smoke hung over the bench where Abel Marsh was. He lifted his pipe.',
    ],
  ];
  for (const [name, text] of acts)
    it(`reports "${name}", less sure than an act by name, with the burial on the other side`, () => {
      const [f, ...more] = found(text);
      expect(more).toEqual([]);
      expect([f?.file, f?.line, f?.confidence, f?.against?.file, f?.against?.line]).toEqual([
        'chapter_03.md',
        3,
        0.7,
        'chapter_02.md',
        3,
      ]);
      expect(f?.message).toMatch(/^Abel Marsh acts \("(?:He|he) \w+"\) here, but chapter_02\.md:3 tells their death/);
    });

  it('stays quiet on a memory, a likeness, a living man named between, dialogue, and the dead lying still', () => {
    const quiet = [
      // A memory: the sentence is marked, the act is his as he was.
      'Nell remembered Abel Marsh on the bench. He lifted his pipe to her every morning.',
      // A likeness: "as if" in the sentence of the act.
      'The bench where Abel Marsh used to sit was empty. He might have lifted his pipe, as if nothing had changed.',
      // A living man named with him: "he" may be Kit.
      'Kit sat where Abel Marsh had sat. He lifted the pipe to his mouth.',
      'The boy was on the bench where Abel Marsh had been. He lifted the pipe to his mouth.',
      'Kit Bell was on the bench where Abel Marsh had been. He lifted the pipe to his mouth.',
      'Robin Ash was on the bench where Abel Marsh had been. He lifted the pipe to his mouth.',
      'It will rain, and then Will was on the bench where Abel Marsh had been. He lifted the pipe to his mouth.',
      // A likeness or a picture in the sentence of the act.
      'Abel Marsh was in the photograph on the wall. He lifted his pipe in it, as if to wave.',
      // Speech: another's words, not the narration.
      '"Abel Marsh was a good man," said Nell. "He lifted every boat on this cut."',
      // Lying still, and the pronoun of the other gender.
      'They had laid Abel Marsh in the chapel yard. He lay under the yew. She walked home alone.',
    ];
    for (const text of quiet) expect(found(text), text).toEqual([]);
  });
});

it('is less sure of an act through a pronoun than of one by name', () => {
  expect(found('Abel Marsh was out on the bench. Abel Marsh lifted his pipe.').map((f) => f.confidence)).toEqual([
    0.85,
  ]);
  expect(found('Abel Marsh was out on the bench. He lifted his pipe.').map((f) => f.confidence)).toEqual([0.7]);
});

it('takes the past in a book told in the present as the dead as they were', () => {
  const present = (later: string) =>
    checkDead(
      manuscriptOf({
        'chapter_01.md':
          '# One\n\nAbel Marsh sits on his bench. He knocks his pipe out. Abel Marsh nods to the boats.\n',
        'chapter_02.md': '# Two\n\nAbel Marsh died on the Friday night, and we bury him on the Saturday.\n',
        'chapter_03.md': `# Three\n\n${later}\n`,
      }),
      ENGLISH,
    ).findings.map((f) => f.line);
  expect(present('The bench by the lock is empty now, and Abel Marsh is not on it. He sat there forty years.')).toEqual(
    [],
  );
  expect(present('At the wharf Abel Marsh is out on the bench. He lifts his pipe to me.')).toEqual([3]);
});

describe('pronounActOf', () => {
  it('reads the pronoun and the verb opening a sentence, and nothing else', () => {
    expect(pronounActOf('He lifted the pipe to her.', 'male', ENGLISH)).toEqual({ name: 'He', verb: 'lifted' });
    expect(pronounActOf('She slowly walks in.', 'female', ENGLISH)).toEqual({ name: 'She', verb: 'walks' });
    expect(pronounActOf('She walks in.', 'male', ENGLISH)).toBeUndefined();
    expect(pronounActOf('He said nothing.', 'male', ENGLISH)).toBeUndefined();
    expect(pronounActOf('He slept.', 'male', ENGLISH)).toBeUndefined();
    expect(pronounActOf('He was tired.', 'male', ENGLISH)).toBeUndefined();
    expect(pronounActOf('Then he walked.', 'male', ENGLISH)).toBeUndefined();
  });
});
