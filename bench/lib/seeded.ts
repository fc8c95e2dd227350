/**
 * Seeded manuscripts for measuring `writer check`: a bible, an outline and
 * chapters of generated prose in one of two styles (third person past, first
 * person present), with the legitimate traps a careful checker must not
 * report (flashbacks, memories and dreams of the dead, nicknames, a change
 * the Timeline records, dialogue and letters in another person or tense,
 * journeys between places, an object handed on), and, when asked, errors
 * seeded at known lines, one list per category.
 *
 * The prose is built word by word from large enough lists that no run of
 * eight words repeats by chance; a seeded random generator makes every
 * manuscript reproducible.
 */

export type StyleName = 'third-past' | 'first-present';
export type Dialect = 'writer' | 'bullets' | 'table' | 'prose' | 'none';

export interface Seed {
  category: string;
  file: string;
  line: number;
  what: string;
}

export interface SeededManuscript {
  files: Record<string, string>;
  seeds: Seed[];
  words: number;
}

export interface SeedOptions {
  style: StyleName;
  chapters: number;
  /** Words per chapter, about. */
  chapterWords: number;
  /** Seed errors (else the manuscript is clean). */
  errors: boolean;
  /**
   * The bible's dialect: writer's own (the default), bold names with nested
   * bullets and a timeline of dates, tables, plain prose, or no bible at all
   * (then the thread seeds, which only a bible can set up, are left out).
   */
  dialect?: Dialect;
  seed?: number;
}

/** mulberry32: a small seeded generator, so every manuscript is reproducible. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES =
  'greasy chipped swollen bent gleaming scorched mossy flaking soot-black sun-bleached rain-dark blistered creaking tilted sagging dented scratched worn-out spare borrowed forgotten familiar strange empty crowded narrow broad heavy brittle salt-stained crooked battered polished rusted tarnished weathered splintered cracked faded patched knotted sodden dusty cold warm damp bright dim quiet distant nearby ancient newer wooden iron copper-bound oak pine stone tin glass leather canvas woollen frayed torn mended careful clumsy hollow solid slippery sloping steep low high long short square round lopsided sturdy'.split(
    ' ',
  );
const NOUNS =
  'tiller sail mast hull keel winch pulley hammer chisel saw trowel spade broom mop apron shawl kerchief thimble needle spool ribbon brooch button hinge latch padlock chain trunk chest cask keg flagon tankard ladle skillet griddle lantern rope ledger chart barrel crate bench table stool window shutter railing ladder stair kettle stove basket net oar anchor bucket tarpaulin hatch beam rafter chimney gate fence wall path jetty quay bollard mooring buoy compass sextant logbook pencil candle lamp wick match blanket coat scarf glove boot cap bottle jar cup plate spoon knife-block hook peg drawer cupboard shelf box tin bag sack parcel envelope map telescope bell clock'.split(
    ' ',
  );
const PREPOSITIONS = 'beside near under over behind toward against across along past above below'.split(' ');
/** base, third person singular, past. */
const VERB_FORMS =
  'lift lifts lifted|move moves moved|check checks checked|wipe wipes wiped|turn turns turned|pull pulls pulled|push pushes pushed|carry carries carried|study studies studied|mend mends mended|count counts counted|straighten straightens straightened|empty empties emptied|fill fills filled|open opens opened|close closes closed|watch watches watched|touch touches touched|test tests tested|lower lowers lowered|raise raises raised|drag drags dragged|fold folds folded|stack stacks stacked|sort sorts sorted|sweep sweeps swept|scrub scrubs scrubbed|tie ties tied'
    .split('|')
    .map((forms) => forms.split(' ') as [string, string, string]);
const BASE_VERBS = VERB_FORMS.map((f) => f[0]);
const PRESENT_VERBS = VERB_FORMS.map((f) => f[1]);
const PAST_VERBS = VERB_FORMS.map((f) => f[2]);
const ADVERBS = 'slowly carefully quietly briskly absently patiently stubbornly gently idly'.split(' ');
const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

