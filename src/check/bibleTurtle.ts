import { upperFirst, withFullStop } from './bibleFormats.js';
import type { Language } from './lang/index.js';

/**
 * A bible kept as an RDF graph in Turtle (a knowledge-graph or linked-data tool's export): people, places, things and
 * events as subjects with a type ("a foaf:Person", "a schema:Place"), their facts as predicates, a fact of its own
 * parts as a blank node ("bk:ageAt [ bk:when "1931-11" ; bk:age 71 ]"). Read as writer's own Markdown: each subject a
 * heading under the section of its type, a predicate the bible's labels know a "- Key: value" line, the others its
 * prose; events with a date as the timeline.
 */

/** Whether a text is Turtle: a prefix declaration and a statement with a type. */
export function isTurtle(source: string): boolean {
  return /^\s*(?:@prefix|PREFIX)\s+[\w-]*:\s*<[^>\n]*>/im.test(source) && /\sa\s+[\w-]*:[\w-]+/.test(source);
}

type Term = { node: string } | { literal: string };

/**
 * The tokens of a Turtle text: IRIs, prefixed names, strings, numbers and its punctuation; comments dropped. A string
 * never closed runs to the end of its line, read once, not again from each of its quotes; an IRI stops at the next
 * "<".
 */
function tokensOf(source: string): string[] {
  const pattern =
    /"""[\s\S]*?"""|'''[\s\S]*?'''|"(?:[^"\\\n]|\\.)*\\?(?:"|(?=\n)|$)|'(?:[^'\\\n]|\\.)*\\?(?:'|(?=\n)|$)|<[^<>\s]*>|#[^\n]*|\^\^|@[A-Za-z][\w-]*|[[\](),;.](?![\w-])|[^\s[\](),;"'<#]+/g;
  return [...source.matchAll(pattern)].map((m) => m[0]).filter((t) => !t.startsWith('#'));
}

