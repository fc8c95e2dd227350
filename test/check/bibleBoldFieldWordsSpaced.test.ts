import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A bold line whose word has a space inside its stars ("** Summary**", "- ** Backstory** — …"): a field's word still. */

const cast = (written: string) =>
  parseBible(written, ENGLISH).characters.map((c) => [c.name, c.line, c.fields.eyes?.value]);

describe('a bold field word with a space inside its stars', () => {
  it('opens no entry under a heading’s person', () => {
    expect(cast('## Characters\n\n### Mara Voss\n- Eyes: grey\n\n** Summary**\nA pilot.\n')).toEqual([
      ['Mara Voss', 3, 'grey'],
    ]);
  });

  it('opens no entry as a bullet after a bold name’s bullets', () => {
    expect(cast('**Mara Voss**\n- Eyes: grey\n\n- ** Backstory** — she flew.\n')).toEqual([['Mara Voss', 1, 'grey']]);
  });
});
