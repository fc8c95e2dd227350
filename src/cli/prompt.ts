import { readFile } from 'node:fs/promises';
import { errnoCode } from '../util/errors.js';

/**
 * A prompt from a file (`--prompt-file idea.md`, `-` for stdin) or from a
 * pipe (`writer < idea.txt`, `echo … | writer`): a long brief is easier to
 * write in an editor than to quote on a command line.
 */

/** A prompt that cannot be read; said in one line, before any request. */
export class PromptInputError extends Error {}

/** Larger than any brief; a file this big is a mistake (a manuscript, a binary), not a prompt. */
export const MAX_PROMPT_BYTES = 1024 * 1024;

function decode(bytes: Uint8Array, where: string): string {
  if (bytes.byteLength > MAX_PROMPT_BYTES)
    throw new PromptInputError(`${where} is over 1 MB: that is not a prompt (give the brief, not the manuscript).`);
  try {
    return new TextDecoder('utf-8', { fatal: true })
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .trim();
  } catch {
    throw new PromptInputError(`${where} is not UTF-8 text.`);
  }
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    chunks.push(buffer);
    size += buffer.byteLength;
    if (size > MAX_PROMPT_BYTES) break;
  }
  return Buffer.concat(chunks);
}

/** The prompt in a file, or on stdin for "-". */
export async function promptFromFile(file: string, stdin: NodeJS.ReadableStream = process.stdin): Promise<string> {
  if (file === '-') return promptFromStdin(stdin, 'the prompt on stdin');
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = errnoCode(error);
    throw new PromptInputError(
      `Cannot read the prompt file ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : String(code ?? error)}.`,
    );
  }
  const prompt = decode(bytes, `The prompt file ${file}`);
  if (prompt === '') throw new PromptInputError(`The prompt file ${file} is empty.`);
  return prompt;
}

/** Everything piped into stdin, as the prompt ('' when nothing came). */
export async function promptFromStdin(stdin: NodeJS.ReadableStream = process.stdin, where = 'stdin'): Promise<string> {
  return decode(await readAll(stdin), where.charAt(0).toUpperCase() + where.slice(1));
}
