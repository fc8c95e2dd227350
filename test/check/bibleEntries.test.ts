import { describe, expect, it } from 'vitest';
import { ageIn, chapterRef, fateChapter, parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** One character entry ("### Mara Voss" and its lines) read from a bible's Characters section. */
function entry(lines: string, heading = '### Mara Voss') {
  const bible = parseBible(`## Characters\n\n${heading}\n${lines}\n`, ENGLISH);
  const c = bible.characters[0];
  return {
    names: c?.names,
    fields: Object.fromEntries(Object.entries(c?.fields ?? {}).map(([k, v]) => [k, v?.value])),
    dies: c?.diesIn?.value,
    gender: c?.gender,
    changes: bible.changes.map((x) => `${x.character}: ${x.field} ${x.value} from chapter ${x.chapter}`),
  };
}

describe('a character entry in the bible', () => {
  it.each([
    ['- Eyes: grey; hair: black', { eyes: 'grey', hair: 'black' }],
    ['- Eye colour: hazel', { eyes: 'hazel' }],
    ['- Age: fifty-two', { age: '52' }],
    ['- Age: 34 years old', { age: '34' }],
    ['- Aged 61', { age: '61' }],
    ['- twenty-seven years old', { age: '27' }],
    ['- Home: Harrowgate', { home: 'Harrowgate' }],
    ['- Role: pilot', { role: 'pilot' }],
    ["- Ship's pilot, lives in Harrowgate", { role: "ship's pilot", home: 'Harrowgate' }],
    ['- She is a blacksmith who drinks.', { role: 'blacksmith' }],
    ['- She has green-eyed calm and red hair.', { eyes: 'green', hair: 'red' }],
    ['- Hair: brown; dyes it black in chapter_03.md', { hair: 'brown' }],
    ['- Hair: brown, dyed black (ch. 3)', { hair: 'brown' }],
    ['- Hair: fair, hennaed red (ch. 2)', { hair: 'fair' }],
  ])('reads %j', (line, fields) => {
    expect(entry(line).fields).toEqual(fields);
  });

  it('reads every field name the reader knows as a field of the entry, never as a character of its own', () => {
    const cast = (line: string) => parseBible(`## Characters\n\n### Mara Voss\n${line}\n`, ENGLISH).characters;
    expect(cast('- Death: dies in chapter 7').map((c) => [c.name, c.diesIn?.value])).toEqual([['Mara Voss', 7]]);
    expect(cast('- Profession: pilot').map((c) => [c.name, c.fields.role?.value])).toEqual([['Mara Voss', 'pilot']]);
    expect(cast('- Hometown: Leeds').map((c) => [c.name, c.fields.home?.value])).toEqual([['Mara Voss', 'Leeds']]);
    expect(cast('- Names: Mags').map((c) => [c.name, c.names.at(-1)])).toEqual([['Mara Voss', 'Mags']]);
    expect(cast('- Sex: female').map((c) => [c.name, c.gender])).toEqual([['Mara Voss', 'female']]);
    // A name leading a bullet is still an entry of its own.
    expect(cast('- Bo (the Boy): 9 years old').map((c) => c.name)).toEqual(['Mara Voss', 'Bo']);
  });

  it('adds a colour dyed on a day the bible gives no chapter for, in a clause after the value however spaced', () => {
    expect(entry('- Hair: dark brown; dyed blue on 17 October').fields).toEqual({ hair: 'dark brown, blue' });
    expect(entry('- Hair: dark brown;dyed blue on 17 October').fields).toEqual({ hair: 'dark brown, blue' });
    expect(entry('- Hair: dark brown; dyed blue; cut short later').fields).toEqual({ hair: 'dark brown, blue' });
  });

  it('records a change the entry tells, with its chapter', () => {
    expect(entry('- Hair: brown; dyes it black in chapter_03.md').changes).toEqual([
      'Mara Voss: hair black from chapter 3',
    ]);
    expect(entry('- Hair: brown, dyed black (ch. 3)').changes).toEqual(['Mara Voss: hair black from chapter 3']);
    expect(entry('- Moves to Leeds in chapter 5').changes).toEqual(['Mara Voss: home Leeds from chapter 5']);
    expect(entry('- She moved into the Old Mill before chapter 9.').changes).toEqual([
      'Mara Voss: home Old Mill from chapter 8',
    ]);
    expect(entry('- Hazel eyes and brown hair, which she dyes red in the third chapter').changes).toEqual([
      'Mara Voss: hair red from chapter 3',
    ]);
    expect(entry('- Her eyes turn grey in chapter 6').changes).toEqual(['Mara Voss: eyes grey from chapter 6']);
    expect(entry('- Dyes it black one day').changes).toEqual([]);
  });

  it('takes other names from aliases, quotes, brackets and "calls her"', () => {
    expect(entry('- Aliases: Mar, the Pilot').names).toEqual(['Mara Voss', 'Mara', 'Voss', 'Mar', 'the Pilot']);
    expect(entry('- aka: "Mags"').names).toEqual(['Mara Voss', 'Mara', 'Voss', 'Mags']);
    expect(entry('- Goes by Mags. Tomas calls her Mar.').names).toEqual(['Mara Voss', 'Mara', 'Voss', 'Mags', 'Mar']);
    expect(entry('- Age: 30', '### Dr. Elias Brandt (Eli or "Doc")').names).toEqual([
      'Dr. Elias Brandt',
      'Eli',
      'Doc',
      'Elias',
      'Brandt',
    ]);
    // A note in brackets with figures in it ("POV 1 3 5", "b. 1946") is no name.
    expect(entry('- Age: 30', '### Mara Voss (POV 1 3 5; "Mags")').names).toEqual([
      'Mara Voss',
      'Mags',
      'Mara',
      'Voss',
    ]);
  });

  it('reads a fate only when it is a death with a chapter', () => {
    expect(entry('- Fate: dies in chapter 7').dies).toBe(7);
    expect(entry('- Fate: chapter 9').dies).toBe(9);
    expect(entry('- Drowned in chapter_04.md').dies).toBe(4);
    expect(entry('- Died 2 October, before the story opens').dies).toBe(0);
    expect(entry('- Fate: leaves the island in chapter 4').dies).toBeUndefined();
    expect(entry('- Fate: survives chapter 7').dies).toBeUndefined();
    expect(entry('- Death: killed in the last chapter').dies).toBeUndefined();
    // "Her sister Lettie died before chapter 1" is Lettie's death, not Mara's.
    expect(entry('- Her sister Lettie died before chapter 1.').dies).toBeUndefined();
  });

  it('takes a gender from pronouns, or from how the entry speaks of them', () => {
    expect(entry('- Pronouns: she/her').gender).toBe('female');
    expect(entry('- Gender: male').gender).toBe('male');
    expect(entry('- He was a man of the sea.').gender).toBe('male');
    expect(entry('- She and her brother sail; he rows.').gender).toBeUndefined();
    expect(entry('- Age: 30').gender).toBeUndefined();
  });
});

describe('chapters, fates and ages as a bible writes them', () => {
  it.each([
    ['chapter 7', 7],
    ['ch. 7', 7],
    ['chapter_07.md', 7],
    ['Chapter Seven', 7],
    ['the seventh chapter', 7],
    ['the 3rd chapter', 3],
    ['before the story opens', 0],
    ['before the book', 0],
    ['before chapter 4', 3],
    ['before chapter_01.md', 0],
    ['the last chapter', Number.POSITIVE_INFINITY],
    ['chapter twentyx', undefined],
    ['nothing', undefined],
  ])('chapterRef(%j) is %s', (text, n) => {
    expect(chapterRef(text, ENGLISH)).toBe(n);
  });

  it.each([
    ['dies in chapter 7', 7],
    ['died 2 October, before the story opens', 0],
    ['killed; chapter 4 reveals it', 4],
    ['survives chapter 7', undefined],
    ['fakes his death in chapter 3', undefined],
    ['faked death in chapter 3', undefined],
    ['not dead in chapter 2', undefined],
    ['dies in the last chapter', undefined],
    ['leaves in chapter 2', undefined],
  ])('fateChapter(%j) is %s', (text, n) => {
    expect(fateChapter(text, ENGLISH)).toBe(n);
  });

  it.each([
    ['age 52', 52],
    ['Aged: 61', 61],
    ['52', 52],
    ['Mara, 34, pilot', 34],
    ['— 41, green', 41],
    ['Mara — 41', 41],
    ['USCG 65–69', undefined],
    ['served 1965 – 69', undefined],
    ['twenty-seven years old', 27],
    ['fifty-two', 52],
    ['three', 3],
    ['is five', 5],
    ['aged eighty-one', 81],
    ['seventy years of age', 70],
    ['is three', undefined],
    ['two-three years old', undefined],
    ['is twenty-eleven', undefined],
    ['a pilot', undefined],
    // An age of another time is not theirs now.
    ['Works behind the counter since age 15 ($2 a week)', undefined],
    ['left school at age 14', undefined],
    ['Ran the shop from age 20; age 61', 61],
  ])('ageIn(%j) is %s', (text, n) => {
    expect(ageIn(text, ENGLISH)).toBe(n);
  });
});
