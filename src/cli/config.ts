import { SETTING_SPECS, type SettingKey, type SettingSpec, type Settings, showSetting } from '../config/schema.js';
import { PROJECT_CONFIG, userConfigPath } from '../config/sources.js';
import { makeChalk } from '../ui/consoleReporter.js';
import { maskKey } from '../util/secrets.js';
import { EXIT } from './exitCodes.js';
import { apiKeyFrom, type CliOptions } from './options.js';
import { settingsOrExit } from './settings.js';

/** What an unset optional setting means in a run. */
const UNSET: Partial<Record<SettingKey, string>> = {
  baseUrl: "(Google's API)",
  tokenLimit: "(the model's input limit)",
  words: '(read from the prompt)',
  lang: '(en)',
};

function show(spec: SettingSpec, value: Settings[SettingKey] | undefined): string {
  return showSetting(spec, value) ?? UNSET[spec.key] ?? '(not set)';
}

/** "flag" becomes the flag itself, so the line says which one. */
function sourceOf(spec: SettingSpec, source: string): string {
  return source === 'flag' ? `--${spec.file.replace(/_/g, '-')}` : source;
}

/** `writer config`: the effective settings and where each came from. */
export async function configCommand(options: CliOptions): Promise<number> {
  const c = makeChalk(process.stdout, process.env);
  const resolved = await settingsOrExit(options);
  if (typeof resolved === 'number') return resolved;
  const rows: Array<[string, string, string]> = SETTING_SPECS.map((spec) => [
    spec.file,
    show(spec, resolved.settings[spec.key]),
    sourceOf(spec, resolved.sources[spec.key]),
  ]);
  // Without base_url the SDK reads GOOGLE_GEMINI_BASE_URL itself: show that, since it is what a run uses.
  const sdkBaseUrl = process.env.GOOGLE_GEMINI_BASE_URL;
  const baseUrlRow = rows.find((row) => row[0] === 'base_url');
  if (baseUrlRow && resolved.settings.baseUrl === undefined && sdkBaseUrl) {
    baseUrlRow[1] = sdkBaseUrl;
    baseUrlRow[2] = resolved.dotEnv?.names.includes('GOOGLE_GEMINI_BASE_URL')
      ? `GOOGLE_GEMINI_BASE_URL in ${resolved.dotEnv.file}`
      : 'GOOGLE_GEMINI_BASE_URL';
  }
  const key = apiKeyFrom(process.env);
  const keySource = !key
    ? 'set GEMINI_API_KEY'
    : resolved.dotEnv?.names.includes(key.variable)
      ? `${key.variable} in ${resolved.dotEnv.file}`
      : key.variable;
  rows.push(['api_key', key ? maskKey(key.key) : '(not set)', keySource]);

  const width = Math.max(...rows.map((row) => row[0].length));
  const valueWidth = Math.max(24, ...rows.map((row) => row[1].length));
  const lines = rows.map(
    ([name, value, source]) => `${name.padEnd(width)}  ${value.padEnd(valueWidth)}  ${c.dim(source)}`,
  );
  lines.push('');
  lines.push(`Config files, highest first: ${options.config ?? `./${PROJECT_CONFIG}`}, ${userConfigPath()}`);
  lines.push(resolved.files.length > 0 ? `Read: ${resolved.files.join(', ')}` : 'Read: none found');
  process.stdout.write(`${lines.join('\n')}\n`);
  return EXIT.done;
}
