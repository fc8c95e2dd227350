import { type Cast, mentions } from '../cast.js';
import { type Evidence, readFacts, secondPersonBook } from '../facts.js';
import { type KinStatement, kinInSentence, singleRole } from '../kin.js';
import type { Language } from '../lang/index.js';
import { evidenceOf, readingPlace } from '../text.js';
import type { Chapter, Character, Finding, Manuscript, Sentence, Skipped } from '../types.js';

/**
 * Kin: the list a copy editor keeps of who is whose wife, brother, niece
 * ("Nora's brother Seán", "Rosa, Quiroga's wife", the bible's "Jack's
 * younger brother"), held against itself. A second name for one's only
 * wife, father or mother ("Quiroga's wife Marta" after "Quiroga's wife
 * Rosa") is a slip of the name; one person given two kinships to the same
 * owner ("Clara, his niece" and "his daughter Clara") or kin told through
 * both parents ("your father's brother", "your mother's brother") a slip of
 * the kinship. Brothers, sisters, sons and cousins may be many: a second
 * one named is no slip unless the book said "her only brother".
 */

/** Whose kin: a character, or the one told ("you") or the narrator of a book with one ("I"). */
type Owner = Character | 'you' | 'I';

/** One kinship the book states, its people settled. */
export interface KinFact {
  /** The kin: a character, or a name the cast does not hold ("Marta"). */
  kin: Character | string;
  owner: Owner;
  role: string;
  side?: string;
  only: boolean;
  notNow: boolean;
  /** The chapter's place in reading order; -1 for the bible. */
  chapter: number;
  at: Evidence;
}

function kinName(k: Character | string): string {
  return typeof k === 'string' ? k : k.name;
}

/**
 * Whether two kin are one person: the same character, a name that is one of the character's forms, or (kin of one
 * owner) one woman under her maiden and her married name ("His sister was May Kessell", fifty years on "May Rowse,
 * Ben's sister").
 */
function samePerson(a: Character | string, b: Character | string, owner?: Owner): boolean {
  if (a === b) return true;
  const words = (k: Character | string) =>
    typeof k === 'string' ? new Set(k.split(/\s+/)) : new Set(k.names.flatMap((n) => n.split(/\s+/)));
  if (typeof a !== 'string' && typeof b !== 'string')
    return owner !== undefined && typeof owner !== 'string' && marriedName(a, b, owner);
  const [wa, wb] = [words(a), words(b)];
  return [...wa].some((w) => wb.has(w));
}

/**
 * Two women of one given name and two surnames, kin of one owner, one of them under the owner's own surname: a woman
 * born into his family and known later by her married name. Two women of one given name under two surnames neither of
 * which is his (a Mary Lane and a Mary Kerr, cousins on two sides) are two women.
 */
function marriedName(a: Character, b: Character, owner: Character): boolean {
  if (a.gender !== 'female' || b.gender !== 'female') return false;
  const [givenA, ...restA] = a.name.split(/\s+/);
  const [givenB, ...restB] = b.name.split(/\s+/);
  const family = owner.name.split(/\s+/).slice(1).join(' ');
  const [surnameA, surnameB] = [restA.join(' '), restB.join(' ')];
  return (
    givenA === givenB &&
    family !== '' &&
    surnameA !== '' &&
    surnameB !== '' &&
    surnameA !== surnameB &&
    (surnameA === family || surnameB === family)
  );
}

/** The character a name as written is ("Quiroga", "Uncle Fred"), when the cast holds it. */
function characterNamed(name: string, cast: Cast): Character | undefined {
  return cast.byName.get(name) ?? cast.byName.get(name.replace(/\.$/, ''));
}

