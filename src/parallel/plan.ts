/** The plan parallel drafting reads from outline.md: kept with the outline (src/project/chapterPlan.ts), which the plan check reads too. */
export { type ChapterPlan, chapterStateDir, type ParallelPlan, parallelPlan } from '../project/chapterPlan.js';
