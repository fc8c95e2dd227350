import type { Content, Part } from '@google/genai';
import type { TokenUsage } from '../model/types.js';
import type { JournalRecord } from './records.js';

/**
 * Shape checks for journal lines. A line can be valid JSON and still not be a
 * record (a hand edit, a line of another file pasted in, a record of a newer
 * writer): replay must never reach into it and throw "Cannot read properties
 * of undefined". Each record type is checked for the fields replay reads;
 * unknown extra fields are allowed (newer writers may add some).
 */

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const optional = (value: unknown, check: (v: unknown) => boolean) => value === undefined || check(value);

export function isPart(value: unknown): value is Part {
  if (!isObject(value)) return false;
  if (value.text !== undefined && !isString(value.text)) return false;
  if (value.functionCall !== undefined) {
    const call = value.functionCall;
    if (!isObject(call) || !isString(call.name) || !optional(call.args, isObject) || !optional(call.id, isString))
      return false;
  }
  if (value.functionResponse !== undefined) {
    const response = value.functionResponse;
    if (!isObject(response) || !isString(response.name) || !optional(response.response, isObject)) return false;
    if (!optional(response.id, isString)) return false;
  }
  return true;
}

export function isContent(value: unknown): value is Content {
  if (!isObject(value) || (value.role !== 'user' && value.role !== 'model')) return false;
  return Array.isArray(value.parts) && value.parts.every(isPart);
}

export function isUsage(value: unknown): value is TokenUsage {
  if (!isObject(value)) return false;
  return ['promptTokens', 'cachedTokens', 'outputTokens', 'thoughtTokens', 'totalTokens'].every(
    (key) => typeof value[key] === 'number',
  );
}

const CHECKS: Record<JournalRecord['type'], (record: Fields) => boolean> = {
  session: (r) =>
    isCount(r.version) &&
    isString(r.prompt) &&
    isString(r.model) &&
    isString(r.startedAt) &&
    optional(r.targetWords, isCount) &&
    optional(r.draft, (d) => isObject(d) && isString(d.batchFile) && isString(d.key)) &&
    optional(r.parallel, isCount) &&
    optional(r.chapter, (c) => isObject(c) && isString(c.file) && optional(c.budget, isCount)),
  message: (r) => isCount(r.iteration) && isContent(r.content) && optional(r.usage, isUsage),
  tool_result: (r) => isCount(r.iteration) && isCount(r.index) && isPart(r.part),
  compression: (r) =>
    isCount(r.iteration) &&
    isString(r.summary) &&
    isContent(r.summaryMessage) &&
    isCount(r.keptMessages) &&
    isCount(r.replacedMessages) &&
    optional(r.kept, (kept) => Array.isArray(kept) && kept.every(isContent)),
  resume: (r) =>
    isCount(r.iteration) &&
    typeof r.reset === 'boolean' &&
    optional(r.targetWords, isCount) &&
    optional(r.revise, isString),
  usage: (r) => isCount(r.iteration) && isUsage(r.usage),
  end: (r) => isCount(r.iteration) && isString(r.status) && optional(r.resumeCommand, isString),
  intent: (r) =>
    isCount(r.iteration) &&
    isCount(r.index) &&
    isString(r.tool) &&
    isString(r.file) &&
    isString(r.mode) &&
    optional(r.callId, isString) &&
    isString(r.contentHash) &&
    isCount(r.contentBytes) &&
    (r.before === null || isFileState(r.before)) &&
    isFileState(r.after),
};

function isFileState(value: unknown): boolean {
  return isObject(value) && isCount(value.size) && isString(value.hash);
}

function hasCheck(type: string): type is JournalRecord['type'] {
  return Object.hasOwn(CHECKS, type);
}

/** Whether a parsed journal line is a record replay can use. */
export function isJournalRecord(value: unknown): value is JournalRecord {
  if (!isObject(value) || !isString(value.type) || !hasCheck(value.type)) return false;
  return CHECKS[value.type](value);
}
