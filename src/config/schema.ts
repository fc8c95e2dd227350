import { didYouMean } from '../util/didYouMean.js';
import { usd } from '../util/money.js';
import { DEFAULT_PRICES, type ModelPrice, type PriceTable } from './prices.js';

/**
 * Every setting a run takes, with its name in config files (snake_case), its
 * environment variable and how to read a value from any of them. Flags,
 * environment, project and user config files all pass through these parsers,
 * so a bad value gets the same message wherever it came from.
 */

export interface Settings {
  model: string;
  maxIterations: number;
  outputDir: string;
  baseUrl?: string;
  tokenLimit?: number;
  compressAt: number;
  keepRecent: number;
  backupEvery: number;
  words?: number;
  maxRetries: number;
  /** Milliseconds. */
  maxWait: number;
  /** Longest silence of a request (no reply, no chunk), milliseconds. */
  requestTimeout: number;
  /** Longest a whole request may take, however steadily it streams. */
  totalTimeout: number;
  retryDelay: number;
  showThinking: boolean;
  /** The review pass before a planned work is accepted as finished. */
  review: boolean;
  prices: PriceTable;
  /** Language of the work (a BCP 47 tag), for exported books' metadata; unset means English. */
  lang?: string;
  /** The author's name, for exported books' metadata and title page; unset means none. */
  author?: string;
  /** Most USD this run may spend (in batch: the whole batch); unset: no limit. */
  budget?: number;
  /** Chapters drafted at once by chapter sessions (1: the one loop writes them in turn). */
  parallel: number;
  /** Most model turns of one chapter session (--parallel). */
  chapterMaxIterations: number;
  /** `writer check`'s settings: findings the author meant (by category, name or phrase) are not shown. */
  check?: CheckSettings;
}

export interface CheckSettings {
  ignore: string[];
}

export type SettingKey = keyof Settings;

export class SettingValueError extends Error {
  /** Where inside a nested value the problem is (["gemini-3-pro-preview", "input"]), for its line number. */
  constructor(
    message: string,
    readonly path: readonly string[] = [],
  ) {
    super(message);
  }
}

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  throw new SettingValueError(
    `expected a value like "10" or "text", got ${Array.isArray(value) ? 'a list' : typeof value}`,
  );
}

/**
 * A whole number written in digits ("40", "1,000", "1_000"), or NaN. Number()
 * alone would also take "0x10", "1e3" and "0b11" as 16, 1000 and 3: a typo
 * would then become a setting nobody meant.
 */
export function wholeNumber(text: string): number {
  const digits = text.trim().replace(/[_,]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

function integer(min: number, max = Number.MAX_SAFE_INTEGER): (value: unknown) => number {
  return (value) => {
    const n = wholeNumber(asText(value));
    if (!Number.isSafeInteger(n) || n < min)
      throw new SettingValueError(
        max < Number.MAX_SAFE_INTEGER
          ? `must be a whole number from ${min} to ${max}`
          : `must be a whole number of at least ${min}`,
      );
    if (n > max) throw new SettingValueError(`must be a whole number from ${min} to ${max}`);
    return n;
  };
}

/**
 * The most chapter sessions at once (--parallel). More would not be faster: every session's requests share
 * the key's rate limit (a paid tier's requests per minute are spent in seconds by 16 sessions that each send
 * a request every few seconds), each session holds its own history in memory (8 took 137 MB in the bench),
 * and the chapter board shows one line per running session.
 */
export const MAX_PARALLEL = 16;

/**
 * A count of words or tokens: "30000", "30,000", "30k", "1.5m", as --compress-at
 * takes "190k": a person writes a novel's length the way they say it.
 */
function count(min: number): (value: unknown) => number {
  return (value) => {
    const match = /^(\d+(?:\.\d+)?)\s*([km]?)$/i.exec(asText(value).replace(/[_,]/g, ''));
    const n = match ? Number(match[1]) * (match[2]?.toLowerCase() === 'k' ? 1e3 : match[2] ? 1e6 : 1) : Number.NaN;
    if (!Number.isInteger(n) || n < min)
      throw new SettingValueError(`must be a whole number of at least ${min}, e.g. 30000 or 30k`);
    return n;
  };
}

/**
 * A share of the limit ("0.9") or a token count ("190k", "190000", "1.5m"):
 * a count lets a user stay under a price tier whatever the window.
 */
function ratioOrTokens(value: unknown): number {
  const match = /^(\d+(?:\.\d+)?)\s*([km]?)$/i.exec(asText(value).replace(/[_,]/g, ''));
  const n = match ? Number(match[1]) * (match[2]?.toLowerCase() === 'k' ? 1e3 : match[2] ? 1e6 : 1) : Number.NaN;
  if (match && !match[2] && n > 0 && n <= 1) return n;
  if (Number.isInteger(n) && n >= 1_000) return n;
  throw new SettingValueError(
    'must be a number above 0 and at most 1 (a share of the limit, e.g. 0.9) or a token count of at least 1000 (e.g. 190k)',
  );
}

/**
 * US dollars as a plain decimal: "5", "2.50", "0.10", "$5". Number() alone
 * would also take "0x10" (16), "1e3" and "Infinity": a typo must not become a
 * budget many times what was meant.
 */
function dollars(value: unknown): number {
  const match = /^\$?(\d+(?:\.\d+)?|\.\d+)$/.exec(asText(value));
  const n = match ? Number(match[1]) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0)
    throw new SettingValueError('must be an amount of US dollars above 0, written as a plain decimal, e.g. 5 or 2.50');
  return n;
}

/** "10m", "90s", "250ms", "1.5h"; a bare number is seconds. */
export function duration(value: unknown): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/.exec(asText(value));
  if (!match) throw new SettingValueError('must be a duration like 90s, 10m or 250ms');
  return Math.round(Number(match[1]) * (DURATION_UNITS[match[2] ?? 's'] as number));
}

