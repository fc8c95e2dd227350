import { openSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { WriteStream } from 'node:tty';
import { EXIT } from './exitCodes.js';

/** What a person at a terminal does to a run: answer the prompt question, press Ctrl+C. */

/**
 * Where the prompt question is written: the person's terminal, whatever is redirected. stdout when it is the
 * terminal, else stderr when that is, else the terminal itself (/dev/tty): `writer 2>&1 | head -5` asks on the
 * screen, not into the pipe. Undefined when there is no terminal to ask on.
 */
function questionOutput(): { stream: NodeJS.WritableStream; close(): void } | undefined {
  if (process.stdout.isTTY) return { stream: process.stdout, close() {} };
  if (process.stderr.isTTY) return { stream: process.stderr, close() {} };
  try {
    const stream = new WriteStream(openSync('/dev/tty', 'w'));
    return { stream, close: () => stream.destroy() };
  } catch {
    return undefined;
  }
}

/** The prompt asked for on a terminal; undefined when the person cancels (Ctrl+C or Ctrl+D); '' when it cannot ask. */
export async function askForPrompt(): Promise<string | undefined> {
  const output = questionOutput();
  if (!output) return '';
  const rl = createInterface({ input: process.stdin, output: output.stream });
  const cancel = new AbortController();
  // In the question readline owns the terminal: ^C reaches it as a key, ^D ends the input.
  rl.on('SIGINT', () => cancel.abort());
  rl.on('close', () => cancel.abort());
  try {
    return (await rl.question('What should I write? ', { signal: cancel.signal })).trim();
  } catch (error) {
    if (cancel.signal.aborted) {
      output.stream.write('\n');
      return undefined;
    }
    throw error;
  } finally {
    rl.close();
    output.close();
  }
}

/**
 * Stop cleanly on the first Ctrl+C or SIGTERM; quit at once on the second. Only signals count: under
 * `2>&1 | tee log` one Ctrl+C ends tee too, and the closed output may abort the run before the SIGINT itself
 * is handled; taking that SIGINT for a second press would quit without saving the context.
 */
export function installSignalHandlers(controller: AbortController, say: (text: string) => void): () => void {
  let pressed = false;
  const handler = () => {
    if (pressed) process.exit(EXIT.interrupted);
    pressed = true;
    // Already stopping (its output closed at the same keypress): the stop has been said once.
    if (controller.signal.aborted) return;
    say('\nStopping: saving the context… (press Ctrl+C again to quit at once)');
    controller.abort();
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}
