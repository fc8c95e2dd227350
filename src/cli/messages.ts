import { makeChalk } from '../ui/consoleReporter.js';
import { invocation } from './resume.js';

/** "Error: ..." on stderr, red on a terminal: every command reports a failure the same way. */
export function printError(text: string): void {
  process.stderr.write(`${makeChalk(process.stderr, process.env).red('Error:')} ${text}\n`);
}

/** The missing-key message, its example command as this writer was started. */
export function noApiKey(): string {
  return `No API key. Set GEMINI_API_KEY (or GOOGLE_API_KEY), e.g. GEMINI_API_KEY=... ${invocation()} "...", or put it in a .env file here. Get a key at https://aistudio.google.com/apikey.`;
}
