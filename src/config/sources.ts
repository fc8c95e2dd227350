import { existsSync, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errnoCode, errorMessage } from '../util/errors.js';
import { ConfigError } from './errors.js';
import type { SettingsLayer } from './merge.js';
import { SETTING_SPECS, type SettingKey, type Settings, SettingValueError } from './schema.js';

export const PROJECT_CONFIG = 'writer.config.yaml';

export function userConfigPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  return path.join(base, 'writer', 'config.yaml');
}

export async function readConfigFile(file: string): Promise<SettingsLayer | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return undefined;
    throw new ConfigError(`${file}: cannot be read (${errorMessage(error)})`);
  }
  // The YAML parser loads only when there is a file to read: most runs have none.
  const { parseConfigText } = await import('./yamlSettings.js');
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

/** A .env file that was read, and the variables it set (the ones not already set). */
export interface DotEnv {
  file: string;
  names: string[];
}

/**
 * Load a .env file of the working directory into the environment (variables
 * already set win), with Node's own loader: the API key can live there.
 */
export function loadDotEnv(cwd: string, env: NodeJS.ProcessEnv = process.env): DotEnv | undefined {
  const file = path.join(cwd, '.env');
  if (!existsSync(file)) return undefined;
  const before = new Set(Object.keys(env).filter((name) => env[name] !== undefined));
  try {
    process.loadEnvFile(file);
  } catch (error) {
    throw new ConfigError(`${file}: cannot be read (${errorMessage(error)})`);
  }
  return { file, names: Object.keys(env).filter((name) => !before.has(name) && env[name] !== undefined) };
}
