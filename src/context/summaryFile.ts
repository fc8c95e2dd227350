import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { TokenUsage } from '../model/types.js';
import { createUniqueFile } from '../util/atomicWrite.js';
import { fileStamp } from '../util/files.js';
import { redactSecret } from '../util/secrets.js';
import { formatNumber } from '../util/words.js';

/**
 * `.context_summary_YYYYMMDD_HHMMSS.md` files: written at every compression
 * and every backup, never overwritten, readable by people, and enough on
 * their own to resume a session (`writer --recover <file>`). The machine
 * readable header sits in an HTML comment so the markdown stays clean.
 */

export type SummaryReason =
  | 'compression'
  | 'backup'
  | 'max-iterations'
  | 'budget'
  | 'interrupted'
  | 'error'
  | 'incomplete'
  | 'done';

export interface SummaryMeta {
  generatedAt: string;
  model: string;
  prompt: string;
  projectDir: string;
  iteration: number;
  tokensBefore: number;
  tokensAfter: number;
  reason: SummaryReason;
  targetWords?: number;
  /** Token totals of every request so far, and how many requests: a resume from this file carries them on. */
  usage?: TokenUsage;
  requests?: number;
}

export const SUMMARY_PREFIX = '.context_summary_';
const META_OPEN = '<!-- writer:meta ';
const META_CLOSE = '-->';
const SUMMARY_HEADING = '## Summary';

/** A summary file's name: its time to the second, and a number from the second file of that second on. */
const SUMMARY_NAME = /^\.context_summary_(\d{8}_\d{6})(?:_(\d+))?\.md$/;

export function summaryFileName(date: Date, n: number): string {
  return `${SUMMARY_PREFIX}${fileStamp(date)}${n > 1 ? `_${n}` : ''}.md`;
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

export function renderSummaryFile(meta: SummaryMeta, summary: string): string {
  // "--" cannot appear inside an HTML comment; JSON escapes keep the header one line.
  const header = JSON.stringify(meta).replace(/--/g, '-\\u002d');
  return [
    `${META_OPEN}${header} ${META_CLOSE}`,
    '# Context summary',
    '',
    `- Generated at: ${meta.generatedAt}`,
    `- Model: ${meta.model}`,
    `- Project folder: ${meta.projectDir}`,
    `- Iteration: ${meta.iteration}`,
    `- Tokens before: ${formatNumber(meta.tokensBefore)}`,
    `- Tokens after: ${formatNumber(meta.tokensAfter)}`,
    `- Reason: ${meta.reason}`,
    ...(meta.usage
      ? [
          `- Tokens used so far: ${formatNumber(meta.usage.promptTokens)} prompt (${formatNumber(meta.usage.cachedTokens)} cached), ${formatNumber(meta.usage.outputTokens)} output, ${formatNumber(meta.usage.thoughtTokens)} thinking, in ${formatNumber(meta.requests ?? 0)} requests`,
        ]
      : []),
    '',
    '## Original prompt',
    '',
    quote(meta.prompt),
    '',
    SUMMARY_HEADING,
    '',
    summary.trim(),
    '',
  ].join('\n');
}

export interface ParsedSummaryFile {
  meta: Partial<SummaryMeta>;
  summary: string;
}

/** The fields of a header line, or none when the line is no header: missing, cut, not JSON, or not an object. */
function headerMeta(firstLine: string): Partial<SummaryMeta> {
  if (!firstLine.startsWith(META_OPEN) || !firstLine.endsWith(META_CLOSE)) return {};
  try {
    const value: unknown = JSON.parse(firstLine.slice(META_OPEN.length, -META_CLOSE.length));
    return typeof value === 'object' && value !== null ? (value as Partial<SummaryMeta>) : {};
  } catch {
    return {};
  }
}

/**
 * Read a summary file back. Tolerates hand edits: a missing header leaves meta empty, and line ends an editor
 * turned into CRLF read as writer wrote them.
 */
export function parseSummaryFile(file: string): ParsedSummaryFile {
  const text = file.replace(/\r\n/g, '\n');
  // split with a limit of 1 always returns one element.
  const meta = headerMeta(text.split('\n', 1)[0] as string);
  const at = text.indexOf(`\n${SUMMARY_HEADING}\n`);
  const summary = at >= 0 ? text.slice(at + SUMMARY_HEADING.length + 2).trim() : text.trim();
  return { meta, summary };
}

export async function writeSummaryFile(projectDir: string, meta: SummaryMeta, summary: string): Promise<string> {
  const date = new Date(meta.generatedAt);
  // The API key never reaches a file, even if the model repeated it.
  const text = redactSecret(renderSummaryFile(meta, summary));
  return createUniqueFile((n) => path.join(projectDir, summaryFileName(date, n)), text);
}

/** The newest summary file in a project folder, by the time in its name. */
export async function newestSummaryFile(projectDir: string): Promise<string | undefined> {
  // Only names writer gives (summaryFileName): a copy such as "….md.md" or a note of the user's is no summary.
  const names = (await fs.readdir(projectDir)).filter((name) => SUMMARY_NAME.test(name));
  if (names.length === 0) return undefined;
  // By the time (YYYYMMDDHHMMSS as a number), then by the number of the file within its second.
  const order = (name: string): [number, number] => {
    const match = SUMMARY_NAME.exec(name) as RegExpExecArray;
    return [Number((match[1] as string).replace('_', '')), Number(match[2] ?? 1)];
  };
  names.sort((a, b) => {
    const [ta, na] = order(a);
    const [tb, nb] = order(b);
    return ta - tb || na - nb;
  });
  return path.join(projectDir, names[names.length - 1] as string);
}
