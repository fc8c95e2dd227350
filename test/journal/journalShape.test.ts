import { describe, expect, it } from 'vitest';
import { isContent, isJournalRecord, isPart, isUsage } from '../../src/journal/journalShape.js';
import { intentRecord } from '../support/records.js';

const usage = { promptTokens: 1, cachedTokens: 0, outputTokens: 1, thoughtTokens: 0, totalTokens: 2 };
const content = { role: 'user', parts: [{ text: 'x' }] };
const fileState = { size: 1, hash: 'h' };

/** One valid record of each type, with every optional field, and what must make it unreadable. */
const cases: Array<{ record: Record<string, unknown>; bad: Record<string, unknown>[] }> = [
  {
    record: {
      type: 'session',
      version: 1,
      prompt: 'p',
      model: 'm',
      startedAt: 't',
      targetWords: 900,
      draft: { batchFile: '/b', key: 'k' },
      parallel: 3,
      chapter: { file: 'chapter_01.md', budget: 500 },
    },
    bad: [
      { version: '1' },
      { version: 1.5 },
      { version: -1 },
      { prompt: 1 },
      { model: null },
      { startedAt: undefined },
      { targetWords: '900' },
      { draft: 'k' },
      { draft: { batchFile: 1, key: 'k' } },
      { draft: { batchFile: '/b' } },
      { parallel: 'three' },
      { chapter: 'chapter_01.md' },
      { chapter: { budget: 500 } },
      { chapter: { file: 'chapter_01.md', budget: 'lots' } },
    ],
  },
  {
    record: { type: 'message', iteration: 1, content, usage },
    bad: [
      { iteration: '1' },
      { content: { role: 'system', parts: [] } },
      { content: { role: 'user' } },
      { usage: { ...usage, totalTokens: '2' } },
    ],
  },
  {
    record: { type: 'tool_result', iteration: 1, index: 0, part: { text: 'x' } },
    bad: [{ iteration: -1 }, { index: '0' }, { part: 'x' }],
  },
  {
    record: {
      type: 'compression',
      iteration: 2,
      summary: 's',
      summaryMessage: content,
      keptMessages: 1,
      kept: [content],
      replacedMessages: 3,
      tokensBefore: 9,
      tokensAfter: 2,
    },
    bad: [
      { iteration: 2.5 },
      { summary: 1 },
      { summaryMessage: 's' },
      { keptMessages: -1 },
      { replacedMessages: undefined },
      { kept: content },
      { kept: [content, { role: 'user', parts: 'x' }] },
    ],
  },
  {
    record: { type: 'resume', iteration: 2, at: 't', from: 'f', reset: false, targetWords: 900, revise: 'Tighten.' },
    bad: [{ iteration: null }, { reset: 'false' }, { targetWords: -900 }, { revise: 1 }],
  },
  {
    record: { type: 'usage', iteration: 2, usage },
    bad: [{ iteration: '2' }, { usage: { promptTokens: 1 } }],
  },
  {
    record: { type: 'end', iteration: 2, at: 't', status: 'done' },
    bad: [{ iteration: undefined }, { status: 0 }],
  },
  {
    record: { ...intentRecord({ iteration: 3, callId: 'a', mode: 'append', before: fileState, after: fileState }) },
    bad: [
      { iteration: '3' },
      { index: -1 },
      { tool: 1 },
      { file: undefined },
      { mode: 2 },
      { callId: 7 },
      { contentHash: null },
      { contentBytes: 1.5 },
      { before: undefined },
      { before: { size: 1 } },
      { after: null },
      { after: { size: '1', hash: 'h' } },
      { after: { size: 1, hash: 2 } },
      { after: [1, 'h'] },
    ],
  },
];

describe('journal record shapes, field by field', () => {
  for (const { record, bad } of cases) {
    it(`reads a ${record.type} record with every field, and skips one with a field of the wrong kind`, () => {
      expect(isJournalRecord(record)).toBe(true);
      const rejected = bad.filter((change) => !isJournalRecord({ ...record, ...change }));
      expect(rejected).toEqual(bad);
    });
  }

  it('reads the records without their optional fields', () => {
    const required = [
      { type: 'session', version: 1, prompt: 'p', model: 'm', startedAt: 't' },
      { type: 'message', iteration: 0, content },
      {
        type: 'compression',
        iteration: 0,
        summary: 's',
        summaryMessage: content,
        keptMessages: 0,
        replacedMessages: 0,
      },
      { type: 'resume', iteration: 0, at: 't', from: 'f', reset: true },
      intentRecord({ iteration: 0, tool: 't', file: 'f', contentBytes: 0, after: fileState }),
    ];
    expect(required.filter((record) => !isJournalRecord(record))).toEqual([]);
  });

  it('skips what is not a record: other values, no type, an unknown type', () => {
    for (const value of [null, 'session', 3, [{ type: 'end', iteration: 1, status: 'done' }], {}, { type: 7 }]) {
      expect(isJournalRecord(value)).toBe(false);
    }
    expect(isJournalRecord({ type: 'toString', iteration: 1 })).toBe(false);
    expect(isJournalRecord({ type: 'future', iteration: 1 })).toBe(false);
  });
});

describe('message shapes', () => {
  it('reads parts of text, calls and responses, with or without ids and arguments', () => {
    const parts = [
      { text: 'x' },
      { functionCall: { name: 'read_file' } },
      { functionCall: { name: 'read_file', args: { filename: 'a' }, id: 'c1' } },
      { functionResponse: { name: 'read_file' } },
      { functionResponse: { name: 'read_file', response: { content: 'a' }, id: 'c1' } },
      { thoughtSignature: 'c2ln' },
    ];
    expect(parts.filter((part) => !isPart(part))).toEqual([]);
  });

  it('skips parts whose fields are of the wrong kind', () => {
    const parts = [
      null,
      [],
      'text',
      { text: 1 },
      { functionCall: 'read_file' },
      { functionCall: { args: {} } },
      { functionCall: { name: 'read_file', args: 'a' } },
      { functionCall: { name: 'read_file', args: ['a'] } },
      { functionCall: { name: 'read_file', id: 1 } },
      { functionResponse: [] },
      { functionResponse: { response: {} } },
      { functionResponse: { name: 'read_file', response: 'ok' } },
      { functionResponse: { name: 'read_file', id: 1 } },
    ];
    expect(parts.filter((part) => isPart(part))).toEqual([]);
  });

  it('reads a message only of a known role with a list of parts', () => {
    expect(isContent({ role: 'model', parts: [] })).toBe(true);
    expect(isContent({ role: 'user', parts: [{ text: 1 }] })).toBe(false);
    expect(isContent({ parts: [] })).toBe(false);
    expect(isContent(null)).toBe(false);
  });

  it('reads a usage only with every count', () => {
    expect(isUsage(usage)).toBe(true);
    for (const key of Object.keys(usage)) expect(isUsage({ ...usage, [key]: undefined })).toBe(false);
    expect(isUsage('usage')).toBe(false);
  });
});
