import { evidenceOf } from './text.js';
import type { Finding } from './types.js';

/** Where a finding stands: a file, a line, and the sentence there (shown cut to its evidence). */
export interface SentenceAt {
  file: string;
  line: number;
  sentence: string;
}

/**
 * A finding on a sentence, with the other side it contradicts where it has one (another sentence, or a line of the
 * bible with its own words): built in one place, so that every finding shows its evidence the same way.
 */
export function findingOn(
  category: Finding['category'],
  at: SentenceAt,
  message: string,
  confidence: number,
  against?: SentenceAt | NonNullable<Finding['against']>,
): Finding {
  const other =
    against && 'sentence' in against
      ? { file: against.file, line: against.line, evidence: evidenceOf(against.sentence) }
      : against;
  return {
    file: at.file,
    line: at.line,
    category,
    message,
    evidence: evidenceOf(at.sentence),
    confidence,
    ...(other ? { against: other } : {}),
  };
}
