import { describe, expect, it } from 'vitest';
import { type ObjectSchema, validateArgs, validated } from '../../src/tools/schema.js';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    mode: { type: 'string', enum: ['a', 'b'] },
    count: { type: 'integer', minimum: 1 },
    ratio: { type: 'number' },
    flag: { type: 'boolean' },
  },
  required: ['name'],
} as const satisfies ObjectSchema;

const check = (args: Record<string, unknown>) => validateArgs(schema, { name: 'n', ...args });

describe('validateArgs', () => {
  it('accepts arguments that fit, optional ones left out or null', () => {
    expect(check({})).toBeUndefined();
    expect(check({ mode: 'b', count: 1, ratio: -0.5, flag: false })).toBeUndefined();
    expect(check({ mode: null, count: null })).toBeUndefined();
    expect(validateArgs({ type: 'object', properties: {} }, { anything: 1 })).toBeUndefined();
  });

  it('names a required argument that is missing or null', () => {
    expect(validateArgs(schema, {})).toBe('missing required argument "name"');
    expect(validateArgs(schema, { name: null })).toBe('missing required argument "name"');
  });

  it('says what a string must be', () => {
    expect(check({ name: 3 })).toBe('"name" must be a string, got number');
    expect(check({ name: ['x'] })).toBe('"name" must be a string, got array');
    expect(check({ name: {} })).toBe('"name" must be a string, got object');
    expect(check({ mode: 'c' })).toBe('"mode" must be one of "a", "b", got "c"');
  });

  it('says what a number must be', () => {
    expect(check({ ratio: '1' })).toBe('"ratio" must be a number, got string');
    expect(check({ ratio: Number.NaN })).toBe('"ratio" must be a number, got number');
    expect(check({ ratio: Number.POSITIVE_INFINITY })).toBe('"ratio" must be a number, got number');
    expect(check({ ratio: 1.5 })).toBeUndefined();
    expect(check({ count: 1.5 })).toBe('"count" must be a whole number');
    expect(check({ count: 0 })).toBe('"count" must be at least 1');
    expect(check({ count: 2 })).toBeUndefined();
  });

  it('says what a boolean must be', () => {
    expect(check({ flag: 'true' })).toBe('"flag" must be true or false, got string');
    expect(check({ flag: true })).toBeUndefined();
  });

  it('gives the first problem only', () => {
    expect(check({ mode: 'c', flag: 1 })).toBe('"mode" must be one of "a", "b", got "c"');
  });
});

describe('validated', () => {
  it('drops null optionals and keeps the rest', () => {
    expect(validated(schema, { name: 'n', mode: null, count: 2 })).toEqual({ name: 'n', count: 2 });
    expect(Object.keys(validated(schema, { name: 'n', mode: null }))).toEqual(['name']);
  });
});
