import path from 'node:path';
import { InvalidArgumentError } from 'commander';
import type { RunSettings } from '../config/runSettings.js';
import {
  SETTING_SPECS,
  type SettingKey,
  type Settings,
  SettingValueError,
  specByKey,
  wholeNumber,
} from '../config/schema.js';

/** The options as commander hands them over: settings only when given as flags. */
export interface CliOptions extends Partial<Settings> {
  recover?: string;
  /** The prompt given as --prompt (or after --), taken as written. */
  prompt?: string;
  /** The prompt is in this file ("-": stdin). */
  promptFile?: string;
  config?: string;
  quiet?: boolean;
  verbose?: boolean;
  json?: boolean;
}

/** Commander argument parser for a setting: the same parsing (and messages) as config files and environment. */
export function cliParser<K extends SettingKey>(key: K): (value: string) => Settings[K] {
  return (value: string) => {
    try {
      return specByKey(key).parse(value) as Settings[K];
    } catch (error) {
      if (error instanceof SettingValueError) throw new InvalidArgumentError(`${error.message}.`);
      throw error;
    }
  };
}

/** A whole number of at least 1, for options that are not run settings (e.g. --concurrency). */
export function parsePositiveInt(value: string): number {
  const n = wholeNumber(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number of at least 1.');
  return n;
}

/** The settings given as flags on this command line. */
export function flagValues(options: CliOptions): Partial<Settings> {
  const values: Partial<Settings> = {};
  for (const spec of SETTING_SPECS) {
    const value = options[spec.key];
    if (value !== undefined) (values as Record<string, unknown>)[spec.key] = value;
  }
  return values;
}

/** What one session runs with, from the resolved settings. */
export function runSettingsFrom(
  settings: Settings,
  overrides: { model?: string; targetWords?: number | undefined; budget?: number | undefined; parallel?: number } = {},
): RunSettings {
  const targetWords = overrides.targetWords ?? settings.words;
  return {
    model: overrides.model ?? settings.model,
    outputDir: path.resolve(settings.outputDir),
    maxIterations: settings.maxIterations,
    ...(settings.tokenLimit !== undefined ? { tokenLimit: settings.tokenLimit } : {}),
    compressAt: settings.compressAt,
    keepRecent: settings.keepRecent,
    backupEvery: settings.backupEvery,
    review: settings.review,
    ...(targetWords !== undefined ? { targetWords } : {}),
    ...budgetOf(overrides, settings),
    // Only where the command asks for it: a batch draft or a revision is written by one loop.
    ...(overrides.parallel !== undefined ? { parallel: overrides.parallel } : {}),
  };
}

/** A budget given in overrides (even undefined: batch drafts get only their own) wins over the settings'. */
function budgetOf(overrides: { budget?: number | undefined }, settings: Settings): { budget?: number } {
  const budget = 'budget' in overrides ? overrides.budget : settings.budget;
  return budget !== undefined ? { budget } : {};
}

export interface ApiKey {
  key: string;
  variable: 'GEMINI_API_KEY' | 'GOOGLE_API_KEY';
}

/** GEMINI_API_KEY first, then GOOGLE_API_KEY; empty values do not count. */
export function apiKeyFrom(env: NodeJS.ProcessEnv): ApiKey | undefined {
  for (const variable of ['GEMINI_API_KEY', 'GOOGLE_API_KEY'] as const) {
    const key = env[variable]?.trim();
    if (key) return { key, variable };
  }
  return undefined;
}

/** A port number, 0 for any free one. */
export function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65_535) throw new Error(`"${value}" is not a port (0 to 65535)`);
  return port;
}
