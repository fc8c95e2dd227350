import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SETTING_SPECS, type SettingKey, type Settings, showDuration } from '../config/schema.js';

/**
 * The commands writer prints for a person to type (resume, hints). They must
 * work as printed: `writer …` only when this process was started as the
 * `writer` found on PATH; otherwise the invocation that was actually used
 * (`node /abs/path/dist/src/writer.js …`), since a clone without `npm link`
 * has no `writer` command and `npx writer` elsewhere is an unrelated package.
 */

/** Quote a word for a POSIX shell only when it needs it. */
export function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/u.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

function real(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

function isExecutableFile(file: string): boolean {
  try {
    const stat = statSync(file);
    return stat.isFile() && (stat.mode & 0o111) !== 0;
  } catch {
    return false;
  }
}

/** The `writer` a shell would run: the first executable of that name on PATH. */
function writerOnPath(pathVariable: string | undefined): string | undefined {
  for (const dir of (pathVariable ?? '').split(path.delimiter)) {
    if (dir === '') continue;
    const candidate = path.join(dir, 'writer');
    if (isExecutableFile(candidate)) return candidate;
  }
  return undefined;
}

/** writer's entry point, beside this folder once built (dist/src/writer.js). */
const ENTRY = fileURLToPath(new URL('../writer.js', import.meta.url));

/** How to start writer again, as this process was started. */
export function invocation(argv: readonly string[] = process.argv, env: NodeJS.ProcessEnv = process.env): string {
  const script = argv[1];
  const self = script === undefined ? undefined : (real(script) ?? path.resolve(script));
  // Not started as writer's own entry point (a test, a library use): the documented command is all there is.
  if (self === undefined || self !== real(ENTRY)) return 'writer';
  const onPath = writerOnPath(env.PATH);
  if (onPath !== undefined && real(onPath) === self) return 'writer';
  // `node` when the shell's node is this one; otherwise the exact binary.
  const nodeOnPath = (env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => (dir === '' ? undefined : real(path.join(dir, 'node'))))
    .find((found) => found !== undefined);
  const node = nodeOnPath !== undefined && nodeOnPath === real(process.execPath) ? 'node' : process.execPath;
  return `${shellQuote(node)} ${shellQuote(self)}`;
}

/**
 * The options of a command line that change where and how the work runs, as
 * the words a printed command repeats: a resume or rerun with fewer would
 * write elsewhere (-o), with another model, without the budget, another
 * config file... Values are rendered from what was parsed, so `--max-wait 90s`
 * comes back as `--max-wait 90s` and `--budget $2` as `--budget 2`.
 */
export interface RepeatedOptions extends Partial<Settings> {
  config?: string;
  quiet?: boolean;
  verbose?: boolean;
  json?: boolean;
}

/** Settings that are not options of a run (config-file only), so never repeated as flags. */
const NOT_FLAGS: ReadonlySet<SettingKey> = new Set(['prices', 'lang', 'author', 'check']);

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const DURATIONS: ReadonlySet<SettingKey> = new Set(['maxWait', 'requestTimeout', 'totalTimeout', 'retryDelay']);

function flagValue(key: SettingKey, value: unknown): string {
  if (DURATIONS.has(key) && typeof value === 'number') return showDuration(value);
  return String(value);
}

/** `--model x --budget 2 …` for the settings given (in the order of the settings table). */
export function settingFlags(values: Partial<Settings>): string[] {
  const words: string[] = [];
  for (const spec of SETTING_SPECS) {
    const value = values[spec.key];
    if (value === undefined || NOT_FLAGS.has(spec.key)) continue;
    if (typeof value === 'boolean') {
      // --show-thinking, --review / --no-review
      if (value) words.push(`--${kebab(spec.key)}`);
      else if (spec.key === 'review') words.push('--no-review');
      continue;
    }
    words.push(`--${kebab(spec.key)}`, flagValue(spec.key, value));
  }
  return words;
}

/** The words to repeat from a command line's options: its settings, config file and output mode. */
export function repeatedOptions(options: RepeatedOptions): string[] {
  const values: Partial<Settings> = {};
  for (const spec of SETTING_SPECS) {
    const value = options[spec.key];
    if (value !== undefined) (values as Record<string, unknown>)[spec.key] = value;
  }
  return [
    ...settingFlags(values),
    ...(options.config !== undefined ? ['--config', options.config] : []),
    ...(options.quiet ? ['--quiet'] : []),
    ...(options.verbose ? ['--verbose'] : []),
    ...(options.json ? ['--json'] : []),
  ];
}

/** A command to print: the invocation, then each word quoted for the shell when it needs it. */
export function printedCommand(start: string, words: readonly string[]): string {
  return [start, ...words.map(shellQuote)].join(' ');
}

/** The command that resumes a project folder. */
export function resumeCommand(
  projectDir: string,
  repeat: readonly string[] = [],
  start: string = invocation(),
): string {
  return printedCommand(start, ['--recover', projectDir, ...repeat]);
}

/**
 * The command that runs a prompt again (nothing was written, so there is
 * nothing to resume). A prompt that could be read as an option, or of one or
 * two words (which writer refuses when they look like a mistyped command),
 * comes after `--`, which makes it a prompt whatever it says.
 */
export function rerunCommand(prompt: string, repeat: readonly string[] = [], start: string = invocation()): string {
  const guard = prompt.startsWith('-') || prompt.trim().split(/\s+/).length <= 2 ? ['--'] : [];
  return printedCommand(start, [...repeat, ...guard, prompt]);
}

/** How to go on with a session: recover its folder, or, without one (nothing was written), run the prompt again. */
export function sessionResumeCommand(
  session: { project: { dir: string } | undefined; prompt: string },
  repeat: readonly string[] = [],
): string {
  return session.project ? resumeCommand(session.project.dir, repeat) : rerunCommand(session.prompt, repeat);
}

/** The command that revises a project with new instructions (a placeholder for the person to replace). */
export function reviseCommand(
  projectDir: string,
  instructions: string,
  repeat: readonly string[] = [],
  start: string = invocation(),
): string {
  return `${printedCommand(start, ['revise', projectDir, ...repeat])} "${instructions}"`;
}

/** The command that runs a batch file again (its unfinished drafts resume, its finished ones are skipped). */
export function batchRerunCommand(
  file: string,
  options: RepeatedOptions & { concurrency?: number },
  start: string = invocation(),
): string {
  const concurrency = options.concurrency !== undefined ? ['--concurrency', String(options.concurrency)] : [];
  return printedCommand(start, ['batch', file, ...repeatedOptions(options), ...concurrency]);
}

/**
 * The command that resumes one draft of a batch alone: the batch command
 * line's options but its budget (the whole batch's), then the draft's own
 * settings from the file, which win over the command line's as in the batch.
 */
export function draftResumeCommand(
  options: RepeatedOptions,
  draftSettings: Partial<Settings>,
  folder: string,
  start: string = invocation(),
): string {
  const { budget: _batchBudget, ...own } = options;
  return resumeCommand(folder, repeatedOptions({ ...own, ...draftSettings }), start);
}
