import { describe, expect, it } from 'vitest';
import { sqlDumpAsMarkdown, sqlTuples } from '../../src/check/bibleSqlDump.js';

/**
 * SQL dumps as mysqldump and pg_dump write them, not only as sqlite3 does: many rows to one INSERT, a table created
 * "IF NOT EXISTS", a name with its schema, an INSERT with its own list of columns in another order, a comment after
 * the statement. Each was read as a broken row or as nothing before.
 */

const table = (md: string, heading: string) => md.split(`## ${heading}\n\n`)[1]?.split('\n\n')[0]?.trimEnd();

describe('an SQL dump in the dialects of other tools', () => {
  it('reads every row of a many-row INSERT, a quoted bracket or comma kept in its value', () => {
    expect(sqlTuples("(1,'Mara Voss','grey'),(2,'Ben (the) Marsh','blue, mostly')")).toEqual([
      "1,'Mara Voss','grey'",
      "2,'Ben (the) Marsh','blue, mostly'",
    ]);
    // A stray closing bracket opens no row; a call inside a row is one of its values.
    expect(sqlTuples(") (3,replace('a','b',char(10)),'x')")).toEqual(["3,replace('a','b',char(10)),'x'"]);
    const md = sqlDumpAsMarkdown(
      [
        'CREATE TABLE IF NOT EXISTS `character` (id INTEGER, full_name TEXT, eyes TEXT);',
        "INSERT INTO `character` VALUES (1,'Mara Voss','grey'),(2,'Ben Marsh','blue'); -- two people",
      ].join('\n'),
    );
    expect(table(md, 'Character')).toBe('| full name | eyes |\n|---|---|\n| Mara Voss | grey |\n| Ben Marsh | blue |');
  });

  it('knows a table by its name with a schema, and puts an INSERT’s own columns where the table has them', () => {
    const md = sqlDumpAsMarkdown(
      [
        'CREATE TABLE public.place (id integer, name text, note text);',
        "INSERT INTO public.place (note, id, name) VALUES ('by the sea', 2, 'Saltcote');",
        "INSERT INTO public.place VALUES (3, 'Grey Mill', NULL);",
      ].join('\n'),
    );
    expect(table(md, 'Place')).toBe('| name | note |\n|---|---|\n| Saltcote | by the sea |\n| Grey Mill |  |');
  });

  it('takes an INSERT’s own columns as the table’s when no CREATE TABLE gives them', () => {
    const md = sqlDumpAsMarkdown(
      ['CREATE TABLE other (id INTEGER);', "INSERT INTO thing (name, keeper) VALUES ('the lamp', 'Mara Voss');"].join(
        '\n',
      ),
    );
    expect(table(md, 'Thing')).toBe('| name | keeper |\n|---|---|\n| the lamp | Mara Voss |');
  });

  it('makes no table of an INSERT with no row in it', () => {
    const md = sqlDumpAsMarkdown(
      ['CREATE TABLE place (id INTEGER, name TEXT);', 'INSERT INTO place VALUES ;'].join('\n'),
    );
    expect(md).toBe('');
  });
});
