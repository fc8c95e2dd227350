import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkManuscript, checkProject } from '../../src/check/index.js';
import { ENGLISH, languageFor } from '../../src/check/lang/index.js';
import { manuscriptOf } from '../support/manuscript.js';

const FRENCH = {
  'chapter_01.md':
    '# Un\n\nMarie Dubois descendit sur le quai. Ses yeux gris regardaient les bateaux. Marie attendait Pierre Lefèvre.\n\nPierre Lefèvre arriva enfin. Marie sourit.\n',
  'chapter_02.md':
    '# Deux\n\nLe lendemain, Pierre Lefevre marchait vers le phare. I walked behind him and I counted the steps. Marie le suivit.\n',
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the book’s language', () => {
  it('maps a language tag to its words: English for en-GB, a wordless language for French', () => {
    expect(languageFor('en-GB')).toBe(ENGLISH);
    expect(languageFor(undefined)).toBe(ENGLISH);
    const fr = languageFor('fr-CA');
    expect([fr.code, fr.name, fr.readsWords]).toEqual(['fr', 'French', false]);
  });

  it('gives a language it knows no words of English’s shape with no word in it, but the shapes of a name', () => {
    const fr = languageFor('fr');
    // Every field English has, French has: a word list added to English is never missing for another language.
    expect(Object.keys(fr).sort()).toEqual(Object.keys(ENGLISH).sort());
    expect(Object.keys(fr.bible).sort()).toEqual(Object.keys(ENGLISH.bible).sort());
    const kept = ['nameClitic', 'possessiveEnding', 'abbreviations', 'familyPlural'];
    for (const key of kept) expect(fr[key as keyof typeof fr]).toBe(ENGLISH[key as keyof typeof ENGLISH]);
    const sample =
      'Yesterday she had been at the funeral. Walter died in chapter 7, aged 52; his grey eyes, the pocket-watch he held. It was Sunday, 4 March, the next morning.';
    const patterns = (language: object): Array<[string, RegExp]> =>
      Object.entries(language).flatMap(
        ([key, value]): Array<[string, RegExp]> =>
          kept.includes(key)
            ? []
            : value instanceof RegExp
              ? [[key, new RegExp(value.source, value.flags.replace('g', ''))]]
              : typeof value === 'object' && value !== null && !(value instanceof Set) && !(value instanceof Map)
                ? patterns(value).map(([k, v]) => [`${key}.${k}`, v])
                : [],
      );
    // English reads this sentence with many of its patterns; the wordless language with none.
    expect(patterns(ENGLISH).filter(([, p]) => p.test(sample)).length).toBeGreaterThan(20);
    expect(patterns(fr).filter(([, p]) => p.test(sample))).toEqual([]);
    expect([fr.months, fr.weekdays, [...fr.verbs.keys()], [...fr.objectNouns], [...fr.occupations]]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
  });

  it('runs on a French book only the checks that need no English, and names the others in one line', () => {
    const m = manuscriptOf(FRENCH, '', languageFor('fr'));
    const report = checkManuscript(m, { lang: languageFor('fr') });
    // The misspelt name is found from capitals and sounds alone; the English "I walked … I counted" is not read.
    expect(report.findings.map((f) => [f.category, f.file, f.line, f.against?.line])).toEqual([
      ['names', 'chapter_02.md', 3, 3],
    ]);
    const unread = report.skipped.filter((s) => /French \(fr\)/.test(s.reason));
    expect(unread).toHaveLength(1);
    expect(unread[0]?.check).toBe('attributes, dead, kin, voice, places, objects, threads');
  });

  it('reads no month or weekday into figures of a French book: its calendar words are not known', () => {
    const chapters = {
      'chapter_01.md': '# Un\n\nLe 4 mars 1881, à 12 heures, Marie Dubois arriva au 221 de la rue. Il faisait froid.\n',
      'chapter_02.md': '# Deux\n\nLe 12 1881 fut long. Marie Dubois lut 3 lettres, puis 14, 1880 en tout.\n',
    };
    const fr = languageFor('fr');
    const report = checkManuscript(manuscriptOf(chapters, '', fr), { lang: fr });
    expect(report.findings.filter((f) => f.category === 'timeline')).toEqual([]);
  });

  it("takes the language from the project's writer.config.yaml, and --lang above it", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'writer-lang-'));
    dirs.push(dir);
    for (const [file, text] of Object.entries(FRENCH)) writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, 'writer.config.yaml'), 'lang: fr\n');
    const fromProject = await checkProject(dir);
    expect(fromProject.skipped.some((s) => s.reason.includes('French'))).toBe(true);
    const fromFlag = await checkProject(dir, { langTag: 'en' });
    expect(fromFlag.skipped.some((s) => s.reason.includes('French'))).toBe(false);
    // A project without its own lang takes the settings' one.
    writeFileSync(path.join(dir, 'writer.config.yaml'), 'author: Someone\n');
    const fromSettings = await checkProject(dir, { defaultLang: 'fr' });
    expect(fromSettings.skipped.some((s) => s.reason.includes('French'))).toBe(true);
  });
});

describe('--explain', () => {
  it('says which facts were taken from the text and which from the bible, with their places', () => {
    const m = manuscriptOf(
      {
        'chapter_01.md':
          '# One\n\nMara Voss came in. Her grey eyes were tired. Hendrik nodded. She sat down.\n\nHendrik died that winter.\n',
      },
      '# Bible\n\n## Characters\n### Hendrik\n- eyes: brown\n\n## Style\n- Third person, past tense.\n',
    );
    const report = checkManuscript(m, { explain: true });
    const mara = report.facts?.characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.facts).toEqual([{ fact: 'eyes: grey', source: 'text', file: 'chapter_01.md', line: 3 }]);
    const hendrik = report.facts?.characters.find((c) => c.name === 'Hendrik');
    expect(hendrik?.source).toBe('bible');
    expect(hendrik?.facts).toEqual(
      expect.arrayContaining([
        { fact: 'eyes: brown', source: 'bible', file: 'bible.md', line: 5 },
        { fact: 'died', source: 'text', file: 'chapter_01.md', line: 5 },
      ]),
    );
    expect(report.facts?.voice.book).toMatch(/third person.*past tense.*bible\.md:8/);
    expect(checkManuscript(m).facts).toBeUndefined();
  });
});