/** The character a chapter's heading names as its teller ("# Nora", "Chapter Two: Tom"). */
function headingTeller(chapter: Chapter, cast: Cast): Character | undefined {
  const heading = chapter.paragraphs
    .find((p) => p.kind === 'heading')
    ?.text.replace(/^#+\s*/, '')
    .trim();
  if (!heading) return undefined;
  return cast.byName.get(heading) ?? cast.byName.get(heading.split(/\s*[:—–]\s*/).at(-1) ?? '');
}

/** The kinships the text states, in reading order. */
function textKin(m: Manuscript, lang: Language): KinFact[] {
  const { cast } = readFacts(m, lang);
  const second = secondPersonBook(m.chapters, cast, lang);
  const tellers = m.chapters.map((c) => headingTeller(c, cast));
  // "my father": the teller a chapter's heading names; in a book whose headings name no teller, the one "I".
  const oneTeller = tellers.every((t) => t === undefined);
  const out: KinFact[] = [];
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs) {
      if (p.kind === 'heading') continue;
      const named: Array<{ character: Character; index: number }> = [];
      p.sentences.forEach((s, si) => {
        const here = mentions(s.text, cast);
        const previous = [...named];
        for (const st of kinInSentence(s.text, lang)) {
          // Memory is narration too: whose kin someone is does not change with the time told.
          const narration = p.kind === 'prose' && s.narration.charAt(st.index) === s.text.charAt(st.index);
          const owner = ownerOf(
            st,
            narration,
            here,
            previous,
            second,
            oneTeller ? 'I' : tellers[chapter.index],
            cast,
            lang,
          );
          if (!owner) continue;
          const kin =
            st.kin !== undefined
              ? (characterNamed(st.kin, cast) ?? st.kin)
              : subjectOf(s.text, p.sentences[si - 1], cast, lang);
          if (kin === undefined || (typeof owner !== 'string' && kin === owner)) continue;
          // "Her mother was Irish": after a verb of being, only a name the cast holds is a person.
          if (st.told && typeof kin === 'string') continue;
          out.push(
            factOf(st, kin, owner, chapter.index, {
              file: chapter.file,
              line: s.line,
              source: 'text',
              text: evidenceOf(s.text),
            }),
          );
        }
        for (const n of here) named.push({ character: n.character, index: n.index });
      });
    }
  return out;
}

/** Whose kin a statement tells: a named owner, or a possessive pronoun's, settled only where it can be. */
function ownerOf(
  st: KinStatement,
  narration: boolean,
  here: ReadonlyArray<{ character: Character; index: number }>,
  previous: ReadonlyArray<{ character: Character; index: number }>,
  second: boolean,
  teller: Character | 'I' | undefined,
  cast: Cast,
  lang: Language,
): Owner | undefined {
  const pronoun = lang.kin.possessives.get(st.owner);
  if (pronoun === undefined) return characterNamed(st.owner, cast);
  // A possessive in speech is the speaker's or the listener's: whose, the words alone do not say.
  if (!narration) return undefined;
  if (pronoun === 'you') return second ? 'you' : undefined;
  if (pronoun === 'I') return teller;
  // "her brother Liam": the last one of her gender named before it, in the sentence or the paragraph.
  const before = [...previous, ...here.filter((h) => h.index < st.index)];
  const fits = before.filter((b) => b.character.gender === pronoun);
  const last = fits.at(-1)?.character;
  // Two of that gender named in the paragraph: whose "her" it is, the reading cannot say.
  return last && new Set(fits.map((f) => f.character)).size === 1 ? last : undefined;
}

/**
 * "Uncle Fred told you so. He was a big, slow man, your father's brother": the one the opening pronoun stands for,
 * the one the sentence before opened on (a name with no more than titles and little words before it).
 */
function subjectOf(text: string, before: Sentence | undefined, cast: Cast, lang: Language): Character | undefined {
  const pronoun = lang.kin.pronounIs.exec(text)?.[1]?.toLowerCase();
  if (!pronoun || !before) return undefined;
  const gender = lang.pronouns.female.has(pronoun) ? 'female' : 'male';
  const [first] = mentions(before.narration, cast);
  if (!first || first.character.gender !== gender) return undefined;
  const lead = before.narration.slice(0, first.index).match(/\p{L}+/gu) ?? [];
  return lead.every((w) => lang.stopWords.has(w.toLowerCase()) || lang.titles.has(w.toLowerCase()))
    ? first.character
    : undefined;
}

