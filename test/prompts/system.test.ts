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

describe('the bible shape the system prompt asks for', () => {
  it('is the shape writer check reads: every section, field, change, object and thread of its example', async () => {
    const { parseBible } = await import('../../src/check/bible.js');
    const { ENGLISH } = await import('../../src/check/lang/en.js');
    const prompt = systemPrompt({ now: new Date('2026-12-02T10:00:00Z') });
    const start = prompt.indexOf('     ## Characters');
    const end = prompt.indexOf('     Give "fate"');
    const example = prompt
      .slice(start, end)
      .split('\n')
      .map((line) => line.replace(/^ {5}/, ''))
      .join('\n');
    const bible = parseBible(example, ENGLISH);
    expect([...bible.sections].sort()).toEqual(['characters', 'objects', 'places', 'style', 'threads', 'timeline']);
    const mara = bible.characters[0];
    expect(mara?.names).toEqual(expect.arrayContaining(['Mara Voss', 'Mara', 'Voss', 'Mar', 'the Captain']));
    expect(mara?.fields).toMatchObject({
      age: { value: '34' },
      eyes: { value: 'grey' },
      hair: { value: 'black' },
      role: { value: "ship's pilot" },
      home: { value: 'Harrowgate' },
    });
    expect(mara?.gender).toBe('female');
    expect(mara?.diesIn?.value).toBe(7);
    expect(bible.places[0]?.name).toBe('The Lantern Inn');
    expect(bible.timeline[0]).toMatchObject({
      chapter: 1,
      weekday: 1,
      date: { day: 3, month: 3, year: 1924 },
      season: 'spring',
    });
    expect(bible.changes).toEqual([
      expect.objectContaining({ chapter: 5, character: 'Mara Voss', field: 'hair', value: 'red (she dyes it)' }),
    ]);
    expect(bible.objects[0]).toMatchObject({
      noun: 'key',
      holder: 'Mara Voss',
      events: [{ chapter: 4, kind: 'given', to: 'Tomas' }],
    });
    expect(bible.style).toMatchObject({ pov: 'third', tense: 'past' });
    expect(bible.threads[0]).toMatchObject({ setup: 1, payoff: 9 });
  });
});
