import { DEFAULT_SETTINGS, SETTING_SPECS, type SettingKey, type Settings } from './schema.js';

/** Values from one place settings come from ("flag", "WRITER_MODEL", "./writer.config.yaml", ...). */
export interface SettingsLayer {
  source: string;
  values: Partial<Settings>;
  /** Per key, a more precise source (an environment variable's name, a file and line). */
  origins?: Partial<Record<SettingKey, string>>;
}

export interface ResolvedSettings {
  settings: Settings;
  /** Where each setting's value came from. */
  sources: Record<SettingKey, string>;
}

/**
 * Merge layers given lowest priority first (defaults, user file, project
 * file, environment, flags). Later layers win key by key; the price table is
 * merged per model, so a config file can correct one price without copying
 * the whole table.
 */
export function mergeSettings(layers: readonly SettingsLayer[]): ResolvedSettings {
  const settings: Settings = { ...DEFAULT_SETTINGS, prices: { ...DEFAULT_SETTINGS.prices } };
  // Every setting has a source, the optional ones (base_url, token_limit, words) included.
  const sources = Object.fromEntries(SETTING_SPECS.map((spec) => [spec.key, 'default'])) as Record<SettingKey, string>;
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer.values) as Array<[SettingKey, Settings[SettingKey]]>) {
      if (value === undefined) continue;
      if (key === 'prices') settings.prices = { ...settings.prices, ...(value as Settings['prices']) };
      else (settings as unknown as Record<string, unknown>)[key] = value;
      sources[key] = layer.origins?.[key] ?? layer.source;
    }
  }
  return { settings, sources };
}
