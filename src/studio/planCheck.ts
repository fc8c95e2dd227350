import { parseBible } from '../check/bible.js';
import { ENGLISH } from '../check/lang/en.js';
import { parallelPlan } from '../parallel/plan.js';
import { BIBLE_FILE } from '../project/outline.js';
import { plural } from '../ui/plural.js';
import { formatNumber } from '../util/words.js';

/**
 * What the plan editor shows before a save: what writer will make of the
 * text as it stands — the chapters the outline plans (as `--parallel` reads
 * them) and the bible's characters and sections (as `writer check` reads
 * them). `problems` are what a run would refuse or a check could not use;
 * `notes` what it will read.
 */
export interface PlanCheck {
  problems: string[];
  notes: string[];
}

export function checkPlanText(file: string, text: string): PlanCheck {
  if (file === BIBLE_FILE) {
    const bible = parseBible(text, ENGLISH);
    const problems: string[] = [];
    if (bible.characters.length === 0)
      problems.push('No characters the checker can read (a "## Characters" section with one "### Name" each).');
    const sections = [...bible.sections];
    return {
      problems,
      notes: [
        `${plural(bible.characters.length, 'character')}${bible.characters.length > 0 ? `: ${bible.characters.map((c) => c.name).join(', ')}` : ''}`,
        sections.length > 0 ? `Sections read: ${sections.join(', ')}` : 'No sections the checker reads',
      ],
    };
  }
  const plan = parallelPlan(text);
  if ('problem' in plan) return { problems: [`${plan.problem}.`], notes: [] };
  const budgets = plan.chapters.reduce((sum, chapter) => sum + (chapter.budget ?? 0), 0);
  const unbudgeted = plan.chapters.filter((chapter) => !chapter.budget).map((chapter) => chapter.file);
  return {
    problems:
      unbudgeted.length > 0 ? [`No word budget for ${unbudgeted.join(', ')} ("~2,500 words" on its line).`] : [],
    notes: [
      `${plural(plan.chapters.length, 'chapter')}${budgets > 0 ? `, ${formatNumber(budgets)} words budgeted` : ''}`,
    ],
  };
}
