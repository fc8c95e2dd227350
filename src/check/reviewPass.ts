import { errorMessage } from '../util/errors.js';
import { findingText } from './forReview.js';
import { saveLastCheck } from './store.js';

/**
 * The checker's findings for the review pass, in review.md's form (with their
 * ids, so a finding the model dismisses stays dismissed), and the check kept as
 * the project's last (so status and export see it). Findings already dismissed
 * in review.md are not asked about again. A check that fails (an unreadable
 * file) never stops the run: the review goes on without it, and the reason is
 * returned for a notice.
 */
export async function checkForReview(dir: string): Promise<{ lines: string[]; problem?: string }> {
  try {
    // Loaded here, not at the top: every run imports this file, and the checker is a megabyte of code to compile,
    // a quarter of a second of each start, that a run which never reaches its review need not pay.
    const { checkProject, DEFAULT_MIN_CONFIDENCE } = await import('./index.js');
    const report = await checkProject(dir);
    await saveLastCheck(dir, report, DEFAULT_MIN_CONFIDENCE).catch(() => undefined);
    // The note's example shows "- [dismissed] [check] …": the lines go in without their own mark.
    return { lines: report.findings.map((f) => `- ${findingText(f)}`) };
  } catch (error) {
    return { lines: [], problem: `writer check could not run before the review: ${errorMessage(error)}` };
  }
}
