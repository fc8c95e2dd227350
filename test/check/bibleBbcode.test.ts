import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { bbcodeAsMarkdown, isBbcode } from '../../src/check/bibleBbcode.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible posted to a writers' forum in BBCode: the twenty-eighth blind set's gave nine facts, its [b]names[/b],
 * [list] items and [table] rows unread. Posts written for these tests.
 */

const POST = [
  '[size=150][b]PLANNING THREAD: my story bible[/b][/size]',
  '',
  '[size=130][b]1. PEOPLE[/b][/size]',
  '[list]',
  '[*][b]Mara Voss[/b] - 34, grey eyes. [color=red]DIES in chapter 4[/color] when the ferry sinks.',
  '[*][b]Ned Hale[/b] (Neddy) - red hair, [i]the pilot[/i].',
  '[/list]',
  '',
  '[size=130][b]2. PLACES[/b][/size]',
  '[table]',
  '[tr][td][b]Place[/b][/td][td][b]Details[/b][/td][/tr]',
  '[tr][td]Grey Mill[/td][td]on the river | three storeys[/td][/tr]',
  '[/table]',
].join('\n');

describe('a bible posted in BBCode', () => {
  it('is known by its closed tags, not a Markdown bible', () => {
    expect(isBbcode(POST)).toBe(true);
    expect(isBbcode('## Characters\n\n- **Mara Voss** - grey eyes\n')).toBe(false);
  });

  it('reads titles as sections, list items as entries, each fact at its line in the post', () => {
    const bible = parseBible(POST, ENGLISH);
    const mara = bible.characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.fields.eyes?.value).toBe('grey');
    expect(mara?.diesIn?.value).toBe(4);
    expect(mara?.diesIn?.line).toBe(5);
    expect(bible.characters.find((c) => c.name === 'Ned Hale')?.names).toContain('Neddy');
    expect(bible.places.map((p) => p.name)).toEqual(['Grey Mill']);
  });

  it('writes a table as a Markdown table, a rule under its header row, a pipe in a cell as a slash', () => {
    const { markdown, sourceLines } = bbcodeAsMarkdown(POST);
    expect(markdown).toContain('| Place | Details |\n| --- | --- |\n| Grey Mill | on the river / three storeys |');
    // The rule is the header row's line: the rows after keep theirs.
    expect(sourceLines[markdown.split('\n').findIndex((l) => l.startsWith('| Grey Mill'))]).toBe(12);
    expect(markdown).not.toMatch(/\[\/?(?:b|i|color|size|list|table|tr|td)\b/);
  });

  it('reads a header row typed on the "[table]" line, and rows indented under it, as the table’s', () => {
    const table = (rows: string[]) =>
      [
        '[size=130][b]PLACES[/b][/size]',
        ...rows,
        '[tr][td]Grey Mill[/td][td]on the river[/td][/tr]',
        '[tr][td]Wenhurst Farm[/td][td]tile-hung[/td][/tr]',
        '[/table]',
      ].join('\n');
    const places = (post: string) => parseBible(post, ENGLISH).places.map((p) => p.name);
    const both = ['Grey Mill', 'Wenhurst Farm'];
    expect(places(table(['[table][tr][td][b]Place[/b][/td][td]Details[/td][/tr]']))).toEqual(both);
    const indented = table(['[table]', '  [tr][td]Place[/td][td]Details[/td][/tr]']).replace(/\n\[tr\]/g, '\n  [tr]');
    expect(places(indented)).toEqual(both);
    expect(bbcodeAsMarkdown(indented).markdown).toContain('| Place | Details |\n| --- | --- |\n| Grey Mill |');
  });
});
