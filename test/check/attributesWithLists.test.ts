import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A "with" list that describes its subject: it may run long before the eyes ("with black hair tied up in a
 * kerchief, red hands that had been kneading bread since four, and, unexpectedly, blue eyes"), and a possessive
 * inside it is its own item's ("with freckles on her forearms and green eyes"). Texts written for these tests.
 */

const attributes = (chapters: Record<string, string>): Finding[] =>
  checkAttributes(manuscriptOf(chapters), ENGLISH).findings;
const where = (found: Finding[]) => found.map((f) => `${f.file}:${f.line}`);

const vanda =
  'Vanda Kravos came to the door. She was a broad, solid woman with black hair streaked with grey and tied up in a kerchief, red hands that had been kneading bread since four that morning, and, unexpectedly, blue eyes, light and clear.';
const grace =
  'Grace Whitlow drove the car. She was forty-nine, a tall woman with freckles on her forearms and green eyes, and auburn hair.';

describe('a long "with" list', () => {
  it('gives the eyes at its end to the subject', () => {
    expect(attributesOf(vanda)).toEqual(['Vanda Kravos hair black', 'Vanda Kravos eyes blue']);
  });

  it('does not run past a clause of someone else', () => {
    expect(
      attributesOf('Ada Brand sat with the children from the farm beyond the church, and she saw their grey eyes.'),
    ).toEqual([]);
  });

  it('finds another colour later, and keeps quiet on the same', () => {
    expect(where(attributes(chaptersOf(vanda, 'Vanda Kravos nodded. Her brown eyes were wet.')))).toEqual([
      'chapter_02.md:3',
    ]);
    expect(attributes(chaptersOf(vanda, 'Vanda Kravos nodded. Her blue eyes were wet.'))).toEqual([]);
  });
});

describe('a possessive inside a "with" list', () => {
  it('leaves the eyes after "and" to the subject', () => {
    expect(attributesOf(grace)).toEqual(['Grace Whitlow age 49', 'Grace Whitlow eyes green']);
    expect(where(attributes(chaptersOf(grace, 'Grace Whitlow laughed, her brown eyes bright.')))).toEqual([
      'chapter_02.md:3',
    ]);
  });

  it("keeps a possessive that is the eyes' own", () => {
    expect(attributesOf('Ada Brand came in. She sat with her back to the fire and her grey eyes closed.')).toEqual([
      'Ada Brand eyes grey',
    ]);
  });
});

describe('a "with" list that comes to another person', () => {
  it('gives her hair to no one it describes', () => {
    expect(
      attributesOf(
        'Gunnar Bell came in. He could picture it: Gunnar walking with his hands behind his back and his cap on, and a girl with a knot of red-brown hair.',
      ),
    ).toEqual([]);
  });
});

describe('a "with" list with a clause of its own subject', () => {
  it('reads past "she wears" to the eyes', () => {
    expect(
      attributesOf(
        'Clara Merrow laughed.\n\nShe is twenty-four, tall, with dark hair she wears in a knot at the back of her neck and grey eyes.',
      ),
    ).toEqual(['Clara Merrow age 24', 'Clara Merrow hair brown/black', 'Clara Merrow eyes grey']);
  });
});
