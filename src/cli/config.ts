import { ConfigError } from '../config/errors.js';
import { SETTING_SPECS, type SettingKey, type Settings } from '../config/schema.js';
import { PROJECT_CONFIG, userConfigPath } from '../config/sources.js';
import { makeChalk } from '../ui/consoleReporter.js';
import { maskKey } from '../util/secrets.js';
import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
import { apiKeyFrom } from './options.js';
import { settingsForCommand } from './settings.js';

function show(key: SettingKey, value: Settings[SettingKey] | undefined): string {
  if (value === undefined) return '(not set)';
  const spec = SETTING_SPECS.find((s) => s.key === key);
  return spec?.show ? spec.show(value as never) : String(value);
}

/** `writer config`: the effective settings and where each came from. */
export async function configCommand(configPath: string | undefined): Promise<number> {
  const c = makeChalk(process.stdout, process.env);
  let resolved: Awaited<ReturnType<typeof settingsForCommand>>;
  try {
    resolved = await settingsForCommand(configPath ? { config: configPath } : {});
  } catch (error) {
    if (error instanceof ConfigError) {
      printError(error.message);
      return EXIT.usage;
    }
    throw error;
  }
  const width = Math.max(...SETTING_SPECS.map((spec) => spec.file.length));
  const lines = SETTING_SPECS.map(
    (spec) =>
      `${spec.file.padEnd(width)}  ${show(spec.key, resolved.settings[spec.key]).padEnd(24)}  ${c.dim(resolved.sources[spec.key])}`,
  );
  const key = apiKeyFrom(process.env);
  lines.push(
    `${'api_key'.padEnd(width)}  ${(key ? maskKey(key.key) : '(not set)').padEnd(24)}  ${c.dim(key ? key.source : 'set GEMINI_API_KEY')}`,
  );
  lines.push('');
  lines.push(`Config files, highest first: ${configPath ?? `./${PROJECT_CONFIG}`}, ${userConfigPath()}`);
  lines.push(resolved.files.length > 0 ? `Read: ${resolved.files.join(', ')}` : 'Read: none found');
  process.stdout.write(`${lines.join('\n')}\n`);
  return EXIT.done;
}