/** The cast, places and objects every manuscript shares. */
const CAST = {
  narrator: 'Mara',
  minor: 'Marta',
  others: ['Tomas', 'Ruth', 'Ned'],
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function chapterDate(n: number): Date {
  return new Date(Date.UTC(1924, 2, 3 + (n - 1) * 2));
}

function dateText(d: Date): string {
  return `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} 1924`;
}

export function seededManuscript(options: SeedOptions): SeededManuscript {
  const rnd = random(options.seed ?? 7);
  const first = options.style === 'first-present';
  const n = options.chapters;
  const deathChapter = Math.max(2, Math.floor(n / 5));
  const changeChapter = Math.max(3, Math.floor(n / 2));
  const keyGiven = Math.max(2, Math.floor(n / 3));
  const threadPayoff = n - 1;

  /** Sentences of ordinary narration: the subject acts on a thing, somewhere. */
  const sentence = (subject: string, third: boolean): string => {
    const adverb = rnd() < 0.25 ? `${pick(rnd, ADVERBS)} ` : '';
    const verbs = first ? (third ? PRESENT_VERBS : BASE_VERBS) : PAST_VERBS;
    const shape = rnd();
    if (shape < 0.15)
      return `The ${pick(rnd, ADJECTIVES)} ${pick(rnd, ['wind', 'rain', 'fog', 'sea', 'tide', 'light'])} ${first ? 'moves' : 'moved'} ${pick(rnd, PREPOSITIONS)} the ${pick(rnd, ADJECTIVES)} ${pick(rnd, NOUNS)} and the ${pick(rnd, ADJECTIVES)} ${pick(rnd, NOUNS)}.`;
    if (shape < 0.55)
      return `${subject} ${adverb}${pick(rnd, verbs)} the ${pick(rnd, ADJECTIVES)} ${pick(rnd, NOUNS)} ${pick(rnd, PREPOSITIONS)} the ${pick(rnd, ADJECTIVES)} ${pick(rnd, NOUNS)}.`;
    if (shape < 0.8)
      return `${subject} ${adverb}${pick(rnd, verbs)} the ${pick(rnd, NOUNS)} and ${pick(rnd, verbs)} the ${pick(rnd, ADJECTIVES)} ${pick(rnd, NOUNS)}.`;
    return `The ${pick(rnd, ADJECTIVES)} ${pick(rnd, NOUNS)} ${first ? 'stands' : 'stood'} ${pick(rnd, PREPOSITIONS)} the ${pick(rnd, ADJECTIVES)} ${pick(rnd, NOUNS)}, and ${subject} ${adverb}${pick(rnd, verbs)} it.`;
  };

  const subjectFor = (): { name: string; third: boolean } => {
    const r = rnd();
    if (first) return r < 0.5 ? { name: 'I', third: false } : { name: pick(rnd, CAST.others), third: true };
    return r < 0.4
      ? { name: 'Mara', third: true }
      : r < 0.55
        ? { name: 'She', third: true }
        : { name: pick(rnd, CAST.others), third: true };
  };

  const paragraph = (count: number): string => {
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      const s = subjectFor();
      out.push(sentence(s.name, s.third));
    }
    return out.join(' ');
  };

  const dialogue = (): string => {
    // Dialogue in the present tense and the first person: a character's own voice, in any book.
    const speaker = pick(rnd, CAST.others);
    const line = `${pick(rnd, ['I know', 'I think', 'We both know', 'My father says', 'I swear'])} the ${pick(rnd, ADJECTIVES)} ${pick(rnd, NOUNS)} is ${pick(rnd, PREPOSITIONS)} the ${pick(rnd, ADJECTIVES)} ${pick(rnd, NOUNS)}`;
    return first ? `"${line}," ${speaker} says.` : `"${line}," ${speaker} said.`;
  };

  const chapters: string[][] = [];
  for (let c = 1; c <= n; c++) {
    const paras: string[] = [`# Chapter ${c}`];
    const date = chapterDate(c);
    paras.push(first ? `It is ${dateText(date)}, and it is spring.` : `It was ${dateText(date)}, early spring.`);
    let words = 0;
    while (words < options.chapterWords) {
      const r = rnd();
      let p: string;
      if (r < 0.12) p = dialogue();
      else p = paragraph(4 + Math.floor(rnd() * 4));
      paras.push(p);
      words += p.split(/\s+/).length;
    }
    chapters.push(paras);
  }

  // Traps: each is right, and a careless checker would report it.
  const trap = (c: number, text: string) => {
    const paras = chapters[c - 1] as string[];
    paras.splice(Math.min(paras.length, 2 + Math.floor(rnd() * (paras.length - 2))), 0, text);
  };
  const x = () => `${pick(rnd, ADJECTIVES)} ${pick(rnd, NOUNS)}`;
  for (let c = 1; c <= n; c++) {
    // The eyes, the hair as the Timeline has it, and the nicknames.
    trap(
      c,
      first
        ? `In the ${x()} I catch my grey eyes, ${pick(rnd, ADVERBS)}.`
        : `Mara's grey eyes went to the ${x()}. Tomas called her Mar ${pick(rnd, PREPOSITIONS)} the ${x()}.`,
    );
    const hair = c >= changeChapter ? 'red' : 'black';
    if (c % 3 === 0)
      trap(
        c,
        first ? `I push my ${hair} hair back.` : `Mara's ${hair} hair was wet ${pick(rnd, PREPOSITIONS)} the ${x()}.`,
      );
    if (c > deathChapter && c % 2 === 0) {
      // The dead in memory, in a dream, in dialogue, in the past perfect, at the grave.
      trap(
        c,
        first
          ? `I remember how Elias walked the ${x()}. Elias lifted the ${x()} and laughed.`
          : `She remembered how Elias walked the ${x()}. Elias lifted the ${x()} and laughed.`,
      );
      trap(
        c,
        first
          ? `"Elias walked the ${x()} every day," Tomas says.`
          : `"Elias walks the ${x()} in my dreams," Tomas said.`,
      );
      trap(
        c,
        first
          ? `I stand at Elias's grave. Elias had said once that the ${x()} keeps what it takes.`
          : `Mara stood at Elias's grave. Elias had said once that the ${x()} keeps what it takes.`,
      );
    }
    if (c === deathChapter + 1)
      trap(
        c,
        `## A dream\n\n${first ? 'In the dream' : 'In her dream'} Elias climbed the ${x()} and turned the ${x()}. Elias said nothing at all.\n\n* * *\n\n${first ? 'I wake' : 'Mara woke'} before dawn.`,
      );
    // A letter in the first person, in italics, in a third-person book; a thought in the first person.
    if (c % 4 === 1)
      trap(
        c,
        `*I have kept the ${x()} for you. I will not ask ${pick(rnd, PREPOSITIONS)} the ${x()}, and I will not follow.*`,
      );
    if (!first && c % 5 === 2) trap(c, `I cannot stay ${pick(rnd, PREPOSITIONS)} the ${x()}, she thought. I cannot.`);
    // A journey between two places in one scene.
    if (c % 3 === 1)
      trap(
        c,
        first
          ? 'Tomas sits in the Lantern Inn. Then Tomas walks down to the Harbour. Tomas stands at the Harbour until dark.'
          : 'Tomas sat in the Lantern Inn. Later Tomas walked down to the Harbour. Tomas stood at the Harbour until dark.',
      );
    // The inn as the bible has it.
    if (c % 4 === 3) trap(c, `The Lantern Inn's red door ${first ? 'stands' : 'stood'} open.`);
    // A minor character the bible does not list, used often: not a misspelling of Mara.
    trap(c, first ? `Marta waves from the ${x()}.` : `Marta waved from the ${x()}.`);
    // A general truth in the present tense.
    if (!first) trap(c, `The ${x()} is never warm in March.`);
    // Backstory in a present-tense book.
    if (first && c % 3 === 2)
      trap(
        c,
        `Years ago I walked the ${x()} with my father. He carried the ${x()} and I carried the ${x()}. We talked about ${pick(rnd, NOUNS)}s.`,
      );
  }
  // The key: Mara gives it to Tomas (the bible says when); Tomas has it after, which is fine.
  trap(
    keyGiven,
    first ? 'I give the brass key to Tomas and say nothing.' : 'Mara gave the brass key to Tomas and said nothing.',
  );
  for (let c = keyGiven + 1; c <= n; c += 3)
    trap(
      c,
      first
        ? `Tomas turns the brass key ${pick(rnd, PREPOSITIONS)} the ${x()}.`
        : `Tomas turned the brass key ${pick(rnd, PREPOSITIONS)} the ${x()}.`,
    );
  // The thread pays off in its chapter.
  trap(
    threadPayoff,
    first ? 'I break the seal and read the letter at last.' : 'Mara broke the seal and read the letter at last.',
  );

  const seeds: Seed[] = [];
  if (options.errors) seedErrors(chapters, seeds, rnd, { first, n, deathChapter, changeChapter, keyGiven });

  const files: Record<string, string> = {};
  const outline: string[] = ['# The Harbour Light', ''];
  let words = 0;
  for (let c = 1; c <= n; c++) {
    const file = `chapter_${String(c).padStart(2, '0')}.md`;
    const text = `${(chapters[c - 1] as string[]).join('\n\n')}\n`;
    files[file] = text;
    const count = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    words += count;
    const short = seeds.some((s) => s.category === 'length' && s.file === file);
    const budget = Math.round((short ? count * 2.5 : count) / 100) * 100 || 100;
    outline.push(`- \`${file}\` — Part ${c} — what happens in part ${c} — ${budget.toLocaleString('en')} words`);
  }
  files['outline.md'] = `${outline.join('\n')}\n`;
  const plan = { first, n, deathChapter, changeChapter, keyGiven, threadPayoff, seeds };
  const dialect = options.dialect ?? 'writer';
  if (dialect === 'writer') files['bible.md'] = bible(plan);
  else if (dialect !== 'none') files['bible.md'] = foreignBible(dialect, plan);
  else for (let i = seeds.length - 1; i >= 0; i--) if (seeds[i]?.category === 'thread') seeds.splice(i, 1);
  // Lines are known only now: find each seed's marker and take it out.
  for (const seed of seeds) {
    const text = files[seed.file];
    if (seed.line !== 0 || text === undefined) continue;
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.includes(seed.what));
    seed.line = at + 1;
  }
  return { files, seeds, words };
}

