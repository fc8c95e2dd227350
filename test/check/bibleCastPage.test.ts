import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A stage or screen cast page typed as such: names in capitals with dotted leaders to a note, each over an indented
 * paragraph wrapped at the page's width (an age in brackets opening it); "NAME (19) — note" and "NAME, 40s, a
 * nurse" lines under a plain cast heading; then the page's other lists.
 */

const LEADERS = `                    THE SALT ROAD
                 DRAMATIS PERSONAE

CORA "BIRDIE" VANCE ........................ a lighthouse keeper
     (52) Widowed in 1970; keeps the log in a green
     ledger.
     Brown eyes, white hair worn in a plait. From
     Stromness.
PETER VANCE (deceased) ..................... her husband
     Born 1931. Drowned off the Skerries, 1970.
DR. ALFIE MORROW ........................... the relief keeper
     (27) Green eyes, black
     hair. From Oban.
WALTER GREIG ............................... harbourmaster, 61
BOATMAN TWO ................................ any age

                                 PROPS

THE TELESCOPE -- brass, Peter's; on the gallery rail.

                                SCHEDULE

Ch 1   MON 2 MAR 1981 ... Alfie arrives.
`;

const HEADED = `HARBOUR LIGHTS
A play in two acts

CAST OF CHARACTERS

MARGARET OWUSU, 40s, a ferry captain. Hazel eyes; close-cropped grey hair.
JONAH PELL (19) — her deckhand, red-haired, quick to laugh.
THE LATE EDWIN OWUSU — Margaret's husband, lost at sea.
RUTH ABERNATHY, sixties: the island's doctor; blue eyes.
EDITH PELL (née MORROW) — Jonah's aunt; he writes to her.
`;

// Each test reads its bible itself (`bible()`): a bible read once in a describe body runs before any test, so under
// Stryker's per-test coverage no test covers the reading and no mutant of it could be killed.
describe('a cast page with dotted leaders', () => {
  const bible = () => parseBible(LEADERS, ENGLISH);
  const who = (name: string) => bible().characters.find((c) => c.name === name);

  it('reads each entry as a person: the name, a nickname in quotes, the age in brackets, looks over wrapped lines', () => {
    expect(bible().characters.map((c) => c.name)).toEqual([
      'Cora Vance',
      'Peter Vance',
      'Alfie Morrow',
      'Walter Greig',
    ]);
    expect(who('Cora Vance')?.names).toEqual(expect.arrayContaining(['Birdie', 'Birdie Vance']));
    expect(who('Cora Vance')?.fields).toMatchObject({
      age: { value: '52', line: 4 },
      eyes: { value: 'Brown', line: 7 },
      hair: { value: 'white', line: 7 },
    });
    // "Green eyes, black" / "hair.": the sentence read whole, at the line it starts on.
    expect(who('Alfie Morrow')?.fields).toMatchObject({
      age: { value: '27' },
      eyes: { value: 'Green', line: 12 },
      hair: { value: 'black', line: 12 },
    });
    expect(who('Walter Greig')?.fields.age?.value).toBe('61');
  });

  it('calls a titled person by the title and surname, and a "(deceased)" one dead before the story', () => {
    expect(who('Alfie Morrow')?.names).toContain('Dr. Morrow');
    expect(who('Peter Vance')?.diesIn?.value).toBe(0);
    expect(who('Cora Vance')?.diesIn).toBeUndefined();
    // The dead do not age: no age counted from his year of birth to the story's.
    expect(who('Peter Vance')?.fields.age).toBeUndefined();
  });

  it('takes the play’s title and a numbered part for no one, the props for objects, the schedule for the timeline', () => {
    expect(bible().characters.map((c) => c.name)).not.toContain('The Salt Road');
    expect(bible().characters.map((c) => c.name.split(' ')[0])).not.toContain('Boatman');
    expect(bible().objects.map((o) => o.name)).toEqual(['The telescope']);
    expect(bible().timeline.map((t) => [t.chapter, t.weekday, t.date?.day, t.date?.month, t.date?.year])).toEqual([
      [1, 1, 2, 3, 1981],
    ]);
  });
});