/** A string token's text: quotes off, escapes undone. */
function unquoted(token: string): string {
  const long = token.startsWith('"""') || token.startsWith("'''");
  const closed = token.length >= (long ? 6 : 2) && token.endsWith(token.slice(0, long ? 3 : 1));
  const body = token.slice(long ? 3 : 1, closed ? (long ? -3 : -1) : undefined);
  return body.replace(/\\([tnr"'\\])/g, (_, c: string) => ({ t: '\t', n: '\n', r: '' })[c] ?? c);
}

/** A name's own part: "foaf:name" → "name", "<https://example.org/x#eyes>" → "eyes", ":jelle" → "jelle". */
function localName(term: string): string {
  const iri = /^<(.*)>$/.exec(term);
  if (iri) return /[^/#]*$/.exec(iri[1] as string)?.[0] ?? '';
  return term.slice(term.indexOf(':') + 1);
}

/** How deep brackets may nest: a person's fact in parts is one deep, a thing's keeper with a place two. */
const MAX_DEPTH = 16;

/** The graph of a Turtle text: each subject's (predicate, object) pairs in order; blank nodes under made-up names. */
function graphOf(source: string): Map<string, Array<[string, Term]>> {
  const tokens = tokensOf(source);
  const graph = new Map<string, Array<[string, Term]>>();
  let at = 0;
  let blanks = 0;
  /** Brackets open now: past a depth no bible needs, a bracket is read as nothing (a hostile file nests thousands). */
  let depth = 0;
  const add = (subject: string, predicate: string, object: Term) => {
    const list = graph.get(subject) ?? [];
    list.push([predicate, object]);
    graph.set(subject, list);
  };
  const object = (): Term | undefined => {
    const token = tokens[at++];
    if (token === undefined) return undefined;
    if ((token === '[' || token === '(') && depth >= MAX_DEPTH) return undefined;
    if (token === '[') {
      // Stryker disable next-line UpdateOperator: the names of "[ … ]" nodes need only differ, counted up or down
      const blank = `_:b${blanks++}`;
      graph.set(blank, []);
      depth++;
      predicates(blank, ']');
      depth--;
      at++;
      return { node: blank };
    }
    if (token === '(') {
      const items: string[] = [];
      depth++;
      while (at < tokens.length && tokens[at] !== ')') {
        const item = object();
        if (item) items.push('literal' in item ? item.literal : localName(item.node));
      }
      depth--;
      at++;
      return { literal: items.join(', ') };
    }
    if (/^["']/.test(token)) {
      // A language tag or a datatype after a string belongs to it.
      if (tokens[at]?.startsWith('@')) at++;
      else if (tokens[at] === '^^') at += 2;
      return { literal: unquoted(token) };
    }
    if (/^[+-]?\d/.test(token) || token === 'true' || token === 'false') return { literal: token };
    return { node: token };
  };
  const predicates = (subject: string, end: string) => {
    while (at < tokens.length && tokens[at] !== end) {
      const verb = tokens[at++] as string;
      if (verb === ';') continue;
      const predicate = verb === 'a' ? 'type' : localName(verb);
      for (;;) {
        const o = object();
        if (o) add(subject, predicate, o);
        if (tokens[at] !== ',') break;
        at++;
      }
    }
  };
  while (at < tokens.length) {
    const token = tokens[at] as string;
    // "@prefix x: <…> ." ends at its full stop; SPARQL's "PREFIX x: <…>" and "BASE <…>" at their IRI.
    // Stryker disable next-line Regex: a token holding "@" is a directive, a language tag (none is or opens on "prefix" or "base") or a name no bible ends in "@prefix"
    if (/^@(?:prefix|base)$/i.test(token)) {
      while (at < tokens.length && tokens[at] !== '.') at++;
      at++;
      continue;
    }
    if (/^(?:prefix|base)$/i.test(token)) {
      at += /^prefix$/i.test(token) ? 3 : 2;
      continue;
    }
    const subject = object();
    if (!subject || 'literal' in subject) {
      // No statement opens on a string: the line is skipped to its full stop, and the rest read as they stand.
      while (at < tokens.length && tokens[at] !== '.') at++;
      at++;
      continue;
    }
    if (!graph.has(subject.node)) graph.set(subject.node, []);
    predicates(subject.node, '.');
    at++;
  }
  return graph;
}

/** The predicates a bible's labels name otherwise. */
const LABELS: Record<string, string> = {
  birthdate: 'Born',
  deathdate: 'Died',
  deathplace: 'Died at',
  nick: 'Also known as',
  alternatename: 'Also known as',
  additionalname: 'Also known as',
  jobtitle: 'Role',
  gender: 'Gender',
};

/** "deathDate" → "Died", "eyes" → "Eyes", "afterDeath" → "After death". */
function labelOf(predicate: string): string {
  return (
    LABELS[predicate.toLowerCase()] ??
    upperFirst(
      predicate
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/[-_]+/g, ' ')
        .toLowerCase(),
    )
  );
}

export function turtleAsMarkdown(
  source: string,
  titles: { characters: string; places: string; objects: string; timeline: string },
  isField: (label: string) => boolean,
  lang: Language,
): string {
  const words = lang.bible.graph;
  const graph = graphOf(source);
  /** Each subject's name, looked up once: a subject is named wherever another points at it. */
  const names = new Map<string, string>();
  const nameOf = (node: string): string => {
    const known = names.get(node);
    if (known !== undefined) return known;
    const named = graph.get(node)?.find(([p, o]) => words.nameProperty.test(p) && 'literal' in o)?.[1];
    const name = named && 'literal' in named ? named.literal : localName(node);
    names.set(node, name);
    return name;
  };
  /** A value as words: a subject by its name, a blank node as its parts ("when 1931-11, age 71"). */
  const wordsOf = (term: Term): string => {
    if ('literal' in term) return term.literal.replace(/\s*\n\s*/g, ' ').trim();
    if (!term.node.startsWith('_:')) return nameOf(term.node);
    return (graph.get(term.node) ?? []).map(([p, o]) => `${labelOf(p).toLowerCase()} ${wordsOf(o)}`).join(', ');
  };
  const sections = new Map<string, string[]>();
  const add = (section: string, text: string) => sections.set(section, [...(sections.get(section) ?? []), text]);
  for (const [subject, facts] of graph) {
    if (subject.startsWith('_:')) continue;
    const types = facts.filter(([p]) => p === 'type').map(([, o]) => wordsOf(o));
    const kind = words.kinds.find(([pattern]) => types.some((t) => pattern.test(t)))?.[1];
    const rest = facts.filter(([p]) => p !== 'type' && !words.nameProperty.test(p));
    const date = rest.find(([p]) => words.dateProperty.test(p));
    if (kind === 'timeline' || (kind === undefined && date)) {
      // "Friday 16 October 1931: the Department's letter is dated (chapter 1)".
      const weekday = rest.find(([p]) => words.weekdayProperty.test(p));
      const chapter = rest.find(([p]) => words.chapterProperty.test(p));
      const what = nameOf(subject);
      const when = [weekday && wordsOf(weekday[1]), date && wordsOf(date[1])].filter(Boolean).join(' ');
      const ref = chapter ? ` (${/^\d+$/.test(wordsOf(chapter[1])) ? 'chapter ' : ''}${wordsOf(chapter[1])})` : '';
      add(titles.timeline, `- ${when ? `${when}: ` : ''}${what}${ref}`);
      continue;
    }
    if (kind === undefined) {
      // The book's own facts ("bk:narrator", "bk:refrain") are the bible's notes.
      const said = rest.map(([p, o]) => withFullStop(`${labelOf(p)}: ${wordsOf(o)}`));
      if (said.length > 0) add('Notes', `${said.join('\n\n')}\n`);
      continue;
    }
    const lines = [`### ${nameOf(subject)}`];
    const prose: string[] = [];
    const listed = new Set<string>();
    for (const [predicate, term] of rest) {
      const label = labelOf(predicate);
      // A fact in parts ("ageAt [ when 1931-11 ; age 71 ]"): its first part a field the bible knows is that field.
      const part =
        'node' in term && term.node.startsWith('_:')
          ? graph.get(term.node)?.find(([p]) => isField(labelOf(p)) && !listed.has(labelOf(p)))
          : undefined;
      if (part) {
        listed.add(labelOf(part[0]));
        lines.push(`- ${labelOf(part[0])}: ${wordsOf(part[1])}`);
      }
      const value = wordsOf(term);
      if (value === '') continue;
      // A fact in parts is a blank node, never a literal.
      if (!listed.has(label) && 'literal' in term && (isField(label) || LABELS[predicate.toLowerCase()])) {
        // Several values of one predicate ("foaf:nick "Trijn" , "T."") are one line.
        const all = rest.filter(([p]) => p === predicate).map(([, o]) => wordsOf(o));
        lines.push(`- ${label}: ${all.join(', ')}`);
        listed.add(label);
      } else if (!listed.has(label)) prose.push(withFullStop(`${label}: ${value}`));
    }
    add(titles[kind as keyof typeof titles], [...lines, '', ...prose.flatMap((p) => [p, ''])].join('\n'));
  }
  return [...sections].map(([heading, entries]) => `## ${heading}\n\n${entries.join('\n').trimEnd()}\n`).join('\n');
}
