import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The dead acting in a later chapter, read the way a copy editor reads it:
 * a burial told with the verb before the name, the dead as one of a company
 * ("shakes hands with Archie and with Bill"), a funeral already past acting
 * later in its own chapter, the forms of a name the bible and the text write
 * differently. Each quiet counterpart is the same text with the slip taken out
 * or turned into memory.
 */

const where = (found: Finding[]) => found.map((f) => `${f.file}:${f.line}`);

describe('a burial told with the verb before the name', () => {
  const book = (later: string) =>
    checkDead(
      manuscriptOf({
        'chapter_01.md':
          '# One\n\nTobias Wren keeps the ferry. Tobias Wren rows the doctor over and back again.\n\nTobias Wren waves from the slip.\n',
        'chapter_02.md':
          '# Two\n\nOn the Tuesday we bury Tobias Wren above the shore, and the rain holds off for it.\n',
        'chapter_03.md': `# Three\n\n${later}\n`,
      }),
      ENGLISH,
    ).findings;

  it('reports the buried man acting in a later chapter', () => {
    expect(where(book('In the morning Tobias Wren lifts the lamp and carries it down to the boat.'))).toEqual([
      'chapter_03.md:3',
    ]);
  });

  it('is quiet when the later chapter only speaks of him', () => {
    expect(book("In the morning I take Tobias Wren's lamp down to the boat and think of him.")).toEqual([]);
  });

  it('reads no burial in "buried Tobias\'s"', () => {
    const found = checkDead(
      manuscriptOf({
        'chapter_01.md': "# One\n\nI buried Tobias's old dog under the rowan, and Tobias Wren stood by and watched.\n",
        'chapter_02.md': '# Two\n\nTobias Wren lifts the lamp and carries it down to the boat.\n',
      }),
      ENGLISH,
    ).findings;
    expect(found).toEqual([]);
  });
});

describe('the dead as one of a company', () => {
  const book = (later: string) =>
    checkDead(
      manuscriptOf({
        'chapter_01.md':
          '# One\n\nHarriet Vane walks to the quay. Corin Ashe mends nets there. Harriet Vane buys bread.\n',
        'chapter_02.md': '# Two\n\nCorin Ashe died in the night, and the whole harbour knew it by noon.\n',
        'chapter_03.md': `# Three\n\n${later}\n`,
      }),
      ENGLISH,
    ).findings;

  it('reports the dead man among those someone shakes hands with', () => {
    expect(
      where(book('The new vicar shakes hands with Harriet Vane and with Corin Ashe and with the harbourmaster.')),
    ).toEqual(['chapter_03.md:3']);
  });

  it('reports him walking with someone, and as one of two subjects', () => {
    expect(where(book('Harriet Vane walks up the hill with Corin Ashe.'))).toEqual(['chapter_03.md:3']);
    expect(where(book('Corin Ashe and Harriet Vane carry the nets up the hill.'))).toEqual(['chapter_03.md:3']);
  });

  it('is quiet when the company is the living, or the dead man lies still', () => {
    expect(book('The new vicar shakes hands with Harriet Vane and with the harbourmaster.')).toEqual([]);
    expect(book('Harriet Vane is angry with Corin Ashe for leaving her the debts.')).toEqual([]);
    expect(book('Corin Ashe lay in the front room with the blinds down.')).toEqual([]);
  });
});

describe('a funeral already past, and the dead acting later in the same chapter', () => {
  const book = (rest: string) =>
    checkDead(
      manuscriptOf({
        'chapter_01.md': '# One\n\nMilly Dunn opens the shop at eight and counts the float.\n',
        'chapter_02.md': `# Two\n\nThe chapel is full for the first time since Abel Dunn's funeral, Milly Dunn says.\n\n${rest}\n`,
      }),
      ENGLISH,
    ).findings;

  it('reports the dead man shaking hands two paragraphs later', () => {
    expect(where(book('Afterwards Abel Dunn shakes hands with the minister at the door.'))).toEqual([
      'chapter_02.md:5',
    ]);
  });

  it('is quiet on the dead man remembered, or wished for', () => {
    expect(book('Afterwards Milly Dunn shakes hands with the minister, as Abel Dunn used to.')).toEqual([]);
    expect(book('Abel Dunn would have shaken the minister by the hand.')).toEqual([]);
  });

  it('holds no act before the funeral is told against it', () => {
    const found = checkDead(
      manuscriptOf({
        'chapter_01.md': '# One\n\nMilly Dunn opens the shop at eight and counts the float.\n',
        'chapter_02.md':
          "# Two\n\nAbel Dunn waves from the cart on the Friday.\n\nBy the Monday the town is at Abel Dunn's funeral.\n",
      }),
      ENGLISH,
    ).findings;
    expect(found).toEqual([]);
  });

  it('waits for the hours of a death the chapter tells as it happens', () => {
    const found = checkDead(
      manuscriptOf({
        'chapter_01.md':
          '# One\n\nRuth Penn sits with him all night. Abel Dunn died at dawn.\n\nAbel Dunn wakes before it and asks for water.\n',
      }),
      ENGLISH,
    ).findings;
    expect(found).toEqual([]);
  });
});

describe('the forms of a name', () => {
  it('takes "Walter Albright" in the text for the bible\'s "Walter J. Albright"', () => {
    const found = checkDead(
      manuscriptOf(
        {
          'chapter_01.md': '# One\n\nNadia Brandt tunes the organ. Nadia Brandt plays a scale.\n',
          'chapter_02.md': '# Two\n\nAfter the service Walter Albright shakes Nadia Brandt by the hand.\n',
        },
        '## Characters\n### Walter J. Albright\n- fate: died before the story opens\n',
      ),
      ENGLISH,
    ).findings;
    expect(where(found)).toEqual(['chapter_02.md:3']);
  });

  it('takes "Doctor Kitto" for "Doctor Amos Kitto" when no one else is a Kitto', () => {
    const text = (extra: string) => ({
      'chapter_01.md': `# One\n\nDoctor Amos Kitto came at three. Doctor Kitto sat by the fire.${extra}\n`,
      'chapter_02.md': '# Two\n\nThey buried Amos Kitto on the Monday, three rows above my aunt.\n',
      'chapter_03.md': '# Three\n\nDoctor Kitto came down to the quay in his good hat.\n',
    });
    expect(where(checkDead(manuscriptOf(text('')), ENGLISH).findings)).toEqual(['chapter_03.md:3']);
    // With a second Kitto in the story, "Doctor Kitto" may be either: no finding.
    expect(checkDead(manuscriptOf(text(' Ruth Kitto came after him.')), ENGLISH).findings).toEqual([]);
  });

  it('gives "Haas" to "Doctor Pieter Haas" through "Doctor Haas", when the text uses "Haas" alone far more', () => {
    const alone = Array.from({ length: 11 }, () => 'Haas nodded.').join(' ');
    const r = readFacts(
      manuscriptOf({
        'chapter_01.md': `# One\n\nDoctor Pieter Haas came in. Doctor Haas sat down. ${alone}\n`,
        'chapter_02.md': '# Two\n\nDoctor Peiter Haas came in at four.\n',
      }),
      ENGLISH,
    );
    expect(r.cast.byName.get('Haas')?.name).toBe('Doctor Pieter Haas');
  });
});
