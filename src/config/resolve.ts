import path from 'node:path';
import { ConfigError } from './errors.js';
import { mergeSettings, type ResolvedSettings, type SettingsLayer } from './merge.js';
import type { Settings } from './schema.js';
import { PROJECT_CONFIG, readConfigFile, settingsFromEnv, userConfigPath } from './sources.js';

export interface ResolveInput {
  /** Settings given as flags on this command line. */
  flags: Partial<Settings>;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** --config: a project config file other than ./writer.config.yaml (it must exist). */
  configPath?: string | undefined;
}

export interface ResolvedConfig extends ResolvedSettings {
  /** The config files that were found and read, lowest priority first. */
  files: string[];
}

/** Settings from, highest first: flags, environment, project config, user config, defaults. */
export async function resolveSettings(input: ResolveInput): Promise<ResolvedConfig> {
  const layers: SettingsLayer[] = [];
  const files: string[] = [];
  const user = await readConfigFile(userConfigPath(input.env));
  if (user) {
    layers.push(user);
    files.push(user.source);
  }
  const projectFile = input.configPath
    ? path.resolve(input.cwd, input.configPath)
    : path.join(input.cwd, PROJECT_CONFIG);
  const project = await readConfigFile(projectFile);
  if (!project && input.configPath) throw new ConfigError(`${projectFile}: no such config file (--config)`);
  if (project) {
    layers.push(project);
    files.push(project.source);
  }
  layers.push(settingsFromEnv(input.env));
  layers.push({ source: 'flag', values: input.flags });
  return { ...mergeSettings(layers), files };
}
