import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { checkKin, describeKin, parentNamesByChapter, readKin } from '../../src/check/checks/kin.js';
import { explainFacts } from '../../src/check/explain.js';
import { kinEdges, kinInEntryLine, kinInSentence } from '../../src/check/kin.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** Kinship as a copy editor lists it: who is whose wife, brother, niece, held against itself. */

const whose = (owner: string) => (/^\p{Ll}/u.test(owner) ? owner : `${owner}'s`);
const said = (text: string) =>
  kinInSentence(text, ENGLISH).map(
    (s) => `${s.kin ?? '?'}: ${whose(s.owner)} ${s.side ? `${s.side}'s ` : ''}${s.role}`,
  );
const entry = (text: string) =>
  kinInEntryLine(text, ENGLISH).map((s) => `${s.kin ?? 'entry'}: ${whose(s.owner || 'entry')} ${s.role}`);
const slips = (texts: string[], bible = '') =>
  checkKin(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.category} ${f.message}`,
  );

describe('kinship in a sentence', () => {
  it('reads an owner and a name on either side of the kin noun, a role canonical, in-laws their own', () => {
    expect(said('She is my brother Seán’s girl, and Nora’s only brother, Seán, rings at six.')).toEqual([
      'Seán: my brother',
      "Seán: Nora's brother",
    ]);
    expect(said('Rosa, Quiroga’s wife, runs in. Warren’s widow Ada wept; Tom’s sister-in-law Jo came.')).toEqual([
      "Ada: Warren's wife",
      "Jo: Tom's sister-in-law",
      "Rosa: Quiroga's wife",
    ]);
  });

  it('takes a name that holds kin of its own for no one’s kin ("my great-grandfather, Nain’s father")', () => {
    expect(said('Gwynfor was my great-grandfather, Nain’s father, and he opened the café.')).toEqual([]);
  });

  it('reads kin through a parent, the name before it or left to the caller', () => {
    expect(said('Uncle Fred, your father’s younger brother, came in.')).toEqual(["Uncle Fred: your father's brother"]);
    expect(said('He was a big man, your mother’s brother, with a loud voice.')).toEqual(["?: your mother's brother"]);
  });

  it('takes no title in capitals for kin, nor a title or a little word for a name', () => {
    expect(said('Father Paquet came, and Sister Agnes, and Mother Superior with Nora’s Uncle.')).toEqual([]);
    expect(said('His wife Mrs came. Her mother The next day left.')).toEqual([]);
  });
});

describe('kinship in a bible entry', () => {
  it('reads the entry as the kin at the opening of a clause, or a name after the kin noun as the entry’s', () => {
    expect(entry('- note: Jack’s younger brother; docker at the Surrey Docks')).toEqual(["entry: Jack's brother"]);
    expect(entry('- status: widow of Jack Doyle (since 1931)')).toEqual(["entry: Jack Doyle's wife"]);
    expect(entry('Family: wife Rosa; son Nicanor (14)')).toEqual(['Rosa: entry wife', 'Nicanor: entry son']);
    expect(entry('### Kath Doyle — "your mother". 45, widow seven years')).toEqual(['entry: your mother']);
  });

  it('reads a kin noun opening a bible line in capitals, and a character web’s relationship lines', () => {
    expect(entry('- Daughter of Matt + Rose; sister of Seán')).toEqual([
      "entry: Matt's daughter",
      "entry: Seán's sister",
    ]);
    expect(
      kinEdges(
        'Matt Keane -> Nora Keane: father Con Walsh → Desmond Walsh: uncle Desmond Walsh -> Hugh Madden: uncle’s solicitor',
        ENGLISH,
      ).map((e) => `${e.from}: ${e.statement.owner}'s ${e.statement.role}`),
    ).toEqual(["Matt Keane: Nora Keane's father", "Con Walsh: Desmond Walsh's uncle"]);
  });

  it('leaves a kinship another name in its clause holds, and one of the name after it', () => {
    expect(entry('- role: Peg and Hal’s father; owner of Rosebank')).toEqual([]);
    expect(entry('Théo’s cousin (son of Théo’s aunt Aurélie)')).toEqual(["entry: Théo's cousin"]);
    expect(entry('*Off: MARGARET CASTELL, Hugh’s mother (a letter)')).toEqual([]);
    expect(entry('THE BRASS TELESCOPE (Jelle’s father’s)')).toEqual([]);
  });
});

