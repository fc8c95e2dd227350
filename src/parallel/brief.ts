import path from 'node:path';
import { BIBLE_FILE, OUTLINE_FILE } from '../project/outline.js';
import { readTextIfExists } from '../util/files.js';
import { countWords, formatNumber } from '../util/words.js';
import type { ChapterPlan } from './plan.js';

/**
 * The first message of a chapter session: everything it needs, and no more,
 * so its prompt stays the same size whatever its place in the book: the
 * bible, the outline, its own line and seams, its neighbours' seams, the
 * previous chapter's actual ending when that is already written, its budget.
 * The book's shared part (bible, outline) comes first and the chapter's own
 * part last: every chapter session's request then begins with the same
 * system prompt, tools, bible and outline, a prefix the API's implicit cache
 * serves at the cached price to all but the first.
 */

/** Starts the brief's chapter-own part: the line naming the session's chapter. */
export const CHAPTER_LINE = 'Your chapter:';

/** Words of a neighbouring chapter shown at a seam. */
export const SEAM_WORDS = 300;

/** The first or last `n` words of a text, whitespace kept inside. */
export function edgeWords(text: string, n: number, from: 'start' | 'end'): string {
  const words = text.trim().split(/(\s+)/);
  // split with a capture keeps the separators: every second item is whitespace.
  const count = Math.ceil(words.length / 2);
  if (count <= n) return text.trim();
  const keep = n * 2 - 1;
  return from === 'start' ? `${words.slice(0, keep).join('')} …` : `… ${words.slice(-keep).join('')}`;
}

function seamLines(chapter: ChapterPlan | undefined, side: 'opens' | 'ends'): string {
  if (!chapter) return '';
  const said = chapter[side];
  return said ? said : '(not given in the outline)';
}

export interface BriefInput {
  projectDir: string;
  chapter: ChapterPlan;
  previous?: ChapterPlan | undefined;
  next?: ChapterPlan | undefined;
  number: number;
  of: number;
}

export async function chapterBrief(input: BriefInput): Promise<string> {
  const { chapter, previous, next, projectDir } = input;
  const [bible, outline, before, existing] = await Promise.all([
    readTextIfExists(path.join(projectDir, BIBLE_FILE)),
    readTextIfExists(path.join(projectDir, OUTLINE_FILE)),
    previous ? readTextIfExists(path.join(projectDir, previous.file)) : Promise.resolve(undefined),
    readTextIfExists(path.join(projectDir, chapter.file)),
  ]);
  const budget = chapter.budget
    ? `about ${formatNumber(chapter.budget)} words`
    : 'the length its place in the book needs';
  const sections = [
    'The book as planned, the same for every chapter writer; your own chapter follows it.',
    `--- bible.md ---\n${(bible ?? '(none)').trim()}\n--- end of bible.md ---`,
    `--- outline.md ---\n${(outline ?? '(none)').trim()}\n--- end of outline.md ---`,
    `${CHAPTER_LINE} \`${chapter.file}\`, chapter ${input.number} of ${input.of}${chapter.title ? `, "${chapter.title}"` : ''}: write it, ${budget}.`,
    chapter.purpose ? `Its purpose: ${chapter.purpose}` : '',
    'The seams:',
    previous
      ? `- The previous chapter, ${previous.file}, ends: ${seamLines(previous, 'ends')}`
      : '- Yours is the first chapter: it opens the book.',
    `- Yours opens: ${seamLines(chapter, 'opens')}`,
    `- Yours ends: ${seamLines(chapter, 'ends')}`,
    next
      ? `- The next chapter, ${next.file}, opens: ${seamLines(next, 'opens')}`
      : '- Yours is the last chapter: it closes the book.',
  ];
  if (previous && before && countWords(before) > 0)
    sections.push(
      `The previous chapter is already written; its last words, which yours must follow on from:\n<<<\n${edgeWords(before, SEAM_WORDS, 'end')}\n>>>`,
    );
  if (existing && countWords(existing) > 0)
    sections.push(
      `${chapter.file} already has ${formatNumber(countWords(existing))} words (read it with read_file): continue it with write_file "append" rather than starting again.`,
    );
  sections.push(
    `Write the chapter now into \`${chapter.file}\`, in several write_file calls ("create", then "append"). Hand facts for bible.md back with propose_bible_change. When the chapter is complete, end with a short note without calling a tool.`,
  );
  return sections.filter((section) => section !== '').join('\n\n');
}
