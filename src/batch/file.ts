import type { Pair, YAMLMap } from 'yaml';
import { ConfigError } from '../config/errors.js';
import type { Settings } from '../config/schema.js';
import { parseYaml, settingsFromYamlPairs, type YamlPosition } from '../config/yamlSettings.js';
import { didYouMean } from '../util/didYouMean.js';
import { yaml } from '../util/yaml.js';

/**
 * A batch file: many drafts to write, each a prompt with optional name,
 * count and run settings; `defaults` apply to every draft. Every problem is
 * reported with its line before anything runs.
 */

export interface DraftSpec {
  prompt: string;
  name?: string;
  count: number;
  settings: Partial<Settings>;
  /** Line of the draft in the file, for messages. */
  line: number;
}

export interface BatchFile {
  concurrency?: number;
  defaults: Partial<Settings>;
  drafts: DraftSpec[];
}

const TOP_KEYS = new Set(['concurrency', 'defaults', 'drafts']);
const DRAFT_KEYS = new Set(['prompt', 'name', 'count']);

function keyOf(pair: Pair<unknown, unknown>): string {
  return yaml().isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
}

function lineOfKey(pair: Pair<unknown, unknown>, at: YamlPosition): number {
  return at.lineOf(yaml().isScalar(pair.key) ? pair.key.range?.[0] : undefined);
}

function positiveInt(value: unknown, where: string): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${where} must be a whole number of at least 1`);
  return n;
}

function parseDraft(node: unknown, index: number, file: string, at: YamlPosition): DraftSpec {
  const line = at.lineOf((node as { range?: [number] }).range?.[0]);
  if (!yaml().isMap(node))
    throw new ConfigError(`${file}:${line}: draft ${index + 1} must be a map with at least "prompt: ..."`);
  const map = node as YAMLMap<unknown, unknown>;
  const draft: DraftSpec = { prompt: '', count: 1, settings: {}, line };
  for (const pair of map.items) {
    const key = keyOf(pair);
    if (!DRAFT_KEYS.has(key)) continue;
    const value = yaml().isScalar(pair.value) ? pair.value.value : pair.value;
    const where = `${file}:${lineOfKey(pair, at)}: ${key}`;
    if (key === 'prompt') {
      if (typeof value !== 'string' || value.trim() === '')
        throw new ConfigError(`${where} must be the text of the prompt`);
      draft.prompt = value.trim();
    } else if (key === 'name') {
      if (typeof value !== 'string' && typeof value !== 'number')
        throw new ConfigError(`${where} must be a short label`);
      draft.name = String(value).trim();
    } else draft.count = positiveInt(value, where);
  }
  if (draft.prompt === '') throw new ConfigError(`${file}:${line}: draft ${index + 1} has no prompt`);
  draft.settings = settingsFromYamlPairs(map.items, file, at, DRAFT_KEYS).values;
  return draft;
}

export function parseBatchFile(text: string, file: string): BatchFile {
  const { doc, at } = parseYaml(text, file);
  if (!yaml().isMap(doc.contents)) throw new ConfigError(`${file}:1: expected "drafts:" with a list of drafts`);
  const batch: BatchFile = { defaults: {}, drafts: [] };
  let sawDrafts = false;
  for (const pair of doc.contents.items) {
    const key = keyOf(pair);
    const line = lineOfKey(pair, at);
    if (!TOP_KEYS.has(key))
      throw new ConfigError(
        `${file}:${line}: unknown key "${key}".${didYouMean(key, [...TOP_KEYS])} (known: concurrency, defaults, drafts)`,
      );
    if (key === 'concurrency')
      batch.concurrency = positiveInt(
        yaml().isScalar(pair.value) ? pair.value.value : pair.value,
        `${file}:${line}: concurrency`,
      );
    else if (key === 'defaults') {
      // `defaults:` with nothing under it (its lines commented out) is an empty map: YAML gives a null scalar.
      if (pair.value === null || (yaml().isScalar(pair.value) && pair.value.value === null)) continue;
      if (!yaml().isMap(pair.value)) throw new ConfigError(`${file}:${line}: defaults must be a map of run settings`);
      batch.defaults = settingsFromYamlPairs(pair.value.items, file, at).values;
    } else {
      sawDrafts = true;
      if (!yaml().isSeq(pair.value) || pair.value.items.length === 0)
        throw new ConfigError(`${file}:${line}: drafts must be a list with at least one draft`);
      batch.drafts = pair.value.items.map((item, index) => parseDraft(item, index, file, at));
    }
  }
  if (!sawDrafts) throw new ConfigError(`${file}:1: no "drafts:" list`);
  return batch;
}
