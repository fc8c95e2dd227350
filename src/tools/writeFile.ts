import { promises as fs } from 'node:fs';
import path from 'node:path';
import { listProjectFiles, progressToward, workWordsOf } from '../project/files.js';
import { createFileAtomic, writeFileAtomic } from '../util/atomicWrite.js';
import { errnoCode } from '../util/errors.js';
import { readTextIfExists } from '../util/files.js';
import { countWords, formatNumber, wordsLabel } from '../util/words.js';
import { defineTool, failure, reply } from './registry.js';
import { isOutcome, targetFile, writeFailure } from './target.js';

/** One write may not exceed this; a chapter is a few hundred kilobytes at most. */
export const MAX_WRITE_BYTES = 5 * 1024 * 1024;

/** Text to add on append: a newline between the old end and the new start, so words never fuse. */
export function appendedText(existing: string, addition: string): string {
  if (existing === '' || existing.endsWith('\n') || addition.startsWith('\n')) return existing + addition;
  return `${existing}\n${addition}`;
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
    if (!project) return failure('No active project. Call create_project first.');
    const { filename, content, mode } = args;

    const bytes = Buffer.byteLength(content, 'utf8');
    if (bytes > MAX_WRITE_BYTES) {
      return failure(
        `The content is ${formatNumber(bytes)} bytes; one write may be at most ${formatNumber(MAX_WRITE_BYTES)}. Write it in smaller pieces with mode "append".`,
      );
    }
    const target = await targetFile(project.dir, filename);
    if (isOutcome(target)) return target;

    try {
      await fs.mkdir(path.dirname(target.absolute), { recursive: true });
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
              `"${target.relative}" already exists. Use mode "append" to add to it or "overwrite" to replace it.`,
            );
          }
          throw error;
        }
        fileText = content;
      } else if (mode === 'append') {
        const before = await readTextIfExists(target.absolute);
        fileText = appendedText(before ?? '', content);
        context.recordIntent({ ...intent, before, after: fileText });
        await writeFileAtomic(target.absolute, fileText, { signal });
      } else {
        fileText = content;
        context.recordIntent({ ...intent, before: await readTextIfExists(target.absolute), after: fileText });
        await writeFileAtomic(target.absolute, fileText, { signal });
      }
      // A created or overwritten file holds exactly the content: no need to count it twice.
      const fileWords = fileText === content ? wordsWritten : countWords(fileText);
      context.noteWrite?.(target.relative, fileWords);
      const files = await listProjectFiles(project.dir, context.wordCache);
      return reply({
        ok: true,
        file: target.relative,
        mode,
        characters_written: Array.from(content).length,
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