interface Plan {
  first: boolean;
  n: number;
  deathChapter: number;
  changeChapter: number;
  keyGiven: number;
}

function bible(p: Plan & { threadPayoff: number; seeds: Seed[] }): string {
  const lines = [
    '# Bible: The Harbour Light',
    '',
    '## Characters',
    '### Mara Voss ("Mar")',
    '- age: 34',
    '- eyes: grey',
    '- hair: black',
    "- role: ship's pilot",
    '- home: Harrowgate',
    '- pronouns: she/her',
    '',
    '### Elias Brandt',
    '- aliases: Eli',
    '- eyes: brown',
    '- role: lighthouse keeper',
    `- fate: dies in chapter ${p.deathChapter}`,
    '',
    '### Tomas Hale',
    '- role: blacksmith',
    '- eyes: blue',
    '- pronouns: he/him',
    '',
    '### Ruth Penny',
    '- role: innkeeper',
    '',
    '### Ned Carrow',
    '- role: fisherman',
    '',
    '## Places',
    '### The Lantern Inn',
    '- on the harbour front; a red door, a slate roof',
    '### The Harbour',
    '- a long stone wall and a white lighthouse at its end',
    '### The Chapel',
    '- on the hill above the town',
    '',
    '## Timeline',
  ];
  for (let c = 1; c <= p.n; c++) lines.push(`- Chapter ${c} — ${dateText(chapterDate(c))}, spring`);
  lines.push(`- Chapter ${p.changeChapter} — Mara's hair: red (she dyes it)`);
  const threadChapter = p.seeds.some((s) => s.category === 'thread') ? Math.max(2, p.deathChapter - 1) : p.threadPayoff;
  lines.push(
    '',
    '## Objects',
    `- the brass key — Mara's; she gives it to Tomas in chapter ${p.keyGiven}`,
    '',
    '## Style',
    p.first ? '- First person (Mara), present tense.' : '- Third person, past tense.',
    '',
    '## Open threads',
    `- The sealed letter — set up in chapter 1 — pays off in chapter ${threadChapter}`,
    '',
  );
  if (p.seeds.some((s) => s.category === 'thread')) {
    const at = lines.findIndex((l) => l.startsWith('- The sealed letter'));
    for (const s of p.seeds) if (s.category === 'thread' && s.file === 'bible.md') s.line = at + 1;
  }
  return lines.join('\n');
}

