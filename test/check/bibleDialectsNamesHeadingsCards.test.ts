import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { canonicalBible } from '../../src/check/bibleDialects.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * How a bible written in prose, in index cards, under deep or wiki headings or in a table, is read into the
 * canonical form (src/check/bibleDialects.ts, canonicalBible).
 */

const texts = (written: string) => canonicalBible(written, ENGLISH).map((l) => l.text);

describe('a titled name written with two spaces', () => {
  it('is the person without the title, whom others call by title and surname', () => {
    const lines = texts('Characters\n\nDr. Hugh  Ransome is a tall man with grey eyes.\n');
    expect(lines).toContain('### Hugh Ransome');
    expect(lines).toContain('- also called: Dr. Ransome');
    expect(
      parseBible('Characters\n\nDr. Hugh  Ransome is a tall man with grey eyes.\n', ENGLISH).characters[0]?.name,
    ).toBe('Hugh Ransome');
  });
});

describe('a first name given its surname later in the paragraph', () => {
  it('leaves the paragraph’s first person its topic: a pronoun after is still hers', () => {
    const written =
      'Characters\n\nAnna Bell is a tall woman.\nOttilie is a cook.\nOttilie Marsh is thin.\nShe has grey eyes.\n';
    expect(texts(written).slice(0, 8)).toEqual([
      '## Characters',
      '### Anna Bell',
      '- Anna Bell is a tall woman.',
      '- She has grey eyes.',
      '### Ottilie Marsh',
      '- also called: Ottilie',
      '- Ottilie is a cook.',
      '- Ottilie Marsh is thin.',
    ]);
    const bible = parseBible(written, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.fields.eyes?.value])).toEqual([
      ['Anna Bell', 'grey'],
      ['Ottilie Marsh', undefined],
    ]);
  });
});

describe('an object’s index card with no chain of keepers', () => {
  it('keeps each line as a note, trimmed, and names no holder', () => {
    const written = 'THE KEY\n  Brass, with a red ribbon  \n';
    const lines = canonicalBible(written, ENGLISH);
    expect(lines.slice(0, 3)).toEqual([
      { text: '## Objects', line: 1 },
      { text: '### The Key', line: 1 },
      { text: '- Brass, with a red ribbon', line: 2 },
    ]);
    expect(parseBible(written, ENGLISH).objects).toEqual([{ name: 'The Key', noun: 'key', line: 1, events: [] }]);
  });
});

describe('a section’s heading with no section open', () => {
  it('opens the timeline at level three', () => {
    expect(texts('### Timeline\n\n- 1990: Anna Bell is born.\n').slice(0, 3)).toEqual([
      '## Timeline',
      '',
      '- 1990: Anna Bell is born.',
    ]);
  });

  it('opens the cast under a heading in capitals alone', () => {
    const written = 'PEOPLE\n\n- Anna Bell: tall, grey eyes\n';
    expect(texts(written).slice(0, 3)).toEqual(['## Characters', '', '### Anna Bell: tall, grey eyes']);
    expect(parseBible(written, ENGLISH).characters.map((c) => [c.name, c.fields.eyes?.value])).toEqual([
      ['Anna Bell', 'grey'],
    ]);
  });

  it('leaves a level-two wiki heading to the notes', () => {
    const lines = texts('== Timeline ==\n\n- 1990: Anna Bell is born.\n');
    expect(lines).not.toContain('## Timeline');
    expect(lines).toContain('== Timeline ==');
  });
});

describe('a table of people whose columns only a record reads', () => {
  it('reads one record per person, the rule under the header no row', () => {
    const written = '## Characters\n\n| Name | Date of death | Eyes |\n|---|---|---|\n| Anna Bell | ch. 5 | grey |\n';
    expect(texts(written).slice(0, 5)).toEqual([
      '## Characters',
      '',
      '### Anna Bell',
      '- fate: died chapter 5',
      '- eyes: grey',
    ]);
  });

  it('reads the header under a rule drawn above the table as the header still', () => {
    const written =
      '## Characters\n\n|---|---|---|\n| Name | Date of death | Eyes |\n|---|---|---|\n| Anna Bell | ch. 5 | grey |\n';
    expect(texts(written).slice(0, 5)).toEqual([
      '## Characters',
      '',
      '### Anna Bell',
      '- fate: died chapter 5',
      '- eyes: grey',
    ]);
    expect(parseBible(written, ENGLISH).characters.map((c) => [c.name, c.diesIn?.value, c.fields.eyes?.value])).toEqual(
      [['Anna Bell', 5, 'grey']],
    );
  });
});

describe('an index card whose title has spaces about it', () => {
  it('reads the title trimmed: the same card, heading and name as one typed close', () => {
    const written = '  THE KEY   \n  Brass, with a red ribbon\n';
    expect(canonicalBible(written, ENGLISH).slice(0, 3)).toEqual([
      { text: '## Objects', line: 1 },
      { text: '### The Key', line: 1 },
      { text: '- Brass, with a red ribbon', line: 2 },
    ]);
    expect(parseBible(written, ENGLISH).objects.map((o) => o.name)).toEqual(['The Key']);
  });
});
