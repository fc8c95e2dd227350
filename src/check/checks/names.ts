import type { Language } from '../lang/en.js';
import { nearName } from '../spelling.js';

export { nearName } from '../spelling.js';

import { evidenceOf, stripPossessive } from '../text.js';
import type { Finding, Manuscript, Skipped } from '../types.js';

/**
 * Names: a capitalised word close to a bible name (one edit, or two with the
 * same sound) that is no listed name, nickname, alias or place. A word the
 * text also writes in lower case is an ordinary word at a sentence start,
 * not a name; a variant used many times is more likely a character the
 * bible forgot, so it is reported with less confidence.
 */

const MAX_PER_VARIANT = 5;

export function checkNames(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  if (m.bible.characters.length === 0)
    return { findings: [], skipped: [{ check: 'names', reason: 'the bible lists no characters' }] };
  const known = new Set<string>();
  for (const c of m.bible.characters) for (const n of c.names) for (const w of n.split(/\s+/)) known.add(w);
  for (const p of m.bible.places) for (const n of p.names) for (const w of n.split(/\s+/)) known.add(w);
  for (const o of m.bible.objects) for (const w of o.name.split(/\s+/)) known.add(w);
  const targets = [...known].filter((n) => /^\p{Lu}/u.test(n) && n.length >= 3);
  const calendar = new Set([...lang.weekdays, ...lang.months]);
  const verdicts = new Map<string, string | undefined>();
  const seen = new Map<string, Array<{ file: string; line: number; evidence: string }>>();
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs)
      for (const s of p.sentences)
        for (const match of s.text.matchAll(/\b\p{Lu}[\p{Ll}'’]+\b/gu)) {
          const word = stripPossessive(match[0]);
          if (known.has(word)) continue;
          let near = verdicts.get(word);
          if (!verdicts.has(word)) {
            const lower = word.toLowerCase();
            near = calendar.has(lower) ? undefined : targets.find((name) => nearName(word, name));
            if (near && m.writtenLower(lower)) near = undefined;
            verdicts.set(word, near);
          }
          if (!near) continue;
          const list = seen.get(word) ?? [];
          list.push({ file: chapter.file, line: s.line, evidence: evidenceOf(s.text) });
          seen.set(word, list);
        }
  const findings: Finding[] = [];
  for (const [word, uses] of seen) {
    const name = verdicts.get(word) as string;
    const confidence = uses.length <= 2 ? 0.9 : uses.length <= 5 ? 0.7 : 0.4;
    const also = uses.length > 1 ? ` (${uses.length} times in all)` : '';
    for (const use of uses.slice(0, MAX_PER_VARIANT))
      findings.push({
        file: use.file,
        line: use.line,
        category: 'names',
        message: `"${word}" is not a name in the bible; did you mean "${name}"?${also}`,
        evidence: use.evidence,
        confidence,
      });
  }
  return { findings, skipped: [] };
}
