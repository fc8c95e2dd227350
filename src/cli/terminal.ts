import { createInterface } from 'node:readline/promises';
import { EXIT } from './exitCodes.js';

/** What a person at a terminal does to a run: answer the prompt question, press Ctrl+C. */

/** The prompt asked for on a terminal; undefined when the person cancels (Ctrl+C or Ctrl+D). */
export async function askForPrompt(): Promise<string | undefined> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const cancel = new AbortController();
  // In the question readline owns the terminal: ^C reaches it as a key, ^D ends the input.
  rl.on('SIGINT', () => cancel.abort());
  rl.on('close', () => cancel.abort());
  try {
    return (await rl.question('What should I write? ', { signal: cancel.signal })).trim();
  } catch (error) {
    if (cancel.signal.aborted) {
      process.stdout.write('\n');
      return undefined;
    }
    throw error;
  } finally {
    rl.close();
  }
}

/** Stop cleanly on the first Ctrl+C or SIGTERM; quit at once on the second. */
export function installSignalHandlers(controller: AbortController, say: (text: string) => void): () => void {
  const handler = () => {
    if (controller.signal.aborted) process.exit(EXIT.interrupted);
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