/** The kinships the bible's entries give, their people settled. */
function bibleKin(m: Manuscript, lang: Language): KinFact[] {
  const { cast, facts } = readFacts(m, lang);
  // An entry the text never names ("subgraph PLACES", a heading read as a person) holds no kinship worth a finding.
  const named = new Set(facts.cast.filter((c) => c.appearances.length > 0).map((c) => c.name));
  const out: KinFact[] = [];
  for (const b of m.bible.kin ?? []) {
    const entry = characterNamed(b.character, cast);
    if (!entry || !named.has(entry.name)) continue;
    const st = b.statement;
    let kin: Character | string;
    let owner: Owner | undefined;
    if (st.kin !== undefined) {
      // "wife Rosa" under Quiroga: Rosa is his.
      kin = characterNamed(st.kin, cast) ?? st.kin;
      owner = entry;
    } else {
      kin = entry;
      const pronoun = lang.kin.possessives.get(st.owner);
      owner = pronoun === 'you' || pronoun === 'I' ? pronoun : characterNamed(st.owner, cast);
    }
    if (!owner || kin === owner) continue;
    out.push(factOf(st, kin, owner, -1, { file: 'bible.md', line: b.line, source: 'bible', text: evidenceOf(b.text) }));
  }
  return out;
}

/** One kinship as the list keeps it: the statement's role and its marks, whose it is, where it was said. */
function factOf(
  st: KinStatement,
  kin: KinFact['kin'],
  owner: KinFact['owner'],
  chapter: number,
  at: KinFact['at'],
): KinFact {
  const fact: KinFact = { kin, owner, role: st.role, only: st.only, notNow: st.notNow, chapter, at };
  if (st.side) fact.side = st.side;
  return fact;
}

const read = new WeakMap<Manuscript, { lang: Language; facts: KinFact[] }>();

/** Every kinship the book states, the bible's first, then the text's in reading order (read once a manuscript). */
export function readKin(m: Manuscript, lang: Language): KinFact[] {
  const known = read.get(m);
  if (known && known.lang === lang) return known.facts;
  const facts = [...bibleKin(m, lang), ...textKin(m, lang)];
  read.set(m, { lang, facts });
  return facts;
}

/** The teller of each chapter: the bible's narrator, else the one its heading names, else "I" when no heading names one. */
function tellersOf(m: Manuscript, lang: Language): Array<Character | 'I' | undefined> {
  const { cast } = readFacts(m, lang);
  const narrator = m.bible.style?.narrator ? characterNamed(m.bible.style.narrator, cast) : undefined;
  if (narrator) return m.chapters.map(() => narrator);
  const tellers = m.chapters.map((c) => headingTeller(c, cast));
  return tellers.every((t) => t === undefined) ? m.chapters.map(() => 'I') : tellers;
}

/** The list's kinships as they stand, with "daughter of Matt" (Nora's entry) also read as Matt being Nora's father. */
function parentFacts(m: Manuscript, lang: Language): Array<{ kin: Character | string; owner: Owner; role: string }> {
  const facts = readKin(m, lang).filter((f) => !f.notNow && !lang.kin.madeOther.test(f.role));
  const parents: Array<{ kin: Character | string; owner: Owner; role: string }> = [...facts];
  for (const f of facts)
    if (lang.kin.childRoles.has(f.role) && typeof f.owner !== 'string' && typeof f.kin !== 'string' && f.owner.gender)
      parents.push({ kin: f.owner, owner: f.kin, role: lang.kin.parentRole[f.owner.gender] });
  return parents;
}

/**
 * Each character's one father and one mother, as the list gives them ("Nives: daughter of Aurelio"): child → role →
 * parent. A child given two fathers has none here.
 */
export function parentsOf(m: Manuscript, lang: Language): Map<Character, Map<string, Character>> {
  const found = new Map<Character, Map<string, Set<Character>>>();
  for (const p of parentFacts(m, lang)) {
    if (typeof p.owner === 'string' || typeof p.kin === 'string') continue;
    if (p.role !== lang.kin.parentRole.female && p.role !== lang.kin.parentRole.male) continue;
    const roles = found.get(p.owner) ?? new Map<string, Set<Character>>();
    roles.set(p.role, (roles.get(p.role) ?? new Set()).add(p.kin));
    found.set(p.owner, roles);
  }
  const out = new Map<Character, Map<string, Character>>();
  for (const [child, roles] of found)
    for (const [role, who] of roles) {
      const [one] = who;
      if (who.size !== 1 || !one) continue;
      out.set(child, (out.get(child) ?? new Map<string, Character>()).set(role, one));
    }
  return out;
}

/**
 * "Nives stood and looked at it. … Her father came down the track": each "her father", "his mother" in a sentence
 * whose "her" is one of the paragraph's people, the only one of that gender named before it, with the parent the
 * list gives that one, as a mention of the parent.
 */
