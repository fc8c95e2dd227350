import type { Content, FunctionCall, FunctionResponse } from '@google/genai';
import { formatNumber } from '../util/words.js';

/**
 * History rendered as plain text for the summarizer. Long file contents are
 * shortened to their opening and ending (the files themselves stay on disk);
 * thought text and signatures are left out, they mean nothing to a summary.
 */

const KEEP_HEAD = 1_500;
const KEEP_TAIL = 500;

export function shorten(text: string, head = KEEP_HEAD, tail = KEEP_TAIL): string {
  if (text.length <= head + tail + 50) return text;
  const omitted = text.length - head - tail;
  return `${text.slice(0, head)}\n[... ${formatNumber(omitted)} characters omitted ...]\n${text.slice(-tail)}`;
}

function renderValue(value: unknown): string {
  if (typeof value === 'string') return shorten(value);
  return shorten(JSON.stringify(value));
}

function renderCall(call: FunctionCall): string {
  const args = Object.entries(call.args ?? {})
    .map(([key, value]) => `  ${key}: ${renderValue(value)}`)
    .join('\n');
  return `[call ${call.name ?? ''}]\n${args}`;
}

function renderResult(result: FunctionResponse): string {
  return `[result of ${result.name ?? ''}] ${renderValue(result.response ?? {})}`;
}

export function renderMessage(content: Content): string {
  // Streamed text arrives in parts cut anywhere, even inside a word: text parts are joined as sent,
  // and only calls and results start a new line.
  let body = '';
  // Stryker disable next-line BooleanLiteral: body is '' until the first part is added, and then both branches add that part alone
  let previousWasText = false;
  for (const part of content.parts ?? []) {
    if (part.thought) continue;
    // A part that carries a call (or a result) is that call, as the agent loop takes it (model/turn.ts), even if it
    // also holds text.
    const isText = !part.functionCall && !part.functionResponse;
    const rendered = part.functionCall
      ? renderCall(part.functionCall)
      : part.functionResponse
        ? renderResult(part.functionResponse)
        : part.text;
    if (rendered === undefined || rendered === '') continue;
    if (isText && previousWasText) body += rendered;
    else body += `${body === '' ? '' : '\n'}${rendered}`;
    previousWasText = isText;
  }
  return `### ${content.role === 'model' ? 'author' : 'user'}\n${body.trim() === '' ? '' : body}`;
}

export function renderTranscript(contents: readonly Content[]): string {
  return contents.map(renderMessage).join('\n\n');
}

/**
 * Split rendered messages into chunks of at most `maxChars` characters each
 * (a single longer message becomes its own chunk, shortened to fit).
 */
export function chunkTranscript(contents: readonly Content[], maxChars: number): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const content of contents) {
    let rendered = renderMessage(content);
    if (rendered.length > maxChars)
      rendered = shorten(rendered, Math.floor(maxChars * 0.7), Math.floor(maxChars * 0.2));
    if (size + rendered.length > maxChars && current.length > 0) {
      chunks.push(current.join('\n\n'));
      current = [];
      size = 0;
    }
    current.push(rendered);
    size += rendered.length + 2;
  }
  if (current.length > 0) chunks.push(current.join('\n\n'));
  return chunks;
}
