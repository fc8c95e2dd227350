import { describe, expect, it } from 'vitest';
import { isSqlDump, sqlDumpAsMarkdown } from '../../src/check/bibleSqlDump.js';

/**
 * The shapes of an SQL dump's tables and rows beside the plain ones: statements indented, a column typed with a
 * precision ("DECIMAL(3,2)"), columns whose names hold "id" or "key" and are no keys, a table name with no space
 * before its bracket, an INSERT naming its columns and giving fewer values, a link table of keys only, a table
 * named with an underscore, and in backticks (mysqldump). A dump written for these tests.
 */

const DUMP = [
  '  CREATE TABLE character (',
  '    id INTEGER PRIMARY KEY,',
  '    full_name TEXT NOT NULL,',
  '    height_m DECIMAL(3,2) NOT NULL,',
  '    cover_identity TEXT,',
  '    identity_papers TEXT',
  '  );',
  "  INSERT INTO character VALUES(1,'Mara Voss',1.65,'a ferry clerk','Dutch');",
  'CREATE TABLE place(id INTEGER PRIMARY KEY, name TEXT, spare_key TEXT, key_holder TEXT);',
  "INSERT INTO place(id, name, spare_key, key_holder) VALUES (1, 'Grey Mill', 'under the mat', 'Ben');",
  "INSERT INTO place(id, name) VALUES (2, 'Saltcote');",
  'CREATE TABLE character_place (character_id INTEGER, place_id INTEGER);',
  'INSERT INTO character_place VALUES(1,1);',
  'CREATE TABLE `timeline_event` (`id` int NOT NULL, `happens` text);',
  "INSERT INTO `timeline_event` VALUES (1,'Thursday 1 July 1948 — the ferry sinks');",
].join('\n');

describe('an SQL dump’s tables', () => {
  it('are known by statements opening their lines, indented or not, and not by the words inside prose', () => {
    expect(isSqlDump(DUMP)).toBe(true);
    expect(
      isSqlDump("  CREATE TABLE place (id INTEGER, name TEXT);\n  INSERT INTO place VALUES(1,'Grey Mill');\n"),
    ).toBe(true);
    expect(isSqlDump("## Notes\n\nThe app can CREATE TABLE rows.\nINSERT INTO place VALUES(1,'Grey Mill');\n")).toBe(
      false,
    );
    expect(isSqlDump('CREATE TABLE place (id INTEGER, name TEXT);\n\nThe app can INSERT INTO it.\n')).toBe(false);
  });

  it('are written one after another, each with its columns but keys and its rows, a missing value an empty cell', () => {
    expect(sqlDumpAsMarkdown(DUMP)).toBe(
      [
        '## Character',
        '',
        '| full name | height m | cover identity | identity papers |',
        '|---|---|---|---|',
        '| Mara Voss | 1.65 | a ferry clerk | Dutch |',
        '',
        '## Place',
        '',
        '| name | spare key | key holder |',
        '|---|---|---|',
        '| Grey Mill | under the mat | Ben |',
        '| Saltcote |  |  |',
        '',
        // The link table holds keys only: nothing of the book.
        '## Timeline event',
        '',
        '| happens |',
        '|---|',
        '| Thursday 1 July 1948 — the ferry sinks |',
        '',
      ].join('\n'),
    );
  });
});

describe('rows of a table the dump never declares', () => {
  it('are no table, their columns unknown', () => {
    const dump =
      "INSERT INTO character VALUES (1,'Mara Voss','grey');\nINSERT INTO character VALUES (2,'Ned Hale','blue');\n";
    expect(sqlDumpAsMarkdown(dump)).toBe('');
  });
});
