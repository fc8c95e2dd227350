import { closestName } from '../util/didYouMean.js';
import { printedCommand } from './resume.js';

/**
 * A prompt of one or two words that looks like a command is a mistyped
 * command, not a paid prompt: `writer stauts`, `writer exprot output/x`.
 * Longer prompts are prompts; `writer -- stauts` (or --prompt) says "it
 * really is a prompt".
 */

/**
 * Why the prompt is refused ("Unknown command …", and how to mean it: the
 * same command line with the prompt after --), or undefined when it is a prompt.
 */
export function mistypedCommand(
  words: readonly string[],
  commands: readonly string[],
  repeat: readonly string[] = [],
  start = 'writer',
): string | undefined {
  const all = words
    .join(' ')
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== '');
  const first = all[0];
  if (first === undefined || all.length > 2) return undefined;
  const near = closestName(first, commands);
  if (near === undefined) return undefined;
  return (
    `Unknown command "${first}". Did you mean "${near}"?\n` +
    `To write about it, give the prompt after --: ${printedCommand(start, [...repeat, '--', all.join(' ')])}`
  );
}

/**
 * Everything after a first `--` is the prompt, whatever it says: the
 * arguments with `-- words…` turned into `--prompt "words…"`, so a prompt
 * that is a command's name or close to one is taken as written. Left as is
 * when a command comes before the `--` (its own arguments follow).
 */
export function promptAfterDashes(args: readonly string[], commands: readonly string[]): string[] {
  const dashes = args.indexOf('--');
  if (dashes < 0 || args.slice(0, dashes).some((arg) => commands.includes(arg))) return [...args];
  const prompt = args.slice(dashes + 1).join(' ');
  return [...args.slice(0, dashes), ...(prompt.trim() !== '' ? [`--prompt=${prompt}`] : [])];
}
