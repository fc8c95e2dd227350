import { type ResolvedConfig, resolveSettings } from '../config/resolve.js';
import { type DotEnv, loadDotEnv } from '../config/sources.js';
import { type CliOptions, flagValues } from './options.js';

/**
 * Settings for a command: .env loaded first (it may hold the key), then
 * flags over environment over config files over defaults. A ConfigError
 * carries the file and line of the bad value.
 */
export async function settingsForCommand(options: CliOptions): Promise<ResolvedConfig & { dotEnv?: DotEnv }> {
  const cwd = process.cwd();
  const dotEnv = loadDotEnv(cwd);
  const resolved = await resolveSettings({
    flags: flagValues(options),
    env: process.env,
    cwd,
    configPath: options.config,
  });
  return { ...resolved, ...(dotEnv ? { dotEnv } : {}) };
}
