import type { Settings } from '../config/schema.js';
import { sanitizeProjectName } from '../tools/project.js';
import type { BatchFile } from './file.js';

/** One session to run: a draft of the file, or one of its copies. */
export interface DraftJob {
  /** Stable across runs of the same file: "3" or "3.2" (draft 3, copy 2). */
  key: string;
  /** Readable, unique within the batch; also the project folder's name. */
  label: string;
  prompt: string;
  /** Overrides for this draft: the file's defaults, then the draft's own settings. */
  settings: Partial<Settings>;
}

const LABEL_WORDS = 5;

/** A label from the prompt when the draft has no name: its first few words. */
export function labelFromPrompt(prompt: string): string {
  const words = prompt
    .replace(/^(please\s+)?(write|create|draft)\s+(me\s+)?(an?\s+|the\s+)?/i, '')
    .split(/\s+/)
    .slice(0, LABEL_WORDS);
  return sanitizeProjectName(words.join(' ')).toLowerCase();
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
  batch.drafts.forEach((draft, index) => {
    const base = draft.name ? sanitizeProjectName(draft.name) : labelFromPrompt(draft.prompt);
    for (let copy = 1; copy <= draft.count; copy++) {
      jobs.push({
        key: draft.count > 1 ? `${index + 1}.${copy}` : `${index + 1}`,
        label: unique(draft.count > 1 ? `${base}-${copy}` : base),
        prompt: draft.prompt,
        settings: { ...batch.defaults, ...draft.settings },
      });
    }
  });
  return jobs;
}
