import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Pair } from 'yaml';
import type { SettingsLayer } from './merge.js';
import { SETTING_SPECS, SettingValueError, specByFileKey, type SettingKey, type Settings } from './schema.js';

/** A configuration problem, with where it is: "writer.config.yaml:4: max_iterations must be ...". */
export class ConfigError extends Error {}

export const PROJECT_CONFIG = 'writer.config.yaml';

export function userConfigPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  return path.join(base, 'writer', 'config.yaml');
}

export interface YamlPosition {
  lineOf(offset: number | undefined): number;
}

function positions(counter: LineCounter): YamlPosition {
  return { lineOf: (offset) => (offset === undefined ? 0 : counter.linePos(offset).line) };
}

/**
 * Read settings from the pairs of a YAML map, e.g. a config file's top level
 * or a batch file's `defaults:`. Unknown keys and bad values are errors that
 * name the place and the line.
 */
export function settingsFromYamlPairs(
  pairs: ReadonlyArray<Pair<unknown, unknown>>,
  where: string,
  at: YamlPosition,
  skip: ReadonlySet<string> = new Set(),
): { values: Partial<Settings>; lines: Partial<Record<SettingKey, number>> } {
  const values: Partial<Settings> = {};
  const lines: Partial<Record<SettingKey, number>> = {};
  for (const pair of pairs) {
    const name = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const line = at.lineOf(isScalar(pair.key) ? pair.key.range?.[0] : undefined);
    if (skip.has(name)) continue;
    const spec = specByFileKey(name);
    if (!spec) {
      const known = SETTING_SPECS.map((s) => s.file).join(', ');
      throw new ConfigError(`${where}:${line}: unknown setting "${name}" (known: ${known})`);
    }
    const node = pair.value as { toJSON?: () => unknown } | null;
    const raw = node && typeof node.toJSON === 'function' ? node.toJSON() : node;
    try {
      (values as Record<string, unknown>)[spec.key] = spec.parse(raw);
      lines[spec.key] = line;
    } catch (error) {
      if (error instanceof SettingValueError) throw new ConfigError(`${where}:${line}: ${name} ${error.message}`);
      throw error;
    }
  }
  return { values, lines };
}

/** Parse a config file's text. */
export function parseConfigText(text: string, file: string): SettingsLayer {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const problem = doc.errors[0];
  if (problem) {
    const line = problem.linePos?.[0]?.line ?? counter.linePos(problem.pos[0]).line;
    throw new ConfigError(`${file}:${line}: not valid YAML (${problem.message.split('\n')[0]})`);
  }
  if (doc.contents === null) return { source: file, values: {} };
  if (!isMap(doc.contents)) throw new ConfigError(`${file}:1: expected settings as "name: value" lines`);
  const { values, lines } = settingsFromYamlPairs(doc.contents.items, file, positions(counter));
  const origins = Object.fromEntries(Object.entries(lines).map(([key, line]) => [key, `${file}:${line}`]));
  return { source: file, values, origins };
}

export async function readConfigFile(file: string): Promise<SettingsLayer | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new ConfigError(`${file}: cannot be read (${(error as Error).message})`);
  }
  return parseConfigText(text, file);
}

/** WRITER_* environment variables. */
export function settingsFromEnv(env: NodeJS.ProcessEnv): SettingsLayer {
  const values: Partial<Settings> = {};
  const origins: Partial<Record<SettingKey, string>> = {};
  for (const spec of SETTING_SPECS) {
    const raw = spec.env ? env[spec.env] : undefined;
    if (raw === undefined || raw === '' || !spec.env) continue;
    try {
      (values as Record<string, unknown>)[spec.key] = spec.parse(raw);
      origins[spec.key] = spec.env;
    } catch (error) {
      if (error instanceof SettingValueError) throw new ConfigError(`${spec.env}: ${error.message}`);
      throw error;
    }
  }
  return { source: 'environment', values, origins };
}

/**
 * Load a .env file of the working directory into the environment (variables
 * already set win), with Node's own loader: the API key can live there.
 */
export function loadDotEnv(cwd: string): string | undefined {
  const file = path.join(cwd, '.env');
  if (!existsSync(file)) return undefined;
  try {
    process.loadEnvFile(file);
    return file;
  } catch (error) {
    throw new ConfigError(`${file}: cannot be read (${(error as Error).message})`);
  }
}
