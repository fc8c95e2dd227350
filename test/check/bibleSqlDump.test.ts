import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { isSqlDump, sqlDumpAsMarkdown, sqlValues } from '../../src/check/bibleSqlDump.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible kept in a writing app's database and saved as an SQL dump (the twenty-first blind set's was read as
 * nothing). A dump written for these tests.
 */

const DUMP = [
  '-- Plotkeeper project database dump',
  'PRAGMA foreign_keys=OFF;',
  'CREATE TABLE character (',
  '  id INTEGER PRIMARY KEY,',
  '  full_name TEXT NOT NULL,',
  '  short_forms TEXT,          -- comma-separated',
  '  eyes TEXT,',
  '  role TEXT,',
  '  PRIMARY KEY (id)',
  ');',
  "INSERT INTO character VALUES(1,'Mara Voss','Marrie,the Pilot','grey','keeper of the light; Tomas''s sister');",
  "INSERT INTO character VALUES(2,'Tomas Reyes',NULL,NULL,'ferryman | pilot');",
  'CREATE TABLE place (id INTEGER PRIMARY KEY, name TEXT, attributes TEXT);',
  "INSERT INTO place VALUES(1,'Grey Mill','a mill with a red door');",
  'COMMIT;',
].join('\n');

describe('a bible kept as an SQL dump', () => {
  it('is known by a CREATE TABLE and an INSERT INTO', () => {
    expect(isSqlDump(DUMP)).toBe(true);
    expect(isSqlDump('CREATE TABLE x (a TEXT);')).toBe(false);
    expect(isSqlDump('## Characters\n\nINSERT INTO the bible a note.\n')).toBe(false);
  });

  it('reads a row’s values: quoted strings with their doubled quotes, numbers, NULL', () => {
    expect(sqlValues("1,'Mara Voss','Tomas''s sister',NULL, 34")).toEqual([
      '1',
      'Mara Voss',
      "Tomas's sister",
      '',
      '34',
    ]);
  });

  it('writes each table as a Markdown table under its name, its columns but keys, NULL empty, a pipe a slash', () => {
    const md = sqlDumpAsMarkdown(DUMP);
    expect(md).toContain(
      "## Character\n\n| full name | short forms | eyes | role |\n|---|---|---|---|\n| Mara Voss | Marrie,the Pilot | grey | keeper of the light; Tomas's sister |\n| Tomas Reyes |  |  | ferryman / pilot |",
    );
    // The key columns ("id") are left out; a column whose name only ends in "id" ("paid") is kept.
    expect(
      sqlDumpAsMarkdown(
        "CREATE TABLE debt (id INTEGER, owner_id INTEGER, paid TEXT);\nINSERT INTO debt VALUES(1,2,'yes');",
      ),
    ).toContain('| paid |\n|---|\n| yes |');
    // The key columns ("id") are left out.
    expect(md).toContain('## Place\n\n| name | attributes |\n|---|---|\n| Grey Mill | a mill with a red door |');
  });

  it('gives the checks its people with their short forms and fields, and its places', () => {
    const bible = parseBible(DUMP, ENGLISH);
    const mara = bible.characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.names).toContain('Marrie');
    expect(mara?.fields.eyes?.value).toBe('grey');
    expect(bible.characters.map((c) => c.name)).toContain('Tomas Reyes');
    expect(bible.places.map((p) => p.name)).toContain('Grey Mill');
  });
});
