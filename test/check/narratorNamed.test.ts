import { describe, expect, it } from 'vitest';
import { checkVoice, narratorFromSpeech } from '../../src/check/checks/voice.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A first-person book with no bible names its narrator only as the others
 * call her ("Meg," he says; "I'm sorry, Meg."): a paragraph that tells her
 * as "Meg takes the bundle up to the light… She finds…" with no "I" is a
 * slip of person. The quiet side: someone else the others call by name who
 * the narration tells as often as anyone, and a book where two people fit.
 */

const pov = (found: Finding[]) => found.filter((f) => f.category === 'pov').map((f) => `${f.file}:${f.line}`);

const NOW = 'I open the post office at eight. I sort the letters and I walk to the pier. I wait for the boat.';
const book = (slip: string, extra = '') =>
  manuscriptOf({
    'chapter_01.md': `# One\n\n${NOW}\n\n"Meg," Dawn says, "the boat is in."\n\n${NOW}\n\nDawn runs down the pier. Dawn waves to the skipper.\n`,
    'chapter_02.md': `# Two\n\n${NOW}\n\n"I'm sorry, Meg. Tell Archie." Hector turns away.\n\n${NOW}\n\n${slip}\n\n${NOW}\n`,
    'chapter_03.md': `# Three\n\n${NOW}\n\n"Is that you, Meg?" Hector calls.${extra}\n\n${NOW}\n`,
  });

describe('the narrator the others call by name', () => {
  it('reports a paragraph that tells her in the third person', () => {
    const slip =
      'In the afternoon Meg takes the bundle up to the light. She finds the track mended. Dawn goes with her.';
    expect(pov(checkVoice(book(slip), ENGLISH).findings)).toEqual(['chapter_02.md:9']);
    // Named beside another in the one sentence that names her.
    const together = 'In the afternoon Meg takes the bundle up to Dawn at the light.';
    expect(pov(checkVoice(book(together), ENGLISH).findings)).toEqual(['chapter_02.md:9']);
  });

  it('is quiet when the paragraph tells her as "I", and when someone else is called by name', () => {
    const own = 'In the afternoon I take the bundle up to the light. I find the track mended. Dawn goes with me.';
    expect(pov(checkVoice(book(own), ENGLISH).findings)).toEqual([]);
    // A paragraph that names her and has "I" in it tells someone else by that name, or the narrator beside her.
    const beside = 'In the afternoon Meg takes the bundle up to the light, and I go with her.';
    expect(pov(checkVoice(book(beside), ENGLISH).findings)).toEqual([]);
    // Dawn is called by name as often, but the narration tells her again and again: not the narrator.
    const called = (who: string) => `"${who}," Hector says. "${who}, come here." "Is it you, ${who}?"`;
    const dawnBook = manuscriptOf({
      'chapter_01.md': `# One\n\n${NOW}\n\n${called('Dawn')}\n\n${NOW}\n\nDawn runs down the pier. Dawn waves.\n`,
      'chapter_02.md': `# Two\n\n${NOW}\n\nDawn laughs.\n\n${NOW}\n\nIn the afternoon Dawn takes the bundle up to the light. She finds the track mended.\n\n${NOW}\n`,
    });
    expect(pov(checkVoice(dawnBook, ENGLISH).findings)).toEqual([]);
    expect(narratorFromSpeech(dawnBook, readFacts(dawnBook, ENGLISH).cast, ENGLISH)).toBeUndefined();
  });

  it('takes "Miss Rennie" and "Meg Rennie" for one person, and no one when two fit', () => {
    const slip = 'In the afternoon Meg takes the bundle up to the light. She finds the track mended.';
    const m = book(slip, ' "Good day, Miss Rennie." Meg Rennie, they call me.');
    const found = narratorFromSpeech(m, readFacts(m, ENGLISH).cast, ENGLISH);
    expect(found?.character.name).toMatch(/Meg/);
    // "Miss Rennie" is the book's one woman named Rennie: the cast holds her once, under her full name.
    expect([...(found?.forms ?? [])].map((c) => c.name).sort()).toEqual(['Meg Rennie']);
    expect(readFacts(m, ENGLISH).characters.map((c) => c.name)).not.toContain('Miss Rennie');
    const two = book(slip, ' "Ruth," Hector says. "Ruth, wait." "Is it you, Ruth?" Ruth Bain smiles.');
    expect(narratorFromSpeech(two, readFacts(two, ENGLISH).cast, ENGLISH)).toBeUndefined();
    const one = book(slip, ' "Ruth Bain is here." Ruth Bain smiles.');
    expect(narratorFromSpeech(one, readFacts(one, ENGLISH).cast, ENGLISH)?.character.name).toMatch(/Meg/);
  });

  it('ends a name at a full stop after a word that is no title: "Meg. Tell Archie." is Meg, then Archie', () => {
    const m = book('');
    const names = readFacts(m, ENGLISH).characters.map((c) => c.name);
    expect(names.some((n) => /Meg Tell/.test(n))).toBe(false);
  });
});
