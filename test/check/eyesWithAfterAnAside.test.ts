import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "He was a thin man, stooped and grey, with brown eyes": words set off after the person the subject is said to be
 * leave the "with" his, and a "had" inside them ("since I had known him") does not take it. Another person's noun
 * set off there ("married to a woman with red hair") takes it. Texts written for these tests.
 */

describe('eyes given in a "with" after words set off', () => {
  it.each([
    ['Tam Hollis came in. He was a thin man, stooped and grey, with brown eyes.', 'Tam Hollis eyes brown'],
    ['Tam Hollis was a big man, slow and careful, with green eyes.', 'Tam Hollis eyes green'],
    ['Tam Hollis came in. He had always been a small man, with blue eyes that missed nothing.', 'Tam Hollis eyes blue'],
    [
      'Tam Hollis came in. He had always been a small man, bald since I had known him, with hazel eyes.',
      'Tam Hollis eyes hazel',
    ],
    ['Ada Marsh came in. She was a tall woman, thin as a rake, with grey eyes.', 'Ada Marsh eyes grey'],
  ])('reads "%s"', (text, read) => {
    expect(attributesOf(text)).toContain(read);
  });

  it('gives a "with" after another person set off to no one', () => {
    const read = attributesOf('Tam Hollis came in. He was a tall man, married to a woman with grey eyes.');
    expect(read).not.toContain('Tam Hollis eyes grey');
  });

  it('reports the eyes told otherwise later', () => {
    const findings = checkAttributes(
      manuscriptOf(
        chaptersOf(
          'Tam Hollis came in. He had always been a small man, bald since I had known him, with brown eyes.',
          'Tam Hollis sat down. He looked at me with his pale blue eyes.',
        ),
      ),
      ENGLISH,
    ).findings.map((f) => `${f.file}:${f.line}`);
    expect(findings).toEqual(['chapter_02.md:3']);
  });
});
