import type { Content } from '@google/genai';
import { formatFileList, type ProjectFile } from '../project/files.js';

/**
 * The messages that stand in for history the model no longer sees: after a
 * compression, and when a session is resumed. Each carries the files on disk
 * and the current outline and bible in full, so the plan never lives only
 * in a summary.
 */

export const SUMMARY_MARKER = '[CONTEXT SUMMARY]';
export const RECOVERED_MARKER = '[RECOVERED CONTEXT]';
export const RESUMED_MARKER = '[RESUMED]';
/** Opens the instructions of a `writer revise` (src/revise.ts). */
export const REVISION_MARKER = '[REVISION]';

function onDisk(files: readonly ProjectFile[], planning: string): string {
  const plan = planning.trim() === '' ? '' : `\n\nThe plan as it stands on disk:\n${planning}`;
  return `Files on disk now:\n${formatFileList(files)}${plan}`;
}

export function summaryMessage(
  summary: string,
  files: readonly ProjectFile[],
  projectName: string | undefined,
  planning = '',
): Content {
  const where = projectName
    ? `The active project folder is "${projectName}".`
    : 'No project folder has been created yet.';
  const text = `${SUMMARY_MARKER}
The earlier part of this session was summarized to save context. ${where}

${summary.trim()}

${onDisk(files, planning)}

Continue the work from here.`;
  return { role: 'user', parts: [{ text }] };
}

/** New history after a compression: the summary, then the kept messages untouched. */
export function compressedHistory(summary: Content, kept: readonly Content[]): Content[] {
  return [summary, ...kept];
}

export function recoveredMessage(
  summary: string,
  files: readonly ProjectFile[],
  projectName: string,
  planning = '',
): Content {
  const text = `${RECOVERED_MARKER}
This session was interrupted and is being resumed from a saved summary. The project folder "${projectName}" is active again: write_file writes there, do not call create_project.

${summary.trim()}

${onDisk(files, planning)}

Please continue the work from where we left off.`;
  return { role: 'user', parts: [{ text }] };
}

export function resumedNote(files: readonly ProjectFile[], projectName: string, planning = ''): Content {
  const text = `${RESUMED_MARKER} The session was interrupted and has been resumed from its journal. The project folder "${projectName}" is still active.

${onDisk(files, planning)}

Please continue the work from where we left off.`;
  return { role: 'user', parts: [{ text }] };
}

/**
 * The contents a request sends: the history with adjacent turns of the same
 * role joined into one. The Gemini API wants user and model turns to
 * alternate, but writer's own notes (a correction after an empty reply, a
 * resume note after a function response) can follow another user turn. The
 * history itself keeps every message as it was journaled; only the request
 * joins them. Turns that need no joining are passed through untouched.
 */
export function requestContents(history: readonly Content[]): Content[] {
  const contents: Content[] = [];
  for (const content of history) {
    const last = contents[contents.length - 1];
    if (last && last.role === content.role) {
      contents[contents.length - 1] = { ...last, parts: [...(last.parts ?? []), ...(content.parts ?? [])] };
    } else contents.push(content);
  }
  return contents;
}
