import { errorMessage } from '../util/errors.js';
import { checkProject, DEFAULT_MIN_CONFIDENCE, formatFinding } from './index.js';
import { saveLastCheck } from './store.js';

/**
 * The checker's findings for the review pass, in review.md's form, and the
 * check kept as the project's last (so status and export see it). A check
 * that fails (an unreadable file) never stops the run: the review goes on
 * without it, and the reason is returned for a notice.
 */
export async function checkForReview(dir: string): Promise<{ lines: string[]; problem?: string }> {
  try {
    const report = await checkProject(dir, { minConfidence: DEFAULT_MIN_CONFIDENCE });
    await saveLastCheck(dir, report, DEFAULT_MIN_CONFIDENCE).catch(() => undefined);
    return { lines: report.findings.map(formatFinding) };
  } catch (error) {
    return { lines: [], problem: `writer check could not run before the review: ${errorMessage(error)}` };
  }
}