function text(value: unknown): string {
  const t = asText(value);
  if (t === '') throw new SettingValueError('must not be empty');
  return t;
}

function url(value: unknown): string {
  const t = text(value);
  try {
    new URL(t);
  } catch {
    throw new SettingValueError('must be a URL like http://127.0.0.1:8080');
  }
  return t;
}

/** "en", "fr", "pt-BR", "zh-Hant": what EPUB, DOCX and HTML accept as a language. */
function languageTag(value: unknown): string {
  const t = text(value);
  if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(t))
    throw new SettingValueError('must be a language tag like en, fr or pt-BR');
  return t;
}

function boolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  const t = asText(value).toLowerCase();
  if (['true', 'yes', '1', 'on'].includes(t)) return true;
  if (['false', 'no', '0', 'off'].includes(t)) return false;
  throw new SettingValueError('must be true or false');
}

const PRICE_FIELDS: Record<string, keyof ModelPrice> = {
  input: 'input',
  output: 'output',
  cached: 'cached',
  long_above: 'longAbove',
  input_long: 'inputLong',
  output_long: 'outputLong',
  cached_long: 'cachedLong',
};

function prices(value: unknown): PriceTable {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SettingValueError(
      'must map model names to prices, e.g. { gemini-3-flash-preview: { input: 0.5, output: 3, cached: 0.05 } }',
    );
  }
  const table: PriceTable = {};
  for (const [model, row] of Object.entries(value)) {
    if (typeof row !== 'object' || row === null)
      throw new SettingValueError(`of ${model} must be an object with input, output and cached`, [model]);
    const price: Partial<ModelPrice> = {};
    for (const [field, amount] of Object.entries(row)) {
      const key = PRICE_FIELDS[field];
      if (!key)
        throw new SettingValueError(
          `of ${model}: unknown field "${field}" (known: ${Object.keys(PRICE_FIELDS).join(', ')})`,
          [model, field],
        );
      if (typeof amount !== 'number' || amount < 0)
        throw new SettingValueError(
          `of ${model}: ${field} must be a number of dollars per million tokens, at least 0`,
          [model, field],
        );
      price[key] = amount;
    }
    if (price.input === undefined || price.output === undefined)
      throw new SettingValueError(`of ${model} need at least input and output`, [model]);
    table[model] = { cached: price.input, ...price } as ModelPrice;
  }
  return table;
}

const CHECK_FIELDS = ['ignore'];

/** `check: { ignore: [repetition, "Tilly", "timeline: 2 January"] }`: a list of categories, names or phrases. */
function checkSettings(value: unknown): CheckSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SettingValueError('must be a map, e.g. { ignore: [repetition, "Tilly"] }');
  const out: CheckSettings = { ignore: [] };
  for (const [field, entry] of Object.entries(value)) {
    if (!CHECK_FIELDS.includes(field))
      throw new SettingValueError(
        `has an unknown field "${field}".${didYouMean(field, CHECK_FIELDS)} (known: ${CHECK_FIELDS.join(', ')})`,
        [field],
      );
    const list = Array.isArray(entry) ? entry : [entry];
    for (const item of list) {
      if ((typeof item !== 'string' && typeof item !== 'number') || String(item).trim() === '')
        throw new SettingValueError(
          'ignore must be a list of categories, names or phrases, e.g. [repetition, "Tilly"]',
          [field],
        );
      out.ignore.push(String(item).trim());
    }
  }
  return out;
}

/** One setting: where it is read from, how its value is parsed and shown, typed by its key. */
interface SpecOf<K extends SettingKey> {
  key: K;
  /** Name in config files and batch files. */
  file: string;
  /** Environment variable, when the setting can come from one. */
  env?: string;
  parse(value: unknown): NonNullable<Settings[K]>;
  /** How `writer config` shows a value. */
  show?(value: NonNullable<Settings[K]>): string;
}

