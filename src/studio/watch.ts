import { type FSWatcher, watch } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * What changes on disk under the output folder, per project: the folders a
 * run writes in are watched (the output folder, each project, its .writer
 * folder and each chapter session's), so a journal appended to, a chapter
 * renamed into place or a new project are each one event. Events within
 * `settleMs` are told once; the set of folders is looked at again after each.
 * A slow sweep (`sweepMs`) catches what a watch can miss (a folder made and
 * written to before its watch started).
 */

export interface ProjectWatcher {
  /** Resolves once every folder there is at the start is watched. */
  ready: Promise<void>;
  close(): void;
}

async function foldersOf(outputDir: string): Promise<string[]> {
  const folders = [outputDir];
  const dirs = async (dir: string) =>
    (await readdir(dir, { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(dir, entry.name));
  for (const project of await dirs(outputDir)) {
    if (path.basename(project).startsWith('.')) continue;
    folders.push(project);
    const state = path.join(project, '.writer');
    const inside = await dirs(project);
    folders.push(...inside);
    if (!inside.includes(state)) continue;
    const chapters = path.join(state, 'chapters');
    if ((await dirs(state)).includes(chapters)) {
      folders.push(chapters);
      folders.push(...(await dirs(chapters)));
    }
  }
  return folders;
}

/** The project a changed folder belongs to (its first folder under the output folder), or '' for the output folder. */
function projectOf(outputDir: string, folder: string): string {
  return path.relative(outputDir, folder).split(path.sep)[0] ?? '';
}

export function watchProjects(
  outputDir: string,
  onChange: (projects: ReadonlySet<string>) => void,
  options: { settleMs?: number; sweepMs?: number } = {},
): ProjectWatcher {
  const watchers = new Map<string, FSWatcher>();
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const flush = () => {
    timer = undefined;
    const changed = pending;
    pending = new Set();
    void refresh();
    if (changed.size > 0) onChange(changed);
  };
  const changed = (folder: string) => {
    pending.add(projectOf(outputDir, folder));
    timer ??= setTimeout(flush, options.settleMs ?? 100);
  };
  let first = true;
  const refresh = async () => {
    if (closed) return;
    const initial = first;
    first = false;
    const now = new Set(await foldersOf(outputDir));
    if (closed) return;
    for (const [folder, watcher] of watchers)
      if (!now.has(folder)) {
        watcher.close();
        watchers.delete(folder);
      }
    for (const folder of now) {
      if (watchers.has(folder)) continue;
      try {
        const watcher = watch(folder, () => changed(folder));
        watcher.on('error', () => {
          watcher.close();
          watchers.delete(folder);
        });
        watchers.set(folder, watcher);
        // A folder new since the last look: what was written in it before its watch began counts as a change.
        if (!initial && folder !== outputDir) changed(folder);
      } catch {
        // Gone meanwhile: the next look drops it.
      }
    }
  };
  const ready = refresh();
  const sweep = setInterval(() => void refresh(), options.sweepMs ?? 2000);
  sweep.unref();
  return {
    ready,
    close() {
      closed = true;
      clearInterval(sweep);
      if (timer) clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}