describe('the kin check', () => {
  it('finds a second name for one’s only wife, with both places', () => {
    expect(
      slips([
        'Quiroga came up the rows. He stopped, and Quiroga looked back. Quiroga’s wife Rosa stood at the door.',
        'Quiroga’s wife Marta ran from the house.',
      ]),
    ).toEqual(["chapter_02.md:3 names Quiroga's wife is called Marta here; chapter_01.md:3 calls Quiroga's wife Rosa"]);
    // A late or a first wife is another time's: no slip.
    expect(
      slips([
        'Quiroga came up the rows. He stopped, and Quiroga looked back. Quiroga’s wife Rosa stood at the door.',
        'Quiroga’s late wife Marta was buried there.',
      ]),
    ).toEqual([]);
  });

  it('lets brothers be many unless the book said "only"', () => {
    const second = 'Nora’s brother Liam rang from Leeds.';
    const first = 'Nora came in. She sat, and Nora read. Nora’s brother Seán was away.';
    expect(slips([first, second])).toEqual([]);
    expect(slips([first.replace('brother Seán', 'only brother, Seán,'), second])).toEqual([
      "chapter_02.md:3 names Nora's brother is called Liam here; chapter_01.md:3 calls Nora's only brother Seán",
    ]);
  });

  it('finds one person given two kinships to the same owner', () => {
    expect(
      slips([
        'Clara came down. Warren came with her. Clara, Warren’s niece, kept the books.',
        'Warren’s daughter Clara sat by the fire.',
      ]),
    ).toEqual([
      "chapter_02.md:3 relation Clara is Warren's daughter here; chapter_01.md:3 has Clara as Warren's niece",
    ]);
  });

  it('finds kin through the other parent than the bible’s, in a book told to "you"', () => {
    const you = 'You were tired. You sat down.\n\nYou got up again. You went to the door.\n\n';
    const book = [
      `${you}You came down the stairs. You saw your mother at the door. Jack was seven years dead.`,
      `${you}Uncle Fred told you so. He was a big man, your mother’s younger brother, with a slow voice.`,
    ];
    const bible =
      '## Characters\n\n### Fred Doyle\n- aliases: Uncle Fred\n- Jack’s younger brother\n\n### Jack Doyle\n- aliases: Jack\n- "your father"\n';
    expect(slips(book, bible)).toEqual([
      "chapter_02.md:7 relation Fred Doyle is your mother's brother here; bible.md:5 has Fred Doyle as Jack Doyle's brother, and Jack Doyle is your father",
    ]);
    // The father's side, as the bible has it: no slip.
    expect(slips([book[0] as string, (book[1] as string).replace('mother’s', 'father’s')], bible)).toEqual([]);
  });

  it('reads "his sister" as the one of his gender named before, and no one’s when two could be', () => {
    const m = manuscriptOf(
      chaptersOf(
        'Tom Hale came in. He was tired, and Tom Hale sat. His sister Ann brought tea.',
        'Tom Hale and Ned Roe came. Ned Roe sat. His sister Jo ran.',
      ),
    );
    expect(readKin(m, ENGLISH).map((f) => describeKin(f, ENGLISH))).toEqual(["Ann: Tom Hale's sister"]);
  });

  it('shows the list with --explain, each kinship at its line', () => {
    const m = manuscriptOf(chaptersOf('Nora came in. She sat, and Nora read. Nora’s brother Seán rang. Seán laughed.'));
    const sean = explainFacts(m, ENGLISH).characters.find((c) => c.name === 'Seán');
    expect(sean?.facts).toContainEqual({ fact: "Nora's brother", source: 'text', file: 'chapter_01.md', line: 3 });
  });
});

