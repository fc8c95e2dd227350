import { writeFileAtomic } from '../util/atomicWrite.js';
import { countWords, formatNumber } from '../util/words.js';
import type { FileTarget } from './paths.js';
import { defineTool, failure, isOutcome, reply, type ToolContext, type ToolOutcome } from './registry.js';
import { FileChanged, type ReadTarget, readTargetFile, targetFile, unchangedSince, writeFailure } from './target.js';
import { findOccurrences, lineSpans, listLines, nearestPassage } from './textMatch.js';
import { MAX_WRITE_BYTES } from './writeFile.js';

/**
 * edit_file changes a passage inside a file without sending the file again:
 * fixing one name in a 4,000-word chapter costs about 50 output tokens
 * instead of 5,000. The passage must be given exactly, and must be unique
 * unless every occurrence is meant, so an edit never lands in the wrong place.
 */

/** Shortest form of a text for the console: the first words, on one line. */
function preview(text: string, max = 40): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * Where the text stands after the replacements: each changed passage's lines in the new file (one pass). A
 * deletion (an empty new_text) names the line it was made in.
 */
function changedLines(updated: string, offsets: readonly number[], oldText: string, newText: string): string[] {
  const shift = newText.length - oldText.length;
  const at = offsets.map((offset, i) => offset + i * shift);
  return lineSpans(updated, at, newText);
}

/** `text` with `oldText` at each offset replaced by `newText` (no `$` patterns: the text is taken literally). */
function replaceAt(text: string, offsets: readonly number[], oldText: string, newText: string): string {
  const pieces: string[] = [];
  let from = 0;
  for (const offset of offsets) {
    pieces.push(text.slice(from, offset));
    from = offset + oldText.length;
  }
  pieces.push(text.slice(from));
  return pieces.join(newText);
}

/**
 * The one place edit_file writes to disk: the intent (the file before and
 * after) goes to the journal first, so a crash between the write and its
 * result is answered on recovery with what really happened (exactly once).
 */
async function commitEdit(
  context: ToolContext,
  signal: AbortSignal,
  target: { absolute: string; relative: string },
  edit: { mode: string; newText: string; before: string; after: string; read: Buffer },
): Promise<void> {
  context.recordIntent({
    tool: 'edit_file',
    file: target.relative,
    mode: edit.mode,
    content: edit.newText,
    before: edit.before,
    after: edit.after,
  });
  await writeFileAtomic(target.absolute, edit.after, {
    signal,
    beforeRename: unchangedSince(target.absolute, edit.read),
  });
}

/** Tries at an edit of a file another program keeps changing, before giving up. */
const MAX_ATTEMPTS = 3;

function noMatch(relative: string, text: string, oldText: string): ToolOutcome {
  const near = nearestPassage(text, oldText);
  const base = `old_text was not found in "${relative}" (0 matches).`;
  if (!near)
    return failure(
      'text_not_found',
      `${base} No similar passage either: read the file with read_file and copy the exact text.`,
    );
  return failure(
    'text_not_found',
    `${base} The nearest passage is at line ${near.lines}; ${near.why}. If it is the one you mean, ` +
      `call edit_file again with old_text copied exactly from it:\n${near.text}`,
  );
}

interface EditArgs {
  old_text: string;
  new_text: string;
  replace_all?: boolean | undefined;
}

/** One try at an edit on the file as read; FileChanged when the file changed before the result could replace it. */
async function editOnce(
  context: ToolContext,
  signal: AbortSignal,
  target: FileTarget,
  read: ReadTarget,
  args: EditArgs,
): Promise<ToolOutcome | FileChanged> {
  const { old_text: oldText, new_text: newText } = args;
  const text = read.text;
  const offsets = findOccurrences(text, oldText);
  if (offsets.length === 0) return noMatch(target.relative, text, oldText);
  if (offsets.length > 1 && !args.replace_all) {
    const lines = listLines(lineSpans(text, offsets, oldText));
    return failure(
      'ambiguous_match',
      `old_text occurs ${formatNumber(offsets.length)} times in "${target.relative}" (lines ${lines}). Include more of the ` +
        'surrounding text so it matches exactly once, or set replace_all to true to change every occurrence.',
    );
  }
  const updated = replaceAt(text, offsets, oldText, newText);
  const bytes = Buffer.byteLength(updated, 'utf8');
  if (bytes > MAX_WRITE_BYTES) {
    return failure(
      'file_too_large',
      `After the edit "${target.relative}" would be ${formatNumber(bytes)} bytes; a file may be at most ${formatNumber(MAX_WRITE_BYTES)}.`,
    );
  }
  try {
    const mode = args.replace_all ? 'replace_all' : 'replace';
    await commitEdit(context, signal, target, { mode, newText, before: text, after: updated, read: read.bytes });
  } catch (error) {
    if (error instanceof FileChanged) return error;
    return writeFailure(error, target.relative, signal);
  }
  const fileWords = countWords(updated);
  context.noteWrite?.(target.relative, fileWords);
  return reply({
    ok: true,
    file: target.relative,
    replacements: offsets.length,
    lines_changed: listLines(changedLines(updated, offsets, oldText, newText)),
    file_words: fileWords,
    words_added: fileWords - countWords(text),
  });
}

export const editFileTool = defineTool({
  name: 'edit_file',
  description:
    'Change a passage inside a file of the active project: old_text is replaced by new_text. old_text must match the ' +
    'file exactly (quotes, dashes, spaces and line breaks included) and occur exactly once; give a few words around ' +
    'it to make it unique, or set replace_all to change every occurrence (a renamed character). Use it for any change ' +
    'inside a file; rewrite a whole file with write_file only when most of it changes.',
  parameters: {
    type: 'object',
    properties: {
      filename: { type: 'string', description: 'Path relative to the project folder, e.g. "chapter_03.md".' },
      old_text: { type: 'string', description: 'The exact text to replace, as it is in the file.' },
      new_text: { type: 'string', description: 'The text to put in its place (may be empty to delete).' },
      replace_all: { type: 'boolean', description: 'Replace every occurrence instead of exactly one (default false).' },
    },
    required: ['filename', 'old_text', 'new_text'],
  },
  recordsIntents: true,
  describe: (args) =>
    `edit_file ${args.filename} ("${preview(args.old_text)}" → "${preview(args.new_text)}"${args.replace_all ? ', all' : ''})`,
  async run(args, context, signal) {
    const project = context.project;
    if (!project) return failure('no_project', 'No active project. Call create_project first.');
    const { filename, old_text: oldText, new_text: newText } = args;
    if (oldText === '') return failure('invalid_arguments', 'old_text is empty. Give the exact text to replace.');
    if (oldText === newText)
      return failure('invalid_arguments', 'old_text and new_text are the same; there is nothing to change.');

    const target = await targetFile(project.dir, filename);
    if (isOutcome(target)) return target;
    // The file is read, changed and checked unchanged right before the rename; if another program wrote to it
    // meanwhile, the edit is made again on what it holds now, so nothing it wrote is lost.
    for (let attempt = 1; ; attempt++) {
      const read = await readTargetFile(target);
      if (isOutcome(read)) return read;
      const outcome = await editOnce(context, signal, target, read, args);
      if (!(outcome instanceof FileChanged)) return outcome;
      if (attempt === MAX_ATTEMPTS)
        return failure(
          'file_changing',
          `"${target.relative}" kept changing while it was being edited (another program is writing to it), ` +
            `${MAX_ATTEMPTS} times; it was left as that program wrote it. Try again when it is still.`,
        );
    }
  },
});
