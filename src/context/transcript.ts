import type { Content, Part } from '@google/genai';
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

function renderPart(part: Part): string | undefined {
  if (part.thought) return undefined;
  if (part.text !== undefined) return part.text.trim() === '' ? undefined : part.text;
  if (part.functionCall) {
    const args = Object.entries(part.functionCall.args ?? {})
      .map(([key, value]) => `  ${key}: ${renderValue(value)}`)
      .join('\n');
    return `[call ${part.functionCall.name ?? ''}]\n${args}`;
  }
  if (part.functionResponse) {
    return `[result of ${part.functionResponse.name ?? ''}] ${renderValue(part.functionResponse.response ?? {})}`;
  }
  return undefined;
}

export function renderMessage(content: Content): string {
  // Streamed text arrives in parts cut anywhere, even inside a word: text parts are joined as sent,
  // and only calls and results start a new line.
  let body = '';
  let previousWasText = false;
  for (const part of content.parts ?? []) {
    if (part.thought) continue;
    const isText = part.text !== undefined && !part.functionCall && !part.functionResponse;
    const rendered = isText ? part.text : renderPart(part);
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
