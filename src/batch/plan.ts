import { createHash } from 'node:crypto';
import type { Settings } from '../config/schema.js';
import { sanitizeProjectName } from '../tools/project.js';
import type { BatchFile } from './file.js';
import { labelFromPrompt } from './label.js';

/** One session to run: a draft of the file, or one of its copies. */
export interface DraftJob {
  /**
   * The draft's identity, stable when the file is edited around it: its name,
   * else its prompt text (hashed), and the copy number, e.g. "name:otter#2"
   * or "prompt:3f2a…#1". A name or prompt used twice gets "~2" on the second.
   */
  key: string;
  /** The key earlier versions used, by position ("3", "3.2"): folders they marked are still found. */
  positionKey: string;
  /** Readable, unique within the batch; also the project folder's name. */
  label: string;
  prompt: string;
  /** Overrides for this draft: the file's defaults, then the draft's own settings. */
  settings: Partial<Settings>;
}

/** The identity of a draft entry, before its copy number: its name, else a hash of its prompt text. */
export function draftIdentity(draft: { name?: string; prompt: string }): string {
  if (draft.name) return `name:${draft.name}`;
  return `prompt:${createHash('sha256').update(draft.prompt).digest('hex').slice(0, 16)}`;
}

/** Every draft times its count, with labels that never collide. */
export function planBatch(batch: BatchFile): DraftJob[] {
  const jobs: DraftJob[] = [];
  const used = new Set<string>();
  const unique = (base: string): string => {
    let label = base;
    for (let n = 2; used.has(label); n++) label = `${base}-${n}`;
    used.add(label);
    return label;
  };
  const seen = new Map<string, number>();
  batch.drafts.forEach((draft, index) => {
    const base = draft.name ? sanitizeProjectName(draft.name) : labelFromPrompt(draft.prompt);
    const identity = draftIdentity(draft);
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    const stable = occurrence > 1 ? `${identity}~${occurrence}` : identity;
    for (let copy = 1; copy <= draft.count; copy++) {
      jobs.push({
        key: `${stable}#${copy}`,
        positionKey: draft.count > 1 ? `${index + 1}.${copy}` : `${index + 1}`,
        label: unique(draft.count > 1 ? `${base}-${copy}` : base),
        prompt: draft.prompt,
        settings: { ...batch.defaults, ...draft.settings },
      });
    }
  });
  return jobs;
}
