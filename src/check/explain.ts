import { kinship, readKin } from './checks/kin.js';
import { sameSpelling } from './checks/names.js';
import { type Evidence, readFacts, type Voice } from './facts.js';
import type { Language } from './lang/index.js';
import type { ExplainedFact, Explanation, Manuscript } from './types.js';

export type { ExplainedCharacter, ExplainedFact, Explanation } from './types.js';

/**
 * `writer check --explain`: the facts the checks compared, each with where it
 * was taken from (a line of the text, or of bible.md). In --json it is the
 * report's `facts`; in the terminal, lines after the findings.
 */

function fact(fact: string, at: Evidence): ExplainedFact {
  return { fact, source: at.source, file: at.file, line: at.line };
}

/** "third person, past tense (0 narration paragraphs told by "I", 12 by he, she or a name; 11 in the past, 0 in the present)" */
export function describeVoice(v: Voice): string {
  const person = v.person ? `${v.person} person` : 'person unclear';
  const tense = v.tense ? `${v.tense} tense` : 'tense unclear';
  // A book told to "you" says how many paragraphs were told so, before those by "I".
  const told =
    v.personVotes.second !== undefined
      ? `${v.personVotes.second} narration paragraphs told to "you", ${v.personVotes.first} by "I", ${v.personVotes.third} by he, she or a name`
      : `${v.personVotes.first} narration paragraphs told by "I", ${v.personVotes.third} by he, she or a name`;
  const tensed = `${v.tenseVotes.past} in the past, ${v.tenseVotes.present} in the present`;
  return `${person}, ${tense} (${told}; ${tensed})`;
}

/** The characters seen more than once or with a fact, most named first. */
export function explainFacts(m: Manuscript, lang: Language): Explanation {
  const { facts } = readFacts(m, lang);
  const kin = readKin(m, lang);
  const characters = facts.cast
    .filter((c) => c.source === 'bible' || c.appearances.length >= 2 || c.attributes.length > 0 || c.death)
    .sort((a, b) => b.appearances.length - a.appearances.length)
    .map((c) => {
      const out: ExplainedFact[] = c.attributes.map((a) => fact(`${a.field}: ${a.said || a.value}`, a.at));
      if (c.death)
        out.push(
          fact(
            c.death.at.source !== 'bible'
              ? c.death.how
              : c.death.chapter < 0
                ? lang.bible.json.diedBefore
                : c.death.at.text,
            c.death.at,
          ),
        );
      // What the bible records as changing, and the objects it has them hand on, each at its line.
      const chapter = (n: number) => lang.bible.chapterRefs.canonical.replace('$1', String(n));
      for (const ch of m.bible.changes)
        if (ch.character === c.name && c.source === 'bible')
          out.push({
            fact: `${ch.field}: ${ch.value} (${chapter(ch.chapter)})`,
            source: 'bible',
            file: 'bible.md',
            line: ch.line,
          });
      for (const g of m.bible.givings ?? [])
        if (g.giver === c.name && c.source === 'bible')
          out.push({
            fact: `${g.noun} → ${g.to} (${chapter(g.chapter)})`,
            source: 'bible',
            file: 'bible.md',
            line: g.line,
          });
      // "Nora's brother", "your mother's brother": whose kin the text or the bible says they are, each at its line.
      for (const k of kin)
        if (typeof k.kin !== 'string' && k.kin.name === c.name) out.push(fact(kinship(k, lang), k.at));
      for (const v of c.variants)
        if (!v.name.includes(' ') && !sameSpelling(v.name, v.of)) {
          const at = c.appearances.find((a) => a.name.split(/\s+/).includes(v.name));
          if (at) out.push({ fact: `"${v.name}" read as a misspelling of "${v.of}"`, source: 'text', ...at });
        }
      return {
        name: c.name,
        names: c.names,
        source: c.source,
        first: c.first,
        appearances: c.appearances.length,
        facts: out,
      };
    });
  const style = m.bible.style;
  const book = describeVoice(facts.voice.book);
  return {
    lang: facts.lang,
    characters,
    voice: {
      book: style ? `${book}; bible.md:${style.line}: ${style.pov ?? '?'} person, ${style.tense ?? '?'} tense` : book,
      chapters: facts.voice.chapters.map((c) => ({
        file: c.file,
        voice: describeVoice(c.voice),
        ...(c.voice.example ? { line: c.voice.example.line } : {}),
      })),
    },
    places: facts.places.map((p) => ({ name: p.name, source: p.source, file: p.first.file, line: p.first.line })),
    objects: m.bible.objects.map((o) => ({
      name: o.name,
      ...(o.holder ? { holder: o.holder } : {}),
      file: 'bible.md',
      line: o.line,
      events: o.events.map((e) => {
        const chapter = lang.bible.chapterRefs.canonical.replace('$1', String(e.chapter));
        return e.kind === 'lost' ? `lost (${chapter})` : `to ${e.to ?? '?'} (${chapter})`;
      }),
    })),
  };
}

/** The explanation as terminal lines. */
export function formatExplanation(e: Explanation, limit = 40): string[] {
  const lines = [`Facts the checks compared (language: ${e.lang}; "text" is the chapters, "bible" is bible.md):`];
  for (const c of e.characters.slice(0, limit)) {
    const also = c.names.filter((n) => n !== c.name);
    lines.push(
      `  ${c.name} — ${c.source}, first at ${c.first.file}:${c.first.line}, named ${c.appearances === 1 ? 'once' : `${c.appearances} times`}${also.length ? `; also "${also.join('", "')}"` : ''}`,
    );
    for (const f of c.facts) lines.push(`    ${f.fact} — ${f.source} ${f.file}:${f.line}`);
  }
  if (e.characters.length > limit) lines.push(`  … and ${e.characters.length - limit} more (--json lists them all)`);
  lines.push(`  Voice of the book: ${e.voice.book}`);
  if (e.places.length > 0)
    lines.push(
      `  Places: ${e.places
        .slice(0, limit)
        .map((p) => `${p.name} (${p.source} ${p.file}:${p.line})`)
        .join(', ')}`,
    );
  // "the cigarette case (bible bible.md:146): Afonso Teles's; to Gaspar Nunes (chapter 4)"
  for (const o of e.objects.slice(0, limit))
    lines.push(
      `  Object: ${o.name} (bible ${o.file}:${o.line}): ${[o.holder ? `${o.holder}'s` : 'keeper not given', ...o.events].join('; ')}`,
    );
  if (e.objects.length > limit) lines.push(`  … and ${e.objects.length - limit} more objects (--json lists them all)`);
  return lines;
}