const ord = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const file2 = (c: number) => `chapter_${String(c).padStart(2, '0')}.md`;

/** The same facts as bible(), in another author's dialect. */
function foreignBible(
  dialect: Exclude<Dialect, 'writer' | 'none'>,
  p: Plan & { threadPayoff: number; seeds: Seed[] },
): string {
  const threadChapter = p.seeds.some((s) => s.category === 'thread') ? Math.max(2, p.deathChapter - 1) : p.threadPayoff;
  const narrator = p.first
    ? 'Told by Mara in the first person, present tense.'
    : 'Third person, past tense throughout.';
  let lines: string[];
  if (dialect === 'bullets') {
    lines = [
      '# The Harbour Light — notes',
      '',
      '**Mara Voss**',
      '  - Goes by Mar',
      '  - Age: 34',
      '  - Eyes: grey',
      `  - Hair: black; dyes it red in ${file2(p.changeChapter)}`,
      "  - Ship's pilot, lives in Harrowgate",
      '',
      '**Elias Brandt** (Eli)',
      '  - Eyes: brown',
      '  - Lighthouse keeper',
      `  - Dies in ${file2(p.deathChapter)}`,
      '',
      '**Tomas Hale**',
      '  - Blacksmith; eyes: blue',
      '',
      '**Ruth Penny** — innkeeper',
      '',
      '**Ned Carrow** — fisherman',
      '',
      '## Places',
      '- **The Lantern Inn** — on the harbour front; a red door, a slate roof',
      '- **The Harbour** — a long stone wall and a white lighthouse at its end',
      '- **The Chapel** — on the hill above the town',
      '',
      '## Dates',
    ];
    for (let c = 1; c <= p.n; c++) lines.push(`- ${dateText(chapterDate(c))} — ${file2(c)}`);
    lines.push(
      '',
      '## Things',
      `- **the brass key** — Mara's; she gives it to Tomas in ${file2(p.keyGiven)}`,
      '',
      narrator,
      '',
      '## Loose ends',
      `- The sealed letter: set up in ${file2(1)}, pays off in ${file2(threadChapter)}`,
      '',
    );
  } else if (dialect === 'table') {
    lines = [
      '# The Harbour Light',
      '',
      '## Cast',
      '',
      '| Name | Also called | Age | Eyes | Hair | Role | Notes |',
      '|---|---|---|---|---|---|---|',
      `| Mara Voss | Mar | 34 | grey | black, dyed red (ch. ${p.changeChapter}) | ship's pilot | lives in Harrowgate |`,
      `| Elias Brandt | Eli | | brown | | lighthouse keeper | dies in ch. ${p.deathChapter} |`,
      '| Tomas Hale | | | blue | | blacksmith | |',
      '| Ruth Penny | | | | | innkeeper | |',
      '| Ned Carrow | | | | | fisherman | |',
      '',
      '## Settings',
      '',
      '| Place | Description |',
      '|---|---|',
      '| The Lantern Inn | on the harbour front; a red door, a slate roof |',
      '| The Harbour | a long stone wall and a white lighthouse at its end |',
      '| The Chapel | on the hill above the town |',
      '',
      '## Chronology',
      '',
      '| Chapter | When |',
      '|---|---|',
    ];
    for (let c = 1; c <= p.n; c++) lines.push(`| ${c} | ${dateText(chapterDate(c))}, spring |`);
    lines.push(
      '',
      '## Props',
      '',
      '| Object | Held by | Changes |',
      '|---|---|---|',
      `| the brass key | Mara | to Tomas in ch. ${p.keyGiven} |`,
      '',
      `Voice: ${narrator}`,
      '',
      '## Threads',
      '',
      `- The sealed letter — set up in chapter 1 — pays off in chapter ${threadChapter}`,
      '',
    );
  } else {
    lines = [
      '# About The Harbour Light',
      '',
      `Mara Voss is thirty-four, a ship's pilot who lives in Harrowgate. She has grey eyes and black hair, which she dyes red in the ${ord(p.changeChapter)} chapter. Tomas calls her Mar.`,
      '',
      `Elias Brandt, whom everyone calls Eli, is the lighthouse keeper, with brown eyes. He dies in chapter ${p.deathChapter}.`,
      '',
      'Tomas Hale is the blacksmith; he has blue eyes. Ruth Penny keeps the Lantern Inn, which stands on the harbour front with a red door and a slate roof. Ned Carrow is a fisherman.',
      '',
      'The Harbour has a long stone wall and a white lighthouse at its end. The Chapel stands on the hill above the town.',
      '',
      `The brass key is Mara's. She gives it to Tomas in chapter ${p.keyGiven}.`,
      '',
      `The story opens on ${dateText(chapterDate(1))} and each chapter moves on two days. ${narrator}`,
      '',
      '## Open threads',
      `- The sealed letter — set up in chapter 1 — pays off in chapter ${threadChapter}`,
      '',
    ];
  }
  if (p.seeds.some((s) => s.category === 'thread')) {
    const at = lines.findIndex((l) => l.includes('The sealed letter'));
    for (const s of p.seeds) if (s.category === 'thread' && s.file === 'bible.md') s.line = at + 1;
  }
  return lines.join('\n');
}

