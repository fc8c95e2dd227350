import { findingOn } from '../finding.js';
import type { Language } from '../lang/index.js';
import type { Finding, Manuscript } from '../types.js';
import { againstOf, keptAndOnce, sentencesInOrder } from './keptOnce.js';

/**
 * A stopped clock keeps its time: "the clock on the tower said a quarter past three, as it had said since the
 * winter" in chapter after chapter, then once "the clock on its tower still said twenty to eleven, as it had said for
 * fifty years". A clock is known by where it hangs ("on the tower") or its kind ("the chapel clock"); one the book tells
 * stopped somewhere (in the sentence that tells its time or the next) is held to the time it tells in two chapters or
 * more, where another time is told once of it, itself as standing ("still said"). A clock that goes tells any hour,
 * so a clock never told stopped in so many words ("still" alone may be minutes later), and a time told of it with no
 * word that it still stands, are left alone.
 */

interface Told {
  time: string;
  /** Told stopped in so many words; `still`, told as standing ("still said") or stopped. */
  stopped: boolean;
  still: boolean;
  file: string;
  line: number;
  sentence: string;
  order: number;
}

/** "a quarter past three" and "quarter past three" are one time. */
function timeKey(time: string, lang: Language): string {
  return time.toLowerCase().replace(lang.clockTimeFiller, '').replace(/\s+/g, ' ');
}

export function stoppedClocks(m: Manuscript, lang: Language): Finding[] {
  const byClock = new Map<string, Told[]>();
  for (const { chapter, paragraph: p, sentence: s, order } of sentencesInOrder(m)) {
    if (p.kind !== 'prose') continue;
    const next = p.sentences[p.sentences.indexOf(s) + 1];
    for (const c of s.narration.matchAll(lang.clockAt)) {
      const kind = c[1]?.toLowerCase();
      const where = c[2]?.toLowerCase();
      // "the clock said": a clock of no kind and no place may be any of the book's.
      const clock = where ?? (kind && !lang.stopWords.has(kind) ? kind : undefined);
      if (!clock) continue;
      const said = (re: RegExp) => re.test(s.narration) || (next !== undefined && re.test(next.narration));
      const stopped = said(lang.clockStopped);
      const still = stopped || lang.clockStill.test(s.narration);
      const told = {
        time: timeKey(c[3] as string, lang),
        stopped,
        still,
        file: chapter.file,
        line: s.line,
        sentence: s.text,
        order,
      };
      byClock.set(clock, [...(byClock.get(clock) ?? []), told]);
    }
  }
  const findings: Finding[] = [];
  for (const [clock, told] of byClock) {
    if (!told.some((t) => t.stopped)) continue;
    const held = keptAndOnce(told, (t) => t.time);
    if (!held) continue;
    for (const { value: time, told: slip } of held.once) {
      if (!slip.still) continue;
      const against = againstOf(held.keptUses, slip);
      findings.push(
        findingOn(
          'place',
          slip,
          `the stopped clock (the ${clock}'s) says ${time} here; ${against.file}:${against.line} and ${held.keptUses.length - 1} more have it stopped at ${held.kept}`,
          0.6,
          against,
        ),
      );
    }
  }
  return findings;
}
