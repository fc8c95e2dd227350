import { InvalidArgumentError } from 'commander';
import path from 'node:path';
import type { RunSettings } from '../agent/session.js';

/** Defaults of every run option, in one place. */
export const DEFAULTS = {
  model: 'gemini-3-flash-preview',
  maxIterations: 300,
  outputDir: './output',
  compressAt: 0.9,
  keepRecent: 10,
  backupEvery: 50,
  maxRetries: 8,
  maxWait: '10m',
  requestTimeout: '10m',
  retryDelay: '1s',
} as const;

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/** "10m", "90s", "250ms", "1.5h"; a bare number is seconds. */
export function parseDurationMs(value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h)?\s*$/.exec(value);
  if (!match) throw new InvalidArgumentError('must be a duration like 90s, 10m or 250ms.');
  return Math.round(Number(match[1]) * (DURATION_UNITS[match[2] ?? 's'] as number));
}

export function parsePositiveInt(value: string): number {
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number of at least 1.');
  return n;
}

export function parseNonNegativeInt(value: string): number {
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('must be a whole number (0 or more).');
  return n;
}

export function parseRatio(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || n > 1) throw new InvalidArgumentError('must be a number above 0 and at most 1, e.g. 0.9.');
  return n;
}

/** The options as commander hands them over. */
export interface CliOptions {
  model: string;
  maxIterations: number;
  outputDir: string;
  baseUrl?: string;
  tokenLimit?: number;
  compressAt: number;
  keepRecent: number;
  backupEvery: number;
  recover?: string;
  words?: number;
  maxRetries: number;
  maxWait: number;
  requestTimeout: number;
  retryDelay: number;
}

export function settingsFrom(options: CliOptions, model = options.model, targetWords = options.words): RunSettings {
  return {
    model,
    ...(targetWords !== undefined ? { targetWords } : {}),
    outputDir: path.resolve(options.outputDir),
    maxIterations: options.maxIterations,
    ...(options.tokenLimit !== undefined ? { tokenLimit: options.tokenLimit } : {}),
    compressAt: options.compressAt,
    keepRecent: options.keepRecent,
    backupEvery: options.backupEvery,
  };
}

/** GEMINI_API_KEY first, then GOOGLE_API_KEY; empty values do not count. */
export function apiKeyFrom(env: NodeJS.ProcessEnv): string | undefined {
  const key = env.GEMINI_API_KEY?.trim() || env.GOOGLE_API_KEY?.trim();
  return key ? key : undefined;
}
