import { castOf, mentions } from '../cast.js';
import type { Language } from '../lang/en.js';
import { evidenceOf } from '../text.js';
import type { Finding, Manuscript, Skipped } from '../types.js';
import { isActionVerb } from '../verbs.js';

/**
 * The dead: a character the bible says dies in chapter N acting or speaking
 * in the narration of a later chapter. Dialogue (others talking about them),
 * passages marked as memory, dream or flashback, and the past perfect ("Elias
 * had said") are how the living remember the dead, not errors.
 */

const SPEECH =
  /^(said|says|asked|asks|replied|replies|whispered|whispers|shouted|shouts|called|calls|answered|answers|murmured|murmurs|laughed|laughs)$/i;
const REMEMBERED =
  /\b(had|would have|could have|might have|used to|if|as if|as though|wished|imagined|pictured|ghost|grave|memory|remember\w*|dream\w*|photograph|portrait|letter|diary|journal)\b/i;

export function checkDead(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  const mortal = m.bible.characters.filter((c) => c.diesIn);
  if (mortal.length === 0)
    return {
      findings: [],
      skipped: [{ check: 'dead', reason: 'the bible gives no character a death chapter (fate: dies in chapter N)' }],
    };
  const cast = castOf(m.bible);
  const findings: Finding[] = [];
  for (const chapter of m.chapters) {
    for (const p of chapter.paragraphs) {
      if (p.memory || p.kind !== 'prose') continue;
      for (const s of p.sentences) {
        if (REMEMBERED.test(s.narration)) continue;
        for (const mention of mentions(s.narration, cast)) {
          const dies = mention.character.diesIn;
          if (!dies || chapter.number <= dies.value) continue;
          const before = s.narration.slice(0, mention.index);
          const after = s.narration.slice(mention.index + mention.name.length);
          // "Mara Voss" matched as "Mara": the rest of a longer name is no verb.
          if (/^['’]s\b/.test(after)) continue;
          const next = /^\s+(?:([a-z]+ly|still|then|just|also|slowly|suddenly)\s+)?([a-z]+)\b/.exec(after);
          const verb = next?.[2];
          const spoke =
            /\b(said|says|asked|asks|replied|replies|whispered|whispers|shouted|shouts|called|calls|answered|answers|murmured|murmurs)\s*$/i.test(
              before,
            );
          if (!(spoke || (verb && (isActionVerb(verb, lang) || SPEECH.test(verb))))) continue;
          const what = spoke || (verb && SPEECH.test(verb)) ? 'speaks' : `acts ("${mention.name} ${verb}")`;
          findings.push({
            file: chapter.file,
            line: s.line,
            category: 'dead',
            message: `${mention.character.name} ${what} here, but dies in chapter ${dies.value} (bible.md:${dies.line}); not marked as memory, dream or flashback`,
            evidence: evidenceOf(s.text),
            confidence: spoke || (verb && SPEECH.test(verb)) ? 0.9 : 0.85,
          });
          break;
        }
      }
    }
  }
  return { findings, skipped: [] };
}