/** A spec per key (a mapped type), so each parser and display function fits its own setting's type. */
export type SettingSpec = { [K in SettingKey]: SpecOf<K> }[SettingKey];

/** A setting's value as `writer config` shows it; undefined when it is not set. */
export function showSetting<K extends SettingKey>(spec: SpecOf<K>, value: Settings[K] | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  return spec.show ? spec.show(value) : String(value);
}

export const showDuration = (ms: number) =>
  ms % 60_000 === 0 ? `${ms / 60_000}m` : ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`;

export const SETTING_SPECS: readonly SettingSpec[] = [
  { key: 'model', file: 'model', env: 'WRITER_MODEL', parse: text },
  { key: 'maxIterations', file: 'max_iterations', env: 'WRITER_MAX_ITERATIONS', parse: integer(1) },
  { key: 'outputDir', file: 'output_dir', env: 'WRITER_OUTPUT_DIR', parse: text },
  { key: 'baseUrl', file: 'base_url', env: 'WRITER_BASE_URL', parse: url },
  { key: 'tokenLimit', file: 'token_limit', env: 'WRITER_TOKEN_LIMIT', parse: count(1) },
  { key: 'compressAt', file: 'compress_at', env: 'WRITER_COMPRESS_AT', parse: ratioOrTokens },
  { key: 'keepRecent', file: 'keep_recent', env: 'WRITER_KEEP_RECENT', parse: integer(1) },
  { key: 'backupEvery', file: 'backup_every', env: 'WRITER_BACKUP_EVERY', parse: integer(0) },
  { key: 'words', file: 'words', env: 'WRITER_WORDS', parse: count(1) },
  { key: 'maxRetries', file: 'max_retries', env: 'WRITER_MAX_RETRIES', parse: integer(0) },
  {
    key: 'maxWait',
    file: 'max_wait',
    env: 'WRITER_MAX_WAIT',
    parse: duration,
    show: showDuration,
  },
  {
    key: 'requestTimeout',
    file: 'request_timeout',
    env: 'WRITER_REQUEST_TIMEOUT',
    parse: duration,
    show: showDuration,
  },
  {
    key: 'totalTimeout',
    file: 'total_timeout',
    env: 'WRITER_TOTAL_TIMEOUT',
    parse: duration,
    show: showDuration,
  },
  {
    key: 'retryDelay',
    file: 'retry_delay',
    env: 'WRITER_RETRY_DELAY',
    parse: duration,
    show: showDuration,
  },
  { key: 'showThinking', file: 'show_thinking', env: 'WRITER_SHOW_THINKING', parse: boolean },
  { key: 'lang', file: 'lang', env: 'WRITER_LANG', parse: languageTag },
  { key: 'author', file: 'author', env: 'WRITER_AUTHOR', parse: text },
  { key: 'review', file: 'review', env: 'WRITER_REVIEW', parse: boolean },
  {
    key: 'budget',
    file: 'budget',
    env: 'WRITER_BUDGET',
    parse: dollars,
    show: usd,
  },
  { key: 'parallel', file: 'parallel', env: 'WRITER_PARALLEL', parse: integer(1, MAX_PARALLEL) },
  {
    key: 'chapterMaxIterations',
    file: 'chapter_max_iterations',
    env: 'WRITER_CHAPTER_MAX_ITERATIONS',
    parse: integer(1),
  },
  {
    key: 'check',
    file: 'check',
    parse: checkSettings,
    show: (check: CheckSettings) =>
      check.ignore.length === 0 ? 'ignore nothing' : `ignore ${check.ignore.map((i) => JSON.stringify(i)).join(', ')}`,
  },
  {
    key: 'prices',
    file: 'prices',
    parse: prices,
    show: (table: PriceTable) => `${Object.keys(table).length} models`,
  },
];

export const DEFAULT_SETTINGS: Settings = {
  model: 'gemini-3-flash-preview',
  maxIterations: 300,
  outputDir: './output',
  compressAt: 0.9,
  keepRecent: 10,
  backupEvery: 50,
  maxRetries: 8,
  maxWait: 10 * 60_000,
  requestTimeout: 2 * 60_000,
  totalTimeout: 30 * 60_000,
  retryDelay: 1_000,
  showThinking: false,
  review: true,
  prices: DEFAULT_PRICES,
  parallel: 1,
  chapterMaxIterations: 40,
};

export function specByFileKey(name: string): SettingSpec | undefined {
  return SETTING_SPECS.find((spec) => spec.file === name);
}

export function specByKey(key: SettingKey): SettingSpec {
  return SETTING_SPECS.find((spec) => spec.key === key) as SettingSpec;
}