export function parentMentions(
  narration: string,
  before: ReadonlyArray<{ character: Character; index: number }>,
  parents: ReadonlyMap<Character, ReadonlyMap<string, Character>>,
  lang: Language,
): Array<{ character: Character; name: string; index: number }> {
  const out: Array<{ character: Character; name: string; index: number }> = [];
  for (const m of narration.matchAll(lang.kin.pronounParent)) {
    const gender = lang.kin.possessives.get((m.groups?.pronoun ?? '').toLowerCase());
    if (gender !== 'female' && gender !== 'male') continue;
    const fits = new Set(
      before.filter((b) => b.index < m.index && b.character.gender === gender).map((b) => b.character),
    );
    const [child] = fits;
    const parent = child && fits.size === 1 ? parents.get(child)?.get(m.groups?.role as string) : undefined;
    if (parent) out.push({ character: parent, name: m[0], index: m.index });
  }
  return out;
}

/**
 * The bible's characters who go by a word a child calls that parent ("Papa", "Mum") as a name of their own: the one
 * a first-person teller calls so. More than one ("Mum" for two mothers of two families) is none.
 */
export function calledAsParent(m: Manuscript, role: 'father' | 'mother', lang: Language): Character[] {
  // The characters the checks compare (the bible's, with the forms the text adds), so the dead check's own.
  const found = readFacts(m, lang).characters.filter((c) =>
    c.names.some((n) => n !== c.name && lang.roleNames[role].has(n.toLowerCase()) && n.toLowerCase() !== role),
  );
  return found.length === 1 ? found : [];
}

/**
 * The parents each chapter's "my father", "Dad", "your mother" name: a father or mother the list gives the chapter's
 * teller (or, in a book told to "you", the one told), one and only one, each form → the character. "Daughter of Matt"
 * makes Matt her father. The bare kin noun in capitals ("Father", "Mother") is left out: a priest's or a nun's title.
 */
export function parentNamesByChapter(m: Manuscript, lang: Language): Map<number, Map<string, Character>> {
  const { cast } = readFacts(m, lang);
  const parents = parentFacts(m, lang);
  const second = secondPersonBook(m.chapters, cast, lang);
  const tellers = tellersOf(m, lang);
  const out = new Map<number, Map<string, Character>>();
  for (const chapter of m.chapters) {
    const names = new Map<string, Character>();
    const anchors: Owner[] = [];
    const teller = tellers[chapter.index];
    if (teller) anchors.push(teller);
    if (second) anchors.push('you');
    for (const anchor of anchors)
      for (const role of ['father', 'mother'] as const) {
        const who = new Set(parents.filter((p) => p.owner === anchor && p.role === role).map((p) => p.kin));
        // The bible names no one the teller's father, but lists one who goes by "Papa": in a book an "I" tells, the
        // one the teller calls so.
        if (who.size === 0 && anchor !== 'you') for (const c of calledAsParent(m, role, lang)) who.add(c);
        const [one] = who;
        if (who.size !== 1 || one === undefined || typeof one === 'string') continue;
        const pronoun = typeof anchor === 'string' ? anchor : 'I';
        const mine = [...lang.kin.possessives].find(([, v]) => v === pronoun)?.[0];
        if (!mine) continue;
        for (const form of [`${mine} ${role}`, `${mine.charAt(0).toUpperCase()}${mine.slice(1)} ${role}`])
          names.set(form, one);
        // "Dad", "Mum": what the teller calls them, never the one told ("your Dad" is theirs to say), and only a word
        // the book never writes in lower case ("Pop went the cork" in a book that says "pop" is no one).
        if (pronoun === 'I')
          for (const word of lang.roleNames[role])
            if (word !== role && !m.writtenLower(word))
              names.set(`${word.charAt(0).toUpperCase()}${word.slice(1)}`, one);
      }
    if (names.size > 0) out.set(chapter.index, names);
  }
  return out;
}

/** Whose, as written before a kin noun: "Nora's", "your", "my". */
function whose(o: Owner, lang: Language): string {
  if (typeof o !== 'string') return `${o.name}'s`;
  return [...lang.kin.possessives].find(([, v]) => v === o)?.[0] ?? o;
}

