import type { Content } from '@google/genai';
import { REVISION_MARKER } from './context/history.js';
import { formatFileList, listProjectFiles } from './project/files.js';
import { planningDocuments } from './project/outline.js';
import type { RecoveredState } from './recovery.js';
import { formatNumber } from './util/words.js';

/**
 * `writer revise <project> "instructions"`: a project, finished or not,
 * continued in its own folder with new instructions from the person. The
 * history comes from the journal (or the newest summary) exactly as for
 * --recover; only the message that closes the recovered history differs:
 * instead of "continue where we left off", the instructions, as a new user
 * turn.
 */

export interface RevisionNote {
  instructions: string;
  projectName: string;
  files: string;
  planning: string;
  targetWords?: number | undefined;
  /** The summary the session is recovered from, when there is no journal to replay. */
  summary?: string | undefined;
}

export function revisionMessage(note: RevisionNote): Content {
  const summary = note.summary ? `What happened so far, summarized:\n\n${note.summary.trim()}\n\n` : '';
  const plan = note.planning.trim() === '' ? '' : `\n\nThe plan as it stands on disk:\n${note.planning}`;
  const target = note.targetWords
    ? `\nThe target length of the whole work is now about ${formatNumber(note.targetWords)} words: update the chapter budgets in outline.md (and add chapters if needed) to add up to it.\n`
    : '';
  const text = `${REVISION_MARKER} The work in the project folder "${note.projectName}" was written in earlier runs. The project folder is active: files you write go there; do not call create_project.

${summary}The person asks for these changes:

${note.instructions.trim()}
${target}
Files on disk now:
${note.files}${plan}

Make the changes in this folder: edit_file for changes inside a file, write_file to add text or rewrite a whole file, and keep outline.md and bible.md in step with the work. When the whole work reflects these instructions, end with a short note on what you changed, without calling a tool.`;
  return { role: 'user', parts: [{ text }] };
}

/**
 * The recovered state of a project, turned into a revision: its closing note
 * (the resume note after a journal, the recovered-context message after a
 * summary; always the last addition) is replaced by the instructions. An
 * interrupted turn's answers, which come before it, stay.
 */
export async function forRevision(
  recovered: RecoveredState,
  instructions: string,
  targetWords: number | undefined,
): Promise<RecoveredState> {
  const dir = recovered.project.dir;
  const message = revisionMessage({
    instructions,
    projectName: recovered.project.name,
    files: formatFileList(await listProjectFiles(dir)),
    planning: await planningDocuments(dir),
    targetWords,
    summary: recovered.source === 'summary' ? recovered.lastSummary : undefined,
  });
  return { ...recovered, additions: [...recovered.additions.slice(0, -1), message], revise: instructions };
}
