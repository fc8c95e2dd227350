import { describe, expect, it } from 'vitest';
import { StreamRedactor } from '../../src/util/secrets.js';

describe('StreamRedactor', () => {
  it('masks a key that arrives split across pieces, and holds back nothing else for long', () => {
    const redactor = new StreamRedactor('AIzaSECRETKEY99');
    const shown = ['key: AIza', 'SECRET', 'KEY99 done', ' A'].map((piece) => redactor.push(piece)).join('');
    expect(shown + redactor.flush()).toBe('key: AIza…EY99 done A');
    expect(shown).not.toContain('SECRET');
  });
});
