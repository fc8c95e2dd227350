import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { isNodeWeb } from '../../src/check/bibleNodeWeb.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A character web in plain text: "(Name)  cells | cells" nodes over indented lines, then edges. */

const WEB = [
  'MILL TOWN :: character web',
  '',
  '== NODES ==',
  '',
  '(Nora Keane)      34 | eyes green | hair dark red | editor',
  '                  narrates odd chs | flat over the office',
  '(Tom Hanlon)      58 | eyes blue-grey | hair white since 40',
  '                  AWAY: Dublin Mon 10 -> Fri 14 Oct 83 (a course)',
  '(Con Walsh)       = Cornelius Walsh | 81 | bald | brown eyes',
  '                  DIES Tue 11 Oct 83 ~11pm | buried Sat 15 Oct',
  '(Pender / Mrs Keogh)  Dublin: instructor / landlady',
  '',
  '== EDGES ==',
  '',
  'Nora Keane -> Tom Hanlon: calls him "Tipp" (since she was 6)',
  'Con Walsh -> Tom Hanlon: leaves him the blackthorn stick',
].join('\n');

describe('a character web', () => {
  const bible = parseBible(WEB, ENGLISH);
  const who = (name: string) => bible.characters.find((c) => c.name === name);

  it('reads each node as a person, its cells as their facts', () => {
    expect(bible.characters.map((c) => c.name)).toEqual(['Nora Keane', 'Tom Hanlon', 'Con Walsh']);
    expect(who('Nora Keane')?.fields.age?.value).toBe('34');
    expect(who('Nora Keane')?.fields.eyes?.value).toBe('green');
    expect(who('Tom Hanlon')?.fields.hair?.value).toBe('white since 40');
    expect(who('Con Walsh')?.names).toContain('Cornelius Walsh');
    expect(who('Con Walsh')?.fields.age?.value).toBe('81');
  });

  it('reads a jotted date’s two-figure year in the century its weekday fits, in a death and an absence', () => {
    expect(who('Con Walsh')?.diesOn?.value).toEqual({ day: 11, month: 10, year: 1983 });
    expect(who('Tom Hanlon')?.away?.map((a) => a.value)).toEqual([
      { from: { day: 10, month: 10, year: 1983 }, until: { day: 14, month: 10, year: 1983 } },
    ]);
  });

  it('gives what the edges say of one to no one’s entry', () => {
    expect(bible.characters.flatMap((c) => c.names)).not.toContain('Tipp');
  });

  it('is a web only with three nodes of cells', () => {
    expect(isNodeWeb(WEB)).toBe(true);
    expect(isNodeWeb(WEB.split('\n').slice(0, 8).join('\n'))).toBe(false);
    expect(isNodeWeb('(Nora Keane) editor\n(Tom Hanlon) compositor\n(Con Walsh) owner\n')).toBe(false);
  });
});

describe('a character web laid out otherwise', () => {
  const nodes = ['(Nora Keane)      34 | eyes green | editor', '(Tom Hanlon)      58 | eyes blue-grey | compositor'];
  const con = '(Con Walsh)       81 | bald | brown eyes';
  const names = (web: string) => parseBible(web, ENGLISH).characters.map((c) => [c.name, c.fields.eyes?.value]);

  it('reads the nodes under a title in capitals right above them', () => {
    expect(names(['CAST', ...nodes, con].join('\n'))).toEqual([
      ['Nora Keane', 'green'],
      ['Tom Hanlon', 'blue-grey'],
      ['Con Walsh', 'brown'],
    ]);
  });

  it('keeps the nodes of a group heading among the cast ("== THE PAPER ==")', () => {
    const web = [
      '== FAMILY ==',
      ...nodes,
      '',
      '== THE PAPER ==',
      '',
      con,
      '',
      '== EDGES ==',
      'Con Walsh -> Tom Hanlon: calls him "Tipp"',
    ];
    expect(names(web.join('\n'))).toEqual([
      ['Nora Keane', 'green'],
      ['Tom Hanlon', 'blue-grey'],
      ['Con Walsh', 'brown'],
    ]);
  });
});
