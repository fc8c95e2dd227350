import type { Language } from '../lang/index.js';
import { evidenceOf } from '../text.js';
import type { Finding, Manuscript } from '../types.js';
import { sentencesInOrder } from './keptOnce.js';

/**
 * A building the text gives one window only, facing one way ("The Long Gully hut … It was built of stone, with one
 * small window facing east"): a later sentence about that building giving its window another compass point ("The hut
 * stood …, with its west window") is a slip. A building of several windows may have one facing each way, so only a
 * window told to be its one is held. The building is the sentence's subject, or, after "It", the one the sentence
 * before opened on.
 */
export function onlyWindowTurned(m: Manuscript, lang: Language): Finding[] {
  const r = lang.reading;
  const only = new Map<string, { point: string; file: string; line: number; text: string }>();
  const findings: Finding[] = [];
  let before: { building: string; paragraph: unknown } | undefined;
  for (const { chapter, paragraph, sentence: s } of sentencesInOrder(m)) {
    const subject = r.buildingSubject.exec(s.narration)?.[1]?.toLowerCase();
    const building =
      subject ?? (before?.paragraph === paragraph && r.buildingPronoun.test(s.narration) ? before.building : undefined);
    before = building ? { building, paragraph } : undefined;
    if (!building) continue;
    const one = r.onlyWindow.exec(s.narration);
    if (one) {
      only.set(building, { point: (one[1] as string).toLowerCase(), file: chapter.file, line: s.line, text: s.text });
      continue;
    }
    const told = only.get(building);
    const w = r.windowFacing.exec(s.narration);
    const point = (w?.[1] ?? w?.[2])?.toLowerCase();
    if (!told || !point || point === told.point) continue;
    findings.push({
      file: chapter.file,
      line: s.line,
      category: 'place',
      message: `the ${building}'s window faces ${point} here; ${told.file}:${told.line} gives it one window only, facing ${told.point}`,
      evidence: evidenceOf(s.text),
      confidence: 0.7,
      against: { file: told.file, line: told.line, evidence: evidenceOf(told.text) },
    });
  }
  return findings;
}