describe('a cast page of lines under a plain heading', () => {
  const bible = () => parseBible(HEADED, ENGLISH);
  const who = (name: string) => bible().characters.find((c) => c.name === name);

  it('reads "NAME, 40s, a job" and "NAME (19) — note" lines, and "THE LATE" as a death before the story', () => {
    expect(bible().characters.map((c) => c.name)).toEqual([
      'Margaret Owusu',
      'Jonah Pell',
      'Edwin Owusu',
      'Ruth Abernathy',
      'Edith Pell',
    ]);
    expect(who('Margaret Owusu')?.fields).toMatchObject({ age: { value: '40s' }, eyes: { value: 'Hazel' } });
    expect(who('Jonah Pell')?.fields).toMatchObject({ age: { value: '19' }, hair: { value: 'red' } });
    expect(who('Edwin Owusu')?.diesIn?.value).toBe(0);
    // "RUTH ABERNATHY, sixties: the island's doctor": a decade in words opens the note.
    expect(who('Ruth Abernathy')?.fields).toMatchObject({ age: { value: '60s' }, eyes: { value: 'blue' } });
  });

  it('takes "her deckhand" for no word of the deckhand’s own gender, and a maiden name for a woman’s', () => {
    expect(who('Jonah Pell')?.gender).toBeUndefined();
    expect(who('Edith Pell')?.gender).toBe('female');
    expect(who('Edith Pell')?.names).not.toContain('Morrow');
  });
});

describe('cast lines too few for a cast page', () => {
  it('reads the age that opens a line’s words, in figures or in words', () => {
    const bible = parseBible(
      '# Notes\n\nRUTH ABERNATHY, sixties: the widow who keeps the post office. Grey eyes.\n\nTOM HALE, 40s: the ferryman.\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.fields.age?.value])).toEqual([
      ['Ruth Abernathy', '60s'],
      ['Tom Hale', '40s'],
    ]);
    expect(bible.characters[1]?.fields.role?.value).toBe('ferryman');
  });
});

describe('the text held to a cast page', () => {
  const chapter = (text: string) => ({ 'chapter_01.md': `# One\n\n${text}\n` });

  it('finds a colour the page contradicts, at its line, against the page’s line', () => {
    const found = checkAttributes(
      manuscriptOf(chapter('Alfie Morrow climbed the stair, his blue eyes on the lamp.'), LEADERS),
      ENGLISH,
    ).findings;
    expect(found).toEqual([
      expect.objectContaining({
        file: 'chapter_01.md',
        line: 3,
        category: 'attribute',
        message: expect.stringContaining('Alfie Morrow\'s eyes are "blue" here; bible: Green (bible.md:12)'),
        confidence: 0.9,
      }),
    ]);
    expect(
      checkAttributes(
        manuscriptOf(chapter('Alfie Morrow climbed the stair, his green eyes on the lamp.'), LEADERS),
        ENGLISH,
      ).findings,
    ).toEqual([]);
  });

  it('finds the dead husband acting, and stays quiet when he is remembered', () => {
    const acting = checkDead(
      manuscriptOf(chapter('Peter Vance walked up from the jetty and lit the lamp.'), LEADERS),
      ENGLISH,
    ).findings;
    expect(acting.map((f) => [f.line, f.category])).toEqual([[3, 'dead']]);
    const remembered = checkDead(
      manuscriptOf(chapter('Cora remembered how Peter Vance had walked up from the jetty to light the lamp.'), LEADERS),
      ENGLISH,
    ).findings;
    expect(remembered).toEqual([]);
  });
});

describe('a page of dotted leaders under a title with a dash', () => {
  const PAGE = `THE ORCHARD — CAST

MARION TATE (55) ..................... the widow
CALLUM TATE (29) ..................... her son; brown eyes
ROBERT TATE .......................... her husband (dead before the play begins)
`;
  const bible = () => parseBible(PAGE, ENGLISH);

  it('takes only the leader lines for people, their ages from the name’s brackets, a death before the play', () => {
    expect(bible().characters.map((c) => c.name)).toEqual(['Marion Tate', 'Callum Tate', 'Robert Tate']);
    expect(bible().characters.map((c) => c.fields.age?.value)).toEqual(['55', '29', undefined]);
    expect(bible().characters.find((c) => c.name === 'Robert Tate')?.diesIn?.value).toBe(0);
  });
});