/** Errors of every category at known places, in the forms a reader would notice. */
function seedErrors(chapters: string[][], seeds: Seed[], rnd: () => number, p: Plan): void {
  const file = (c: number) => `chapter_${String(c).padStart(2, '0')}.md`;
  const insert = (category: string, c: number, text: string, marker = text) => {
    const paras = chapters[c - 1] as string[];
    paras.splice(2 + Math.floor(rnd() * (paras.length - 2)), 0, text);
    seeds.push({ category, file: file(c), line: 0, what: marker });
  };
  const chapter = (from: number, to = p.n) => from + Math.floor(rnd() * (to - from + 1));
  const x = () => `${pick(rnd, ADJECTIVES)} ${pick(rnd, NOUNS)}`;
  const { first } = p;
  // names: misspellings of listed names, in narration and in dialogue.
  for (const [wrong, how] of [
    ['Marra', 'Marra'],
    ['Tomass', 'Tomass'],
    ['Rueth', 'Rueth'],
    ['Elais', 'Elais'],
    ['Thomas', 'Thomas'],
    ['Vos', 'Vos'],
  ] as const) {
    const text =
      wrong === 'Elais'
        ? `"${wrong} would have known what to do," Ruth ${first ? 'says' : 'said'}.`
        : wrong === 'Vos'
          ? `The parcel was addressed to Captain Mara ${wrong} in a careful hand.`
          : `${wrong} ${first ? 'leans' : 'leaned'} on the ${x()} and ${first ? 'watches' : 'watched'} the ${x()}.`;
    insert('names', chapter(2), text, how);
  }
  // attribute: against the bible, and against the Timeline's change (the narrator's own in a first-person book).
  const past = !first;
  if (first) {
    insert('attribute', chapter(2), `I rub my green eyes and look again at the ${pick(rnd, NOUNS)}.`, 'my green eyes');
    insert('attribute', chapter(2), `In the glass my hazel eyes look tired.`, 'my hazel eyes');
    insert('attribute', chapter(2, p.changeChapter - 1), `I tie my blond hair back with string.`, 'my blond hair');
    insert('attribute', chapter(p.changeChapter + 1), `I plait my black hair for the wedding.`, 'my black hair');
    insert('attribute', chapter(2), 'Ruth, the fisherman, brings the nets up from the boats.', 'Ruth, the fisherman,');
  } else {
    insert('attribute', chapter(2), `Mara's green eyes narrowed at the ${pick(rnd, NOUNS)}.`, "Mara's green eyes");
    insert('attribute', chapter(2), 'Mara turned from the window, her hazel eyes tired.', 'her hazel eyes');
    insert(
      'attribute',
      chapter(2, p.changeChapter - 1),
      "Mara's blond hair was tied back with string.",
      "Mara's blond hair",
    );
    insert(
      'attribute',
      chapter(p.changeChapter + 1),
      "Mara's black hair was plaited for the wedding.",
      "Mara's black hair",
    );
    insert('attribute', chapter(2), 'Mara, forty-one, was the oldest pilot on the coast.', 'Mara, forty-one,');
  }
  insert(
    'attribute',
    chapter(2),
    `Tomas, the baker, ${past ? 'brought' : 'brings'} bread up from the town.`,
    'Tomas, the baker,',
  );
  insert(
    'attribute',
    chapter(2),
    `Tomas's brown eyes ${past ? 'were' : 'are'} red from the smoke.`,
    "Tomas's brown eyes",
  );
  // dead: acting and speaking after the death chapter, not in a memory.
  insert(
    'dead',
    chapter(p.deathChapter + 1),
    `"Bring the lamp," Elias ${past ? 'said' : 'says'} from the doorway.`,
    '"Bring the lamp," Elias',
  );
  insert(
    'dead',
    chapter(p.deathChapter + 1),
    `Elias ${past ? 'climbed' : 'climbs'} the stair to the lamp room.`,
    'the stair to the lamp room',
  );
  insert(
    'dead',
    chapter(p.deathChapter + 1),
    `Eli ${past ? 'slowly turned' : 'slowly turns'} the lamp toward the sea.`,
    'Eli slowly',
  );
  insert('dead', chapter(p.deathChapter + 1), `"Not yet," ${past ? 'said' : 'says'} Elias.`, '"Not yet,"');
  insert(
    'dead',
    chapter(p.deathChapter + 1),
    `Elias Brandt ${past ? 'walked' : 'walks'} down to the boats at noon.`,
    'Elias Brandt',
  );
  if (!first) {
    // pov: a paragraph that slips into "I" in a third-person book.
    for (let i = 0; i < 5; i++)
      insert(
        'pov',
        chapter(1),
        `I ${pick(rnd, PAST_VERBS)} the ${x()} and looked out at the ${x()}. My hands were cold. I knew the ${x()} would not come back, and I said nothing. POV${i}`,
        `POV${i}`,
      );
    // tense: a paragraph in the present tense in a past-tense book.
    for (let i = 0; i < 5; i++)
      insert(
        'tense',
        chapter(1),
        `Mara ${pick(rnd, PRESENT_VERBS)} the ${x()}. She walks to the ${x()} and opens it. She looks out at the ${x()}. Tomas waits by the ${x()}. TENSE${i}`,
        `TENSE${i}`,
      );
  } else {
    // pov: the narrator named in the third person in her own story.
    for (let i = 0; i < 5; i++)
      insert(
        'pov',
        chapter(1),
        `Mara walks down to the ${x()} and sits on the ${x()}. She watches the boats. POV${i}`,
        `POV${i}`,
      );
    // tense: a paragraph in the past tense in a present-tense book, with no sign of memory.
    for (let i = 0; i < 5; i++)
      insert(
        'tense',
        chapter(1),
        `I ${pick(rnd, PAST_VERBS)} the ${x()}. I walked to the ${x()} and opened it. Tomas waited by the ${x()}. He said nothing. TENSE${i}`,
        `TENSE${i}`,
      );
  }
  // timeline: a weekday against the Timeline, a wrong weekday for a date, a season, a date going back.
  for (let i = 0; i < 2; i++) {
    const c = chapter(2);
    const wrong = DAYS[(chapterDate(c).getUTCDay() + 3) % 7] as string;
    insert(
      'timeline',
      c,
      `It ${past ? 'was' : 'is'} ${wrong}, and the market ${past ? 'was' : 'is'} shut.`,
      `It ${past ? 'was' : 'is'} ${wrong},`,
    );
  }
  {
    const c = chapter(2);
    const d = chapterDate(c);
    const wrong = DAYS[(d.getUTCDay() + 2) % 7] as string;
    const text = `The notice on the door said ${wrong}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} 1924.`;
    insert('timeline', c, text, text);
  }
  insert(
    'timeline',
    chapter(2),
    `It ${past ? 'was' : 'is'} deep winter, and ice ${past ? 'lay' : 'lies'} on the nets.`,
    'deep winter',
  );
  {
    const c = chapter(Math.ceil(p.n / 2));
    const back = chapterDate(Math.max(1, c - 6));
    const text = `By ${back.getUTCDate()} ${MONTHS[back.getUTCMonth()]} the repairs ${past ? 'were' : 'are'} finished.`;
    insert('timeline', c, text, text);
  }
  // places: two places at once in a scene, and the inn described against the bible.
  for (let i = 0; i < 2; i++)
    insert(
      'place',
      chapter(1),
      `Ruth ${past ? 'sat' : 'sits'} in the Lantern Inn with the ${x()}. Ruth ${past ? 'stood' : 'stands'} in the Chapel, counting the ${x()}. PLACE${i}`,
      `PLACE${i}`,
    );
  for (let i = 0; i < 2; i++)
    insert('place', chapter(1), `The Lantern Inn's green door ${past ? 'was' : 'is'} shut. DOOR${i}`, `DOOR${i}`);
  // objects: the key back with Mara after she gave it away.
  for (let i = 0; i < 3; i++)
    insert(
      'object',
      chapter(p.keyGiven + 1),
      `${first ? 'I turn' : 'Mara turned'} the brass key in the ${x()}. KEY${i}`,
      `KEY${i}`,
    );
  // repetition: a striking sentence of one chapter again in a later one.
  for (let i = 0; i < 3; i++) {
    const from = chapter(1, p.n - 1);
    const to = chapter(from + 1);
    const text = [
      'The light moved over the water like a slow hand searching for something it had lost.',
      'Her silence sat between them like a third person at the table, patient and unwelcome.',
      'The town smelled of tar and woodsmoke and the cold iron breath of the coming tide.',
    ][i] as string;
    (chapters[from - 1] as string[]).splice(3, 0, text);
    insert('repetition', to, text, text);
  }
  // length: a chapter far short of its budget (the outline gives it 2.5 times its words).
  seeds.push({ category: 'length', file: file(chapter(2)), line: 1, what: '# Chapter' });
  // threads: the thread pays off in a chapter that never mentions it (the bible is written to say so).
  seeds.push({ category: 'thread', file: file(Math.max(2, p.deathChapter - 1)), line: 1, what: '# Chapter' });
}
