import { describe, expect, it } from 'vitest';
import { systemPrompt } from '../../src/prompts/system.js';

describe('the system prompt', () => {
  const prompt = systemPrompt({ now: new Date('2026-12-02T10:00:00Z') });

  it('says which tool fits which change', () => {
    expect(prompt).toContain('A change inside a file (a name, a sentence, a paragraph, a fact): edit_file');
    expect(prompt).toContain('write_file "overwrite" only to rewrite a whole file');
    expect(prompt).toMatch(/Before writing or fixing anything that depends on earlier facts: search_files/);
  });

  it('asks for an "Open threads" section in the bible, kept up to date', () => {
    expect(prompt).toContain('"## Open threads"');
    expect(prompt).toMatch(/add a thread when you open one and mark where it pays off/);
  });
});
