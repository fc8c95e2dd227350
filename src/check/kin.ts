import type { Language } from './lang/index.js';
import { stripPossessive } from './text.js';
import type { KinStatement } from './types.js';

export type { KinStatement } from './types.js';

/**
 * Kinship as a copy editor lists it, read from one sentence of the text or
 * one line of a bible entry: "Nora's brother Seán", "Rosa, Quiroga's wife",
 * "Uncle Fred, your father's younger brother", and in the bible "Jack's
 * younger brother" under Fred's entry. Pure readers: which character each
 * name is, and whose "his" or "my" is, is settled by the caller
 * (checks/kin.ts), which keeps the list and holds it against itself.
 */

/** The role a kin noun names ("widow" → "wife"), in lower case. */
export function roleOf(noun: string, lang: Language): string {
  const lower = noun.toLowerCase();
  return lang.kin.roleOf.get(lower) ?? lower;
}

/** Whether a role is one a person has only one of at a time (a wife, a father) and is plain (no step- or in-law). */
export function singleRole(role: string, lang: Language): boolean {
  return lang.kin.single.has(role);
}

/** The qualifiers' words in lower case ("only younger" → ["only", "younger"]). */
function qualWords(quals: string | undefined): string[] {
  return (quals ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** A name the kin pattern took that is no name: a little word, a pronoun, a title alone ("her husband Monday", "his wife Mrs"). */
function noName(name: string, lang: Language): boolean {
  const words = name.split(/\s+/);
  const first = (words[0] as string).replace(/\.$/, '').toLowerCase();
  return lang.stopWords.has(first) || lang.subjects.has(first) || (words.length === 1 && lang.titles.has(first));
}

function statement(
  groups: Record<string, string | undefined>,
  index: number,
  lang: Language,
  kin: string | undefined,
): KinStatement | undefined {
  const noun = groups.kin as string;
  const quals = qualWords(groups.quals);
  const owner = stripPossessive((groups.owner as string).trim(), lang);
  const s: KinStatement = {
    owner: /^\p{Lu}/u.test(owner) && lang.kin.possessives.has(owner.toLowerCase()) ? owner.toLowerCase() : owner,
    role: roleOf(noun, lang),
    only: quals.some((q) => lang.kin.only.has(q)),
    notNow: quals.some((q) => lang.kin.notNow.has(q)),
    index,
  };
  if (groups.side) s.side = roleOf(groups.side, lang);
  if (kin !== undefined) {
    const name = stripPossessive(kin, lang);
    if (noName(name, lang)) return undefined;
    s.kin = name;
  }
  return s;
}

/**
 * The kinships one sentence tells: "Nora's brother Seán", "her only brother, Seán", "Rosa, Quiroga's wife",
 * "Clara, his niece", and kin through a parent ("Uncle Fred, your father's younger brother", "He was a big man,
 * your mother's brother": the kin left to the caller when no name stands before it).
 */
export function kinInSentence(text: string, lang: Language): KinStatement[] {
  const out: KinStatement[] = [];
  // Stryker disable next-line ConditionalExpression: only for speed: every pattern below holds a kin noun the cue finds
  if (!lang.kin.cue.test(text)) return out;
  for (const m of text.matchAll(lang.kin.ownerThenName)) {
    // "my great-grandfather, Nain's father": the name is the owner of the next kinship, not this one's kin.
    const name = m.groups?.name ?? '';
    if (stripPossessive(name, lang) !== name && lang.kin.kinAfter.test(text.slice(m.index + m[0].length))) continue;
    const s = statement(m.groups ?? {}, m.index, lang, m.groups?.name);
    if (s) out.push(s);
  }
  for (const m of text.matchAll(lang.kin.nameThenOwner)) {
    const s = statement(m.groups ?? {}, m.index, lang, m.groups?.name);
    if (s) out.push(s);
  }
  for (const m of text.matchAll(lang.kin.kinIsName)) {
    const g = m.groups ?? {};
    const groups = g.name2 ? { owner: g.owner2, quals: g.quals2, kin: g.kin2 } : g;
    // "His sister was May Kessell": the name may be a little word too ("May"); the caller keeps only the cast's.
    const s = statement(groups, m.index, lang, undefined);
    if (s) out.push({ ...s, kin: stripPossessive((g.name ?? g.name2) as string, lang), told: true });
  }
  for (const m of text.matchAll(lang.kin.throughParent)) {
    // "Fred, your father's brother": the name before is the kin, as the apposition told.
    const before = lang.kin.appositionName.exec(text.slice(0, m.index));
    const s = statement(m.groups ?? {}, m.index, lang, before?.groups?.name);
    if (s) out.push(s);
  }
  return out;
}

/**
 * Whether the words before a kinship, back to the clause's opening, are none but little words ("- role: ", "and "),
 * and the clause is not an apposition to a name before it ("MARGARET CASTELL, Hugh's mother").
 */
function clauseLead(before: string, lang: Language): boolean {
  const parts = before.split(lang.kin.clauseBreak);
  const clause = parts.at(-1) ?? '';
  if (!(clause.match(/\p{L}+/gu) ?? []).every((w) => lang.kin.leadWords.has(w.toLowerCase()))) return false;
  const opened = before.slice(0, before.length - clause.length);
  return !(/,$/.test(opened) && lang.kin.nameBefore.test(opened.slice(0, -1)));
}

/** A character web's relationship lines in one bible line: "Matt Keane -> Nora Keane: father" (Matt is Nora's father). */
export function kinEdges(text: string, lang: Language): Array<{ from: string; statement: KinStatement }> {
  const out: Array<{ from: string; statement: KinStatement }> = [];
  for (const m of text.matchAll(lang.kin.edge)) {
    const s = statement({ ...m.groups, owner: m.groups?.to }, m.index, lang, undefined);
    if (s) out.push({ from: m.groups?.from as string, statement: s });
  }
  return out;
}

/**
 * The kinships a line of a character's bible entry gives them: "Jack's younger brother", "widow of Jack Doyle",
 * "niece of Warren" (the entry is the kin), "wife Rosa; son Nicanor" (the named is the entry's kin: `kin` set),
 * and what the one told or the narrator calls them ("your mother": the entry is the mother of "you").
 */
export function kinInEntryLine(text: string, lang: Language): KinStatement[] {
  const out: KinStatement[] = [];
  const spans: Array<[number, number]> = [];
  const add = (s: KinStatement | undefined, m: RegExpMatchArray, lead = true) => {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (!s || spans.some(([a, b]) => start < b && a < end)) return;
    // "Peg and Hal's father", "*Off: MARGARET CASTELL, Hugh's mother", "son of Théo's aunt Aurélie": a kinship in a
    // clause that names someone else first is theirs, not the entry's.
    if (lead && !clauseLead(text.slice(0, start), lang)) return;
    spans.push([start, end]);
    out.push(s);
  };
  for (const m of text.matchAll(lang.kin.entryCalled))
    add(statement(m.groups ?? {}, m.index, lang, undefined), m, false);
  for (const m of text.matchAll(lang.kin.entryOwnerKin)) {
    // "Théo's aunt Aurélie": the kinship of the name after it.
    if (lang.kin.nameAfter.test(text.slice(m.index + m[0].length))) continue;
    add(statement(m.groups ?? {}, m.index, lang, undefined), m);
  }
  for (const m of text.matchAll(lang.kin.entryKinOf)) {
    const owners = m.groups?.owner as string;
    add(statement({ ...m.groups, owner: owners }, m.index, lang, undefined), m);
  }
  for (const m of text.matchAll(lang.kin.entryKinName)) {
    // "wife Rosa" under Quiroga's entry: Rosa is Quiroga's wife (the owner is the entry, said by the caller). The
    // pattern itself opens at a clause's start.
    add(statement({ ...m.groups, owner: '' }, m.index, lang, m.groups?.name), m, false);
  }
  return out;
}
