import { escapeRegExp } from './text.js';
import type { Bible, Character } from './types.js';

/**
 * The bible's characters as the text names them: one regular expression
 * that finds any of their names (longest first, so "Mara Voss" wins over
 * "Mara"), and the character each name belongs to.
 */
export interface Cast {
  pattern: RegExp | undefined;
  byName: Map<string, Character>;
  /** The mentions of each narration already read: five checks ask for the same sentence's. */
  seen: Map<string, Mention[]>;
  /**
   * The names by their first word, longest first: with hundreds of names one
   * alternation tries them all at every letter of the book; looking up the
   * capitalised words in a map tries only the few that can match there.
   */
  byFirst?: Map<string, string[]>;
}

const FIRST_WORD = /^\p{Lu}[\p{L}\p{M}]*/u;

/** The names indexed by their first word, or undefined when one does not start with a capital. */
export function indexByFirst(names: Iterable<string>): Map<string, string[]> | undefined {
  const index = new Map<string, string[]>();
  for (const name of names) {
    const first = FIRST_WORD.exec(name)?.[0];
    if (!first) return undefined;
    const list = index.get(first);
    if (list) list.push(name);
    else index.set(first, [name]);
  }
  for (const list of index.values()) list.sort((a, b) => b.length - a.length);
  return index;
}

const CAPITAL = /(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]*/gu;
const LETTER = /[\p{L}\p{M}]/u;

function mentionsByFirst(text: string, cast: Cast, index: Map<string, string[]>): Mention[] {
  const out: Mention[] = [];
  let after = 0;
  for (const m of text.matchAll(CAPITAL)) {
    const at = m.index ?? 0;
    const candidates = index.get(m[0]);
    if (at < after || !candidates) continue;
    for (const name of candidates) {
      if (!text.startsWith(name, at) || LETTER.test(text.charAt(at + name.length))) continue;
      const character = cast.byName.get(name);
      if (!character) continue;
      out.push({ character, name, index: at });
      after = at + name.length;
      break;
    }
  }
  return out;
}

const castCache = new WeakMap<Bible, Cast>();

export function castOf(bible: Bible): Cast {
  const known = castCache.get(bible);
  if (known) return known;
  const byName = new Map<string, Character>();
  // A name two characters share ("Voss" for a brother and a sister) names neither.
  const shared = new Set<string>();
  for (const c of bible.characters)
    for (const name of c.names) {
      const other = byName.get(name);
      if (other && other !== c) shared.add(name);
      else byName.set(name, c);
    }
  for (const name of shared) byName.delete(name);
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const byFirst = indexByFirst(byName.keys());
  const cast: Cast = {
    ...(byFirst ? { byFirst } : {}),
    // With no names byFirst is an empty index, which finds no one as an empty pattern would.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: see above
    pattern: names.length > 0 ? new RegExp(`(?<![\\p{L}])(?:${names.join('|')})(?![\\p{L}])`, 'gu') : undefined,
    byName,
    seen: new Map(),
  };
  castCache.set(bible, cast);
  return cast;
}

/** The cast with more names for its characters ("the Mestre" for Afonso Teles), which one check reads alone. */
export function withNames(cast: Cast, extra: ReadonlyMap<string, Character>): Cast {
  if (extra.size === 0) return cast;
  const byName = new Map([...cast.byName, ...extra]);
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const byFirst = indexByFirst(byName.keys());
  return {
    // Stryker disable next-line ObjectLiteral: byFirst is an index for speed; without it the pattern finds the same names
    ...(byFirst ? { byFirst } : {}),
    pattern: new RegExp(`(?<![\\p{L}])(?:${names.join('|')})(?![\\p{L}])`, 'gu'),
    byName,
    seen: new Map(),
  };
}

export interface Mention {
  character: Character;
  name: string;
  index: number;
}

/** The characters named in a text, in order. */
export function mentions(text: string, cast: Cast): Mention[] {
  if (!cast.pattern) return [];
  const known = cast.seen.get(text);
  if (known) return known;
  let out: Mention[] = [];
  if (cast.byFirst) out = mentionsByFirst(text, cast, cast.byFirst);
  else
    for (const m of text.matchAll(cast.pattern)) {
      const character = cast.byName.get(m[0]);
      if (character) out.push({ character, name: m[0], index: m.index ?? 0 });
    }
  // Bounded: a long book's sentences are each looked at a few times in a row, never all kept. (A cache: any
  // bound, or none, gives the same mentions.)
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the bound of a cache changes no result
  if (cast.seen.size > 50_000) cast.seen.clear();
  cast.seen.set(text, out);
  return out;
}
