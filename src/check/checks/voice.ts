import { castOf, mentions } from '../cast.js';
import type { Language } from '../lang/en.js';
import { evidenceOf } from '../text.js';
import type { Finding, Manuscript, Paragraph, Skipped } from '../types.js';
import { type Tense, tenseOf } from '../verbs.js';

/**
 * Point of view and tense against the bible's Style. Only narration counts:
 * dialogue, italics (thoughts, letters), block quotes and a sentence of
 * thought ("I should go, she thought") are a character's own voice. A
 * paragraph is reported when it is clearly in another person or tense, not
 * when one verb is: "the sea is cold in March" in a past-tense book is a
 * general truth, not a slip.
 */

const THOUGHT =
  /\b(thought|wondered|told (?:herself|himself|myself|themselves)|said to (?:herself|himself|myself)|asked (?:herself|himself|myself)|prayed|wrote|read)\b/i;
/** Words that move a present-tense narrator into the past on purpose. */
const BACKSTORY =
  /\b(yesterday|last (?:night|week|month|year|summer|winter|spring|autumn)|ago|once|used to|back then|when I was|as a child|remember\w*|before (?:that|this|I came))\b/i;

interface Counts {
  past: number;
  present: number;
  firstPerson: number;
  line: number;
}

/** Finite verbs after a subject (a pronoun or a character's name) in a paragraph's narration, by tense. */
export function countVoice(p: Paragraph, m: Manuscript, lang: Language): Counts {
  const cast = castOf(m.bible);
  const counts: Counts = { past: 0, present: 0, firstPerson: 0, line: 0 };
  for (const s of p.sentences) {
    if (THOUGHT.test(s.narration)) continue;
    const text = s.narration;
    const firstPerson = (text.match(/\bI\b|\b(?:me|my|myself|mine)\b/g) ?? []).length;
    if (firstPerson > 0 && counts.firstPerson === 0) counts.line = s.line;
    counts.firstPerson += firstPerson;
    const subjects: Array<{ at: number; kind: 'first-singular' | 'plural' | 'third-singular' }> = [];
    for (const m2 of text.matchAll(/\b(I|[Hh]e|[Ss]he|[Ww]e|[Tt]hey)\b/g))
      subjects.push({
        at: (m2.index ?? 0) + m2[0].length,
        kind: lang.subjects.get(m2[0].toLowerCase()) ?? 'third-singular',
      });
    for (const mention of mentions(text, cast))
      subjects.push({ at: mention.index + mention.name.length, kind: 'third-singular' });
    for (const subject of subjects) {
      const after = /^\s+([a-z]+)(?:\s+([a-z]+))?/.exec(text.slice(subject.at));
      if (!after) continue;
      const first = after[1] as string;
      const word = lang.adverbs.has(first) || first.endsWith('ly') ? after[2] : first;
      if (!word) continue;
      const tense: Tense | undefined = tenseOf(word, subject.kind, lang);
      if (tense === 'past') counts.past++;
      else if (tense === 'present') counts.present++;
      if (tense && counts.line === 0) counts.line = s.line;
    }
  }
  return counts;
}

function firstTensed(p: Paragraph): { line: number; text: string } {
  const s = p.sentences[0];
  return { line: s?.line ?? p.line, text: s?.text ?? p.text };
}

export function checkVoice(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  const style = m.bible.style;
  const skipped: Skipped[] = [];
  if (!style?.pov) skipped.push({ check: 'pov', reason: 'the bible\'s Style names no point of view ("third person")' });
  if (!style?.tense) skipped.push({ check: 'tense', reason: 'the bible\'s Style names no tense ("past tense")' });
  if (!style) return { findings: [], skipped };
  const findings: Finding[] = [];
  const cast = castOf(m.bible);
  const narrator = style.narrator ? cast.byName.get(style.narrator) : undefined;
  for (const chapter of m.chapters) {
    for (const p of chapter.paragraphs) {
      if (p.kind !== 'prose' || /^\s*[*_]/.test(p.text)) continue;
      const counts = countVoice(p, m, lang);
      if (style.pov === 'third' && counts.firstPerson >= 3) {
        const at = p.sentences.find((s) => s.line === counts.line) ?? firstTensed(p);
        findings.push({
          file: chapter.file,
          line: counts.line || p.line,
          category: 'pov',
          message: `this paragraph is in the first person (${counts.firstPerson} × I/me/my outside dialogue); the bible's Style: third person (bible.md:${style.line})`,
          evidence: evidenceOf(at.text),
          confidence: counts.firstPerson >= 5 ? 0.9 : 0.8,
        });
      }
      if (style.pov === 'first' && narrator && counts.firstPerson === 0) {
        // The narrator named as "she" in their own first-person story.
        const own = p.sentences.find((s) =>
          mentions(s.narration, cast).some(
            (n) => n.character === narrator && /^\s+[a-z]+/.test(s.narration.slice(n.index + n.name.length)),
          ),
        );
        if (own && !p.memory)
          findings.push({
            file: chapter.file,
            line: own.line,
            category: 'pov',
            message: `the narrator, ${narrator.name}, is named in the third person in narration; the bible's Style: first person (bible.md:${style.line})`,
            evidence: evidenceOf(own.text),
            confidence: 0.75,
          });
      }
      if (style.tense === 'past' && counts.present >= 3 && counts.present >= 3 * counts.past) {
        const at = firstTensed(p);
        findings.push({
          file: chapter.file,
          line: counts.line || at.line,
          category: 'tense',
          message: `this paragraph is in the present tense (${counts.present} present, ${counts.past} past verbs in narration); the bible's Style: past tense (bible.md:${style.line})`,
          evidence: evidenceOf(p.sentences.find((s) => s.line === counts.line)?.text ?? at.text),
          confidence: counts.past === 0 && counts.present >= 4 ? 0.9 : 0.8,
        });
      }
      if (
        style.tense === 'present' &&
        !p.memory &&
        !BACKSTORY.test(p.text) &&
        counts.past >= 3 &&
        counts.past >= 3 * counts.present
      ) {
        const at = firstTensed(p);
        findings.push({
          file: chapter.file,
          line: counts.line || at.line,
          category: 'tense',
          message: `this paragraph is in the past tense (${counts.past} past, ${counts.present} present verbs in narration) and not marked as memory; the bible's Style: present tense (bible.md:${style.line})`,
          evidence: evidenceOf(p.sentences.find((s) => s.line === counts.line)?.text ?? at.text),
          confidence: counts.present === 0 && counts.past >= 4 ? 0.85 : 0.75,
        });
      }
    }
  }
  return { findings, skipped };
}
