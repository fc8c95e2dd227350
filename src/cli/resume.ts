import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** The command that resumes a project folder. */
export function resumeCommand(projectDir: string, start: string = invocation()): string {
  return `${start} --recover ${shellQuote(projectDir)}`;
}

/** The command that runs a prompt again (nothing was written, so there is nothing to resume). */
export function rerunCommand(prompt: string, start: string = invocation()): string {
  return `${start} ${shellQuote(prompt)}`;
}

/** How to go on with a session: recover its folder, or, without one (nothing was written), run the prompt again. */
export function sessionResumeCommand(session: { project: { dir: string } | undefined; prompt: string }): string {
  return session.project ? resumeCommand(session.project.dir) : rerunCommand(session.prompt);
}

/** The command that revises a project with new instructions (a placeholder for the person to replace). */
export function reviseCommand(projectDir: string, instructions: string, start: string = invocation()): string {
  return `${start} revise ${shellQuote(projectDir)} "${instructions}"`;
}