/** The kinship as a reader says it: "Nora's brother", "your mother's brother", "Quiroga's only wife". */
export function kinship(f: KinFact, lang: Language): string {
  const side = f.side ? `${f.side}'s ` : '';
  return `${whose(f.owner, lang)} ${side}${f.only ? 'only ' : ''}${f.role}`;
}

/** "Seán: Nora's brother", one line of the list as --explain shows it. */
export function describeKin(f: KinFact, lang: Language): string {
  return `${kinName(f.kin)}: ${kinship(f, lang)}`;
}

function where(f: KinFact): string {
  return `${f.at.file}:${f.at.line}`;
}

function finding(f: KinFact, against: KinFact, category: string, message: string, confidence: number): Finding {
  return {
    file: f.at.file,
    line: f.at.line,
    category,
    message,
    evidence: f.at.text,
    confidence,
    against: { file: against.at.file, line: against.at.line, evidence: against.at.text },
  };
}

/** Kin as the role a parent's is, the other parent: a brother "through the father" against one "through the mother". */
const OTHER_SIDE: Record<string, string> = { father: 'mother', mother: 'father' };

/**
 * The slips in the list: a later statement against an earlier one (the bible's before the text's). One finding per
 * statement, on the text's side.
 */
export function kinSlips(facts: readonly KinFact[], lang: Language): Finding[] {
  const out: Finding[] = [];
  const flagged = new Set<KinFact>();
  const plain = (f: KinFact) => !f.notNow && !lang.kin.madeOther.test(f.role);
  for (const [i, f] of facts.entries()) {
    if (f.chapter < 0 || !plain(f)) continue;
    for (const e of facts.slice(0, i)) {
      if (flagged.has(f) || !plain(e) || e.owner !== f.owner) continue;
      const same = samePerson(e.kin, f.kin, f.owner);
      // "Quiroga's wife Rosa" … "Quiroga's wife Marta"; "her only brother Seán" … "her brother Liam".
      if (!same && e.role === f.role && (singleRole(f.role, lang) || e.only || f.only)) {
        out.push(
          finding(
            f,
            e,
            'names',
            `${kinship(f, lang)} is called ${kinName(f.kin)} here; ${where(e)} calls ${kinship(e, lang)} ${kinName(e.kin)}`,
            0.7,
          ),
        );
        flagged.add(f);
      }
      // "Clara, his niece" … "his daughter Clara"; "your father's brother" … "your mother's brother".
      const sides = e.side && f.side && e.side !== f.side;
      if (same && ((e.role !== f.role && !e.side && !f.side) || (e.role === f.role && sides))) {
        out.push(
          finding(
            f,
            e,
            'relation',
            `${kinName(f.kin)} is ${kinship(f, lang)} here; ${where(e)} has ${kinName(e.kin)} as ${kinship(e, lang)}`,
            0.7,
          ),
        );
        flagged.add(f);
      }
    }
    // "Fred, your mother's brother" against the bible's "Jack's brother" and Jack "your father": kin through the
    // other parent than the one the book names.
    if (flagged.has(f) || !f.side) continue;
    const other = OTHER_SIDE[f.side];
    for (const e of facts.slice(0, i)) {
      if (!plain(e) || e.side || e.role !== f.role || !samePerson(e.kin, f.kin) || typeof e.owner === 'string')
        continue;
      const parent = e.owner;
      const isOther = facts.some(
        (p) => p !== f && p.owner === f.owner && p.role === other && samePerson(p.kin, parent) && plain(p),
      );
      if (!isOther) continue;
      out.push(
        finding(
          f,
          e,
          'relation',
          `${kinName(f.kin)} is ${kinship(f, lang)} here; ${where(e)} has ${kinName(f.kin)} as ${kinship(e, lang)}, and ${parent.name} is ${whose(f.owner, lang)} ${other}`,
          0.7,
        ),
      );
      flagged.add(f);
      break;
    }
  }
  return out;
}

/** The kin check: the book's list of kinships held against itself. */
export function checkKin(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  // In reading order: the bible's first, then chapter by chapter (a copy: the list read is shared).
  const facts = [...readKin(m, lang)].sort((a, b) => readingPlace(m, a.at) - readingPlace(m, b.at));
  return { findings: kinSlips(facts, lang), skipped: [] };
}
