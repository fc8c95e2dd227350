import { ConfigError } from '../config/errors.js';
import { type ResolvedConfig, resolveSettings } from '../config/resolve.js';
import { type DotEnv, loadDotEnv } from '../config/sources.js';
import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
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

/**
 * The settings of a command, or the exit code of a usage error when they are wrong (the error, with its file and
 * line, printed): every command refuses a bad setting the same way, before it does anything else.
 */
export async function settingsOrExit(options: CliOptions): Promise<(ResolvedConfig & { dotEnv?: DotEnv }) | number> {
  return usageOnConfigError(() => settingsForCommand(options));
}

/** `work`'s value, or exit 2 when it throws a ConfigError (printed); any other error goes on. */
export async function usageOnConfigError<T>(work: () => Promise<T>): Promise<T | number> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    printError(error.message);
    return EXIT.usage;
  }
}
