import { parseBible } from '../check/bible.js';
import type { Language } from '../check/lang/index.js';
import { BIBLE_FILE } from '../project/outline.js';
import { checkPlan, type PlanCheckOptions } from '../project/planCheck.js';
import { plural } from '../ui/plural.js';
import { formatNumber } from '../util/words.js';

/**
 * What the plan editor shows before a save: for outline.md, the plan check
 * (`writer check --plan`: chapter lines, files, budgets against the target,
 * seams for a --parallel run); for bible.md, what the checker will read of
 * it (its characters and sections; the checker reads the story without a
 * bible too, so nothing there is a problem).
 */
export interface PlanView {
  problems: string[];
  notes: string[];
}

export function checkPlanText(file: string, text: string, lang: Language, options: PlanCheckOptions = {}): PlanView {
  if (file === BIBLE_FILE) {
    const bible = parseBible(text, lang);
    const sections = [...bible.sections];
    return {
      problems: [],
      notes: [
        `${plural(bible.characters.length, 'character')}${bible.characters.length > 0 ? `: ${bible.characters.map((c) => c.name).join(', ')}` : ''}`,
        sections.length > 0 ? `Sections the checker reads: ${sections.join(', ')}` : 'No sections the checker reads',
      ],
    };
  }
  const check = checkPlan(text, options);
  return {
    problems: check.problems.map((problem) => problem.message),
    notes:
      check.chapters.length > 0
        ? [
            `${plural(check.chapters.length, 'chapter')}${check.budgetTotal > 0 ? `, ${formatNumber(check.budgetTotal)} words budgeted` : ''}${options.targetWords ? ` (target ${formatNumber(options.targetWords)})` : ''}`,
          ]
        : [],
  };
}
