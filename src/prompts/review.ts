/**
 * What writer asks of the model once the work is there: a review pass
 * before the end is accepted. Plain text, easy to change, like system.ts.
 */
export const REVIEW_REQUEST = `[writer] The whole work is there. Before it is finished, review it once:
1. Re-read each chapter against outline.md and bible.md (read_file; search_files to compare facts across chapters). Look for: names, ages, looks, places and dates that contradict the bible or an earlier chapter; timeline errors; threads in the bible's "Open threads" opened and never paid off; repeated phrasing; chapters far from their word budget.
2. Write review.md (overwrite any earlier one), one finding per line, naming the chapter file and line, in exactly this form:
   - [left] chapter_03.md:42 — Mara's eyes are grey here, green in chapter 1
   If you find nothing wrong, write the single line "No findings."
3. Fix what you can with edit_file (a few words at a time; write_file overwrite only to rewrite a whole chapter), keep bible.md's "Open threads" up to date, and change each fixed finding's mark to [fixed]. Leave [left] on what you cannot fix.
4. Then end with a short closing note, without calling a tool.`;

/** Most checker findings put in the review request; the rest are counted, and `writer check` lists them. */
export const MAX_CHECKER_LINES = 40;

/**
 * What `writer check` (a program, no model) found, put after the review
 * request: the model confirms or dismisses each one, marking it "[check]" in
 * review.md, before reading for what a program cannot see. Nothing found,
 * nothing added.
 */
export function checkerFindingsNote(lines: readonly string[]): string {
  if (lines.length === 0) return '';
  const shown = shownCheckerLines(lines);
  const more =
    lines.length > shown.length ? `\n(and ${lines.length - shown.length} more of lower confidence, not shown)` : '';
  return `

Start with what writer check (a program, no model) found: possible continuity errors, most certain first. Read each at its place and judge it. Put each into review.md, at its place and with its kind, "[check]" after its mark: [fixed] when it was an error and you fixed it, [dismissed] followed by " — " and the reason when it is no error (a flashback, a nickname, a change the story makes on purpose), e.g.
   - [dismissed] [check] chapter_04.md:7 — names — "Marta" is not a name in the bible; did you mean "Mara"? [id:3f9a21c0d2] — Marta is Mara's sister, named in chapter 2
Keep each line's [id:…] as it stands (later checks know a dismissed finding by it). Every one of them needs one of these two answers.
${CHECKER_LIST_START}
${shown.join('\n')}${more}`;
}

/** Heads the checker's findings in the review request (countersFor reads them back from a resumed history). */
export const CHECKER_LIST_START = 'Then read the chapters for what a program cannot see. The findings of writer check:';

/** The checker findings the review request gives the model (the rest are counted, not shown). */
export function shownCheckerLines(lines: readonly string[]): string[] {
  return lines.slice(0, MAX_CHECKER_LINES);
}

/** Starts the one reminder about checker findings review.md leaves unanswered. */
export const CHECKER_FOLLOWUP = '[writer] review.md does not answer';

/** The reminder: the checker findings still without [fixed] or [dismissed] — reason. */
export function checkerFollowUp(unanswered: readonly string[]): string {
  const count = unanswered.length;
  return `${CHECKER_FOLLOWUP} ${count} of writer check's finding${count === 1 ? '' : 's'}. For each, mark its line in review.md [fixed] (fix it first) or [dismissed] — and the reason it is no error, with "[check]" after the mark, at its place and with its kind. Then end with a short closing note, without calling a tool.
${unanswered.join('\n')}`;
}

/** What the person sees when the review is asked for (the request itself is the model's: --verbose shows it). */
export const REVIEW_NOTICE = 'Review pass: the model re-reads the work against the outline and bible';
