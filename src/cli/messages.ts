import { makeChalk } from '../ui/consoleReporter.js';

/** "Error: ..." on stderr, red on a terminal: every command reports a failure the same way. */
export function printError(text: string): void {
  process.stderr.write(`${makeChalk(process.stderr, process.env).red('Error:')} ${text}\n`);
}

export const NO_API_KEY =
  'No API key. Set GEMINI_API_KEY (or GOOGLE_API_KEY), e.g. GEMINI_API_KEY=... writer "...", or put it in a .env file here. Get a key at https://aistudio.google.com/apikey.';