describe('the dead told by their kinship to the teller', () => {
  const bible =
    '## Characters\n\n### Nora Keane\n- narrator of the odd chapters\n\n### Tom Hanlon\n- narrator of the even chapters\n\n### Matt Keane\n- Nora’s father\n- fate: died before the story opens\n';
  const nora = 'I come down at six. Matt Keane built this room, and Tom Hanlon keeps it. Tom Hanlon waves.';
  const book = (one: string, two: string) => ({
    'chapter_01.md': `# Nora\n\n${nora}\n\n${one}\n`,
    'chapter_02.md': `# Tom\n\nI came in at seven. Nora Keane was at the desk, and Nora Keane smiled.\n\n${two}\n`,
  });
  const acts = (one: string, two: string) =>
    checkDead(manuscriptOf(book(one, two), bible), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

  it('reads "my father" in the chapters of the one whose father the bible names, and not in another teller’s', () => {
    expect(acts('My father is at the range in his shirtsleeves, counting the candles.', 'I sat down.')).toEqual([
      'chapter_01.md:5 Matt Keane acts ("My father is at the range in his shirtsleeves, counting") here, but the bible has them die in chapter 0 (bible.md:11); not marked as memory, dream or flashback',
    ]);
    expect(acts('I sit down.', 'My father is at the range in his shirtsleeves, counting the candles.')).toEqual([]);
  });

  it('gives each chapter the parents its teller has, one each', () => {
    const names = parentNamesByChapter(manuscriptOf(book('I sit.', 'I sat.'), bible), ENGLISH);
    expect(names.get(0)?.get('My father')?.name).toBe('Matt Keane');
    expect(names.get(1)).toBeUndefined();
  });
});

describe('the dead told as "her father"', () => {
  const bible =
    '## Characters\n\n### Nives Ricci\n- Daughter of Aurelio\n\n### Aurelio Ricci\n- fate: dies in chapter 1\n\n### Ugo Bassi\n- carver\n';
  const one =
    'Aurelio Ricci went up the mountain with Nives Ricci and Ugo Bassi. Aurelio Ricci died there that morning.';
  const acts = (two: string) =>
    checkDead(manuscriptOf(chaptersOf(one, two), bible), ENGLISH).findings.map(
      (f) => `${f.file}:${f.line} ${f.message}`,
    );

  it('reads "her father" as the father the list gives the one woman named before it in the paragraph', () => {
    expect(
      acts('Nives Ricci stood at the post. Ugo Bassi waited. Her father came down the track with a rope.'),
    ).toEqual([
      'chapter_02.md:3 Aurelio Ricci acts ("Her father came") here, but the bible has them die in chapter 1 (bible.md:7); not marked as memory, dream or flashback',
    ]);
    // "His father": Ugo's, whom the list gives none.
    expect(
      acts('Nives Ricci stood at the post. Ugo Bassi waited. His father came down the track with a rope.'),
    ).toEqual([]);
    // No woman named before it in the paragraph: whose "her" is, the reading cannot say.
    expect(acts('Ugo Bassi waited. Her father came down the track with a rope.')).toEqual([]);
  });

  it('reads the dead told as "her father" and by name in one sentence in the order written', () => {
    expect(
      acts('Nives Ricci stood at the post. Her father came down the track, and then Aurelio Ricci waved to her.'),
    ).toEqual([
      'chapter_02.md:3 Aurelio Ricci acts ("Her father came") here, but the bible has them die in chapter 1 (bible.md:7); not marked as memory, dream or flashback',
    ]);
  });
});
