import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { listProjectFiles, progressToward, workWordsOf } from '../project/files.js';
import { createFileAtomic, makeFolders, writeFileAtomic } from '../util/atomicWrite.js';
import { errnoCode } from '../util/errors.js';
import { readTextIfExists } from '../util/files.js';
import { countWords, formatNumber, wordsLabel } from '../util/words.js';
import type { FileTarget } from './paths.js';
import { defineTool, failure, isOutcome, reply, type ToolContext, type ToolOutcome } from './registry.js';
import { decodeText, FileChanged, targetFile, unchangedSince, writeFailure } from './target.js';

/** One write may not exceed this; a chapter is a few hundred kilobytes at most. */
export const MAX_WRITE_BYTES = 5 * 1024 * 1024;

/** Text to add on append: a newline between the old end and the new start, so words never fuse. */
export function appendedText(existing: string, addition: string): string {
  if (existing === '' || existing.endsWith('\n') || addition.startsWith('\n')) return existing + addition;
  return `${existing}\n${addition}`;
}

/** Tries at an append to a file another program keeps changing, before giving up. */
const MAX_ATTEMPTS = 3;

/** Characters as a reader counts them (an emoji is one), counted without building an array of a 5 MB write's characters. */
function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The iteration at which this very text was appended to the file, when the
 * file is still exactly as that append left it: the model is repeating a
 * write it was told reached the disk, and doing it would double the text.
 */
function repeatedAppend(context: ToolContext, file: string, content: string, before: string): number | undefined {
  const last = context.lastWriteTo?.(file);
  if (last?.mode !== 'append' || last.contentHash !== sha256(content)) return undefined;
  const now = { size: Buffer.byteLength(before, 'utf8'), hash: sha256(before) };
  // Stryker disable next-line ConditionalExpression: texts of one sha256 have one size, so the hash alone decides (true and the size check agree)
  const sameSize = now.size === last.after.size;
  return sameSize && now.hash === last.after.hash ? last.iteration : undefined;
}

/**
 * Append `content` to the file: read it (refusing one that is not UTF-8,
 * whose other bytes a rewrite would damage), journal the intent, write the
 * whole new text atomically, and check just before the rename that nobody
 * changed the file meanwhile; if somebody did, append again to what it now
 * holds. The new text of the file, or the outcome to give back.
 */
async function appendTo(
  context: ToolContext,
  signal: AbortSignal,
  target: FileTarget,
  content: string,
): Promise<{ text: string } | ToolOutcome> {
  for (let attempt = 1; ; attempt++) {
    const bytes = await fs.readFile(target.absolute).catch((error: unknown) => {
      if (errnoCode(error) === 'ENOENT') return undefined;
      throw error;
    });
    const before = bytes === undefined ? undefined : decodeText(bytes, target.relative);
    if (isOutcome(before)) return before;
    const repeated = before === undefined ? undefined : repeatedAppend(context, target.relative, content, before);
    if (repeated !== undefined) {
      return reply({
        ok: true,
        file: target.relative,
        mode: 'append',
        appended: false,
        message: `Already appended at iteration ${repeated}; not appended again ("${target.relative}" already ends with this exact text).`,
        // Stryker disable next-line StringLiteral: a repeat is found only in an existing file, so before is defined here
        file_words: countWords(before ?? ''),
      });
    }
    const text = appendedText(before ?? '', content);
    context.recordIntent({ tool: 'write_file', file: target.relative, mode: 'append', content, before, after: text });
    try {
      await writeFileAtomic(target.absolute, text, { signal, beforeRename: unchangedSince(target.absolute, bytes) });
      return { text };
    } catch (error) {
      if (!(error instanceof FileChanged)) throw error;
      if (attempt === MAX_ATTEMPTS)
        return failure(
          'file_changing',
          `"${target.relative}" kept changing while the text was being appended (another program is writing to ` +
            `it), ${MAX_ATTEMPTS} times; nothing was appended. Try again when it is still.`,
        );
    }
  }
}

export const writeFileTool = defineTool({
  name: 'write_file',
  description:
    'Write a file in the active project. mode "create" makes a new file (fails if it exists), "append" adds to the end ' +
    '(creating the file if needed; use it to write long chapters in several pieces), "overwrite" replaces the whole file. ' +
    'Subfolders are allowed ("chapters/chapter_01.md"); ".md" is added when the name has no extension.',
  parameters: {
    type: 'object',
    properties: {
      filename: { type: 'string', description: 'Path relative to the project folder, e.g. "chapter_01.md".' },
      content: { type: 'string', description: 'The text to write (markdown).' },
      mode: { type: 'string', enum: ['create', 'append', 'overwrite'], description: 'create, append or overwrite.' },
    },
    required: ['filename', 'content', 'mode'],
  },
  recordsIntents: true,
  describe: (args) => `write_file ${args.filename} (${args.mode}, ${wordsLabel(countWords(args.content))})`,
  async run(args, context, signal) {
    const project = context.project;
    if (!project) return failure('no_project', 'No active project. Call create_project first.');
    const { filename, content, mode } = args;

    const bytes = Buffer.byteLength(content, 'utf8');
    if (bytes > MAX_WRITE_BYTES) {
      return failure(
        'file_too_large',
        `The content is ${formatNumber(bytes)} bytes; one write may be at most ${formatNumber(MAX_WRITE_BYTES)}. Write it in smaller pieces with mode "append".`,
      );
    }
    const target = await targetFile(project.dir, filename);
    if (isOutcome(target)) return target;

    try {
      await makeFolders(path.dirname(target.absolute));
      const wordsWritten = countWords(content);
      let fileText: string;
      // The intent goes to the journal before the file is touched (exactly-once across crashes).
      const intent = { tool: 'write_file', file: target.relative, mode, content };
      if (mode === 'create') {
        // A file already there stays as it is (create refuses it): recovery then finds it unchanged.
        context.recordIntent({ ...intent, before: await readTextIfExists(target.absolute), after: content });
        try {
          await createFileAtomic(target.absolute, content, { signal });
        } catch (error) {
          if (errnoCode(error) === 'EEXIST') {
            return failure(
              'file_exists',
              `"${target.relative}" already exists. Use mode "append" to add to it or "overwrite" to replace it.`,
            );
          }
          throw error;
        }
        fileText = content;
      } else if (mode === 'append') {
        const appended = await appendTo(context, signal, target, content);
        if (isOutcome(appended)) return appended;
        fileText = appended.text;
      } else {
        fileText = content;
        context.recordIntent({ ...intent, before: await readTextIfExists(target.absolute), after: fileText });
        await writeFileAtomic(target.absolute, fileText, { signal });
      }
      // A created or overwritten file holds exactly the content: no need to count it twice.
      // Stryker disable next-line ConditionalExpression: counting the same text again gives the same number (false only costs time)
      const fileWords = fileText === content ? wordsWritten : countWords(fileText);
      context.noteWrite?.(target.relative, fileWords);
      const files = await listProjectFiles(project.dir, context.wordCache);
      return reply({
        ok: true,
        file: target.relative,
        mode,
        characters_written: codePoints(content),
        words_written: wordsWritten,
        file_words: fileWords,
        // The work's words (its chapters), the count every report gives; the plan is not part of it.
        work_words: await workWordsOf(project.dir, files),
        ...(context.targetWords ? { progress: await progressToward(project.dir, files, context.targetWords) } : {}),
      });
    } catch (error) {
      return writeFailure(error, target.relative, signal);
    }
  },
});
