import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { castRead } from '../support/bibleRead.js';

/**
 * A binder of index cards exported as text: underlined titles, card lines tagged "[card]", the chapters' cards drawn
 * as boxes. The people's cards are read as a cast list's lines, whatever other name a card puts in brackets or after
 * a slash; the boxed chapter cards are nobody's entry.
 */

const BINDER = [
  'THE SALT ROAD — binder export',
  '=============================',
  '',
  'DRAFT',
  '-----',
  '',
  '+--------------------------------------------+',
  '| [1] chapter_01.md — "The Pier"             |',
  '| Orla, 40, walks the pier. Grey eyes, long  |',
  '| black hair. Declan mends a net.            |',
  '+--------------------------------------------+',
  '+--------------------------------------------+',
  '| [2] chapter_02.md — "The Ferry"            |',
  '| Declan, 44, blue eyes, rows to the island. |',
  '+--------------------------------------------+',
  '',
  'NOTES > CHARACTERS',
  '------------------',
  '[card] ORLA DUNNE — 40. Grey eyes. Long black hair. Harbour master. Husband Declan.',
  '[card] PADRAIG (PATRICK) DOYLE — 67. Brown eyes, bald. Ferryman.',
  '[card] MAIRE BYRNE / QUINN — 29. Green eyes. Teacher. Marries Sean Quinn in May.',
  '[card] DECLAN DUNNE — 44. Blue eyes. Fisherman.',
  '',
  'NOTES > PROPS',
  '-------------',
  '[card] BRASS COMPASS — Padraig → Orla.',
  '[card] BLUE CURRACH — Declan’s.',
  '[card] HARBOUR LOG — kept by Orla.',
  '',
].join('\n');

describe('a binder of index cards', () => {
  it('reads each person’s card: age, eyes, the other name in brackets or after a slash', () => {
    const cast = castRead(BINDER);
    expect(cast.map(([name]) => name)).toEqual(['Orla Dunne', 'Padraig Doyle', 'Maire Byrne', 'Declan Dunne']);
    expect(cast[1]).toEqual(['Padraig Doyle', expect.arrayContaining(['Padraig Doyle', 'Patrick']), expect.anything()]);
    expect(cast[1]?.[2]).toMatchObject({ age: '67 @20', eyes: 'Brown @20' });
    expect(cast[2]?.[1]).toEqual(expect.arrayContaining(['Maire Byrne', 'Maire Quinn']));
    expect(cast[2]?.[2]).toMatchObject({ age: '29 @21', eyes: 'Green @21' });
    // Her card's facts are hers, not the card's before it: Padraig keeps his brown eyes.
    expect(cast[3]?.[2]).toMatchObject({ age: '44 @22', eyes: 'Blue @22' });
  });

  it('reads the props’ cards as objects and gives no one an entry for the boxed chapter cards', () => {
    const bible = parseBible(BINDER, ENGLISH);
    expect(bible.objects.map((o) => o.name)).toEqual(['Brass Compass', 'Blue Currach', 'Harbour Log']);
    expect(bible.characters.map((c) => c.name)).not.toContain('Draft');
  });

  it('reads "Husband Declan" in her card as his, not as telling that she is a man', () => {
    const orla = parseBible(BINDER, ENGLISH).characters.find((c) => c.name === 'Orla Dunne');
    expect(orla?.gender).not.toBe('male');
    const wife = parseBible(
      '## Characters\n\n### Orla Dunne\n- Harbour master, wife of Declan.\n\n### Declan Dunne\n- Fisherman, married to Orla.\n',
      ENGLISH,
    ).characters.map((c) => [c.name, c.gender]);
    expect(wife).toEqual([
      ['Orla Dunne', 'female'],
      ['Declan Dunne', undefined],
    ]);
  });

  it('leaves a tagged title between rules to the boxed sheet it heads', () => {
    const sheet = [
      '----------------------------------------',
      '[NPC] ORLA DUNNE -- "Harbour"',
      '----------------------------------------',
      ' Age ............. 40',
      ' Eyes ............ grey',
      '',
      '----------------------------------------',
      '[NPC] DECLAN DUNNE',
      '----------------------------------------',
      ' Age ............. 44',
      '',
      '----------------------------------------',
      '[NPC] PADRAIG DOYLE',
      '----------------------------------------',
      ' Age ............. 67',
      '',
    ].join('\n');
    expect(castRead(sheet).map(([name, , fields]) => [name, fields.age])).toEqual([
      ['Orla Dunne', '40 @4'],
      ['Declan Dunne', '44 @10'],
      ['Padraig Doyle', '67 @15'],
    ]);
  });
});
